// Bundles src/ with esbuild into lib/ (the CLI, and the worker that fleet builds run on every core)
// and stamps lib/ with what src/ was when it was built. The launcher calls updateLib() on each run
// in this repository, so an edited, copied or checked-out tree never runs stale code; `npm pack`
// runs this file (prepack), so the packed lib/ is always current. Files are written under
// temporary names and renamed, so concurrent runs never read half a file.
//
// The pure-JavaScript dependencies are bundled in: Node then reads one file per command instead of
// resolving and reading a few hundred (package.json lookups, stats, small modules), which was a
// third of a build's start. Each command is its own chunk, loaded when it runs. Packages with
// native code (esbuild, sharp) stay outside, and so do React and ajv, which the cached templates and
// validators require by name from shopsite's folder.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lib = path.join(root, 'lib');
const entries = { cli: 'src/cli/index.ts', worker: 'src/fleet/worker.ts' };
const outputs = Object.keys(entries).map((name) => path.join(lib, `${name}.js`));
const stampFile = path.join(lib, '.sources');

/** Left outside the bundle: native code, and what cached modules require by name (see above). */
const EXTERNAL = ['esbuild', 'sharp', 'react', 'react-dom', 'ajv', 'ajv/*'];

/**
 * What src/ is now: each file's name, size and modification time (a stat each: a millisecond for
 * all, where reading and hashing every file took ten on each start). An edit, a checkout or a copy
 * changes a file's time; the lock file's too, so updated dependencies are bundled again.
 */
function sourceHash() {
  const hash = createHash('sha256');
  const src = path.join(root, 'src');
  const stamp = (full, name) => {
    const stat = statSync(full);
    if (stat.isFile()) hash.update(`${name}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const f of readdirSync(src, { recursive: true }).map(String).sort()) stamp(path.join(src, f), f);
  for (const f of ['package.json', 'package-lock.json', 'scripts/build-lib.mjs']) if (existsSync(path.join(root, f))) stamp(path.join(root, f), f);
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
    splitting: true,
    chunkNames: 'chunk-[hash]',
    external: EXTERNAL,
    // Bundled CommonJS packages (commander, fast-glob) call require for Node's own modules.
    banner: { js: "import { createRequire as __shopsiteRequire } from 'node:module'; const require = __shopsiteRequire(import.meta.url);" },
    logLevel: 'error',
    write: false,
  });
  mkdirSync(lib, { recursive: true });
  const written = new Set(result.outputFiles.map((f) => path.basename(f.path)));
  for (const old of readdirSync(lib)) if (/^chunk-.*\.js$/.test(old) && !written.has(old)) rmSync(path.join(lib, old), { force: true });
  for (const file of [...result.outputFiles.map((f) => ({ path: f.path, contents: f.contents })), { path: stampFile, contents: stamp }]) {
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, file.contents);
    renameSync(temp, file.path);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await updateLib({ force: true });
