// The merge of a brand's document with a shop's, and where every merged value came from. Takes
// two plain values of one kind of document; returns the merged value (new objects throughout, so
// validation's defaults never reach the brand's data that other shops share), its origins, and
// the problems of the shop's merge instructions. Never reads files, never validates shape.
//
// The rules (docs/brand.md): mappings merge key by key, the shop's value over
// the brand's; the lists of things with a slug (services, makes, FAQ entries, coupons, reviews)
// merge entry by entry, by that slug: a shop's entry changes the brand's of the same slug field by
// field, a new slug is added at the end, and `omit: true` leaves the brand's out; every other
// value (a text, a number, any other list) is the shop's when the shop writes it. A shop document
// that starts with `merge: replace` replaces the brand's whole.
import { mergeKeyOf } from '../shared/slug.js';
import type { DocKind } from '../shared/types.js';
import { toPointer } from '../shared/json-pointer.js';

export type Layer = 'brand' | 'shop';

/** Where a node of the merged data is written: a JSON Pointer into each layer's document that has it. */
export type Origin = Partial<Record<Layer, string>>;

/**
 * Merged pointer to origin, for every node where the layers meet and for the root of each subtree
 * taken whole from one layer (whose descendants keep their relative pointers): a few entries per
 * merged entry, never one per value.
 */
export type Origins = Map<string, Origin>;

/** A shop's merge instruction that cannot be followed, at its pointer in the shop's document. */
export interface MergeIssue {
  path: string;
  issue: { what: 'omit-unknown'; entry: string; field: string; value: string; known: string[] } | { what: 'merge-value'; value: string } | { what: 'omit-value' };
}

export interface Merged {
  data: unknown;
  origins: Origins;
  issues: MergeIssue[];
}

/**
 * The lists merged by slug: the document, the list's key in it, the field naming each entry, what
 * an entry is called, and the texts of an entry its slug is made from when the owner's editor
 * makes one (`from`, the first written: a coupon's id from what the offer is for; none for a
 * question, which is named by its words without one: entryKey).
 */
export const KEYED_LISTS: { kind: DocKind; list: string; field: string; entry: string; from?: string[] }[] = [
  { kind: 'services', list: 'services', field: 'slug', entry: 'service', from: ['title'] },
  { kind: 'makes', list: 'makes', field: 'slug', entry: 'make', from: ['name'] },
  { kind: 'faq', list: 'faq', field: 'slug', entry: 'question' },
  { kind: 'coupons', list: 'coupons', field: 'id', entry: 'coupon', from: ['subtitle', 'title'] },
  { kind: 'reviews', list: 'reviews', field: 'id', entry: 'review', from: ['name'] },
];

/** The kind's list merged by slug (KEYED_LISTS), if it has one. */
export const keyedList = (kind: unknown) => KEYED_LISTS.find((k) => k.kind === kind);

type Segments = (string | number)[];
type Plain = Record<string, unknown>;
const isMapping = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The key an entry merges by: its slug (or id). A FAQ entry without a slug merges by its question's
 * words (slugify), so a shop can replace an answer by repeating the question.
 */
export function entryKey(kind: DocKind, entry: unknown): string | undefined {
  return isMapping(entry) ? mergeKeyOf(entry, keyedList(kind)?.field, kind === 'faq') : undefined;
}

/** One layer's document alone: taken whole, every pointer its own. */
export function single(layer: Layer, data: unknown): Merged {
  return { data, origins: new Map([['', { [layer]: '' }]]), issues: [] };
}

export function mergeDocs(kind: DocKind, brand: unknown, shop: unknown): Merged {
  const origins: Origins = new Map();
  const issues: MergeIssue[] = [];
  if (!isMapping(shop) || !isMapping(brand)) return single('shop', shop);
  const { merge: how, ...own } = shop;
  if (how !== undefined && how !== 'replace' && how !== 'extend') issues.push({ path: '/merge', issue: { what: 'merge-value', value: String(how) } });
  if (how === 'replace') return { ...single('shop', own), issues };

  const node = (b: unknown, s: unknown, at: Segments, bAt: Segments, sAt: Segments): unknown => {
    const list = KEYED_LISTS.find((k) => k.kind === kind && at.length === 1 && at[0] === k.list);
    if (list && Array.isArray(b) && Array.isArray(s)) return entries(b, s, at, bAt, sAt, list);
    if (!isMapping(b) || !isMapping(s)) {
      origins.set(toPointer(at), { shop: toPointer(sAt) });
      return s;
    }
    origins.set(toPointer(at), { brand: toPointer(bAt), shop: toPointer(sAt) });
    const out: Plain = {};
    for (const key of new Set([...Object.keys(b), ...Object.keys(s)])) {
      if (key in s && key in b) out[key] = node(b[key], s[key], [...at, key], [...bAt, key], [...sAt, key]);
      else if (key in s) out[key] = whole('shop', s[key], [...at, key], [...sAt, key]);
      else out[key] = whole('brand', b[key], [...at, key], [...bAt, key]);
    }
    return out;
  };

  const whole = (layer: Layer, value: unknown, at: Segments, layerAt: Segments) => {
    origins.set(toPointer(at), { [layer]: toPointer(layerAt) });
    // The brand's data is shared by every shop of the brand (and validation fills defaults in).
    return layer === 'brand' ? structuredClone(value) : value;
  };

  const entries = (b: unknown[], s: unknown[], at: Segments, bAt: Segments, sAt: Segments, list: (typeof KEYED_LISTS)[number]) => {
    origins.set(toPointer(at), { brand: toPointer(bAt), shop: toPointer(sAt) });
    /** The shop's first entry of each key; later ones of a key are added, for uniqueSlugs to report. */
    const byKey = new Map<string, number>();
    s.forEach((entry, j) => {
      const key = entryKey(kind, entry);
      if (key !== undefined && !byKey.has(key)) byKey.set(key, j);
    });
    const used = new Set<number>();
    const out: unknown[] = [];
    b.forEach((entry, i) => {
      const key = entryKey(kind, entry);
      const j = key === undefined ? undefined : byKey.get(key);
      if (j === undefined) return out.push(whole('brand', entry, [...at, out.length], [...bAt, i]));
      used.add(j);
      const { omit, ...change } = s[j] as Plain;
      if (omit !== undefined && omit !== true && omit !== false) issues.push({ path: toPointer([...sAt, j, 'omit']), issue: { what: 'omit-value' } });
      if (omit === true) return undefined;
      return out.push(node(entry, change, [...at, out.length], [...bAt, i], [...sAt, j]));
    });
    const known = b.map((entry) => entryKey(kind, entry)).filter((k): k is string => k !== undefined);
    s.forEach((entry, j) => {
      if (used.has(j)) return;
      const { omit, ...added } = isMapping(entry) ? entry : { omit: undefined };
      if (omit === true) {
        const value = entryKey(kind, entry) ?? '';
        issues.push({ path: toPointer([...sAt, j, list.field]), issue: { what: 'omit-unknown', entry: list.entry, field: list.field, value, known } });
        return;
      }
      out.push(whole('shop', isMapping(entry) ? added : entry, [...at, out.length], [...sAt, j]));
    });
    return out;
  };

  return { data: node(brand, own, [], [], []), origins, issues };
}
