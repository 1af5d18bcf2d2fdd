// V8's code cache for the CommonJS shopsite runs (src/code-cache.ts): a second run reads the code
// the first one compiled, an edited module never runs stale code, and a cache that cannot be
// written never fails a run.
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeCacheUsed, runCommonJs, saveCodeCache, shippedName } from '../../src/code-cache.js';
import { REFERENCE_DATA, ROOT, runCli, tempDir } from '../helpers.js';

const moduleSource = (answer: number) => `const double = (n) => n * 2;\nmodule.exports = { answer: double(${answer}), file: __filename };\n`;

/** A module file in a new folder, and where its cache goes. */
function moduleIn(source: string, name = 'module.cjs') {
  const dir = tempDir();
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return { dir, file, cacheDir: path.join(dir, 'cache') };
}

function cacheFiles(cacheDir: string): string[] {
  if (!existsSync(cacheDir)) return [];
  const [folder] = readdirSync(cacheDir);
  return folder ? readdirSync(path.join(cacheDir, folder)).sort() : [];
}

describe('V8 code cache', () => {
  it('runs the module, writes its compiled code, and the next run accepts it', () => {
    const { file, cacheDir } = moduleIn(moduleSource(21));

    expect(runCommonJs(file, createRequire(file), cacheDir)).toEqual({ answer: 42, file });
    expect(cacheFiles(cacheDir)).toEqual([]);
    saveCodeCache();
    const [written] = cacheFiles(cacheDir);
    expect(written).toMatch(/^module-[0-9a-f]{16}-[0-9a-f]{16}\.bin$/);

    // The same source with the written data: V8 takes it.
    const used = codeCacheUsed();
    expect(runCommonJs(file, createRequire(file), cacheDir)).toEqual({ answer: 42, file });
    expect(codeCacheUsed()).toBe(used + 1);
    saveCodeCache(); // nothing new to write
    expect(cacheFiles(cacheDir)).toEqual([written]);
  });

  it('never runs stale code: an edit of the same length gets its own cache, and the old one goes', () => {
    const { file, cacheDir } = moduleIn(moduleSource(21));
    runCommonJs(file, createRequire(file), cacheDir);
    saveCodeCache();
    const [first] = cacheFiles(cacheDir);

    writeFileSync(file, moduleSource(12)); // same length, other code
    const used = codeCacheUsed();
    expect(runCommonJs(file, createRequire(file), cacheDir)).toEqual({ answer: 24, file });
    expect(codeCacheUsed()).toBe(used);
    saveCodeCache();
    const [second, ...rest] = cacheFiles(cacheDir);
    expect(rest).toEqual([]);
    expect(second).not.toBe(first);
    // Same module, same prefix: one file per module.
    expect(second!.slice(0, 23)).toBe(first!.slice(0, 23));
  });

  it('removes what no run has written for a fortnight, when it writes', () => {
    const { file, cacheDir } = moduleIn(moduleSource(3));
    runCommonJs(file, createRequire(file), cacheDir, 'a');
    saveCodeCache();
    const [folder] = readdirSync(cacheDir);
    const old = path.join(cacheDir, folder!, 'moved-0000000000000000-0000000000000000.bin');
    const recent = path.join(cacheDir, folder!, 'other-0000000000000000-0000000000000000.bin');
    writeFileSync(old, '');
    writeFileSync(recent, '');
    const weeksAgo = new Date(Date.now() - 15 * 24 * 3600 * 1000);
    utimesSync(old, weeksAgo, weeksAgo);
    runCommonJs(file, createRequire(file), cacheDir, 'b');
    saveCodeCache();
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(cacheFiles(cacheDir).filter((f) => f.startsWith('module.'))).toHaveLength(2);
  });

  it('keeps one cache per variant of a module', () => {
    const { file, cacheDir } = moduleIn(moduleSource(1));
    runCommonJs(file, createRequire(file), cacheDir, 'build');
    runCommonJs(file, createRequire(file), cacheDir, 'check');
    saveCodeCache();
    expect(cacheFiles(cacheDir)).toHaveLength(2);
  });

  it('runs without a cache folder, and when the cache cannot be written', () => {
    const dir = tempDir();
    const file = path.join(dir, 'module.cjs');
    writeFileSync(file, moduleSource(5));
    expect(runCommonJs(file, createRequire(file))).toEqual({ answer: 10, file });
    const blocked = path.join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the cache folder would be');
    expect(runCommonJs(file, createRequire(file), blocked)).toEqual({ answer: 10, file });
    expect(() => saveCodeCache()).not.toThrow();
    expect(existsSync(`${blocked}.tmp`)).toBe(false);
  });

  it('gives a module no loader for import(), so that one fails on every run, not only on those that read the cache', async () => {
    const { file, cacheDir } = moduleIn('module.exports = { load: () => import("node:path") };\n');
    for (let run = 0; run < 2; run++) {
      const { load } = runCommonJs(file, createRequire(file), cacheDir) as { load: () => Promise<unknown> };
      await expect(load()).rejects.toThrow();
      saveCodeCache();
    }
  });

  it('keeps positions in stack traces the file’s own', () => {
    const dir = tempDir();
    const file = path.join(dir, 'throws.cjs');
    writeFileSync(file, 'const a = 1;\n\nthrow new Error("line three");\n');
    let stack = '';
    try {
      runCommonJs(file, createRequire(file), path.join(dir, 'cache'));
    } catch (error) {
      stack = (error as Error).stack ?? '';
    }
    expect(stack).toContain(`${file}:3:`);
  });

  it('names the cache lib/ ships by the module, the command and the bytes, never the path', () => {
    const bytes = Buffer.from(moduleSource(1));
    expect(shippedName('/a/lib/commands.cjs', 'build', bytes)).toBe(shippedName('/elsewhere/lib/commands.cjs', 'build', bytes));
    expect(shippedName('/a/lib/commands.cjs', 'build', bytes)).toMatch(/^commands\.build-[0-9a-f]{16}\.bin$/);
    expect(shippedName('/a/lib/commands.cjs', 'check', bytes)).not.toBe(shippedName('/a/lib/commands.cjs', 'build', bytes));
    expect(shippedName('/a/lib/commands.cjs', 'build', Buffer.from(moduleSource(2)))).not.toBe(shippedName('/a/lib/commands.cjs', 'build', bytes));
  });

  it('a first build with an empty cache runs from the code cache lib/ ships, and writes none of its own', { timeout: 60_000 }, () => {
    expect(runCli(['--version']).status).toBe(0); // lib/ current
    const prebuilt = readdirSync(path.join(ROOT, 'lib')).filter((f) => f.startsWith('prebuilt-'));
    const shipped = prebuilt.flatMap((dir) => readdirSync(path.join(ROOT, 'lib', dir)).filter((f) => f === `v8-${process.versions.v8}-${process.arch}`));
    expect(shipped).toHaveLength(1);
    const cache = path.join(tempDir(), 'cache');
    const run = runCli(['build', '--data', REFERENCE_DATA, '--out', path.join(tempDir(), 'dist')], { env: { SHOPSITE_CACHE_DIR: cache, NODE_ENV: 'production' } });
    expect(run.status).toBe(0);
    // Each module it ran was in lib/'s cache and accepted: nothing was left to compile and save.
    expect(cacheFiles(cache)).toEqual([]);
  });
});
