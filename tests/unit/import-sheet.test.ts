// Reading a locations sheet: the line each record starts on (any line endings, quoted line breaks,
// blank lines), JSON sheets, and each header's column.
import { crc32, deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnOf, readField } from '../../src/import/columns.js';
import { readSheet } from '../../src/import/read-sheet.js';
import { readerPart, unpackParts, zipDirectory } from '../../src/import/zip.js';
import { declareSize, deflatedParts, repeatEntry, xlsx, xlsxParts, zipOf, zipParts, type XlsxCell } from '../xlsx.js';

describe('a CSV sheet', () => {
  it('gives each record the line it starts on, whatever the line endings', async () => {
    const text = '\uFEFFStore code,Business name\r\na,"one\r\ntwo"\n\nb,"Joe ""The Wrench"""\rc,three\n';
    const { sheet, problems } = await readSheet('s.csv', Buffer.from(text));
    expect(problems).toEqual([]);
    expect(sheet!.header).toEqual(['Store code', 'Business name']);
    expect(sheet!.rows).toEqual([
      { line: 2, cells: ['a', 'one\r\ntwo'] },
      { line: 5, cells: ['b', 'Joe "The Wrench"'] },
      { line: 6, cells: ['c', 'three'] },
    ]);
  });

  it("skips a spreadsheet's empty row, its cells all empty or spaces, whatever their number", async () => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from('a,b,c\n1,2,3\n,,\n , ,\n,\n4,5,6\n'));
    expect(problems).toEqual([]);
    expect(sheet!.rows).toEqual([
      { line: 2, cells: ['1', '2', '3'] },
      { line: 6, cells: ['4', '5', '6'] },
    ]);
  });

  it.each([
    ['alone on its line', 'Locations 2026\n\nStore code,Business name\na,one\n'],
    ['with the commas of its empty cells, as Excel exports it', 'Locations 2026,\n,\nStore code,Business name\na,one\n'],
  ])('takes the header below a title in one cell, %s', async (_, text) => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from(text));
    expect(problems).toEqual([]);
    expect(sheet).toEqual({ file: 's.csv', headerLine: 3, header: ['Store code', 'Business name'], rows: [{ line: 4, cells: ['a', 'one'] }] });
  });

  it.each([
    ['a title and a date above the header', 'Locations 2026,,as of May 1\nStore code,Business name,Locality\na,one,Town\n', [[1, 2, 'row 1 is read as the header, and has no name over column B, which holds values']]],
    ['a name left out', 'Store code,,Locality\na,one,Town\n', [[1, 2, 'row 1 is read as the header, and has no name over column B, which holds values']]],
    ['a title over many columns', `Locations 2026${','.repeat(29)},x\n${Array.from({ length: 31 }, (_, i) => `c${i}`).join(',')}\n`, [[1, 2, 'row 1 is read as the header, and has no name over columns B, C, D, E and 25 more, which hold values']]],
  ])('refuses, as one problem, a header with no name over a column of values: %s', async (_, text, expected) => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from(text));
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual(expected);
  });

  it.each([
    ['over the empty cells of the columns it does not name', 'Store code,,\na,one,Town\nb,two,Town\n'],
    ['written by hand without their commas', 'Store code\na,one,Town\nb,two,Town\n'],
  ])('reads a cell alone that names a column as a header of one name, not a title, and says the columns of values it does not name: %s', async (_, text) => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from(text));
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual([[1, 2, 'row 1 is read as the header, and has no name over columns B and C, which hold values']]);
  });

  it('takes a header of one name below a title', async () => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from('Locations 2026,,\nStore code,,\na,,\nb,,\n'));
    expect(problems).toEqual([]);
    expect(sheet).toMatchObject({ headerLine: 2, header: ['Store code', '', ''], rows: [{ line: 3 }, { line: 4 }] });
  });

  it('says, as one problem, that a cell alone was taken for a title when the row below it names no column', async () => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from('Shop ID,,\na,one,Town\nb,two,Town\n'));
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => [p.line, p.col, p.message, p.hint])).toEqual([
      [
        2,
        1,
        'row 2 is read as the header, below row 1 left out as a title, and none of its names is a column shopsite reads',
        "a cell alone above the header is taken for a title: if row 1 is the sheet's header, name in it each column that holds values (Store code, Business name, …); if row 2 is, name its columns as shopsite reads them",
      ],
    ]);
  });

  it('keeps a single column as it is: its first row is the header', async () => {
    const { sheet } = await readSheet('s.csv', Buffer.from('Store code\na\nb\n'));
    expect(sheet).toMatchObject({ headerLine: 1, header: ['Store code'], rows: [{ line: 2, cells: ['a'] }, { line: 3, cells: ['b'] }] });
  });

  // Rows of empty cells (,,,,) count for nothing, as in a workbook: neither a row left out unsaid nor one too many.
  const withEmptyRows = (rows: number) => `Store code,Business name\n${',\n'.repeat(10)}${Array.from({ length: rows }, (_, i) => `s${i},Shop ${i}\n`).join('')}`;
  it('reads all of 10,000 rows among rows of empty cells', async () => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from(withEmptyRows(10_000)));
    expect(problems).toEqual([]);
    expect(sheet!.rows).toHaveLength(10_000);
    expect(sheet!.rows.at(-1)).toEqual({ line: 10_011, cells: ['s9999', 'Shop 9999'] });
  });

  it('says a sheet is too long past as many rows of empty cells again, without reading on', async () => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from(`Store code,Business name\n${',\n'.repeat(20_010)}a,b\n`));
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => p.message)).toEqual(['the sheet has more than 10,000 rows: at most 10,000 are read in one import']);
  });

  it('says a sheet of 10,001 rows among rows of empty cells is too long, at its 10,001st row', async () => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from(withEmptyRows(10_001)));
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => [p.line, p.message])).toEqual([[10_012, 'the sheet has more than 10,000 rows: at most 10,000 are read in one import']]);
  });

  it('reports a row of the wrong length and keeps the others', async () => {
    const { sheet, problems } = await readSheet('s.csv', Buffer.from('a,b\n1,2,3\n4,5\n'));
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual([[2, 3, 'this row has 3 cells; the header has 2']]);
    expect(sheet!.rows).toEqual([{ line: 3, cells: ['4', '5'] }]);
  });
});

