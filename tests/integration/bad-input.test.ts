// Every bad input is a located problem or a usage error, never a stack trace, and `check` and
// `build` agree: sizes past what any shop needs, bytes that are not UTF-8, control characters,
// empty files, folders named like data files, values too long to be part of a path, a
// SOURCE_DATE_EPOCH that is no date; and YAML that parses, but not as its writer reads it (a `#`
// in a value, curly quotes, a list item too far in), told once, not again as what it breaks.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/load/documents.js';
import { OTHER_SHOP, dataWith, runCli, tempDir } from '../helpers.js';

const noStack = (text: string) => expect(text).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
const shopYaml = readFileSync(path.join(OTHER_SHOP, 'shop.yaml'), 'utf8');

interface Case {
  name: string;
  /** Changes to a copy of the example shop's data folder. */
  change: (dir: string) => void;
  /** Lines `check` and `build` both print, with the data folder written as DATA. */
  expected: string[];
  /** Text neither prints: a misreading's echo. */
  absent?: string[];
}

const shopWith = (from: string, to: string) => (dir: string) => {
  if (!shopYaml.includes(from)) throw new Error(`${from} is not in shop.yaml`);
  writeFileSync(path.join(dir, 'shop.yaml'), shopYaml.replace(from, to));
};

const faq = (body: string) => `faq:\n${body}`;

