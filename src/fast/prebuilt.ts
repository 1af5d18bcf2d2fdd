// What shopsite compiles from its own sources, never from a shop's data: the templates module, the
// schema validators, the browser's island bundle and the base stylesheet. A bundled shopsite
// (lib/, the launcher's) reads them from lib/prebuilt/, written with lib/ by scripts/build-lib.mjs
// (src/fast/write-prebuilt.ts), so a build with an empty cache compiles nothing and hashes no source. Run from
// src/ (the tests), or once dev has seen a template change, they are compiled from the sources and
// cached by a hash of them, as before lib/ had them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../shared/paths.js';

/**
 * The folder of lib/ that holds this bundle's prebuilt files, named after the sources' stamp: set
 * by scripts/build-lib.mjs (esbuild `define`) in the bundle it writes; undefined when run from src/.
 */
declare const __SHOPSITE_PREBUILT__: string | undefined;

let sourcesEdited = false;

/**
 * The prebuilt file or folder `name`, or undefined when it must be compiled from the sources (also
 * when lib/ has none: templates that did not compile are left out, so a build reports why).
 */
export function prebuilt(name: string): string | undefined {
  if (typeof __SHOPSITE_PREBUILT__ === 'undefined' || sourcesEdited) return undefined;
  const file = path.join(PACKAGE_ROOT, 'lib', __SHOPSITE_PREBUILT__, name);
  return existsSync(file) ? file : undefined;
}

/** dev calls this when a template changes: from then on, this process compiles from the sources. */
export function sourcesChanged(): void {
  sourcesEdited = true;
}

/**
 * What this shopsite runs from: lib/'s prebuilt folder, named after the hash of every source it
 * was built from (scripts/lib-stamp.cjs); undefined when run from src/.
 */
export function builtFrom(): string | undefined {
  return typeof __SHOPSITE_PREBUILT__ === 'undefined' ? undefined : __SHOPSITE_PREBUILT__;
}
