// The import: a locations sheet becomes shop folders of one brand, SHOPS/<store code>/. Every row
// is planned and validated as the build would see the shop before anything is written; rows with
// problems are left out, the others written file by file (temporary file and rename in the same
// folder), only when a file's text changes, and never outside the import's folder. Takes the
// sheet, the brand and the folder; returns what changed, what would, and problems. Never prints.
import { existsSync, lstatSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { loadBrand, loadShop } from '../load/index.js';
import { isInside, realPathInside } from '../shared/files.js';
import { problem, sortProblems } from '../shared/problems.js';
import type { Problem } from '../shared/types.js';
import { commentInCountry, starterFiles, type StarterFile } from '../scaffold/index.js';
import { stringFits, slugSchema } from '../validate/definitions.js';
import { validateSite } from '../validate/index.js';
import { applyEdits } from './apply.js';
import { columnOf, NAMED_PATHS, type Column } from './columns.js';
import { cellProblem, planRow, type Edit } from './plan.js';
import { LIMITS, readSheet, type Sheet, type SheetRow } from './read-sheet.js';

export interface ImportOptions {
  sheet: string;
  brand: string;
  into: string;
  dryRun?: boolean;
}

export interface ShopChange {
  code: string;
  folder: string;
  status: 'created' | 'changed' | 'unchanged' | 'failed';
  /** The files written (or that would be), each with the columns that changed it. */
  files: { file: string; text: string; fields: string[] }[];
  /** Values still marked `# fill in` after the import (what the sheet cannot hold: reviews, a second schedule). */
  unfilled?: number;
}

export interface ImportResult {
  shops: ShopChange[];
  /** Shop folders of the import's folder whose store code the sheet does not have: left as they are. */
  notInSheet: string[];
  problems: Problem[];
  /** The sheet or its header could not be read: no row was imported. */
  stopped?: boolean;
  /** Columns of Google Business Profile's template that shop.yaml has no field for, with a value in some row: accepted, not written. */
  unread?: string[];
  /** The sheet of a workbook of several that was read (its first), and how many it has. */
  workbook?: { sheet: string; sheets: number };
}

export async function importSheet(options: ImportOptions): Promise<ImportResult> {
  const { sheet: file, into } = options;
  // A sheet past the size limit is refused before it is read.
  const read = statSync(file).size > LIMITS.bytes ? await readSheet(file, Buffer.alloc(0), statSync(file).size) : await readSheet(file, readFileSync(file));
  const problems = [...read.problems];
  if (!read.sheet) return { shops: [], notInSheet: [], problems: sortProblems(problems), stopped: true };
  // The sheet read of a workbook of several: named in the summary, so a first sheet that is not the locations' shows.
  const workbook = read.sheet.workbook ? { workbook: read.sheet.workbook } : {};
  const { columns, codeColumn } = headerColumns(read.sheet, problems);
  // A column that cannot be read would be dropped from every row: nothing is written.
  if (problems.length || codeColumn === undefined) return { shops: [], notInSheet: [], problems: sortProblems(problems), stopped: true, ...workbook };
  const brandData = brandShop(options.brand);
  const shops: ShopChange[] = [];
  const seen = new Map<string, number>();
  // Each shop is written while the next rows are planned: creating files is the kernel's work,
  // which the thread pool does beside this thread (about half of a 1,000-row import here).
  const writes: Promise<void>[] = [];
  for (const row of read.sheet.rows) {
    const at = { file, line: row.line, col: codeColumn + 1, path: read.sheet.header[codeColumn]! };
    const code = storeCode(row.cells[codeColumn] ?? '', seen, row.line, at, problems);
    const plan = { file, row, columns, into, brandDir: options.brand, brand: brandData, at };
    if (code === undefined) {
      // The row's other cells are still read as a new shop's, so all its problems show at once.
      problems.push(...planShop({ ...plan, code: `.shopsite-row-${row.line}` }).problems.filter((p) => p.file === file));
      continue;
    }
    const shop = planShop({ ...plan, code });
    problems.push(...shop.problems);
    shops.push(shop.change);
    if (!options.dryRun) writes.push(writeShop(shop.change));
    // Lets the writes go on to their next step.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  await Promise.all(writes);
  const codes = new Set(shops.map((s) => s.code));
  const notInSheet = existsSync(into)
    ? readdirSync(into, { withFileTypes: true }).filter((e) => !e.name.startsWith('.') && !codes.has(e.name) && existsSync(path.join(into, e.name, 'shop.yaml'))).map((e) => e.name).sort()
    : [];
  // Those with something in them: an empty column of the template loses nothing.
  const unread = columns
    .filter((c) => c.kind === 'named' && (c.name === 'unread' || c.name === 'subLocality') && read.sheet!.rows.some((row) => row.cells[c.col - 1]?.trim()))
    .map((c) => c.header);
  return { shops, notInSheet, problems: sortProblems(problems), ...(unread.length ? { unread } : {}), ...workbook };
}

/** Each header's column; unknown columns, a field written twice and a missing Store code are problems. */
function headerColumns(sheet: Sheet, problems: Problem[]): { columns: Column[]; codeColumn?: number } {
  const columns: Column[] = [];
  const writes = new Map<string, number>();
  let codeColumn: number | undefined;
  sheet.header.forEach((header, i) => {
    // A column with neither name nor values (a spreadsheet's empty column, a CSV's last comma) says nothing.
    if (!header && !sheet.rows.some((row) => row.cells[i]?.trim())) return;
    const at = { file: sheet.file, line: sheet.headerLine, col: i + 1, path: header };
    const bad = cellProblem(header, at);
    if (bad) return void problems.push(bad);
    const found = columnOf(header, i + 1);
    if ('guess' in found) return void problems.push(problem('import-unknown-column', { header, guess: found.guess }, at));
    const { column } = found;
    if (column.kind === 'named' && column.name === 'storeCode') codeColumn = i;
    const target = column.kind === 'field' ? column.path.join('.') : column.name === 'unread' ? header.trim().toLowerCase() : (NAMED_PATHS[column.name] ?? column.name);
    if (writes.has(target) && !problems.some((p) => p.code === 'import-duplicate-column' && p.col === i + 1)) {
      problems.push(problem('import-duplicate-column', { header, first: writes.get(target)! }, at));
    }
    writes.set(target, i + 1);
    columns.push(column);
  });
  if (codeColumn === undefined) problems.push(problem('import-missing-column', { header: 'Store code' }, { file: sheet.file, line: sheet.headerLine, col: 1 }));
  return { columns, codeColumn };
}

/** Names Windows keeps for its devices: no folder may be called so, on a franchiser's PC or a shop's. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/**
 * A row's store code as its folder's name: in lower case (a sheet's SPR-014 is the folder spr-014,
 * the same on every file system and in every address), refused when it is no folder name or
 * another row's, in any case.
 */
function storeCode(cell: string, seen: Map<string, number>, line: number, at: Omit<Problem, 'code' | 'message' | 'severity'>, problems: Problem[]): string | undefined {
  const typed = cell.trim();
  const code = typed.toLowerCase();
  const why = !code ? 'empty' : !stringFits(slugSchema(), code) ? 'unsafe' : WINDOWS_DEVICE.test(code) ? 'device' : undefined;
  if (why) return void problems.push(cellProblem(typed, at as never) ?? problem('import-store-code', { why, code: typed }, at));
  const first = seen.get(code);
  if (first !== undefined) return void problems.push(problem('import-store-code', { why: 'duplicate', code: typed, folder: code, first }, at));
  seen.set(code, line);
  return code;
}

function brandShop(brandDir: string): Record<string, unknown> {
  const brand = loadBrand(brandDir);
  const doc = brand.docs.find((d) => d.kind === 'shop');
  const data = doc ? brand.data.get(doc) : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

interface ShopInput {
  file: string;
  row: SheetRow;
  columns: Column[];
  code: string;
  into: string;
  brandDir: string;
  brand: Record<string, unknown>;
  at: Omit<Problem, 'code' | 'message' | 'severity'>;
}

function planShop(input: ShopInput): { change: ShopChange; problems: Problem[] } {
  const folder = path.join(input.into, input.code);
  const failed = (problems: Problem[]) => ({ change: { code: input.code, folder, status: 'failed' as const, files: [] }, problems });
  const refused = folderRefusal(input.into, folder);
  if (refused) return failed([problem('import-unsafe-folder', { folder, why: refused }, input.at)]);
  const shopFile = path.join(folder, 'shop.yaml');
  const exists = existsSync(shopFile);
  const starter = exists ? [] : starterOf(folder, input.brandDir);
  const before = exists ? readFileSync(shopFile, 'utf8') : starter.find((f) => f.name === 'shop.yaml')!.text;
  const doc = parseDocument(before);
  if (doc.errors.length) return failed(loadShop(folder).problems.filter((p) => p.severity === 'error'));
  if (exists && !sameBrand(doc, folder, input.brandDir)) return failed([problem('import-unsafe-folder', { folder, why: 'other-brand' }, input.at)]);
  const plan = planRow({ file: input.file, line: input.row.line, columns: input.columns, cells: input.row.cells, doc, brand: input.brand });
  // A warning (a time zone chosen near a border) is said, and the row written all the same.
  const warnings = plan.problems.filter((p) => p.severity === 'warning');
  const planned = plan.problems.filter((p) => p.severity === 'error');
  const fields = [...new Set(plan.edits.map((e) => e.header))];
  // A new shop's stand-ins still to fill in, in the words of its country as the row leaves it, as init writes them.
  if (!exists) commentInCountry(doc, countryOf(doc, plan.edits, input.brand));
  const text = plan.edits.length ? applyEdits(doc as Document, plan.edits, before, exists) : before;
  if (exists && text === before && !planned.length) return { change: { code: input.code, folder, status: 'unchanged', files: [] }, problems: warnings };
  const files = exists ? [{ file: shopFile, text, fields }] : starter.map((f) => ({ file: path.join(folder, f.name), text: f.name === 'shop.yaml' ? text : f.text, fields: f.name === 'shop.yaml' ? fields : [] }));
  // The cells that could be read are validated even when others could not: every problem at once.
  const checked = validateShop(folder, files, plan.edits, input);
  const errors = [...planned, ...checked.filter((p) => p.severity === 'error')];
  if (errors.length) return failed([...errors, ...warnings]);
  // The shop's own values to fill in: the brand's (its shop.yaml's stand-ins) are the brand's to write, once, not one per shop.
  const inShop = (p: Problem) => p.file !== undefined && isInside(path.resolve(p.file), path.resolve(folder));
  const unfilled = checked.filter((p) => p.code === 'unfilled-value' && inShop(p)).length + (exists ? 0 : starterFillIns(folder, files, input.brandDir));
  return { change: { code: input.code, folder, status: exists ? 'changed' : 'created', files, unfilled }, problems: warnings };
}

/** The shop's country as the row leaves it: the row's, else the shop's, else its brand's, else the US. */
function countryOf(doc: Document, edits: Edit[], brand: Record<string, unknown>): string {
  const given = edits.find((e) => e.path.join('.') === 'address.country')?.value ?? doc.getIn(['address', 'country']);
  const branded = (brand.address as Record<string, unknown> | undefined)?.country;
  return String(given ?? branded ?? 'US');
}

const starters = new Map<string, StarterFile[]>();
const starterKey = (folder: string, brandDir: string) => `${path.dirname(path.resolve(folder))}\0${path.resolve(brandDir)}`;

/** The starter's files for a new shop: the same for every folder of one parent and one brand. */
function starterOf(folder: string, brandDir: string): StarterFile[] {
  const key = starterKey(folder, brandDir);
  let files = starters.get(key);
  if (!files) starters.set(key, (files = starterFiles(folder, brandDir)));
  return files;
}

const otherFillIns = new Map<string, number>();

/**
 * The values still to fill in of a new shop's files but shop.yaml (its reviews, unless the brand
 * has them), as `check` counts them: the starter's, the same for every new shop of one parent and
 * one brand, so counted once, by validating the first such shop whole.
 */
function starterFillIns(folder: string, files: ShopChange['files'], brandDir: string): number {
  const key = starterKey(folder, brandDir);
  let count = otherFillIns.get(key);
  if (count === undefined) {
    const loaded = loadShop(folder, new Map(files.map((f) => [path.basename(f.file), f.text])));
    // The shop's own files only: the brand's values still to fill in are counted where check counts them, once.
    const own = new Set(files.filter((f) => path.basename(f.file) !== 'shop.yaml').map((f) => f.file));
    const all = [...loaded.problems, ...validateSite(loaded.docs as (typeof loaded.docs)[number][]).problems];
    count = all.filter((p) => p.code === 'unfilled-value' && p.file !== undefined && own.has(p.file)).length;
    otherFillIns.set(key, count);
  }
  return count;
}

/** Why a row's folder may not be written: a link out of the import's folder, a file, a folder of other things. */
function folderRefusal(into: string, folder: string): 'link' | 'file' | 'not-a-shop' | undefined {
  if (!existsSync(folder) && !isLink(folder)) return undefined;
  if (isLink(folder) && !realPathInside(into, folder)) return 'link';
  if (!statSync(folder).isDirectory()) return 'file';
  if (!existsSync(path.join(folder, 'shop.yaml')) && readdirSync(folder).length) return 'not-a-shop';
  return undefined;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function sameBrand(doc: Document, folder: string, brandDir: string): boolean {
  const named = doc.get('brand');
  if (typeof named !== 'string') return false;
  const at = path.resolve(folder, named);
  return existsSync(at) && realpathSync(at) === realpathSync(brandDir);
}

/**
 * The shop as the build would read it after the import, validated as the build validates it:
 * a problem at a value the row wrote is the row's, at its cell; any other error stays where it is.
 */
function validateShop(folder: string, files: ShopChange['files'], edits: Edit[], input: ShopInput): Problem[] {
  const loaded = loadShop(folder, new Map(files.map((f) => [path.basename(f.file), f.text])));
  // shop.yaml (merged with the brand's) is the one file an import edits; the others of a new shop
  // are the starter's, as init writes them. Validating it alone keeps 1,000 rows within seconds.
  const { problems } = validateSite((loaded.docs as (typeof loaded.docs)[number][]).filter((d) => d.kind === 'shop'));
  const shopFile = path.join(folder, 'shop.yaml');
  const pointer = (e: Edit) => `/${e.path.join('/')}`;
  return [...loaded.problems, ...problems]
    .filter((p) => p.severity === 'error' || p.code === 'unfilled-value')
    .map((p) => {
      if (p.severity !== 'error') return p;
      const edit = p.file === shopFile && p.path !== undefined ? edits.find((e) => p.path!.startsWith(pointer(e)) || pointer(e).startsWith(`${p.path}/`)) : undefined;
      if (!edit) return p;
      return { ...p, file: input.file, line: input.row.line, col: edit.col, path: edit.header, message: `${p.path}: ${p.message}` };
    });
}

/**
 * Each changed file by a temporary file and a rename in its own folder, so no reader sees half of
 * one; a new shop's folder whole, written under a temporary name and renamed into place.
 */
async function writeShop(shop: ShopChange): Promise<void> {
  if (shop.status !== 'created' && shop.status !== 'changed') return;
  const temp = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.shopsite-import-${process.pid}`);
  if (shop.status === 'created') {
    await mkdir(path.dirname(shop.folder), { recursive: true });
    // mkdir, not mkdtemp: the folder keeps the mode init's folders have (mkdtemp's is 0700).
    const folder = `${temp(shop.folder)}-${randomBytes(4).toString('hex')}`;
    await mkdir(folder);
    for (const { file, text } of shop.files) await writeFile(path.join(folder, path.basename(file)), text, { flag: 'wx' });
    // rename replaces an empty folder of that name (planShop takes no other).
    await rename(folder, shop.folder);
    return;
  }
  for (const { file, text } of shop.files) {
    await rm(temp(file), { force: true });
    await writeFile(temp(file), text, { flag: 'wx' });
    await rename(temp(file), file);
  }
}
