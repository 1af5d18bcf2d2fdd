// Reading an Excel workbook (.xlsx) as a locations sheet: its first sheet, each cell as the text
// its user sees (numbers as their digits, TRUE/FALSE, dates and times as YYYY-MM-DD and HH:MM),
// each row with its row number as Excel shows it. Takes the file's bytes; returns the rows (the
// header found by read-sheet.ts) or problems. LibreOffice's .ods, Numbers and other zips are
// named, not read. The zip is looked at before its parts are unpacked (fflate decodes all of a part
// larger than it declares; read-excel-file makes an array of every row and column up to the last
// one a cell names): what would not fit, and a part larger than it declares (zip.ts), are refused
// first. The parts the reader reads are unpacked once, by zip.ts, and handed to it stored.
import { createRequire } from 'node:module';
import { count } from '../shared/catalogue-entry.js';
import { problem } from '../shared/problems.js';
import type { Problem } from '../shared/types.js';
import { readerPart, unpackParts, unpackedSize, zipDirectory } from './zip.js';

/**
 * The workbook's readers, loaded when a workbook is read: every other command (a build, most of
 * all) neither loads nor compiles them (lib/ leaves them out, as it leaves out sharp).
 */
const excel = () => createRequire(import.meta.url)('read-excel-file/universal') as typeof import('read-excel-file/universal');

export type WorkbookKind = 'xlsx' | 'ods' | 'numbers' | 'zip';

/** What read-sheet.ts makes a sheet of: each row's cells, by row number (1-based, as Excel shows it). */
export interface WorkbookRows {
  rows: { line: number; cells: string[] }[];
  /** The sheet read, and how many the workbook has. */
  name: string;
  sheets: number;
}

/** Limits of a workbook beyond the sheet's own (read-sheet.ts): its XML unpacked, and Excel's own last row and column. */
export const WORKBOOK_LIMITS = { unpacked: 100 * 1024 * 1024, lastRow: 100_000, excelRows: 1_048_576, excelColumns: 16_384 };

/** Which program's file a zip is, by its parts: Excel's has xl/workbook.xml, LibreOffice's a mimetype, Numbers' an Index/ folder. */
export function zipKind(bytes: Uint8Array): WorkbookKind | undefined {
  const names = zipDirectory(bytes)?.map((part) => part.name);
  if (!names) return undefined;
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  if (names.includes('mimetype') && names.includes('content.xml')) return 'ods';
  if (names.some((name) => name.startsWith('Index/'))) return 'numbers';
  return 'zip';
}

/** A part's unpacked bytes as text (UTF-8, as Excel writes its XML); "" for a part the file does not have. */
const textOf = (files: Map<string, Uint8Array>, name: string): string => {
  const data = files.get(name);
  return data ? Buffer.from(data.buffer, data.byteOffset, data.length).toString('utf8') : '';
};

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#x[0-9a-f]+|#\d+);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' } as Record<string, string>)[e.toLowerCase()]!,
  );

/** A name the file gives (a part's, a sheet's) with its control and format characters as codes (U+001B): a terminal would act on them. */
const visible = (name: string) => name.replace(/[\p{Cc}\p{Cf}]/gu, (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);

/**
 * The workbook's sheets in tab order (the first is read), and the part that holds the first. A tag
 * is read to its > with no < on the way, as XML writes one: a `[^>]*` would read each unclosed
 * `<c ` of a crafted part to the part's end, a time of the square of its length.
 */
function firstSheet(files: Map<string, Uint8Array>): { name: string; sheets: number; part?: string } {
  const sheets = [...textOf(files, 'xl/workbook.xml').matchAll(/<(?:[\w.-]+:)?sheet\s[^<>]*>/g)].map((m) => m[0]);
  const first = sheets[0] ?? '';
  const id = /\s(?:[\w.-]+:)?id="([^"]*)"/.exec(first)?.[1];
  const rel = [...textOf(files, 'xl/_rels/workbook.xml.rels').matchAll(/<(?:[\w.-]+:)?Relationship\s[^<>]*>/g)].map((m) => m[0]).find((r) => attr(r, 'Id') === id);
  const target = rel ? attr(rel, 'Target') : undefined;
  const part = target === undefined ? undefined : target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return { name: visible(unescapeXml(attr(first, 'name') ?? '')), sheets: sheets.length, ...(part ? { part } : {}) };
}

/** The rows (below the header) and columns an import reads, and the rows it skips above the header (a title). */
interface SheetLimits {
  rows: number;
  columns: number;
  above: number;
}

/** Column letters as Excel counts them: A is 1, Z 26, AA 27. */
const columnNumber = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/**
 * What the reader would make of the sheet's XML, before it does: a cell past Excel's last row or
 * column (a file no spreadsheet program wrote), a value past the last row or the columns an import
 * reads, more rows with a value than it reads. Each would be an array of millions of cells.
 */
