// Excel workbooks (.xlsx) written for the tests as Excel writes them: text in the shared strings,
// numbers as their digits, TRUE/FALSE, dates and times as day numbers with a date format, a ZIP
// code as a number with the Zip Code format (00000), each row and cell with its reference.
import { crc32, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';

/** A cell: text, a number (or the digits Excel wrote for it), true/false, a date or time as Excel's day number, empty. */
export type XlsxCell = string | number | boolean | null | { digits: string } | { serial: number; format: 'date' | 'time' | 'zip' };
/** A sheet's rows, from row 1; `undefined` is a row Excel writes nothing for (empty). */
export interface XlsxSheet {
  name: string;
  rows: (XlsxCell[] | undefined)[];
}

const STYLE = { date: 1, time: 2, zip: 3 } as const;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const columnLetters = (col: number): string => (col > 26 ? columnLetters(Math.floor((col - 1) / 26)) : '') + String.fromCharCode(65 + ((col - 1) % 26));

/** The workbook's parts, by name, before they are zipped (a test may change one). */
export function xlsxParts(sheets: XlsxSheet[]): Record<string, string> {
  const strings: string[] = [];
  const sheetXml = (sheet: XlsxSheet) => {
    const rows = sheet.rows.map((cells, r) => {
      if (!cells) return '';
      const xml = cells.map((cell, c) => {
        const ref = `${columnLetters(c + 1)}${r + 1}`;
        if (cell === null) return '';
        if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${strings.push(cell) - 1}</v></c>`;
        if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
        if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
        if ('digits' in cell) return `<c r="${ref}"><v>${cell.digits}</v></c>`;
        return `<c r="${ref}" s="${STYLE[cell.format]}"><v>${cell.serial}</v></c>`;
      });
      return `<row r="${r + 1}">${xml.join('')}</row>`;
    });
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
  };
  const worksheets = Object.fromEntries(sheets.map((s, i) => [`xl/worksheets/sheet${i + 1}.xml`, sheetXml(s)]));
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return {
    '[Content_Types].xml': `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${sheets.map((s, i) => `<sheet name="${escape(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}<Relationship Id="rIdS" Type="${rel}/styles" Target="styles.xml"/><Relationship Id="rIdT" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml': `<styleSheet xmlns="${main}"><numFmts count="1"><numFmt numFmtId="164" formatCode="00000"/></numFmts><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="20" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ...worksheets,
    // Written last: the sheets above filled it.
    'xl/sharedStrings.xml': `<sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${escape(s)}</t></si>`).join('')}</sst>`,
  };
}

export function zipParts(parts: Record<string, string | Uint8Array>): Buffer {
  const zip = zipSync(Object.fromEntries(Object.entries(parts).map(([name, data]) => [name, typeof data === 'string' ? strToU8(data) : data])));
  return Buffer.from(zip.buffer, zip.byteOffset, zip.length);
}

export const xlsx = (sheets: XlsxSheet[]): Buffer => zipParts(xlsxParts(sheets));

/** A copy of a zip whose directory declares `size` as the unpacked size of the part `name` (a zip bomb's lie, or its truth). */
export function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const end = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = out.readUInt32LE(end + 16);
  for (let i = 0; i < out.readUInt16LE(end + 10); i++) {
    const length = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + length) === name) {
      out.writeUInt32LE(size, at + 24);
      return out;
    }
    at += 46 + length + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  throw new Error(`no part ${name}`);
}

/** A part as a zip stores it: its method (0 stored, 8 deflated), its packed bytes, and the unpacked size (and CRC) its headers declare. */
export interface RawPart {
  name: string;
  method: 0 | 8;
  data: Buffer;
  size: number;
  crc?: number;
}

/** A zip written byte by byte, each part as given, whatever it holds: what a zip writer would not write. */
export function zipOf(parts: RawPart[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, method, data, size, crc = 0 } of parts) {
    const header = (central: boolean) => {
      const head = Buffer.alloc(central ? 46 : 30);
      head.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
      const at = central ? 2 : 0;
      if (central) head.writeUInt16LE(20, 4);
      head.writeUInt16LE(20, 4 + at);
      head.writeUInt16LE(method, 8 + at);
      head.writeUInt32LE(crc, 14 + at);
      head.writeUInt32LE(data.length, 18 + at);
      head.writeUInt32LE(size, 22 + at);
      head.writeUInt16LE(name.length, 26 + at);
      if (central) head.writeUInt32LE(offset, 42);
      return Buffer.concat([head, Buffer.from(name)]);
    };
    central.push(header(true));
    const entry = Buffer.concat([header(false), data]);
    local.push(entry);
    offset += entry.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

/** A workbook's parts, each deflated, as a zip stores them. */
export const deflatedParts = (parts: Record<string, string>): RawPart[] =>
  Object.entries(parts).map(([name, text]) => ({ name, method: 8, data: deflateRawSync(text), size: Buffer.byteLength(text), crc: crc32(text) }));

/**
 * A zip bomb that tells the truth: `parts` worksheets, each `size` bytes of zeros deflated once
 * and stored for every part, so a small file really unpacks to parts × size.
 */
export function zipBomb(parts: number, size: number): Buffer {
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const crc = crc32(Buffer.alloc(size));
  const sheets = Array.from({ length: parts }, (_, i): RawPart => ({ name: `xl/worksheets/sheet${i + 1}.xml`, method: 8, data, size, crc }));
  return zipOf([{ name: 'xl/workbook.xml', method: 0, data: Buffer.from('<workbook/>'), size: 11, crc: crc32('<workbook/>') }, ...sheets]);
}

/** A copy of a zip whose directory lists the entry of the part `name` `times` more times, each pointing at the same bytes. */
export function repeatEntry(zip: Buffer, name: string, times: number): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const length = zip.readUInt16LE(at + 28);
    const size = 46 + length + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (zip.toString('utf8', at + 46, at + 46 + length) === name) {
      const record = Buffer.from(zip.subarray(end));
      record.writeUInt16LE(record.readUInt16LE(8) + times, 8);
      record.writeUInt16LE(record.readUInt16LE(10) + times, 10);
      record.writeUInt32LE(record.readUInt32LE(12) + times * size, 12);
      return Buffer.concat([zip.subarray(0, end), ...Array<Buffer>(times).fill(zip.subarray(at, at + size)), record]);
    }
    at += size;
  }
  throw new Error(`no part ${name}`);
}
