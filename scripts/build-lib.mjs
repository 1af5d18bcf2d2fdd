// Bundles src/ with esbuild into lib/ (the CLI, and the worker that fleet builds run on every core)
// and stamps lib/ with what src/ was when it was built. The launcher calls updateLib() on each run
// in this repository, so an edited, copied or checked-out tree never runs stale code; `npm pack`
// and an install from git run this file (the `prepare` script), so the packed lib/ is always
// current. Files are written under temporary names and renamed, so concurrent runs never read half
// a file.
//
// The pure-JavaScript dependencies are bundled in: Node then reads one file per entry instead of
// resolving and reading a few hundred (package.json lookups, stats, small modules), which was a
// third of a build's start. The entries (scripts/lib-stamp.cjs) are CommonJS, each whole:
// launch.cjs (what the launcher and worker threads load first) runs cli.cjs, then commands.cjs, or
// worker.cjs. Packages with native code (esbuild, sharp) stay outside, and so do React and ajv,
// which the cached templates and validators require by name from shopsite's folder.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lib = path.join(root, 'lib');
const { ENTRIES: entries, STAMP_FILE: stampFile, sourceStamp, libIsCurrent } = createRequire(import.meta.url)('./lib-stamp.cjs');

/** Left outside the bundle: native code, and what cached modules require by name (see above). */
const EXTERNAL = ['esbuild', 'sharp', 'react', 'react-dom', 'ajv', 'ajv/*', 'fflate', 'read-excel-file', 'read-excel-file/*'];

/** Builds lib/ when it is missing or was built from other sources (always, with `force`). */
export async function updateLib({ force = false } = {}) {
  if (!force && libIsCurrent()) return;
  const stamp = sourceStamp();
  const prebuilt = `prebuilt-${stamp.slice(0, 16)}`;
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
    outdir: lib,
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    // CommonJS, whole per entry: the commands' dynamic imports become lazy parts of one file.
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    target: 'node20',
    // An import() of a package left outside becomes a require: lib/'s modules run from V8's code
    // cache (src/fast/code-cache.ts), where an import() works only through a loader Node calls
    // experimental, and says so on every run.
    supported: { 'dynamic-import': false },
    external: EXTERNAL,
    banner: { js: "const __shopsiteUrl = require('node:url').pathToFileURL(__filename).href;" },
    define: { __SHOPSITE_PREBUILT__: JSON.stringify(prebuilt), 'import.meta.url': '__shopsiteUrl' },
    logLevel: 'error',
    write: false,
  });
  mkdirSync(lib, { recursive: true });
  const written = new Set([...result.outputFiles.map((f) => path.basename(f.path)), prebuilt]);
  // What earlier versions wrote and this one does not (ES module chunks, cli.js, a bundle of an entry
  // since removed such as render-worker.cjs, older prebuilt folders): npm pack would ship them.
  for (const old of readdirSync(lib)) if (/^(chunk-.*\.js|\w+\.c?js|[\w-]+\.cjs|prebuilt-[0-9a-f]+)$/.test(old) && !written.has(old)) rmSync(path.join(lib, old), { recursive: true, force: true });
  const put = (file, contents) => {
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, contents);
    renameSync(temp, file);
  };
  for (const file of result.outputFiles) put(file.path, file.contents);
  // The compilers run from the new bundle, as a build will; the stamp is written last, so a run
  // that finds it current finds the prebuilt files too.
  const require = createRequire(import.meta.url);
  delete require.cache[path.join(lib, 'prebuild.cjs')];
  const { writePrebuilt } = require(path.join(lib, 'prebuild.cjs'));
  await writePrebuilt(path.join(lib, prebuilt));
  put(stampFile, stamp);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await updateLib({ force: true });
