// US states, DC and territories by name and code, from starter/us-states.json, the time zone most
// of each keeps, from starter/us-state-zones.json, and the US zones, from starter/us-zones.json:
// lists, not code, since src/ names no state (tests/unit/data-rules). Read once per process.
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
let usZones: Set<string> | undefined;

/** The time zone most of a state keeps (a state across two zones keeps one for most of its people). */
export function stateZone(code: string): string | undefined {
  zones ??= JSON.parse(readFileSync(path.join(STARTER_DIR, 'us-state-zones.json'), 'utf8')) as Record<string, string>;
  return zones[code];
}

/**
 * The time zone of a place in the state `code`: `found` (an offline lookup's, by coordinates),
 * unless that is no US zone, then the state's own (starter/us-zones.json: near a border the lookup's
 * coarse grid gives the neighbour's, a town in the state's far north Canada's). A place in no US
 * state keeps `found`.
 */
export function zoneInState(found: string, code: string | undefined): string {
  const own = code === undefined ? undefined : stateZone(code.toUpperCase());
  if (!own) return found;
  usZones ??= new Set(JSON.parse(readFileSync(path.join(STARTER_DIR, 'us-zones.json'), 'utf8')) as string[]);
  return usZones.has(found) ? found : own;
}
