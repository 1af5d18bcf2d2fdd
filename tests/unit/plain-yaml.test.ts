// The fast reader must read YAML exactly as the full parser (yaml, YAML 1.2 core schema) does, or
// decline: proven over every data file of the repository and over texts where YAML readers differ.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readPlainYaml } from '../../src/load/plain-yaml.js';

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
