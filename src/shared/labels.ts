// Labels for the editors made from the schemas (shopsite edit, build --cms): fields and places in
// a file. Its own module, importing nothing: the browser's loader imports text.ts, and this table
// would ride along into every page; the editor's page uses it.
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
      const list = path[i - 1];
      words[words.length - 1] = `${typeof list === 'string' ? entryLabel(list) : 'Entry'} ${key + 1}${name ? `: ${name}` : ''}`;
    } else words.push(fieldLabel(key));
  });
  return words.join(' › ');
}

/** One entry of a list whose label is a plural, as the editors number it ("Coupon 4", "Special day 2"). */
const ENTRY: Record<string, string> = {
  coupons: 'Coupon',
  faq: 'Question',
  reviews: 'Review',
  testimonials: 'Testimonial',
  specialHours: 'Special day',
  cards: 'Card',
  rows: 'Row',
  redirects: 'Redirect',
  services: 'Service',
  makes: 'Make',
  sections: 'Section',
  items: 'Item',
};

/** The word an entry of the list `key` is numbered by: its kind, where the list's label is a plural. */
export const entryLabel = (key: string): string => ENTRY[key] ?? fieldLabel(key);

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
