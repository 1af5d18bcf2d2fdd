// --data as a pattern (`--data "shops/*/"`): expanded here as a POSIX shell would, for the shells
// that leave it as written (Windows' cmd and PowerShell, and so an npm script run there) and for a
// pattern quoted on purpose. A folder name holds no pattern characters as shopsite's own folders
// go; one that does is still found when it exists as written.
import { existsSync } from 'node:fs';
import fg from 'fast-glob';
import { byCodeUnits } from '../shared/order.js';

const PATTERN = /[*?[\]{}]/;

/** Each --data value, a pattern replaced by the folders it matches in order (none: left as written, for the error that names it). */
export function dataFolders(data: string[]): string[] {
  return data.flatMap((entry) => {
    if (!PATTERN.test(entry) || existsSync(entry)) return [entry];
    const pattern = entry.replaceAll('\\', '/').replace(/\/+$/, '');
    const found = fg.sync(pattern, { onlyDirectories: true, dot: false }).sort(byCodeUnits);
    return found.length ? found.map((dir) => (entry.endsWith('/') ? `${dir}/` : dir)) : [entry];
  });
}
