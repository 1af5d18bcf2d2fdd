// Broken input, table-driven: each case replaces files of the reference data and asserts the exact
// lines `shopsite check` prints: file:line:col, JSON pointer, message, hint.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteData } from '../../src/load/documents.js';
import { formatProblem } from '../../src/shared/problems.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, dataWith } from '../helpers.js';

const COUPON = (fields: string) => `# yaml-language-server: $schema=../schemas/coupons.schema.json
coupons:
  - id: first
    title: FREE
    subtitle: Brake Inspection
    description: A full brake inspection.
${fields}`;

const REVIEWS = `reviews:
  - id: ann
    name: Ann
    text: Great.
    rating: 5
  - id: bob
    name: Bob
    text: Good.
    rating: 4
  - id: ann
    name: Another Ann
    text: Fine.
    rating: 4
testimonials: [ann, bbo]
`;

const MAKES = `makes:
  - slug: ../../etc
    name: Etc
    group: import
    models: [One, Two]
    intro:
      - "${'One paragraph that is long enough to pass the minimum length of the intro field easily. '.repeat(2)}"
      - "${'Another paragraph that is long enough to pass the minimum length of the intro field. '.repeat(2)}"
      - "${'A third paragraph that is long enough to pass the minimum length of the intro field. '.repeat(2)}"
  - slug: Land Rover
    name: Land Rover
    group: europe
    models: [Defender, Discovery]
    intro: [too short]
`;

