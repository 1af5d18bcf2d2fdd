// Reading a locations sheet: CSV (UTF-8, with or without a byte order mark, any line endings),
// JSON (an array of objects) or an Excel workbook (read-workbook.ts) into a header (found below a
// title) and rows of text cells, each with the line its record starts on (a workbook's row number)
// and the cells' 1-based column numbers. Takes the file's bytes; returns the sheet and problems.
// Never interprets a cell (columns.ts does; it is asked only whether a cell alone names a column)
// and never reads past its limits.
import { isUtf8 } from 'node:buffer';
import { parse, CsvError } from 'csv-parse/sync';
import path from 'node:path';
import { utf16 } from '../shared/files.js';
import { problem } from '../shared/problems.js';
import type { Problem } from '../shared/types.js';
import { columnOf } from './columns.js';
import { readWorkbook, zipKind } from './read-workbook.js';

export interface SheetRow {
  /** The line of the file its record starts on (the header is line 1 in a CSV). */
  line: number;
  /** The cells, by column (0-based index into the header); "" for a cell the row leaves empty. */
  cells: string[];
}

export interface Sheet {
  file: string;
  /** The line (a workbook's row) of the header: its first row that is not empty. */
  headerLine: number;
  header: string[];
  rows: SheetRow[];
  /** A workbook's sheet that was read (its first), and how many it has. */
  workbook?: { sheet: string; sheets: number };
}

/**
 * Limits of what one import reads, far past a real franchise's sheet (4,000 locations, a
 * description of 750 characters): a sheet past them is refused before its rows are looked at.
 */
export const LIMITS = { bytes: 20 * 1024 * 1024, rows: 10_000, columns: 200, cell: 10_000 };

/** Rows a sheet may start with above its header, each a cell alone: a title, a date, a note. */
const TITLE_ROWS = 3;

