// The build cache (the project's node_modules/.cache/shopsite, or SHOPSITE_CACHE_DIR: see paths.ts):
// entries keyed by a hash of their inputs, written under a temporary name unique to this process and
// thread, then renamed into place, so parallel builds (fleet workers share a process id) never read
// or clobber half an entry.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { threadId } from 'node:worker_threads';
import { runCommonJs } from './code-cache.js';
import { CACHE_DIR } from './paths.js';

let counter = 0;
const tempName = (target: string) => `${target}.${process.pid}-${threadId}-${counter++}.tmp`;

/** Where the cache entry `name` lives. */
export function cachePath(name: string): string {
  return path.join(CACHE_DIR, name);
}

/** Modules required by absolute path, once each, as Node's require would. */
const byPath = new Map<string, unknown>();

/**
 * Runs a cached CommonJS module (the validators, the templates) with the `require` given, one made
 * by createRequire in shopsite's own folder. Such a module names shopsite's dependencies by bare
 * name (react, ajv/dist/runtime/…), which Node's own require would look for from the cache's folder
 * upward: the shop's project, where they may not be. Its bytes then hold no absolute path, so
 * its cache key needs none. Both run through V8's code cache (code-cache.ts), and so does a file
 * such a module requires by absolute path (React's string renderer: render.ts).
 */
export function loadCachedModule(file: string, require: NodeJS.Require, { codeCache = true } = {}): unknown {
  const requireCached = Object.assign((id: string) => {
    if (!path.isAbsolute(id) || !id.endsWith('.js')) return require(id);
    if (!byPath.has(id)) byPath.set(id, runCommonJs(id, createRequire(id), codeCache ? CACHE_DIR : undefined));
    return byPath.get(id);
  }, require);
  return runCommonJs(file, requireCached, codeCache ? CACHE_DIR : undefined);
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
