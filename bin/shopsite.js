#!/usr/bin/env node
// Launcher: runs src/cli with no compile step for the user. The TypeScript in src/ is bundled by
// esbuild into lib/ (the CLI, and the worker that fleet builds run on every core) when lib/ is
// missing or was built from other sources: a hash of src/ (a few ms) is kept beside it, so a
// copied or checked-out tree never runs stale code. Files are written under temporary names and
// renamed, so concurrent runs never read half a file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const lib = path.join(root, 'lib');
const entries = { cli: 'src/cli/index.ts', worker: 'src/fleet/worker.ts' };
const outputs = Object.keys(entries).map((name) => path.join(lib, `${name}.js`));
const stampFile = path.join(lib, '.sources');
const sourceHash = () => {
  const hash = createHash('sha256');
  const src = path.join(root, 'src');
  for (const f of readdirSync(src, { recursive: true }).map(String).sort()) {
    const full = path.join(src, f);
    if (statSync(full).isFile()) hash.update(f).update(readFileSync(full));
  }
  return hash.digest('hex');
};
const stamp = sourceHash();
const stale = () => outputs.some((f) => !existsSync(f)) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp;

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
  for (const file of [...result.outputFiles.map((f) => ({ path: f.path, contents: f.contents })), { path: stampFile, contents: stamp }]) {
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, file.contents);
    renameSync(temp, file.path);
  }
}
process.env.NODE_ENV ??= 'production';
const { main } = await import(pathToFileURL(path.join(lib, 'cli.js')).href);
process.exitCode = await main(process.argv.slice(2));
