// US states, DC and territories by name and code, from starter/us-states.json, the time zone most
// of each keeps, from starter/us-state-zones.json, and the other zones of a state across several,
// from starter/us-state-other-zones.json: lists, not code, since src/ names no state
// (tests/unit/data-rules). Read once per process.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STARTER_DIR } from '../shared/paths.js';

let codes: Record<string, string> | undefined;
const list = () => (codes ??= JSON.parse(readFileSync(path.join(STARTER_DIR, 'us-states.json'), 'utf8')) as Record<string, string>);
const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The two-letter code of a state named in full ("oregon", "New  York"). */
export function stateCode(name: string): string | undefined {
  return Object.entries(list()).find(([full]) => key(full) === key(name))?.[1];
}

/** The full name of a state by its two-letter code, as the list writes it. */
export function stateName(code: string): string | undefined {
  return Object.entries(list()).find(([, c]) => c === code)?.[0];
}

let zones: Record<string, string> | undefined;
let others: Record<string, string[]> | undefined;

/** The time zone most of a state keeps (a state across two zones keeps one for most of its people). */
export function stateZone(code: string): string | undefined {
  zones ??= JSON.parse(readFileSync(path.join(STARTER_DIR, 'us-state-zones.json'), 'utf8')) as Record<string, string>;
  return zones[code];
}

/**
 * The time zone of a place in the US state `code`: `found` (an offline lookup's, by coordinates)
 * when it is one of the state's zones (its main one, and those of starter/us-state-other-zones.json);
 * else (near a border, where the lookup's coarse grid gives the neighbour's: Canada's, Mexico's) the
 * state's zone that keeps the same clock as `found` in January and in July, or the state's main
 * one. A place outside the US, or in no state it knows, keeps `found`.
 */
export function zoneInState(found: string, code: string | undefined, country = 'US'): string {
  const state = code?.trim().toUpperCase() ?? '';
  const main = country.trim().toUpperCase() === 'US' ? stateZone(state) : undefined;
  if (!main) return found;
  others ??= JSON.parse(readFileSync(path.join(STARTER_DIR, 'us-state-other-zones.json'), 'utf8')) as Record<string, string[]>;
  const zones = [main, ...(others[state] ?? [])];
  if (zones.includes(found)) return found;
  const clock = (zone: string) => [0, 6].map((month) => utcOffset(zone, month)).join(' ');
  return zones.find((zone) => clock(zone) === clock(found)) ?? main;
}

/** A zone's offset from UTC in the middle of `month` (0 is January) of one fixed year, as Intl writes it: GMT-06:00. */
function utcOffset(zone: string, month: number): string | undefined {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  return format.formatToParts(new Date(Date.UTC(2025, month, 15, 12))).find((part) => part.type === 'timeZoneName')?.value;
}
