// An entry the owner adds to a list merged by slug (a service, a coupon, a review) needs its slug
// or id, a name in a page's address or a reference that the owner never sees on the site. Left
// empty, the editor makes it from the entry's name ("Winter Tire Swap" as winter-tire-swap), as
// a maintainer would write it, different from every other entry's. Only an entry the file does not
// have is given one: an entry on disk is the maintainer's, id or not.
import { isDeepStrictEqual } from 'node:util';
import { keyedList } from '../load/merge.js';
import { slugify } from '../shared/slug.js';
import type { DocKind } from '../shared/types.js';
import { entriesOf, nameOf, slugless, type MadeId } from './app/paths.js';

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9]*\}/g;
/** Letters joined by an apostrophe or a slash are one word in a slug: A/C as ac, Joe's as joes. */
const JOINED = /(?<=\p{L})['’/](?=\p{L})/gu;

/** What the editor makes of a new entry's name, and what it leaves to the owner. */
export interface MadeIds {
  made: MadeId[];
  /** Entries whose name makes the slug of a brand's entry the shop does not change: changing the brand's or adding one is the owner's choice. */
  brands: { at: number; value: string }[];
}

/**
 * The slugs to make for the entries of the kind's list in `data` that the file (`disk`, its data)
 * does not have and that have none: from the first name the list reads (`from` in KEYED_LISTS),
 * its {placeholders} left out and letters joined by ' or / kept together, cut at a hyphen to fit
 * `maxLength` (the schema's) with room for a number, made different from every slug of the list
 * and of the brand's (`brand`, its data; none under `merge: replace`). A name without a letter or
 * digit to make one from (all in another script) gives the entry's kind and its number (coupon-4).
 */
export function madeIds(kind: DocKind, data: unknown, disk: unknown, brand: unknown, maxLength = Infinity): MadeIds {
  const spec = keyedList(kind);
  const list = spec && isEntry(data) ? data[spec.list] : undefined;
  if (!spec?.from || !Array.isArray(list)) return { made: [], brands: [] };
  const from = spec.from;
  const onDisk = isEntry(disk) && Array.isArray(disk[spec.list]) ? (disk[spec.list] as unknown[]) : [];
  const theirs = isEntry(data) && data.merge === 'replace' ? [] : entriesOf(brand, { ...spec, from }).flatMap((e) => e.value ?? []);
  const used = new Set([...theirs, ...list.filter(isEntry).map((e) => e[spec.field]).filter((v) => !slugless(v)).map(String)]);
  const result: MadeIds = { made: [], brands: [] };
  list.forEach((entry, at) => {
    if (!isEntry(entry) || !slugless(entry[spec.field]) || onDisk.some((e) => isDeepStrictEqual(e, entry))) return;
    const name = nameOf(entry, from);
    if (name === undefined) return;
    const base = fitted(slugify(name.replace(PLACEHOLDER, ' ').replace(JOINED, '')), maxLength - 4) || `${spec.entry}-${at + 1}`;
    if (theirs.includes(base) && !list.some((e) => isEntry(e) && e[spec.field] === base)) {
      result.brands.push({ at, value: base });
      return;
    }
    let value = base;
    for (let n = 2; used.has(value); n++) value = `${base}-${n}`;
    used.add(value);
    result.made.push({ list: spec.list, field: spec.field, at, value, name });
  });
  return result;
}

/** A slug cut to at most `most` characters, at a hyphen where it has one. */
function fitted(slug: string, most: number): string {
  if (slug.length <= most) return slug;
  const cut = slug.slice(0, most + 1);
  const hyphen = cut.lastIndexOf('-');
  return hyphen > 0 ? cut.slice(0, hyphen) : slug.slice(0, most);
}
