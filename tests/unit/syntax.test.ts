// YAML syntax mistakes, table-driven: one problem per mistake, at the line that has it, with a
// hint for that mistake, however many errors the parser reports after it. Each case changes the
// reference services.yaml and asserts the exact lines `shopsite check` prints.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteData } from '../../src/load/documents.js';
import { formatProblem } from '../../src/shared/problems.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, dataWith } from '../helpers.js';

const SERVICES = readFileSync(path.join(REFERENCE_DATA, 'services.yaml'), 'utf8');
/** services.yaml with its line 6 (`    icon: oil`, in the first service) or line 5 (that service's summary) changed. */
const icon = (line: string) => ({ 'services.yaml': SERVICES.replace('    icon: oil\n', `${line}\n`) });
const summary = (value: string) => ({ 'services.yaml': SERVICES.replace(/^( {4}summary: ).*$/m, `$1${value}`) });

const cases: { name: string; files: Record<string, string>; expected: string[] }[] = [
  {
    name: 'one line indented a space too far',
    files: icon('     icon: oil'),
    expected: ['shop-data/services.yaml:6:1  "icon: oil" is indented 5 spaces: the lines it belongs with, 4', '  hint: indent it 4 spaces, so that it starts at column 5'],
  },
  {
    name: 'one line indented a space short (the parser reports five errors)',
    files: icon('   icon: oil'),
    expected: ['shop-data/services.yaml:6:1  "icon: oil" is indented 3 spaces: the lines it belongs with, 4', '  hint: indent it 4 spaces, so that it starts at column 5'],
  },
  {
    name: 'the first line of a block indented too far, the next one right',
    files: { 'services.yaml': SERVICES.replace('      title: "Oil Change', '       title: "Oil Change') },
    expected: [
      'shop-data/services.yaml:8:1  "title: "Oil Change in {city},…" is indented 7 spaces: the lines it belongs with, 6',
      '  hint: indent it 6 spaces, so that it starts at column 7',
    ],
  },
  {
    name: 'a list item indented a space short',
    files: { 'services.yaml': SERVICES.replace('          - "New oil filter with every change"\n', '         - "New oil filter with every change"\n') },
    expected: [
      'shop-data/services.yaml:23:1  "- "New oil filter with every…" is indented 9 spaces: the lines it belongs with, 10',
      '  hint: indent it 10 spaces, so that it starts at column 11',
    ],
  },
  {
    name: 'one tab (the parser reports eight errors)',
    files: icon('\ticon: oil'),
    expected: [
      'shop-data/services.yaml:6:1  a tab indents "icon: oil"',
      '  hint: YAML indents with spaces only: replace the tab with 4 spaces, so that it starts at column 5',
    ],
  },
  {
    name: 'a colon and a space in unquoted text',
    files: summary('Brakes: front and rear'),
    expected: [
      'shop-data/services.yaml:5:14  the colon in "Brakes: front and rear" makes YAML read a new key where text was meant',
      '  hint: put the text in quotes: summary: "Brakes: front and rear"',
    ],
  },
  {
    name: 'unquoted HTML followed by a colon',
    files: summary('<b>Brakes</b>: front and rear'),
    expected: [
      'shop-data/services.yaml:5:14  the colon in "<b>Brakes</b>: front and rear" makes YAML read a new key where text was meant',
      '  hint: put the text in quotes: summary: "<b>Brakes</b>: front and rear"',
    ],
  },
  {
    // YAML reads it as text, and shopsite prints text as written (escaped), so nothing is wrong.
    name: 'unquoted HTML alone is text to YAML',
    files: summary('<b>Brakes</b> front and rear, checked on every visit, with a written estimate before any work starts.'),
    expected: [],
  },
  {
    name: 'text starting with a character YAML reserves',
    files: summary('@home brake checks'),
    expected: ['shop-data/services.yaml:5:14  Plain value cannot start with reserved character @', '  hint: put the text in quotes: summary: "@home brake checks"'],
  },
  {
    name: 'two mistakes in one file: each once, in order',
    files: { 'services.yaml': icon('\ticon: oil')['services.yaml']!.replace(/^( {4}summary: ).*$/m, '$1Brakes: "front" and rear') },
    expected: [
      'shop-data/services.yaml:5:14  the colon in "Brakes: "front" and rear" makes YAML read a new key where text was meant',
      '  hint: put the text in quotes: summary: "Brakes: \\"front\\" and rear"',
      'shop-data/services.yaml:6:1  a tab indents "icon: oil"',
      '  hint: YAML indents with spaces only: replace the tab with 4 spaces, so that it starts at column 5',
    ],
  },
  {
    name: "no colon between a field's name and its value (the parser: implicit keys on a single line)",
    files: icon('    icon oil'),
    expected: ['shop-data/services.yaml:6:5  no colon after "icon": YAML cannot tell the field\'s name from its value', '  hint: write icon: oil'],
  },
  {
    name: 'a colon with no space after it',
    files: icon('    icon:oil'),
    expected: ['shop-data/services.yaml:6:5  the colon after "icon" needs a space after it', '  hint: write icon: oil'],
  },
  {
    name: 'a colon with no space after it, in a file of Windows line ends (Notepad writes \\r\\n)',
    files: { 'services.yaml': icon('    icon:oil')['services.yaml'].replaceAll('\n', '\r\n') },
    expected: ['shop-data/services.yaml:6:5  the colon after "icon" needs a space after it', '  hint: write icon: oil'],
  },
  {
    name: 'a non-breaking space after a colon, in a file of Windows line ends',
    files: { 'services.yaml': icon('    icon:\u00A0oil')['services.yaml'].replaceAll('\n', '\r\n') },
    expected: ['shop-data/services.yaml:6:5  the space after "icon:" is a non-breaking space, which YAML does not read as a space', '  hint: write icon: oil'],
  },
  {
    name: 'a non-breaking space after the colon, which looks like a space',
    files: icon('    icon:\u00a0oil'),
    expected: ['shop-data/services.yaml:6:5  the space after "icon:" is a non-breaking space, which YAML does not read as a space', '  hint: write icon: oil'],
  },
  {
    name: "a phone keyboard's full-width colon",
    files: icon('    icon\uff1a oil'),
    expected: ['shop-data/services.yaml:6:5  the colon after "icon" is a full-width colon (\uff1a), which YAML does not read as a colon', '  hint: write icon: oil'],
  },
  {
    name: 'non-breaking spaces as the indent',
    files: icon('\u00a0\u00a0\u00a0\u00a0icon: oil'),
    expected: ['shop-data/services.yaml:6:1  a non-breaking space indents "icon: oil"', '  hint: YAML indents with spaces only: replace the indent with 4 spaces, so that it starts at column 5'],
  },
  {
    name: 'a line further in than the one above, whose plain text it would continue: that line, not the text, is wrong',
    files: { 'services.yaml': SERVICES.replace('    icon: oil\n    meta:', '    icon: oil\n     meta:') },
    expected: ['shop-data/services.yaml:7:1  "meta:" is indented 5 spaces: the lines it belongs with, 4', '  hint: indent it 4 spaces, so that it starts at column 5'],
  },
  {
    name: "an apostrophe inside '…'",
    files: summary("'Oil changes while you're at work'"),
    expected: [
      'shop-data/services.yaml:5:14  the \' after "Oil changes while you" ends the quoted text before the line does',
      '  hint: quote the whole text with the other kind of quotes: summary: "Oil changes while you\'re at work"',
    ],
  },
  {
    name: 'a quoted word opening the text, then more',
    files: summary('"Fast" oil changes'),
    expected: ['shop-data/services.yaml:5:14  the " after "Fast" ends the quoted text before the line does', '  hint: quote the whole text with the other kind of quotes: summary: \'"Fast" oil changes\''],
  },
  {
    name: 'text starting with * (an alias to YAML)',
    files: summary('*Same-day* oil changes'),
    expected: ['shop-data/services.yaml:5:14  a value that starts with * is not text to YAML unless it is in quotes', '  hint: put the text in quotes: summary: "*Same-day* oil changes"'],
  },
];

