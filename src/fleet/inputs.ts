// What a fleet shop's pages come from, as one content hash: the files of its folder and of its
// brand's, shopsite itself, and the options that change output; with the build's day kept beside
// it (outputDays: the days its pages hold for, from their last change to their next). The
// hash goes into the shop's output manifest when its build succeeds; a later fleet build leaves a
// shop whose hash is the same, on a day its pages still hold for, exactly as it is. Contents only,
// never file times (a checkout, a copy or a touch changes times, not pages). Reads; never writes.
import { createHash, type Hash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtFrom } from '../fast/prebuilt.js';
import { brandFolder } from '../load/index.js';
import { couponsChanges } from '../client/expiry.js';
import { shopToday, specialDaysChanges } from '../shared/hours.js';
import type { SiteData } from '../shared/types.js';
import { byCodeUnits } from '../shared/order.js';
import { PACKAGE_ROOT } from '../shared/paths.js';
import { MANIFEST } from '../write.js';
import type { ShopJob } from './index.js';

/** What a fleet build keeps in a shop's manifest: the inputs' hash and the days its pages hold for. */
export interface InputsRecord extends OutputDays {
  hash: string;
  brand: string | null;
}

/**
 * The days a shop's pages hold for: from `since` (null: any day before) to the day before `until`
 * (null: any day after), by its own day (UTC without a time zone): its coupons and its special days. A build
 * on any day of the span writes the same bytes, this record included.
 */
export interface OutputDays {
  timeZone: string | null;
  /** The coupons' span (which are live, the rolling date). */
  day: DaySpan;
  /** The special days' span. */
  shopDay: DaySpan;
}

export interface DaySpan {
  since: string | null;
  until: string | null;
}

/** The span around `today` between the days on which something changes. */
function spanOf(changes: string[], today: string): DaySpan {
  const sorted = [...new Set(changes)].sort();
  return { since: sorted.filter((day) => day <= today).at(-1) ?? null, until: sorted.find((day) => day > today) ?? null };
}

/**
 * What of the build's day a shop's pages depend on, and for which days they are the same: the shop's
 * day for its coupons (CouponsPage: which are live, the rolling date), the shop's day for its
 * special days (the footer's list and its hours data, the JSON-LD). A new use of `today` in the
 * templates belongs here, and in tests/integration/fleet-incremental.test.ts, which builds on each
 * side of these days and compares with a clean build.
 */
export function outputDays(site: Pick<SiteData, 'shop' | 'coupons'>, today: Date): OutputDays {
  const day = shopToday(site.shop.timeZone, today);
  return {
    timeZone: site.shop.timeZone ?? null,
    day: spanOf(couponsChanges(site.coupons.map((c) => c.expires), day), day),
    shopDay: spanOf(specialDaysChanges(site.shop), day),
  };
}

/** Version control's own folders: never data, and large. */
const NOT_DATA = new Set(['.git', '.hg', '.svn']);

/**
 * Every file below `dir` into `hash`: its path from `dir`, then its bytes, in code-unit order.
 * A folder holding a shop.yaml is another data folder (a brand's shops may lie inside the brand's
 * folder) and is left out. A symbolic link counts as its target's text and, when it leads to a
 * file, that file's bytes; the build itself refuses a link that leads out of the data folder.
 */
function addFolder(hash: Hash, dir: string, prefix = ''): void {
  let names: string[];
  try {
    names = readdirSync(path.join(dir, prefix)).sort(byCodeUnits);
  } catch (error) {
    hash.update(`unreadable\0${prefix}\0${(error as NodeJS.ErrnoException).code}\0`);
    return;
  }
  for (const name of names) {
    const rel = prefix ? `${prefix}/${name}` : name;
    const file = path.join(dir, rel);
    try {
      const own = lstatSync(file);
      const link = own.isSymbolicLink() ? readlinkSync(file) : undefined;
      if (link !== undefined) hash.update(`link\0${rel}\0${link}\0`);
      const stats = link === undefined ? own : statSync(file, { throwIfNoEntry: false });
      if (stats?.isDirectory()) {
        if (link === undefined && !NOT_DATA.has(name) && !(prefix && existsSync(path.join(file, 'shop.yaml')))) addFolder(hash, dir, rel);
      } else if (stats?.isFile()) {
        const bytes = readFileSync(file);
        hash.update(`file\0${rel}\0${bytes.byteLength}\0`).update(bytes);
      } else hash.update(`other\0${rel}\0`);
    } catch (error) {
      hash.update(`unreadable\0${rel}\0${(error as NodeJS.ErrnoException).code}\0`);
    }
  }
}

/** The hash of a folder's files (addFolder). */
export function folderHash(dir: string): string {
  const hash = createHash('sha256');
  addFolder(hash, dir);
  return hash.digest('hex');
}

let identity: string | undefined;

