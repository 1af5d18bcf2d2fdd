// US states, DC and territories by name and code, from starter/us-states.json, and Canada's
// provinces and territories by the names they go by, from starter/ca-provinces.json (each read by
// the address's country); the time zone most of each US state keeps, from
// starter/us-state-zones.json, the other zones of a state across several, from
// starter/us-state-other-zones.json, and the parts of a state whose zone a lookup by coordinates
// misses, from starter/us-state-zone-areas.json: lists, not code, since src/ names no state
// (tests/unit/data-rules). ZIP codes' places are the `zipcodes` package's (8.0.0, BSD; 42,000 US
// codes with coordinates), and so are Canada's postal areas' (1,620). Read once per process.
import tzlookup from '@photostructure/tz-lookup';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { townKey } from '../shared/locator.js';
import { STARTER_DIR } from '../shared/paths.js';
import { CA_POSTAL_AREA } from '../shared/postal.js';

/**
 * The countries whose states (provinces, territories) shopsite knows by name: each list's file,
 * full name to two-letter code, what a hint calls one, and the code a hint gives as an example.
 */
const REGIONS: Record<string, { file: string; what: string; example: string }> = {
  US: { file: 'us-states.json', what: 'state', example: 'NC' },
  CA: { file: 'ca-provinces.json', what: 'province or territory', example: 'ON' },
};
const lists = new Map<string, Record<string, string>>();
/** A name as the hub's locator reads it (townKey): with or without its accents ("Québec"), capitals or punctuation. */
const key = townKey;

/** A country's list, full name to code, or undefined for a country shopsite has none of. */
function list(country: string): Record<string, string> | undefined {
  const code = country.trim().toUpperCase();
  const regions = REGIONS[code];
  if (!regions) return undefined;
  if (!lists.has(code)) lists.set(code, JSON.parse(readFileSync(path.join(STARTER_DIR, regions.file), 'utf8')) as Record<string, string>);
  return lists.get(code);
}

/** What a country calls its regions ("state", "province or territory") and one as an example, when shopsite has its list. */
export function regionsOf(country: string): { what: string; example: { code: string; name: string } } | undefined {
  const regions = REGIONS[country.trim().toUpperCase()];
  return regions && { what: regions.what, example: { code: regions.example, name: stateName(regions.example, country)! } };
}

/** The other countries whose list has a state (province) of this code or full name: a row whose country is left out. */
export function countriesOf(state: string, country: string): string[] {
  const typed = state.trim().toUpperCase();
  return Object.keys(REGIONS).filter((other) => other !== country.trim().toUpperCase() && (stateName(typed, other) ?? stateCode(state, other)) !== undefined);
}

/** The two-letter code of a state (a province, in Canada) named in full ("oregon", "New  York"). */
export function stateCode(name: string, country = 'US'): string | undefined {
  return Object.entries(list(country) ?? {}).find(([full]) => key(full) === key(name))?.[1];
}

/**
 * Every state's, DC's and territory's full name (a country's provinces' and territories'), as the
 * list writes them: each code's first, not the other names it goes by ("PEI").
 */
export const stateNames = (country = 'US'): string[] => {
  const names = new Map<string, string>();
  for (const [name, code] of Object.entries(list(country) ?? {})) if (!names.has(code)) names.set(code, name);
  return [...names.values()];
};

/** The full name of a state (a province) by its two-letter code, as the list writes it. */
export function stateName(code: string, country = 'US'): string | undefined {
  return Object.entries(list(country) ?? {}).find(([, c]) => c === code)?.[0];
}

/**
 * Canada's provinces and territories, [name, code], each by its English name first and then the
 * other names it goes by (a visitor's "PEI", the zipcodes package's "Nunavut Territory").
 */
export const provinceNames = (): [string, string][] => Object.entries(list('CA')!);

/** The code of a province or territory by any name it goes by ("nunavut territory"). */
export const provinceCode = (name: string): string | undefined => stateCode(name, 'CA');

let zones: Record<string, string> | undefined;
let others: Record<string, string[]> | undefined;

/** The time zone most of a state keeps (a state across two zones keeps one for most of its people). */
export function stateZone(code: string): string | undefined {
  zones ??= JSON.parse(readFileSync(path.join(STARTER_DIR, 'us-state-zones.json'), 'utf8')) as Record<string, string>;
  return zones[code];
}

/** The time zones of a state that keeps more than its main one (starter/us-state-other-zones.json). */
function otherZones(code: string): string[] {
  others ??= JSON.parse(readFileSync(path.join(STARTER_DIR, 'us-state-other-zones.json'), 'utf8')) as Record<string, string[]>;
  return others[code] ?? [];
}

/** The one time zone of a state all of which keeps it; undefined for a state across several. */
export function onlyZoneOf(code: string): string | undefined {
  return otherZones(code).length ? undefined : stateZone(code);
}

export interface ZipPlace {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

let zipCodes: Record<string, ZipPlace> | undefined;
/** Every ZIP code the package knows, by code (about 5 MB of JavaScript, read when first asked). */
export function zipPlaces(): Record<string, ZipPlace> {
  return (zipCodes ??= (createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, ZipPlace> }).codes);
}

/** A US ZIP code's place, at the centre of the area it serves, when the package knows it. */
export function zipPlace(zip: string): ZipPlace | undefined {
  const place = zipPlaces()[zip];
  return place && isUsPlace(place) ? place : undefined;
}

