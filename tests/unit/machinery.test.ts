// npm run bench:machinery measures each piece of speed machinery against a copy patched without it
// (scripts/machinery.mjs): each patch's text must still stand, once, where it says, or the bench
// stops on the piece it would measure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';
// @ts-expect-error: a script of the repository, in JavaScript without types
import { PIECES } from '../../scripts/machinery.mjs';

const patches = Object.entries(PIECES as Record<string, { patch: [string, string, string][] }>).flatMap(([name, piece]) => piece.patch.map(([file, text]) => ({ name, file, text })));

describe('the machinery bench', () => {
  it('has a patch for every piece it measures', () => {
    expect(patches.length).toBeGreaterThanOrEqual(3);
  });

  it.each(patches)("finds $name's text once in $file", ({ file, text }) => {
    expect(readFileSync(path.join(ROOT, file), 'utf8').split(text).length - 1).toBe(1);
  });
});
