// V8's code cache for the modules a command loads (src/fast/code-cache.ts): a module's second run
// compiles from the code its first run left, an edited module never meets its old code, and an
// import() in cached code still loads (the hand-made cache that issue 23 removed could not).
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useCodeCache } from '../../src/fast/code-cache.js';
import { tempDir } from '../helpers.js';

/** Runs `file` as a fresh module with the cache in `dir` for `command`, as a command's run does: what it exported, and the cache's report. */
function runOnce(dir: string, file: string, command = 'build') {
  const cache = useCodeCache(dir, command, path.dirname(file));
  try {
    const require = createRequire(file);
    delete require.cache[file];
    const exported = require(file) as unknown;
    cache.save();
    return { exported, used: [...cache.used] };
  } finally {
    cache.remove();
  }
}

const cacheFiles = (dir: string) => readdirSync(dir, { recursive: true }).map(String).filter((name) => name.includes('module-'));

function setUp() {
  const root = tempDir('shopsite-code-cache-');
  const file = path.join(root, 'module-a.cjs');
  writeFileSync(file, "'use strict';\nconst twice = (n) => n * 2;\nmodule.exports = { value: twice(21), load: () => import('node:path').then((p) => p.sep) };\n");
  return { cacheDir: path.join(root, 'cache'), file };
}

describe('the code cache', () => {
  it("compiles a module's second run from the code its first run left", () => {
    const { cacheDir, file } = setUp();
    const first = runOnce(cacheDir, file);
    expect(first.used).toEqual([]);
    expect(cacheFiles(cacheDir)).toHaveLength(1);
    const second = runOnce(cacheDir, file);
    expect(second.used).toEqual([file]);
    expect((second.exported as { value: number }).value).toBe(42);
  });

  it('loads an import() of code that came from the cache', async () => {
    const { cacheDir, file } = setUp();
    runOnce(cacheDir, file);
    const second = runOnce(cacheDir, file);
    expect(second.used).toEqual([file]);
    await expect((second.exported as { load: () => Promise<string> }).load()).resolves.toBe(path.sep);
  });

  it('compiles an edited module anew, even at the same length and file time, and keeps only its newest code', () => {
    const { cacheDir, file } = setUp();
    runOnce(cacheDir, file);
    const { atime, mtime } = statSync(file);
    writeFileSync(file, "'use strict';\nconst twice = (n) => n * 3;\nmodule.exports = { value: twice(21), load: () => import('node:path').then((p) => p.sep) };\n");
    utimesSync(file, atime, mtime);
    const edited = runOnce(cacheDir, file);
    expect(edited.used).toEqual([]);
    expect((edited.exported as { value: number }).value).toBe(63);
    expect(cacheFiles(cacheDir)).toHaveLength(1);
    expect(runOnce(cacheDir, file).used).toEqual([file]);
  });

  it("keeps one cache per command: another command's run compiles its own", () => {
    const { cacheDir, file } = setUp();
    runOnce(cacheDir, file, 'build');
    expect(runOnce(cacheDir, file, 'check').used).toEqual([]);
    expect(runOnce(cacheDir, file, 'build').used).toEqual([file]);
    expect(cacheFiles(cacheDir)).toHaveLength(2);
  });

  it("leaves another folder's modules to Node", () => {
    const { cacheDir, file } = setUp();
    const cache = useCodeCache(cacheDir, 'build', path.join(path.dirname(file), 'lib'));
    try {
      createRequire(file)(file);
      cache.save();
    } finally {
      cache.remove();
    }
    expect(existsSync(cacheDir)).toBe(false);
  });

  it('runs on without a cache where a file stands in its folder', () => {
    const { cacheDir, file } = setUp();
    writeFileSync(cacheDir, 'not a folder');
    const run = runOnce(cacheDir, file);
    expect((run.exported as { value: number }).value).toBe(42);
    expect(runOnce(cacheDir, file).used).toEqual([]);
  });
});
