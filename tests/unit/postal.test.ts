// Canada's postal codes and the provinces their first letter names (shared/postal.ts): the table
// as Canada Post gives it, every province and territory of starter/ca-provinces.json in it, and
// the postal areas of the zipcodes package each in the province its letter names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCanadianPlace, postalAreaPlaces, provinceCode } from '../../src/scaffold/states.js';
import { CA_POSTAL, postalLettersOf, postalOfOtherProvince, provincesOfLetter } from '../../src/shared/postal.js';
import { ROOT } from '../helpers.js';

// Canada Post, Canada Postal Guide: the first letter of a postal code and its province or territory.
const CANADA_POST = { NL: 'A', NS: 'B', PE: 'C', NB: 'E', QC: 'GHJ', ON: 'KLMNP', MB: 'R', SK: 'S', AB: 'T', BC: 'V', NT: 'X', NU: 'X', YT: 'Y' };

describe("the first letters of each province's postal codes", () => {
  it.each(Object.entries(CANADA_POST))('%s: %s', (province, letters) => {
    expect(postalLettersOf(province)).toBe(letters);
    for (const letter of letters) expect(provincesOfLetter(letter)).toContain(province);
  });

  it('names both the Northwest Territories and Nunavut by X, and one province by every other letter', () => {
    expect(provincesOfLetter('X')).toEqual(['NT', 'NU']);
    expect(provincesOfLetter('x')).toEqual(['NT', 'NU']);
    for (const letter of 'ABCEGHJKLMNPRSTVY') expect(provincesOfLetter(letter), letter).toHaveLength(1);
    // The letters Canada Post uses first in no postal code, which the whole code's pattern refuses.
    for (const letter of 'DFIOQUWZ') {
      expect(provincesOfLetter(letter), letter).toEqual([]);
      expect(CA_POSTAL.test(`${letter}1A 1A1`), letter).toBe(false);
    }
  });

  it('has every province and territory of the starter\'s list, and none else (no US state)', () => {
    const codes = new Set(Object.values(JSON.parse(readFileSync(path.join(ROOT, 'starter', 'ca-provinces.json'), 'utf8')) as Record<string, string>));
    expect([...codes].sort()).toEqual(Object.keys(CANADA_POST).sort());
    expect(postalLettersOf('NY')).toBeUndefined();
  });

  it("agrees with every postal area of the zipcodes package: each lies in a province its letter names", () => {
    const places = Object.values(postalAreaPlaces()).filter(isCanadianPlace);
    expect(places.length).toBeGreaterThan(1500);
    const elsewhere = places.filter((p) => postalOfOtherProvince(`${p.zip} 1A1`, provinceCode(p.state)!) !== undefined);
    expect(elsewhere.map((p) => `${p.zip} ${p.state}`)).toEqual([]);
  });
});

describe('postalOfOtherProvince', () => {
  it("finds a postal code of another province's letter: a Montréal code in Ontario", () => {
    expect(postalOfOtherProvince('H2W 2M2', 'ON')).toEqual({ letter: 'H', provinces: ['QC'], letters: 'KLMNP' });
    expect(postalOfOtherProvince('X1A 2P7', 'YT')).toEqual({ letter: 'X', provinces: ['NT', 'NU'], letters: 'Y' });
  });

  it.each([
    ['H2W 2M2', 'QC'],
    ['K1A 0B1', 'ON'],
    ['X1A 2P7', 'NT'],
    ['X0A 0H0', 'NU'],
    ['Y1A 2C6', 'YT'],
    ['k1a0b1', 'ON'],
  ])('says nothing of %s in %s, a letter of its own', (postal, province) => {
    expect(postalOfOtherProvince(postal, province)).toBeUndefined();
  });

  it("says nothing of a province Canada Post does not have, or a code that is no Canadian postal code", () => {
    expect(postalOfOtherProvince('H2W 2M2', 'VA')).toBeUndefined();
    expect(postalOfOtherProvince('00000', 'ON')).toBeUndefined();
  });
});
