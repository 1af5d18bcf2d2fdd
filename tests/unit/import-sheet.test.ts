// Reading a locations sheet: the line each record starts on (any line endings, quoted line breaks,
// blank lines), JSON sheets, and each header's column.
import { describe, expect, it } from 'vitest';
import { columnOf, readField } from '../../src/import/columns.js';
import { readSheet } from '../../src/import/read-sheet.js';

describe('a CSV sheet', () => {
  it('gives each record the line it starts on, whatever the line endings', () => {
    const text = '\uFEFFStore code,Business name\r\na,"one\r\ntwo"\n\nb,"Joe ""The Wrench"""\rc,three\n';
    const { sheet, problems } = readSheet('s.csv', Buffer.from(text));
    expect(problems).toEqual([]);
    expect(sheet!.header).toEqual(['Store code', 'Business name']);
    expect(sheet!.rows).toEqual([
      { line: 2, cells: ['a', 'one\r\ntwo'] },
      { line: 5, cells: ['b', 'Joe "The Wrench"'] },
      { line: 6, cells: ['c', 'three'] },
    ]);
  });

  it("skips a spreadsheet's empty row, its cells all empty or spaces, whatever their number", () => {
    const { sheet, problems } = readSheet('s.csv', Buffer.from('a,b,c\n1,2,3\n,,\n , ,\n,\n4,5,6\n'));
    expect(problems).toEqual([]);
    expect(sheet!.rows).toEqual([
      { line: 2, cells: ['1', '2', '3'] },
      { line: 6, cells: ['4', '5', '6'] },
    ]);
  });

  it('reports a row of the wrong length and keeps the others', () => {
    const { sheet, problems } = readSheet('s.csv', Buffer.from('a,b\n1,2,3\n4,5\n'));
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual([[2, 3, 'this row has 3 cells; the header has 2']]);
    expect(sheet!.rows).toEqual([{ line: 3, cells: ['4', '5'] }]);
  });
});

describe('a JSON sheet', () => {
  it('gives each object its line, and the keys as columns in order of first use', () => {
    const text = '[\n  {"Store code": "a", "Latitude": 35.5},\n  {\n    "Store code": "b",\n    "Website": null\n  }\n]\n';
    const { sheet, problems } = readSheet('s.json', Buffer.from(text));
    expect(problems).toEqual([]);
    expect(sheet).toEqual({ file: 's.json', header: ['Store code', 'Latitude', 'Website'], rows: [{ line: 2, cells: ['a', '35.5', ''] }, { line: 3, cells: ['b', '', ''] }] });
  });

  it('refuses a value that is no cell', () => {
    const { problems } = readSheet('s.json', Buffer.from('[{"Store code": ["a"]}]'));
    expect(problems.map((p) => [p.line, p.col, p.message])).toEqual([[1, 1, 'the value of "Store code" is a list or an object, not a cell']]);
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
