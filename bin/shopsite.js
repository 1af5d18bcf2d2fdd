#!/usr/bin/env node
// Launcher: runs src/cli with no compile step for the user. The TypeScript in src/ is bundled by
// esbuild into lib/ (the CLI, and the worker that fleet builds run on every core) when lib/ is
// missing or older than any source file (a few ms to check). Files are written under temporary
// names and renamed, so concurrent runs never read half a file.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const lib = path.join(root, 'lib');
const entries = { cli: 'src/cli/index.ts', worker: 'src/fleet/worker.ts' };
const outputs = Object.keys(entries).map((name) => path.join(lib, `${name}.js`));
const newest = (dir) =>
  Math.max(0, ...readdirSync(dir, { recursive: true }).map((f) => statSync(path.join(dir, f)).mtimeMs));

const stale = () => {
  const sources = newest(path.join(root, 'src'));
  return outputs.some((f) => !existsSync(f) || statSync(f).mtimeMs < sources);
};

if (stale()) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
    outdir: lib,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
    write: false,
  });
  mkdirSync(lib, { recursive: true });
  for (const file of result.outputFiles) {
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, file.contents);
    renameSync(temp, file.path);
  }
}
process.env.NODE_ENV ??= 'production';
const { main } = await import(pathToFileURL(path.join(lib, 'cli.js')).href);
process.exitCode = await main(process.argv.slice(2));