/**
 * shopsite itself: its version and what it runs from. Bundled, lib/'s stamp names the hash of
 * src/, templates/, schemas/ and the dependencies' lock; run from src/, those are hashed here.
 */
export function shopsiteIdentity(): string {
  if (identity) return identity;
  const { version } = JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
  let from = builtFrom();
  if (!from) {
    const hash = createHash('sha256');
    for (const dir of ['src', 'templates', 'schemas']) addFolder(hash, path.join(PACKAGE_ROOT, dir));
    for (const file of ['package.json', 'package-lock.json']) if (existsSync(path.join(PACKAGE_ROOT, file))) hash.update(readFileSync(path.join(PACKAGE_ROOT, file)));
    from = `sources-${hash.digest('hex')}`;
  }
  return (identity = `${version}\0${from}`);
}

/** A shop's inputs: their hash, and the brand folder they include, from the shop's folder ('/' between names). */
export interface ShopInputs {
  hash: string;
  brand: string | null;
}

type HashedJob = Pick<ShopJob, 'dataDir' | 'baseUrl' | 'host' | 'strict' | 'cms'>;

/** The hash of the shop's folder's digest, its brand folder's files (if any), shopsite and the options. */
function inputsHash(job: HashedJob, shop: string, brandDir: string | undefined, brands: Map<string, string>): string {
  const hash = createHash('sha256');
  // --strict changes no page, but a shop kept as it is reports nothing: a strict build must run.
  // --cms is named only when given, so a fleet built without it keeps the hashes it had.
  const options = { baseUrl: job.baseUrl ?? null, host: job.host ?? null, strict: job.strict === true, ...(job.cms ? { cms: true } : {}) };
  hash.update(`shopsite-fleet-inputs 1\0${shopsiteIdentity()}\0${JSON.stringify(options)}\0shop\0${shop}`);
  if (brandDir !== undefined) {
    const key = path.resolve(brandDir);
    let brand = brands.get(key);
    if (brand === undefined) brands.set(key, (brand = folderHash(brandDir)));
    hash.update(`\0brand\0${brand}`);
  }
  return hash.digest('hex');
}

/**
 * The inputs of one shop's pages, but the day. The brand folder recorded with its output is tried
 * first: when the hash with it is the one recorded, the shop's files are as they were, so its
 * shop.yaml names that brand, and is not parsed (reading YAML is most of this check's time).
 * Otherwise the brand is the one shop.yaml names, as loadShop reads it. `brands` keeps each brand
 * folder's hash for the run: a fleet of one brand reads its files once.
 */
export function shopInputs(job: HashedJob, recorded: InputsRecord | undefined, brands: Map<string, string>): ShopInputs {
  const shop = folderHash(job.dataDir);
  if (recorded && (typeof recorded.brand === 'string' || recorded.brand === null)) {
    const hash = inputsHash(job, shop, recorded.brand === null ? undefined : path.resolve(job.dataDir, recorded.brand), brands);
    if (hash === recorded.hash) return { hash, brand: recorded.brand };
  }
  const brandDir = brandFolder(job.dataDir);
  const brand = brandDir === undefined ? null : path.relative(job.dataDir, brandDir).split(path.sep).join('/');
  return { hash: inputsHash(job, shop, brandDir, brands), brand };
}

/** The record a fleet build left in the manifest of `outDir`, if any. */
export function recordedInputs(outDir: string): InputsRecord | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(outDir, MANIFEST), 'utf8')) as { generator?: unknown; inputs?: InputsRecord };
    return manifest.generator === 'shopsite' ? manifest.inputs : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A fleet shop's inputs, and whether its output was built from them for the pages of the job's
 * day (never with --force). Run by the worker thread that would build the shop: a fleet's main
 * thread then allocates almost nothing a shop, and V8 leaves its young generation small (hashing
 * 10,000 shops there grew it to 128 MB on Node 24, 383 MB in all: docs/performance.md).
 */
export function jobInputs(job: ShopJob, brands: Map<string, string>): { inputs: ShopInputs; current: boolean } {
  const recorded = recordedInputs(job.outDir);
  const inputs = shopInputs(job, recorded, brands);
  return { inputs, current: !job.force && isCurrent(recorded, inputs.hash, new Date(job.today)) };
}

/**
 * Whether the output recorded was built from these inputs for the pages of `today`. The time zone
 * recorded is the shop's own whenever the hash matches: it comes from the files hashed.
 */
export function isCurrent(recorded: InputsRecord | undefined, hash: string, today: Date): boolean {
  if (!recorded || recorded.hash !== hash || typeof recorded.day !== 'object') return false;
  const within = (day: string, { since, until }: DaySpan) => (since === null || since <= day) && (until === null || day < until);
  try {
    const day = shopToday(recorded.timeZone ?? undefined, today);
    return within(day, recorded.day) && within(day, recorded.shopDay);
  } catch {
    return false; // a time zone this Node does not know: build, and let the build say
  }
}
