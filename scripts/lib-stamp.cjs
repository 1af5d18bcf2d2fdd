// What lib/ was built from, and whether it still is: the launcher's check on each run in this
// repository (bin/shopsite.js), before any command. Keyed on the sources' contents, never on their
// file times alone, so a fresh clone, a copy or a checkout of the same sources finds lib/ current
// and builds the same lib/. CommonJS and small: a run that finds lib/ current loads nothing else;
// scripts/build-lib.mjs writes the stamp.
'use strict';
const { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const lib = path.join(root, 'lib');
/** lib/'s bundles, one per entry of scripts/build-lib.mjs. */
const ENTRIES = {
  launch: 'src/fast/launch.ts',
  cli: 'src/cli/index.ts',
  commands: 'src/cli/commands.ts',
  worker: 'src/fleet/worker.ts',
  prebuild: 'src/fast/write-prebuilt.ts',
};
const OUTPUTS = Object.keys(ENTRIES).map((name) => path.join(lib, `${name}.cjs`));
const STAMP_FILE = path.join(lib, '.sources');
/** What lib/ is built from: src/, and templates/ and schemas/ for lib/prebuilt-<stamp>/ (src/fast/prebuilt.ts). */
const SOURCE_DIRS = ['src', 'templates', 'schemas'];
/** And what decides how they are bundled: the dependencies' versions and the builder itself. */
const SOURCE_FILES = ['package.json', 'package-lock.json', 'scripts/build-lib.mjs', 'scripts/lib-stamp.cjs'];

/** Every source's name, in code-unit order of the names. */
function sourceNames() {
  const names = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const name = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) names.push(name);
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  return [...names, ...SOURCE_FILES.filter((name) => existsSync(path.join(root, name)))];
}

/** What the sources are: a hash of every name and its bytes. lib/prebuilt-<hash>/ is named after it. */
function sourceHash(names = sourceNames()) {
  const hash = require('node:crypto').createHash('sha256');
  for (const name of names) hash.update(name).update('\0').update(readFileSync(path.join(root, name))).update('\0');
  return hash.digest('hex');
}

/**
 * Each source's name, size and times, a line each: as git's index does, a source whose stat is
 * as it was when its bytes were hashed is not read again (a few milliseconds on each run, where
 * reading and hashing every source takes three times as long).
 */
function statList(names) {
  return names.map((name) => {
    const stat = statSync(path.join(root, name));
    return `${name}\0${stat.size}\0${stat.mtimeMs}\0${stat.ctimeMs}`;
  }).join('\n');
}

/** The stamp: the sources' hash on its first line, then what their stat was when it was taken. */
function sourceStamp(names = sourceNames()) {
  return `${sourceHash(names)}\n${statList(names)}\n`;
}

/**
 * Whether every bundle exists and was built from the sources as they are now. Sources with
 * another stat (a clone, a copy, a touch) are hashed: when their bytes are the same, the stamp
 * takes their new stat and lib/ stays.
 */
function libIsCurrent() {
  let stamp;
  try {
    stamp = readFileSync(STAMP_FILE, 'utf8');
  } catch {
    return false;
  }
  if (!OUTPUTS.every((f) => existsSync(f))) return false;
  const names = sourceNames();
  const [hash] = stamp.split('\n', 1);
  if (stamp === `${hash}\n${statList(names)}\n`) return true;
  if (sourceHash(names) !== hash) return false;
  try {
    writeFileSync(`${STAMP_FILE}.${process.pid}.tmp`, `${hash}\n${statList(names)}\n`);
    renameSync(`${STAMP_FILE}.${process.pid}.tmp`, STAMP_FILE);
  } catch {
    // a read-only checkout: hashed again on the next run
  }
  return true;
}

module.exports = { ENTRIES, OUTPUTS, STAMP_FILE, sourceStamp, libIsCurrent };
