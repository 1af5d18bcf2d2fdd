// The editor's script and stylesheet, bundled by esbuild from src/edit/app/ when the editor first
// serves them (about a second, once per run): the editor is a local tool, so its bundle is kept
// out of every build's way and out of lib/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../shared/paths.js';
import type { EditorAssets } from './server.js';

const APP = path.join(PACKAGE_ROOT, 'src', 'edit', 'app');

export async function bundleEditor(): Promise<EditorAssets> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(APP, 'main.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return { script: result.outputFiles[0]!.text, style: readFileSync(path.join(APP, 'editor.css'), 'utf8') };
}
