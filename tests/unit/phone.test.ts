// Phone numbers as shops write them, table-driven: each case replaces shop.phone (or adds a tel:
// address) in the reference data and asserts the exact lines `shopsite check` prints, and what a
// number that validates dials (telHref, E.164 with any extension).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteData } from '../../src/load/documents.js';
import { formatProblem } from '../../src/shared/problems.js';
import { readPhone, spelledFor, telHref } from '../../src/shared/phone.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, dataWith } from '../helpers.js';

const SHOP = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8');
const SERVICES = readFileSync(path.join(REFERENCE_DATA, 'services.yaml'), 'utf8');
const withPhone = (phone: string) => ({ 'shop.yaml': SHOP.replace('phone: "(703) 555-0142"', `phone: ${phone}`) });

/** The lines check prints for the data, data folder shown as shop-data. */
function printed(files: Record<string, string>): string[] {
  const dir = dataWith(REFERENCE_DATA, files);
  const loaded = loadSiteData(dir);
  const { problems } = validateSite(loaded.docs);
  return [...loaded.problems, ...problems]
    .map((p) => formatProblem({ ...p, file: p.file && path.join('shop-data', path.relative(dir, p.file)) }))
    .join('\n')
    .split('\n')
    .filter(Boolean);
}

const refused: { name: string; files: Record<string, string>; expected: string[] }[] = [
  {
    name: 'no area code',
    files: withPhone('"555-0199"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "555-0199" has too few digits for a phone number',
      '  hint: write it with its area code, as a caller from another town dials it',
    ],
  },
  {
    name: 'an area code that does not exist',
    files: withPhone('"(123) 456-7890"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "(123) 456-7890" is not a valid US phone number',
      '  hint: check the area code and the digits; a number outside US (address.country) starts with + and its country code',
    ],
  },
  {
    name: 'a digit too many',
    files: withPhone('"(703) 555-01423"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "(703) 555-01423" has too many digits for a phone number',
      '  hint: check for a digit too many; write an extension after the number as x12',
    ],
  },
  {
    name: 'more vanity letters than the number has digits',
    files: withPhone('"1-800-FLOWERS-NOW"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "1-800-FLOWERS-NOW" has too many digits for a phone number',
      '  hint: letters are dialled as on a keypad (CARS is 2277): write the number in digits, or as many letters as it has digits; an extension goes after it as x12',
    ],
  },
  {
    name: 'words instead of a number',
    files: withPhone('"call us"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "call us" has too few digits for a phone number',
      '  hint: letters are dialled as on a keypad (CARS is 2277): write the number in digits, or as many letters as it has digits; an extension goes after it as x12',
    ],
  },
  {
    name: 'a number of another country than address.country',
    files: { 'shop.yaml': withPhone('"(703) 555-0142"')['shop.yaml']!.replace('  zip: "22151"\n', '  zip: "22151"\n  country: AU\n') },
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "(703) 555-0142" is not a valid AU phone number',
      '  hint: check the area code and the digits; a number outside AU (address.country) starts with + and its country code',
    ],
  },
  {
    name: 'a tel: link without an area code',
    files: { 'services.yaml': SERVICES.replace('href: "https://www.vsp.virginia.gov/wp-content/uploads/2024/07/Safety-Inspection-Manual.pdf"', 'href: "tel:555-0199"') },
    expected: [
      'shop-data/services.yaml:86:17  /services/1/sections/1/link/href  "tel:555-0199" has too few digits for a phone number',
      '  hint: write it with its area code, as a caller from another town dials it',
    ],
  },
  {
    name: 'a letter O typed for a zero: refused, since it dials as 6',
    files: withPhone('"(703) 555-O142"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "(703) 555-O142" has the letter O among its digits: it is dialled as 6',
      '  hint: write 0 (zero), or 6 if the letter is meant; a number spelt in letters on purpose spells whole words (555-CARS)',
    ],
  },
  {
    name: 'a lower-case o typed for a zero',
    files: withPhone('"(703) 555-o199"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "(703) 555-o199" has the letter o among its digits: it is dialled as 6',
      '  hint: write 0 (zero), or 6 if the letter is meant; a number spelt in letters on purpose spells whole words (555-CARS)',
    ],
  },
  {
    name: 'letters O and I typed for digits: the first is named',
    files: withPhone('"(7O3) 555-0I42"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "(7O3) 555-0I42" has the letter O among its digits: it is dialled as 6',
      '  hint: write 0 (zero), or 6 if the letter is meant; a number spelt in letters on purpose spells whole words (555-CARS)',
    ],
  },
  {
    name: 'words beside the number, before or after it',
    files: withPhone('"Call 703-555-0142"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "Call 703-555-0142" has words beside the number',
      '  hint: write the number alone (an extension after it as x12); the words around it belong in the text that shows it',
    ],
  },
  {
    name: 'a word before a number of seven digits, which dialled would be its area code',
    files: withPhone('"Tel 555-0199"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "Tel 555-0199" has words beside the number',
      '  hint: write the number alone (an extension after it as x12); the words around it belong in the text that shows it',
    ],
  },
  {
    name: 'words after the number',
    files: withPhone('"(703) 555-0142 ask for Bob"'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  "(703) 555-0142 ask for Bob" has words beside the number',
      '  hint: write the number alone (an extension after it as x12); the words around it belong in the text that shows it',
    ],
  },
  {
    name: 'unquoted: YAML reads it as a number',
    files: withPhone('7035550142'),
    expected: [
      'shop-data/shop.yaml:6:8  /phone  must be a string',
      '  hint: write it in quotes: "7035550142" (YAML reads unquoted numbers, dates and yes/no as other types)',
    ],
  },
];

