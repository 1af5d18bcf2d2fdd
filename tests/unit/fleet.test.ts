import { describe, expect, it } from 'vitest';
import { fleetBuild, fleetJobs, parseShard, shardOf } from '../../src/fleet/index.js';

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
  });
});

describe('telling a fleet from one shop before commander parses', () => {
  it('counts data folders however they are given, and a shard makes a fleet', () => {
    const fleet = [['build', '--data', 'a', 'b'], ['build', '-d', 'a', '--out', 'x', '-d', 'b'], ['build', '--data=a', '--data=b'], ['build', '--shard', '1/2'], ['build', '--shard=2/2']];
    const single = [['build'], ['build', '--data', 'a', '--out', 'b'], ['build', '-d', 'a', '--host', 'vercel'], ['build', '--data=a', '--base-url', 'https://x.example']];
    for (const argv of fleet) expect(fleetBuild(argv), argv.join(' ')).toBe(true);
    for (const argv of single) expect(fleetBuild(argv), argv.join(' ')).toBe(false);
  });
});
