// Stage 6, write: fills a temporary folder beside the output, then swaps it in with renames, so
// a failed build leaves the previous output exactly as it was. Takes the files and the output
// folder; returns problems. Never replaces a file, a folder it did not write (unless forced), the
// project, or a data folder; never deletes anything but its own output and its own leftovers.
import { existsSync, linkSync, lstatSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, rmdirSync, statSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { isInside } from './shared/files.js';
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

/** What a failed build says of its output folder: untouched, or still not there. */
export function outputUntouched(dir: string): string {
  if (!existsSync(dir)) return 'Nothing was written.';
  // A file named as the output (--out notes.txt) is no folder.
  return `Nothing was written; ${statSync(dir).isDirectory() ? folderLabel(dir) : dir} is as it was.`;
}

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

/** The files the manifest in `dir` lists, and the manifest itself; undefined without a readable one. */
function filesWritten(dir: string): Set<string> | undefined {
  try {
    const listed = new Set((JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as { files: string[] }).files);
    return listed.add(MANIFEST);
  } catch {
    return undefined;
  }
}

/** Files below `dir` that the manifest in it does not list (all of them without a manifest). */
function filesNotWritten(dir: string): string[] {
  // No mark, or not one shopsite wrote: every file counts as the user's.
  const listed = filesWritten(dir) ?? new Set<string>();
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !listed.has(f))
    .sort();
}

/** The shop folders of a fleet's output: each holding a build's manifest, or (`built` false) an index.html. */
export function siteFolders(out: string, built = false): string[] {
  return readdirSync(out, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (built ? [MANIFEST] : [MANIFEST, 'index.html']).some((name) => existsSync(path.join(out, d.name, name))))
    .map((d) => d.name)
    .sort();
}

