// The brand's copy with only the town swapped is the thin content search engines discount. For
// each kind of page (the home page, each service's, each make's, about…) this measures the share
// of its visible text that is the same in every shop of a brand once each shop's own words (its
// name, town, phone, placeholders) are masked: the page's text is cut into runs of a few words
// ("shingles", shared/word-runs.ts), each kept as a number; the runs every shop has are the
// brand's. A brand's tally keeps one page's runs per kind (the ones all shops so far share), so
// memory does not grow with the fleet. A page's runs are a sorted typed array: they cross from
// the worker that checks the shop as one block of bytes, where a Set of a few hundred numbers a
// page was rebuilt on the main thread, and two pages' runs are compared in one pass (a check of
// 1,000 shops 1.09x as fast, docs/performance.md). Takes pages' text; returns warnings placed
// at the brand's entry of that copy.
import { problem } from '../../shared/problems.js';
import { pageVars } from '../../shared/copy-words.js';
import { placeholdersIn, walkStrings } from '../../shared/text.js';
import { pointerSegments } from '../../shared/json-pointer.js';
import { sortedRuns } from '../../shared/word-runs.js';
import type { DataRef, DocKind, Route, SiteData } from '../../shared/types.js';
import type { FleetFinding } from './types.js';

/**
 * From this share of a page's runs the same in every shop, the page is reported: at four fifths
 * a visitor (and a search engine) reads the same page with another town in it; below, the shops'
 * own sections (reviews, hours, their own paragraphs) make each page mostly its own.
 */
export const SHARED_COPY_SHARE = 0.8;
/** Pages with fewer runs than this (a stub, a list of links) say too little to judge. */
const MIN_RUNS = 12;

export interface PageCopy {
  /** The kind of page: `home`, `services/brakes`, `makes/audi`. */
  key: string;
  /** Its runs, distinct, in ascending order. */
  runs: Int32Array;
  /** The data entry its copy is written in. */
  entry: DataRef;
  /** The placeholders that copy uses. */
  uses: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function giving the runs of a text (shared/word-runs.ts), lower-case, with each of `names` (a
 * shop's own words, made once per shop) masked where it stands as whole words.
 */
export function copyRuns(names: string[]): (text: string) => Int32Array {
  const masks = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const mask = masks.length ? new RegExp(`(?:${masks.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu') : undefined;
  return (text) => {
    const lower = mask ? maskWhole(text.toLowerCase(), mask) : text.toLowerCase();
    return sortedRuns(lower);
  };
}

const WORD_BEFORE = /[\p{L}\p{N}]$/u;

/**
 * `text` with each match of `names` (which ends where a word does) that does not follow a letter
 * or number replaced by U+0000 between spaces, as a lookbehind in `names` would: whether one may
 * start at a place depends on the place alone, so a refused place is passed by one character.
 * Eight times as fast as the lookbehind, which V8 tries at every character before any name.
 */
function maskWhole(text: string, names: RegExp): string {
  let masked = '';
  let last = 0;
  names.lastIndex = 0;
  for (let found = names.exec(text); found; found = names.exec(text)) {
    const at = found.index;
    if (WORD_BEFORE.test(text.slice(Math.max(0, at - 2), at))) {
      names.lastIndex = at + (text.codePointAt(at)! > 0xffff ? 2 : 1);
      continue;
    }
    masked += `${text.slice(last, at)} \u0000 `;
    last = names.lastIndex;
  }
  return masked + text.slice(last);
}

/** The shop's own words: every value a placeholder fills, its street, ZIP code and service area. */
export function ownWords(site: SiteData): string[] {
  const { shop } = site;
  return [...Object.values(pageVars(shop, site.pages)), shop.address.street, shop.address.zip, ...shop.serviceArea];
}

/** The value at a JSON Pointer of plain data. */
function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const segment of pointerSegments(pointer)) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  return value;
}

/** A page's copy to compare, for pages a search engine indexes; none for the others. `runs`: copyRuns of the shop's own words. */
export function pageCopy(route: Route, text: string, runs: (text: string) => Int32Array, data: Partial<Record<DocKind, unknown>>): PageCopy[] {
  if (route.meta.canonical === undefined || route.kind === 'redirect') return [];
  const entry: DataRef | undefined = route.entry ?? (route.titleSource && { kind: route.titleSource.kind, path: route.titleSource.path.replace(/\/meta\/title$/, '') });
  if (!entry) return [];
  const key = route.kind === 'service' ? `services/${route.slug}` : route.kind === 'make' ? `makes/${route.slug}` : route.kind;
  const uses = new Set<string>();
  walkStrings(valueAt(data[entry.kind], entry.path), [], (t) => placeholdersIn(t).forEach((p) => uses.add(p)));
  return [{ key, runs: runs(text), entry, uses: [...uses].sort() }];
}

interface KindTally {
  /** The runs every shop with this page has so far, in ascending order. */
  common: Int32Array;
  shops: string[];
  /** The runs of all its shops' pages together, for the mean page's size. */
  runs: number;
  entry: DataRef;
  uses: string[];
}

export interface BrandTally {
  /** The placeholders every shop of the brand fills with words of its own. */
  placeholders?: Set<string>;
  kinds: Map<string, KindTally>;
}

/** Adds one shop's pages to its brand's tally (shops without a brand are not compared). */
export function tallyCopy(tallies: Map<string, BrandTally>, shop: { name: string; brand?: string; placeholders: string[] }, copy: PageCopy[]): void {
  if (!shop.brand) return;
  const tally = tallies.get(shop.brand) ?? tallies.set(shop.brand, { kinds: new Map() }).get(shop.brand)!;
  tally.placeholders = tally.placeholders ? new Set(shop.placeholders.filter((p) => tally.placeholders!.has(p))) : new Set(shop.placeholders);
  for (const page of copy) {
    const kind = tally.kinds.get(page.key);
    if (!kind) {
      tally.kinds.set(page.key, { common: page.runs, shops: [shop.name], runs: page.runs.length, entry: page.entry, uses: page.uses });
      continue;
    }
    kind.common = bothSorted(kind.common, page.runs);
    kind.shops.push(shop.name);
    kind.runs += page.runs.length;
  }
}

/** The numbers in both ascending arrays, ascending. */
export function bothSorted(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      both[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return both.slice(0, n);
}

/**
 * A warning for each kind of page of a brand whose text is mostly the same in all its shops
 * (two or more): the share is the runs they all have over the mean page's runs. `uncompared`:
 * the shops whose own check failed, which have no tally (of any brand: their brand is not known).
 */
export function sharedCopy(tallies: Map<string, BrandTally>, uncompared = 0): FleetFinding[] {
  const found: FleetFinding[] = [];
  for (const [brand, tally] of tallies) {
    for (const [key, kind] of tally.kinds) {
      const mean = kind.runs / kind.shops.length;
      if (kind.shops.length < 2 || mean < MIN_RUNS) continue;
      const share = kind.common.length / mean;
      if (share < SHARED_COPY_SHARE) continue;
      const unused = [...(tally.placeholders ?? [])].filter((p) => !kind.uses.includes(p));
      const args = { page: key, percent: Math.floor(share * 100), shops: kind.shops.length, brand, unused, uncompared };
      found.push({ shops: kind.shops, placeIn: kind.shops[0]!, brand: true, problem: problem('brand-copy-shared', args, { severity: 'warning', advice: true, source: kind.entry }) });
    }
  }
  return found;
}
