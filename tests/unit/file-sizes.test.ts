// Issue 23: a house a new engineer can read: no hand-written file of src/ or templates/ over 500
// lines (the generated types aside), so a file that grows past it is split by what it holds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

describe('the source files', () => {
  it('are at most 500 lines each, but for the types generated from the schemas', () => {
    const files = fg.sync(['src/**/*.{ts,tsx,css}', 'templates/**/*.{ts,tsx,css}'], { cwd: ROOT, ignore: ['**/*.generated.ts'] });
    expect(files.length).toBeGreaterThan(100);
    const long = files.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1] as const).filter(([, lines]) => lines > 500);
    expect(long).toEqual([]);
  });
});
