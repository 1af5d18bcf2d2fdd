// The states' lists in starter/: every code has a time zone, and every zone is one a browser knows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateZone } from '../../src/scaffold/states.js';
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