const cases: Case[] = [
  {
    name: 'a photo that is not an image: check meets what build meets',
    change: (dir) => {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images', 'bay.jpg'), 'not a photo');
      const services = path.join(dir, 'services.yaml');
      writeFileSync(services, readFileSync(services, 'utf8').replace(/(\n {2}- slug: oil-changes\n)/, '$1    image:\n      src: images/bay.jpg\n      alt: Bay\n'));
    },
    expected: ['images/bay.jpg cannot be read as an image'],
  },
  {
    name: 'a number past any shop (99999999999999999999999 years), shown as written, never as 1e+23',
    change: (dir) => writeFileSync(path.join(dir, 'shop.yaml'), shopYaml.replace('yearsInBusiness: 12', 'yearsInBusiness: 99999999999999999999999')),
    expected: ['DATA/shop.yaml:28:20  /claims/yearsInBusiness  is 99999999999999999999999: the most allowed is 200', 'hint: Shown as {years}+. Write a number up to 200.'],
  },
  {
    name: 'a negative review count',
    change: (dir) => writeFileSync(path.join(dir, 'shop.yaml'), shopYaml.replace('reviewCount: 80', 'reviewCount: -80')),
    expected: ['DATA/shop.yaml:29:16  /claims/reviewCount  is -80: the least allowed is 0'],
  },
  {
    name: 'a 250-letter town, which would become part of every page path',
    change: (dir) => writeFileSync(path.join(dir, 'shop.yaml'), shopYaml.replace(/city: .*/, `city: ${'A'.repeat(250)}`)),
    expected: ['DATA/shop.yaml:10:9  /address/city  is 250 characters long: at most 60 allowed'],
  },
  {
    name: 'a data file larger than any shop needs, refused before it is read',
    change: (dir) => writeFileSync(path.join(dir, 'faq.yaml'), `faq:\n  - question: q\n    answer: "${'a'.repeat(MAX_FILE_BYTES)}"\n`),
    expected: ['DATA/faq.yaml  faq.yaml is 512 KB: a data file may be at most 512 KB'],
  },
  {
    name: 'a text longer than any page needs, and its aliases',
    change: (dir) =>
      writeFileSync(path.join(dir, 'faq.yaml'), faq(`  - question: Long?\n    answer: &long "${'a'.repeat(12_000)}"\n  - question: Again?\n    answer: *long\n`)),
    expected: [
      'DATA/faq.yaml:3:19  /faq/0/answer  this text is 12,000 characters long: at most 10,000 allowed',
      'DATA/faq.yaml:5:13  /faq/1/answer  this text is 12,000 characters long: at most 10,000 allowed',
    ],
  },
  {
    name: 'aliases that expand a document past any shop\'s size',
    change: (dir) => {
      const text = 'b'.repeat(9_000);
      const anchors = Array.from({ length: 12 }, (_, i) => `  - question: Q${i}\n    answer: &a${i} "${text}"\n`).join('');
      const aliases = Array.from({ length: 12 }, (_, i) => Array.from({ length: 9 }, () => `  - question: R\n    answer: *a${i}\n`).join('')).join('');
      writeFileSync(path.join(dir, 'faq.yaml'), faq(anchors + aliases));
    },
    expected: ['DATA/faq.yaml:1:1  its text comes to 1,080,134 characters once aliases are expanded: at most 1,000,000 allowed'],
  },
  {
    name: 'bytes that are not UTF-8',
    change: (dir) => writeFileSync(path.join(dir, 'faq.yaml'), Buffer.concat([Buffer.from('faq:\n  - question: "Caf'), Buffer.from([0xe9]), Buffer.from(' open?"\n    answer: Yes.\n')])),
    expected: ['DATA/faq.yaml:2:19  byte 0xe9 is not UTF-8 text'],
  },
  {
    name: 'a file saved as UTF-16 (Notepad\'s "Unicode"), little-endian with its byte order mark',
    change: (dir) => writeFileSync(path.join(dir, 'shop.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(shopYaml, 'utf16le')])),
    expected: ['DATA/shop.yaml  shop.yaml is saved as UTF-16 (Notepad\'s "Unicode")\n  hint: save it again as UTF-8: in Notepad, File > Save As, Encoding: UTF-8'],
    absent: ['byte 0x', 'shop.yaml is missing'],
  },
  {
    name: 'a file saved as UTF-16, big-endian',
    change: (dir) => writeFileSync(path.join(dir, 'faq.yaml'), Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(faq('  - question: Open?\n    answer: Yes.\n'), 'utf16le').swap16()])),
    expected: ['DATA/faq.yaml  faq.yaml is saved as UTF-16 (Notepad\'s "Unicode")'],
  },
  {
    name: 'a file saved as UTF-16 without a byte order mark (its zero bytes read as control characters)',
    change: (dir) => writeFileSync(path.join(dir, 'faq.yaml'), Buffer.from(faq('  - question: Open?\n    answer: Yes.\n'), 'utf16le')),
    expected: ['DATA/faq.yaml  faq.yaml is saved as UTF-16 (Notepad\'s "Unicode")'],
    absent: ['control character'],
  },
  {
    name: 'a NUL byte and an escaped control character',
    change: (dir) => writeFileSync(path.join(dir, 'faq.yaml'), faq('  - question: "Open\\0late?"\n    answer: "Ye\u0007s."\n')),
    expected: [
      'DATA/faq.yaml:2:15  /faq/0/question  character 5 of this text is U+0000, a control character',
      'DATA/faq.yaml:3:13  /faq/0/answer  character 3 of this text is U+0007, a control character',
    ],
  },
  {
    name: 'an empty file',
    change: (dir) => writeFileSync(path.join(dir, 'coupons.yaml'), '# yaml-language-server: $schema=../schemas/coupons.schema.json\n\n'),
    expected: ['DATA/coupons.yaml  coupons.yaml is empty'],
  },
  {
    // Notepad adds .txt to a name it does not know, and Windows hides it: the user sees shop.yaml.
    name: 'shop.yaml saved as shop.yaml.txt: missing, named once, with the file it is in',
    change: (dir) => renameSync(path.join(dir, 'shop.yaml'), path.join(dir, 'shop.yaml.txt')),
    expected: ['DATA/shop.yaml  shop.yaml is missing\n  hint: there is shop.yaml.txt: Windows hid its .txt ending; rename it to shop.yaml\n1 problem in 1 file.'],
  },
  {
    name: 'services.yaml saved as services.txt',
    change: (dir) => renameSync(path.join(dir, 'services.yaml'), path.join(dir, 'services.txt')),
    expected: ['DATA/services.yaml  services.yaml is missing\n  hint: there is services.txt: Windows hid its .txt ending; rename it to services.yaml\n1 problem in 1 file.'],
  },
  {
    // Once, at the file the data is in: not also a missing shop.yaml, nor a file left out.
    name: 'shop.yaml saved as shop.yaml.yaml',
    change: (dir) => renameSync(path.join(dir, 'shop.yaml'), path.join(dir, 'shop.yaml.yaml')),
    expected: ['DATA/shop.yaml.yaml  shopsite reads no file named shop.yaml.yaml\n  hint: Windows hid its second .yaml ending; rename it to shop.yaml\n1 problem in 1 file.'],
  },
  {
    name: 'a folder named like a data file',
    change: (dir) => {
      rmSync(path.join(dir, 'reviews.yaml'));
      mkdirSync(path.join(dir, 'reviews.yaml'));
    },
    expected: ['DATA/reviews.yaml  reviews.yaml cannot be read (EISDIR)', '  hint: it is a folder: a data file must be a file'],
  },
  {
    name: 'half a star (a rating of 4.5): the whole numbers allowed, and the two nearest',
    change: (dir) => {
      const reviews = path.join(dir, 'reviews.yaml');
      writeFileSync(reviews, readFileSync(reviews, 'utf8').replace('rating: 5', 'rating: 4.5'));
    },
    expected: ['DATA/reviews.yaml:5:13  /reviews/0/rating  must be a whole number', '  hint: write a whole number from 1 to 5, such as 4 or 5'],
  },
  {
    name: 'a # in an address (Suite #4), which YAML reads as a comment: the site would lose it',
    change: shopWith('street: 2200 Example Avenue', 'street: 2200 Example Avenue Suite #4'),
    expected: [
      'DATA/shop.yaml:9:11  /address/street  "#4" starts a comment: YAML reads this value as "2200 Example Avenue Suite"',
      '  hint: put the text in quotes: street: "2200 Example Avenue Suite #4" (a comment needs a space after its #)',
    ],
  },
  {
    name: 'a colour without quotes (#1d4ed8), all of it a comment',
    change: shopWith('primary: "#1d4ed8"', 'primary: #1d4ed8'),
    expected: ['DATA/shop.yaml:53:12  /theme/primary  "#1d4ed8" starts a comment: YAML reads this value as empty', '  hint: put the text in quotes: primary: "#1d4ed8"'],
    absent: ['is empty: must be a string'],
  },
  {
    name: "curly quotes a phone's keyboard typed around the phone number, which every page would show",
    change: shopWith('phone: "(503) 555-0187"', 'phone: \u201c(503) 555-0187\u201d'),
    expected: [
      'DATA/shop.yaml:5:8  /phone  the curly quotes around \u201c(503) 555-0187\u201d are read as part of the text',
      '  hint: write straight quotes: phone: "(503) 555-0187" (a phone\'s keyboard may type curly ones)',
    ],
  },
  {
    name: 'curly quotes around a time: told as quotes, not as a time in the wrong form',
    change: shopWith('opens: "08:00"', 'opens: \u201808:00\u2019'),
    expected: ['DATA/shop.yaml:22:16  /hours/0/schedule/0/opens  the curly quotes around \u201808:00\u2019 are read as part of the text', '  hint: write straight quotes: opens: "08:00"'],
    absent: ['is not in the expected form'],
  },
  {
    name: "curly quotes around a slug, which would make a page's address: words in them are a warning, but the slug then breaks, so an error, told once",
    change: (dir) => {
      const services = path.join(dir, 'services.yaml');
      writeFileSync(services, readFileSync(services, 'utf8').replace('  - slug: oil-changes\n', '  - slug: \u201coil-changes\u201d\n'));
    },
    expected: [
      'DATA/services.yaml:4:11  /services/0/slug  the curly quotes around \u201coil-changes\u201d are read as part of the text',
      '  hint: if they were meant as YAML\'s quotes, write straight ones: - slug: "oil-changes"',
    ],
    absent: ['lower-case letters'],
  },
  {
    name: 'a list item indented under the one above, which YAML reads as more of its text',
    change: shopWith('  - Tigard\n', '    - Tigard\n'),
    expected: [
      'DATA/shop.yaml:34:5  /serviceArea/0  "- Tigard" is read as more of the text above: "Aloha - Tigard"',
      '  hint: to make it an item of the list, start its - at column 3, as the items above',
    ],
  },
  {
    name: 'an email address written as a link (mailto:), which the footer would link as mailto:mailto:',
    change: shopWith('email: hello@', 'email: mailto:hello@'),
    expected: ['DATA/shop.yaml:6:8  /email  is not in the expected form', '  hint: write the address alone, without "mailto:": hello@riverbend-garage.example.net'],
  },
  {
    name: 'closing time written 5:30 PM',
    change: shopWith('closes: "18:00"', 'closes: 5:30 PM'),
    expected: ['DATA/shop.yaml:23:17  /hours/0/schedule/0/closes  is not in the expected form', '  hint: write it as a 24-hour time, in quotes: "17:30"'],
  },
  // Midnight as the end of the day a range closes at, the start of the day it opens at.
  {
    name: 'closing time written 12am: midnight at the end of the day, not the 00:00 before it opens',
    change: shopWith('closes: "18:00"', 'closes: 12am'),
    expected: ['DATA/shop.yaml:23:17  /hours/0/schedule/0/closes  is not in the expected form', '  hint: write it as a 24-hour time, in quotes: "24:00"'],
  },
  {
    name: 'opening time written midnight',
    change: shopWith('opens: "08:00"', 'opens: midnight'),
    expected: ['DATA/shop.yaml:22:16  /hours/0/schedule/0/opens  is not in the expected form', '  hint: write it as a 24-hour time, in quotes: "00:00"'],
  },
  {
    name: 'a language tag the pattern lets through and no browser reads (es-ES-ES), whose days and times could not be written',
    change: (dir) => {
      const pages = path.join(dir, 'pages.yaml');
      writeFileSync(pages, readFileSync(pages, 'utf8').replace('\nlayout:\n', '\nlang: es-ES-ES\nlayout:\n'));
    },
    expected: ['DATA/pages.yaml:3:7  /lang  is not in the expected form', "  hint: write the language's code, with its country's after a hyphen if the pages are for one: es, es-ES, fr-CA"],
  },
];

