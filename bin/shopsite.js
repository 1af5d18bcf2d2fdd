#!/usr/bin/env node
// Launcher: runs src/cli with no compile step for the user. The TypeScript in src/ is bundled by
// esbuild into lib/cli.js when lib/ is missing or older than any source file (a few ms to check).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'lib', 'cli.js');
const newest = (dir) =>
  Math.max(0, ...readdirSync(dir, { recursive: true }).map((f) => statSync(path.join(dir, f)).mtimeMs));

if (!existsSync(out) || statSync(out).mtimeMs < newest(path.join(root, 'src'))) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'src', 'cli', 'index.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
}
process.env.NODE_ENV ??= 'production';
const { main } = await import(pathToFileURL(out).href);
process.exitCode = await main(process.argv.slice(2));
