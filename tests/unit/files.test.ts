// Files named by the data stay inside the data folder on their real paths: a symbolic link (to a
// file, or to a folder on the way) that leads out is refused, one that stays inside is allowed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileInside, realPathInside } from '../../src/shared/files.js';
import { tempDir } from '../helpers.js';

/** A data folder with one image, and a folder beside it that is not part of the data. */
function layout() {
  const root = tempDir();
  const data = path.join(root, 'data');
  const outside = path.join(root, 'outside');
  mkdirSync(path.join(data, 'images'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(data, 'images', 'bay.svg'), '<svg/>');
  writeFileSync(path.join(outside, 'secret.svg'), 'secret');
  return { root, data, outside, at: (...parts: string[]) => path.join(data, ...parts) };
}

describe('realPathInside', () => {
  it('allows a file inside, a missing file inside, and a link that stays inside', () => {
    const { data, at } = layout();
    symlinkSync('bay.svg', at('images', 'alias.svg'));
    symlinkSync('images', at('pictures'));
    expect(realPathInside(data, at('images', 'bay.svg'))).toBe(true);
    expect(realPathInside(data, at('images', 'not-yet.svg'))).toBe(true);
    expect(realPathInside(data, at('no-folder', 'not-yet.svg'))).toBe(true);
    expect(realPathInside(data, at('images', 'alias.svg'))).toBe(true);
    expect(realPathInside(data, at('pictures', 'bay.svg'))).toBe(true);
  });

  it('refuses a linked file, a linked folder and a dangling link that lead outside', () => {
    const { data, outside, at } = layout();
    symlinkSync('/etc/passwd', at('images', 'leak.svg'));
    symlinkSync(outside, at('linked'));
    symlinkSync(path.join(outside, 'gone.svg'), at('images', 'dangling.svg'));
    expect(realPathInside(data, at('images', 'leak.svg'))).toBe(false);
    expect(realPathInside(data, at('linked', 'secret.svg'))).toBe(false);
    expect(realPathInside(data, at('linked', 'not-there.svg'))).toBe(false);
    expect(realPathInside(data, at('images', 'dangling.svg'))).toBe(false);
  });

  it('refuses the folder itself, a path that climbs out, and a link loop', () => {
    const { data, at } = layout();
    symlinkSync('loop-b', at('loop-a'));
    symlinkSync('loop-a', at('loop-b'));
    expect(realPathInside(data, data)).toBe(false);
    expect(realPathInside(data, at('..', 'outside', 'secret.svg'))).toBe(false);
    expect(realPathInside(data, at('loop-a'))).toBe(false);
  });

  it('follows a data folder that is itself a link', () => {
    const { root, data } = layout();
    const linked = path.join(root, 'linked-data');
    symlinkSync(data, linked);
    expect(realPathInside(linked, path.join(linked, 'images', 'bay.svg'))).toBe(true);
    expect(realPathInside(linked, path.join(data, 'images', 'bay.svg'))).toBe(true);
  });
});

describe('readFileInside', () => {
  it('reads a file inside, and nothing through a link that leads out', () => {
    const { data, outside, at } = layout();
    symlinkSync(outside, at('linked'));
    expect(readFileInside(data, at('images', 'bay.svg'))).toEqual({ ok: true, bytes: Buffer.from('<svg/>') });
    expect(readFileInside(data, at('linked', 'secret.svg'))).toEqual({ ok: false, reason: 'outside' });
    expect(readFileInside(data, at('images', 'missing.svg'))).toEqual({ ok: false, reason: 'unreadable', code: 'ENOENT' });
  });

  it('does not wait on a named pipe', () => {
    const { data, at } = layout();
    execFileSync('mkfifo', [at('images', 'pipe.svg')]);
    expect(readFileInside(data, at('images', 'pipe.svg'))).toEqual({ ok: false, reason: 'not-a-file' });
  });
});
