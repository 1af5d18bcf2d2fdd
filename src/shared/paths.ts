// Where shopsite's own files are (schemas/, templates/, src/client/), whether it runs from
// src/ under vitest or bundled into lib/ by the launcher, and where its build cache is.
import { accessSync, constants, existsSync } from 'node:fs';
import { homedir } from 'node:os';
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
/**
 * shopsite's own sources that the templates module and the browser bundle are compiled from,
 * relative to the package (fast-glob patterns): the templates and the parts of src/ they import.
 * Both compiled files are cached by a hash of these when run from the sources.
 */
export const COMPILED_SOURCES = ['templates/**/*.{ts,tsx}', 'src/shared/**/*.ts', 'src/client/**/*.ts'];
/** The data `shopsite init` copies for a new shop. */
export const STARTER_DIR = path.join(PACKAGE_ROOT, 'starter');
/**
 * True when shopsite runs installed as a dependency rather than from its own repository: below a
 * node_modules folder, where npm, pnpm and yarn put packages (module URLs are real paths), or
 * without scripts/, which is never packed (Yarn's Plug'n'Play). The launcher's test too
 * (bin/shopsite.js).
 */
const INSTALLED = PACKAGE_ROOT.split(path.sep).includes('node_modules') || !existsSync(path.join(PACKAGE_ROOT, 'scripts', 'lib-stamp.cjs'));

/**
 * The build cache: SHOPSITE_CACHE_DIR (absolute, or relative to the working folder) when set, so
 * a test or a CI job can start from an empty cache. Otherwise node_modules/.cache/shopsite of the
 * project, as babel and eslint do: this repository when run from it; installed, the nearest folder
 * with a package.json from the working folder up (the shop's project), never shopsite's own folder
 * (a package manager's, possibly read-only), or the user's cache folder when there is no project.
 */
export const CACHE_DIR = process.env.SHOPSITE_CACHE_DIR
  ? path.resolve(process.env.SHOPSITE_CACHE_DIR)
  : path.join(INSTALLED ? projectCacheRoot(process.cwd()) : path.join(PACKAGE_ROOT, 'node_modules', '.cache'), 'shopsite');

/** `<project>/node_modules/.cache` of the project holding `cwd`, if it can be written; else the user's cache folder. */
function projectCacheRoot(cwd: string): string {
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    // shopsite's own package.json is not the project's (a run from inside node_modules/shopsite).
    if (dir !== PACKAGE_ROOT && existsSync(path.join(dir, 'package.json'))) {
      const modules = path.join(dir, 'node_modules');
      if (writable(existsSync(modules) ? modules : dir)) return path.join(modules, '.cache');
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  if (process.platform === 'win32') return process.env.LOCALAPPDATA ?? path.join(homedir(), 'AppData', 'Local');
  if (process.platform === 'darwin') return path.join(homedir(), 'Library', 'Caches');
  return process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
}

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