/** Why the output folder may not be written, as a problem; undefined when it may. */
export function unsafeOutput({ outDir, protect, dataDirs = [], force }: WriteTarget): Problem | undefined {
  const out = path.resolve(outDir);
  const refuse = (why: string, hint: string, code: 'unsafe-output' | 'output-not-shopsite' = 'unsafe-output') =>
    problem(code, { outDir, why }, { hint });
  if (out === path.parse(out).root) return refuse('it is the root of the file system', 'pass a folder of its own with --out, such as dist');
  for (const dir of protect.map((d) => path.resolve(d))) {
    if (isInside(dir, out)) return refuse(`it would replace ${dir}`, 'pass another folder with --out, such as dist');
  }
  for (const dir of dataDirs.map((d) => path.resolve(d))) {
    if (isInside(dir, out)) return refuse(`it would replace the data folder ${dir}`, 'pass a folder outside every data folder with --out, such as dist');
    if (isInside(out, dir)) return refuse(`it lies inside the data folder ${dir}`, 'keep the output outside the data folder, such as dist beside it');
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
  // One shop built over a fleet's output (a site per shop folder): its own folder there is the way, never --force.
  const sites = dataDirs.length === 1 && !existsSync(path.join(out, MANIFEST)) ? siteFolders(out, true) : [];
  if (sites.length) {
    const others = foreign.filter((file) => !sites.some((site) => file.startsWith(`${site}/`)));
    const named = (list: string[]) => list.slice(0, 3).join(', ') + (list.length > 3 ? ', …' : '');
    return refuse(
      `it holds the sites of ${sites.length} shop${sites.length === 1 ? '' : 's'} (${named(sites)}), a fleet's output${others.length ? `, and ${named(others)}` : ''}`,
      `build this shop into its own folder there (--out ${path.join(outDir, path.basename(path.resolve(dataDirs[0]!)))}), or the fleet with all its shops' --data; --force would delete every shop's site`,
      'output-not-shopsite',
    );
  }
  return refuse(
    existsSync(path.join(out, MANIFEST)) ? `it holds files shopsite did not write (${named})` : `shopsite did not write it, and it holds ${named}`,
    existsSync(path.join(out, MANIFEST))
      ? 'move those files into the data folder or elsewhere, or add --force to delete them with the old site'
      : 'pass an empty or new folder with --out; to replace this one and delete what it holds, add --force',
    'output-not-shopsite',
  );
}

/** Temporary and replaced folders of earlier runs for this output: `.dist.shopsite-tmp-<pid>-<ms>`. */
function leftoversPattern(base: string): RegExp {
  return new RegExp(`^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.shopsite-(tmp|old)-(\\d+)-(\\d+)$`);
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

/**
 * A real folder (no link) that shopsite wrote: it carries the mark, or holds nothing but the mark
 * being written (a run killed between making its temporary folder and marking it).
 */
function markedOurs(dir: string): boolean {
  try {
    if (!lstatSync(dir).isDirectory()) return false;
    if (readdirSync(dir).every((name) => name === MANIFEST)) return true;
    return (JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as { generator?: unknown }).generator === 'shopsite';
  } catch {
    return false;
  }
}

/**
 * Cleans up after runs that were killed: only folders of exactly this output's pattern whose
 * process is gone. A previous output that such a run renamed aside goes back in place when the
 * output is missing (killed between its two renames); any other is deleted only when it carries
 * shopsite's mark (someone's folder replaced with --force stays as it is). True when it put one back.
 */
function removeLeftovers(parent: string, out: string): boolean {
  const pattern = leftoversPattern(path.basename(out));
  const found = readdirSync(parent).flatMap((name) => {
    const [, kind, pid, ms] = pattern.exec(name) ?? [];
    return pid === undefined || alive(Number(pid)) ? [] : [{ dir: path.join(parent, name), kind, ms: Number(ms) }];
  });
  let restored = false;
  // The newest first: the output just before the killed run.
  for (const { dir, kind } of found.sort((a, b) => b.ms - a.ms)) {
    if (!lstatOrUndefined(dir)?.isDirectory()) continue;
    if (kind === 'old' && !existsSync(out)) {
      renameSync(dir, out);
      restored = true;
    } else if (markedOurs(dir)) rmSync(dir, { recursive: true, force: true });
  }
  return restored;
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

/** A hard link to `existing`, or a copy where the file system has none (some network and FAT disks); never written through a file already there. */
function sameFile(existing: string, file: string, contents: string | Uint8Array): void {
  try {
    linkSync(existing, file);
  } catch {
    writeFileSync(file, contents, { flag: 'wx' });
  }
}

/**
 * The previous output's files as a new output may keep them: `keep(file, at, contents)` links the
 * previous output's `file` at `at` when it holds exactly `contents`, so that it keeps its time and
 * a deploy that syncs by time and size (rsync, aws s3 sync) sends only the files that changed.
 * Only a file the previous manifest lists, a plain file whose real path is the one in the output
 * (no link on the way: a folder of the output replaced by a link to somewhere else is not read),
 * compared once linked, so that the bytes kept are the bytes compared. Undefined without a
 * previous output of shopsite's.
 */
function previousFiles(out: string): ((file: string, at: string, contents: string | Uint8Array) => boolean) | undefined {
  const listed = filesWritten(out);
  let real: string;
  try {
    real = realpathSync.native(out);
  } catch {
    return undefined;
  }
  if (!listed) return undefined;
  // Whether each folder of the previous output is the folder it says, no link on the way: asked
  // once per folder; a plain file in it (lstat, never followed) then is too.
  const realFolders = new Map<string, boolean>();
  const isReal = (folder: string) => {
    let found = realFolders.get(folder);
    if (found === undefined) {
      try {
        found = realpathSync.native(path.join(out, folder)) === path.join(real, folder);
      } catch {
        found = false;
      }
      realFolders.set(folder, found);
    }
    return found;
  };
  return (file, at, contents) => {
    const before = path.join(out, file);
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    if (!listed.has(file)) return false;
    const stats = lstatOrUndefined(before);
    if (!stats?.isFile() || stats.size !== bytes.byteLength || !isReal(path.dirname(file))) return false;
    try {
      linkSync(before, at);
    } catch {
      return false;
    }
    let same = false;
    try {
      same = readFileSync(at).equals(bytes);
    } catch {
      // Unreadable: written anew below.
    }
    if (!same) rmSync(at, { force: true });
    return same;
  };
}

/**
 * An output being written into a temporary folder beside the output folder, which is swapped in
 * whole at the end: files can be written as soon as they exist (each page as it is rendered), and
 * the previous output stays as it was until commit, and
 * for good when the build stops first (abandon).
 */
export interface StagedOutput {
  /** Writes one file now; an error is reported by commit. */
  add(file: OutputFile): void;
  /**
   * Writes the files not added yet and the manifest (listing every file added, now or before;
   * `about` goes beside the list: the host rules, which `preview` serves from), then swaps the
   * folder in.
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
  try {
    mkdirSync(parent, { recursive: true });
    // An output put back in place is checked as any other: it may be someone's, replaced with --force.
    const again = removeLeftovers(parent, out) ? unsafeOutput(target) : undefined;
    if (again) return again;
    mkdirSync(temp);
    // The mark goes in first, so even a temporary folder left by a killed run is recognisably ours.
    writeFileSync(path.join(temp, MANIFEST), `${JSON.stringify({ generator: 'shopsite', files: [] }, null, 1)}\n`);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    const found = diskProblem(error as NodeJS.ErrnoException, target.outDir);
    if (found) return found;
    throw error;
  }
  // Each file is written when it is added, synchronously: a fleet's worker is a thread of its own
  // on a busy core, where a promise per step and libuv's threads cost more than the write itself (a fleet of 100
  // shops built 8 to 15% faster than with asynchronous writes, a single build 3%, paired runs).
  const folders = new Set<string>([temp]);
  const added = new Set<string>();
  const keep = previousFiles(out);
  let failed: unknown;
  const add = (f: OutputFile) => {
    const again = added.has(f.file);
    added.add(f.file);
    if (failed) return;
    const target = path.join(temp, f.file);
    try {
      const folder = path.dirname(target);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      // A file added again replaces the first: never written through it, which may be the previous output's.
      if (again) rmSync(target, { force: true });
      // Copies (Vercel's static/ folder) as hard links to the file they copy, added before them:
      // no second copy of the bytes on disk. A file as the previous output has it: that file.
      if (f.sameAs) sameFile(path.join(temp, f.sameAs), target, f.contents);
      else if (!keep?.(f.file, target, f.contents)) writeFileSync(target, f.contents, { flag: 'wx' });
    } catch (error) {
      failed = error;
    }
  };
  return {
    add,
    async commit(files, about = {}) {
      try {
        // Copies after the files they copy.
        for (const f of files) if (!added.has(f.file) && !f.sameAs) add(f);
        for (const f of files) if (!added.has(f.file)) add(f);
        if (failed) throw failed;
        // Every file written: these, and those added as they came (a build's pages, whose text it may have let go).
        // The previous manifest kept when it says the same, so a sync sends nothing for a rebuild of the same data.
        const manifest = `${JSON.stringify({ generator: 'shopsite', files: [...added].sort(), ...about }, null, 1)}\n`;
        const kept = path.join(temp, `${MANIFEST}.kept`);
        if (keep?.(MANIFEST, kept, manifest)) renameSync(kept, path.join(temp, MANIFEST));
        else writeFileSync(path.join(temp, MANIFEST), manifest);
        if (existsSync(out)) renameSync(out, old);
        renameSync(temp, out);
      } catch (error) {
        rmSync(temp, { recursive: true, force: true });
        if (!existsSync(out) && existsSync(old)) renameSync(old, out);
        // Inside the temporary folder a clash of names is shopsite's bug; a full or locked disk is not.
        const e = error as NodeJS.ErrnoException;
        const ours = !/^(EACCES|EPERM|EROFS|ENOSPC|EDQUOT)$/.test(e.code ?? '') && e.path !== undefined && isInside(path.resolve(e.path), temp);
        const found = ours ? undefined : diskProblem(e, target.outDir);
        if (found) return [found];
        throw error;
      }
      // The new output is in place: an old one that cannot be removed now (a file held open on
      // Windows) is left for the next run to remove (removeLeftovers), not a failed build.
      try {
        rmSync(old, { recursive: true, force: true });
      } catch {
        // left for the next run
      }
      return [];
    },
    async abandon() {
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

/** Whether `removeOutput` would remove the folder: marked (ours), not protected, holding nothing its mark does not list. */
export function removableOutput(target: Omit<WriteTarget, 'force'>): boolean {
  const out = path.resolve(target.outDir);
  if (!ourOutput(target)) return false;
  try {
    return filesNotWritten(out).length === 0;
  } catch {
    return false;
  }
}

/** A folder carrying shopsite's mark that `unsafeOutput` does not protect: what removeOutput may empty. */
const ourOutput = (target: Omit<WriteTarget, 'force'>) => {
  const out = path.resolve(target.outDir);
  return existsSync(path.join(out, MANIFEST)) && markedOurs(out) && !unsafeOutput({ ...target, force: false });
};

/**
 * Removes an output folder shopsite wrote, of a shop no longer built (a fleet's former shop): only
 * when it carries the mark and holds nothing but the files the mark lists, and never a folder
 * `unsafeOutput` protects. The listed files go first and the mark last, so a run killed halfway
 * leaves a folder still marked, which the next run removes. False when the folder is kept.
 */
export function removeOutput(target: Omit<WriteTarget, 'force'>): boolean {
  const out = path.resolve(target.outDir);
  if (!ourOutput(target)) return false;
  const { files } = JSON.parse(readFileSync(path.join(out, MANIFEST), 'utf8')) as { files: string[] };
  const folders = new Set<string>();
  for (const file of files) {
    const at = path.resolve(out, file);
    // A mark edited by hand may name anything: only what lies inside this folder is deleted.
    if (!isInside(at, out) || at === out) continue;
    try {
      rmSync(at, { force: true });
    } catch {
      return false; // a folder where the file was, or no permission: the rest stays, marked
    }
    for (let dir = path.dirname(at); dir !== out; dir = path.dirname(dir)) folders.add(dir);
  }
  // The deepest folders first; one that still holds something is kept (rmdir refuses it).
  for (const dir of [...folders].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(dir);
    } catch {
      // not empty: someone's file arrived since the check
    }
  }
  rmSync(path.join(out, MANIFEST), { force: true });
  try {
    rmdirSync(out);
  } catch {
    return false;
  }
  return true;
}
