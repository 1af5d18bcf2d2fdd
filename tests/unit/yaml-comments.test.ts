// yamlComments (src/validate/rules.ts) reads comments from yaml's lexer, not its parser's tree:
// the same comments at the same offsets, checked against the tree on tricky texts and on every
// YAML file of the project.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { Parser } from 'yaml';
import { describe, expect, it } from 'vitest';
import { yamlComments } from '../../src/validate/rules.js';
import { ROOT } from '../helpers.js';

/** The comments as the parser's concrete syntax tree holds them. */
function fromTree(text: string): { offset: number; source: string }[] {
  const found: { offset: number; source: string }[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    else if (node && typeof node === 'object') {
      const token = node as { type?: unknown; offset?: unknown; source?: unknown };
      if (token.type === 'comment' && typeof token.offset === 'number' && typeof token.source === 'string') found.push({ offset: token.offset, source: token.source });
      for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value);
    }
  };
  for (const token of new Parser().parse(text)) walk(token);
  return found.sort((a, b) => a.offset - b.offset);
}

describe('yamlComments', () => {
  it.each([
    ['quoted text with a # in it', 'a: "x # not" # yes\n'],
    ['single quotes doubled', "k: 'it''s # no' #c\n"],
    ['flow collections', 'l: [a, b] # x\nm: {a: 1} #y\n'],
    ['two documents', '# top\n---\n# second\nx: 1\n'],
    ['a block scalar', 'a: |\n  text # not\n# after\n'],
    ['a byte order mark', '\uFEFF# bom\nx: 1 # c\n'],
    ['a # inside a plain scalar', 'a: b#c # real\n'],
    ['a complex key', '? complex # c1\n: v # c2\n'],
    ['a marker to fill in', 'phone: "(555) 555-0100"  # fill in: your number\n'],
  ])('finds what the tree finds: %s', (_, text) => {
    expect(yamlComments(text)).toEqual(fromTree(text));
    expect(yamlComments(text).length).toBeGreaterThan(0);
  });

  it('finds what the tree finds in every YAML file of the project', () => {
    const files = fg.sync(['starter/*.yaml', 'examples/**/*.yaml', 'tests/fixtures/**/*.yaml'], { cwd: ROOT });
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect(yamlComments(text), file).toEqual(fromTree(text));
    }
  });
});
