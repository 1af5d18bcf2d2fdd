// The fast reader must read YAML exactly as the full parser (yaml, YAML 1.2 core schema) does, or
// decline: proven over every data file of the repository and over texts where YAML readers differ.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { linePaths, readPlainYaml } from '../../src/load/plain-yaml.js';
import { parseSource } from '../../src/load/documents.js';
import { documentLinePaths } from '../../src/load/positions.js';
import { toPointer } from '../../src/shared/json-pointer.js';

const root = path.resolve(import.meta.dirname, '../..');

/** yaml's reading, as load and validate did it before the fast reader: undefined for a text with errors. */
function fullReading(text: string): { data: unknown } | undefined {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) return undefined;
  return { data: doc.toJS({ maxAliasCount: 100 }) };
}

function dataFiles(): string[] {
  const found: string[] = [];
  for (const top of ['tests/fixtures', 'starter', 'examples']) {
    let names: string[];
    try {
      names = readdirSync(path.join(root, top), { recursive: true }).map(String);
    } catch {
      continue;
    }
    found.push(...names.filter((n) => /\.ya?ml$/.test(n)).map((n) => path.join(top, n)));
  }
  return found.sort();
}

describe('given every YAML file of the repository', () => {
  const files = dataFiles();
  it('then there are enough of them to prove something', () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
  });
  it.each(files)('then %s is read fast, and as yaml reads it', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const fast = readPlainYaml(text);
    expect(fast).toBeDefined();
    expect(fast!.data).toStrictEqual(fullReading(text)!.data);
  });
});

// Scalars and structures where YAML 1.1 readers, js-yaml's other schemas and yaml disagree.
const TEXTS = [
  'zip: 02142', 'n: 0o17', 'n: 0x1F', 'n: 1_000', 'n: .inf', 'n: -.INF', 'n: .NaN', 'n: ~', 'n: Null', 'n:', 'b: yes', 'b: on',
  'b: True', 'b: tRue', 'd: 2026-01-01', 'n: 1e3', 'n: +12', 'n: -.5', 'n: 1.', 'n: 0b101', 't: 10:30', 't: 12:30:00', 'n: 0012',
  'n: -0', 'n: 99999999999999999999999', 'n: 1e400', 'n: -1e400', 's: "1e400"', 'p: 5551234567', 'p: (555) 123-4567',
  "s: 'it''s'", 's: !!str 12', 'n: !!float 1', 's: !foo x', '<<: {b: 1}\na: 2', 'x: &q 1\ny: *q', 'null: a', '~: a', '? a\n: 1',
  '[1]: a', '1: a', 'true: a', 'a: |\n  one\n  two\n', 'a: >-\n  one\n  two\n\n  three\n', 'a: |+\n  x\n\n', 'a: |2\n   x\n',
  'a: [1, 2, {b: c}]', 'a: [b, c,]', '"a\\u00e9": "\\x41\\t"', 'a: "\\N\\e\\u2028"', 'a: "multi\n  line"', 'a: plain\n  continued',
  '%YAML 1.2\n---\na: 1', '---\na: 1\n...\n', '---\na: 1\n---\nb: 2', 'a: 1\r\nb: |\r\n  x\r\n  y\r\n', '\uFEFFa: 1',
  '__proto__: {x: 1}', 'a: 1\na: 2', '', '# only a comment\n', '~', 'a: b: c', 'a: - x', 'a: @x', 'a: \t x', 'a: |\n\tx\n',
];

describe('given texts where YAML readers are known to differ', () => {
  it.each(TEXTS)('then %j is read as yaml reads it, or left to yaml', (text) => {
    const fast = readPlainYaml(text);
    if (fast) expect(fast.data).toStrictEqual(fullReading(text)?.data);
  });
  it('then what could differ is left to yaml: tags, anchors, null keys, numbers out of range, several documents', () => {
    for (const text of ['n: 1e400', 's: !!str 12', 'x: &q 1\ny: *q', 'null: a', '%YAML 1.2\n---\na: 1', '---\na: 1\n---\nb: 2', 'a: 1\na: 2', '']) {
      expect(readPlainYaml(text), text).toBeUndefined();
    }
  });
  it('then what a shop writes is read fast', () => {
    for (const text of ['zip: 02142', 'zip: "02142"', 'open: "7:30"', 'b: yes', 'n: 1e3', 'a: |\n  one\n', '- a: 1\n  b: [x, y]', 'a: 1\r\nb: 2\r\n']) {
      expect(readPlainYaml(text), text).toBeDefined();
    }
  });
});

/** Each line's pointer as positions.ts finds it over yaml's document (the text read by yaml alone). */
function documentPointers(text: string): (string | undefined)[] {
  const paths = documentLinePaths(parseSource('x.yaml', 'shop', text));
  return text.split('\n').map((_, i) => (paths.has(i + 1) ? toPointer(paths.get(i + 1)!) : undefined));
}

/** The same from js-yaml's events (linePaths), without the parse. */
function eventPointers(text: string): (string | undefined)[] | undefined {
  const paths = linePaths(text);
  return paths && text.split('\n').map((_, i) => (paths.has(i + 1) ? toPointer(paths.get(i + 1)!) : undefined));
}

describe('given a text read fast, the line of each key and list item (the `# fill in` marks are placed by it)', () => {
  it.each(dataFiles())('then every line of %s has the pointer that yaml\'s document gives it', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(eventPointers(text)).toEqual(documentPointers(text));
  });
  it.each([
    ...TEXTS.filter((t) => readPlainYaml(t)),
    'a:\n  - x\n  - "q"\n  - >-\n    folded\n  - |\n\n    literal after a blank line\n  - k: v\n    k2: v2\n  -\n    k3: v\nb: [1, 2]\n',
    'list:\n  - "quoted\n    over two lines"\n  - \'single\'\n  - [a, {b: c}]\n  - - nested\n    - seq\n',
    'text: >- # a comment on the header\n  folded\nnext: 1\n',
    '"quoted key": 1\n\'single key\': 2\nafter: 3\n',
  ])('then %j gives the pointers yaml gives, or is left to yaml', (text) => {
    const fast = eventPointers(text);
    if (fast) expect(fast).toEqual(documentPointers(text));
    if (!readPlainYaml(text)) expect(fast).toBeUndefined();
    // What a shop writes is placed from the events.
    if (!TEXTS.includes(text)) expect(fast).toBeDefined();
  });
  it('then keys yaml reads as numbers or booleans, and line breaks other than \\n, are left to yaml', () => {
    for (const text of ['1.0: a', 'True: a', '0x1F: a', 'a: 1\rb: 2']) expect(linePaths(text), text).toBeUndefined();
    expect(linePaths('a: 1\r\nb:\r\n  - c\r\n')).toEqual(new Map([[1, ['a']], [2, ['b']], [3, ['b', 0]]]));
  });
});
