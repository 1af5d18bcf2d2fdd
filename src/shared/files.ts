// Reading files named by the data without leaving the data folder. A path can look inside and still
// lead out through a symbolic link (a linked file, or a linked folder on the way to it), so the
// test is on real paths: the file's, after every link is followed, against the data folder's.
// And text saved as UTF-16, which no data file or sheet may be. Plain functions over the file
// system and bytes; never prints, never writes.
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** Whether the path `child` is `parent` or lies under it, both resolved; by their names alone, no link followed. */
export const isInside = (child: string, parent: string): boolean => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** Links followed before a chain counts as a loop (Linux's own limit, MAXSYMLINKS, is 40). */
const MAX_LINKS = 40;

/**
 * Whether `file`, with every symbolic link on its way followed, is inside `dataDir` (also followed).
 * A file that does not exist yet is judged by where it would be: its nearest existing folder's real
 * path plus the rest, and a dangling link by where it points; so "missing" stays a question for the
 * caller. A link loop or a folder that cannot be read answers false (refuse what cannot be checked).
 */
export function realPathInside(dataDir: string, file: string): boolean {
  const root = realPath(path.resolve(dataDir));
  const real = realPath(path.resolve(file));
  return root !== undefined && real !== undefined && isUnder(root, real);
}

function isUnder(root: string, real: string): boolean {
  const relative = path.relative(root, real);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

function realPath(absolute: string, links = 0): string | undefined {
  try {
    return realpathSync(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') return undefined;
  }
  const parent = path.dirname(absolute);
  if (parent === absolute) return absolute;
  const realParent = realPath(parent, links);
  if (realParent === undefined) return undefined;
  const here = path.join(realParent, path.basename(absolute));
  let target: string;
  try {
    if (!lstatSync(here).isSymbolicLink()) return here;
    target = readlinkSync(here);
  } catch {
    return here; // nothing there: where the file would be
  }
  return links >= MAX_LINKS ? undefined : realPath(path.resolve(realParent, target), links + 1);
}

export type ReadInside = { ok: true; bytes: Buffer } | { ok: false; reason: 'outside' | 'not-a-file' | 'unreadable'; code?: string };

/**
 * The bytes of `file` if it is a regular file inside `dataDir`, read from the very file that was
 * checked: it is opened first, and the check is on the real path of what was opened, so a link
 * swapped in between the check and the read cannot change what is read. Opened non-blocking, so
 * a named pipe left in the data folder cannot hang the build.
 */
export function readFileInside(dataDir: string, file: string): ReadInside {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    return { ok: false, reason: 'unreadable', code: (error as NodeJS.ErrnoException).code };
  }
  try {
    const root = realPath(path.resolve(dataDir));
    const real = openedPath(fd, file);
    if (root === undefined || real === undefined || !isUnder(root, real)) return { ok: false, reason: 'outside' };
    if (!fstatSync(fd).isFile()) return { ok: false, reason: 'not-a-file' };
    return { ok: true, bytes: readFileSync(fd) };
  } catch (error) {
    return { ok: false, reason: 'unreadable', code: (error as NodeJS.ErrnoException).code };
  } finally {
    closeSync(fd);
  }
}

/**
 * The real path of an open file. Linux names it exactly (/proc/self/fd, proc(5)); elsewhere the
 * file's real path counts only if it is still the same file (device and inode) as the one open.
 */
function openedPath(fd: number, file: string): string | undefined {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`).replace(/ \(deleted\)$/, '');
  } catch {
    // not Linux
  }
  const real = realpathSync(file);
  const opened = fstatSync(fd);
  const named = statSync(real);
  return opened.dev === named.dev && opened.ino === named.ino ? real : undefined;
}

/**
 * The first of `folders` (a shop's, then its brand's) that has a file at the relative path `src`;
 * undefined when none has. Only where to look: reading is still readFileInside's, inside it.
 */
export function imageFolder(folders: readonly string[], src: string): string | undefined {
  return folders.find((folder) => existsSync(path.resolve(folder, src)));
}

/**
 * Text saved as UTF-16 (Windows Notepad's "Unicode", Excel's "Unicode Text"): its byte order mark,
 * or, without one, a zero byte in every other place, as ASCII letters have in UTF-16.
 */
export function utf16(bytes: Buffer): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const head = bytes.subarray(0, 512);
  if (head.length < 4 || head.length % 2) return false;
  const zeros = [0, 1].map((parity) => head.filter((b, i) => i % 2 === parity && b === 0).length);
  return Math.min(...zeros) === 0 && Math.max(...zeros) >= head.length / 4;
}
