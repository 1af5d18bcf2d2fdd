// Every code of the catalogue is reached: one row per code (some codes have more), each an input
// that produces it and the exact line shopsite prints for it, with the data folder written as
// DATA. Most rows are a data folder built whole (`build`, as check and build run it); a code no
// data can produce is met at the stage that makes it, and its row says why. A code added to the
// catalogue without a row here fails the last test.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { checkLinks } from '../../src/check/index.js';
import { loadSiteData } from '../../src/load/documents.js';
import { CATALOGUE, formatProblem, problem, type ProblemCode } from '../../src/shared/problems.js';
import { buildRoutes } from '../../src/routes.js';
import type { Problem } from '../../src/shared/types.js';
import { validateSite } from '../../src/validate/index.js';
import { placeProblems } from '../../src/load/positions.js';
import { FRANCHISE, OTHER_SHOP, ROOT, cliEnv, dataWith, tempDir } from '../helpers.js';
import { importSheet } from '../../src/import/index.js';
import { buildHub } from '../../src/hub/index.js';

interface Case {
  code: ProblemCode;
  name: string;
  /** The problems shopsite meets, and the data folder to print as DATA. */
  meet: () => Promise<{ problems: Problem[]; data?: string }>;
  /** The problem's printed line (its hint, on the next line, is not part of it). */
  line: string;
}

/** A copy of the second example shop with some changes, built whole without writing. */
const dataCase = (change: (dir: string) => void) => async () => {
  const data = dataWith(OTHER_SHOP);
  change(data);
  return { problems: (await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false })).problems, data };
};

/** The same, written into `out` (made by `prepare`), for the problems of the output folder. */
const writeCase = (prepare: (dir: string) => string) => async () => {
  const data = dataWith(OTHER_SHOP);
  const outDir = prepare(data);
  return { problems: (await build({ dataDir: data, outDir }).then((r) => r.problems)), data };
};

const edit = (dir: string, name: string, change: (text: string) => string) =>
  writeFileSync(path.join(dir, name), change(readFileSync(path.join(dir, name), 'utf8')));

/** The services file with an image on the first service. */
const withImage = (dir: string, src: string) =>
  edit(dir, 'services.yaml', (text) => text.replace('    icon: oil\n', `    icon: oil\n    image:\n      src: ${src}\n      alt: The bay\n`));

/** Lines 9 and 63 of services.yaml hold the first two services' page titles. */
const sameTitles = (text: string) => {
  const lines = text.split('\n');
  lines[62] = lines[8]!;
  return lines.join('\n');
};

/**
 * A copy of shopsite itself (its node_modules linked, not copied) with one template changed, run
 * as a user runs it: the only way to meet the problems of templates that do not compile or that
 * misuse the page head, since no data can.
 */
function packageWith(file: string, change: (text: string) => string): { problems: Problem[]; stderr: string } {
  const root = path.join(tempDir(), 'shopsite');
  for (const part of ['bin', 'src', 'templates', 'schemas', 'starter', 'package.json', 'scripts']) {
    cpSync(path.join(ROOT, part), path.join(root, part), { recursive: true });
  }
  mkdirSync(path.join(root, 'node_modules'));
  for (const name of readdirSync(path.join(ROOT, 'node_modules')).filter((n) => !n.startsWith('.'))) {
    symlinkSync(path.join(ROOT, 'node_modules', name), path.join(root, 'node_modules', name));
  }
  edit(root, file, change);
  const run = spawnSync(process.execPath, [path.join(root, 'bin', 'shopsite.js'), 'check', '--data', OTHER_SHOP, '--json'], {
    encoding: 'utf8',
    env: cliEnv({ SHOPSITE_CACHE_DIR: path.join(root, 'cache') }),
  });
  expect(run.status, run.stderr).toBe(1);
  return { problems: (JSON.parse(run.stdout) as { problems: Problem[] }).problems, stderr: run.stderr };
}

/** A sheet imported (dry run) into a copy of the example brand: the import's problems, with its folder as DATA. */
const importCase = (sheet: (header: string, row: string) => string | Buffer, prepare?: (shops: string) => void) => async () => {
  const dir = tempDir();
  cpSync(FRANCHISE, path.join(dir, 'franchise'), { recursive: true });
  prepare?.(path.join(dir, 'franchise', 'shops'));
  const [header, row] = readFileSync(path.join(FRANCHISE, 'locations.csv'), 'utf8').split('\n') as [string, string];
  writeFileSync(path.join(dir, 'sheet.csv'), sheet(header, row));
  const result = await importSheet({ sheet: path.join(dir, 'sheet.csv'), brand: path.join(dir, 'franchise', 'brand'), into: path.join(dir, 'franchise', 'shops'), dryRun: true });
  return { problems: result.problems, data: dir };
};


/**
 * `check --json` across the shops of a copy of the example brand (DATA) with some changes, and a
 * hub page (DATA/hub/locations/index.html) listing and linking the shops `hub` gives, when it is
 * given (--hub DATA/hub with no page for 'missing'): every shop's problems, each once.
 */