const SATURDAY = '      - days: [saturday]\n        opens: "07:00"\n        closes: "13:00"\n';
const cases: { name: string; files: Record<string, string>; expected: string[] }[] = [
  {
    name: "a day in two ranges of the week's hours that open at once",
    files: { 'shop.yaml': readReference('shop.yaml').replace(SATURDAY, SATURDAY.replace('[saturday]', '[friday, saturday]')) },
    expected: [
      'shop-data/shop.yaml:23:16  /hours/0/schedule/0/opens  on friday, 07:30-17:00 overlaps 07:00-13:00',
      '  hint: the pages would show both: change or remove one of the two; hours that meet, 12:00 then 12:00, are fine',
    ],
  },
  {
    name: 'a day split in two ranges that meet, or with a break, is fine',
    files: { 'shop.yaml': readReference('shop.yaml').replace(SATURDAY, `${SATURDAY}      - days: [saturday]\n        opens: "13:00"\n        closes: "15:00"\n      - days: [saturday]\n        opens: "16:00"\n        closes: "18:00"\n`) },
    expected: [],
  },
  {
    name: 'a special day in two ranges that open at once',
    files: { 'shop.yaml': readReference('shop.yaml').replace('      - opens: "08:00"\n        closes: "12:00"\n', '      - opens: "08:00"\n        closes: "12:00"\n      - opens: "11:00"\n        closes: "14:00"\n') },
    expected: [
      'shop-data/shop.yaml:41:16  /specialHours/1/hours/1/opens  2026-12-24, 11:00-14:00 overlaps 08:00-12:00',
      '  hint: the pages would show both: change or remove one of the two; hours that meet, 12:00 then 12:00, are fine',
    ],
  },
  {
    name: 'a schedule with no day, and a make with four paragraphs of three: a list too short or too long, in words',
    files: {
      'shop.yaml': readReference('shop.yaml').replace(SATURDAY, SATURDAY.replace('[saturday]', '[]')),
      'makes.yaml': readReference('makes.yaml').replace(/^(?<indent> +)intro:\n(?<first> +- .+\n)/m, (whole, _indent: string, first: string) => `${whole}${first}`),
    },
    expected: [
      'shop-data/makes.yaml:9:7  /makes/0/intro  has 4: at most 3 allowed',
      '  hint: Three paragraphs written for this make, not shared with any other.',
      'shop-data/shop.yaml:25:15  /hours/0/schedule/1/days  is empty: at least 1 needed',
    ],
  },
  {
    name: 'YAML syntax error',
    files: { 'faq.yaml': 'faq:\n  - question: "Open?"\n    answer: "Yes\n  - question: Late?\n' },
    expected: ['shop-data/faq.yaml:3:13  Missing closing "quote', '  hint: this quoted text is never closed: add the closing "'],
  },
  {
    name: 'duplicate key',
    files: { 'faq.yaml': 'faq:\n  - question: Open?\n    answer: Yes.\n    answer: No.\n' },
    expected: ['shop-data/faq.yaml:4:5  Map keys must be unique', '  hint: a key may appear only once in a mapping: remove or rename one'],
  },
  {
    name: 'unknown key, with the closest known key',
    files: { 'coupons.yaml': COUPON('    descripton: typo\n') },
    expected: [
      'shop-data/coupons.yaml:7:5  /coupons/0/descripton  unknown field',
      '  hint: did you mean "description"? Fields here: id, title, subtitle, description, note, expires',
    ],
  },
  {
    name: 'missing field, at the mapping that should hold it',
    files: { 'coupons.yaml': 'coupons:\n  - id: first\n    title: FREE\n    description: A full brake inspection.\n' },
    expected: ['shop-data/coupons.yaml:2:5  /coupons/0/subtitle  missing field "subtitle"', '  hint: add subtitle: What the offer is for.'],
  },
  {
    name: 'wrong type: an unquoted ZIP code read as a number',
    files: { 'shop.yaml': readReference('shop.yaml').replace('zip: "22151"', 'zip: 02142') },
    expected: [
      'shop-data/shop.yaml:14:8  /address/zip  must be a string',
      '  hint: write it in quotes: "02142" (YAML reads unquoted numbers, dates and yes/no as other types)',
    ],
  },
  {
    name: "a US shop's postal code that is no ZIP code (the schema takes any country's)",
    files: { 'shop.yaml': readReference('shop.yaml').replace('zip: "22151"', 'zip: "K1A 0B1"') },
    expected: [
      'shop-data/shop.yaml:14:8  /address/zip  is not in the expected form',
      '  hint: a US ZIP code is 5 digits (12345) or 5 and 4 (12345-6789), in quotes; a shop in another country says so in address.country (CA)',
    ],
  },
  {
    name: "a Canadian shop's postal code typed otherwise than Canada Post writes it, which the pages would show as typed",
    files: { 'shop.yaml': readReference('shop.yaml').replace('zip: "22151"', 'zip: "k2p1x4"\n  country: CA') },
    expected: ['shop-data/shop.yaml:14:8  /address/zip  is not in the expected form', '  hint: write it as Canada Post does, in capitals with one space: "K2P 1X4"'],
  },
  {
    name: "a Canadian shop's postal code that is no Canadian postal code",
    files: { 'shop.yaml': readReference('shop.yaml').replace('zip: "22151"', 'zip: "22151"\n  country: CA') },
    expected: [
      'shop-data/shop.yaml:14:8  /address/zip  is not in the expected form',
      '  hint: a Canadian postal code is a letter, a digit and a letter, a space, then a digit, a letter and a digit (K1A 0B1), in quotes; a shop in another country says so in address.country',
    ],
  },
  {
    name: "a Canadian shop's postal code whose first letter is another province's (a Montréal code in Ontario): a warning at the postal code",
    files: { 'shop.yaml': inCanada('ON', 'Ontario', '"H2W 2M2"') },
    expected: [
      'shop-data/shop.yaml:14:8  /address/zip  warning: "H2W 2M2" starts with H, as QC\'s postal codes do, not ON\'s',
      "  hint: ON's postal codes start with K, L, M, N or P, and H begins QC's: check the province and the postal code (a place by a border may have its neighbour's)",
    ],
  },
  {
    name: "a postal code of X in Yukon, X being the Northwest Territories' and Nunavut's",
    files: { 'shop.yaml': inCanada('YT', 'Yukon', '"X1A 2P7"') },
    expected: [
      'shop-data/shop.yaml:14:8  /address/zip  warning: "X1A 2P7" starts with X, as NT and NU\'s postal codes do, not YT\'s',
      "  hint: YT's postal codes start with Y, and X begins NT and NU's: check the province and the postal code (a place by a border may have its neighbour's)",
    ],
  },
  { name: "a postal code of the shop's own province's letter says nothing (Montréal's in Quebec)", files: { 'shop.yaml': inCanada('QC', 'Quebec', '"H2W 2M2"') }, expected: [] },
  { name: 'X is the letter of Nunavut too, not only of the Northwest Territories', files: { 'shop.yaml': inCanada('NU', 'Nunavut', '"X0A 0H0"') }, expected: [] },
  {
    name: "the starter's stand-in postal code, marked # fill in, is a value still to fill in, not another province's",
    files: { 'shop.yaml': inCanada('ON', 'Ontario', '"H2W 2M2" # fill in: your postal code, in quotes') },
    expected: ['shop-data/shop.yaml:14:18  /address/zip  warning: still to fill in: your postal code, in quotes', '  hint: write the real value, then delete the "# fill in" comment'],
  },
  {
    name: 'a postal code that is none in any country',
    files: { 'shop.yaml': readReference('shop.yaml').replace('zip: "22151"', 'zip: "#221/51"') },
    expected: [
      'shop-data/shop.yaml:14:8  /address/zip  is not in the expected form',
      expect.stringMatching(/^ {2}hint: The ZIP or postal code in quotes/),
    ],
  },
  {
    name: 'wrong type: an unquoted time, which quotes alone do not mend, with how the field is written',
    files: { 'shop.yaml': readReference('shop.yaml').replace('opens: "07:30"', 'opens: 0730') },
    expected: ['shop-data/shop.yaml:23:16  /hours/0/schedule/0/opens  must be a string', '  hint: 24-hour time in quotes: "07:30".'],
  },
  {
    name: 'special days that cannot be read one way',
    files: {
      'shop.yaml': readReference('shop.yaml').replace(
        /specialHours:\n(?:  .*\n)+/,
        [
          'specialHours:',
          '  - date: "2026-11-26"',
          '  - date: "2026-02-30"',
          '    closed: true',
          '  - date: "2026-12-24"',
          '    through: "2026-12-20"',
          '    closed: true',
          '  - date: "2026-12-24"',
          '    hours: [{ opens: "12:00", closes: "08:00" }]',
          '  - date: "2026-12-20"',
          '    through: "2026-12-31"',
          '    closed: true',
          '',
        ].join('\n'),
      ),
    },
    expected: [
      'shop-data/shop.yaml:34:5  /specialHours/0  says neither closed: true nor hours',
      '  hint: add closed: true for a day closed all day, or hours: [{ opens: "08:00", closes: "12:00" }]',
      'shop-data/shop.yaml:35:11  /specialHours/1/date  2026-02-30 is not a day of the calendar',
      '  hint: write the date as YYYY-MM-DD, in quotes, a day that exists',
      'shop-data/shop.yaml:38:14  /specialHours/2/through  through 2026-12-20 comes before the first day',
      '  hint: through is the last day of the range, on or after date',
      'shop-data/shop.yaml:41:39  /specialHours/3/hours/0/closes  closes at 08:00, before it opens at 12:00',
      '  hint: for 08:00 in the afternoon write 20:00, which is 8pm; a range opens and closes on the same day: "24:00" is midnight at its end',
      'shop-data/shop.yaml:42:11  /specialHours/4/date  2026-12-24 is also given by /specialHours/3',
      '  hint: give each day once: remove one entry, or shorten a range',
    ],
  },
  {
    // The rules run beside the schema's problems: a text that is no date must not reach the calendar.
    name: 'a special day written in words',
    files: { 'shop.yaml': readReference('shop.yaml').replace('  - date: "2026-11-26"', '  - date: "tomorrow"') },
    expected: ['shop-data/shop.yaml:34:11  /specialHours/0/date  is not in the expected form', '  hint: A date, YYYY-MM-DD, in quotes.'],
  },
  {
    // The date box of a browser takes six digits of year: one key too many is a year of five.
    name: 'a special day with a year of five digits, or a month 13',
    files: { 'shop.yaml': readReference('shop.yaml').replace('  - date: "2026-11-26"', '  - date: "20266-11-26"').replace('  - date: "2026-12-24"', '  - date: "2026-13-24"') },
    expected: [
      'shop-data/shop.yaml:34:11  /specialHours/0/date  is not in the expected form',
      '  hint: the year 20266 has 5 digits: did you mean 2026-11-26?',
      'shop-data/shop.yaml:37:11  /specialHours/1/date  is not in the expected form',
      '  hint: the month is 13: write it from 01 to 12',
    ],
  },
  {
    // YAML 1.2 reads yes as a word: one problem for the one mistake, saying what to write.
    name: 'closed: yes, closed: false, and an hour 25',
    files: {
      'shop.yaml': readReference('shop.yaml')
        .replace('  - date: "2026-11-26"\n    closed: true', '  - date: "2026-11-26"\n    closed: yes')
        .replace('  - date: "2026-12-25"\n    closed: true', '  - date: "2026-12-25"\n    closed: false')
        .replace(/opens: "08:00"/, 'opens: "25:00"'),
    },
    expected: [
      'shop-data/shop.yaml:35:13  /specialHours/0/closed  must be a boolean',
      '  hint: write true: YAML 1.2 reads yes as a word, not as true',
      'shop-data/shop.yaml:39:16  /specialHours/1/hours/0/opens  is not in the expected form',
      '  hint: the hour is 25: a 24-hour time runs from 00:00 to 23:59',
      'shop-data/shop.yaml:43:13  /specialHours/2/closed  must be one of: true',
      '  hint: Closed all day (closed: true in the file). Either this or hours, not both.',
    ],
  },
  {
    // Written as a browser shows an address, and a state as it is spoken.
    name: 'a site address without https://, and a state by its name',
    files: { 'shop.yaml': readReference('shop.yaml').replace(/^siteUrl: https:\/\//m, 'siteUrl: ').replace(/^  state: VA$/m, '  state: Virginia') },
    expected: [
      'shop-data/shop.yaml:8:10  /siteUrl  is not in the expected form',
      '  hint: write it with https:// before it: https://www.cardinal-auto.example.com',
      'shop-data/shop.yaml:12:10  /address/state  is not in the expected form',
      '  hint: write its two-letter code in capitals (such as TX for Texas); its full name goes in stateName',
    ],
  },
  {
    // A site's address with more than the address: canonical links and the sitemap would carry it.
    name: 'a site address with a query',
    files: { 'shop.yaml': readReference('shop.yaml').replace(/^siteUrl: (.+)$/m, 'siteUrl: $1/?utm_source=card') },
    expected: [
      'shop-data/shop.yaml:8:10  /siteUrl  is not in the expected form',
      "  hint: write the site's address alone, without ?, # or a user name: https://www.cardinal-auto.example.com",
    ],
  },
  {
    // Given back as written, not in punycode.
    name: 'a site address in other letters, with a fragment',
    files: { 'shop.yaml': readReference('shop.yaml').replace(/^siteUrl: (.+)$/m, 'siteUrl: https://bücher-auto.example/#top') },
    expected: ['shop-data/shop.yaml:8:10  /siteUrl  is not in the expected form', "  hint: write the site's address alone, without ?, # or a user name: https://bücher-auto.example"],
  },
  {
    name: 'a site address with a user name and password',
    files: { 'shop.yaml': readReference('shop.yaml').replace(/^siteUrl: https:\/\/(.+)$/m, 'siteUrl: https://owner:secret@$1') },
    expected: [
      'shop-data/shop.yaml:8:10  /siteUrl  is not in the expected form',
      "  hint: write the site's address alone, without ?, # or a user name: https://www.cardinal-auto.example.com",
    ],
  },
  {
    // Each hint only for a field of its form: an email of digits is no date; a country no state.
    name: 'closed: no, a date in the US order, a country by its name, an email that looks like a date',
    files: {
      'shop.yaml': readReference('shop.yaml')
        .replace('  - date: "2026-11-26"\n    closed: true', '  - date: "2026-11-26"\n    closed: no')
        .replace('  - date: "2027-01-01"', '  - date: "01-01-2027"')
        .replace('  stateName: Virginia\n', '  stateName: Virginia\n  country: United States\n')
        .replace(/^email: .*$/m, 'email: 555-010-0199'),
    },
    expected: [
      'shop-data/shop.yaml:7:8  /email  is not in the expected form',
      "  hint: The shop's email address, such as service@example.com (the footer links it).",
      'shop-data/shop.yaml:14:12  /address/country  is not in the expected form',
      '  hint: write its two-letter code in capitals, such as US',
      'shop-data/shop.yaml:36:13  /specialHours/0/closed  must be a boolean',
      '  hint: YAML 1.2 reads no as a word, not as false; false is no value here: leave it out, or write true',
      'shop-data/shop.yaml:46:11  /specialHours/3/date  is not in the expected form',
      '  hint: write the year first, YYYY-MM-DD: 2027-01-01',
    ],
  },
  {
    // A field that takes a page of the site too: a page's name is as likely as an address.
    name: "a link that may be a page's name, and a state with dots",
    files: { 'shop.yaml': readReference('shop.yaml').replace(/^ {2}state: VA$/m, '  state: V.A.').replace('  reviewSiteName: Google\n', '  reviewSiteName: Google\n  booking: contact.html\n') },
    expected: [
      'shop-data/shop.yaml:12:10  /address/state  is not in the expected form',
      '  hint: write it in capitals, without dots: VA',
      'shop-data/shop.yaml:73:12  /links/booking  is not in the expected form',
      '  hint: write a page of this site with / before it (/contact.html), or an address with https:// (https://contact.html)',
    ],
  },
  {
    // A list of days written as people say them: each read into the list it means.
    name: 'days written as text: a range of names, a short name, every day; and one that cannot be read',
    files: {
      'shop.yaml': readReference('shop.yaml')
        .replace('days: [monday, tuesday, wednesday, thursday, friday]', 'days: Monday-Friday')
        .replace('days: [saturday]', 'days: Sat')
        .replace('days: [monday, tuesday, wednesday, thursday, friday, saturday, sunday]', 'days: every day'),
    },
    expected: [
      'shop-data/shop.yaml:22:15  /hours/0/schedule/0/days  must be a list',
      '  hint: write the days as a list: days: [monday, tuesday, wednesday, thursday, friday]',
      'shop-data/shop.yaml:25:15  /hours/0/schedule/1/days  must be a list',
      '  hint: write the days as a list: days: [saturday]',
      'shop-data/shop.yaml:30:15  /hours/1/schedule/0/days  must be a list',
      '  hint: write the days as a list: days: [monday, tuesday, wednesday, thursday, friday, saturday, sunday]',
    ],
  },
  {
    name: 'days written as text: Mon-Fri, weekdays, "Tuesday, Thursday", and words that name no day',
    files: {
      'shop.yaml': readReference('shop.yaml')
        .replace('days: [monday, tuesday, wednesday, thursday, friday]', 'days: Mon-Fri')
        .replace('days: [saturday]', 'days: "Tuesday, Thursday"')
        .replace('days: [monday, tuesday, wednesday, thursday, friday, saturday, sunday]', 'days: by appointment'),
    },
    expected: [
      'shop-data/shop.yaml:22:15  /hours/0/schedule/0/days  must be a list',
      '  hint: write the days as a list: days: [monday, tuesday, wednesday, thursday, friday]',
      'shop-data/shop.yaml:25:15  /hours/0/schedule/1/days  must be a list',
      '  hint: write the days as a list: days: [tuesday, thursday]',
      'shop-data/shop.yaml:30:15  /hours/1/schedule/0/days  must be a list',
      '  hint: write the days as a list of monday, tuesday, wednesday, thursday, friday, saturday, sunday, such as days: [monday, tuesday]',
    ],
  },
  {
    // A list of texts has no choices to read: how YAML writes a list.
    name: 'a list of towns written as one text',
    files: { 'shop.yaml': readReference('shop.yaml').replace(/^serviceArea:\n(?:  - .*\n)+/m, 'serviceArea: Springfield, Burke\n') },
    expected: ['shop-data/shop.yaml:54:14  /serviceArea  must be a list', '  hint: write it as a list: the name and its colon alone on a line, then one - item per line'],
  },
  {
    // The home page shows the years and the reviews as 35+ and 200+ (the schema: "Shown as {years}+").
    name: 'figures written as the site shows them: 35+, 1,200, 4.4 stars',
    files: { 'shop.yaml': readReference('shop.yaml').replace('yearsInBusiness: 35', 'yearsInBusiness: 35+').replace('reviewCount: 200', 'reviewCount: 1,200').replace('rating: 4.4', 'rating: 4.4 stars') },
    expected: [
      'shop-data/shop.yaml:49:20  /claims/yearsInBusiness  must be a whole number',
      '  hint: write the number alone: 35 (the site adds the +)',
      'shop-data/shop.yaml:50:16  /claims/reviewCount  must be a whole number',
      '  hint: write 1200, without the comma',
      'shop-data/shop.yaml:51:11  /claims/rating  must be a number',
      '  hint: write the number alone: 4.4',
    ],
  },
  {
    // A longitude west written with its W would lose its sign as the number alone: no number is offered.
    name: 'figures written as text: in quotes, 200+, a decimal comma (4,4), a number in words, a longitude with its W',
    files: {
      'shop.yaml': readReference('shop.yaml')
        .replace('latitude: 38.7936', 'latitude: "38.7936"')
        .replace('longitude: -77.1865', 'longitude: 77.1865 W')
        .replace('yearsInBusiness: 35', 'yearsInBusiness: thirty-five')
        .replace('reviewCount: 200', 'reviewCount: 200+')
        .replace('rating: 4.4', 'rating: 4,4'),
    },
    expected: [
      'shop-data/shop.yaml:16:13  /geo/latitude  must be a number',
      '  hint: write 38.7936 without quotes',
      'shop-data/shop.yaml:17:14  /geo/longitude  must be a number',
      "  hint: The shop's longitude in degrees, the second of the two numbers a map shows for a place (negative in the Americas), such as -97.7431.",
      'shop-data/shop.yaml:49:20  /claims/yearsInBusiness  must be a whole number',
      '  hint: write it in digits',
      'shop-data/shop.yaml:50:16  /claims/reviewCount  must be a whole number',
      '  hint: write the number alone: 200 (the site adds the +)',
      'shop-data/shop.yaml:51:11  /claims/rating  must be a number',
      '  hint: write 4.4, with a point',
    ],
  },
  {
    // A coupon's end takes a date or words: its date is read as a special day's is.
    name: "a coupon's end date written month first, with the month's name, with dots; and a word in capitals",
    files: {
      'coupons.yaml': readReference('coupons.yaml')
        .replace('    note: With any service.\n  - id: summer', '    note: With any service.\n    expires: 12/31/2026\n  - id: summer')
        .replace('    note: With any service.\n  - id: multi', '    note: With any service.\n    expires: Dec 31, 2026\n  - id: multi')
        .replace('    note: With every oil change.\n', '    note: With every oil change.\n    expires: 31.12.2026\n  - id: spare\n    title: FREE\n    subtitle: Spare\n    description: A spare tire check.\n    expires: Never\n'),
    },
    expected: [
      'shop-data/coupons.yaml:8:14  /coupons/0/expires  is not in the expected form',
      '  hint: write the year first, YYYY-MM-DD: 2026-12-31',
      'shop-data/coupons.yaml:14:14  /coupons/1/expires  is not in the expected form',
      '  hint: write the year first, YYYY-MM-DD: 2026-12-31',
      'shop-data/coupons.yaml:20:14  /coupons/2/expires  is not in the expected form',
      '  hint: write the year first, YYYY-MM-DD: 2026-12-31',
      'shop-data/coupons.yaml:25:14  /coupons/3/expires  is not in the expected form',
      '  hint: did you mean "never"?',
    ],
  },
  {
    // Outside the US 03/04/2026 is the 3rd of April as often as the 4th of March: both are said.
    name: 'a date of two readings in a shop outside the US, and one of a single reading',
    files: {
      'shop.yaml': readReference('shop.yaml').replace('  zip: "22151"\n', '  zip: "22151"\n  country: GB\n').replace('  - date: "2026-11-26"', '  - date: 03/04/2026'),
      'coupons.yaml': readReference('coupons.yaml').replace('    note: With any service.\n  - id: summer', '    note: With any service.\n    expires: 12/31/2026\n  - id: summer'),
    },
    expected: [
      'shop-data/coupons.yaml:8:14  /coupons/0/expires  is not in the expected form',
      '  hint: write the year first, YYYY-MM-DD: 2026-12-31',
      'shop-data/shop.yaml:35:11  /specialHours/0/date  is not in the expected form',
      '  hint: write the year first, YYYY-MM-DD: 2026-04-03 for 3 April, or 2026-03-04 for 4 March',
    ],
  },
  {
    name: 'a time zone misspelt',
    files: { 'shop.yaml': readReference('shop.yaml').replace('timeZone: America/New_York', 'timeZone: America/NewYork') },
    expected: ['shop-data/shop.yaml:18:11  /timeZone  "America/NewYork" is not a time zone', '  hint: did you mean "America/New_York"? write an IANA name such as America/New_York, America/Chicago, America/Denver or America/Los_Angeles'],
  },
  {
    name: 'bad URL scheme',
    files: { 'shop.yaml': readReference('shop.yaml').replace(/review: https:\/\/[^\n]+/, 'review: javascript:alert(1)') },
    expected: ['shop-data/shop.yaml:70:11  /links/review  is not in the expected form', '  hint: An https or http address.'],
  },
  {
    name: 'duplicate id and a reference that does not resolve',
    files: { 'reviews.yaml': REVIEWS },
    expected: [
      'shop-data/reviews.yaml:10:9  /reviews/2/id  "ann" is already the id of /reviews/0',
      '  hint: each slug and id must be unique in its file',
      'shop-data/reviews.yaml:14:21  /testimonials/1  no review has the id "bbo"',
      '  hint: did you mean "bob"?',
    ],
  },
  {
    name: 'unsafe slug, wrong enum value, too-short list',
    files: { 'makes.yaml': MAKES },
    expected: [
      'shop-data/makes.yaml:2:11  /makes/0/slug  must be lower-case letters, digits and hyphens',
      '  hint: try "etc"',
      'shop-data/makes.yaml:10:11  /makes/1/slug  must be lower-case letters, digits and hyphens',
      '  hint: try "land-rover"',
      'shop-data/makes.yaml:12:12  /makes/1/group  must be one of: domestic, import, european, luxury',
      '  hint: did you mean "european"?',
      'shop-data/makes.yaml:14:12  /makes/1/intro  has 1: at least 3 needed',
      '  hint: Three paragraphs written for this make, not shared with any other.',
      'shop-data/makes.yaml:14:13  /makes/1/intro/0  is 9 characters long: write at least 80',
    ],
  },
  {
    name: 'unknown placeholder',
    files: { 'coupons.yaml': COUPON('    note: Only in {citty}.\n') },
    expected: [
      'shop-data/coupons.yaml:7:11  /coupons/0/note  {citty} cannot be filled here',
      '  hint: did you mean {city}? Placeholders here: {name} {city} {state} {stateName} {phone} {email} {years} {reviewCount} {rating} {warranty} {hours} {hours1} {hours2}',
    ],
  },
  {
    name: 'unknown placeholder near no known one: no guess',
    files: { 'coupons.yaml': COUPON('    note: Only in {borough}.\n') },
    expected: [
      'shop-data/coupons.yaml:7:11  /coupons/0/note  {borough} cannot be filled here',
      '  hint: Placeholders here: {name} {city} {state} {stateName} {phone} {email} {years} {reviewCount} {rating} {warranty} {hours} {hours1} {hours2}',
    ],
  },
  {
    name: 'unknown key written as a longer name of a known one, and one near none',
    files: { 'coupons.yaml': COUPON('    notes: one\n    ribbon: two\n') },
    expected: [
      'shop-data/coupons.yaml:7:5  /coupons/0/notes  unknown field',
      '  hint: did you mean "note"? Fields here: id, title, subtitle, description, note, expires',
      'shop-data/coupons.yaml:8:5  /coupons/0/ribbon  unknown field',
      '  hint: Fields here: id, title, subtitle, description, note, expires; else remove it',
    ],
  },
  {
    name: 'image outside the data folder, and one that does not exist',
    files: {
      'services.yaml': readReference('services.yaml')
        .replace('icon: oil\n', 'icon: oil\n    image:\n      src: ../../etc/passwd\n      alt: Oil\n')
        .replace('icon: brake\n', 'icon: brake\n    image:\n      src: images/brakes.jpg\n      alt: Brakes\n'),
    },
    expected: [
      'shop-data/services.yaml:8:12  /services/0/image/src  "../../etc/passwd" is outside the data folder',
      '  hint: use a path inside the data folder, such as images/shop.jpg, or an https URL',
      'shop-data/services.yaml:300:12  /services/4/image/src  no file at shop-data/images/brakes.jpg',
      '  hint: check the file name and its folder',
    ],
  },
  {
    // A photo's place on the computer it was picked on: a drive, the home folder, a file: address.
    name: 'photos named by where they are on the computer, one of them already copied into the data folder',
    files: {
      'services.yaml': readReference('services.yaml')
        .replace('icon: oil\n', 'icon: oil\n    image:\n      src: C:\\Users\\me\\Pictures\\oil.jpg\n      alt: Oil\n')
        .replace('icon: brake\n', 'icon: brake\n    image:\n      src: ~/Pictures/Brake Job.JPG\n      alt: Brakes\n')
        .replace('icon: tire\n', 'icon: tire\n    image:\n      src: file:///Users/me/Desktop/new%20tires.jpg\n      alt: Tires\n'),
      'brake job.jpg': 'a photo',
    },
    expected: [
      'shop-data/services.yaml:8:12  /services/0/image/src  "C:\\Users\\me\\Pictures\\oil.jpg" is outside the data folder',
      "  hint: a photo on your computer is not part of the site: copy it into the data folder's images/ and write images/oil.jpg",
      'shop-data/services.yaml:236:12  /services/3/image/src  "file:///Users/me/Desktop/new%20tires.jpg" is outside the data folder',
      "  hint: a photo on your computer is not part of the site: copy it into the data folder's images/ and write images/new tires.jpg",
      'shop-data/services.yaml:303:12  /services/4/image/src  "~/Pictures/Brake Job.JPG" is outside the data folder',
      "  hint: write brake job.jpg, the data folder's copy: a photo on your computer is not part of the site",
    ],
  },
  {
    name: 'unknown section type',
    files: { 'services.yaml': readReference('services.yaml').replace('      - type: block\n', '      - type: blok\n') },
    expected: [
      'shop-data/services.yaml:15:15  /services/0/sections/0/type  unknown type "blok": must be one of block, text, criteria, pricing, callout',
      '  hint: did you mean "block"?',
    ],
  },
  {
    name: 'an empty value, a title too long, the same town twice',
    files: {
      'coupons.yaml': COUPON('    note:\n'),
      'services.yaml': readReference('services.yaml').replace(/title: "Oil Change in [^"]+"/, `title: "${'x'.repeat(95)}"`),
      'shop.yaml': readReference('shop.yaml').replace('  - Lincolnia', '  - Burke'),
    },
    expected: [
      'shop-data/coupons.yaml:7:10  /coupons/0/note  is empty: must be a string',
      '  hint: write a value after the colon',
      'shop-data/services.yaml:8:14  /services/0/meta/title  is 95 characters long: at most 90 allowed',
      '  hint: shorten it by 5 characters',
      'shop-data/shop.yaml:66:5  /serviceArea  items 3 and 11 are the same',
      '  hint: remove one of them',
    ],
  },
  {
    name: 'an alias to no anchor',
    files: { 'faq.yaml': 'faq:\n  - question: Open?\n    answer: *nope\n' },
    expected: [
      'shop-data/faq.yaml:3:13  Unresolved alias (the anchor must be set before the alias): nope',
      '  hint: an alias (*name) must refer to an anchor (&name) written before it, and aliases may not multiply without end',
    ],
  },
  {
    name: 'a placeholder in shop.yaml, an address that does not parse',
    files: { 'shop.yaml': readReference('shop.yaml').replace(/^name: .+$/m, 'name: "{city} Auto"').replace(/mapEmbed: .+/, 'mapEmbed: "https://maps.example.com:99999/embed"') },
    expected: [
      'shop-data/shop.yaml:4:7  /name  {city} cannot be filled here',
      '  hint: shop.yaml holds the facts placeholders are filled from: write the value itself',
      'shop-data/shop.yaml:71:13  /links/mapEmbed  "https://maps.example.com:99999/embed" is not a valid web address',
      '  hint: check the host name and any % signs; spaces must be written %20',
    ],
  },
  {
    name: 'a "# fill in" comment is a value still to fill in; the same words inside a text are not',
    files: {
      'faq.yaml': [
        'faq:',
        '  - question: Open late?  # fill in: your own question',
        '    answer: "Type #fill in: here"',
        '  - question: "Which #fill in: marker?"',
        '    answer: |',
        '      A block text # fill in: stays text.',
        '',
      ].join('\n'),
    },
    expected: [
      'shop-data/faq.yaml:2:27  /faq/0/question  warning: still to fill in: your own question',
      '  hint: write the real value, then delete the "# fill in" comment',
    ],
  },
  {
    name: 'a time written without its leading zero is the schema\'s to report, not a range that closes before it opens',
    files: { 'shop.yaml': readReference('shop.yaml').replace('opens: "07:30"', 'opens: "7:30"') },
    expected: [expect.stringMatching(/^shop-data\/shop\.yaml:23:\d+ {2}\/hours\/0\/schedule\/0\/opens {2}/), expect.stringMatching(/^ {2}hint: /)],
  },
  {
    name: 'an old one-word name of a place is a time zone like any other (Japan, Cuba); EST is no place',
    files: { 'shop.yaml': readReference('shop.yaml').replace('timeZone: America/New_York', 'timeZone: Cuba') },
    expected: [],
  },
];

function readReference(name: string): string {
  return readFileSync(path.join(REFERENCE_DATA, name), 'utf8');
}

/** The reference shop moved to a Canadian province, its phone to a Canadian area code (613), its postal code as given. */
function inCanada(state: string, stateName: string, zip: string): string {
  return readReference('shop.yaml')
    .replace(/ {2}state: .*\n {2}stateName: .*\n {2}zip: .*\n/, `  state: ${state}\n  stateName: ${stateName}\n  zip: ${zip}\n  country: CA\n`)
    .replace(/\(\d{3}\) (\d{3})-(\d{4})/g, (_, a: string, b: string) => `(613) ${a}-${b}`);
}

describe('validation problems as printed', () => {
  it.each(cases)('$name', ({ files, expected }) => {
    const dir = dataWith(REFERENCE_DATA, files);
    const shown = path.join('shop-data');
    const loaded = loadSiteData(dir);
    const { problems } = validateSite(loaded.docs);
    const lines = [...loaded.problems, ...problems]
      .map((p) => formatProblem({ ...p, file: p.file && path.join(shown, path.relative(dir, p.file)) }).replaceAll(dir, shown))
      .join('\n')
      .split('\n');
    expect(lines.filter(Boolean)).toEqual(expected);
  });
});
