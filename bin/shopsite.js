#!/usr/bin/env node
// Launcher: runs lib/, the bundle of src/. In this repository it first rebuilds lib/ when src/ has
// changed (scripts/build-lib.mjs), so a developer edits and runs. Installed as a dependency it runs
// the lib/ packed with it (prepack builds it) and compiles nothing: a package manager's folder may
// be read-only, and is not ours to write. Installed means below a node_modules folder, where npm,
// pnpm and yarn put every package (Node gives this file's real path, so an `npm link`ed checkout
// counts as a checkout). lib/'s stamp cannot tell: the package ships only the src/ files read at
// run time, so their hash never matches the stamp of the whole src/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Before lib/ may be rebuilt: that loads the templates, and React picks its build by NODE_ENV once.
process.env.NODE_ENV ??= 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const cli = path.join(root, 'lib', 'cli.js');
if (!root.split(path.sep).includes('node_modules')) await (await import('../scripts/build-lib.mjs')).updateLib();
else if (!existsSync(cli)) {
  process.stderr.write(`shopsite: ${cli} is missing\n  hint: install shopsite from a tarball made by npm pack, or from git (both build lib/)\n`);
  process.exit(1);
}
const { main } = await import(pathToFileURL(cli).href);
process.exitCode = await main(process.argv.slice(2));
