// The states' lists in starter/: every code has a time zone, and every zone is one a browser knows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateZone, zoneInState } from '../../src/scaffold/states.js';
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

describe('the time zone of a place in a state, from an offline lookup by coordinates', () => {
  it("keeps the lookup's when it is one of the state's zones", () => {
    expect(zoneInState('America/Denver', 'TX')).toBe('America/Denver');
    expect(zoneInState('America/Indiana/Knox', 'in')).toBe('America/Indiana/Knox');
  });

  it("takes the state's zone of the same clock for a neighbour's the coarse lookup gave near a border", () => {
    // El Paso, TX: Ciudad Juarez keeps Denver's clock, not Chicago's (the state's main zone).
    expect(zoneInState('America/Ciudad_Juarez', 'TX')).toBe('America/Denver');
    // Badger, MN: Winnipeg keeps Chicago's clock.
    expect(zoneInState('America/Winnipeg', 'MN')).toBe('America/Chicago');
  });

  it("takes the state's main zone when no zone of the state keeps the neighbour's clock", () => {
    // Calais, ME: Moncton is an hour ahead of New York.
    expect(zoneInState('America/Moncton', 'ME')).toBe('America/New_York');
    // Pago Pago, AS: Apia is a day ahead.
    expect(zoneInState('Pacific/Apia', 'AS')).toBe('Pacific/Pago_Pago');
  });

  it("keeps the lookup's outside the US, and in a state it does not know", () => {
    expect(zoneInState('Australia/Perth', 'WA', 'AU')).toBe('Australia/Perth');
    expect(zoneInState('America/Sao_Paulo', 'PR', 'BR')).toBe('America/Sao_Paulo');
    expect(zoneInState('Europe/Paris', 'ZZ')).toBe('Europe/Paris');
    expect(zoneInState('Europe/Paris', undefined)).toBe('Europe/Paris');
  });

  it("lists every other zone of a state as one Intl knows, of a state that has a main one", () => {
    const others = JSON.parse(readFileSync(path.join(ROOT, 'starter', 'us-state-other-zones.json'), 'utf8')) as Record<string, string[]>;
    for (const [code, zones] of Object.entries(others)) {
      expect(stateZone(code), code).toBeDefined();
      for (const zone of zones) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone }), zone).not.toThrow();
    }
  });
});