describe('bad input is a located problem, the same in check and build', () => {
  it.each(cases)('$name', ({ change, expected, absent = [] }) => {
    const data = dataWith(OTHER_SHOP);
    change(data);
    const out = path.join(tempDir(), 'dist');
    for (const command of [['check'], ['build', '--out', out]]) {
      const run = runCli([...command, '--data', data]);
      expect(run.status, command[0]).toBe(1);
      const lines = run.stderr.replaceAll(data, 'DATA');
      for (const line of expected) expect(lines, command[0]).toContain(line);
      for (const text of absent) expect(lines, command[0]).not.toContain(text);
      expect(lines).not.toMatch(/missing field/);
      noStack(run.stderr);
    }
  });
});

const reviewsWith = (from: string, to: string) => (dir: string) => {
  const reviews = path.join(dir, 'reviews.yaml');
  const text = readFileSync(reviews, 'utf8');
  if (!text.includes(from)) throw new Error(`${from} is not in reviews.yaml`);
  writeFileSync(reviews, text.replace(from, to));
};
const quickOil = 'text: Quick oil change on my Tacoma, friendly people, and they noticed a loose heat shield too.';

// Curly quotes around words may be the text's own (a customer's words quoted): the site builds,
// with the quotes on its pages; other languages' quotation marks and quotes inside a text are text.
describe('curly quotes that may be meant are no error', () => {
  it("a review in curly quotes builds, with a warning whose hint gives YAML's quotes, and shows them; --strict refuses it", () => {
    const data = dataWith(OTHER_SHOP);
    reviewsWith(quickOil, 'text: \u201cQuick oil change, best shop in town\u201d')(data);
    const out = path.join(tempDir(), 'dist');
    for (const command of [['check'], ['build', '--out', out]]) {
      const run = runCli([...command, '--data', data]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr.replaceAll(data, 'DATA')).toContain(
        'DATA/reviews.yaml:14:11  /reviews/1/text  warning: the curly quotes around \u201cQuick oil change, best shop in town\u201d are read as part of the text\n' +
          '  hint: if they were meant as YAML\'s quotes, write straight ones: text: "Quick oil change, best shop in town"',
      );
    }
    expect(readFileSync(path.join(out, 'reviews', 'index.html'), 'utf8')).toContain('\u201cQuick oil change, best shop in town\u201d');
    const strict = runCli(['check', '--strict', '--data', data]);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('/reviews/1/text  the curly quotes around');
  });

  it.each([
    ['a German quotation (\u201eMeisterbetrieb\u201c)', 'text: \u201eMeisterbetrieb\u201c'],
    ['French quotation marks (\u00abtr\u00e8s bien\u00bb)', 'text: \u00abtr\u00e8s bien\u00bb'],
    ['German single quotes (\u201aschnell\u2018)', 'text: \u201aschnell\u2018'],
    ["a lone apostrophe (Joe\u2019s)", 'text: Joe\u2019s crew fixed it'],
    ['quotes inside the text', 'text: They said \u201cdone by noon\u201d and it was'],
    ['two quotations that start and end the text', 'text: \u201cFast\u201d and \u201cfair\u201d'],
  ])('%s is text, not reported', (_, text) => {
    const data = dataWith(OTHER_SHOP);
    reviewsWith(quickOil, text)(data);
    const run = runCli(['check', '--strict', '--data', data]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('yaml-misread');
    expect(run.stderr).not.toContain('curly');
  });
});

describe('SOURCE_DATE_EPOCH', () => {
  it.each(['99999999999999', '1.5', 'yesterday'])('"%s" is a usage error that says what it must be', (value) => {
    const run = runCli(['build', '--data', OTHER_SHOP, '--out', path.join(tempDir(), 'dist')], { env: { SOURCE_DATE_EPOCH: value } });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 UTC`);
    expect(run.stderr).toContain(`not "${value}"`);
    noStack(run.stderr);
  });
});
