// --data as a pattern, expanded by shopsite for the shells that pass it on as written.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFolders } from '../../src/cli/data-folders.js';
import { tempDir } from '../helpers.js';

describe('a --data pattern', () => {
  const root = tempDir();
  for (const dir of ['alpha', 'bravo', '[old]', '.hidden']) mkdirSync(path.join(root, 'shops', dir), { recursive: true });
  writeFileSync(path.join(root, 'shops', 'notes.md'), '');
  writeFileSync(path.join(root, 'shops', 'alpha.yaml'), '');
  const at = (entry: string) => dataFolders([path.join(root, entry)]).map((d) => path.relative(root, d) + (d.endsWith('/') ? '/' : ''));

  it.each([
    { name: 'every folder, no file nor hidden folder, a slash kept', entry: 'shops/*/', expected: ['shops/[old]/', 'shops/alpha/', 'shops/bravo/'] },
    { name: 'without a slash, still folders only', entry: 'shops/a*', expected: ['shops/alpha'] },
    { name: 'a folder named with brackets, as it exists', entry: 'shops/[old]', expected: ['shops/[old]'] },
    { name: 'nothing matched: left as written, for the error that names it', entry: 'shops/z*', expected: ['shops/z*'] },
  ])('$name', ({ entry, expected }) => {
    expect(at(entry)).toEqual(expected);
  });
});
