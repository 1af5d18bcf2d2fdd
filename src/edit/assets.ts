// The editor's script and stylesheet, bundled by esbuild from src/edit/app/ when the editor first
// serves them (about a second, once per run): the editor is a local tool, so its bundle is kept
// out of every build's way and out of lib/. The form library resolves a schema's conditions
// (if/then, oneOf) with ajv, which compiles validators with `new Function`: the editor's page
// admits no eval, so each kind's validators are compiled here instead, as ajv's standalone code,
// and served as a module of their own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../shared/paths.js';

/** What the editor's page loads. */
export interface EditorAssets {
  script: string;
  style: string;
}

const APP = path.join(PACKAGE_ROOT, 'src', 'edit', 'app');

/** The formats the editor gives its fields (schemas.ts): an image path's, a name of another entry's, a time of day's and a day-or-word's, any text (a pattern checks the last two). */
export const FORM_FORMATS = { photo: '.*', entry: '.*', 'time-of-day': '.*', 'day-or-word': '.*' };

const esbuildOptions = { bundle: true, write: false, format: 'esm', minify: true, target: 'es2022', legalComments: 'none', logLevel: 'silent' } as const;

export async function bundleEditor(): Promise<EditorAssets> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    ...esbuildOptions,
    entryPoints: [path.join(APP, 'main.tsx')],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return { script: result.outputFiles[0]!.text, style: readFileSync(path.join(APP, 'editor.css'), 'utf8') };
}

/** One schema's validators, for the form library's precompiled validator, as an ES module. */
export async function bundleValidators(schema: Record<string, unknown>): Promise<string> {
  const { compileSchemaValidatorsCode } = await import('@rjsf/validator-ajv8/compileSchemaValidators');
  const code = compileSchemaValidatorsCode(schema, { customFormats: FORM_FORMATS });
  const esbuild = await import('esbuild');
  const result = await esbuild.build({ ...esbuildOptions, stdin: { contents: code, resolveDir: PACKAGE_ROOT, loader: 'js' } });
  return result.outputFiles[0]!.text;
}
