// The templates module and the browser bundle are cached, run from the sources, by a hash of
// COMPILED_SOURCES (src/shared/paths.ts): every file they are compiled from must be among them, or
// an edit to it would leave a stale module in the cache (the client's key named a file that had
// moved, and so missed the third-party table its loader is written from).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { COMPILED_SOURCES } from '../../src/shared/paths.js';
import { ROOT } from '../helpers.js';

/** Every file of the package that `entries` import, by their relative imports, transitively (types aside: no code). */
function importedFiles(entries: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, stated, dynamic] of text.matchAll(/^(?!import type|export type)(?:import|export)\b[^;]*?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      const base = path.posix.join(path.posix.dirname(file), (stated ?? dynamic)!).replace(/\.js$/, '');
      const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(path.join(ROOT, f)));
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return found;
}

describe('the sources the templates and the browser bundle are cached by', () => {
  it('hold every file either is compiled from', () => {
    const islands = readdirSync(path.join(ROOT, 'templates', 'islands')).map((f) => `templates/islands/${f}`);
    const client = readdirSync(path.join(ROOT, 'src', 'client')).map((f) => `src/client/${f}`);
    const compiled = importedFiles(['templates/index.tsx', ...islands, ...client]);
    expect(compiled.size).toBeGreaterThan(20);
    const hashed = new Set(fg.sync(COMPILED_SOURCES, { cwd: ROOT }));
    expect([...compiled].filter((f) => !hashed.has(f))).toEqual([]);
  });
});
