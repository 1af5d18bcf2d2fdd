#!/usr/bin/env node
// Launcher: runs src/cli with no compile step for the user. The TypeScript in src/ is bundled by
// esbuild into lib/cli.js when lib/ is missing or older than any source file (a few ms to check);
// it is written to a temporary name and renamed, so concurrent runs never read half a file.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'lib', 'cli.js');
const newest = (dir) =>
  Math.max(0, ...readdirSync(dir, { recursive: true }).map((f) => statSync(path.join(dir, f)).mtimeMs));

if (!existsSync(out) || statSync(out).mtimeMs < newest(path.join(root, 'src'))) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, 'src', 'cli', 'index.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
    write: false,
  });
  mkdirSync(path.dirname(out), { recursive: true });
  const temp = `${out}.${process.pid}.tmp`;
  writeFileSync(temp, result.outputFiles[0].contents);
  renameSync(temp, out);
}
process.env.NODE_ENV ??= 'production';
const { main } = await import(pathToFileURL(out).href);
process.exitCode = await main(process.argv.slice(2));