/** `size`: the file's size, when it is past the limit and was not read. */
export async function readSheet(file: string, bytes: Buffer, size = bytes.length): Promise<{ sheet?: Sheet; problems: Problem[] }> {
  if (size > LIMITS.bytes) {
    return { problems: [problem('import-limit', { what: 'bytes', found: size, limit: LIMITS.bytes }, { file })] };
  }
  const format = workbookFormat(bytes);
  // A zip that is not even one (cut short) is Excel's, by its name or its first bytes: said so by readWorkbook.
  const kind = format === 'zip' ? (zipKind(bytes) ?? 'xlsx') : format;
  if (kind === 'xlsx') return readExcel(file, bytes);
  if (kind) return { problems: [problem('import-workbook', { kind }, { file, line: 1, col: 1 })] };
  if (utf16(bytes)) return { problems: [problem('invalid-text', { name: path.basename(file), utf16: /\.json$/i.test(file) ? 'Notepad' : 'Excel' }, { file })] };
  if (!isUtf8(bytes)) {
    const at = firstBadByte(bytes);
    return { problems: [problem('invalid-text', { byte: bytes[at.offset]! }, { file, line: at.line, col: at.col, hint: 'export the sheet as CSV UTF-8 (or save it as UTF-8 text)' })] };
  }
  const json = /^\uFEFF?\s*\[/.test(bytes.subarray(0, 64).toString('utf8')) || file.toLowerCase().endsWith('.json');
  return checked(json ? readJson(file, bytes.toString('utf8').replace(/^\uFEFF/, '')) : readCsv(file, bytes));
}

/** A sheet's header and length, against the limits. */
function checked(read: { sheet?: Sheet; problems: Problem[] }): { sheet?: Sheet; problems: Problem[] } {
  if (!read.sheet) return read;
  const { sheet } = read;
  const { file } = sheet;
  const problems = [...read.problems, ...headerProblems(sheet)];
  if (sheet.rows.length > LIMITS.rows) {
    problems.push(problem('import-limit', { what: 'rows', found: sheet.rows.length, limit: LIMITS.rows }, { file, line: sheet.rows[LIMITS.rows]!.line, col: 1 }));
    return { problems };
  }
  return { sheet, problems };
}

/**
 * Records a CSV is parsed to: the rows an import reads, the header, the rows above it and one more
 * to know it is too long, and as many again for rows of empty cells among them (,,,,), which are
 * skipped: a sheet of 10,000 rows with some empty ones is read whole. Past that, the sheet is said
 * to be too long; the parse stops within milliseconds (csv-parse takes about 2.5 s a million records).
 */
const CSV_RECORDS = 2 * (LIMITS.rows + TITLE_ROWS + 2);

/** Line breaks as editors count them: \r\n, \n and \r each end one line. */
const BREAK = /\r\n|\n|\r/g;

function readCsv(file: string, bytes: Buffer): { sheet?: Sheet; problems: Problem[] } {
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      // Mixed line endings (a sheet pasted together from several exports) are each a record's end.
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      // A row of the wrong length is reported here, row by row, rather than stopping the parse.
      relax_column_count: true,
      // One record past the limit is enough to know the sheet is too long.
      to: CSV_RECORDS,
    }) as unknown as { record: string[]; info: { bytes: number } }[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { problems: [csvProblem(file, bytes, error)] };
  }
  const lines = lineStarts(bytes);
  const rows: SheetRow[] = [];
  const problems: Problem[] = [];
  let end = 0;
  for (const { record, info } of records) {
    // A spreadsheet writes an empty row as a row of empty cells (,,,,): skipped as a blank line is.
    if (record.some((cell) => cell.trim() !== '')) rows.push({ line: lineAt(lines, firstOfRecord(bytes, end)), cells: record });
    end = info.bytes;
  }
  const found = findHeader(file, rows);
  if (!found.head) return { problems: found.problems };
  const { head, body } = found;
  // Rows of empty cells among the records parsed, and more rows after them, which were not read.
  if (records.length === CSV_RECORDS && body.length <= LIMITS.rows && /[^,\s"]/.test(bytes.toString('utf8', end))) {
    return { problems: [problem('import-limit', { what: 'rows', found: records.length, limit: LIMITS.rows }, { file, line: lineAt(lines, end), col: 1 })] };
  }
  for (const row of body) {
    if (row.cells.length === head.cells.length) continue;
    problems.push(problem('import-sheet-syntax', { why: 'cells', found: row.cells.length, expected: head.cells.length }, { file, line: row.line, col: Math.min(row.cells.length, head.cells.length) + 1 }));
  }
  return { sheet: { file, headerLine: head.line, header: head.cells.map((h) => h.trim()), rows: body.filter((r) => r.cells.length === head.cells.length) }, problems };
}

/** An Excel workbook's first sheet: its header found as a CSV's is; empty rows are skipped, as in a CSV. */
async function readExcel(file: string, bytes: Buffer): Promise<{ sheet?: Sheet; problems: Problem[] }> {
  const { read, problems } = await readWorkbook(file, bytes, { ...LIMITS, above: TITLE_ROWS });
  if (!read) return { problems };
  const found = findHeader(file, read.rows.filter((row) => row.cells.some((cell) => cell.trim() !== '')));
  if (!found.head) return { problems: found.problems };
  const { head, body } = found;
  const workbook = read.sheets > 1 ? { workbook: { sheet: read.name, sheets: read.sheets } } : {};
  return checked({ sheet: { file, headerLine: head.line, header: head.cells.map((h) => h.trim()), rows: body, ...workbook }, problems });
}

/**
 * The header among a sheet's rows that are not empty, and the rows below it: the first row, or,
 * when up to TITLE_ROWS rows of a cell alone come first (a title, "Locations 2026") and a row of
 * more cells follows, that row; a cell alone that names a column ("Store code") is a header of
 * one name, not a title, below a title or not. Refused, as one problem, when a column that holds values has no name in
 * it (a title or a note of several cells above the header, or a name left out), or when rows were
 * left out as titles and the row below names no column (a header of one name that is none of
 * shopsite's, its first row of values read as the header): the header's other problems would be
 * one per cell of the wrong row.
 */
