// Labels for the editors made from the schemas (shopsite edit, build --cms): fields, places in a
// file, and the entries a field may name. Its own module, importing nothing: the browser's loader
// imports text.ts, and this table would ride along into every page; the editor's page uses it.
/** Words written in capitals wherever they are part of a label. */
const ACRONYMS = new Set(['url', 'faq', 'zip', 'id', 'seo', 'css', 'html', 'cms', 'api', 'ac']);

/**
 * A data field's label when its schema gives no title, for the editors made from the schemas
 * (shopsite edit, build --cms): `stateName` as "State name", `siteUrl` as "Site URL".
 */
/**
 * A place in a file as the editors name it, "Hours 1: Shop hours › Closes", from its keys and
 * indexes (`hours`, 0, `closes`): an index counts from 1, after its list's label and before the
 * entry's name when `nameOf` gives one (`nameOf` is given the keys up to that entry).
 */
export function placeLabel(path: readonly (string | number)[], nameOf: (upTo: readonly (string | number)[]) => string | undefined = () => undefined): string {
  const words: string[] = [];
  path.forEach((key, i) => {
    if (typeof key === 'number') {
      const name = nameOf(path.slice(0, i + 1));
      words[words.length - 1] = `${words[words.length - 1] ?? 'Entry'} ${key + 1}${name ? `: ${name}` : ''}`;
    } else words.push(fieldLabel(key));
  });
  return words.join(' › ');
}

/**
 * Names spelled their own way, whatever the key's case says, and keys of the data's own words said
 * as an owner would (a page's `meta` is what search results show of it; a `cta`, the words of its
 * booking button).
 */
const PROPER: Record<string, string> = {
  'github-pages': 'GitHub Pages',
  github: 'GitHub',
  gitlab: 'GitLab',
  meta: 'Search result',
  hero: 'Top of the page',
  cta: 'Booking button words',
  slug: 'Short name',
  href: 'Link to',
  lang: 'Language',
};

export function fieldLabel(key: string): string {
  if (PROPER[key]) return PROPER[key];
  const words = key.replace(/([a-z0-9])(?=[A-Z])/g, (letter: string) => `${letter} `).replace(/[-_]+/g, ' ').trim().toLowerCase().split(' ');
  const text = words.map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A choice of an entry of a list, by its slug or id, labelled by its name. */
export type Choice = { value: string; label: string };

type ListSpec = { list: string; field: string; from: readonly string[] };

/** The entries of `data`'s list by slug: each one's name, when it has one, and whether it leaves a brand's entry out (omit: true). */
function entriesIn(data: unknown, spec: ListSpec): { value: string; name?: string; omit: boolean }[] {
  const list = data && typeof data === 'object' ? (data as Record<string, unknown>)[spec.list] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as Record<string, unknown>;
    const value = e[spec.field];
    if (typeof value !== 'string' || !value) return [];
    const name = spec.from.map((key) => e[key]).find((t): t is string => typeof t === 'string' && t.trim() !== '');
    return [{ value, ...(name !== undefined ? { name } : {}), omit: e.omit === true }];
  });
}

/** Choices labelled by name, or by slug where there is none; the slug added where two labels are alike. */
function labelled(entries: { value: string; name?: string }[]): Choice[] {
  const found = entries.map((e) => ({ value: e.value, label: e.name ?? e.value }));
  const alike = (c: Choice) => found.filter((o) => o.label === c.label).length > 1;
  return found.map((c) => (alike(c) ? { ...c, label: `${c.label} (${c.value})` } : c));
}

/**
 * The entries of `data`'s list that a field may name (x-entries-of: the testimonials' reviews),
 * each labelled by its name ("Pat Q."), the slug added where two names are alike.
 */
export function choicesIn(data: unknown, spec: ListSpec): Choice[] {
  return labelled(entriesIn(data, spec).filter((e) => !e.omit));
}

/**
 * What a field naming an entry offers when the list is in the form's own file (`own`, the form's
 * data): its entries as the form holds them, an entry without a name labelled by the brand's entry
 * it changes, then the brand's (`brand`) it neither changes nor leaves out (omit: true).
 */
export function choicesWithBrand(own: unknown, spec: ListSpec, brand: Choice[]): Choice[] {
  const mine = entriesIn(own, spec);
  const theirs = new Map(brand.map((c) => [c.value, c.label]));
  const named = mine.filter((e) => !e.omit).map((e) => (e.name === undefined && theirs.has(e.value) ? { ...e, name: theirs.get(e.value)! } : e));
  const held = new Set(mine.map((e) => e.value));
  return labelled([...named, ...brand.filter((c) => !held.has(c.value)).map((c) => ({ value: c.value, name: c.label }))]);
}

/** The names of `data`'s entries that have no slug yet (a review just added): offered once saved, when the editor has made one. */
export function unsavedIn(data: unknown, spec: ListSpec): string[] {
  const list = data && typeof data === 'object' ? (data as Record<string, unknown>)[spec.list] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as Record<string, unknown>;
    if (typeof e[spec.field] === 'string' && e[spec.field] !== '') return [];
    const name = spec.from.map((key) => e[key]).find((t): t is string => typeof t === 'string' && t.trim() !== '');
    return name === undefined ? [] : [name];
  });
}
