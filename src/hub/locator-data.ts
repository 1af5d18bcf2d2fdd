// The locator's data, reduced at build time into small static files under the hub's output, so
// the browser asks only for the pieces a search needs and never for a whole table, and no third
// party is asked anything (CSP connect-src 'self'):
// - locator/index.json: the states with shops by code and name, each with its shops' places
//   (degrees x100, about a kilometre): enough to rank shops by distance and to answer a state; and
//   which ZIP code pieces there are (a bitmap of the 1,000 three-digit prefixes, base64), so a ZIP
//   code with none is answered without asking for a file that is not there;
// - locator/names.json: every state by code and name at the mean of its ZIP codes' places (a
//   state with no shop is a place to find the nearest from; a state's name may follow a town), in
//   a hub with a shop in Canada every province and territory too, by each name it goes by, at the
//   mean of its postal areas'; and which town pieces there are; asked only by a search that is no
//   ZIP code;
// - locator/shops/<st>.json: one state's shops, all the locator shows of each (the phone as the
//   pages show it, unbroken);
// - locator/zip/<3 digits>.json: the ZIP codes starting with those digits, each with its place;
// - locator/towns/<3 letters>.json: the towns whose names start with those letters, by
//   "town, st", each at the mean of its ZIP codes' places, with how many ZIP codes it has (the
//   bigger of two towns of one name far from every shop is the one meant); and the town of each
//   shop in Canada, "ottawa, on", at the mean of the brand's shops there, with how many they are
//   (the package names Canada's postal areas, not its towns: "Ottawa (centre Town)", "Downtown
//   Toronto", Quebec's with their accents lost);
// - locator/postal/<letter>.json, for a hub with a shop in Canada only: Canada's postal areas
//   starting with that letter (K1A of K1A 0B1), each with its place, and in the index which
//   letters there are. A hub of US shops has none, and its files stay as they were.
// The ZIP codes and postal areas are the `zipcodes` package's (scaffold/states.ts).
// Takes the shops; returns files. Same input, same bytes: every key sorted.
import { byCodeUnits } from '../shared/order.js';
import type { HubState } from '../shared/hub.js';
import type { OutputFile } from '../shared/types.js';
import { townKey, townPiece } from '../shared/locator.js';
import { unbreakable } from '../shared/text.js';
import { isCanadianPlace, isUsPlace, postalAreaPlaces, provinceCode, provinceNames, stateName, zipPlaces, type ZipPlace } from '../scaffold/states.js';

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

let areas: ZipPlace[] | undefined;

/** The package's Canadian postal areas with a sane place, read once per process. */
export function postalAreaTable(): ZipPlace[] {
  areas ??= Object.values(postalAreaPlaces())
    .filter(isCanadianPlace)
    .sort((a, b) => byCodeUnits(a.zip, b.zip));
  return areas;
}

/**
 * Whether the hub has a shop in Canada: only then are Canada's postal areas written, so a hub of
 * US shops has the files it had (a postal code is no place it knows: said at once, as a town's).
 */
export const hasCanadianShop = (states: HubState[]) => states.some((state) => state.shops.some((shop) => shop.country === 'CA'));

const json = (value: unknown) => JSON.stringify(value);
const at100 = (degrees: number) => Math.round(degrees * 100);
const rounded = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

/** Sorted keys, so the same input gives the same bytes. */
const sortedObject = <T>(entries: [string, T][]) => Object.fromEntries(entries.sort((a, b) => byCodeUnits(a[0], b[0])));

