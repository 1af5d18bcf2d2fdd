// Stage 6, write: fills a temporary folder beside the output, then swaps it in with renames, so
// a failed build leaves the previous output exactly as it was. Takes the files and the output
// folder; returns problems. Never replaces a file, a folder it did not write (unless forced), the
// project, or a data folder; never deletes anything but its own output and its own leftovers.
import {
  closeSync,
  constants,
  existsSync,
  ftruncateSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { problem } from './shared/problems.js';
import type { OutputFile, Problem } from './shared/types.js';

/**
 * shopsite's mark on its own output: the files it wrote. A folder is replaced only when it is
 * missing, empty, or carries this mark and holds nothing else.
 */
export const MANIFEST = '.shopsite-output.json';

export interface WriteTarget {
  outDir: string;
  /** Folders the output may never be or contain: the project root, shopsite's own folders. */
  protect: string[];
  /** Data folders: the output may not be one, contain one, or lie inside one. */
  dataDirs?: string[];
  /** Replace a folder shopsite did not write (never a file, a protected or a data folder). */
  force?: boolean;
}

/** "dist" -> "dist/", "/" -> "/": a folder as the user named it, with one trailing slash. */
export function folderLabel(dir: string): string {
  return dir.endsWith('/') || dir.endsWith(path.sep) ? dir : `${dir}/`;
}

const inside = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

function linkTarget(link: string): string {
  try {
    return realpathSync(link);
  } catch {
    return 'it points nowhere';
  }
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** A readdir entry's path below `dir`, with forward slashes (readdir gives paths that start with `dir`). */
function below(dir: string, entry: { parentPath: string; name: string }): string {
  const parent = entry.parentPath.length > dir.length ? entry.parentPath.slice(dir.length + 1) : '';
  return (parent ? `${parent}${path.sep}${entry.name}` : entry.name).split(path.sep).join('/');
}

/** Files below `dir` that the manifest in it does not list (all of them without a manifest). */
function filesNotWritten(dir: string): string[] {
  let listed = new Set<string>();
  try {
    listed = new Set((JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as { files: string[] }).files);
    listed.add(MANIFEST);
  } catch {
    // No mark, or not one shopsite wrote: every file counts as the user's.
  }
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => below(dir, e))
    .filter((f) => !listed.has(f))
    .sort();
}

/** Why the output folder may not be written, as a problem; undefined when it may. */
export function unsafeOutput({ outDir, protect, dataDirs = [], force }: WriteTarget): Problem | undefined {
  const out = path.resolve(outDir);
  const refuse = (why: string, hint: string, code: 'unsafe-output' | 'output-not-shopsite' = 'unsafe-output') =>
    problem(code, { outDir, why }, { hint });
  if (out === path.parse(out).root) return refuse('it is the root of the file system', 'pass a folder of its own with --out, such as dist');
  for (const dir of protect.map((d) => path.resolve(d))) {
    if (inside(dir, out)) return refuse(`it would replace ${dir}`, 'pass another folder with --out, such as dist');
  }
  for (const dir of dataDirs.map((d) => path.resolve(d))) {
    if (inside(dir, out)) return refuse(`it would replace the data folder ${dir}`, 'pass a folder outside every data folder with --out, such as dist');
    if (inside(out, dir)) return refuse(`it lies inside the data folder ${dir}`, 'keep the output outside the data folder, such as dist beside it');
  }
  // The nearest existing folder on the way must be a folder: "--out notes.txt/dist" cannot be made.
  for (let dir = path.dirname(out); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const stats = statOrUndefined(dir);
    if (stats && !stats.isDirectory()) return refuse(`${dir} is a file, not a folder`, 'pass a folder whose parents are folders with --out');
    if (stats) break;
  }
  const stats = lstatOrUndefined(out);
  if (!stats) return undefined;
  if (stats.isSymbolicLink()) return refuse('it is a symbolic link', `pass the folder it points to with --out (${linkTarget(out)})`);
  if (!stats.isDirectory()) return refuse('it is a file, and shopsite never replaces a file', 'pass a folder with --out, such as dist');
  if (force) return undefined;
  const foreign = filesNotWritten(out);
  if (!foreign.length) return undefined;
  const named = foreign.slice(0, 3).join(', ') + (foreign.length > 3 ? ` and ${foreign.length - 3} more` : '');
  return refuse(
    existsSync(path.join(out, MANIFEST)) ? `it holds files shopsite did not write (${named})` : `shopsite did not write it, and it holds ${named}`,
    existsSync(path.join(out, MANIFEST))
      ? 'move those files into the data folder or elsewhere, or add --force to delete them with the old site'
      : 'pass an empty or new folder with --out; to replace this one and delete what it holds (a build by a shopsite older than 0.2 too), add --force',
    'output-not-shopsite',
  );
}

/** Temporary and replaced folders of earlier runs for this output: `.dist.shopsite-tmp-<pid>-<ms>`. */
function leftoversPattern(base: string): RegExp {
  return new RegExp(`^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.shopsite-(?:tmp|old)-(\\d+)-\\d+$`);
}

const alive = (pid: number) => {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes what killed runs left beside the output: only folders of that exact name whose process is gone. */
function removeLeftovers(parent: string, base: string): void {
  const pattern = leftoversPattern(base);
  for (const name of readdirSync(parent)) {
    const pid = pattern.exec(name)?.[1];
    if (pid === undefined || alive(Number(pid))) continue;
    const stats = lstatOrUndefined(path.join(parent, name));
    if (stats?.isDirectory()) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

/** A file system error that says something about the output folder, as a problem with a hint per cause. */
export function diskProblem(error: NodeJS.ErrnoException, outDir: string): Problem | undefined {
  const causes: Record<string, [string, string]> = {
    EACCES: ['no permission to write there', 'choose a folder you can write to, or fix its permissions'],
    EPERM: ['no permission to write there', 'choose a folder you can write to, or fix its permissions'],
    EROFS: ['the file system is read-only', 'choose a folder on a writable disk'],
    ENOSPC: ['the disk is full', 'free some space, then build again'],
    EDQUOT: ['the disk quota is used up', 'free some space, then build again'],
    ENOTDIR: ['a file stands where a folder is needed', 'pass a folder whose parents are folders with --out'],
    EEXIST: ['a file stands where a folder is needed', 'pass a folder whose parents are folders with --out'],
    ENOENT: ['a folder cannot be made there', 'choose a folder on an ordinary disk'],
  };
  const cause = error.code ? causes[error.code] : undefined;
  if (!cause) return undefined;
  return problem('output-not-writable', { folder: folderLabel(outDir), cause: cause[0], at: error.path }, { hint: cause[1] });
}

/** A hard link to `existing`, or a copy where the file system has none (some network and FAT disks). */
function sameFile(existing: string, file: string, contents: string | Uint8Array): void {
  try {
    linkSync(existing, file);
  } catch {
    writeFileSync(file, contents);
  }
}

/**
 * The output before the last one, kept beside the output (`.dist.shopsite-spare`) for the next
 * build to write over instead of deleting it: on an ordinary disk, making a file or a folder costs
 * about eight times as much as writing over one that exists (0.16 ms against 0.02 here), and
 * deleting the previous output's folders and files cost as much again. It carries a .gitignore of
 * `*`, as pytest's and ruff's caches do, so it never shows up in the shop's repository.
 */
export const spareName = (base: string) => `.${base}.shopsite-spare`;

/** What keeps git from listing a spare. */
const SPARE_MARK = '.gitignore';

/** What a spare held when a build took it: each file by path, with its inode, and each folder. */
interface Recycled {
  files: Map<string, { ino: number; nlink: number; size: number }>;
  /** Files whose every name (hard link) is in the spare: only those may be written over in place. */
  ownInodes: Set<number>;
  folders: Set<string>;
}

/**
 * Takes the spare as this build's temporary folder (one rename, so two builds never share it) and
 * lists it. Only a spare that is all shopsite's is taken: every file listed in its manifest (or its
 * .gitignore), nothing but files and folders. Anything else there (a file someone put in, a
 * symbolic link) and it is left as it is, unused: nothing of it is deleted or followed, and the
 * build starts from an empty folder as before.
 */
function takeSpare(spare: string, temp: string): Recycled | undefined {
  try {
    if (!lstatSync(spare).isDirectory()) return undefined;
    const listed = new Set((JSON.parse(readFileSync(path.join(spare, MANIFEST), 'utf8')) as { files: string[] }).files);
    listed.add(MANIFEST).add(SPARE_MARK);
    const files = new Map<string, { ino: number; nlink: number; size: number }>();
    const folders = new Set<string>();
    const names = new Map<number, number>();
    for (const entry of readdirSync(spare, { recursive: true, withFileTypes: true })) {
      const rel = below(spare, entry);
      if (entry.isDirectory()) folders.add(rel);
      else if (entry.isFile() && listed.has(rel)) {
        const { ino, nlink, size } = lstatSync(path.join(spare, rel));
        files.set(rel, { ino, nlink, size });
        names.set(ino, (names.get(ino) ?? 0) + 1);
      } else return undefined;
    }
    renameSync(spare, temp);
    const ownInodes = new Set([...files.values()].filter((f) => f.nlink === names.get(f.ino)).map((f) => f.ino));
    return { files, ownInodes, folders };
  } catch {
    // No spare, one without a manifest, or one taken by a build alongside.
    return undefined;
  }
}

/**
 * Writes over a file of `size` bytes in place: its inode, its folder entry and its blocks stay. When
 * it already holds these very bytes (most pages of a rebuild), it is left as it is: reading a page
 * back costs a tenth of writing it again, whose pages the disk would then have to write back.
 */
function writeOver(file: string, contents: string | Uint8Array, size: number): void {
  const fd = openSync(file, constants.O_RDWR | (constants.O_NOFOLLOW ?? 0));
  try {
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    if (bytes.byteLength === size) {
      const held = Buffer.allocUnsafe(size);
      if (readSync(fd, held, 0, size, 0) === size && held.equals(bytes)) return;
    }
    writeFileSync(fd, bytes);
    if (bytes.byteLength < size) ftruncateSync(fd, bytes.byteLength);
  } finally {
    closeSync(fd);
  }
}

/**
 * An output being written into a temporary folder beside the output folder, which is swapped in
 * whole at the end: files can be written as soon as they exist (each page as it is rendered, while
 * the render thread renders the next), and the previous output stays as it was until commit, and
 * for good when the build stops first (abandon).
 */
export interface StagedOutput {
  /** Writes one file now; an error is reported by commit. */
  add(file: OutputFile): void;
  /**
   * Writes the files not added yet and the manifest (listing every file; `about` goes beside the
   * list: the host rules, which `preview` serves from), then swaps the folder in.
   */
  commit(files: OutputFile[], about?: Record<string, unknown>): Promise<Problem[]>;
  /** Removes the temporary folder. */
  abandon(): Promise<void>;
}

/** Starts an output in its temporary folder, or says why the output folder may not be written. */
export function stageOutput(target: WriteTarget): StagedOutput | Problem {
  const unsafe = unsafeOutput(target);
  if (unsafe) return unsafe;
  const out = path.resolve(target.outDir);
  const parent = path.dirname(out);
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = path.join(parent, `.${path.basename(out)}.shopsite-tmp-${stamp}`);
  const old = path.join(parent, `.${path.basename(out)}.shopsite-old-${stamp}`);
  const spare = path.join(parent, spareName(path.basename(out)));
  // Each file is written when it is added, synchronously: a single build's main thread is idle
  // while its render thread renders, and a fleet's worker is a thread of its own on a busy core,
  // where a promise per step and libuv's threads cost more than the write itself (a fleet of 100
  // shops built 8 to 15% faster than with asynchronous writes, a single build 3%, paired runs).
  const folders = new Set<string>([temp]);
  const added = new Set<string>();
  /** Files of the spare written over in place (their hard links with them). */
  const rewritten = new Set<string>();
  let failed: unknown;
  let recycled: Recycled | undefined;
  try {
    mkdirSync(parent, { recursive: true });
    removeLeftovers(parent, path.basename(out));
    recycled = takeSpare(spare, temp);
    if (!recycled) mkdirSync(temp);
    // The mark goes in first, so even a temporary folder left by a killed run is recognisably ours.
    put(MANIFEST, `${JSON.stringify({ generator: 'shopsite', files: [] }, null, 1)}\n`);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    const found = diskProblem(error as NodeJS.ErrnoException, target.outDir);
    if (found) return found;
    throw error;
  }

  /**
   * Writes one file of this build. In a spare, a file it held is written over in place when every
   * name of it is in the spare (a hard link from elsewhere, a backup made with `cp -al`, is never
   * written through: that name is replaced instead), and what stands in the way of a folder or
   * a file (the spare's own, never this build's) is removed first.
   */
  function put(rel: string, contents: string | Uint8Array, sameAs?: string): void {
    const file = path.join(temp, rel);
    const before = recycled?.files.get(rel);
    if (recycled && before) {
      if (sameAs !== undefined) {
        // Vercel's copy: already the same inode as its file, written over just now.
        if (rewritten.has(sameAs) && recycled.files.get(sameAs)?.ino === before.ino) return void rewritten.add(rel);
      } else if (recycled.ownInodes.has(before.ino)) {
        try {
          writeOver(file, contents, before.size);
          return void rewritten.add(rel);
        } catch {
          // not as the spare said: replaced below
        }
      }
      unlinkSync(file);
      recycled.files.delete(rel);
    } else if (recycled?.folders.has(rel)) {
      rmSync(file, { recursive: true, force: true });
      for (const gone of [...recycled.files.keys(), ...recycled.folders]) {
        if (gone === rel || gone.startsWith(`${rel}/`)) recycled.files.delete(gone) || recycled.folders.delete(gone);
      }
    }
    if (sameAs !== undefined) sameFile(path.join(temp, sameAs), file, contents);
    else writeFileSync(file, contents);
  }

  /** Makes a file's folder; in a spare, a file of the spare's where a folder must be goes first. */
  function makeFolder(folder: string): void {
    try {
      mkdirSync(folder, { recursive: true });
    } catch (error) {
      if (!recycled) throw error;
      for (let dir = folder; dir !== temp && inside(dir, temp); dir = path.dirname(dir)) {
        const rel = path.relative(temp, dir).split(path.sep).join('/');
        if (recycled.files.has(rel) && !added.has(rel)) {
          unlinkSync(dir);
          recycled.files.delete(rel);
        }
      }
      mkdirSync(folder, { recursive: true });
    }
  }

  const add = (f: OutputFile) => {
    added.add(f.file);
    if (failed) return;
    try {
      const folder = path.dirname(path.join(temp, f.file));
      if (!folders.has(folder)) {
        // A folder the spare has is there already (a file in its way would be in `files`).
        const rel = f.file.slice(0, Math.max(0, f.file.lastIndexOf('/')));
        if (!recycled?.folders.has(rel)) makeFolder(folder);
        folders.add(folder);
      }
      // Copies (Vercel's static/ folder) as hard links to the file they copy, added before them:
      // no second copy of the bytes on disk.
      put(f.file, f.contents, f.sameAs);
    } catch (error) {
      failed = error;
    }
  };

  /** What the spare held that this build did not write: its files, then its emptied folders, deepest first. */
  function removeStale(): void {
    if (!recycled) return;
    for (const rel of recycled.files.keys()) if (!added.has(rel) && rel !== MANIFEST) rmSync(path.join(temp, rel), { force: true });
    const kept = new Set([...folders].map((f) => f.slice(temp.length + 1).split(path.sep).join('/')));
    for (const rel of [...recycled.folders].sort((a, b) => b.length - a.length)) {
      if (kept.has(rel)) continue;
      try {
        rmdirSync(path.join(temp, rel));
      } catch {
        // still holds a folder this build wrote into
      }
    }
  }

  /** Keeps a folder of shopsite's as the next build's spare; false when another build's is there already. */
  function toSpare(dir: string): boolean {
    try {
      renameSync(dir, spare);
    } catch {
      return false;
    }
    try {
      rmSync(path.join(spare, SPARE_MARK), { force: true });
      writeFileSync(path.join(spare, SPARE_MARK), '# shopsite keeps its output before the last here, to write over; safe to delete\n*\n', { flag: 'wx' });
    } catch {
      // only git's view of it
    }
    return true;
  }

  return {
    add,
    async commit(files, about = {}) {
      try {
        const manifest = `${JSON.stringify({ generator: 'shopsite', files: files.map((f) => f.file).sort(), ...about }, null, 1)}\n`;
        // Copies after the files they copy.
        for (const f of files) if (!added.has(f.file) && !f.sameAs) add(f);
        for (const f of files) if (!added.has(f.file)) add(f);
        if (failed) throw failed;
        removeStale();
        put(MANIFEST, manifest);
        if (existsSync(out)) renameSync(out, old);
        renameSync(temp, out);
      } catch (error) {
        rmSync(temp, { recursive: true, force: true });
        if (!existsSync(out) && existsSync(old)) renameSync(old, out);
        // Inside the temporary folder a clash of names is shopsite's bug; a full or locked disk is not.
        const e = error as NodeJS.ErrnoException;
        const ours = !/^(EACCES|EPERM|EROFS|ENOSPC|EDQUOT)$/.test(e.code ?? '') && e.path !== undefined && inside(path.resolve(e.path), temp);
        const found = ours ? undefined : diskProblem(e, target.outDir);
        if (found) return [found];
        throw error;
      }
      // The replaced output becomes the next build's spare, unless it was forced (not all ours).
      if (existsSync(old) && (target.force || !toSpare(old))) await rm(old, { recursive: true, force: true });
      return [];
    },
    async abandon() {
      // What it holds is all shopsite's, old and new, listed for the next build to write over.
      try {
        const files = new Set([...(recycled?.files.keys() ?? []), ...added]);
        files.delete(MANIFEST);
        put(MANIFEST, `${JSON.stringify({ generator: 'shopsite', files: [...files].sort() }, null, 1)}\n`);
        if (toSpare(temp)) return;
      } catch {
        // kept only when it can be listed
      }
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

/** Writes `files` into the output folder in one swap (stageOutput, all at once). */
export async function writeOutput(files: OutputFile[], target: WriteTarget, about: Record<string, unknown> = {}): Promise<Problem[]> {
  const staged = stageOutput(target);
  if (!('commit' in staged)) return [staged];
  return staged.commit(files, about);
}
