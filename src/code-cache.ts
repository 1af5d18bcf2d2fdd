// V8's code cache for the CommonJS that shopsite runs: lib/'s bundle (the launcher), the templates,
// the schema validators and React's string renderer. Compiling them is a tenth of a build on two
// cores. Node 22 caches compiled code by itself (module.enableCompileCache); Node 20 does not, so
// a module runs here through vm.Script, which takes V8's cached data of an earlier run and can
// make it once this run has compiled what it used: the cache then holds the functions a build
// needs, not only the top level (v8-compile-cache's produceCachedData keeps the top level only).
//
// Code run here must not use import(): V8's cached code keeps no loader for it, so such an import
// would work on a run that compiles and fail on the runs that read the cache ("A dynamic import
// callback was not specified"). No loader is given at all, so it fails on every run, where a test
// sees it; shopsite requires its dependencies instead, and scripts/build-lib.mjs refuses a bundle
// that calls import().
//
// A cache file is named after the module (its name, a hash of its path and of the use) and the
// source's hash, so an edited module never meets stale code (V8 itself only checks the source's
// length); it lives in shopsite's build cache (paths.ts), one folder per V8 version, and is
// written when the run ends well, under a temporary name. Writing one removes the older versions
// of its module and any file not written for a fortnight, so the folder holds what is in use.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Script } from 'node:vm';
import { threadId } from 'node:worker_threads';
import { prebuilt } from './prebuilt.js';

type ModuleFunction = (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;

interface Compiled {
  script: Script;
  /** Where its cached data goes; every other file of this prefix is an older version of it. */
  file: string;
  prefix: string;
}

/**
 * Scripts compiled without usable cached data in this thread: their cache is made when the run
 * ends. Kept on the global object, as each bundle of lib/ (launch, cli, commands, worker,
 * render-worker) has its own copy of this module.
 */
const state = ((globalThis as { [key: symbol]: unknown })[Symbol.for('shopsite.code-cache')] ??= { unsaved: [], flushOnExit: false, used: 0 }) as {
  unsaved: Compiled[];
  flushOnExit: boolean;
  /** Modules run from cached code in this thread (the tests read it). */
  used: number;
};

/**
 * Code with every character outside ASCII written as a \\u escape, which means the same in a
 * string, a regular expression or a comment: runCommonJs then reads it as a one-byte string
 * without decoding it (scripts/build-lib.mjs does the same for lib/'s bundles).
 */
export function asciiOnly(code: string): string {
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** How many modules this thread ran from V8's cached code. */
export const codeCacheUsed = (): number => state.used;

const FORTNIGHT = 14 * 24 * 3600 * 1000;

const hash = (...parts: (string | Uint8Array)[]) => {
  const h = createHash('sha1');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex').slice(0, 16);
};

/**
 * Runs the CommonJS module `file` with `require` (its own, or shopsite's: cache.ts), through V8's
 * code cache in `cacheDir` when one is given. `variant` keeps one cache per use of a module that
 * runs different code each time (the launcher's per command).
 */
export function runCommonJs(file: string, require: NodeJS.Require, cacheDir?: string, variant = ''): unknown {
  // Read as bytes and hashed as bytes; an ASCII file (lib/'s are: build-lib.mjs, prebuild.ts)
  // becomes a one-byte string without decoding, a third of the time UTF-8 takes for a megabyte.
  const bytes = readFileSync(file);
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const folder = cacheDir && path.join(cacheDir, `v8-${process.versions.v8}-${process.arch}`);
  const prefix = `${path.basename(file, path.extname(file))}${variant ? `.${variant}` : ''}-${hash(path.resolve(file), variant)}`;
  const cacheFile = folder && path.join(folder, `${prefix}-${hash(bytes)}.bin`);
  let cachedData: Buffer | undefined;
  if (cacheFile) {
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      // No cache yet: the one lib/ ships, if it has one for these bytes; else this run makes it.
      const shipped = prebuilt(path.join(`v8-${process.versions.v8}-${process.arch}`, shippedName(file, variant, bytes)));
      if (shipped) cachedData = readFileSync(shipped);
    }
  }
  // One line with the source's first, so positions in stack traces stay the file's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, cachedData });
  if (cachedData && !script.cachedDataRejected) state.used++;
  else if (cacheFile) {
    state.unsaved.push({ script, file: cacheFile, prefix });
    if (!state.flushOnExit) {
      state.flushOnExit = true;
      process.once('exit', (code) => {
        if (code === 0) saveCodeCache();
      });
    }
  }
  const module = { exports: {} as unknown };
  (script.runInThisContext() as ModuleFunction)(module.exports, require, module, file, path.dirname(file));
  return module.exports;
}

/**
 * The name of a module's code cache in lib/ (scripts/build-lib.mjs makes them by running builds
 * with the new lib/, in a build cache of their own): the module's name, the command, and a hash of
 * its bytes, without its path, which is another on the machine that runs the package.
 */
export function shippedName(file: string, variant: string, bytes: Uint8Array): string {
  return `${path.basename(file, path.extname(file))}${variant ? `.${variant}` : ''}-${hash(bytes)}.bin`;
}

/**
 * Writes the cache of every module compiled without one, with what has run so far (a fleet's
 * worker calls this after its first shop; other runs when they end well). Never fails a run.
 */
export function saveCodeCache(): void {
  for (const { script, file, prefix } of state.unsaved.splice(0)) {
    try {
      const folder = path.dirname(file);
      mkdirSync(folder, { recursive: true });
      // Older versions of this module, and what no run has written for a fortnight (modules of
      // other folders: a moved project, a test's copy).
      const stale = Date.now() - FORTNIGHT;
      for (const old of readdirSync(folder)) {
        if (old === path.basename(file)) continue;
        if (old.startsWith(`${prefix}-`) || statSync(path.join(folder, old)).mtimeMs < stale) rmSync(path.join(folder, old), { force: true });
      }
      const temp = `${file}.${process.pid}-${threadId}.tmp`;
      writeFileSync(temp, script.createCachedData());
      renameSync(temp, file);
    } catch {
      // A read-only or full disk: the next run compiles again, as without a cache.
    }
  }
}
