// Same input, same bytes: CI builds from a clean checkout with an empty cache, wherever the checkout
// and the data folder happen to be, and must write exactly what a warm local build writes.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, linkSync, mkdirSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { REFERENCE_DATA, ROOT, cliEnv, listFiles, runCli, tempDir } from '../helpers.js';

const EPOCH = '1795000000';

/** Builds `data` with `cwd` as the working folder and `cache` as the cache; returns the output folder. */
function buildFrom(cwd: string, data: string, cache: string): string {
  const out = path.join(tempDir('shopsite-out-'), 'dist');
  const run = runCli(['build', '--data', data, '--out', out], { cwd, env: { SOURCE_DATE_EPOCH: EPOCH, SHOPSITE_CACHE_DIR: cache } });
  expect(run.stderr).toMatch(/^Built \d+ pages/);
  expect(run.status).toBe(0);
  return out;
}

/** A copy of the reference data at `folders` below a new temp folder, and that temp folder. */
function copyOfReference(...folders: string[]): { base: string; data: string } {
  const base = tempDir('shopsite-repro-');
  const data = path.join(base, ...folders);
  mkdirSync(path.dirname(data), { recursive: true });
  cpSync(REFERENCE_DATA, data, { recursive: true });
  return { base, data };
}

/** Hard links to (copies of, across file systems) `from`'s files under `to`. */
function linkTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
  }
}

/**
 * A checkout of this repository at `folders` below a temp folder, as a fresh clone has it: the
 * sources and scripts, no lib/ (the first run builds it there), node_modules a symbolic link to
 * this repository's (as CI caches and worktrees share one).
 */
