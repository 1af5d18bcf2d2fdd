import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLinks, fileCandidates, resolvesTo } from '../../src/check.js';
import { writeOutput } from '../../src/write.js';
import { tempDir } from '../helpers.js';

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
});
