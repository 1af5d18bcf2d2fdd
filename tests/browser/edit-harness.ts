// The owner's editor on a copy of a data folder, for the editor's browser tests: the copy is the
// test's to change, and the editor listens on a free port of 127.0.0.1.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { startEditor, type Editor } from '../../src/edit/index.js';
import { tempDir } from '../helpers.js';

/**
 * `source` copied to a temporary folder; the editor runs on `shop` inside it (the copy itself when
 * left out), once `change` has changed the copy.
 */
export async function editorOnCopy(source: string, shop = '', change?: (data: string) => void): Promise<{ data: string; editor: Editor }> {
  const copy = path.join(tempDir('shopsite-editor-'), 'shop-data');
  cpSync(source, copy, { recursive: true });
  const data = path.join(copy, shop);
  change?.(data);
  return { data, editor: await startEditor({ data, port: 0, host: '127.0.0.1' }, () => undefined) };
}
