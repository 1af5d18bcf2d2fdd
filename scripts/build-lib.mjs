// Bundles src/ with esbuild into lib/ (the CLI, and the worker that fleet builds run on every core)
// and stamps lib/ with what src/ was when it was built. The launcher calls updateLib() on each run
// in this repository, so an edited, copied or checked-out tree never runs stale code; `npm pack`
// runs this file (prepack), so the packed lib/ is always current. Files are written under
// temporary names and renamed, so concurrent runs never read half a file.
//
// The pure-JavaScript dependencies are bundled in: Node then reads one file per entry instead of
// resolving and reading a few hundred (package.json lookups, stats, small modules), which was a
// third of a build's start. The entries (scripts/lib-stamp.cjs) are CommonJS, each whole:
// launch.cjs (what the launcher and worker threads load first) runs cli.cjs, then commands.cjs, or
// worker.cjs, through V8's code cache. Packages with native code (esbuild, sharp) stay outside, and
// so do React and ajv, which the cached templates and validators require by name from shopsite's
// folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lib = path.join(root, 'lib');
const { ENTRIES: entries, STAMP_FILE: stampFile, sourceList, libIsCurrent } = createRequire(import.meta.url)('./lib-stamp.cjs');

/** Left outside the bundle: native code, and what cached modules require by name (see above). */
const EXTERNAL = ['esbuild', 'sharp', 'react', 'react-dom', 'ajv', 'ajv/*'];

/**
 * The bundle with every character outside ASCII written as a \\u escape (esbuild leaves them in
 * comments), so that the launcher reads it as a one-byte string without decoding it: as
 * src/code-cache.ts's asciiOnly, which this file cannot import before lib/ exists.
 */
function asciiOnly(code) {
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Builds lib/ when it is missing or was built from other sources (always, with `force`). */
export async function updateLib({ force = false } = {}) {
  const stamp = sourceList();
  if (!force && libIsCurrent(stamp)) return;
  const { createHash } = await import('node:crypto');
  const prebuilt = `prebuilt-${createHash('sha256').update(stamp).digest('hex').slice(0, 16)}`;
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
    outdir: lib,
    bundle: true,
    platform: 'node',
    // CommonJS, whole per entry: the launcher runs it through V8's code cache (src/code-cache.ts),
    // which Node 20 offers to scripts and not to ES modules. The commands' dynamic imports become
    // lazy parts of one file, which cost nothing until they run once the cache holds them.
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    target: 'node20',
    external: EXTERNAL,
    banner: { js: "const __shopsiteUrl = require('node:url').pathToFileURL(__filename).href;" },
    define: { __SHOPSITE_PREBUILT__: JSON.stringify(prebuilt), 'import.meta.url': '__shopsiteUrl' },
    logLevel: 'error',
    write: false,
  });
  mkdirSync(lib, { recursive: true });
  const written = new Set([...result.outputFiles.map((f) => path.basename(f.path)), prebuilt]);
  // What earlier versions wrote too (ES module chunks, cli.js, worker.js).
  for (const old of readdirSync(lib)) if (/^(chunk-.*\.js|(cli|worker|prebuild)\.js|prebuilt-[0-9a-f]+)$/.test(old) && !written.has(old)) rmSync(path.join(lib, old), { recursive: true, force: true });
  const put = (file, contents) => {
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, contents);
    renameSync(temp, file);
  };
  // import() fails in code that V8 runs from its cache (src/code-cache.ts): require instead.
  const dynamic = result.outputFiles.find((f) => /\bimport\((["'])[^"']+\1\)/.test(f.text));
  if (dynamic) throw new Error(`${path.relative(root, dynamic.path)} calls import(), which fails when run from V8's code cache: require the module instead`);
  for (const file of result.outputFiles) put(file.path, asciiOnly(file.text));
  // The compilers run from the new bundle, as a build will; the stamp is written last, so a run
  // that finds it current finds the prebuilt files too.
  const require = createRequire(import.meta.url);
  delete require.cache[path.join(lib, 'prebuild.cjs')];
  const { writePrebuilt } = require(path.join(lib, 'prebuild.cjs'));
  await writePrebuilt(path.join(lib, prebuilt));
  shipCodeCache(path.join(lib, prebuilt), put);
  put(stampFile, stamp);
}

/**
 * V8's code cache for the commands' first run (src/code-cache.ts reads it when the build cache has
 * none of its own): made by running a build of one shop and a fleet of two with the new lib/, each
 * in an empty build cache of its own, as the code a build runs is what goes into the cache. Named
 * by each module's bytes, never its path. Only a Node with the same V8 can use it (the folder is
 * named after V8's version); any other ignores it, and V8 refuses cached code that does not fit.
 * The shops are the repository's test fixtures; without them (a copy of the package) there is none.
 */
function shipCodeCache(dir, put) {
  const fixtures = path.join(root, 'tests', 'fixtures');
  const one = path.join(fixtures, 'reference-shop');
  const other = path.join(fixtures, 'other-shop');
  if (!existsSync(one) || !existsSync(other)) return;
  const work = mkdtempSync(path.join(os.tmpdir(), 'shopsite-code-cache-'));
  try {
    // A fleet's workers first, then the single build, whose command line and commands win.
    const runs = [
      { args: ['build', '--data', one, other, '--out', path.join(work, 'fleet')], keep: /^worker-/ },
      { args: ['build', '--data', one, '--out', path.join(work, 'dist')], keep: /./ },
    ];
    for (const [i, { args, keep }] of runs.entries()) {
      const cache = path.join(work, `cache-${i}`);
      const run = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(path.join(lib, 'launch.cjs'))}).launch(${JSON.stringify(args)}).then((code) => { process.exitCode = code; })`], {
        env: { ...process.env, SHOPSITE_CACHE_DIR: cache, NODE_ENV: 'production' },
        stdio: 'ignore',
      });
      if (run.status !== 0 || !existsSync(cache)) return;
      for (const folder of readdirSync(cache).filter((f) => f.startsWith('v8-'))) {
        mkdirSync(path.join(dir, folder), { recursive: true });
        for (const name of readdirSync(path.join(cache, folder))) {
          // <module>[.<command>]-<hash of its path>-<hash of its bytes>.bin, without the path's hash.
          const shipped = /^(.+)-[0-9a-f]{16}-([0-9a-f]{16}\.bin)$/.exec(name);
          if (shipped && keep.test(name)) put(path.join(dir, folder, `${shipped[1]}-${shipped[2]}`), readFileSync(path.join(cache, folder, name)));
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await updateLib({ force: true });
