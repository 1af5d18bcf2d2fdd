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

/** Names spelled their own way, whatever the key's case says. */
const PROPER: Record<string, string> = { 'github-pages': 'GitHub Pages', github: 'GitHub' };

export function fieldLabel(key: string): string {
  if (PROPER[key]) return PROPER[key];
  const words = key.replace(/([a-z0-9])(?=[A-Z])/g, (letter: string) => `${letter} `).replace(/[-_]+/g, ' ').trim().toLowerCase().split(' ');
  const text = words.map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A choice of an entry of a list, by its slug or id, labelled by its name. */
export type Choice = { value: string; label: string };

/**
 * The entries of `data`'s list that a field may name (x-entries-of: the testimonials' reviews),
 * each labelled by its name ("Maria G."), the slug added where two names are alike.
 */
export function choicesIn(data: unknown, spec: { list: string; field: string; from: readonly string[] }): Choice[] {
  const list = data && typeof data === 'object' ? (data as Record<string, unknown>)[spec.list] : undefined;
  if (!Array.isArray(list)) return [];
  const found: Choice[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const value = e[spec.field];
    if (typeof value !== 'string' || !value) continue;
    const name = spec.from.map((key) => e[key]).find((t) => typeof t === 'string' && t.trim());
    found.push({ value, label: typeof name === 'string' ? name : value });
  }
  const alike = (c: Choice) => found.filter((o) => o.label === c.label).length > 1;
  return found.map((c) => (alike(c) ? { ...c, label: `${c.label} (${c.value})` } : c));
}

/** `first`'s choices, then `more`'s not among them: the entries as the form holds them, then the others the site has. */
export function joinChoices(first: Choice[], more: Choice[]): Choice[] {
  const values = new Set(first.map((c) => c.value));
  return [...first, ...more.filter((c) => !values.has(c.value))];
}