export function locatorFiles(states: HubState[], zips: ZipPlace[] = zipTable(), postal: ZipPlace[] = hasCanadianShop(states) ? postalAreaTable() : []): OutputFile[] {
  const files: OutputFile[] = [];
  const byPrefix = new Map<string, [string, [number, number]][]>();
  const towns = new Map<string, Mean>();
  const regions = new Map<string, Mean>();
  for (const z of zips) {
    const prefix = z.zip.slice(0, 3);
    if (!byPrefix.has(prefix)) byPrefix.set(prefix, []);
    byPrefix.get(prefix)!.push([z.zip, [rounded(z.latitude), rounded(z.longitude)]]);
    addTo(towns, `${townKey(z.city)}, ${z.state.toLowerCase()}`, z);
    addTo(regions, z.state, z);
  }
  // A bit for each three-digit prefix that has a piece, the lowest first.
  const bits = new Uint8Array(125);
  for (const prefix of byPrefix.keys()) bits[Number(prefix) >> 3]! |= 1 << (Number(prefix) & 7);
  // The postal areas by their first letter, in lower case as their file's name, and by province.
  const byLetter = new Map<string, [string, [number, number]][]>();
  const provinces = new Map<string, Mean>();
  for (const a of postal) {
    const letter = a.zip[0]!.toLowerCase();
    if (!byLetter.has(letter)) byLetter.set(letter, []);
    byLetter.get(letter)!.push([a.zip, [rounded(a.latitude), rounded(a.longitude)]]);
    const code = provinceCode(a.state);
    if (code) addTo(provinces, code, a);
  }
  // A town in Canada is known by the brand's shops there, filed as a US town is, under its province's code.
  for (const state of states) for (const shop of state.shops) if (shop.country === 'CA') addTo(towns, `${townKey(shop.city)}, ${shop.state.toLowerCase()}`, shop);
  const letters = [...byLetter.keys()].sort(byCodeUnits).join('');
  // Each state with its shops' places in the order of its shops file: [slug, code, name, [lat, lon, lat, lon, …]];
  // with postal areas, the letters of their pieces ("abce…"), under a key sorted before the others.
  const index = { ...(letters ? { postal: letters } : {}), states: states.map((s) => [s.slug, s.code, s.name, s.shops.flatMap((shop) => [at100(shop.latitude), at100(shop.longitude)])]), zip: Buffer.from(bits).toString('base64') };
  files.push({ file: `${LOCATOR_DIR}/index.json`, contents: json(index) });
  for (const [letter, entries] of byLetter) files.push({ file: `${LOCATOR_DIR}/postal/${letter}.json`, contents: json(sortedObject(entries)) });
  for (const state of states) {
    const shops = state.shops.map((s) => [s.name, s.url, unbreakable(s.phone), s.tel, s.street, s.city, s.state, s.zip, s.latitude, s.longitude, s.hours]);
    files.push({ file: `${LOCATOR_DIR}/shops/${state.slug}.json`, contents: json(shops) });
  }
  for (const [prefix, entries] of byPrefix) files.push({ file: `${LOCATOR_DIR}/zip/${prefix}.json`, contents: json(sortedObject(entries)) });
  const byLetters = new Map<string, [string, [number, number, number]][]>();
  for (const [key, t] of towns) {
    // The town's piece by its name alone, as the browser finds it ("ai", not "ai," of "ai, ms").
    const piece = townPiece(key.slice(0, key.lastIndexOf(', ')));
    if (!byLetters.has(piece)) byLetters.set(piece, []);
    byLetters.get(piece)!.push([key, [...meanOf(t), t.n]]);
  }
  for (const [piece, entries] of byLetters) files.push({ file: `${LOCATOR_DIR}/towns/${piece}.json`, contents: json(sortedObject(entries)) });
  // [code, name, lat, lon] of each state the table has a ZIP code of and the list names; then of
  // each province by each of its names, its own first ("Prince Edward Island", "PEI"): the first
  // row a search matches is the name it shows. No province's code is a US state's or territory's.
  const named = [
    ...[...regions].flatMap(([code, t]) => {
      const name = stateName(code);
      return name ? [[code, name, ...meanOf(t)] as const] : [];
    }),
    ...provinceNames().flatMap(([name, code]) => {
      const t = provinces.get(code);
      return t ? [[code, name, ...meanOf(t)] as const] : [];
    }),
  ].sort((a, b) => byCodeUnits(a[0], b[0]));
  // The town pieces by their first two letters, each with the third letters after them ("sab_ ra…"; "." for none): 1.4 KB gzip, a third of a list.
  const pairs = new Map<string, string>();
  for (const piece of [...byLetters.keys()].sort(byCodeUnits)) pairs.set(piece.slice(0, 2), (pairs.get(piece.slice(0, 2)) ?? '') + (piece[2] ?? '.'));
  files.push({ file: `${LOCATOR_DIR}/names.json`, contents: json({ states: named, towns: [...pairs].map(([two, third]) => two + third).join(' ') }) });
  return files.sort((a, b) => byCodeUnits(a.file, b.file));
}

/** A running sum of places, for their mean. */
interface Mean {
  lat: number;
  lon: number;
  n: number;
}

const meanOf = (t: Mean): [number, number] => [rounded(t.lat / t.n), rounded(t.lon / t.n)];

function addTo(means: Map<string, Mean>, key: string, z: { latitude: number; longitude: number }): void {
  const was = means.get(key) ?? { lat: 0, lon: 0, n: 0 };
  means.set(key, { lat: was.lat + z.latitude, lon: was.lon + z.longitude, n: was.n + 1 });
}
