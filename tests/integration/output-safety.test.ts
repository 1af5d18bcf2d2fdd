// What `build --out` will and will not replace: a folder shopsite wrote (its mark lists every file),
// an empty or missing one, and with --force a folder of someone else's; never a file, a data
// folder, a folder inside one, or the file system's root. Killed builds leave nothing for good.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST, diskProblem } from '../../src/write.js';
import { FRANCHISE, OTHER_SHOP, REFERENCE_DATA, ROOT, cliEnv, runCli, tempDir } from '../helpers.js';

const noStack = (text: string) => expect(text).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);

describe('build --out never deletes what shopsite did not write', () => {
  it('refuses a folder of someone else\'s (a stand-in home with .ssh), and replaces it only with --force', () => {
    const root = tempDir();
    const home = path.join(root, 'home');
    mkdirSync(path.join(home, '.ssh'), { recursive: true });
    writeFileSync(path.join(home, '.ssh', 'id_ed25519'), 'secret');
    writeFileSync(path.join(home, 'notes.txt'), 'mine');
    const run = runCli(['build', '--data', OTHER_SHOP, '--out', home]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`refusing to write the site into ${home}: shopsite did not write it, and it holds .ssh/id_ed25519, notes.txt`);
    expect(run.stderr).toContain('add --force');
    expect(readFileSync(path.join(home, '.ssh', 'id_ed25519'), 'utf8')).toBe('secret');
    noStack(run.stderr);

    const forced = runCli(['build', '--data', OTHER_SHOP, '--out', home, '--force']);
    expect(forced.status).toBe(0);
    expect(existsSync(path.join(home, 'notes.txt'))).toBe(false);
    expect(existsSync(path.join(home, 'index.html'))).toBe(true);
  });

  it('replaces its own output, but not once a file of someone else\'s is added to it', () => {
    const out = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--data', OTHER_SHOP, '--out', out]).status).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(out, MANIFEST), 'utf8')) as { files: string[] };
    expect(manifest.files).toContain('index.html');
    expect(manifest.files).toEqual([...manifest.files].sort());
    expect(runCli(['build', '--data', OTHER_SHOP, '--out', out]).status).toBe(0);

    writeFileSync(path.join(out, 'CNAME'), 'www.example.org');
    const run = runCli(['build', '--data', OTHER_SHOP, '--out', out]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('it holds files shopsite did not write (CNAME)');
    expect(readFileSync(path.join(out, 'CNAME'), 'utf8')).toBe('www.example.org');
  });

  it("refuses one shop over a fleet's output, naming the shop's own folder there, and builds into that", () => {
    const out = path.join(tempDir(), 'sites');
    const shops = readdirSync(path.join(FRANCHISE, 'shops')).sort();
    expect(runCli(['build', '--data', ...shops.map((s) => path.join(FRANCHISE, 'shops', s)), '--out', out]).status).toBe(0);
    const one = path.join(FRANCHISE, 'shops', 'raleigh');
    const refused = runCli(['build', '--data', one, '--out', out]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`it holds the sites of ${shops.length} shops (${shops.join(', ')}), a fleet's output`);
    expect(refused.stderr).toContain(`hint: build this shop into its own folder there (--out ${path.join(out, 'raleigh')})`);
    expect(readdirSync(out).sort()).toEqual(shops);
    expect(runCli(['build', '--data', one, '--out', path.join(out, 'raleigh')]).status).toBe(0);
    // A file beside the sites is named too, since --force would delete it with them; the hub is not told to build one shop.
    writeFileSync(path.join(out, 'README.md'), 'notes');
    // A folder of someone else's with an index.html is no shop's site.
    mkdirSync(path.join(out, 'docs'));
    writeFileSync(path.join(out, 'docs', 'index.html'), '<!doctype html><title>Notes</title>');
    expect(runCli(['build', '--data', one, '--out', out]).stderr).toContain(`it holds the sites of ${shops.length} shops (${shops.join(', ')}), a fleet's output, and README.md, docs/index.html`);
    const hub = runCli(['hub', '--brand', path.join(FRANCHISE, 'brand'), '--data', ...shops.map((s) => path.join(FRANCHISE, 'shops', s)), '--out', out]);
    expect(hub.status).toBe(1);
    expect(hub.stderr).not.toContain('build this shop');
  });

  it('builds into an empty folder', () => {
    const out = path.join(tempDir(), 'empty');
    mkdirSync(out);
    expect(runCli(['build', '--data', OTHER_SHOP, '--out', out]).status).toBe(0);
  });

  it('never replaces a file, even with --force, and names a file in the way of the path', () => {
    const root = tempDir();
    const file = path.join(root, 'some-file.txt');
    writeFileSync(file, 'keep me');
    for (const args of [[], ['--force']]) {
      const run = runCli(['build', '--data', OTHER_SHOP, '--out', file, ...args]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('it is a file, and shopsite never replaces a file');
      expect(run.stderr).toContain(`Nothing was written; ${file} is as it was.`); // no folder's slash after a file
      expect(readFileSync(file, 'utf8')).toBe('keep me');
    }
    const below = runCli(['build', '--data', OTHER_SHOP, '--out', path.join(file, 'dist')]);
    expect(below.status).toBe(1);
    expect(below.stderr).toContain(`${file} is a file, not a folder`);
    noStack(below.stderr);
  });

  it('says "/" once for the root, and refuses it', () => {
    const run = runCli(['build', '--data', OTHER_SHOP, '--out', '/', '--force']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to write the site into /: it is the root of the file system');
    expect(run.stderr).toContain('Nothing was written; / is as it was.');
    expect(run.stderr).not.toContain('//');
  });

  it('refuses an output that holds, or lies inside, a data folder: single and fleet builds', () => {
    const root = tempDir();
    const a = path.join(root, 'a');
    const b = path.join(root, 'o', 'a', 'b');
    spawnSync('cp', ['-r', OTHER_SHOP, a]);
    mkdirSync(path.dirname(b), { recursive: true });
    spawnSync('cp', ['-r', OTHER_SHOP, b]);
    const fleet = runCli(['build', '--data', a, b, '--out', path.join(root, 'o'), '--force']);
    expect(fleet.status).toBe(1);
    expect(fleet.stderr).toContain(`it would replace the data folder ${b}`);
    expect(readdirSync(b)).toContain('shop.yaml');

    const insideData = runCli(['build', '--data', a, '--out', path.join(a, 'dist')]);
    expect(insideData.status).toBe(1);
    expect(insideData.stderr).toContain(`it lies inside the data folder ${a}`);
    const fleetInside = runCli(['build', '--data', a, b, '--out', path.join(a, 'sites')]);
    expect(fleetInside.status).toBe(1);
    expect(existsSync(path.join(a, 'sites'))).toBe(false);
  });
});

describe('disk errors are problems, with the previous output intact', () => {
  it('a folder that cannot be written to', () => {
    // root ignores permissions: stand in with sysfs, which refuses new folders even to root.
    if (process.getuid?.() === 0) {
      const run = runCli(['build', '--data', OTHER_SHOP, '--out', '/sys/shopsite-dist']);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/cannot write the site into \/sys\/shopsite-dist\/: (no permission to write there|the file system is read-only)/);
      expect(run.stderr).toContain('hint:');
      noStack(run.stderr);
      return;
    }
    const parent = path.join(tempDir(), 'locked');
    mkdirSync(parent);
    chmodSync(parent, 0o500);
    const run = runCli(['build', '--data', OTHER_SHOP, '--out', path.join(parent, 'dist')]);
    chmodSync(parent, 0o700);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('no permission to write there');
    noStack(run.stderr);
  });

  it.each([
    ['ENOSPC', 'the disk is full', 'free some space'],
    ['EDQUOT', 'the disk quota is used up', 'free some space'],
    ['EROFS', 'the file system is read-only', 'writable disk'],
    ['EACCES', 'no permission to write there', 'fix its permissions'],
    ['ENOTDIR', 'a file stands where a folder is needed', 'parents are folders'],
  ])('%s has its own message and hint', (code, message, hint) => {
    const error = Object.assign(new Error(code), { code, path: '/x/dist/index.html' });
    const found = diskProblem(error, 'dist');
    expect(found?.message).toBe(`cannot write the site into dist/: ${message} (/x/dist/index.html)`);
    expect(found?.hint).toContain(hint);
  });

  it('anything else is left to be an internal error', () => {
    expect(diskProblem(Object.assign(new Error('x'), { code: 'EBADF' }), 'dist')).toBeUndefined();
  });
});

/** Every file below `dir` with its bytes, by path with forward slashes. */
function tree(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => !e.isDirectory())
      .map((e) => [path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'), readFileSync(path.join(e.parentPath, e.name), 'latin1')] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** The files a shop's folder holds beyond its manifest's list (and the manifest itself). */
function unlisted(site: string): string[] {
  const listed = new Set((JSON.parse(readFileSync(path.join(site, MANIFEST), 'utf8')) as { files: string[] }).files);
  return [...tree(site).keys()].filter((f) => f !== MANIFEST && !listed.has(f));
}

describe('nothing beside the output, nothing in it but the site', () => {
  it('after two builds into one folder', () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    for (let i = 0; i < 2; i++) expect(runCli(['build', '--data', OTHER_SHOP, '--out', out]).status).toBe(0);
    expect(readdirSync(root)).toEqual(['dist']);
    expect(unlisted(out)).toEqual([]);
  });

  it('after two fleet builds into one folder', () => {
    const root = tempDir();
    const out = path.join(root, 'sites');
    const shops = readdirSync(path.join(FRANCHISE, 'shops')).sort();
    for (let i = 0; i < 2; i++) {
      const run = runCli(['build', '--data', ...shops.map((s) => path.join(FRANCHISE, 'shops', s)), '--out', out]);
      expect(run.status, run.stderr).toBe(0);
    }
    expect(readdirSync(root)).toEqual(['sites']);
    // Each shop's folder and nothing else: no spare, temporary or replaced folder among them.
    expect(readdirSync(out).sort()).toEqual(shops);
    for (const shop of shops) expect(unlisted(path.join(out, shop)), shop).toEqual([]);
  });
});

describe('killed builds', () => {
  it('leave the previous output as it was, and the next build removes what they left, and only that', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    expect(runCli(['build', '--data', OTHER_SHOP, '--out', out]).status).toBe(0);
    const previous = tree(out);
    // Someone's folders with look-alike names stay.
    const sleeper = spawn('sleep', ['30'], { env: cliEnv(), stdio: 'ignore' });
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const keep = [
      '.dist.shopsite-tmp-mine',
      '.other.shopsite-old-1-2',
      'dist.shopsite-tmp-1-2',
      // A build that is still running keeps its folders.
      `.dist.shopsite-tmp-${sleeper.pid}-1`,
      // A dead run's name, but not shopsite's (no mark): not deleted.
      `.dist.shopsite-tmp-${gone}-3`,
    ];
    for (const name of keep) mkdirSync(path.join(root, name, 'assets'), { recursive: true });
    // A build of other data, killed while it writes its temporary folder: each at another moment.
    let killed = 0;
    for (let i = 0; i < 5; i++) {
      const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'build', '--data', REFERENCE_DATA, '--out', out], { env: cliEnv(), stdio: 'ignore' });
      // Listened for at once: a fast build may end before the kill.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const temp = `.dist.shopsite-tmp-${child.pid}-`;
      const writing = () => readdirSync(root).find((name) => name.startsWith(temp));
      while (!writing() && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 2));
      await new Promise((resolve) => setTimeout(resolve, i * 15));
      killed += Number(child.kill('SIGKILL') && child.exitCode === null);
      await exited;
      if (child.signalCode === 'SIGKILL') expect(tree(out)).toEqual(previous);
    }
    expect(killed).toBeGreaterThan(0);
    expect(readdirSync(root).filter((name) => name.startsWith('.dist.shopsite-tmp-') && !keep.includes(name)).length).toBeGreaterThan(0);
    expect(runCli(['build', '--data', OTHER_SHOP, '--out', out]).status).toBe(0);
    sleeper.kill();
    expect(readdirSync(root).sort()).toEqual([...keep, 'dist'].sort());
    expect(tree(out)).toEqual(previous);
  });
});
