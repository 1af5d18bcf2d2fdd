#!/usr/bin/env node
// Launcher: runs lib/, the bundle of src/. In this repository it first rebuilds lib/ when src/ has
// changed (scripts/build-lib.mjs), so a developer edits and runs. Installed as a dependency it runs
// the lib/ packed with it (prepare builds it, for npm pack and for an install from git) and compiles nothing: a package manager's folder may
// be read-only, and is not ours to write. Installed means below a node_modules folder, where npm,
// pnpm and yarn put every package (Node gives this file's real path, so an `npm link`ed checkout
// counts as a checkout), or without scripts/, which is never packed (Yarn's Plug'n'Play). lib/'s
// stamp cannot tell: the package ships only the src/ files read at run time, so their list never
// matches the stamp of the whole src/.
//
// CommonJS (bin/package.json), as Node starts a script sooner than an ES module: this file is on
// the path of every command, `shopsite --version` included.
'use strict';
const { existsSync } = require('node:fs');
const path = require('node:path');

// Before lib/ may be rebuilt: that loads the templates, and React picks its build by NODE_ENV once.
// An empty NODE_ENV (NODE_ENV= in a CI file) chooses nothing: production, as when it is unset.
process.env.NODE_ENV ||= 'production';
const root = path.join(__dirname, '..');
const launcher = path.join(root, 'lib', 'launch.cjs');

async function start() {
  if (!root.split(path.sep).includes('node_modules') && existsSync(path.join(root, 'scripts', 'lib-stamp.cjs'))) {
    // The stamp's check is CommonJS and small; the builder (esbuild) loads only when lib/ is stale.
    if (!require('../scripts/lib-stamp.cjs').libIsCurrent()) await (await import('../scripts/build-lib.mjs')).updateLib();
  } else if (!existsSync(launcher)) {
    process.stderr.write(`shopsite: ${launcher} is missing\n  hint: install shopsite from a tarball made by npm pack, or from git (both build lib/)\n`);
    process.exit(1);
  }
  process.exitCode = await require(launcher).launch(process.argv.slice(2));
}

start();
