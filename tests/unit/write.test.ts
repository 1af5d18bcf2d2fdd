import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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
    expect(readdirSync(root)).toEqual(['dist']);
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
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('lists in the manifest the files added early that the commit does not name again (pages whose text was let go)', async () => {
    const { out, staged } = await stagedOverPrevious();
    staged.add({ file: 'index.html', contents: 'new' });
    staged.add({ file: 'about/index.html', contents: 'about' });
    expect(await staged.commit([{ file: 'robots.txt', contents: 'User-agent: *' }])).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(out, '.shopsite-output.json'), 'utf8')).files).toEqual(['about/index.html', 'index.html', 'robots.txt']);
    expect(readFileSync(path.join(out, 'about/index.html'), 'utf8')).toBe('about');
  });

  it('abandoned after pages were added (a later check failed), leaves the previous output and no temporary folder', async () => {
    const { root, out, staged } = await stagedOverPrevious();
    for (let i = 0; i < 20; i++) staged.add({ file: `page-${i}/index.html`, contents: 'x'.repeat(10_000) });
    await staged.abandon();
    expect(readdirSync(out).sort()).toEqual(['.shopsite-output.json', 'index.html']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('reports a write that failed early at commit, and keeps the previous output', async () => {
    const { root, out, staged } = await stagedOverPrevious();
    staged.add({ file: 'x', contents: '1' });
    staged.add({ file: 'x/index.html', contents: '2' });
    await expect(staged.commit([{ file: 'x', contents: '1' }, { file: 'x/index.html', contents: '2' }])).rejects.toThrow();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('writes a copy with sameAs as a hard link to the file it copies (Vercel\'s static/), and a changed file as a new file', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    const files = (page: string) => [
      { file: 'index.html', contents: page },
      { file: '.vercel/output/static/index.html', contents: page, sameAs: 'index.html' },
    ];
    expect(await writeOutput(files('page'), { outDir: out, protect: [] })).toEqual([]);
    const first = statSync(path.join(out, 'index.html'));
    expect(statSync(path.join(out, '.vercel/output/static/index.html')).ino).toBe(first.ino);
    expect(first.nlink).toBe(2);
    expect(await writeOutput(files('page, changed'), { outDir: out, protect: [] })).toEqual([]);
    // Never written through: the first build's file is gone with its folder.
    const second = statSync(path.join(out, 'index.html'));
    expect(second.ino).not.toBe(first.ino);
    expect(statSync(path.join(out, '.vercel/output/static/index.html')).ino).toBe(second.ino);
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('keeps a file the previous output has with the same bytes, and its time, so a sync by time and size sends only what changed', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    const write = (about: string) => writeOutput([{ file: 'index.html', contents: 'home' }, { file: 'about/index.html', contents: about }, { file: 'logo.png', contents: new Uint8Array([1, 2, 3]) }], { outDir: out, protect: [] });
    expect(await write('about')).toEqual([]);
    const before = Object.fromEntries(['index.html', 'about/index.html', 'logo.png'].map((f) => [f, statSync(path.join(out, f))]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await write('about, changed')).toEqual([]);
    const after = (f: string) => statSync(path.join(out, f));
    for (const f of ['index.html', 'logo.png']) expect([after(f).ino, after(f).mtimeMs], f).toEqual([before[f]!.ino, before[f]!.mtimeMs]);
    // A rebuild of the same files keeps the manifest too: a sync sends nothing.
    const manifest = statSync(path.join(out, '.shopsite-output.json'));
    expect(await write('about, changed')).toEqual([]);
    expect(statSync(path.join(out, '.shopsite-output.json')).ino).toBe(manifest.ino);
    expect(after('about/index.html').mtimeMs).toBeGreaterThan(before['about/index.html']!.mtimeMs);
    expect(readFileSync(path.join(out, 'about/index.html'), 'utf8')).toBe('about, changed');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('never takes a file of the previous output through a folder replaced by a link, nor one its manifest does not list', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    const files = [{ file: 'assets/site.css', contents: 'body{}' }, { file: 'index.html', contents: 'home' }];
    expect(await writeOutput(files, { outDir: out, protect: [] })).toEqual([]);
    // Someone's folder of the same bytes, linked in place of the output's.
    const elsewhere = path.join(root, 'elsewhere');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, 'site.css'), 'body{}');
    rmSync(path.join(out, 'assets'), { recursive: true });
    symlinkSync(elsewhere, path.join(out, 'assets'));
    expect(await writeOutput(files, { outDir: out, protect: [], force: true })).toEqual([]);
    expect(statSync(path.join(out, 'assets', 'site.css')).ino).not.toBe(statSync(path.join(elsewhere, 'site.css')).ino);
    // A file of the same bytes the manifest does not list.
    writeFileSync(path.join(out, 'notes.txt'), 'mine');
    expect(await writeOutput([...files, { file: 'notes.txt', contents: 'mine' }], { outDir: out, protect: [], force: true })).toEqual([]);
    expect(statSync(path.join(out, 'notes.txt')).nlink).toBe(1);
  });

  it('never writes through a file kept from the previous output: a file added twice replaces it, and the previous output stays as it was', async () => {
    const { out, staged } = await stagedOverPrevious();
    staged.add({ file: 'index.html', contents: 'previous' });
    staged.add({ file: 'index.html', contents: 'changed' });
    await staged.abandon();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
  });

  it('never takes a link of the previous output for a file of the same bytes', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    expect(await writeOutput([{ file: 'index.html', contents: 'home' }], { outDir: out, protect: [] })).toEqual([]);
    // Someone's link in the output, to a file of the same bytes elsewhere.
    const elsewhere = path.join(root, 'elsewhere.html');
    writeFileSync(elsewhere, 'home');
    rmSync(path.join(out, 'index.html'));
    symlinkSync(elsewhere, path.join(out, 'index.html'));
    expect(await writeOutput([{ file: 'index.html', contents: 'home' }], { outDir: out, protect: [], force: true })).toEqual([]);
    expect(lstatSync(path.join(out, 'index.html')).isFile()).toBe(true);
    expect(statSync(path.join(out, 'index.html')).ino).not.toBe(statSync(elsewhere).ino);
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

describe('what killed builds left beside the output', () => {
  /** The id of a process that has ended. */
  const deadPid = () => spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  const mark = (dir: string, files: string[] = []) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, '.shopsite-output.json'), JSON.stringify({ generator: 'shopsite', files }));
  };

  it('removes a dead run\'s folders only when they carry shopsite\'s mark; a look-alike or a link stays', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    await writeOutput([{ file: 'index.html', contents: 'previous' }], { outDir: out, protect: [] });
    const gone = deadPid();
    mark(path.join(root, `.dist.shopsite-tmp-${gone}-1`));
    writeFileSync(path.join(root, `.dist.shopsite-tmp-${gone}-1`, 'index.html'), 'half');
    mark(path.join(root, `.dist.shopsite-old-${gone}-2`), ['index.html']);
    const unmarked = `.dist.shopsite-tmp-${gone}-3`;
    mkdirSync(path.join(root, unmarked));
    writeFileSync(path.join(root, unmarked, 'notes.txt'), 'mine');
    // A link to a marked folder elsewhere: neither followed nor deleted.
    const elsewhere = path.join(tempDir(), 'site');
    mark(elsewhere);
    const link = `.dist.shopsite-tmp-${gone}-4`;
    symlinkSync(elsewhere, path.join(root, link));

    expect(await writeOutput([{ file: 'index.html', contents: 'new' }], { outDir: out, protect: [] })).toEqual([]);
    expect(readdirSync(root).sort()).toEqual([link, unmarked, 'dist'].sort());
    expect(readFileSync(path.join(root, unmarked, 'notes.txt'), 'utf8')).toBe('mine');
    expect(readdirSync(elsewhere)).toEqual(['.shopsite-output.json']);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
  });

  it('puts back the previous output that a run killed between its two renames left aside, then replaces it as usual', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    const gone = deadPid();
    mark(path.join(root, `.dist.shopsite-old-${gone}-5`), ['index.html']);
    writeFileSync(path.join(root, `.dist.shopsite-old-${gone}-5`, 'index.html'), 'previous');
    const staged = stageOutput({ outDir: out, protect: [] });
    if (!('commit' in staged)) throw new Error(staged.message);
    // Back in place while the build runs: a build that fails leaves it there.
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    await staged.abandon();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('checks a folder it put back as any output: someone\'s, replaced with --force by the killed run, is refused', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    const aside = path.join(root, `.dist.shopsite-old-${deadPid()}-6`);
    mkdirSync(aside);
    writeFileSync(path.join(aside, 'notes.txt'), 'mine');
    const [found] = await writeOutput([{ file: 'index.html', contents: 'new' }], { outDir: out, protect: [] });
    expect(found?.code).toBe('output-not-shopsite');
    expect(readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('mine');
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

  it('reads pages as they are written and resolves their links at the end, against those pages and the rest', () => {
    const check = new LinkCheck();
    check.read('about/index.html', '<a href="/coupons/">c</a><a href="/">home</a><a href="/tires/">t</a>');
    // A page read is a file of the output, though the rest does not name it again (its text may be gone).
    check.read('tires/index.html', '<a href="/nowhere/">x</a>');
    const rest = [
      { file: 'about/index.html', contents: 'not read again' },
      { file: 'coupons/index.html', contents: '<a href="/about/">a</a><a href="/reviews/">r</a>' },
      { file: 'index.html', contents: '' },
    ];
    expect(check.problems(rest).map((p) => p.message)).toEqual([
      'coupons/index.html links to /reviews/, which is not a written file',
      'tires/index.html links to /nowhere/, which is not a written file',
    ]);
  });

  it('keeps no page alive through the links it read from it', () => {
    // V8 makes a long slice a view into the string it was cut from: a kept link must be a copy,
    // or it holds its page (here 16 MB) until the check ends.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const check = new LinkCheck();
    collect();
    const before = getHeapStatistics().used_heap_size;
    (() => {
      const html = `<a href="/services/transmission-repair/">t</a>${Buffer.alloc(16 * 2 ** 20, 'a').toString('latin1')}`;
      check.read('index.html', html);
    })();
    collect();
    expect(getHeapStatistics().used_heap_size - before).toBeLessThan(4 * 2 ** 20);
    expect(check.problems([]).map((p) => p.message)).toEqual(['index.html links to /services/transmission-repair/, which is not a written file']);
  });
});