function sheetShape(file: string, xml: string, limits: SheetLimits): Problem | undefined {
  // A < before the > of the tag it opens: no spreadsheet program writes it, and the reader's parser
  // takes minutes, then overflows its stack, on a part of many (read-excel-file 9.3.17).
  if (/<[^<>]*</.test(xml)) return problem('import-sheet-syntax', { why: 'workbook', reason: 'a tag of its first sheet is never closed: the file is damaged' }, { file });
  const valued = new Set<number>();
  for (const [tag, name] of xml.matchAll(/<(?:[\w.-]+:)?(row|c)\s[^<>]*>/g)) {
    const ref = attr(tag, 'r');
    if (ref === undefined) continue;
    const cell = /^([A-Z]{1,3})(\d+)$/.exec(ref);
    const row = name === 'row' ? Number(ref) : Number(cell?.[2]);
    const col = cell ? columnNumber(cell[1]!) : 1;
    if (!Number.isInteger(row) || row < 1 || row > WORKBOOK_LIMITS.excelRows || (name === 'c' && (!cell || col > WORKBOOK_LIMITS.excelColumns))) {
      return problem('import-sheet-syntax', { why: 'workbook', reason: `${name === 'row' ? 'a row' : 'a cell'} at ${ref}, which is none of an Excel sheet` }, { file });
    }
    // A cell with no content (<c r="B7" s="1"/>) is formatting, not a value.
    if (name === 'row' || tag.endsWith('/>')) continue;
    if (col > limits.columns) return problem('import-limit', { what: 'columns', found: col, limit: limits.columns }, { file, line: row, col });
    if (row > WORKBOOK_LIMITS.lastRow) return problem('import-limit', { what: 'last-row', found: row, limit: WORKBOOK_LIMITS.lastRow }, { file, line: row, col });
    valued.add(row);
    if (valued.size > limits.rows + limits.above + 1) return problem('import-limit', { what: 'rows', found: valued.size, limit: limits.rows }, { file, line: row, col: 1 });
  }
  return undefined;
}

/** The rows of the workbook's first sheet as text, or why they cannot be read. */
export async function readWorkbook(file: string, bytes: Buffer, limits: SheetLimits): Promise<{ read?: WorkbookRows; problems: Problem[] }> {
  const parts = zipDirectory(bytes);
  const unreadable = (reason: string, at: { line?: number; col?: number } = {}) => ({ problems: [problem('import-sheet-syntax', { why: 'workbook', reason }, { file, ...at })] });
  if (!parts) return unreadable('it is no zip file, as an Excel workbook is: it may be cut short or damaged');
  // Every part's declared size (a name given twice counted twice) against the limit, before any is unpacked.
  const unpacked = parts.reduce((sum, part) => sum + unpackedSize(part), 0);
  if (unpacked > WORKBOOK_LIMITS.unpacked) return { problems: [problem('import-limit', { what: 'unpacked', found: unpacked, limit: WORKBOOK_LIMITS.unpacked }, { file })] };
  let sheet: ReturnType<typeof firstSheet>;
  let handed: ArrayBuffer;
  try {
    // The parts the reader reads, each unpacked once into the size it declares, whose sum was bounded just above.
    const read = unpackParts(parts, readerPart);
    if ('lying' in read) return unreadable(`its part ${visible(read.lying.name)} unpacks to more than the ${count(read.lying.declared)} bytes the file gives it: the file is damaged`);
    if ('many' in read) return unreadable(`it has ${count(read.many)} XML parts: no Excel workbook has so many`);
    sheet = firstSheet(read.files);
    if (!sheet.part || !read.files.has(sheet.part)) return unreadable('its first sheet is not in the file');
    const shape = sheetShape(file, textOf(read.files, sheet.part), limits);
    if (shape) return { problems: [shape] };
    handed = read.zip;
  } catch (error) {
    return unreadable((error as Error).message);
  }
  let data: unknown[][];
  try {
    data = (await excel().readSheet(handed, 1, { trim: false })) as unknown[][];
  } catch (error) {
    // "<c/> at row 5, col 7: VALUE_INVALID": a cell the reader cannot make a value of (a shared text that is not there).
    const cell = /at row (\d+), col (\d+): (\w+)/.exec((error as Error).message);
    if (cell) return unreadable(`this cell cannot be read (${cell[3]})`, { line: Number(cell[1]), col: Number(cell[2]) });
    return unreadable((error as Error).message);
  }
  return { read: { name: sheet.name, sheets: sheet.sheets, rows: data.map((cells, i) => ({ line: i + 1, cells: cells.map(cellText) })) }, problems: [] };
}

/** Numbers as Excel shows them in General format: at most 15 significant digits, never an exponent (38.8977, 9195550117). */
const NUMBER = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 15 });

/** A cell as text: what its user sees, but a date as YYYY-MM-DD and a time as HH:MM (what the columns read), whatever its format. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value === 0 ? '0' : NUMBER.format(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  return String(value);
}

/** A date cell (days since Excel's day 0, read as UTC): its date, its time of day, or both; to the second. */
function dateText(date: Date): string {
  const iso = new Date(Math.round(date.getTime() / 1000) * 1000).toISOString();
  const day = iso.slice(0, 10);
  const time = iso.slice(11, 19).replace(/:00$/, '');
  // A time alone is a fraction of day 0: 1899-12-30, or 1904-01-01 in a workbook of the Mac's old date system.
  if (day === '1899-12-30' || (day === '1904-01-01' && time !== '00:00')) return time;
  return time === '00:00' ? day : `${day} ${time}`;
}
