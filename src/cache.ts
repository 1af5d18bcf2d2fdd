// The build cache (node_modules/.cache/shopsite, or SHOPSITE_CACHE_DIR): entries keyed by a hash
// of their inputs, written under a temporary name unique to this process and thread, then renamed
// into place, so parallel builds (fleet workers share a process id) never read or clobber half an entry.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { CACHE_DIR, PACKAGE_CACHE_DIR } from './paths.js';

let counter = 0;
const tempName = (target: string) => `${target}.${process.pid}-${threadId}-${counter++}.tmp`;

/**
 * Where the cache entry `name` lives. Compiled modules (.cjs, .mjs: the validators, the
 * templates) import shopsite's dependencies by bare name, which Node resolves from the module's
 * own folder upward, so they stay under shopsite's node_modules whatever SHOPSITE_CACHE_DIR says;
 * their names hash their sources and their bytes never reach the output.
 */
export function cachePath(name: string): string {
  return path.join(/\.[cm]js$/.test(name) ? PACKAGE_CACHE_DIR : CACHE_DIR, name);
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
