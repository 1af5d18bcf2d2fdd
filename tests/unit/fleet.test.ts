import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildFleet, fleetJobs, jobOrder, parseShard, shardOf, type ShopReport } from '../../src/fleet/index.js';
import { someNames } from '../../src/cli/report.js';
import { ROOT } from '../helpers.js';

describe('shards', () => {
  it('parse I/N with 1 <= I <= N', () => {
    expect(parseShard('2/5')).toEqual({ index: 2, count: 5 });
    for (const bad of ['0/3', '4/3', '1/0', 'a/b', '1', '1/2/3']) expect(parseShard(bad), bad).toBeUndefined();
  });

  it('split the sorted list into N contiguous slices that cover every shop once', () => {
    const shops = Array.from({ length: 10 }, (_, i) => `shop-${String(9 - i)}`);
    const slices = [1, 2, 3].map((index) => shardOf(shops, { index, count: 3 }, (s) => s));
    expect(slices.map((s) => s.length)).toEqual([3, 3, 4]);
    expect(slices.flat()).toEqual([...shops].sort());
    expect(shardOf(shops, { index: 1, count: 20 }, (s) => s)).toEqual([]);
  });
});

describe('fleet jobs', () => {
  it('build each data folder into OUT/<its folder name>', () => {
    const { jobs } = fleetJobs(['shops/a/', 'shops/b'], 'out', { today: 0 });
    expect(jobs.map((j) => [j.name, j.outDir])).toEqual([
      ['a', 'out/a'],
      ['b', 'out/b'],
    ]);
  });

  it('refuse two folders with one name', () => {
    expect(fleetJobs(['x/shop', 'y/shop'], 'out', { today: 0 }).clash).toBe('x/shop and y/shop would both be built into out/shop');
    expect(fleetJobs(['x/Shop', 'y/shop'], 'out', { today: 0 }).clash).toBe(
      'x/Shop and y/shop would be built into out/Shop and out/shop, one folder where names ignore case (macOS, Windows): rename one',
    );
  });
});

describe('scheduling shops on workers (a stand-in worker: tests/fixtures/workers)', () => {
  const FAKE = path.join(ROOT, 'tests', 'fixtures', 'workers', 'fake-fleet-worker.cjs');
  const jobsNamed = (...names: string[]) => fleetJobs(names.map((n) => `/data/${n}`), '/out', { today: 0 }).jobs;
  const run = async (names: string[], threads: number) => {
    const reports: ShopReport[] = [];
    await buildFleet(jobsNamed(...names), (r) => reports.push(r), threads, FAKE);
    return { reports };
  };

  it('gives every worker a shop before any worker a second one', async () => {
    const { reports } = await run(['a', 'b'], 2);
    expect(new Set(reports.map((r) => r.bytes)).size).toBe(2);
  });

  it('matches answers that come out of order to their shops, and hands them on in the jobs order', async () => {
    // slow-a on one worker; b, then c, on the other, both done before it.
    const { reports } = await run(['slow-a', 'b', 'c'], 2);
    expect(reports.map((r) => [r.name, r.ms])).toEqual([['slow-a', 80], ['b', 10], ['c', 10]]);
  });

  it('holds a report that comes early only until the ones before it have come', () => {
    const handed: string[] = [];
    const report = (name: string) => ({ name }) as ShopReport;
    const inOrder = jobOrder((r) => handed.push(r.name));
    inOrder(1, report('b'));
    inOrder(2, report('c'));
    expect(handed).toEqual([]);
    inOrder(0, report('a'));
    expect(handed).toEqual(['a', 'b', 'c']);
    inOrder(3, report('d'));
    expect(handed).toEqual(['a', 'b', 'c', 'd']);
  });

  it('fails only the shop of a worker that stops under it, and builds the rest on a new one', async () => {
    const { reports } = await run(['crash-a', 'slow-b', 'c', 'd'], 1);
    expect(reports.map((r) => [r.name, r.ok])).toEqual([['crash-a', false], ['slow-b', true], ['c', true], ['d', true]]);
    expect(reports[0]!.internalError).toMatch(/stopped \(exit code 3\)/);
    expect(reports[1]!.bytes).toBe(reports[3]!.bytes);
  });
});

describe('the order of shops', () => {
  it('sorts by code units, the same on every machine: capitals before small letters', () => {
    expect(shardOf(['bravo', 'Charlie', 'alpha'], undefined, (s) => s)).toEqual(['Charlie', 'alpha', 'bravo']);
  });
});

describe('names in a summary line', () => {
  it('are all given up to ten, then counted', () => {
    const names = Array.from({ length: 12 }, (_, i) => `shop-${i}`);
    expect(someNames(names.slice(0, 10))).toBe(names.slice(0, 10).join(', '));
    expect(someNames(names)).toBe(`${names.slice(0, 10).join(', ')} and 2 more`);
  });
});