const fleetCase = (change: (dir: string) => void, hub?: ((shop: (name: string) => object) => object[]) | 'missing') => async () => {
  const dir = path.join(tempDir(), 'franchise');
  cpSync(FRANCHISE, dir, { recursive: true });
  change(dir);
  const shops = ['gainesville', 'raleigh', 'springfield'].map((s) => path.join(dir, 'shops', s));
  const args = ['check', '--json', '--data', ...shops];
  if (hub === 'missing') args.push('--hub', path.join(dir, 'hub'));
  else if (hub) {
    // The values of each shop's own JSON-LD, as shopsite hub lists them.
    const shop = (name: string) => {
      const yaml = readFileSync(path.join(dir, 'shops', name, 'shop.yaml'), 'utf8');
      const field = (key: string) => new RegExp(`^\\s*${key}: "?([^"\\n]*)"?$`, 'm').exec(yaml)![1]!;
      const address = { '@type': 'PostalAddress', streetAddress: field('street'), addressLocality: field('city'), addressRegion: field('state'), postalCode: field('zip'), addressCountry: 'US' };
      return { '@type': 'AutoRepair', name: field('name'), url: `${field('siteUrl')}/`, telephone: field('phone'), address };
    };
    const listed = hub(shop) as { url: string }[];
    mkdirSync(path.join(dir, 'hub', 'locations'), { recursive: true });
    const org = JSON.stringify({ '@type': 'Organization', subOrganization: listed });
    writeFileSync(path.join(dir, 'hub', 'locations', 'index.html'), `<script type="application/ld+json">${org}</script>${listed.map((s) => `<a href="${s.url}">x</a>`).join('')}`);
    args.push('--hub', path.join(dir, 'hub'));
  }
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), ...args], { encoding: 'utf8', env: cliEnv() });
  const report = JSON.parse(run.stdout) as { shops: { problems: Problem[] }[]; acrossShops: Problem[] };
  const seen = new Set<string>();
  const problems = [...report.shops.flatMap((s) => s.problems), ...report.acrossShops];
  return { problems: problems.filter((p) => !seen.has(formatProblem(p)) && !!seen.add(formatProblem(p))), data: dir };
};

/** Springfield named and placed as Raleigh, at Raleigh's address on the web. */
const raleighTwice = (dir: string) =>
  edit(path.join(dir, 'shops', 'springfield'), 'shop.yaml', (t) =>
    t.replace('Cardinal Auto Springfield', 'Cardinal Auto Raleigh').replace('city: Springfield', 'city: Raleigh').replace('state: VA', 'state: NC').replace('https://springfield.', 'https://raleigh.'),
  );

/** Numbers typed into Gainesville's FAQ answers: Raleigh's, and one that is no shop's. */
const phonesInFaq = (dir: string) =>
  edit(path.join(dir, 'shops', 'gainesville'), 'faq.yaml', (t) =>
    t.replace('We call you when it is ready', 'Call (919) 555-0117. We call you when it is ready').replace('A typical oil change takes', 'Our old line, 352-555-0100, is gone. A typical oil change takes'),
  );

