// Bundles src/ with esbuild into lib/ (the CLI, and the worker that fleet builds run on every core)
// and stamps lib/ with a hash of src/ (a few ms). The launcher calls updateLib() on each run in
// this repository, so an edited, copied or checked-out tree never runs stale code; `npm pack` runs
// this file (prepack), so the packed lib/ is always current. Files are written under temporary
// names and renamed, so concurrent runs never read half a file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lib = path.join(root, 'lib');
const entries = { cli: 'src/cli/index.ts', worker: 'src/fleet/worker.ts' };
const outputs = Object.keys(entries).map((name) => path.join(lib, `${name}.js`));
const stampFile = path.join(lib, '.sources');

function sourceHash() {
  const hash = createHash('sha256');
  const src = path.join(root, 'src');
  for (const f of readdirSync(src, { recursive: true }).map(String).sort()) {
    const full = path.join(src, f);
    if (statSync(full).isFile()) hash.update(f).update(readFileSync(full));
  }
  return hash.digest('hex');
}

/** Builds lib/ when it is missing or was built from other sources (always, with `force`). */
export async function updateLib({ force = false } = {}) {
  const stamp = sourceHash();
  const current = outputs.every((f) => existsSync(f)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (current && !force) return;
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await updateLib({ force: true });
