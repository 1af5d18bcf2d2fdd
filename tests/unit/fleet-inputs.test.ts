// What a fleet shop's pages come from (src/fleet/inputs.ts): contents, never file times; the
// brand's files; the options that change output; and the brand recorded with the output used
// only when it is the one shop.yaml names.
import { cpSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCurrent, shopInputs, type InputsRecord } from '../../src/fleet/inputs.js';
import { pageDays } from '../../src/shared/hours.js';
import { FRANCHISE, tempDir } from '../helpers.js';

function franchise(): { root: string; job: { dataDir: string } } {
  const root = path.join(tempDir(), 'franchise');
  cpSync(FRANCHISE, root, { recursive: true });
  return { root, job: { dataDir: path.join(root, 'shops', 'raleigh') } };
}

const inputs = (job: Parameters<typeof shopInputs>[0], recorded?: InputsRecord) => shopInputs(job, recorded, new Map());

describe("a fleet shop's inputs", () => {
  it('are the files\' contents, not their times', () => {
    const { root, job } = franchise();
    const before = inputs(job);
    expect(before.brand).toBe('../../brand');
    const later = new Date(Date.now() + 60_000);
    for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) if (e.isFile()) utimesSync(path.join(e.parentPath, e.name), later, later);
    expect(inputs(job)).toEqual(before);
    mkdirSync(path.join(job.dataDir, 'images'));
    writeFileSync(path.join(job.dataDir, 'images', 'bay.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(inputs(job).hash).not.toBe(before.hash);
  });

  it("include the brand's files, but not a shop folder inside the brand's", () => {
    const { root, job } = franchise();
    const before = inputs(job).hash;
    cpSync(path.join(root, 'shops', 'springfield'), path.join(root, 'brand', 'shops', 'springfield'), { recursive: true });
    expect(inputs(job).hash).toBe(before);
    writeFileSync(path.join(root, 'brand', 'notes.txt'), 'a brand file');
    expect(inputs(job).hash).not.toBe(before);
  });

  it('include the options that change a build: host, base URL, strict', () => {
    const { job } = franchise();
    const hashes = [{}, { host: 'netlify' as const }, { baseUrl: 'https://example.com' }, { strict: true }].map((o) => inputs({ ...job, ...o }).hash);
    expect(new Set(hashes).size).toBe(4);
  });

  it('read the brand recorded with the output only when it gives the hash recorded', () => {
    const { root, job } = franchise();
    const fresh = inputs(job);
    const days = pageDays(undefined, new Date(0));
    // A record naming another brand folder (springfield's, say) never passes for the shop's inputs.
    const wrong = { ...fresh, brand: '../springfield', ...days };
    expect(inputs(job, wrong)).toEqual(fresh);
    expect(inputs(job, { ...fresh, ...days })).toEqual(fresh);
    writeFileSync(path.join(root, 'brand', 'notes.txt'), 'a brand file');
    expect(inputs(job, { ...fresh, ...days }).hash).not.toBe(fresh.hash);
  });

  it("are current only on the same UTC day and the same day in the shop's time zone", () => {
    const at = new Date('2026-09-23T02:00:00Z');
    const record = { hash: 'h', brand: null, ...pageDays('America/New_York', at) };
    expect(isCurrent(record, 'h', new Date('2026-09-23T03:59:00Z'))).toBe(true);
    expect(isCurrent(record, 'other', at)).toBe(false);
    expect(isCurrent(record, 'h', new Date('2026-09-23T04:00:00Z'))).toBe(false);
    expect(isCurrent(record, 'h', new Date('2026-09-22T23:00:00Z'))).toBe(false);
  });
});
