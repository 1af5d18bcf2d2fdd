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
export const CLIENT_DIR = path.join(PACKAGE_ROOT, 'src', 'client');
export const CACHE_DIR = path.join(PACKAGE_ROOT, 'node_modules', '.cache', 'shopsite');
