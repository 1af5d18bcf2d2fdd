// What `build --out` will and will not replace: a folder shopsite wrote (its mark lists every file),
// an empty or missing one, and with --force a folder of someone else's; never a file, a data
// folder, a folder inside one, or the file system's root. Killed builds leave nothing for good.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST, diskProblem } from '../../src/write.js';
import { OTHER_SHOP, ROOT, cliEnv, runCli, tempDir } from '../helpers.js';

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

describe('killed builds', () => {
  it('leave nothing behind for good: the next build removes what killed runs left, and only that', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    // Someone's folders with look-alike names stay.
    const sleeper = spawn('sleep', ['30'], { env: cliEnv(), stdio: 'ignore' });
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const keep = [
      '.dist.shopsite-tmp-mine',
      '.other.shopsite-old-1-2',
      'dist.shopsite-tmp-1-2',
      // A build that is still running keeps its folders.
      `.dist.shopsite-tmp-${sleeper.pid}-1`,
    ];
    for (const name of keep) mkdirSync(path.join(root, name));
    // What a run that died left: removed.
    for (const name of [`.dist.shopsite-tmp-${gone}-1`, `.dist.shopsite-old-${gone}-2`]) mkdirSync(path.join(root, name, 'assets'), { recursive: true });
    for (let i = 0; i < 6; i++) {
      const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'build', '--data', OTHER_SHOP, '--out', out], { env: cliEnv(), stdio: 'ignore' });
      // Listened for at once: a fast build may end before the kill.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Kill at different moments of the build, most of them while it writes.
      await new Promise((resolve) => setTimeout(resolve, 150 + i * 60));
      child.kill('SIGKILL');
      await exited;
    }
    expect(runCli(['build', '--data', OTHER_SHOP, '--out', out]).status).toBe(0);
    sleeper.kill();
    // Besides the output, only its spare (the output before it, kept to be written over).
    expect(readdirSync(root).filter((name) => name !== '.dist.shopsite-spare').sort()).toEqual([...keep, 'dist'].sort());
  });
});