const accepted: { name: string; phone: string; href: string }[] = [
  { name: 'the usual form', phone: '(703) 555-0142', href: 'tel:+17035550142' },
  { name: 'dots, and a leading 1', phone: '1.703.555.0142', href: 'tel:+17035550142' },
  { name: 'vanity letters, dialled as on a keypad', phone: '(703) 555-CARS', href: 'tel:+17035552277' },
  { name: 'a toll-free vanity number', phone: '1-800-FLOWERS', href: 'tel:+18003569377' },
  { name: 'a vanity word with an O in it', phone: '1-800-GO-FEDEX', href: 'tel:+18004633339' },
  { name: 'a vanity word in lower case with an o in it', phone: '(703) 555-cool', href: 'tel:+17035552665' },
  { name: 'a vanity number of words written apart', phone: '1 800 Flowers', href: 'tel:+18003569377' },
  { name: 'an extension written x12', phone: '(703) 555-0142 x12', href: 'tel:+17035550142;ext=12' },
  { name: 'an extension written ext 4', phone: '(703) 555-0142 ext 4', href: 'tel:+17035550142;ext=4' },
  { name: 'an extension written , ext. 4', phone: '(703) 555-0142, ext. 4', href: 'tel:+17035550142;ext=4' },
  { name: 'an international number', phone: '+44 20 7946 0958', href: 'tel:+442079460958' },
];

describe('phone numbers', () => {
  it.each(refused)('refused: $name', ({ files, expected }) => {
    expect(printed(files)).toEqual(expected);
  });

  it.each(accepted)('accepted and shown as written: $name', ({ phone, href }) => {
    const dir = dataWith(REFERENCE_DATA, withPhone(JSON.stringify(phone)));
    const loaded = loadSiteData(dir);
    const { site, problems } = validateSite(loaded.docs);
    expect([...loaded.problems, ...problems].filter((p) => p.severity === 'error' || p.code === 'phone-letter-digit')).toEqual([]);
    expect(site!.shop.phone).toBe(phone);
    expect(telHref(site!.shop.phone)).toBe(href);
  });

  it('leaves a stand-in marked # fill in to the warning it already is', () => {
    expect(printed(withPhone('"(555) 555-0100"  # fill in: your phone number'))).toEqual([
      'shop-data/shop.yaml:6:26  /phone  warning: still to fill in: your phone number',
      '  hint: write the real value, then delete the "# fill in" comment',
    ]);
  });

  it('dials a national number in the country given', () => {
    expect(telHref('020 7946 0958', 'GB')).toBe('tel:+442079460958');
  });

  it('keeps the digits and a leading + of a number it cannot read', () => {
    expect(telHref('555-0199')).toBe('tel:5550199');
    expect(telHref('+1 555.010.0142')).toBe('tel:+15550100142');
  });

  it("spells a number as the shop's country does: nationally within its calling code, else internationally", () => {
    const spelled = (digits: string, country: string) => {
      const read = readPhone(digits, country);
      if (!read.ok) throw new Error(`${digits} does not read`);
      return spelledFor(read.number, country);
    };
    expect(spelled('9195550199', 'US')).toBe('(919) 555-0199');
    // A toll-free number for a Canadian shop, and an Ontario one for a US shop: both +1, both national.
    expect(spelled('8005550199', 'CA')).toBe('(800) 555-0199');
    expect(spelled('+16135550123', 'US')).toBe('(613) 555-0123');
    expect(spelled('+442079460958', 'US')).toBe('+44 20 7946 0958');
    expect(spelled('02079460958', 'GB')).toBe('020 7946 0958');
  });
});
