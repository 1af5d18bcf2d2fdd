// Where shopsite's own files are (schemas/, templates/, src/client/), whether it runs from
// src/ under vitest or bundled into lib/ by the launcher.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'schemas')) || !existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`shopsite's package folder not found above ${from}`);
    dir = parent;
  }
  return dir;
}

export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const SCHEMA_DIR = path.join(PACKAGE_ROOT, 'schemas');
export const TEMPLATE_DIR = path.join(PACKAGE_ROOT, 'templates');
/** The data `shopsite init` copies for a new shop. */
export const STARTER_DIR = path.join(PACKAGE_ROOT, 'starter');
/** The cache beside shopsite's own dependencies, where compiled modules must live (see cache.ts). */
export const PACKAGE_CACHE_DIR = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'shopsite');
/**
 * The build cache: SHOPSITE_CACHE_DIR (absolute, or relative to the working folder) when set, so
 * a test or a CI job can start from an empty cache; otherwise node_modules/.cache/shopsite.
 */
export const CACHE_DIR = process.env.SHOPSITE_CACHE_DIR ? path.resolve(process.env.SHOPSITE_CACHE_DIR) : PACKAGE_CACHE_DIR;
