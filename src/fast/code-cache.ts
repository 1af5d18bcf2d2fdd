// V8's code cache for the CommonJS of lib/ a command loads (its bundles, the templates, the
// validators): each such module is compiled by vm.Script, which takes the cached code an
// earlier run of the same command made, and a run that had none makes it as it ends, from what it
// compiled. V8 compiles a function when it first runs, so the cache made at the end holds the
// functions a build ran; Node's own compile cache (module.enableCompileCache) is made as a module
// is compiled, holds its top level only, and paid 4 % at best, where this pays a quarter of a
// build (docs/performance.md). Caching React's modules too made no difference, so the rest is
// Node's. lib/'s bundles call no import() (scripts/build-lib.mjs makes each a require); one that
// did would still load, through Node's own loader (vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER),
// with Node's warning that this is experimental.
//
// The cache lives in the build cache (paths.ts), a folder per V8 version; a file is named after
// its module, the command, and what the module's file is on disk (its inode, size and times, as
// git's index knows a file unchanged: V8 itself checks only the code's length; hashing the code
// took 7 ms a build), written as every entry of the build cache is (build-cache.ts); writing it
// removes the module's older files.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { Script, constants } from 'node:vm';
import { writeCacheFile } from './build-cache.js';

type Compile = (this: NodeJS.Module, content: string, filename: string, format?: string) => unknown;
type ModuleFunction = (exports: unknown, require: NodeJS.Require, module: NodeJS.Module, filename: string, dirname: string) => unknown;

export interface CodeCache {
  /** The modules this run compiled from cached code. */
  readonly used: string[];
  /** Writes the cached code of each module compiled without any; nothing when the folder cannot be written. */
  save(): void;
  /** Gives Node its own compile back. */
  remove(): void;
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);

/**
 * Compiles each CommonJS module of the folder `modules` loaded from now on through V8's code cache
 * in `dir`, one cache per `command` (a command runs its own functions; a cache is made once, by
 * the command's first run).
 */
export function useCodeCache(dir: string, command: string, modules: string): CodeCache {
  const folder = path.join(dir, `v8-${process.versions.v8}-${process.arch}`);
  const inside = path.resolve(modules) + path.sep;
  const prototype = Module.prototype as unknown as { _compile: Compile };
  const nodeCompile = prototype._compile;
  const used: string[] = [];
  const unsaved: { script: Script; file: string; prefix: string }[] = [];

  prototype._compile = function (content, filename, format) {
    // Another folder's, an ES module required (Node 22.12+) or TypeScript Node strips: Node's own.
    if ((format !== undefined && format !== 'commonjs') || !filename.startsWith(inside)) return nodeCompile.call(this, content, filename, format);
    const prefix = `${path.basename(filename)}-${hash(`${filename}\0${command}`)}-`;
    const { ino, size, mtimeMs, ctimeMs } = statSync(filename);
    const file = path.join(folder, `${prefix}${hash(`${ino}\0${size}\0${mtimeMs}\0${ctimeMs}`)}`);
    let cachedData: Buffer | undefined;
    try {
      cachedData = readFileSync(file);
    } catch {
      // Not made yet.
    }
    // The module function on the code's first line, as Node writes it; a #! line is a comment there.
    const code = content.startsWith('#!') ? `//${content}` : content;
    const script = new Script(`(function (exports, require, module, __filename, __dirname) { ${code}\n})`, {
      filename,
      cachedData,
      importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    if (cachedData && !script.cachedDataRejected) used.push(filename);
    else unsaved.push({ script, file, prefix });
    const run = script.runInThisContext() as ModuleFunction;
    return run.call(this.exports, this.exports, createRequire(filename), this, filename, path.dirname(filename));
  };

  return {
    used,
    save() {
      if (unsaved.length === 0) return;
      try {
        mkdirSync(folder, { recursive: true });
        const present = readdirSync(folder);
        for (const { script, file, prefix } of unsaved.splice(0)) {
          writeCacheFile(file, script.createCachedData());
          for (const name of present) if (name.startsWith(prefix) && !name.endsWith('.tmp') && name !== path.basename(file)) rmSync(path.join(folder, name), { force: true });
        }
      } catch {
        // A read-only or full disk: the next run compiles again.
      }
    },
    remove() {
      prototype._compile = nodeCompile;
    },
  };
}
