// What the hub's locator computes the same way at build time (src/hub/locator-data.ts) and in
// the browser (src/client/locator.ts): the key a town is filed under, the piece that holds it,
// the postal area a Canadian postal code is filed under, and the great-circle distance between
// two places, and how the browser writes it.

/** The words a town's name is written short with, by the word the ZIP code table mostly writes. */
const SHORT: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount' };

/**
 * A town's key: lower case, accents and punctuation dropped, single spaces, a short word before
 * another written out ("St. Louis" and "Saint Louis" → "saint louis"; "Billings MT" keeps its state).
 */
export const townKey = (town: string) =>
  town
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/(^| )(st|ste|ft|mt)(?= \S)/g, (_, space: string, word: string) => space + SHORT[word]!);

/**
 * The piece a town's key is in: its first three characters ("san" for "san antonio", "o_f" for
 * "o fallon"). Two were too few: the towns under "sa" are 10 KB gzip; under three, at most 3 KB.
 */
export const townPiece = (key: string) => key.slice(0, 3).replace(/ /g, '_');

/**
 * The postal area of a Canadian postal code a query ends with, alone or after its town ("K1A 0B1",
 * "k1a0b1", "K1A", "Ottawa, ON K1A 0B1" → "K1A"): its first three characters (the forward
 * sortation area), which is as near as the locator places a postal code. The whole code names a
 * block or a building; the area, a part of a town, as a ZIP code does.
 */
export const postalArea = (query: string) => /(?:^|[^a-z\d])([a-z]\d[a-z])(?:[ -]?\d[a-z]\d)?$/i.exec(query.trim())?.[1]!.toUpperCase();

/** The mean radius of the Earth in statute miles (IUGG). */
const EARTH_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles between two places in degrees (haversine formula). */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A distance as the locator writes it, in `lang` (the page's <html lang>, hub.yaml's): tenths of a
 * mile only where they matter (2.4, 11, 1,049; 9.96 is 10); in de 2,4 and 1.049.
 */
export function distanceWords(miles: number, lang: string | undefined): string {
  const tenths = Math.round(miles * 10) / 10;
  return tenths < 10 ? tenths.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : Math.round(miles).toLocaleString(lang);
}
