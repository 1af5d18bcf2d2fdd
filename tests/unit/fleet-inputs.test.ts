// What a fleet shop's pages come from (src/fleet/inputs.ts): contents, never file times; the
// brand's files; the options that change output; and the brand recorded with the output used
// only when it is the one shop.yaml names.
import { cpSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCurrent, outputDays, shopInputs, type InputsRecord } from '../../src/fleet/inputs.js';
import { couponsChanges } from '../../src/client/expiry.js';
import { specialDaysChanges } from '../../src/shared/hours.js';
import type { SiteData } from '../../src/shared/types.js';
import { FRANCHISE, tempDir } from '../helpers.js';

function franchise(): { root: string; job: { dataDir: string } } {
  const root = path.join(tempDir(), 'franchise');
  cpSync(FRANCHISE, root, { recursive: true });
  return { root, job: { dataDir: path.join(root, 'shops', 'raleigh') } };
}

/** What outputDays reads of a shop: its time zone, special days and coupons' ends. */
const site = (timeZone?: string, specialHours: object[] = [], expires = ['rolling']) =>
  ({ shop: { timeZone, specialHours }, coupons: expires.map((e) => ({ expires: e })) }) as unknown as Pick<SiteData, 'shop' | 'coupons'>;

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
    const days = outputDays(site(), new Date(0));
    // A record naming another brand folder (springfield's, say) never passes for the shop's inputs.
    const wrong = { ...fresh, brand: '../springfield', ...days };
    expect(inputs(job, wrong)).toEqual(fresh);
    expect(inputs(job, { ...fresh, ...days })).toEqual(fresh);
    writeFileSync(path.join(root, 'brand', 'notes.txt'), 'a brand file');
    expect(inputs(job, { ...fresh, ...days }).hash).not.toBe(fresh.hash);
  });

  it("are current on the days the pages hold for, in the shop's time zone", () => {
    // Rolling coupons: the same pages until October; a special day on 10-08: from 09-25 (its two weeks) to 10-08.
    const shop = site('America/New_York', [{ date: '2026-10-08', closed: true }]);
    const record = { hash: 'h', brand: null, ...outputDays(shop, new Date('2026-09-23T02:00:00Z')) };
    expect(record).toMatchObject({ day: { since: '2026-09-01', until: '2026-10-01' }, shopDay: { since: null, until: '2026-09-25' } });
    expect(isCurrent(record, 'h', new Date('2026-09-01T04:00:00Z'))).toBe(true);
    // 00:00 UTC on Sep 1 is still Aug 31 in New York, where the rolling coupons end on Sep 1.
    expect(isCurrent(record, 'h', new Date('2026-09-01T00:00:00Z'))).toBe(false);
    expect(isCurrent(record, 'other', new Date('2026-09-23T02:00:00Z'))).toBe(false);
    // 03:59 UTC on the 25th is the 24th in New York; 04:00 is the 25th.
    expect(isCurrent(record, 'h', new Date('2026-09-25T03:59:00Z'))).toBe(true);
    expect(isCurrent(record, 'h', new Date('2026-09-25T04:00:00Z'))).toBe(false);
    expect(isCurrent(record, 'h', new Date('2026-08-31T23:59:00Z'))).toBe(false);
    // A record of shopsite 0.1 (one day, not a span) is never current.
    expect(isCurrent({ hash: 'h', brand: null, timeZone: null, day: '2026-09-23', shopDay: '2026-09-23' } as unknown as InputsRecord, 'h', new Date('2026-09-23T12:00:00Z'))).toBe(false);
  });

  it('name the days coupons and special days change the pages on', () => {
    expect(couponsChanges(['never', '2026-09-30', 'rolling'], '2026-09-23')).toEqual(['2026-10-01', '2026-09-01', '2026-10-01']);
    expect(couponsChanges(['2026-12-31'], '2026-12-31')).toEqual(['2027-01-01']);
    expect(couponsChanges(['rolling'], '2026-12-05')).toEqual(['2026-12-01', '2027-01-01']);
    expect(couponsChanges(['never'], '2026-12-05')).toEqual([]);
    const special = { specialHours: [{ date: '2026-12-24', through: '2026-12-26', closed: true as const }] };
    expect(specialDaysChanges(special as Parameters<typeof specialDaysChanges>[0])).toEqual(['2026-12-27', '2026-12-11']);
    // Without coupons that end or special days, the pages hold for every day.
    expect(outputDays(site(undefined, [], ['never']), new Date(0))).toEqual({ timeZone: null, day: { since: null, until: null }, shopDay: { since: null, until: null } });
  });
});