function findHeader(file: string, rows: SheetRow[]): { head: SheetRow; body: SheetRow[] } | { head?: undefined; problems: Problem[] } {
  const at = headerIndex(rows.map((row) => row.cells));
  const head = rows[at];
  if (!head) return { problems: [problem('import-sheet-syntax', { why: 'empty' }, { file })] };
  const body = rows.slice(at + 1);
  if (at > 0 && !head.cells.some(namesColumn)) {
    return { problems: [problem('import-sheet-syntax', { why: 'title', row: head.line, titles: rows.slice(0, at).map((row) => row.line) }, { file, line: head.line, col: 1 })] };
  }
  // A header of one name written without the commas of its empty cells ("Store code", by hand) over
  // rows of several cells: the names it leaves out, not a cell too many in every row.
  const short = head.cells.filter((name) => name.trim() !== '').length === 1 && body.length > 0 && body.every((row) => row.cells.length > head.cells.length);
  const width = short ? Math.max(...body.map((row) => row.cells.length)) : head.cells.length;
  const unnamed = Array.from({ length: width }, (_, i) => i).flatMap((i) => ((head.cells[i] ?? '').trim() === '' && body.some((row) => (row.cells[i] ?? '').trim() !== '') ? [i + 1] : []));
  if (!unnamed.length) return { head, body };
  return { problems: [problem('import-sheet-syntax', { why: 'header', row: head.line, columns: unnamed.map(columnLetters) }, { file, line: head.line, col: unnamed[0]! })] };
}

/** Whether a cell names a column shopsite reads (columns.ts). */
const namesColumn = (cell: string): boolean => cell.trim() !== '' && 'column' in columnOf(cell.trim(), 1);

/**
 * Which of the rows that are not empty is the header (findHeader): the first of the first
 * TITLE_ROWS + 1 that is no title, a row of several cells or a cell alone naming a column; the
 * first row when each of them is a title.
 */
function headerIndex(rows: string[][]): number {
  const filled = (cells: string[]) => cells.filter((cell) => cell.trim() !== '');
  const at = rows.slice(0, TITLE_ROWS + 1).findIndex((cells) => filled(cells).length > 1 || namesColumn(filled(cells)[0] ?? ''));
  return Math.max(at, 0);
}

/** A column's letters as a spreadsheet shows them: 1 is A, 27 is AA. */
const columnLetters = (col: number): string => (col > 26 ? columnLetters(Math.floor((col - 1) / 26)) : '') + String.fromCharCode(65 + ((col - 1) % 26));

/** The offset of a record's first byte: past the line breaks of the empty lines before it. */
function firstOfRecord(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length && (bytes[at] === 0x0a || bytes[at] === 0x0d)) at++;
  return at;
}

/** The byte offset each line starts at. */
function lineStarts(bytes: Buffer): number[] {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) starts.push(i + 1);
  }
  return starts;
}

function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

function csvProblem(file: string, bytes: Buffer, error: CsvError): Problem {
  // An unclosed quote runs to the end of the file, where the parser stops: its line is where it opened.
  const unclosed = error.code === 'CSV_QUOTE_NOT_CLOSED';
  const line = unclosed ? lineAt(lineStarts(bytes), lastOpeningQuote(bytes)) : (error as CsvError & { lines?: number }).lines;
  const why = unclosed ? 'unclosed' : /QUOTE/.test(error.code) ? 'quote' : 'other';
  // The cell the parser stopped in (0-based `index`), and its column's header when the header row reads.
  const index = (error as CsvError & { index?: number }).index;
  const cell = !unclosed && typeof index === 'number' ? index : undefined;
  const header = cell !== undefined && line !== undefined && line > 1 ? headerOf(bytes)?.[cell] : undefined;
  return problem('import-sheet-syntax', why === 'other' ? { why, reason: error.message } : { why }, { file, ...(line ? { line, col: (cell ?? 0) + 1 } : {}), ...(header ? { path: header } : {}) });
}

/** The header row's cells, of the first rows that read as CSV (the rows above the header one cell each, at most). */
function headerOf(bytes: Buffer): string[] | undefined {
  let rows: string[][] = [];
  for (let to = 1; to <= TITLE_ROWS + 1; to++) {
    try {
      rows = (parse(bytes, { bom: true, to, relax_column_count: true, skip_empty_lines: true }) as string[][]).filter((cells) => cells.some((cell) => cell.trim() !== ''));
    } catch {
      break;
    }
  }
  return rows[headerIndex(rows)]?.map((h) => h.trim());
}