const cases: Case[] = [
  {
    code: 'import-sheet-syntax',
    name: 'a sheet row with a cell too many',
    meet: importCase((header, row) => `${header}\n${row},extra\n`),
    line: 'DATA/sheet.csv:2:48  this row has 48 cells; the header has 47',
  },
  {
    code: 'import-workbook',
    name: "Excel's old .xls given instead of its .xlsx or CSV",
    meet: importCase(() => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
    line: "DATA/sheet.csv:1:1  this is Excel's old file (.xls), or a workbook saved with a password: a sheet is read from CSV, JSON or an Excel workbook (.xlsx)",
  },
  {
    code: 'import-limit',
    name: 'a sheet cell past the length an import reads',
    meet: importCase((header, row) => `${header}\n${row.replace('Cardinal Auto Gainesville', 'a'.repeat(20_000))}\n`),
    line: 'DATA/sheet.csv:2:2  Business name  this cell is 20,000 characters long: at most 10,000 are read',
  },
  {
    code: 'import-missing-column',
    name: 'a sheet without a Store code column',
    meet: importCase((header, row) => `${header.replace('Store code', 'placeholders.code')}\n${row}\n`),
    line: 'DATA/sheet.csv:1:1  the sheet has no "Store code" column',
  },
  {
    code: 'import-duplicate-column',
    name: 'two columns of a sheet writing one field',
    meet: importCase((header, row) => `${header.replace(',email,', ',siteUrl,')}\n${row}\n`),
    line: 'DATA/sheet.csv:1:25  siteUrl  "siteUrl" writes what column 13 writes',
  },
  {
    code: 'import-unknown-column',
    name: 'a sheet column that is no field',
    meet: importCase((header, row) => `${header.replace('Primary phone', 'Primary phon')}\n${row}\n`),
    line: 'DATA/sheet.csv:1:12  Primary phon  "Primary phon" is no column shopsite reads',
  },
  {
    code: 'import-store-code',
    name: 'a store code leading out of the folder',
    meet: importCase((header, row) => `${header}\n${row.replace('gainesville,', '../x,')}\n`),
    line: 'DATA/sheet.csv:2:1  Store code  store code "../x" is not a folder name',
  },
  {
    code: 'import-invalid-cell',
    name: 'a sheet cell of hours that are none',
    meet: importCase((header, row) => `${header}\n${row.replace(',07:00-18:00,', ',9-5pm,')}\n`),
    line: 'DATA/sheet.csv:2:15  Monday hours  "9-5pm" is not opening hours',
  },
  {
    code: 'import-formula',
    name: 'a formula in a sheet cell',
    meet: importCase((header, row) => `${header}\n${row.replace('Cardinal Auto Gainesville', '=HYPERLINK(1)')}\n`),
    line: 'DATA/sheet.csv:2:2  Business name  "=HYPERLINK(1)" is a formula, not a value',
  },
  {
    code: 'import-zone-chosen',
    name: "a shop near a border, where the lookup gave the neighbour's zone (Wallace, ID: Montana's)",
    meet: importCase((header, row) => `${header}\n${row.replace('gainesville,', 'wallace,').replace(',FL,US,32609,29.6742,-82.3392,', ',ID,US,83873,47.474,-115.927,').replace(',America/New_York,', ',,')}\n`),
    line: 'DATA/sheet.csv:2:10  Latitude  warning: the time zone written is America/Los_Angeles, the state\'s zone chosen for these coordinates: the lookup gave America/Denver, a neighbour\'s, as it can near a border',
  },
  {
    code: 'import-unsafe-folder',
    name: 'a store code whose folder is a file',
    meet: importCase((header, row) => `${header}\n${row.replace('gainesville,', 'notes,')}\n`, (shops) => writeFileSync(path.join(shops, 'notes'), 'mine')),
    line: 'DATA/sheet.csv:2:1  Store code  DATA/franchise/shops/notes is a file, not a shop folder',
  },
  {
    code: 'yaml-syntax',
    name: 'an unclosed quote',
    meet: dataCase((dir) => writeFileSync(path.join(dir, 'faq.yaml'), 'faq:\n  - question: "Open?\n    answer: Yes.\n')),
    line: 'DATA/faq.yaml:2:15  Missing closing "quote',
  },
  {
    code: 'yaml-misread',
    name: 'a # in a value, which starts a comment',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace(/^( {2}street: .*)$/m, '$1 Suite #4'))),
    line: 'DATA/shop.yaml:9:11  /address/street  "#4" starts a comment: YAML reads this value as "2200 Example Avenue Suite"',
  },
  {
    code: 'yaml-misread',
    name: 'a review in curly quotes, which may be meant (a warning)',
    meet: dataCase((dir) => edit(dir, 'reviews.yaml', (text) => text.replace(/^( {4}text: )(Quick oil change.*)$/m, '$1\u201c$2\u201d'))),
    line: 'DATA/reviews.yaml:14:11  /reviews/1/text  warning: the curly quotes around \u201cQuick oil change on my Tacoma, friendly people, and they noticed a loose heat shield too.\u201d are read as part of the text',
  },
  {
    code: 'missing-file',
    name: 'a data file taken away',
    meet: dataCase((dir) => rmSync(path.join(dir, 'coupons.yaml'))),
    line: 'DATA/coupons.yaml  coupons.yaml is missing',
  },
  {
    code: 'unreadable-file',
    name: 'a folder named like a data file',
    meet: dataCase((dir) => {
      rmSync(path.join(dir, 'reviews.yaml'));
      mkdirSync(path.join(dir, 'reviews.yaml'));
    }),
    line: 'DATA/reviews.yaml  reviews.yaml cannot be read (EISDIR)',
  },
  {
    code: 'unknown-file',
    name: 'a data file with a misspelt name',
    meet: dataCase((dir) => renameSync(path.join(dir, 'services.yaml'), path.join(dir, 'servces.yaml'))),
    line: 'DATA/servces.yaml  shopsite reads no file named servces.yaml',
  },
  {
    code: 'unknown-file',
    name: 'a backup beside the data files (a warning)',
    meet: dataCase((dir) => cpSync(path.join(dir, 'coupons.yaml'), path.join(dir, 'coupons-old.yaml'))),
    line: 'DATA/coupons-old.yaml  warning: coupons-old.yaml is not shop data: shopsite leaves it out',
  },
  {
    code: 'unknown-file',
    name: 'one kind of data in two spellings',
    meet: dataCase((dir) => cpSync(path.join(dir, 'faq.yaml'), path.join(dir, 'faq.yml'))),
    line: 'DATA/faq.yml  faq.yml repeats faq: keep one of .yaml and .yml',
  },
  {
    code: 'empty-file',
    name: 'a data file with nothing in it',
    meet: dataCase((dir) => writeFileSync(path.join(dir, 'coupons.yaml'), '# nothing yet\n')),
    line: 'DATA/coupons.yaml  coupons.yaml is empty',
  },
  {
    code: 'invalid-brand',
    name: 'a brand folder that is not there',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => `brand: our-brand\n${text}`)),
    line: 'DATA/shop.yaml:1:8  /brand  no brand folder at DATA/our-brand',
  },
  {
    code: 'data-folder-missing',
    name: 'a data folder that is not there',
    meet: async () => {
      const data = path.join(tempDir(), 'nowhere');
      return { problems: (await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false })).problems, data };
    },
    line: 'no data folder at DATA',
  },
  {
    code: 'too-large',
    name: 'a text longer than any page needs',
    meet: dataCase((dir) => writeFileSync(path.join(dir, 'faq.yaml'), `faq:\n  - question: Long?\n    answer: "${'a'.repeat(12_000)}"\n`)),
    line: 'DATA/faq.yaml:3:13  /faq/0/answer  this text is 12,000 characters long: at most 10,000 allowed',
  },
  {
    code: 'invalid-text',
    name: 'a control character in a value',
    meet: dataCase((dir) => writeFileSync(path.join(dir, 'faq.yaml'), 'faq:\n  - question: "Open\\0late?"\n    answer: "Yes."\n')),
    line: 'DATA/faq.yaml:2:15  /faq/0/question  character 5 of this text is U+0000, a control character',
  },
  {
    code: 'unknown-field',
    name: 'a misspelt field',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace(/^name: (.*)$/m, 'name: $1\nnmae: Typo'))),
    line: 'DATA/shop.yaml:4:1  /nmae  unknown field',
  },
  {
    code: 'missing-field',
    name: 'a coupon without its subtitle',
    meet: dataCase((dir) => writeFileSync(path.join(dir, 'coupons.yaml'), 'coupons:\n  - id: first\n    title: FREE\n    description: A brake check.\n')),
    line: 'DATA/coupons.yaml:2:5  /coupons/0/subtitle  missing field "subtitle"',
  },
  {
    code: 'wrong-type',
    name: 'a ZIP code YAML reads as a number',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('zip: "97005"', 'zip: 97005'))),
    line: 'DATA/shop.yaml:13:8  /address/zip  must be a string',
  },
  {
    code: 'invalid-value',
    name: 'a state written out',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('state: OR', 'state: Oregon'))),
    line: 'DATA/shop.yaml:11:10  /address/state  is not in the expected form',
  },
  {
    code: 'duplicate-slug',
    name: 'two reviews with one id',
    meet: dataCase((dir) => edit(dir, 'reviews.yaml', (text) => text.replace('id: marcus-l', 'id: hannah-k'))),
    line: 'DATA/reviews.yaml:11:9  /reviews/1/id  "hannah-k" is already the id of /reviews/0',
  },
  {
    code: 'unresolved-reference',
    name: 'a testimonial naming no review',
    meet: dataCase((dir) => edit(dir, 'reviews.yaml', (text) => text.replace('testimonials: [hannah-k, sam-b]', 'testimonials: [hannah-k, sam-c]'))),
    line: 'DATA/reviews.yaml:27:26  /testimonials/1  no review has the id "sam-c"',
  },
  {
    code: 'unknown-placeholder',
    name: 'a misspelt placeholder',
    meet: dataCase((dir) => edit(dir, 'faq.yaml', (text) => text.replace('"When is the shop open?"', '"When is {citty} open?"'))),
    line: 'DATA/faq.yaml:3:15  /faq/0/question  {citty} cannot be filled here',
  },
  {
    code: 'placeholder-zero',
    name: 'a new shop whose copy says "for {years} years"',
    meet: dataCase((dir) => {
      edit(dir, 'shop.yaml', (text) => text.replace('yearsInBusiness: 12', 'yearsInBusiness: 0'));
      edit(dir, 'pages.yaml', (text) => text.replaceAll('{years}', 'many'));
      edit(dir, 'faq.yaml', (text) => text.replace('"When is the shop open?"', '"Opened {years} years ago?"'));
    }),
    line: "DATA/faq.yaml:3:15  /faq/0/question  warning: {years} reads 0 here: shop.yaml's yearsInBusiness is 0",
  },
  {
    code: 'invalid-url',
    name: 'an address with a port no URL has',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace(/mapEmbed: .+/, 'mapEmbed: "https://maps.example.com:99999/embed"'))),
    line: 'DATA/shop.yaml:43:13  /links/mapEmbed  "https://maps.example.com:99999/embed" is not a valid web address',
  },
  {
    code: 'invalid-phone',
    name: 'a phone number without its area code',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('phone: "(503) 555-0187"', 'phone: "555-0187"'))),
    line: 'DATA/shop.yaml:5:8  /phone  "555-0187" has too few digits for a phone number',
  },
  {
    code: 'hours-department',
    name: "a department on the shop's own hours",
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace(/^hours:\n  - label: (.+)$/m, 'hours:\n  - label: $1\n    department: GasStation'))),
    line: "DATA/shop.yaml:20:17  /hours/0/department  the first schedule is the shop's own hours: it is no GasStation of the shop",
  },
  {
    code: 'phone-letter-digit',
    name: 'a letter O typed for a zero',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('phone: "(503) 555-0187"', 'phone: "(503) 555-O187"'))),
    line: 'DATA/shop.yaml:5:8  /phone  "(503) 555-O187" has the letter O among its digits: it is dialled as 6',
  },
  {
    code: 'postal-code-province',
    name: "a Canadian postal code of another province's letter (a Montréal code in Ontario)",
    meet: dataCase((dir) =>
      edit(dir, 'shop.yaml', (text) => text.replace('  state: OR\n  stateName: Oregon\n  zip: "97005"\n', '  state: ON\n  stateName: Ontario\n  zip: "H2W 2M2"\n  country: CA\n').replace('"(503) 555-0187"', '"(613) 555-0187"')),
    ),
    line: 'DATA/shop.yaml:13:8  /address/zip  warning: "H2W 2M2" starts with H, as QC\'s postal codes do, not ON\'s',
  },
  {
    code: 'postal-code-province',
    name: "a sheet's Canadian row whose postal code is another province's letter",
    meet: importCase((header, row) => `${header}\n${row.replace(',FL,US,32609,', ',ON,CA,H2W 2M2,').replace('(352) 555-0163', '(613) 555-0163')}\n`),
    line: 'DATA/sheet.csv:2:9  Postal code  warning: "H2W 2M2" starts with H, as QC\'s postal codes do, not ON\'s',
  },
  {
    code: 'coupon-ended',
    name: "a coupon whose last day went by before the build's day",
    meet: dataCase((dir) => edit(dir, 'coupons.yaml', (text) => `${text}    expires: "2020-01-31"\n`)),
    line: 'DATA/coupons.yaml:8:14  /coupons/0/expires  warning: this coupon ended on 2020-01-31: it is not on the site',
  },
  {
    code: 'unknown-time-zone',
    name: 'a time zone misspelt',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('timeZone: America/Los_Angeles', 'timeZone: America/Los_Angeles_'))),
    line: 'DATA/shop.yaml:17:11  /timeZone  "America/Los_Angeles_" is not a time zone',
  },
  {
    code: 'time-zone-no-place',
    name: 'a time zone that is a fixed clock (EST: Panama\'s, with no summer time)',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('timeZone: America/Los_Angeles', 'timeZone: EST'))),
    line: 'DATA/shop.yaml:17:11  /timeZone  warning: "EST" names no place: the site reads the shop\'s hours by America/Panama\'s clock, with no summer time',
  },
  {
    code: 'hours-overlap',
    name: "Saturday's hours written again in the weekdays' line, as a second range",
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('days: [monday, tuesday, wednesday, thursday, friday]', 'days: [monday, tuesday, wednesday, thursday, friday, saturday]'))),
    line: 'DATA/shop.yaml:25:16  /hours/0/schedule/1/opens  on saturday, 09:00-15:00 overlaps 08:00-18:00',
  },
  {
    code: 'hours-range',
    name: "Saturday's closing time typed as morning",
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('opens: "09:00"\n        closes: "15:00"', 'opens: "09:00"\n        closes: "03:00"'))),
    line: 'DATA/shop.yaml:26:17  /hours/0/schedule/1/closes  closes at 03:00, before it opens at 09:00',
  },
  {
    code: 'special-day-past',
    name: 'a special day that is over',
    // Asked for by the owner's editor (pastDays), for the days a save adds.
    meet: async () => {
      const data = dataWith(OTHER_SHOP);
      edit(data, 'shop.yaml', (text) => text.replace('timeZone: America/Los_Angeles\n', 'timeZone: America/Los_Angeles\nspecialHours:\n  - date: "2020-12-24"\n    through: "2020-12-26"\n    closed: true\n'));
      return { problems: (await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false, pastDays: true })).problems, data };
    },
    line: 'DATA/shop.yaml:20:14  /specialHours/0/through  warning: 2020-12-26 is over: the site no longer shows this special day',
  },
  {
    code: 'special-hours',
    name: 'a special day both closed and open',
    meet: dataCase((dir) =>
      edit(dir, 'shop.yaml', (text) => text.replace('timeZone: America/Los_Angeles\n', 'timeZone: America/Los_Angeles\nspecialHours:\n  - date: "2026-12-24"\n    closed: true\n    hours: [{ opens: "08:00", closes: "12:00" }]\n')),
    ),
    line: 'DATA/shop.yaml:21:12  /specialHours/0/hours  says both closed: true and hours',
  },
  {
    code: 'unsafe-path',
    name: 'an image outside the data folder',
    meet: dataCase((dir) => withImage(dir, '../outside.jpg')),
    line: 'DATA/services.yaml:9:12  /services/0/image/src  "../outside.jpg" is outside the data folder',
  },
  {
    code: 'missing-image',
    name: 'an image that is not there',
    meet: dataCase((dir) => withImage(dir, 'images/bay.jpg')),
    line: 'DATA/services.yaml:9:12  /services/0/image/src  no file at DATA/images/bay.jpg',
  },
  {
    code: 'missing-image',
    name: 'a folder used as an image',
    meet: dataCase((dir) => {
      mkdirSync(path.join(dir, 'images', 'bay.jpg'), { recursive: true });
      withImage(dir, 'images/bay.jpg');
    }),
    line: 'DATA/services.yaml:9:12  /services/0/image/src  DATA/images/bay.jpg is a folder, not an image',
  },
  {
    code: 'invalid-image',
    name: 'a file shopsite cannot use as an image',
    meet: dataCase((dir) => {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images', 'bay.txt'), 'a bay');
      withImage(dir, 'images/bay.txt');
    }),
    line: 'DATA/services.yaml:9:12  /services/0/image/src  "images/bay.txt" is not an image shopsite can use',
  },
  {
    code: 'invalid-image',
    name: 'a photo that is not one',
    meet: dataCase((dir) => {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images', 'bay.jpg'), 'not a photo');
      withImage(dir, 'images/bay.jpg');
    }),
    line: 'DATA/services.yaml:9:12  /services/0/image/src  DATA/images/bay.jpg cannot be read as an image: it is not a JPEG, PNG, WebP or AVIF file',
  },
  {
    code: 'unsafe-svg',
    name: 'an SVG with a script',
    meet: dataCase((dir) => {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images', 'bay.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <script>alert(1)</script>\n</svg>\n');
      withImage(dir, 'images/bay.svg');
    }),
    line: 'DATA/services.yaml:9:12  /services/0/image/src  DATA/images/bay.svg:2:3 has a <script> element',
  },
  {
    code: 'duplicate-title',
    name: 'two pages with one title, in .yml files',
    meet: dataCase((dir) => {
      for (const name of readdirSync(dir)) renameSync(path.join(dir, name), path.join(dir, name.replace(/\.yaml$/, '.yml')));
      edit(dir, 'services.yml', sameTitles);
    }),
    line: 'DATA/services.yml:63:14  /services/1/meta/title  /services/brakes-beaverton/ has the same title as /services/oil-changes-beaverton/: "Oil Changes in Beaverton, OR | Riverbend Garage"',
  },
  {
    code: 'long-title',
    name: 'a title longer than search results show',
    meet: dataCase((dir) => edit(dir, 'services.yaml', (text) => text.replace('title: "Oil Changes in {city}, {state} | {name}"', `title: "${'Oil '.repeat(19)}"`))),
    line: `DATA/services.yaml:9:14  /services/0/meta/title  warning: the title of /services/oil-changes-beaverton/ has 76 characters: "${'Oil '.repeat(19)}"`,
  },
  {
    code: 'similar-copy',
    name: "one make's intro pasted into another's with the name swapped",
    meet: dataCase((dir) =>
      edit(dir, 'makes.yaml', (text) => {
        const rivian = /intro:\n((?: {6}- .*\n)+)/.exec(text)![1]!;
        return text.replace(/(- slug: subaru\n(?:.*\n)*?    intro:\n)(?: {6}- .*\n)+/, (_, head: string) => head + rivian.replaceAll('Rivian', 'Subaru'));
      }),
    ),
    line: 'DATA/makes.yaml:17:7  /makes/1/intro  warning: the copy of /vehicles/subaru-service-beaverton/ repeats /vehicles/rivian-service-beaverton/: 90% of its phrases are the same',
  },
  {
    code: 'analytics-host',
    name: 'Vercel Web Analytics on a shop hosted elsewhere',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('provider: none', 'provider: vercel').replace('\ntheme:', '\nhost: netlify\ntheme:'))),
    line: 'DATA/shop.yaml:51:15  /thirdParty/analytics/provider  warning: Vercel Web Analytics only works on Vercel, and this site is built for host "netlify"',
  },
  {
    code: 'cms-not-configured',
    name: 'build --cms for a shop.yaml without cms',
    meet: async () => {
      const data = dataWith(OTHER_SHOP);
      return { problems: (await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false, cms: true })).problems, data };
    },
    line: 'DATA/shop.yaml:3:1  /cms  the content manager (--cms) needs cms in shop.yaml: the repository it saves to',
  },
  {
    code: 'cms-no-repository',
    name: 'build --cms for a data folder in no git repository',
    meet: async () => {
      const data = dataWith(OTHER_SHOP, {});
      edit(data, 'shop.yaml', (text) => `${text}cms:\n  backend: github\n  repo: owner/name\n`);
      return { problems: (await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false, cms: true })).problems, data };
    },
    line: 'DATA  DATA is in no git repository, and the content manager (--cms) saves to the data files in one',
  },
  {
    code: 'host-limit',
    name: 'more redirects than Cloudflare Pages accepts',
    meet: dataCase((dir) =>
      edit(dir, 'shop.yaml', (text) =>
        text.replace('\ntheme:', `\nhost: cloudflare\nredirects:\n${Array.from({ length: 1001 }, (_, i) => `  - from: /old-${i}/\n    to: /\n`).join('')}theme:`),
      ),
    ),
    line: 'Cloudflare Pages accepts at most 2000; this site needs 2005 redirect lines',
  },
  {
    code: 'unfilled-value',
    name: 'a value marked to fill in',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('state: OR', 'state: OR  # fill in: your state'))),
    line: 'DATA/shop.yaml:11:14  /address/state  warning: still to fill in: your state',
  },
  {
    code: 'unknown-page',
    name: 'a booking page that is not a page of the site',
    meet: dataCase((dir) => edit(dir, 'shop.yaml', (text) => text.replace('\nthirdParty:\n', '\n  booking: /coupon/\nthirdParty:\n'))),
    line: 'DATA/shop.yaml:44:12  /links/booking  /coupon/ is not a page of this site',
  },
  {
    code: 'duplicate-route',
    name: 'stage: two services with one slug, which validation refuses before routes are made',
    meet: async () => {
      const { docs } = loadSiteData(OTHER_SHOP);
      const site = structuredClone(validateSite(docs).site!);
      site.services[1]!.slug = site.services[0]!.slug;
      return { problems: placeProblems(buildRoutes(site).problems, docs), data: OTHER_SHOP };
    },
    line: 'DATA/services.yaml:58:11  /services/1/slug  service page oil-changes and service page oil-changes would both be written to services/oil-changes-beaverton/index.html',
  },
  {
    code: 'broken-link',
    name: 'stage: a page linking to no file, which no data can make (every link comes from the route table)',
    meet: async () => ({ problems: checkLinks([{ file: 'index.html', contents: '<a href="/nowhere/">x</a>' }]) }),
    line: 'index.html links to /nowhere/, which is not a written file',
  },
  {
    code: 'template-error',
    name: 'a copy of shopsite whose template does not compile',
    meet: async () => packageWith('templates/pages/AboutPage.tsx', (text) => `${text}export const broken = ;\n`),
    // The line added after the file's last: the `;` where an expression should be.
    line: `templates/pages/AboutPage.tsx:${readFileSync(path.join(ROOT, 'templates/pages/AboutPage.tsx'), 'utf8').split('\n').length}:23  Unexpected ";"`,
  },
  {
    code: 'head-invalid-child',
    name: 'a copy of shopsite whose template puts a <div> in the page head',
    meet: async () => packageWith('templates/pages/AboutPage.tsx', (text) => text.replace('<Document input={input}', '<Document input={input} head={<div />}')),
    line: 'AboutPage put <div> in the page head',
  },
  {
    code: 'unsafe-output',
    name: 'the data folder as the output',
    meet: writeCase((data) => data),
    line: 'refusing to write the site into DATA: it would replace the data folder DATA',
  },
  {
    code: 'output-not-shopsite',
    name: 'an output folder holding the user\'s own files',
    meet: writeCase(() => {
      const out = path.join(tempDir(), 'dist');
      mkdirSync(out);
      writeFileSync(path.join(out, 'notes.txt'), 'mine');
      return out;
    }),
    line: 'refusing to write the site into OUT: shopsite did not write it, and it holds notes.txt',
  },
  {
    code: 'output-not-writable',
    name: 'an output folder where no folder can be made (/proc, on Linux)',
    meet: writeCase(() => '/proc/shopsite-dist'),
    line: 'cannot write the site into /proc/shopsite-dist/: a folder cannot be made there (/proc/.shopsite-dist.shopsite-tmp-PID)',
  },
  {
    code: 'nap-mismatch',
    name: "a hub that gives a shop's phone otherwise than its shop.yaml (a page's own drift is a template's: tests/unit/fleet-check.test.ts)",
    meet: fleetCase(() => {}, (shop) => [shop('gainesville'), { ...shop('raleigh'), telephone: '(919) 555-0199' }, shop('springfield')]),
    line: 'DATA/shops/raleigh/shop.yaml:5:8  /phone  the hub on DATA/hub/locations/index.html gives "(919) 555-0199", not "(919) 555-0117"',
  },
  {
    code: 'phone-of-other-shop',
    name: "another shop's phone in a shop's FAQ answer",
    meet: fleetCase(phonesInFaq),
    line: 'DATA/shops/gainesville/faq.yaml:14:13  /faq/4/answer  "(919) 555-0117" is the phone number of raleigh',
  },
  {
    code: 'unknown-phone',
    name: "a number that is no shop's in a shop's FAQ answer",
    meet: fleetCase(phonesInFaq),
    line: 'DATA/shops/gainesville/faq.yaml:12:13  /faq/3/answer  warning: "352-555-0100" is not the shop\'s phone number, nor any other shop\'s of the fleet',
  },
  {
    code: 'fleet-duplicate-title',
    name: 'two shops of one name and town',
    meet: fleetCase(raleighTwice),
    line: 'DATA/brand/pages.yaml:15:12  /home/meta/title  / has the same title as / of raleigh: "Cardinal Auto Raleigh | Auto Repair in Raleigh, NC"; so do 53 more pages of the two shops',
  },
  {
    code: 'fleet-duplicate-canonical',
    name: 'two shops at one siteUrl',
    meet: fleetCase(raleighTwice),
    line: 'DATA/shops/springfield/shop.yaml:8:10  /siteUrl  56 pages have the canonical URL of a page of raleigh (https://raleigh.cardinal-auto.example.com/)',
  },
  {
    code: 'hub-missing-shop',
    name: 'a hub without one of the shops',
    meet: fleetCase(() => {}, (shop) => [shop('gainesville'), shop('raleigh')]),
    line: 'DATA/shops/springfield/shop.yaml:5:7  /name  not linked from the hub (DATA/hub/locations/index.html)',
  },
  {
    code: 'hub-extra-shop',
    name: 'a hub still listing a shop that closed',
    meet: fleetCase(() => {}, (shop) => [shop('gainesville'), shop('raleigh'), shop('springfield'), { ...shop('raleigh'), name: 'Old Town', url: 'https://old-town.example.com/' }]),
    line: 'warning: the hub (DATA/hub/locations/index.html) lists Old Town at https://old-town.example.com/, none of the shops checked',
  },
  {
    code: 'hub-other-brand',
    name: "a shop of no brand among a hub's shops",
    meet: async () => {
      const data = dataWith(OTHER_SHOP);
      const result = await buildHub({ brandDir: path.join(FRANCHISE, 'brand'), dataDirs: [path.join(FRANCHISE, 'shops', 'raleigh'), data], outDir: path.join(tempDir(), 'hub'), write: false });
      return { problems: result.problems, data };
    },
    line: `DATA/shop.yaml:3:1  /brand  this shop has no brand: the hub lists the shops of the brand ${path.join(FRANCHISE, 'brand')}/`,
  },
  {
    code: 'hub-stand-ins',
    name: "a shop of the brand whose phone on the hub is still the starter's stand-in",
    meet: async () => {
      const dir = path.join(tempDir(), 'franchise');
      cpSync(FRANCHISE, dir, { recursive: true });
      const shop = path.join(dir, 'shops', 'raleigh');
      writeFileSync(path.join(shop, 'shop.yaml'), readFileSync(path.join(shop, 'shop.yaml'), 'utf8').replace(/^phone: (.*)$/m, 'phone: $1 # fill in: the phone'));
      const result = await buildHub({ brandDir: path.join(dir, 'brand'), dataDirs: [shop], outDir: path.join(tempDir(), 'hub'), write: false });
      return { problems: result.problems, data: shop };
    },
    line: 'warning: 1 shop is on the hub with its phone still to fill in: DATA/',
  },
  {
    code: 'hub-unreadable',
    name: 'a hub folder without its locations page',
    meet: fleetCase(() => {}, 'missing'),
    line: 'no hub page at DATA/hub/locations/index.html',
  },
  {
    code: 'brand-copy-shared',
    name: "the example brand's brakes page, the brand's copy in every shop",
    meet: fleetCase(() => {}),
    line: expect.stringMatching(/^DATA\/brand\/services\.yaml:280:5  \/services\/4  warning: services\/brakes: \d+% of its text is the same in all 3 shops of brand DATA\/brand\/$/) as unknown as string,
  },
  {
    code: 'internal-error',
    name: 'stage: dev\'s wrapper around a build that threw (src/cli/dev.ts); a build never returns it',
    meet: async () => ({ problems: [problem('internal-error', 'internal error, please report it: boom')] }),
    line: 'internal error, please report it: boom',
  },
];

/** The first line of each problem as printed, with the data and output folders and the process id named. */
function printed(problems: Problem[], data?: string): { code: string; line: string }[] {
  return problems.map((p) => {
    let line = formatProblem(p).split('\n')[0]!;
    if (data) line = line.replaceAll(data, 'DATA');
    line = line.replace(/\/tmp\/[^:\s]*?\/dist\b/g, 'OUT').replace(/shopsite-tmp-\d+-\d+/, 'shopsite-tmp-PID');
    return { code: p.code, line };
  });
}

describe('every problem of the catalogue', () => {
  it.each(cases)('$code: $name', async ({ code, meet, line }) => {
    const { problems, data } = await meet();
    expect(printed(problems, data)).toContainEqual({ code, line });
  });

  it('has a case here, and the cases name only codes of the catalogue', () => {
    const covered = new Set(cases.map((c) => c.code));
    expect(Object.keys(CATALOGUE).filter((code) => !covered.has(code as ProblemCode))).toEqual([]);
    expect([...covered].filter((code) => !(code in CATALOGUE))).toEqual([]);
  });
});
