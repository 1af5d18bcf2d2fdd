// The previous output that cannot be removed once the new one is in place (a file of it held
// open, as Windows refuses): the build has succeeded all the same, and the next run removes it.
import * as fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeOutput } from '../../src/write.js';
import { tempDir } from '../helpers.js';

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return {
    ...real,
    rmSync: (target: fs.PathLike, options?: fs.RmOptions) => {
      if (String(target).includes('.shopsite-old-') && process.env.HOLD_OLD_OUTPUT) throw Object.assign(new Error(`EBUSY: resource busy or locked, rmdir '${String(target)}'`), { code: 'EBUSY' });
      real.rmSync(target, options);
    },
  };
});

describe('the previous output held open', () => {
  it('leaves the new output in place and the build a success; the next run removes the old one', async () => {
    const root = tempDir();
    const out = path.join(root, 'dist');
    await writeOutput([{ file: 'index.html', contents: 'previous' }], { outDir: out, protect: [] });
    process.env.HOLD_OLD_OUTPUT = '1';
    try {
      expect(await writeOutput([{ file: 'index.html', contents: 'new' }], { outDir: out, protect: [] })).toEqual([]);
    } finally {
      delete process.env.HOLD_OLD_OUTPUT;
    }
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    const left = fs.readdirSync(root).filter((name) => name.includes('.shopsite-old-'));
    expect(left).toHaveLength(1);
    // A later run (this process's own leftovers look like another's once it has ended): renamed to a dead pid's.
    fs.renameSync(path.join(root, left[0]!), path.join(root, left[0]!.replace(/-old-\d+-/, '-old-999999999-')));
    expect(await writeOutput([{ file: 'index.html', contents: 'again' }], { outDir: out, protect: [] })).toEqual([]);
    expect(fs.readdirSync(root)).toEqual(['dist']);
  });
});