/** Where the quote that is still open at the end of the text opened (each quote toggles; "" twice). */
function lastOpeningQuote(bytes: Buffer): number {
  let open = -1;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x22) open = open < 0 ? i : -1;
  return Math.max(open, 0);
}

function readJson(file: string, text: string): { sheet?: Sheet; problems: Problem[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? NaN);
    const at = Number.isNaN(offset) ? {} : position(text, offset);
    return { problems: [problem('import-sheet-syntax', { why: 'other', reason: (error as Error).message.replace(/ in JSON at position \d+.*$/, '') }, { file, ...at })] };
  }
  if (!Array.isArray(data)) return { problems: [problem('import-sheet-syntax', { why: 'json-shape' }, { file, line: 1, col: 1 })] };
  const starts = objectStarts(text);
  const header: string[] = [];
  const problems: Problem[] = [];
  const objects: { line: number; value: Record<string, unknown> }[] = [];
  data.forEach((value, i) => {
    const line = starts[i] ? position(text, starts[i]).line : 1;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      problems.push(problem('import-sheet-syntax', { why: 'json-shape' }, { file, line, col: 1 }));
      return;
    }
    for (const key of Object.keys(value)) if (!header.includes(key) && header.length <= LIMITS.columns) header.push(key);
    objects.push({ line, value: value as Record<string, unknown> });
  });
  const rows: SheetRow[] = [];
  for (const { line, value } of objects) {
    const cells = header.map((key, col) => {
      const cell = value[key];
      if (cell === null || cell === undefined) return '';
      if (typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
      problems.push(problem('import-sheet-syntax', { why: 'json-value', key }, { file, line, col: col + 1, path: key }));
      return '';
    });
    rows.push({ line, cells });
  }
  return { sheet: { file, headerLine: 1, header: header.map((h) => h.trim()), rows }, problems };
}

/** The offsets of the array's objects, in order: each `{` met at depth one, outside strings. */
function objectStarts(text: string): number[] {
  const starts: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '[' || c === '{') {
      if (depth === 1) starts.push(i);
      depth++;
    } else if (c === ']' || c === '}') depth--;
  }
  return starts;
}

/**
 * A spreadsheet program's own file, by its first bytes: a zip (Excel's .xlsx, LibreOffice's .ods,
 * Numbers) or an OLE2 compound file (Excel's old .xls). Read as CSV, its bytes are no text.
 */
function workbookFormat(bytes: Buffer): 'zip' | 'ole2' | undefined {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  if (bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'ole2';
  return undefined;
}

function position(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const breaks = before.match(BREAK) ?? [];
  const last = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  return { line: breaks.length + 1, col: offset - last };
}

/** Where the first byte that is not UTF-8 is: the first U+FFFD of a lenient decoding that the bytes do not hold. */
function firstBadByte(bytes: Buffer): { offset: number; line: number; col: number } {
  const text = bytes.toString('utf8');
  let at = text.indexOf('\uFFFD');
  while (at >= 0 && isUtf8(bytes.subarray(0, Buffer.byteLength(text.slice(0, at + 1))))) at = text.indexOf('\uFFFD', at + 1);
  const before = text.slice(0, Math.max(at, 0));
  return { offset: Buffer.byteLength(before), ...position(before, before.length) };
}

/** The header's own problems: a column named twice, too many columns, an empty name over data. */
function headerProblems(sheet: Sheet): Problem[] {
  const problems: Problem[] = [];
  if (sheet.header.length > LIMITS.columns) {
    problems.push(problem('import-limit', { what: 'columns', found: sheet.header.length, limit: LIMITS.columns }, { file: sheet.file, line: sheet.headerLine, col: LIMITS.columns + 1 }));
  }
  sheet.header.forEach((name, i) => {
    const first = sheet.header.findIndex((other) => other.toLowerCase() === name.toLowerCase());
    if (name && first < i) problems.push(problem('import-duplicate-column', { header: name, first: first + 1 }, { file: sheet.file, line: sheet.headerLine, col: i + 1, path: name }));
  });
  return problems;
}