describe('YAML syntax mistakes as printed', () => {
  it.each(cases)('$name', ({ files, expected }) => {
    const dir = dataWith(REFERENCE_DATA, files);
    const loaded = loadSiteData(dir);
    const { problems } = validateSite(loaded.docs);
    const lines = [...loaded.problems, ...problems]
      .map((p) => formatProblem({ ...p, file: p.file && path.join('shop-data', path.relative(dir, p.file)) }))
      .join('\n')
      .split('\n');
    expect(lines.filter(Boolean)).toEqual(expected);
  });
});

describe('a line with a long run of spaces', () => {
  // Each regular expression that reads a line is linear in it: a lazy .*? before \s*$, or two
  // runs of blanks side by side, tried each space of the run to its end (20 s for this line).
  // 400,000 spaces (a data file is at most 512 KB): a reading that is not linear would not end within
  // the test's time limit (minutes), where a linear one takes milliseconds; nothing here is timed.
  const spaces = ' '.repeat(400_000);
  it.each([
    ['a value with a comment after it (read in every build)', icon(`    icon: oil #b${spaces}x`)],
    ['a quote that ends the text early', icon(`    icon: "oil"${spaces}x`)],
    ['a field with no colon, then a comment', icon(`    icon oil${spaces}x #`)],
  ])('is read at once: %s', (_, files) => {
    const dir = dataWith(REFERENCE_DATA, files);
    const loaded = loadSiteData(dir);
    expect(loaded.problems.map((p) => p.line)).toEqual([6]);
  });
});
