// The catalogue's entries for `shopsite import`, a brand's locations from its spreadsheet
// (src/import/): part of CATALOGUE (problems.ts), kept apart so that each file stays readable.
import { count as n, entry } from './catalogue-entry.js';

/** "column B", "columns B and C", "columns B, C, D, E and 20 more". */
function columnList(columns: string[]): string {
  const [shown, more] = columns.length > 5 ? [columns.slice(0, 4), `${n(columns.length - 4)} more`] : [columns.slice(0, -1), columns.at(-1)!];
  return columns.length === 1 ? `column ${columns[0]}` : `columns ${shown.join(', ')} and ${more}`;
}

/** "row 1", "rows 1 and 2", "rows 1, 2 and 3". */
const rowList = (rows: number[]): string => (rows.length === 1 ? `row ${rows[0]}` : `rows ${rows.slice(0, -1).join(', ')} and ${rows.at(-1)}`);

export const IMPORT_CATALOGUE = {
  'import-sheet-syntax': entry({
    title: 'A locations sheet that cannot be read as CSV, JSON or an Excel workbook',
    message: (
      a:
        | { why: 'empty' | 'unclosed' | 'quote' | 'json-shape' }
        | { why: 'cells'; found: number; expected: number }
        | { why: 'json-value'; key: string }
        | { why: 'header'; row: number; columns: string[] }
        | { why: 'title'; row: number; titles: number[] }
        | { why: 'other' | 'workbook'; reason: string },
    ) =>
      a.why === 'empty'
        ? 'the sheet has no header row'
        : a.why === 'header'
          ? `row ${a.row} is read as the header, and has no name over ${columnList(a.columns)}, which hold${a.columns.length === 1 ? 's' : ''} values`
        : a.why === 'title'
          ? `row ${a.row} is read as the header, below ${rowList(a.titles)} left out as ${a.titles.length === 1 ? 'a title' : 'titles'}, and none of its names is a column shopsite reads`
        : a.why === 'unclosed'
          ? 'a quoted cell that starts on this line is never closed'
          : a.why === 'quote'
            ? 'a quote inside a cell that is not written as two quotes'
            : a.why === 'json-shape'
              ? 'a JSON sheet is an array of objects, one per location'
              : a.why === 'cells'
                ? `this row has ${a.found} cells; the header has ${a.expected}`
                : a.why === 'json-value'
                  ? `the value of "${a.key}" is a list or an object, not a cell`
                  : a.why === 'workbook'
                    ? `the workbook cannot be read: ${a.reason}`
                    : 'reason' in a
                    ? a.reason
                    : '',
    hint: (a) =>
      a.why === 'header'
        ? "the header, a name over each column, must be the sheet's first row (a title alone in one cell above it is left out): delete the rows above it, or name each column"
        : a.why === 'title'
        ? `a cell alone above the header is taken for a title: if ${a.titles.length === 1 ? `row ${a.titles[0]}` : `row ${a.titles.slice(0, -1).join(', ')} or ${a.titles.at(-1)}`} is the sheet's header, name in it each column that holds values (Store code, Business name, …); if row ${a.row} is, name its columns as shopsite reads them`
        : a.why === 'unclosed' || a.why === 'quote'
        ? 'in CSV, a cell with a quote, a comma or a line break is written in quotes, and each quote inside it twice: "Joe ""The Wrench"" Auto"'
        : a.why === 'cells'
          ? 'a comma inside a cell needs the cell in quotes; export the sheet again as CSV'
          : a.why.startsWith('json')
            ? 'write [{"Store code": "raleigh", "Business name": "…"}, …], each value text, a number or true/false'
            : a.why === 'workbook'
              ? 'open it in Excel and save it again as an Excel Workbook (.xlsx), or export the sheet as CSV UTF-8'
              : 'export the sheet again as CSV UTF-8, or as a JSON array of objects',
  }),
  'import-workbook': entry({
    title: "A spreadsheet program's own file other than an Excel workbook (.xls, LibreOffice's .ods, Numbers)",
    message: ({ kind }: { kind: 'ole2' | 'ods' | 'numbers' | 'zip' }) =>
      `this is ${
        kind === 'ole2'
          ? "Excel's old file (.xls), or a workbook saved with a password"
          : kind === 'ods'
            ? "LibreOffice's or OpenOffice's own file (.ods)"
            : kind === 'numbers'
              ? "Numbers' own file"
              : 'a zip file, not an Excel workbook (.xlsx)'
      }: a sheet is read from CSV, JSON or an Excel workbook (.xlsx)`,
    hint: () =>
      'save it as an Excel Workbook (.xlsx), or export the sheet as CSV: in Excel, File > Save As > CSV UTF-8 (Comma delimited); in Google Sheets, File > Download > Comma-separated values; in Numbers, File > Export To > CSV (Unicode UTF-8)',
  }),
  'import-limit': entry({
    title: 'A locations sheet, row count or cell larger than an import reads',
    message: ({ what, found, limit }: { what: 'bytes' | 'unpacked' | 'rows' | 'last-row' | 'columns' | 'cell'; found: number; limit: number }) =>
      what === 'bytes'
        ? `the sheet is ${n(Math.round(found / 1024 / 1024))} MB: at most ${n(limit / 1024 / 1024)} MB is read`
        : what === 'unpacked'
          ? `the workbook unpacks to ${n(Math.round(found / 1024 / 1024))} MB: at most ${n(limit / 1024 / 1024)} MB is read`
          : what === 'last-row'
            ? `a value in row ${n(found)}: an import reads a workbook's first ${n(limit)} rows`
            : what === 'rows'
              ? `the sheet has more than ${n(limit)} rows: at most ${n(limit)} are read in one import`
              : what === 'columns'
                ? `the sheet has ${n(found)} columns: at most ${n(limit)} are read`
                : `this cell is ${n(found)} characters long: at most ${n(limit)} are read`,
    hint: ({ what }) =>
      what === 'last-row'
        ? 'delete the rows below the locations (select them, then Delete Sheet Rows), and save it again'
        : what === 'rows' || what === 'bytes' || what === 'unpacked'
          ? 'split the sheet, and import each part into the same folder'
          : what === 'cell'
            ? 'check that the cell holds what its column means: no shop fact is this long'
            : 'remove the columns shopsite does not read',
  }),
  'import-missing-column': entry({
    title: 'A locations sheet without a Store code column',
    message: ({ header }: { header: string }) => `the sheet has no "${header}" column`,
    hint: "each row's Store code names its shop's folder: add the column, one code per row (raleigh)",
  }),
  'import-duplicate-column': entry({
    title: 'A column of a locations sheet that another column already writes',
    message: ({ header, first }: { header: string; first: number }) => `"${header}" writes what column ${first} writes`,
    hint: 'keep one of the two columns',
  }),
  'import-unknown-column': entry({
    title: 'A column of a locations sheet that is no field shopsite knows',
    message: ({ header }: { header: string; guess?: string }) => `"${header}" is no column shopsite reads`,
    hint: ({ guess }) => `${guess ? `did you mean "${guess}"? ` : ''}Other columns are shop.yaml fields by their path: placeholders.county, claims.yearsInBusiness`,
  }),
  'import-store-code': entry({
    title: 'A store code that cannot name a shop folder',
    message: (a: { why: 'empty' | 'unsafe' | 'device'; code: string } | { why: 'duplicate'; code: string; folder: string; first: number }) =>
      a.why === 'empty'
        ? 'the row has no store code'
        : a.why === 'duplicate'
          ? `store code "${a.code}" is also the store code of the row on line ${a.first}${a.code === a.folder ? '' : ` (both are the folder ${a.folder})`}`
          : a.why === 'device'
            ? `store code "${a.code}" is a name Windows keeps for a device: no folder can be called so there`
            : `store code "${a.code}" is not a folder name`,
    hint: (a) =>
      a.why === 'duplicate'
        ? `each row is one shop: give each its own store code${a.code === a.folder ? '' : ' (capitals do not tell two apart)'}`
        : a.why === 'device'
          ? `add the town or a number to it (${a.code.toLowerCase()}-1, or ${a.code.toLowerCase()}-raleigh)`
          : "the store code is the shop's folder, in lower case: letters, digits and hyphens (raleigh-north)",
  }),
  'import-invalid-cell': entry({
    title: "A cell of a locations sheet that is not what its column holds",
    message: ({ value, expected }: { value: string; expected: string }) => `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}" is not ${expected}`,
  }),
  'import-zone-chosen': entry({
    title: "A shop's time zone chosen near a border, where the lookup by coordinates gave a neighbour's",
    message: ({ zone, found }: { zone: string; found: string }) =>
      `the time zone written is ${zone}, the state's zone chosen for these coordinates: the lookup gave ${found}, a neighbour's, as it can near a border`,
    hint: "check the shop's clock; if it is wrong, give its zone in a timeZone column (an IANA name), which the import writes as it is",
  }),
  'import-formula': entry({
    title: 'A spreadsheet formula in a cell of a locations sheet',
    message: ({ start }: { start: string }) => `"${start}" is a formula, not a value`,
    hint: 'export the values, not the formulas (copy, then paste values only); a phone starts with + or a digit, a longitude with - and a digit',
  }),
  'import-unsafe-folder': entry({
    title: "A shop folder the import will not write into",
    message: ({ folder, why }: { folder: string; why: 'link' | 'file' | 'not-a-shop' | 'other-brand' }) =>
      why === 'link'
        ? `${folder} is a link to a folder outside the import's folder`
        : why === 'file'
          ? `${folder} is a file, not a shop folder`
          : why === 'not-a-shop'
            ? `${folder} holds files but no shop.yaml`
            : `${folder} is a shop of another brand`,
    hint: ({ why }) =>
      why === 'other-brand'
        ? "import a sheet into the folder of its own brand's shops, or change the shop's brand first"
        : 'move it away, or give the row another store code',
  }),
};
