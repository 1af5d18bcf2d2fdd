// An entry the owner adds to a list merged by slug (a service, a coupon, a review) needs its slug
// or id, a name in a page's address or a reference that the owner never sees on the site. Left
// empty, the editor makes it from the entry's name ("Brake Inspection" as brake-inspection), as a
// maintainer would write it, different from every other entry's (the brand's too).
import { KEYED_LISTS } from '../load/merge.js';
import { slugify } from '../shared/text.js';
import type { DocKind } from '../shared/types.js';

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * `data` with a slug made for each entry of the kind's list that has none but has a name to make
 * it from; `taken`: slugs in use elsewhere (the brand's entries). The data itself is not changed.
 */
export function withMadeIds(kind: DocKind, data: unknown, taken: Iterable<string> = []): unknown {
  const spec = KEYED_LISTS.find((k) => k.kind === kind);
  const list = spec && isEntry(data) ? data[spec.list] : undefined;
  if (!spec?.from || !Array.isArray(list)) return data;
  const from = spec.from;
  const used = new Set([...taken, ...list.filter(isEntry).map((e) => e[spec.field]).filter(filled).map(String)]);
  let made = false;
  const entries = list.map((entry) => {
    if (!isEntry(entry) || filled(entry[spec.field])) return entry;
    const name = from.map((key) => entry[key]).find(filled);
    const base = typeof name === 'string' ? slugify(name) : '';
    if (!base) return entry;
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    made = true;
    return { ...entry, [spec.field]: slug };
  });
  return made ? { ...(data as Entry), [spec.list]: entries } : data;
}

/** The slugs of the kind's list in `data` (the brand's file), for withMadeIds's `taken`. */
export function slugsIn(kind: DocKind, data: unknown): string[] {
  const spec = KEYED_LISTS.find((k) => k.kind === kind);
  const list = spec && isEntry(data) ? data[spec.list] : undefined;
  return Array.isArray(list) ? list.filter(isEntry).map((e) => e[spec!.field]).filter(filled).map(String) : [];
}
