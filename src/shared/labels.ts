// Labels for the editors made from the schemas (shopsite edit, build --cms). Its own module: the
// browser's loader imports text.ts, and this table would ride along into every page.
/** Words written in capitals wherever they are part of a label. */
const ACRONYMS = new Set(['url', 'faq', 'zip', 'id', 'seo', 'css', 'html', 'cms', 'api', 'ac']);

/**
 * A data field's label when its schema gives no title, for the editors made from the schemas
 * (shopsite edit, build --cms): `stateName` as "State name", `siteUrl` as "Site URL".
 */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])(?=[A-Z])/g, (letter: string) => `${letter} `).replace(/[-_]+/g, ' ').trim().toLowerCase().split(' ');
  const text = words.map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
