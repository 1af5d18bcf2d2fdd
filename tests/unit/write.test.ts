import { existsSync, linkSync, lstatSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LinkCheck, checkLinks, fileCandidates, resolvesTo } from '../../src/check/index.js';
import { stageOutput, writeOutput } from '../../src/write.js';
import { tempDir } from '../helpers.js';

/** An output folder holding a previous build (index.html: "previous"), and a new one staged beside it. */
async function stagedOverPrevious() {
  const root = tempDir();
  const out = path.join(root, 'dist');
  await writeOutput([{ file: 'index.html', contents: 'previous' }], { outDir: out, protect: [] });
  const staged = stageOutput({ outDir: out, protect: [] });
  if (!('commit' in staged)) throw new Error(staged.message);
  return { root, out, staged };
}

describe('writeOutput', () => {
  it('replaces the output folder as a whole and leaves no temporary folder behind', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    expect(await writeOutput([{ file: 'stale.html', contents: 'old' }], { outDir: out, protect: [] })).toEqual([]);
    expect(await writeOutput([{ file: 'index.html', contents: 'new' }, { file: 'a/b/index.html', contents: 'deep' }], { outDir: out, protect: [] })).toEqual([]);
    expect(readdirSync(out).sort()).toEqual(['.shopsite-output.json', 'a', 'index.html']);
    expect(readFileSync(path.join(out, 'a/b/index.html'), 'utf8')).toBe('deep');
    // Beside it only the output before: the next build's spare.
    expect(readdirSync(root).sort()).toEqual(['.dist.shopsite-spare', 'dist']);
  });

  it('keeps the previous output when writing fails part-way', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    await writeOutput([{ file: 'index.html', contents: 'previous' }], { outDir: out, protect: [] });
    // A file and a folder with one name cannot both be written: the second write fails.
    await expect(writeOutput([{ file: 'x', contents: '1' }, { file: 'x/index.html', contents: '2' }], { outDir: out, protect: [] })).rejects.toThrow();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('writes files added early (pages as they render) and the rest at commit, in one swap', async () => {
    const { root, out, staged } = await stagedOverPrevious();
    staged.add({ file: 'index.html', contents: 'new' });
    staged.add({ file: 'about/index.html', contents: 'about' });
    // Until the commit the output is the previous one; the new one is in a hidden folder beside it.
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    const files = [
      { file: 'about/index.html', contents: 'about' },
      { file: 'index.html', contents: 'new' },
      { file: 'mirror/index.html', contents: 'new', sameAs: 'index.html' },
      { file: 'robots.txt', contents: 'User-agent: *' },
    ];
    expect(await staged.commit(files, { host: 'static' })).toEqual([]);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(readFileSync(path.join(out, 'mirror/index.html'), 'utf8')).toBe('new');
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *');
    expect(JSON.parse(readFileSync(path.join(out, '.shopsite-output.json'), 'utf8'))).toMatchObject({ files: files.map((f) => f.file), host: 'static' });
    expect(readdirSync(root).sort()).toEqual(['.dist.shopsite-spare', 'dist']);
  });

  it('abandoned after pages were added (a later check failed), leaves the previous output and no temporary folder', async () => {
    const { root, out, staged } = await stagedOverPrevious();
    for (let i = 0; i < 20; i++) staged.add({ file: `page-${i}/index.html`, contents: 'x'.repeat(10_000) });
    await staged.abandon();
    expect(readdirSync(out).sort()).toEqual(['.shopsite-output.json', 'index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    // What it wrote is kept for the next build to write over.
    expect(readdirSync(root).sort()).toEqual(['.dist.shopsite-spare', 'dist']);
    expect(readdirSync(path.join(root, '.dist.shopsite-spare'))).toContain('page-19');
  });

  it('reports a write that failed early at commit, and keeps the previous output', async () => {
    const { root, out, staged } = await stagedOverPrevious();
    staged.add({ file: 'x', contents: '1' });
    staged.add({ file: 'x/index.html', contents: '2' });
    await expect(staged.commit([{ file: 'x', contents: '1' }, { file: 'x/index.html', contents: '2' }])).rejects.toThrow();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('refuses an output folder that is, or holds, a protected folder', async () => {
    const root = tempDir();
    const data = path.join(root, 'shop-data');
    for (const outDir of [data, root]) {
      const [p] = await writeOutput([{ file: 'index.html', contents: '' }], { outDir, protect: [data] });
      expect(p?.code).toBe('unsafe-output');
    }
    expect(existsSync(path.join(root, 'index.html'))).toBe(false);
  });
});

describe('the spare: the output before the last, written over by the next build', () => {
  type Files = { file: string; contents: string; sameAs?: string }[];
  /** Three builds into one output: the third writes over what the first wrote. */
  async function threeBuilds(builds: [Files, Files, Files], between?: (root: string, out: string, spare: string) => void) {
    const root = tempDir();
    const out = path.join(root, 'dist');
    const spare = path.join(root, '.dist.shopsite-spare');
    expect(await writeOutput(builds[0], { outDir: out, protect: [] })).toEqual([]);
    const first = new Map(builds[0].map((f) => [f.file, statSync(path.join(out, f.file)).ino]));
    expect(await writeOutput(builds[1], { outDir: out, protect: [] })).toEqual([]);
    between?.(root, out, spare);
    expect(await writeOutput(builds[2], { outDir: out, protect: [] })).toEqual([]);
    const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
    return { root, out, spare, first, read };
  }
  const listed = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => !e.isDirectory())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();

  it('writes over the files it had in place, and removes what the new build does not have', async () => {
    const { out, spare, first, read } = await threeBuilds([
      [
        { file: 'index.html', contents: 'one, longer than the next' },
        { file: 'old/index.html', contents: 'gone' },
        { file: 'a.txt', contents: 'a1' },
        { file: 'grows.txt', contents: 'g' },
      ],
      [
        { file: 'index.html', contents: 'two' },
        { file: 'a.txt', contents: 'a2' },
      ],
      [
        { file: 'index.html', contents: 'three' },
        { file: 'new/x.html', contents: 'x' },
        { file: 'grows.txt', contents: 'grown longer' },
      ],
    ]);
    expect(read('index.html')).toBe('three');
    expect(read('grows.txt')).toBe('grown longer');
    expect(statSync(path.join(out, 'index.html')).ino).toBe(first.get('index.html'));
    expect(listed(out)).toEqual(['.shopsite-output.json', 'grows.txt', 'index.html', 'new/x.html']);
    expect(readdirSync(out)).not.toContain('old');
    // The second build's output is the spare now, marked for git to leave alone.
    expect(listed(spare)).toEqual(['.gitignore', '.shopsite-output.json', 'a.txt', 'index.html']);
    expect(readFileSync(path.join(spare, '.gitignore'), 'utf8').split('\n')).toContain('*');
  });

  it('leaves a file that already holds the new bytes as it is (its time too), and writes one that does not', async () => {
    const site = (word: string): Files => [
      { file: 'same.html', contents: 'unchanged' },
      { file: 'index.html', contents: word },
    ];
    const { out, read, first } = await threeBuilds([site('one'), site('two'), site('six')], (_root, _out, spare) => {
      // Dated back, so a write would show.
      utimesSync(path.join(spare, 'same.html'), new Date(2000, 0, 1), new Date(2000, 0, 1));
      utimesSync(path.join(spare, 'index.html'), new Date(2000, 0, 1), new Date(2000, 0, 1));
    });
    expect(statSync(path.join(out, 'same.html')).ino).toBe(first.get('same.html'));
    expect(statSync(path.join(out, 'same.html')).mtime.getFullYear()).toBe(2000);
    expect(read('index.html')).toBe('six');
    expect(statSync(path.join(out, 'index.html')).mtime.getFullYear()).toBeGreaterThan(2000);
  });

  it('keeps hard links: a copy stays the same file as the one it copies', async () => {
    const site = (word: string): Files => [
      { file: 'index.html', contents: word },
      { file: 'copy/index.html', contents: word, sameAs: 'index.html' },
    ];
    const { out, read } = await threeBuilds([site('one'), site('two'), site('three')]);
    expect(read('copy/index.html')).toBe('three');
    expect(statSync(path.join(out, 'copy/index.html')).ino).toBe(statSync(path.join(out, 'index.html')).ino);
  });

  it('never writes through a hard link from elsewhere: that name keeps the old bytes', async () => {
    const site = (word: string): Files => [
      { file: 'index.html', contents: word },
      { file: 'copy/index.html', contents: word, sameAs: 'index.html' },
    ];
    let backup = '';
    const { read } = await threeBuilds([site('one'), site('two'), site('three')], (root, out, spare) => {
      backup = path.join(root, 'backup.html');
      // A backup made with `cp -al` of the first output, which is the spare now.
      linkSync(path.join(spare, 'index.html'), backup);
    });
    expect(read('index.html')).toBe('three');
    // The copy is linked again to the new file, not left on the old one.
    expect(read('copy/index.html')).toBe('three');
    expect(readFileSync(backup, 'utf8')).toBe('one');
  });

  it('leaves a spare alone that holds a link someone put there: nothing followed, nothing deleted', async () => {
    const site = (word: string): Files => [
      { file: 'index.html', contents: word },
      { file: 'about/index.html', contents: word },
    ];
    let elsewhere = '';
    const { read, out, spare, first } = await threeBuilds([site('one'), site('two'), site('three')], (root, _out, spare) => {
      elsewhere = path.join(root, 'elsewhere');
      mkdirSync(elsewhere);
      writeFileSync(path.join(elsewhere, 'index.html'), 'mine');
      writeFileSync(path.join(elsewhere, 'notes.txt'), 'mine');
      execFileSync('rm', ['-r', path.join(spare, 'about')]);
      symlinkSync(elsewhere, path.join(spare, 'about'));
      execFileSync('rm', [path.join(spare, 'index.html')]);
      symlinkSync(path.join(elsewhere, 'notes.txt'), path.join(spare, 'index.html'));
    });
    expect(readFileSync(path.join(elsewhere, 'index.html'), 'utf8')).toBe('mine');
    expect(readFileSync(path.join(elsewhere, 'notes.txt'), 'utf8')).toBe('mine');
    expect(read('about/index.html')).toBe('three');
    expect(read('index.html')).toBe('three');
    expect(statSync(path.join(out, 'index.html')).ino).not.toBe(first.get('index.html'));
    expect(lstatSync(path.join(spare, 'about')).isSymbolicLink()).toBe(true);
    expect(lstatSync(path.join(spare, 'index.html')).isSymbolicLink()).toBe(true);
  });

  it('leaves a spare alone that holds a file shopsite did not write', async () => {
    const site = (word: string): Files => [{ file: 'index.html', contents: word }];
    const { read, spare, out, first } = await threeBuilds([site('one'), site('two'), site('three')], (_root, _out, spare) => {
      writeFileSync(path.join(spare, 'notes.txt'), 'mine');
    });
    expect(read('index.html')).toBe('three');
    expect(statSync(path.join(out, 'index.html')).ino).not.toBe(first.get('index.html'));
    expect(readFileSync(path.join(spare, 'notes.txt'), 'utf8')).toBe('mine');
    expect(readFileSync(path.join(spare, 'index.html'), 'utf8')).toBe('one');
  });

  it('keeps what a build that stopped had written as the spare, listed, and the next build writes over it', async () => {
    const { root, out, staged } = await stagedOverPrevious();
    staged.add({ file: 'index.html', contents: 'stopped' });
    await staged.abandon();
    const spare = path.join(root, '.dist.shopsite-spare');
    expect(JSON.parse(readFileSync(path.join(spare, '.shopsite-output.json'), 'utf8')).files).toEqual(['index.html']);
    const ino = statSync(path.join(spare, 'index.html')).ino;
    expect(await writeOutput([{ file: 'index.html', contents: 'next' }], { outDir: out, protect: [] })).toEqual([]);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('next');
    expect(statSync(path.join(out, 'index.html')).ino).toBe(ino);
  });

  it('makes room where the spare has a file for a folder, or a folder for a file', async () => {
    const { read, out } = await threeBuilds([
      [
        { file: 'x', contents: 'a file' },
        { file: 'y/index.html', contents: 'in a folder' },
      ],
      [{ file: 'index.html', contents: 'two' }],
      [
        { file: 'x/index.html', contents: 'now a folder' },
        { file: 'y', contents: 'now a file' },
      ],
    ]);
    expect(read('x/index.html')).toBe('now a folder');
    expect(read('y')).toBe('now a file');
    expect(listed(out)).toEqual(['.shopsite-output.json', 'x/index.html', 'y']);
  });

  it('does not keep a folder replaced with --force (not all of it was shopsite\'s)', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    mkdirSync(out);
    writeFileSync(path.join(out, 'notes.txt'), 'mine');
    expect(await writeOutput([{ file: 'index.html', contents: 'new' }], { outDir: out, protect: [], force: true })).toEqual([]);
    expect(readdirSync(root)).toEqual(['dist']);
  });
});

describe('checkLinks', () => {
  const files = new Set(['index.html', 'about/index.html', 'assets/a.css', '404.html']);

  it('resolves site paths as static hosts do', () => {
    expect(resolvesTo('/', files)).toBe(true);
    expect(resolvesTo('/about/', files)).toBe(true);
    expect(resolvesTo('/about', files)).toBe(true);
    expect(resolvesTo('/about/#team', files)).toBe(true);
    expect(resolvesTo('/assets/a.css', files)).toBe(true);
    expect(resolvesTo('/contact/', files)).toBe(false);
  });

  it('gives the candidates in host order, keeps .. inside the site, and gives none for a path that cannot be decoded', () => {
    expect(fileCandidates('/a?x=1')).toEqual(['a', 'a/index.html', 'a.html']);
    expect(fileCandidates('/a/b/#top')).toEqual(['a/b/index.html']);
    expect(fileCandidates('/../../etc/passwd')).toEqual(['etc/passwd', 'etc/passwd/index.html', 'etc/passwd.html']);
    expect(fileCandidates('/..%2f..%2fsecret')[0]).toBe('secret');
    expect(fileCandidates('/%E0%A4%A')).toEqual([]);
  });

  it('names the page and the link that points nowhere, and ignores external links', () => {
    const problems = checkLinks([
      { file: 'index.html', contents: '<a href="/about/">a</a><a href="/nope/">b</a><a href="https://x.example/">c</a><a href="tel:1">d</a><img src="/assets/missing.png">' },
      { file: 'about/index.html', contents: '<link href="/assets/a.css">' },
      { file: 'assets/a.css', contents: '' },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'index.html links to /nope/, which is not a written file',
      'index.html links to /assets/missing.png, which is not a written file',
    ]);
  });

  it('reads pages as they come and resolves their links against the files there are at the end', () => {
    const check = new LinkCheck();
    check.read('about/index.html', '<a href="/coupons/">c</a><a href="/">home</a>');
    // Read before the file it links to exists; a page read but not in the output is not checked.
    check.read('gone.html', '<a href="/nowhere/">x</a>');
    const output = [
      { file: 'about/index.html', contents: 'not read again' },
      { file: 'coupons/index.html', contents: '<a href="/about/">a</a><a href="/reviews/">r</a>' },
      { file: 'index.html', contents: '' },
    ];
    expect(check.problems(output).map((p) => p.message)).toEqual(['coupons/index.html links to /reviews/, which is not a written file']);
  });
});