/**
 * A place of the table that is a US ZIP code of five digits with its coordinates, on the side of
 * Greenwich most of its state's codes are: the package has a few whose longitude lost its sign
 * (one of New York's in China), which would place a shop, or a town's middle, across the world.
 */
export const isUsPlace = (place: ZipPlace): boolean =>
  place.country === 'US' && /^\d{5}$/.test(place.zip) && Number.isFinite(place.latitude) && Number.isFinite(place.longitude) && place.longitude < 0 === mostlyWest(place.state);

let areaCodes: Record<string, ZipPlace> | undefined;
/**
 * Canada's postal areas the package knows, by area: a postal code's first three characters (its
 * forward sortation area, K1A of K1A 0B1), each at its middle, with `state` the province's name
 * and `country` "Canada" (read when first asked).
 */
export function postalAreaPlaces(): Record<string, ZipPlace> {
  return (areaCodes ??= (createRequire(import.meta.url)('zipcodes/lib/codesCanada.js') as { codes: Record<string, ZipPlace> }).codes);
}

/**
 * A place of the package's Canadian table that is a postal area (letter, digit, letter, of the
 * letters Canada Post uses) with coordinates inside Canada's bounds: the package has nine whose
 * fields slipped by one (a town for the province, no latitude, the latitude for the longitude:
 * E1H, K0K) and one that is no place (H0H, Santa Claus's, at latitude 90, longitude 0).
 */
export const isCanadianPlace = (place: ZipPlace): boolean =>
  place.country === 'Canada' &&
  CA_POSTAL_AREA.test(place.zip) &&
  Number.isFinite(place.latitude) &&
  Number.isFinite(place.longitude) &&
  place.latitude > 41.6 &&
  place.latitude < 83.2 &&
  place.longitude > -141.1 &&
  place.longitude < -52.6;

/**
 * The place of a Canadian postal code's area (K1P of K1P 5N2), at its middle, with the code of its
 * province or territory as `state`, when the package places it sanely.
 */
export function postalAreaPlace(postal: string): ZipPlace | undefined {
  const place = postalAreaPlaces()[postal.trim().slice(0, 3).toUpperCase()];
  const state = place && isCanadianPlace(place) ? provinceCode(place.state) : undefined;
  return state ? { ...place!, state, country: 'CA' } : undefined;
}

let west: Map<string, boolean> | undefined;
/** Whether most of a state's ZIP codes lie west of Greenwich: true of every state's, not of the territories' across the Pacific. */
function mostlyWest(state: string): boolean {
  if (!west) {
    const count = new Map<string, number>();
    for (const p of Object.values(zipPlaces())) count.set(p.state, (count.get(p.state) ?? 0) + (p.longitude < 0 ? 1 : -1));
    west = new Map([...count].map(([s, n]) => [s, n > 0]));
  }
  return west.get(state) ?? true;
}

/**
 * The time zone of a place by its coordinates (an offline lookup, @photostructure/tz-lookup) in
 * the US state `code`. The lookup's grid is coarse near a border: it gives the neighbour's zone up
 * to some 25 km inside a state (a neighbouring state's, Canada's, Mexico's: docs/import.md names
 * places). So when the zone found is none of the state's (its main one, and those of
 * starter/us-state-other-zones.json), the place takes, in this order:
 * - the zone of the part of the state it lies in, where starter/us-state-zone-areas.json names one
 *   (a part whose clock is not its neighbour's);
 * - the state's zone that keeps the same clock as the one found in January and in July (most often
 *   right: the neighbour's clock is the place's own);
 * - the state's main one.
 * `found`, the lookup's, tells a chosen zone from a found one. A place outside the US, or in no
 * state it knows, keeps the lookup's.
 */
export function zoneAt(latitude: number, longitude: number, code: string | undefined, country = 'US'): { zone: string; found: string } {
  const found = tzlookup(latitude, longitude);
  const state = code?.trim().toUpperCase() ?? '';
  const main = country.trim().toUpperCase() === 'US' ? stateZone(state) : undefined;
  if (!main) return { zone: found, found };
  const zones = [main, ...otherZones(state)];
  if (zones.includes(found)) return { zone: found, found };
  areas ??= JSON.parse(readFileSync(path.join(STARTER_DIR, 'us-state-zone-areas.json'), 'utf8')) as Record<string, ZoneArea[]>;
  const area = areas[state]?.find((a) => latitude > a.northOf);
  if (area) return { zone: area.zone, found };
  const clock = (zone: string) => [0, 6].map((month) => utcOffset(zone, month)).join(' ');
  return { zone: zones.find((zone) => clock(zone) === clock(found)) ?? main, found };
}

/** A part of a state that keeps a zone of its own, where the lookup gives a neighbour's (starter/us-state-zone-areas.json). */
interface ZoneArea {
  zone: string;
  northOf: number;
}
let areas: Record<string, ZoneArea[]> | undefined;

/** A zone's offset from UTC in the middle of `month` (0 is January) of one fixed year, as Intl writes it: GMT-06:00. */
function utcOffset(zone: string, month: number): string | undefined {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  return format.formatToParts(new Date(Date.UTC(2025, month, 15, 12))).find((part) => part.type === 'timeZoneName')?.value;
}
