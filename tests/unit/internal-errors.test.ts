// Bugs are bugs, problems are problems: an exception inside a template (which validated data can
// never cause) is reported as an internal error with versions and the stack, while bad data is a
// located problem without one; either way the previous output is left as it was.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTHER_SHOP, dataWith, tempDir } from '../helpers.js';

vi.mock('../../src/render.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/render.js')>();
  return {
    ...real,
    renderPages: async () => {
      // What a template bug looks like when it reaches the renderer.
      throw new TypeError("Cannot read properties of undefined (reading 'label')");
    },
  };
});

// A fleet's worker that stops under its first shop (a crash, out of memory): shopsite's fault.
vi.mock('../../src/fleet/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/fleet/index.js')>();
  return {
    ...real,
    buildFleet: async (jobs: import('../../src/fleet/index.js').ShopJob[], onReport: (report: import('../../src/fleet/index.js').ShopReport) => void) => {
      for (const [i, job] of jobs.entries()) {
        const stopped = { status: 'failed' as const, ok: false, problems: [], pages: 0, bytes: 0, ms: 0, stages: {}, internalError: 'the worker building it stopped (exit code 3)' };
        onReport(i === 0 ? { name: job.name, dataDir: job.dataDir, outDir: job.outDir, ...stopped } : { name: job.name, dataDir: job.dataDir, outDir: job.outDir, status: 'built', ok: true, problems: [], pages: 1, bytes: 1, ms: 1, stages: {} });
      }
    },
  };
});

const { main } = await import('../../src/cli/index.js');
const { commands } = await import('../../src/cli/commands.js');
const { writeOutput } = await import('../../src/write.js');

async function run(args: string[]): Promise<{ status: number; stderr: string }> {
  let stderr = '';
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  try {
    return { status: await main(args, async () => commands), stderr };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('given a previous build', () => {
  it('when a template throws, then it is an internal error with the stack, and the output is as it was', async () => {
    const out = path.join(tempDir(), 'dist');
    await writeOutput([{ file: 'index.html', contents: 'previous' }], { outDir: out, protect: [] });
    const { status, stderr } = await run(['build', '--data', OTHER_SHOP, '--out', out]);
    expect(status).toBe(70);
    expect(stderr).toContain("internal error, please report it: Cannot read properties of undefined (reading 'label')");
    expect(stderr).toMatch(/shopsite \d+\.\d+\.\d+, node v\d+/);
    expect(stderr).toMatch(/\n\s+at .+/);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
  });

  it('when the data is wrong, then it is a located problem without a stack', async () => {
    const out = path.join(tempDir(), 'dist');
    const data = dataWith(OTHER_SHOP, { 'coupons.yaml': 'coupons:\n  - id: 1\n' });
    const { status, stderr } = await run(['build', '--data', data, '--out', out]);
    expect(status).toBe(1);
    expect(stderr).toMatch(/coupons\.yaml:2:\d+ {2}\/coupons\/0/);
    expect(stderr).not.toContain('internal error');
    expect(stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});

describe('a fleet in which shopsite failed one shop', () => {
  it('exits 70, not the 1 of a data problem, from a build and from a check, naming the shop', async () => {
    const root = tempDir();
    const shops = ['a', 'b'].map((name) => {
      cpSync(OTHER_SHOP, path.join(root, name), { recursive: true });
      return path.join(root, name);
    });
    const built = await run(['build', ...shops.flatMap((s) => ['--data', s]), '--out', path.join(root, 'out')]);
    expect(built.stderr).toMatch(/✗ \S*a: internal error/);
    expect(built.status).toBe(70);
    const checked = await run(['check', ...shops.flatMap((s) => ['--data', s])]);
    expect(checked.stderr).toContain('the worker building it stopped');
    expect(checked.status).toBe(70);
  });
});

describe('the exit code of an error from either bundle of lib/ (cli.cjs and commands.cjs)', () => {
  it('is read from the registered symbol, so a copy of the classes counts, and nothing else does', async () => {
    const { exitCodeOf, ProblemsReported, UsageError } = await import('../../src/cli/errors.js');
    // A second copy of the module, as the commands' bundle has.
    vi.resetModules();
    const copy = await import('../../src/cli/errors.js');
    expect(copy.UsageError).not.toBe(UsageError);
    expect(exitCodeOf(new copy.UsageError('x'))).toBe(2);
    expect(exitCodeOf(new copy.ProblemsReported())).toBe(1);
    expect(exitCodeOf(new ProblemsReported())).toBe(1);
    expect(exitCodeOf(new copy.InternalErrorsReported())).toBe(70);
    expect(exitCodeOf(Object.assign(new Error('x'), { exitCode: 2 }))).toBeUndefined();
    expect(exitCodeOf({ [Symbol.for('shopsite.exit-code')]: 2 })).toBeUndefined();
    expect(exitCodeOf(new TypeError('x'))).toBeUndefined();
  });
});