describe('a JSON sheet', () => {
  it('gives each object its line, and the keys as columns in order of first use', async () => {
    const text = '[\n  {"Store code": "a", "Latitude": 35.5},\n  {\n    "Store code": "b",\n    "Website": null\n  }\n]\n';
    const { sheet, problems } = await readSheet('s.json', Buffer.from(text));
    expect(problems).toEqual([]);
    expect(sheet).toEqual({ file: 's.json', headerLine: 1, header: ['Store code', 'Latitude', 'Website'], rows: [{ line: 2, cells: ['a', '35.5', ''] }, { line: 3, cells: ['b', '', ''] }] });
  });

  it('refuses a value that is no cell', async () => {
    const { problems } = await readSheet('s.json', Buffer.from('[{"Store code": ["a"]}]'));
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual([[1, 1, 'the value of "Store code" is a list or an object, not a cell']]);
  });
});

describe('an Excel workbook', () => {
  const book = (rows: (XlsxCell[] | undefined)[], more: { name: string; rows: XlsxCell[][] }[] = []) => xlsx([{ name: 'Locations', rows }, ...more]);

  it.each<[string, XlsxCell, string]>([
    ['text as it is', '  Joe  ', '  Joe  '],
    ['a ZIP code stored as a number, whatever its format (00000)', { serial: 2134, format: 'zip' }, '2134'],
    ['a 10-digit phone stored as a number, with no exponent', 9195550117, '9195550117'],
    ['a coordinate as Excel shows it, without the float noise it saves', { digits: '38.897700000000001' }, '38.8977'],
    ['a negative number', -82.3, '-82.3'],
    ['a small number, with no exponent', { digits: '1E-7' }, '0.0000001'],
    ['a whole number Excel saved with a decimal point', { digits: '2134.0' }, '2134'],
    ['TRUE', true, 'TRUE'],
    ['FALSE', false, 'FALSE'],
    ['a date cell as YYYY-MM-DD', { serial: 46380, format: 'date' }, '2026-12-24'],
    ['a time cell as HH:MM', { serial: 0.375, format: 'time' }, '09:00'],
    ['a time cell with its float noise', { serial: 0.7291666666666666, format: 'time' }, '17:30'],
    ['a date and time', { serial: 46024.5625, format: 'date' }, '2026-01-02 13:30'],
  ])('reads %s', async (_, cell, text) => {
    const { sheet, problems } = await readSheet('l.xlsx', book([['Store code', 'Value'], ['a', cell]]));
    expect(problems).toEqual([]);
    expect(sheet!.rows).toEqual([{ line: 2, cells: ['a', text] }]);
  });

  it('takes its first row that is not empty as the header, skips empty rows, and gives each row its row number', async () => {
    const rows = [undefined, [null, null], ['Store code', 'Business name'], ['a', 'one'], undefined, [null, ''], ['b', 'two']];
    const { sheet, problems } = await readSheet('l.xlsx', book(rows));
    expect(problems).toEqual([]);
    expect(sheet).toEqual({ file: 'l.xlsx', headerLine: 3, header: ['Store code', 'Business name'], rows: [{ line: 4, cells: ['a', 'one'] }, { line: 7, cells: ['b', 'two'] }] });
  });

  it('takes the header below a title alone in its row, above an empty row', async () => {
    const { sheet, problems } = await readSheet('l.xlsx', book([['Locations 2026'], undefined, ['Store code', 'Business name'], ['a', 'one']]));
    expect(problems).toEqual([]);
    expect(sheet).toEqual({ file: 'l.xlsx', headerLine: 3, header: ['Store code', 'Business name'], rows: [{ line: 4, cells: ['a', 'one'] }] });
  });

  it('reads the 10,000 rows an import reads below a title', async () => {
    const { sheet, problems } = await readSheet('l.xlsx', book([['Locations 2026'], ['Store code', 'Business name'], ...Array.from({ length: 10_000 }, (_, i) => [`s${i}`, `Shop ${i}`])]));
    expect(problems).toEqual([]);
    expect(sheet!.rows).toHaveLength(10_000);
  });

  it('refuses, as one problem, a title of two cells read as the header', async () => {
    const { sheet, problems } = await readSheet('l.xlsx', book([['Locations 2026', null, 'as of May 1'], ['Store code', 'Business name', 'Locality'], ['a', 'one', 'Town']]));
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual([[1, 2, 'row 1 is read as the header, and has no name over column B, which holds values']]);
  });

  it('reads a cell alone that names a column as a header of one name, not a title, and says the columns of values it does not name', async () => {
    const { sheet, problems } = await readSheet('l.xlsx', book([['Store code'], ['a', 'one', 'Town'], ['b', 'two', 'Town']]));
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual([[1, 2, 'row 1 is read as the header, and has no name over columns B and C, which hold values']]);
  });

  it('says, as one problem, that cells alone were taken for titles when the row below them names no column', async () => {
    const { sheet, problems } = await readSheet('l.xlsx', book([['Locations 2026'], undefined, ['Shop ID'], ['a', 'one', 'Town']]));
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual([[4, 1, 'row 4 is read as the header, below rows 1 and 3 left out as titles, and none of its names is a column shopsite reads']]);
  });

  it("unpacks each part the reader reads (.xml, .xml.rels) once, and hands it to the reader stored, as the workbook's bytes: a photo's part and the package's .rels left out", () => {
    const all = xlsxParts([{ name: 'Locations', rows: [['Store code', 'Business name'], ['a', 'Joe\u2019s']] }]);
    const parts = Object.fromEntries(Object.entries(all).filter(([name]) => name !== '_rels/.rels'));
    const unpacked = unpackParts(zipDirectory(zipParts({ ...all, 'xl/media/image1.png': new Uint8Array(64) }))!, readerPart);
    if (!('zip' in unpacked)) throw new Error('not unpacked');
    const zip = Buffer.from(unpacked.zip);
    const handed = zipDirectory(zip)!;
    expect(handed.map((part) => [part.name, part.method])).toEqual(Object.keys(parts).map((name) => [name, 0]));
    expect(Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, data]) => [name, Buffer.from(data).toString('utf8')]))).toEqual(parts);
    expect([...unpacked.files.keys()]).toEqual(Object.keys(parts));
    // Each local header's CRC-32 is its part's, as any zip reader would check it.
    let at = 0;
    for (const part of handed) {
      expect(zip.readUInt32LE(at + 14), part.name).toBe(crc32(part.data));
      at += 30 + zip.readUInt16LE(at + 26) + part.data.length;
    }
  });

  it('reads a workbook whose part unpacks to less than its zip declares', async () => {
    const { sheet, problems } = await readSheet('l.xlsx', declareSize(book([['Store code'], ['a']]), 'xl/styles.xml', 200_000));
    expect(problems).toEqual([]);
    expect(sheet!.rows).toEqual([{ line: 2, cells: ['a'] }]);
  });

  it('reads the first sheet of several, and names it', async () => {
    const { sheet } = await readSheet('l.xlsx', book([['Store code'], ['a']], [{ name: 'Notes & more', rows: [['Store code'], ['b']] }]));
    expect(sheet!.rows).toEqual([{ line: 2, cells: ['a'] }]);
    expect(sheet!.workbook).toEqual({ sheet: 'Locations', sheets: 2 });
  });

  it('names the sheet read with its control characters as codes, not sent to the terminal', async () => {
    const parts = xlsxParts([{ name: 'Locations', rows: [['Store code'], ['a']] }, { name: 'Old', rows: [] }]);
    parts['xl/workbook.xml'] = parts['xl/workbook.xml']!.replace('name="Locations"', 'name="Loc&#27;]0;x&#x7;"');
    const { sheet } = await readSheet('l.xlsx', zipParts(parts));
    expect(sheet!.workbook).toEqual({ sheet: 'LocU+001B]0;xU+0007', sheets: 2 });
  });

  const valid = book([['Store code'], ['a']]);
  const noText = xlsxParts([{ name: 'Locations', rows: [['Store code', 'Business name'], ['a', 'x']] }]);
  noText['xl/worksheets/sheet1.xml'] = noText['xl/worksheets/sheet1.xml']!.replace('<c r="B2" t="s"><v>3</v>', '<c r="B2" t="s"><v>99</v>');
  const cells = (ref: string) => {
    const parts = xlsxParts([{ name: 'Locations', rows: [['Store code'], ['a']] }]);
    parts['xl/worksheets/sheet1.xml'] = parts['xl/worksheets/sheet1.xml']!.replace('</sheetData>', `<row r="${ref.replace(/^[A-Z]+/, '')}"><c r="${ref}"><v>1</v></c></row></sheetData>`);
    return zipParts(parts);
  };
  // A photo's part, which the reader unpacks too, however few of its parts are XML.
  const withPhoto = declareSize(zipParts({ ...xlsxParts([{ name: 'Locations', rows: [['Store code'], ['a']] }]), 'xl/media/image1.png': new Uint8Array(64) }), 'xl/media/image1.png', 200 * 1024 * 1024);
  // A name the zip's directory gives twice (each entry 60 MB): the reader unpacks both.
  const twice = (() => {
    const zip = declareSize(declareSize(zipParts({ ...xlsxParts([{ name: 'Locations', rows: [['Store code'], ['a']] }]), 'xl/a.xml': '<a/>', 'xl/b.xml': '<b/>' }), 'xl/a.xml', 60 * 1024 * 1024), 'xl/b.xml', 60 * 1024 * 1024);
    return Buffer.from(zip.toString('latin1').replaceAll('xl/b.xml', 'xl/a.xml'), 'latin1');
  })();
  // A part declared 1,000 bytes whose DEFLATE stream holds 16 stored blocks of 64 KB, then a block
  // of a type no stream may hold (3): read to its end, it is refused for that, or for the 1 MB the
  // reader's 1,000 bytes cannot hold; stopped once past its size, for its size.
  const pastItsSize = (() => {
    const block = Buffer.concat([Buffer.from([0, 0xff, 0xff, 0, 0]), Buffer.alloc(65535, '<a/>')]);
    const stream = Buffer.concat([...Array<Buffer>(16).fill(block), Buffer.from([0b111])]);
    return zipOf([...deflatedParts(xlsxParts([{ name: 'Locations', rows: [['Store code'], ['a']] }])), { name: 'xl/notes.xml', method: 8, data: stream, size: 1000 }]);
  })();
  // A zip64 end record that counts 100,000 parts: fflate reads each from what follows (4 billion
  // at most, 26 s for 50 million) before anything can be unpacked.
  const manyParts = (() => {
    const zip = zipOf([{ name: 'a.xml', method: 0, data: Buffer.from('<a/>'), size: 4 }]);
    const end = zip.length - 22;
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeUInt32LE(100_000, 32);
    record.writeUInt32LE(zip.readUInt32LE(end + 16), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeUInt32LE(end, 8);
    return Buffer.concat([zip.subarray(0, end), record, locator, zip.subarray(end)]);
  })();
  // A directory placed past the file's end (its end record's offset): nothing there is a part.
  const directoryPastTheEnd = (() => {
    const zip = Buffer.from(valid);
    zip.writeUInt32LE(0xffff_ff00, zip.length - 22 + 16);
    return zip;
  })();
  // An entry's mark in the last bytes of a directory that starts there: its name would lie past the file's end.
  const nameAtTheEnd = (() => {
    const zip = Buffer.alloc(valid.length);
    valid.copy(zip);
    const end = zip.length - 22;
    zip.writeUInt32LE(0x02014b50, end - 4);
    zip.writeUInt16LE(1, end + 8);
    zip.writeUInt16LE(1, end + 10);
    zip.writeUInt32LE(end - 4, end + 16);
    return zip;
  })();
  // One stored part of 1 MB, declared 0 bytes, listed 101 times: the reader copies its bytes for each.
  const sharedStored = repeatEntry(
    zipOf([...deflatedParts(xlsxParts([{ name: 'Locations', rows: [['Store code'], ['a']] }])), { name: 'xl/media/image1.png', method: 0, data: Buffer.alloc(1024 * 1024), size: 0 }]),
    'xl/media/image1.png',
    100,
  );
  // A part that lies, named with an escape to a terminal (ESC ] 0; … BEL sets the window's title).
  const escapeInName = zipOf([
    ...deflatedParts(xlsxParts([{ name: 'Locations', rows: [['Store code'], ['a']] }])),
    { name: 'xl/\u001b]0;title\u0007b.xml', method: 8, data: deflateRawSync(Buffer.alloc(5000)), size: 10 },
  ]);
  // 65,536 empty XML parts, past what a zip lists without zip64: its end records are zip64's, as in manyParts.
  const tooManyParts = (() => {
    const names = ['xl/workbook.xml', ...Array.from({ length: 65_535 }, (_, i) => `xl/p${i}.xml`)];
    const local: Buffer[] = [];
    const central: Buffer[] = [];
    let offset = 0;
    for (const name of names) {
      const head = Buffer.alloc(30);
      head.writeUInt32LE(0x04034b50, 0);
      head.writeUInt16LE(name.length, 26);
      local.push(head, Buffer.from(name));
      const entry = Buffer.alloc(46);
      entry.writeUInt32LE(0x02014b50, 0);
      entry.writeUInt16LE(name.length, 28);
      entry.writeUInt32LE(offset, 42);
      central.push(entry, Buffer.from(name));
      offset += 30 + name.length;
    }
    const files = Buffer.concat(local);
    const directory = Buffer.concat(central);
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeUInt32LE(names.length, 32);
    record.writeUInt32LE(files.length, 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeUInt32LE(files.length + directory.length, 8);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(0xffff, 8);
    end.writeUInt16LE(0xffff, 10);
    return Buffer.concat([files, directory, record, locator, end]);
  })();
  const manyRows = book([['Store code'], ...Array.from({ length: 10_001 }, (_, i) => [`s${i}`])]);
  it.each<[string, Buffer, string, number?, number?]>([
    ['a file cut short', valid.subarray(0, valid.length - 30), 'the workbook cannot be read: it is no zip file, as an Excel workbook is: it may be cut short or damaged'],
    ['a zip bomb: a part that unpacks to GBs', declareSize(valid, 'xl/worksheets/sheet1.xml', 0xffff_ffff), 'the workbook unpacks to 4,096 MB: at most 100 MB is read'],
    ['a part that is no XML but unpacks past the limit', withPhoto, 'the workbook unpacks to 200 MB: at most 100 MB is read'],
    ['a part named twice, each entry within the limit and the two past it', twice, 'the workbook unpacks to 120 MB: at most 100 MB is read'],
    ['a part that unpacks past the size its zip declares', declareSize(valid, 'xl/worksheets/sheet1.xml', 120), 'the workbook cannot be read: its part xl/worksheets/sheet1.xml unpacks to more than the 120 bytes the file gives it: the file is damaged'],
    ['a part declared 1,000 bytes that unpacks to 1 MB: stopped past its size, before the end that would be refused otherwise', pastItsSize, 'the workbook cannot be read: its part xl/notes.xml unpacks to more than the 1,000 bytes the file gives it: the file is damaged'],
    ['a directory that says it holds more parts than the file can (100,000 in 200 bytes)', manyParts, 'the workbook cannot be read: it is no zip file, as an Excel workbook is: it may be cut short or damaged'],
    ['a directory placed past the end of the file', directoryPastTheEnd, 'the workbook cannot be read: it is no zip file, as an Excel workbook is: it may be cut short or damaged'],
    ['a directory whose one entry starts in its last bytes', nameAtTheEnd, "this is a zip file, not an Excel workbook (.xlsx): a sheet is read from CSV, JSON or an Excel workbook (.xlsx)", 1, 1],
    ['entries that share one stored part of 1 MB, each copied whole by the reader whatever size it declares', sharedStored, 'the workbook unpacks to 101 MB: at most 100 MB is read'],
    ['a part that lies, named with control characters', escapeInName, 'the workbook cannot be read: its part xl/U+001B]0;titleU+0007b.xml unpacks to more than the 10 bytes the file gives it: the file is damaged'],
    ['more XML parts than a zip lists without zip64', tooManyParts, 'the workbook cannot be read: it has 65,536 XML parts: no Excel workbook has so many'],
    ['a cell past the last row of an Excel sheet', cells('A50000000'), 'the workbook cannot be read: a row at 50000000, which is none of an Excel sheet'],
    ['a value far below the locations', cells('A200000'), "a value in row 200,000: an import reads a workbook's first 100,000 rows", 200_000, 1],
    ['a value past the columns an import reads', cells('GT3'), 'the sheet has 202 columns: at most 200 are read', 3, 202],
    ['more rows than an import reads', manyRows, 'the sheet has more than 10,000 rows: at most 10,000 are read in one import', 10_002, 1],
    ['a cell whose shared text is not there', zipParts(noText), 'the workbook cannot be read: this cell cannot be read (VALUE_INVALID)', 2, 2],
    ["LibreOffice's .ods", zipParts({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': '<office:document-content/>' }), "this is LibreOffice's or OpenOffice's own file (.ods): a sheet is read from CSV, JSON or an Excel workbook (.xlsx)", 1, 1],
    ["Excel's old .xls", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "this is Excel's old file (.xls), or a workbook saved with a password: a sheet is read from CSV, JSON or an Excel workbook (.xlsx)", 1, 1],
  ])('refuses %s', async (_, bytes, message, line, col) => {
    const { sheet, problems } = await readSheet('l.xlsx', bytes);
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual([[line, col, message]]);
  });
});

describe('a crafted workbook', () => {
  // Tags that never close (a part of 300 KB unpacks from 2 KB): read in one pass, not each to the
  // part's end: 10 to 48 s each before).
  const unclosed = (part: string, tag: string) => {
    const parts = xlsxParts([{ name: 'Locations', rows: [['Store code'], ['a']] }]);
    // 400,000: a search that is not linear would not end within the test's time limit (minutes);
    // a linear one takes milliseconds. Nothing here is timed.
    parts[part] += tag.repeat(400_000);
    return zipParts(parts);
  };
  it.each([
    ['the sheet', unclosed('xl/worksheets/sheet1.xml', '<c ')],
    ['the list of sheets', unclosed('xl/workbook.xml', '<sheet ')],
    ["the list of the workbook's parts", unclosed('xl/_rels/workbook.xml.rels', '<Relationship ')],
  ])('is refused at once with unclosed tags in %s', async (_, bytes) => {
    const { sheet, problems } = await readSheet('l.xlsx', bytes);
    expect(sheet).toBeUndefined();
    expect(problems.map((p) => p.code)).toEqual(['import-sheet-syntax']);
    expect(problems[0]!.message).toMatch(/unclosed tag|never closed|not in the file/);
  });
});

describe('a column', () => {
  it.each([
    ['Primary phone', { kind: 'named', name: 'phone' }],
    ['monday hours', { kind: 'named', name: 'monday' }],
    ['placeholders.county', { kind: 'field', path: ['placeholders', 'county'], type: 'string' }],
    ['claims.yearsInBusiness', { kind: 'field', type: 'integer' }],
    ['serviceArea', { kind: 'field', type: 'strings' }],
    ['thirdParty.portal.googleAnalytics', { kind: 'field', type: 'boolean' }],
    ['timeZone', { kind: 'field', type: 'string' }],
  ])('%s', (header, expected) => expect(columnOf(header, 1)).toMatchObject({ column: expected }));

  it.each([
    ['Primary phon', 'Primary phone'],
    ['claims.yearsInBusines', 'claims.yearsInBusiness'],
    ['hours', 'Monday hours'],
    ['brand', undefined],
    ['geo', 'geo.latitude'],
  ])('%s is none, and the hint names the nearest, when one is near', (header, guess) => expect(columnOf(header, 1)).toEqual({ guess }));

  it('reads a cell by its type', () => {
    expect(readField('integer', '12')).toEqual({ ok: true, value: 12 });
    expect(readField('integer', '1.5')).toEqual({ ok: false, expected: 'a whole number' });
    expect(readField('number', '-78.5936')).toEqual({ ok: true, value: -78.5936 });
    expect(readField('boolean', 'TRUE')).toEqual({ ok: true, value: true });
    expect(readField('strings', 'Cary, Garner ,, Knightdale')).toEqual({ ok: true, value: ['Cary', 'Garner', 'Knightdale'] });
  });
});
