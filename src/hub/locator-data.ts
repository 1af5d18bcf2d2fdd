// The locator's data, reduced at build time into small static files under the hub's output, so
// the browser asks only for the pieces a search needs and never for a whole table, and no third
// party is asked anything (CSP connect-src 'self'):
// - locator/index.json: the states by code and name, each with its shops' places (degrees x100,
//   about a kilometre): enough to rank shops by distance and to answer a state;
// - locator/shops/<st>.json: one state's shops, all the locator shows of each;
// - locator/zip/<3 digits>.json: the ZIP codes starting with those digits, each with its place;
// - locator/towns/<3 letters>.json: the towns whose names start with those letters, by
//   "town, ST", each at the mean of its ZIP codes' places.
// The ZIP codes are the `zipcodes` package's (scaffold/states.ts).
// Takes the shops; returns files. Same input, same bytes: every key sorted.
import { byCodeUnits } from '../shared/order.js';
import type { HubState } from '../shared/hub.js';
import type { OutputFile } from '../shared/types.js';
import { townKey, townPiece } from '../shared/locator.js';
import { isUsPlace, zipPlaces, type ZipPlace } from '../scaffold/states.js';

export const LOCATOR_DIR = 'locator';

let table: ZipPlace[] | undefined;

/** The package's US ZIP codes, read once per process (about 5 MB of JavaScript). */
export function zipTable(): ZipPlace[] {
  if (!table) {
    table = Object.values(zipPlaces())
      .filter(isUsPlace)
      .sort((a, b) => byCodeUnits(a.zip, b.zip));
  }
  return table;
}

const json = (value: unknown) => JSON.stringify(value);
const at100 = (degrees: number) => Math.round(degrees * 100);
const rounded = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

/** Sorted keys, so the same input gives the same bytes. */
const sortedObject = <T>(entries: [string, T][]) => Object.fromEntries(entries.sort((a, b) => byCodeUnits(a[0], b[0])));

export function locatorFiles(states: HubState[], zips: ZipPlace[] = zipTable()): OutputFile[] {
  const files: OutputFile[] = [];
  // Each state with its shops' places in the order of its shops file: [slug, code, name, [lat, lon, lat, lon, …]].
  const index = states.map((s) => [s.slug, s.code, s.name, s.shops.flatMap((shop) => [at100(shop.latitude), at100(shop.longitude)])]);
  files.push({ file: `${LOCATOR_DIR}/index.json`, contents: json(index) });
  for (const state of states) {
    const shops = state.shops.map((s) => [s.name, s.url, s.phone, s.tel, s.street, s.city, s.state, s.zip, s.latitude, s.longitude, s.hours]);
    files.push({ file: `${LOCATOR_DIR}/shops/${state.slug}.json`, contents: json(shops) });
  }
  const byPrefix = new Map<string, [string, [number, number]][]>();
  const towns = new Map<string, { lat: number; lon: number; n: number }>();
  for (const z of zips) {
    const prefix = z.zip.slice(0, 3);
    if (!byPrefix.has(prefix)) byPrefix.set(prefix, []);
    byPrefix.get(prefix)!.push([z.zip, [rounded(z.latitude), rounded(z.longitude)]]);
    const key = `${townKey(z.city)}, ${z.state.toLowerCase()}`;
    const town = towns.get(key) ?? { lat: 0, lon: 0, n: 0 };
    towns.set(key, { lat: town.lat + z.latitude, lon: town.lon + z.longitude, n: town.n + 1 });
  }
  for (const [prefix, entries] of byPrefix) files.push({ file: `${LOCATOR_DIR}/zip/${prefix}.json`, contents: json(sortedObject(entries)) });
  const byLetters = new Map<string, [string, [number, number]][]>();
  for (const [key, t] of towns) {
    const piece = townPiece(key);
    if (!byLetters.has(piece)) byLetters.set(piece, []);
    byLetters.get(piece)!.push([key, [rounded(t.lat / t.n), rounded(t.lon / t.n)]]);
  }
  for (const [piece, entries] of byLetters) files.push({ file: `${LOCATOR_DIR}/towns/${piece}.json`, contents: json(sortedObject(entries)) });
  return files.sort((a, b) => byCodeUnits(a.file, b.file));
}
