// What lib/ was built from, and whether it still is: the launcher's check on each run in this
// repository (bin/shopsite.js), before any command. CommonJS and small, so a run that finds lib/
// current loads nothing else; scripts/build-lib.mjs writes the stamp.
'use strict';
const { existsSync, readFileSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const lib = path.join(root, 'lib');
/** lib/'s bundles, one per entry of scripts/build-lib.mjs. */
const ENTRIES = {
  launch: 'src/launch.ts',
  cli: 'src/cli/index.ts',
  commands: 'src/cli/commands.ts',
  worker: 'src/fleet/worker.ts',
  'render-worker': 'src/render-worker.ts',
  prebuild: 'src/prebuild.ts',
};
const OUTPUTS = Object.keys(ENTRIES).map((name) => path.join(lib, `${name}.cjs`));
const STAMP_FILE = path.join(lib, '.sources');
/** What lib/ is built from: src/, and templates/ and schemas/ for lib/prebuilt-<stamp>/ (src/prebuilt.ts). */
const SOURCE_DIRS = ['src', 'templates', 'schemas'];

/**
 * What the sources are now: each file's name, size and modification time, a line each (a stat
 * each: a few milliseconds for all, where reading and hashing every file took ten on each start;
 * compared as text, so a run that finds lib/ current loads no hash function). An edit, a checkout
 * or a copy changes a file's time; the lock file's too, so updated dependencies are bundled again.
 */
function sourceList() {
  const lines = [];
  const stamp = (name, stat = statSync(path.join(root, name))) => lines.push(`${name}\0${stat.size}\0${stat.mtimeMs}`);
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const name = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) stamp(name);
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  for (const f of ['package.json', 'package-lock.json', 'scripts/build-lib.mjs', 'scripts/lib-stamp.cjs']) if (existsSync(path.join(root, f))) stamp(f);
  return `${lines.join('\n')}\n`;
}

/** Whether every bundle exists and the stamp matches the sources as they are now. */
function libIsCurrent(stamp = sourceList()) {
  try {
    return readFileSync(STAMP_FILE, 'utf8') === stamp && OUTPUTS.every((f) => existsSync(f));
  } catch {
    return false;
  }
}

module.exports = { ENTRIES, OUTPUTS, STAMP_FILE, sourceList, libIsCurrent };
