// The states' lists in starter/: every code has a time zone, and every zone is one a browser knows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countriesOf, stateCode, stateName, stateNames, stateZone, zoneAt } from '../../src/scaffold/states.js';
import { ROOT } from '../helpers.js';

const codes = Object.values(JSON.parse(readFileSync(path.join(ROOT, 'starter', 'us-states.json'), 'utf8')) as Record<string, string>);

describe("a state's time zone", () => {
  it('is given for every state, DC and territory, as an IANA name Intl knows', () => {
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) {
      const zone = stateZone(code);
      expect(zone, code).toBeDefined();
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone }), code).not.toThrow();
    }
    expect(stateZone('ZZ')).toBeUndefined();
  });
});

describe("a state's or a province's name and code, by its country", () => {
  it("names Canada's 13 provinces and territories by code, and finds each code by its name", () => {
    const provinces = { AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador', NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon' };
    expect(stateNames('CA').sort()).toEqual(Object.values(provinces).sort());
    for (const [code, name] of Object.entries(provinces)) {
      expect(stateName(code, 'CA')).toBe(name);
      expect(stateCode(name.toUpperCase(), 'ca')).toBe(code);
    }
  });

  it("reads a code or a name by the country's list only: a US state's is none of Canada's, and a country with no list has none", () => {
    expect(stateName('NC')).toBe('North Carolina');
    expect(stateName('NC', 'CA')).toBeUndefined();
    expect(stateName('ON')).toBeUndefined();
    expect(stateCode('Ontario', 'US')).toBeUndefined();
    expect(stateNames('GB')).toEqual([]);
    expect(countriesOf('ontario', 'US')).toEqual(['CA']);
    expect(countriesOf('NC', 'CA')).toEqual(['US']);
    expect(countriesOf('ON', 'CA')).toEqual([]);
  });

  it('finds a name as the locator finds it, with or without its accents: a sheet from Quebec writes Québec', () => {
    expect(stateCode('Québec', 'CA')).toBe('QC');
    expect(stateCode('  QUÉBEC ', 'CA')).toBe('QC');
    expect(stateCode('Prince-Edward-Island', 'CA')).toBe('PE');
    expect(countriesOf('Québec', 'US')).toEqual(['CA']);
    expect(stateCode('Québec', 'US')).toBeUndefined();
  });
});

describe('the time zone of a place in a state, from an offline lookup by coordinates', () => {
  it("keeps the lookup's when it is one of the state's zones", () => {
    expect(zoneAt(31.76, -106.49, 'TX')).toEqual({ zone: 'America/Denver', found: 'America/Denver' });
    expect(zoneAt(41.29, -86.62, 'in')).toEqual({ zone: 'America/Indiana/Knox', found: 'America/Indiana/Knox' });
  });

  it("takes the state's zone of the same clock for a neighbour's the coarse lookup gave near a border", () => {
    // Badger, MN: Winnipeg keeps Chicago's clock.
    expect(zoneAt(48.78, -95.97, 'MN')).toEqual({ zone: 'America/Chicago', found: 'America/Winnipeg' });
    // Salmon, ID: Montana's Denver keeps Boise's clock.
    expect(zoneAt(45.176, -113.896, 'ID')).toEqual({ zone: 'America/Boise', found: 'America/Denver' });
    // Sault Ste. Marie, MI: Toronto keeps Detroit's.
    expect(zoneAt(46.5, -84.35, 'MI')).toEqual({ zone: 'America/Detroit', found: 'America/Toronto' });
  });

  it("takes the state's main zone when none keeps the neighbour's clock", () => {
    // Calais, ME: Moncton is an hour ahead of New York.
    expect(zoneAt(45.18, -67.28, 'ME')).toEqual({ zone: 'America/New_York', found: 'America/Moncton' });
    // Fortuna, ND, in the state's north-west, keeps Central time: Regina's has no summer time.
    expect(zoneAt(48.91, -103.78, 'ND')).toEqual({ zone: 'America/Chicago', found: 'America/Regina' });
  });

  it("takes the zone of the part of the state a place lies in where the neighbour's clock is not its own", () => {
    // Wallace, Kellogg and Clark Fork, ID, in the panhandle (Pacific time): the lookup gives Montana's
    // Denver there, whose clock is Boise's, as it gives it near Montana farther south (Salmon, North Fork).
    for (const [lat, lng] of [[47.474, -115.927], [47.538, -116.119], [48.147, -116.176], [47.249, -115.805]] as const) {
      expect(zoneAt(lat, lng, 'ID'), `${lat}, ${lng}`).toEqual({ zone: 'America/Los_Angeles', found: 'America/Denver' });
    }
    expect(zoneAt(45.405, -113.994, 'ID')).toEqual({ zone: 'America/Boise', found: 'America/Denver' });
    // Eastport and Porthill, ID, on the Canadian border: the lookup gives Creston's, with no summer time.
    expect(zoneAt(48.999, -116.18, 'ID')).toEqual({ zone: 'America/Los_Angeles', found: 'America/Creston' });
    expect(zoneAt(48.995, -116.499, 'ID')).toEqual({ zone: 'America/Los_Angeles', found: 'America/Creston' });
    const areas = JSON.parse(readFileSync(path.join(ROOT, 'starter', 'us-state-zone-areas.json'), 'utf8')) as Record<string, { zone: string; northOf: number }[]>;
    for (const [code, list] of Object.entries(areas)) {
      expect(stateZone(code), code).toBeDefined();
      for (const area of list) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: area.zone }), area.zone).not.toThrow();
    }
  });

  it("keeps the lookup's outside the US, and in a state it does not know", () => {
    expect(zoneAt(-31.95, 115.86, 'WA', 'AU')).toEqual({ zone: 'Australia/Perth', found: 'Australia/Perth' });
    expect(zoneAt(48.86, 2.35, 'ZZ')).toEqual({ zone: 'Europe/Paris', found: 'Europe/Paris' });
    expect(zoneAt(48.86, 2.35, undefined)).toEqual({ zone: 'Europe/Paris', found: 'Europe/Paris' });
  });

  it("lists every other zone of a state as one Intl knows, of a state that has a main one", () => {
    const others = JSON.parse(readFileSync(path.join(ROOT, 'starter', 'us-state-other-zones.json'), 'utf8')) as Record<string, string[]>;
    for (const [code, zones] of Object.entries(others)) {
      expect(stateZone(code), code).toBeDefined();
      for (const zone of zones) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone }), zone).not.toThrow();
    }
  });
});