function checkoutAt(...folders: string[]): string {
  const root = path.join(tempDir('shopsite-checkout-'), ...folders);
  for (const part of ['bin', 'src', 'templates', 'schemas', 'starter', 'scripts']) linkTree(path.join(ROOT, part), path.join(root, part));
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json']) linkSync(path.join(ROOT, file), path.join(root, file));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

/** Builds the reference data with the CLI of the checkout at `root`, from an empty cache; returns the output folder. */
function buildWith(root: string): string {
  const out = path.join(tempDir('shopsite-out-'), 'dist');
  const run = spawnSync(process.execPath, [path.join(root, 'bin', 'shopsite.js'), 'build', '--data', REFERENCE_DATA, '--out', out], {
    cwd: root,
    encoding: 'utf8',
    env: cliEnv({ SOURCE_DATE_EPOCH: EPOCH, SHOPSITE_CACHE_DIR: path.join(tempDir('shopsite-cache-'), 'cache') }),
  });
  expect(run.stderr).toMatch(/^Built \d+ pages/);
  expect(run.status).toBe(0);
  return out;
}

describe('a build from a clean checkout', () => {
  it('writes the same bytes from two checkouts at different paths, their node_modules linked from elsewhere, as from this one', () => {
    // esbuild hashes each input's path relative to the package: a package reached through the
    // link lay at "../../<elsewhere>/node_modules/react/...", another path from each checkout.
    const builds = [buildWith(checkoutAt('x')), buildWith(checkoutAt('a', 'longer', 'path', 'y')), buildFrom(ROOT, REFERENCE_DATA, path.join(tempDir('shopsite-cache-'), 'cache'))];
    const [first, ...others] = builds.map((out) => new Map(listFiles(out).map((file) => [file, readFileSync(path.join(out, file))])));
    expect([...first!.keys()].filter((f) => /^assets\/client-/.test(f))).toHaveLength(1);
    for (const other of others) {
      expect([...other.keys()]).toEqual([...first!.keys()]);
      for (const [file, bytes] of first!) expect(other.get(file)!.equals(bytes), `${file} differs`).toBe(true);
    }
  }, 120_000);

  it('writes the same files, byte for byte, whatever the cache, the working folder and the data folder', () => {
    const near = copyOfReference('shop-data');
    const far = copyOfReference('clients', 'virginia', 'springfield', 'shop');
    const coldCache = path.join(tempDir('shopsite-cache-'), 'cache');
    // Two cold builds, each from its own empty cache, run from different folders at different
    // depths (esbuild names files relative to the working folder unless told otherwise), the
    // second with a relative --data and a relative SHOPSITE_CACHE_DIR.
    const first = buildFrom(near.base, near.data, coldCache);
    const second = buildFrom(path.dirname(far.data), 'shop', path.relative(path.dirname(far.data), path.join(tempDir('shopsite-cache-'), 'cache')));
    // A third with the first build's cache, now warm, from the package folder.
    const warm = buildFrom(ROOT, far.data, coldCache);

    const files = listFiles(first);
    expect(files.some((f) => /^assets\/chunk-[A-Z0-9]+\.js$/.test(f)), 'the client bundle is split into chunks').toBe(true);
    for (const other of [second, warm]) {
      expect(listFiles(other)).toEqual(files);
      for (const file of files) {
        expect(readFileSync(path.join(other, file)).equals(readFileSync(path.join(first, file))), `${file} differs`).toBe(true);
      }
    }

    // No absolute path reaches the output: not the package's, the data's, nor the temp folders'.
    const leaks = [ROOT, near.base, far.base, near.data, far.data];
    for (const file of files) {
      const text = readFileSync(path.join(first, file), 'latin1');
      for (const leak of leaks) expect(text.includes(leak), `${file} contains ${leak}`).toBe(false);
    }
  }, 60_000);

  it('renders from the templates prebuilt in lib/ exactly the pages the sources render', async () => {
    // `shopsite build` renders with lib/'s prebuilt templates; build() here compiles the sources.
    const out = buildFrom(ROOT, REFERENCE_DATA, path.join(tempDir('shopsite-cache-'), 'cache'));
    const inThread = await build({ dataDir: REFERENCE_DATA, outDir: path.join(tempDir(), 'unused'), write: false, today: new Date(Number(EPOCH) * 1000) });
    expect(inThread.ok).toBe(true);
    const pages = inThread.files.filter((f) => f.file.endsWith('.html') && !f.sameAs);
    expect(pages.length).toBeGreaterThan(50);
    expect(listFiles(out).filter((f) => f.endsWith('.html') && !f.startsWith('.vercel/'))).toEqual(pages.map((p) => p.file).sort());
    for (const page of pages) expect(readFileSync(path.join(out, page.file), 'utf8'), page.file).toBe(page.contents);
  }, 60_000);

  it('builds when shopsite is installed as a dependency, its own dependencies hoisted beside it', () => {
    // npm's layout: project/node_modules/shopsite, with react-dom and the rest in project/node_modules.
    const project = tempDir('shopsite-installed-');
    const modules = path.join(project, 'node_modules');
    // Installed, the launcher runs the lib/ packed with it: this repository's, made current first.
    expect(runCli(['--version']).status).toBe(0);
    for (const part of ['bin', 'lib', 'src', 'templates', 'schemas', 'starter', 'package.json']) {
      cpSync(path.join(ROOT, part), path.join(modules, 'shopsite', part), { recursive: true });
    }
    for (const name of readdirSync(path.join(ROOT, 'node_modules')).filter((n) => !n.startsWith('.'))) {
      symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
    }
    const out = path.join(project, 'dist');
    // As npx runs it: the installed launcher (runCli would run this repository's).
    const run = spawnSync(process.execPath, [path.join(modules, 'shopsite', 'bin', 'shopsite.js'), 'build', '--data', REFERENCE_DATA, '--out', out], {
      cwd: project,
      encoding: 'utf8',
      env: cliEnv({ SOURCE_DATE_EPOCH: EPOCH, SHOPSITE_CACHE_DIR: path.join(project, 'cache') }),
    });
    expect(run.stderr).toMatch(/^Built \d+ pages/);
    expect(run.status).toBe(0);
    expect(listFiles(out).filter((f) => /^assets\/client-[A-Z0-9]+\.js$/.test(f))).toHaveLength(1);
  }, 60_000);

  it('runs the packed lib/ in a folder outside node_modules that has no scripts/ (as Yarn Plug\'n\'Play unpacks it)', () => {
    expect(runCli(['--version']).status).toBe(0);
    const installed = path.join(tempDir('shopsite-unplugged-'), 'shopsite');
    for (const part of ['bin', 'lib', 'src', 'templates', 'schemas', 'starter', 'package.json']) {
      cpSync(path.join(ROOT, part), path.join(installed, part), { recursive: true });
    }
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(installed, 'node_modules'));
    const run = spawnSync(process.execPath, [path.join(installed, 'bin', 'shopsite.js'), '--version'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(run.status).toBe(0);
  });
});
