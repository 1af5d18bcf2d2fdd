// The build cache (the project's node_modules/.cache/shopsite, or SHOPSITE_CACHE_DIR: see paths.ts):
// entries keyed by a hash of their inputs, written under a temporary name unique to this process and
// thread, then renamed into place, so parallel builds (fleet workers share a process id) never read
// or clobber half an entry.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { threadId } from 'node:worker_threads';
import { CACHE_DIR } from '../shared/paths.js';

let counter = 0;
const tempName = (target: string) => `${target}.${process.pid}-${threadId}-${counter++}.tmp`;

/** Where the cache entry `name` lives. */
export function cachePath(name: string): string {
  return path.join(CACHE_DIR, name);
}

/** Each module's exports, by file: a module runs once per thread, as with Node's require. */
const loadedModules = new Map<string, unknown>();

/**
 * Runs a CommonJS module of the build cache or of lib/ (the validators, the templates), written as
 * a function (asModuleFactory), with the `require` given: one made by createRequire in shopsite's
 * own folder. Such a module names shopsite's dependencies by bare name (react, ajv/dist/runtime/…),
 * which Node would look for from the cache's folder upward: the shop's project, where they may not
 * be. Node's own require loads the file.
 */
export function loadCachedModule(file: string, require: NodeJS.Require): unknown {
  if (!loadedModules.has(file)) {
    const factory = nodeRequire(file) as ModuleFactory;
    const module = { exports: {} as unknown };
    factory(module.exports, require, module, file, path.dirname(file));
    loadedModules.set(file, module.exports);
  }
  return loadedModules.get(file);
}

type ModuleFactory = (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;
const nodeRequire = createRequire(import.meta.url);

/** CommonJS code as a module whose export is that code's module function, for loadCachedModule. */
export function asModuleFactory(code: string): string {
  return `module.exports = function (exports, require, module, __filename, __dirname) {\n${code}\n};\n`;
}

/** Writes one cache file atomically. */
export function writeCacheFile(file: string, contents: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  writeFileSync(temp, contents);
  renameSync(temp, file);
}

/** Writes a cache folder of files atomically; if another build wrote it first, its bytes are the same. */
export function writeCacheDir(dir: string, files: Record<string, string | Uint8Array>): void {
  const temp = tempName(dir);
  mkdirSync(temp, { recursive: true });
  for (const [name, contents] of Object.entries(files)) writeFileSync(path.join(temp, name), contents);
  try {
    renameSync(temp, dir);
  } catch {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The files of a cache folder, by name, sorted; undefined when there is no such entry. */
export function readCacheDir(dir: string): [string, Buffer][] | undefined {
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .sort()
    .map((name) => [name, readFileSync(path.join(dir, name))]);
}
