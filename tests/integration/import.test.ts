// `shopsite import` through the real CLI: the example brand's sheet imports to its shop folders
// with no change, re-imports edit in place, new rows make shops that build, and bad or hostile
// sheets give problems at SHEET:ROW:COLUMN, writing nothing outside --into.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRANCHISE, ROOT, runCli, tempDir } from '../helpers.js';
import { columnLetters, xlsx, zipBomb, zipParts, type XlsxCell } from '../xlsx.js';

const SHEET = path.join(FRANCHISE, 'locations.csv');
/** The hint of a Website that is no site's address: the schema's own words. */
const siteAddress = (JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'common.schema.json'), 'utf8')) as { definitions: Record<string, { description: string }> }).definitions.siteAddress!.description;
const sheetText = readFileSync(SHEET, 'utf8');
const [HEADER, ...ROWS] = sheetText.trimEnd().split('\n') as [string, ...string[]];
const headers = HEADER.split(',');

/** A copy of the example brand (brand/ and shops/) in a temp folder, and a sheet file there. */
function franchise(sheet: string | Buffer = sheetText, name = 'locations.csv') {
  const root = tempDir();
  cpSync(FRANCHISE, path.join(root, 'franchise'), { recursive: true });
  const file = path.join(root, name);
  writeFileSync(file, sheet);
  const brand = path.join(root, 'franchise', 'brand');
  const shops = path.join(root, 'franchise', 'shops');
  const run = (...extra: string[]) => runCli(['import', file, '--brand', brand, '--into', shops, ...extra]);
  return { root, file, brand, shops, run };
}

/** Every file under a folder with its bytes, for before/after comparisons. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(dir, full), readFileSync(full, 'latin1'));
    }
  };
  walk(dir);
  return files;
}

/** Lines that differ between two snapshots, as "file: old -> new". */
function changedLines(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, text] of after) {
    const old = (before.get(file) ?? '').split('\n');
    text.split('\n').forEach((line, i) => {
      if (line !== old[i]) out.push(`${file}: ${old[i]} -> ${line}`);
    });
  }
  return out;
}

/** A row of the sheet with some cells replaced, by header. */
function rowWith(index: number, cells: Record<string, string>): string {
  const row = parseRow(ROWS[index]!);
  for (const [header, value] of Object.entries(cells)) row[headers.indexOf(header)] = value;
  return row.map((c) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}

function parseRow(line: string): string[] {
  const cells: string[] = [];
  for (const m of line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)) cells.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!);
  return cells;
}

const sheetOf = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;

describe('shopsite import', () => {
  it('imports the example sheet into the example shops with no change', () => {
    const f = franchise();
    const before = snapshot(path.join(f.root, 'franchise'));
    const run = f.run();
    expect(run.stderr).toContain('created 0, changed 0, unchanged 3, problems 0');
    expect(run.status).toBe(0);
    expect(snapshot(path.join(f.root, 'franchise'))).toEqual(before);
  });

  it('takes the same sheet as JSON', () => {
    const objects = ROWS.map((r) => Object.fromEntries(parseRow(r).map((c, i) => [headers[i]!, c])));
    const f = franchise(JSON.stringify(objects, null, 2), 'locations.json');
    const before = snapshot(f.shops);
    const run = f.run();
    expect(run.stderr).toContain('unchanged 3, problems 0');
    expect(snapshot(f.shops)).toEqual(before);
  });

  it('changes one line of one file for one phone changed, and keeps a comment added to shop.yaml', () => {
    const f = franchise(sheetOf(ROWS[0]!, rowWith(1, { 'Primary phone': '(919) 555-0199' }), ROWS[2]!));
    const file = path.join(f.shops, 'raleigh', 'shop.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('name: Cardinal Auto Raleigh\n', 'name: Cardinal Auto Raleigh  # the sign says so\n'));
    const before = snapshot(f.shops);
    const run = f.run();
    expect(run.status, run.stderr).toBe(0);
    expect(changedLines(before, snapshot(f.shops))).toEqual(['raleigh/shop.yaml: phone: "(919) 555-0117" -> phone: "(919) 555-0199"']);
    expect(readFileSync(file, 'utf8')).toContain('name: Cardinal Auto Raleigh  # the sign says so\n');
    expect(run.stderr).toBe(`change  ${file}: Primary phone\ncreated 0, changed 1, unchanged 2, problems 0\n`);
  });

  it("keeps a maintainer's own writing of the fields it does not change: a text folded over lines, four-space indents", () => {
    const f = franchise(sheetOf(ROWS[0]!, rowWith(1, { 'Primary phone': '(919) 555-0199', 'Postal code': '27615' }), ROWS[2]!));
    const file = path.join(f.shops, 'raleigh', 'shop.yaml');
    const folded = 'description: >-\n  A family-run shop on Capital Boulevard since 2014, with honest estimates,\n  a warranty on every repair and a gas station open every day.\n';
    const indented = 'claims:\n    yearsInBusiness: 12\n    reviewCount: 85\n    rating: 4.7\n';
    writeFileSync(file, readFileSync(file, 'utf8').replace('timeZone: America/New_York\n', `timeZone: America/New_York\n${folded}`).replace(/claims:\n(  .*\n)+/, indented));
    const before = snapshot(f.shops);
    expect(f.run().status).toBe(0);
    expect(changedLines(before, snapshot(f.shops))).toEqual(['raleigh/shop.yaml: phone: "(919) 555-0117" -> phone: "(919) 555-0199"', 'raleigh/shop.yaml:   zip: "27604" ->   zip: "27615"']);
    expect(readFileSync(file, 'utf8')).toContain(folded + 'hours:');
  });

  it('says nothing was written when the sheet itself cannot be read, and writes nothing', () => {
    const f = franchise(sheetOf(rowWith(1, { 'Primary phone': '(919) 555-0199' }), `${ROWS[2]!}"`));
    const before = snapshot(f.shops);
    const run = f.run();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Nothing was written.');
    expect(snapshot(f.shops)).toEqual(before);
  });

  it('leaves a phone written another way as the shop writes it', () => {
    const f = franchise(sheetOf(rowWith(0, { 'Primary phone': '+1 352-555-0163' }), ROWS[1]!, ROWS[2]!));
    const before = snapshot(f.shops);
    expect(f.run().stderr).toContain('unchanged 3');
    expect(snapshot(f.shops)).toEqual(before);
  });

  it('reads a website written without its scheme as its https address', () => {
    const f = franchise(sheetOf(rowWith(0, { Website: 'www.gainesville-auto.example.com/' }), ROWS[1]!, ROWS[2]!));
    expect(f.run().status).toBe(0);
    expect(readFileSync(path.join(f.shops, 'gainesville', 'shop.yaml'), 'utf8')).toMatch(/^siteUrl: https:\/\/www\.gainesville-auto\.example\.com\/$/m);
  });

  it('writes a phone of bare digits as the country writes its numbers, and one spelled by hand as it is', () => {
    const f = franchise(sheetOf(ROWS[0]!, rowWith(1, { 'Primary phone': '9195550199' }), rowWith(2, { 'Primary phone': '+442079460000' })));
    const before = snapshot(f.shops);
    expect(f.run().stderr).toContain('changed 2, unchanged 1');
    expect(changedLines(before, snapshot(f.shops))).toEqual([
      'raleigh/shop.yaml: phone: "(919) 555-0117" -> phone: "(919) 555-0199"',
      expect.stringMatching(/^springfield\/shop\.yaml: phone: "[^"]+" -> phone: "\+44 20 7946 0000"$/),
    ]);
    writeFileSync(f.file, sheetOf(ROWS[0]!, rowWith(1, { 'Primary phone': '919.555.0199' }), ROWS[2]!));
    expect(f.run().stderr).toContain('unchanged 2');
    writeFileSync(f.file, sheetOf(ROWS[0]!, rowWith(1, { 'Primary phone': '919.555.0198' }), ROWS[2]!));
    f.run();
    expect(readFileSync(path.join(f.shops, 'raleigh', 'shop.yaml'), 'utf8')).toContain('phone: "919.555.0198"\n');
  });

  it("keeps a shop's special hours, their notes and ranges, where the sheet says the same", () => {
    const special = 'specialHours:\n  - date: "2026-12-24"\n    through: "2026-12-26"\n    closed: true\n    note: Christmas  # the owner\'s words\n';
    const sheet = (cell: string) => sheetOf(ROWS[0]!, rowWith(1, { 'Special hours': cell }), ROWS[2]!);
    const f = franchise(sheet('2026-12-26: x, 2026-12-24: x, 2026-12-25: x'));
    const file = path.join(f.shops, 'raleigh', 'shop.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}${special}`);
    expect(f.run().stderr).toContain('unchanged 3');
    writeFileSync(f.file, sheet('2026-12-24: x, 2026-12-25: x, 2026-12-26: x, 2027-01-01: 10:00-14:00'));
    expect(f.run().stderr).toContain('changed 1');
    expect(readFileSync(file, 'utf8')).toContain(`${special}  - date: "2027-01-01"\n    hours:\n      - opens: "10:00"\n        closes: "14:00"\n`);
    writeFileSync(f.file, sheet('2026-12-24: x, 2026-12-25: 09:00-12:00'));
    f.run();
    expect(readFileSync(file, 'utf8')).toContain('specialHours:\n  - date: "2026-12-24"\n    closed: true\n    note: Christmas\n  - date: "2026-12-25"\n    hours:\n');
  });

  it('says what would change with --dry-run, and writes nothing', () => {
    const f = franchise(sheetOf(rowWith(0, { 'Business name': 'Cardinal Auto Gainesville North' }), ROWS[1]!, rowWith(2, { Latitude: '' }), rowWith(2, { 'Store code': 'durham' })));
    const before = snapshot(f.root);
    const run = f.run('--dry-run');
    expect(run.stderr).toContain(`would change  ${path.join(f.shops, 'gainesville', 'shop.yaml')}: Business name`);
    expect(run.stderr).toContain(`would create  ${path.join(f.shops, 'durham')}/ (reviews.yaml, shop.yaml)`);
    expect(run.stderr).toContain('would create 1, would change 1, unchanged 2');
    expect(snapshot(f.root)).toEqual(before);
  });

  it('names a change of hours by the day it changes, not by the sheet\'s first day', () => {
    const f = franchise(sheetOf(ROWS[0]!, rowWith(1, { 'Wednesday hours': '08:00-16:00' }), ROWS[2]!));
    const run = f.run('--dry-run');
    expect(run.stderr).toContain(`would change  ${path.join(f.shops, 'raleigh', 'shop.yaml')}: Wednesday hours`);
    expect(run.stderr).not.toContain('Sunday hours');
    // Every day it changes, where one entry of the file holds them all.
    const week = { 'Monday hours': '08:00-17:00', 'Tuesday hours': '08:00-17:00', 'Wednesday hours': '08:00-17:00', 'Thursday hours': '08:00-17:00', 'Friday hours': '08:00-17:00' };
    writeFileSync(f.file, sheetOf(ROWS[0]!, rowWith(1, week), ROWS[2]!));
    expect(f.run('--dry-run').stderr).toContain(`: Monday hours, Tuesday hours, Wednesday hours, Thursday hours, Friday hours\n`);
  });

  it("names only what changed when a shop it made is imported again: its map links made from coordinates that did not move are no change", () => {
    const noLinks = { 'links.maps': '', 'links.directions': '', 'links.review': '', 'links.mapEmbed': '' };
    const f = franchise(sheetOf(...ROWS, rowWith(1, { 'Store code': 'durham', 'Business name': 'Cardinal Auto Durham', ...noLinks })));
    f.run();
    const file = path.join(f.shops, 'durham', 'shop.yaml');
    expect(readFileSync(file, 'utf8')).toContain('openstreetmap.org');
    writeFileSync(f.file, sheetOf(...ROWS, rowWith(1, { 'Store code': 'durham', 'Business name': 'Cardinal Auto Durham', ...noLinks, 'Primary phone': '(919) 555-0190' })));
    const again = f.run();
    expect(again.stderr).toContain(`change  ${file}: Primary phone\n`);
    expect(again.stderr).toContain('changed 1, unchanged 3');
  });

  it('lists a shop folder whose store code is not in the sheet, and keeps it', () => {
    const f = franchise(sheetOf(ROWS[0]!, ROWS[1]!));
    const run = f.run();
    expect(run.stderr).toContain('not in the sheet, left as they are: springfield');
    // A closed location: the row removed, its folder too is the franchiser's to delete, for build --prune to act.
    expect(run.stderr).toContain(`hint: a location that closed: delete its folder (git rm -r ${path.join(f.shops, 'springfield')}), then build --prune removes its site`);
    expect(existsSync(path.join(f.shops, 'springfield', 'shop.yaml'))).toBe(true);
  });

  it('creates a shop for a new row, in the folder of its store code in lower case, which builds with --strict', () => {
    const f = franchise();
    strictBrand(f.brand);
    const row = rowWith(1, {
      'Store code': 'DURHAM', 'Business name': 'Cardinal Auto Durham', Locality: 'Durham', Latitude: '35.994', Longitude: '-78.8986',
      'Primary phone': '(919) 555-0170', timeZone: '', 'Special hours': '2026-12-24: 08:00-12:00, 2026-12-25: x', 'Opening date': '2015-04-01',
      'thirdParty.booking.scriptUrl': 'https://booking.example.com/widget.js', 'thirdParty.booking.global': 'BookingWidget', 'thirdParty.booking.method': 'show',
    });
    const run = runCli(['import', writeSheet(f.root, sheetOf(row)), '--brand', f.brand, '--into', f.shops]);
    expect(run.stderr).toContain('created 1');
    expect(run.status, run.stderr).toBe(0);
    const shop = readFileSync(path.join(f.shops, 'durham', 'shop.yaml'), 'utf8');
    expect(shop).toContain('timeZone: America/New_York\n');
    expect(shop).toContain('specialHours:\n  - date: "2026-12-24"\n    hours:\n      - opens: "08:00"\n        closes: "12:00"\n  - date: "2026-12-25"\n    closed: true\n');
    const build = runCli(['build', '--data', path.join(f.shops, 'durham'), '--out', path.join(f.root, 'dist'), '--strict']);
    expect(build.status, build.stderr).toBe(0);
  });

  it("gives a shop near the border its state's time zone, not the neighbour's that a coarse lookup gives", () => {
    const f = franchise();
    const rows = [
      // Badger, MN (the lookup says America/Winnipeg) and Calais, ME (America/Moncton, an hour ahead).
      rowWith(1, { 'Store code': 'badger', Locality: 'Badger', 'Administrative area': 'MN', 'Postal code': '56714', Latitude: '48.7786', Longitude: '-95.9897', timeZone: '' }),
      rowWith(1, { 'Store code': 'calais', Locality: 'Calais', 'Administrative area': 'Maine', 'Postal code': '04619', Latitude: '45.0', Longitude: '-67.2', timeZone: '' }),
      // Eastport, ID (America/Creston, with no summer time: neither of Idaho's clocks): the panhandle's.
      rowWith(1, { 'Store code': 'eastport', Locality: 'Eastport', 'Administrative area': 'ID', 'Postal code': '83826', Latitude: '48.999', Longitude: '-116.18', timeZone: '' }),
    ];
    const run = runCli(['import', writeSheet(f.root, sheetOf(...rows)), '--brand', f.brand, '--into', f.shops]);
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(path.join(f.shops, 'badger', 'shop.yaml'), 'utf8')).toContain('timeZone: America/Chicago\n');
    expect(readFileSync(path.join(f.shops, 'calais', 'shop.yaml'), 'utf8')).toContain('timeZone: America/New_York\n');
    expect(readFileSync(path.join(f.shops, 'eastport', 'shop.yaml'), 'utf8')).toContain('timeZone: America/Los_Angeles\n');
    // Each zone chosen, not found, is said, to be checked: the rows are written all the same.
    const warnings = run.stderr.split('\n').filter((l) => l.includes('warning: the time zone written is'));
    expect(warnings).toEqual([
      expect.stringMatching(/:2:\d+ {2}Latitude {2}warning: the time zone written is America\/Chicago.* gave America\/Winnipeg/),
      expect.stringMatching(/:3:\d+ {2}Latitude {2}warning: the time zone written is America\/New_York.* gave America\/Moncton/),
      expect.stringMatching(/:4:\d+ {2}Latitude {2}warning: the time zone written is America\/Los_Angeles.* gave America\/Creston/),
    ]);
    expect(run.stderr).toContain('created 3, changed 0, unchanged 0, problems 0');

    // The zone chosen is the brand's: nothing is written, so nothing is said.
    const g = franchise();
    writeFileSync(path.join(g.brand, 'shop.yaml'), `${readFileSync(path.join(g.brand, 'shop.yaml'), 'utf8')}timeZone: America/New_York\n`);
    const quiet = runCli(['import', writeSheet(g.root, sheetOf(rows[1]!)), '--brand', g.brand, '--into', g.shops]);
    expect(quiet.status, quiet.stderr).toBe(0);
    expect(quiet.stderr).not.toContain('warning');
    expect(readFileSync(path.join(g.shops, 'calais', 'shop.yaml'), 'utf8')).not.toMatch(/^timeZone:/m);
  });

  it('writes hours with a lunch break as plain lists, and reads a file with YAML aliases again', () => {
    const f = franchise();
    const lunch = '08:00-12:00, 13:00-17:30';
    const row = rowWith(1, { 'Store code': 'durham', 'Business name': 'Cardinal Auto Durham', 'Monday hours': lunch, 'Tuesday hours': lunch, 'Wednesday hours': lunch, 'Thursday hours': lunch, 'Friday hours': lunch });
    const sheet = writeSheet(f.root, sheetOf(row));
    const first = runCli(['import', sheet, '--brand', f.brand, '--into', f.shops]);
    expect(first.status, first.stderr).toBe(0);
    const file = path.join(f.shops, 'durham', 'shop.yaml');
    const written = readFileSync(file, 'utf8');
    expect(written).not.toMatch(/[&*]a\d/);
    expect(written.match(/- days: \[monday, tuesday, wednesday, thursday, friday\]/g)).toHaveLength(2);
    // The same sheet again: nothing to change; and a file whose days a maintainer wrote once, as an anchor and an alias.
    const again = runCli(['import', sheet, '--brand', f.brand, '--into', f.shops]);
    expect(again.stderr, again.stderr).toContain('unchanged 1');
    writeFileSync(file, written.replace('- days: [monday, tuesday, wednesday, thursday, friday]', '- days: &weekdays [monday, tuesday, wednesday, thursday, friday]').replace('- days: [monday, tuesday, wednesday, thursday, friday]\n        opens: "13:00"', '- days: *weekdays\n        opens: "13:00"'));
    expect(readFileSync(file, 'utf8')).toContain('*weekdays');
    const aliased = runCli(['import', sheet, '--brand', f.brand, '--into', f.shops]);
    expect(aliased.status, aliased.stderr).toBe(0);
    expect(aliased.stderr).toContain('unchanged 1');
    expect(aliased.stderr).not.toMatch(/internal error/);
  });

  it("gives a new shop map links at its coordinates when the sheet has none, and leaves a shop's own link alone", () => {
    const f = franchise();
    const sheet = writeSheet(f.root, 'Store code,Business name,Latitude,Longitude\ndurham,Cardinal Auto Durham,35.994,-78.8986\n');
    expect(runCli(['import', sheet, '--brand', f.brand, '--into', f.shops]).status).toBe(0);
    const file = path.join(f.shops, 'durham', 'shop.yaml');
    const shop = readFileSync(file, 'utf8');
    expect(shop).toContain('  maps: https://www.openstreetmap.org/?mlat=35.99400&mlon=-78.89860#map=17/35.99400/-78.89860\n');
    expect(shop).toContain('  mapEmbed: https://www.openstreetmap.org/export/embed.html?bbox=-78.90860%2C35.98400%2C-78.88860%2C36.00400&layer=mapnik&marker=35.99400%2C-78.89860\n');
    // The review page cannot follow from a place: still to fill in.
    expect(shop).toMatch(/ {2}review: .*# fill in/);
    // Written by hand, a link stays the shop's when the coordinates change.
    writeFileSync(file, shop.replace(/ {2}maps: .*\n/, '  maps: https://maps.example.com/durham\n'));
    const moved = writeSheet(f.root, 'Store code,Business name,Latitude,Longitude\ndurham,Cardinal Auto Durham,35.995,-78.8986\n', 'moved.csv');
    expect(runCli(['import', moved, '--brand', f.brand, '--into', f.shops]).status).toBe(0);
    const after = readFileSync(file, 'utf8');
    expect(after).toContain('  maps: https://maps.example.com/durham\n');
    // One made from the coordinates moves with them.
    expect(after).toContain('  directions: https://www.openstreetmap.org/directions?route=%3B35.99500%2C-78.89860#map=15/35.99500/-78.89860\n');
  });

  it("places a shop the sheet gives no coordinates at its ZIP code's centre (its Canadian postal code's area), still to fill in, with its state's time zone and its town first among those it serves", () => {
    const f = franchise(
      'Store code,Business name,Locality,Administrative area,Postal code\n' +
        // One time zone in Massachusetts; two in Tennessee, where the ZIP code's centre says which; no ZIP code at all.
        'springfield-ma,Cardinal Auto Springfield,Springfield,MA,01103\ncrossville,Cardinal Auto Crossville,Crossville,TN,38555\nboston,Cardinal Auto Boston,Boston,MA,\n',
    );
    const run = f.run();
    expect(run.status, run.stderr).toBe(0);
    const shop = (name: string) => readFileSync(path.join(f.shops, name, 'shop.yaml'), 'utf8');
    expect(shop('springfield-ma')).toMatch(/\n {2}latitude: 42\.1029 # fill in: .*\n {2}longitude: -72\.5887 # fill in: .*\ntimeZone: America\/New_York\n/);
    expect(shop('springfield-ma')).toMatch(/\n {2}maps: https:\/\/www\.openstreetmap\.org\/\?mlat=42\.10290&mlon=-72\.58870#map=17\/42\.10290\/-72\.58870 # fill in: /);
    expect(shop('springfield-ma')).toMatch(/\nserviceArea:\n {2}- Springfield\n {2}- Downtown # fill in: /);
    expect(shop('crossville')).toMatch(/\n {2}latitude: 35\.9623 # fill in: .*\n {2}longitude: .*\ntimeZone: America\/Chicago # fill in: /);
    // No place at all: the starter's stand-in place stays, and Massachusetts' one time zone is written.
    expect(shop('boston')).toMatch(/\n {2}latitude: 39\.5 # fill in: .*\n {2}longitude: .*\ntimeZone: America\/New_York\n/);
    // Still to fill in, as check says; the same sheet again changes nothing.
    expect(runCli(['check', '--data', path.join(f.shops, 'springfield-ma')]).stderr).toMatch(/\/geo\/latitude {2}warning: still to fill in/);
    expect(f.run().stderr).toContain('created 0, changed 0, unchanged 3');
    // Not a US ZIP code or a Canadian postal code, or not one of the row's state (province): no place is taken from it.
    const elsewhere = writeSheet(
      f.root,
      'Store code,Business name,Locality,Administrative area,Country / Region,Postal code\nberlin,Cardinal Auto Berlin,Berlin,BE,DE,10115\nfresno,Cardinal Auto Fresno,Fresno,CA,US,02108\n' +
        'gatineau,Cardinal Auto Gatineau,Gatineau,QC,CA,K1A 0B1\nottawa,Cardinal Auto Ottawa,Ottawa,ON,CA,K1A 0B1\n',
      'elsewhere.csv',
    );
    expect(runCli(['import', elsewhere, '--brand', f.brand, '--into', f.shops]).status).toBe(0);
    for (const name of ['berlin', 'fresno', 'gatineau']) expect(shop(name)).toMatch(/\n {2}latitude: 39\.5 # fill in: /);
    // A Canadian postal code's area (K1A), as a ZIP code's, with its time zone still to confirm.
    expect(shop('ottawa')).toMatch(/\n {2}zip: "K1A 0B1"\n {2}country: CA\ngeo:\n {2}latitude: 45\.4207 # fill in: .*\n {2}longitude: -75\.7023 # fill in: .*\ntimeZone: America\/Toronto # fill in: /);
    // Its stand-ins still to fill in in Canada's words, as init writes them; a US shop's in the US's.
    expect(shop('ottawa')).toMatch(/\n {2}longitude: -75\.7023 # fill in: your shop's longitude, negative in North America, such as -79\.3832\ntimeZone: America\/Toronto # fill in: your time zone, such as America\/Toronto \(Eastern\), /);
    expect(shop('ottawa')).not.toMatch(/negative in the US|America\/New_York|America\/Los_Angeles/);
    expect(shop('fresno')).toMatch(/\n {2}longitude: -98\.35 # fill in: your shop's longitude, negative in the US, such as -97\.7431\n/);
    expect(shop('berlin')).toMatch(/^timeZone: America\/Chicago # fill in: /m);
    // A brand that gives its time zone keeps it for a shop whose zone is only a guess from its ZIP code.
    const g = franchise();
    writeFileSync(path.join(g.brand, 'shop.yaml'), `${readFileSync(path.join(g.brand, 'shop.yaml'), 'utf8')}timeZone: America/New_York\n`);
    const guessed = writeSheet(g.root, 'Store code,Business name,Locality,Administrative area,Postal code\ncrossville,Cardinal Auto Crossville,Crossville,TN,38555\n');
    expect(runCli(['import', guessed, '--brand', g.brand, '--into', g.shops]).status).toBe(0);
    expect(readFileSync(path.join(g.shops, 'crossville', 'shop.yaml'), 'utf8')).not.toMatch(/^timeZone:/m);
    // The shop's own coordinates, given later, replace the stand-ins and their marks.
    const placed = writeSheet(f.root, 'Store code,Latitude,Longitude\nspringfield-ma,42.1015,-72.5898\n', 'placed.csv');
    expect(runCli(['import', placed, '--brand', f.brand, '--into', f.shops]).status).toBe(0);
    expect(shop('springfield-ma')).toMatch(/\n {2}latitude: 42\.1015\n {2}longitude: -72\.5898\n/);
    expect(shop('springfield-ma')).toMatch(/\n {2}maps: https:\/\/www\.openstreetmap\.org\/\?mlat=42\.10150&mlon=-72\.58980#map=17\/42\.10150\/-72\.58980\n/);
  });

  it("takes Google Business Profile's whole template: every address line, and the columns shop.yaml has no field for named, not read", () => {
    const f = franchise(
      'Store code,Business name,Address line 1,Address line 2,Address line 3,Additional phones,Primary category,Labels,Logo photo\n' +
        'durham,Cardinal Auto Durham,100 Main Street,Building C,Suite 4,(919) 555-0101,Auto repair shop,,\n',
    );
    const run = f.run();
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(path.join(f.shops, 'durham', 'shop.yaml'), 'utf8')).toContain('  street: 100 Main Street, Building C, Suite 4\n');
    // Only those with a value in some row: an empty column of the template loses nothing.
    expect(run.stderr).toMatch(/\ncolumns not read, which shop\.yaml has no field for: Additional phones, Primary category\n$/);
  });

  it('suggests the state a misspelled one most likely is', () => {
    const f = franchise();
    const run = runCli(['import', writeSheet(f.root, 'Store code,Business name,Administrative area\nx,Cardinal Auto X,Tenessee\n'), '--brand', f.brand, '--into', f.shops]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('"Tenessee" is not a state\n  hint: did you mean Tennessee? ');
  });

  it("reads a Canadian row's province by its code or its full name, as a US row's state, with its name from the list", () => {
    const f = franchise();
    const ca = { 'Country / Region': 'CA', 'Postal code': 'K1P 5N2', Latitude: '45.4215', Longitude: '-75.6972', 'Primary phone': '(613) 555-0170', timeZone: '' };
    const rows = [
      rowWith(1, { ...ca, 'Store code': 'ottawa', Locality: 'Ottawa', 'Administrative area': 'ON' }),
      // Its postal code as Canada Post writes it, however the sheet typed it.
      rowWith(1, { ...ca, 'Store code': 'kanata', Locality: 'Kanata', 'Administrative area': 'ontario', 'Postal code': 'k1p5n2' }),
      rowWith(1, { 'Store code': 'durham', Locality: 'Durham', 'Administrative area': 'NC' }),
      rowWith(1, { 'Store code': 'cary', Locality: 'Cary', 'Administrative area': 'North Carolina' }),
    ];
    const run = runCli(['import', writeSheet(f.root, sheetOf(...rows)), '--brand', f.brand, '--into', f.shops]);
    expect(run.status, run.stderr).toBe(0);
    const shop = (name: string) => readFileSync(path.join(f.shops, name, 'shop.yaml'), 'utf8');
    for (const name of ['ottawa', 'kanata']) {
      expect(shop(name)).toContain('  state: ON\n  stateName: Ontario\n  zip: "K1P 5N2"\n  country: CA\n');
      // The lookup's zone, as outside the US: Ottawa keeps Toronto's.
      expect(shop(name)).toContain('timeZone: America/Toronto\n');
    }
    for (const name of ['durham', 'cary']) expect(shop(name)).toContain('  state: NC\n  stateName: North Carolina\n');
    expect(run.stderr).not.toContain('warning');
  });

  it("says of a Canadian row whose postal code starts with another province's letter, at its cell, and writes the row all the same", () => {
    const f = franchise();
    const ca = { 'Country / Region': 'CA', Latitude: '45.5', Longitude: '-73.6', 'Primary phone': '(613) 555-0170', timeZone: '' };
    const rows = [
      rowWith(1, { ...ca, 'Store code': 'montreal', Locality: 'Montreal', 'Administrative area': 'ON', 'Postal code': 'h2w2m2' }),
      rowWith(1, { ...ca, 'Store code': 'ottawa', Locality: 'Ottawa', 'Administrative area': 'Quebec', 'Postal code': 'K1P 5N2' }),
      rowWith(1, { ...ca, 'Store code': 'laval', Locality: 'Laval', 'Administrative area': 'QC', 'Postal code': 'H7N 2H5' }),
    ];
    const sheet = writeSheet(f.root, sheetOf(...rows));
    const run = runCli(['import', sheet, '--brand', f.brand, '--into', f.shops]);
    expect(run.status, run.stderr).toBe(0);
    const printed = run.stderr.replaceAll(sheet, 'SHEET');
    const col = headers.indexOf('Postal code') + 1;
    expect(printed).toContain(
      `SHEET:2:${col}  Postal code  warning: "H2W 2M2" starts with H, as QC's postal codes do, not ON's\n` +
        "  hint: ON's postal codes start with K, L, M, N or P, and H begins QC's: check the province and the postal code (a place by a border may have its neighbour's)\n",
    );
    expect(printed).toContain(`SHEET:3:${col}  Postal code  warning: "K1P 5N2" starts with K, as ON's postal codes do, not QC's\n`);
    expect(printed).not.toContain('SHEET:4:');
    const shop = (name: string) => readFileSync(path.join(f.shops, name, 'shop.yaml'), 'utf8');
    expect(shop('montreal')).toContain('  state: ON\n  stateName: Ontario\n  zip: "H2W 2M2"\n  country: CA\n');
    // A row that gives the province alone is read against the shop's own postal code.
    const moved = (province: string) => runCli(['import', writeSheet(f.root, `Store code,Administrative area\nmontreal,${province}\n`, 'moved.csv'), '--brand', f.brand, '--into', f.shops]);
    const fixed = moved('QC');
    expect([fixed.status, fixed.stderr]).toEqual([0, expect.not.stringContaining('warning')]);
    expect(moved('NS').stderr).toContain('moved.csv:2:2  Administrative area  warning: "H2W 2M2" starts with H, as QC\'s postal codes do, not NS\'s\n');
  });

  it("takes a code the country's list does not have with its name in an address.stateName column, as init takes it", () => {
    const f = franchise();
    const run = runCli(['import', writeSheet(f.root, 'Store code,Business name,Administrative area,address.stateName\nx,Cardinal Auto X,AE,Armed Forces Europe\n'), '--brand', f.brand, '--into', f.shops]);
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(path.join(f.shops, 'x', 'shop.yaml'), 'utf8')).toContain('  state: AE\n  stateName: Armed Forces Europe\n');
  });

  it('builds a Canadian shop the sheet made, and gives it a state page on the hub by its province\'s name', () => {
    const f = franchise();
    strictBrand(f.brand);
    const row = rowWith(1, {
      'Store code': 'ottawa', 'Business name': 'Cardinal Auto Ottawa', 'Address line 1': '100 Bank Street', Locality: 'Ottawa', 'Administrative area': 'Ontario',
      'Country / Region': 'CA', 'Postal code': 'K1P 5N2', Latitude: '45.4215', Longitude: '-75.6972', 'Primary phone': '(613) 555-0170', timeZone: '',
      'links.maps': '', 'links.directions': '', 'links.mapEmbed': '',
    });
    const run = runCli(['import', writeSheet(f.root, sheetOf(row)), '--brand', f.brand, '--into', f.shops]);
    expect(run.status, run.stderr).toBe(0);
    const build = runCli(['build', '--data', path.join(f.shops, 'ottawa'), '--out', path.join(f.root, 'dist'), '--strict']);
    expect(build.status, build.stderr).toBe(0);
    expect(readFileSync(path.join(f.root, 'dist', 'index.html'), 'utf8')).toContain('"addressRegion":"ON","postalCode":"K1P 5N2","addressCountry":"CA"');
    const hub = runCli(['hub', '--brand', f.brand, '--data', ...['ottawa', 'raleigh'].map((name) => path.join(f.shops, name)), '--out', path.join(f.root, 'hub')]);
    expect(hub.status, hub.stderr).toBe(0);
    expect(readFileSync(path.join(f.root, 'hub', 'locations', 'on', 'index.html'), 'utf8')).toContain('<title>Cardinal Auto locations in Ontario</title>');
  });

  it('makes a new shop exactly as init --brand makes it', () => {
    const f = franchise();
    const sheet = writeSheet(f.root, 'Store code,Business name\nasheville,Cardinal Auto Asheville\n');
    expect(runCli(['import', sheet, '--brand', f.brand, '--into', f.shops]).status).toBe(0);
    const init = runCli(['init', path.join(f.root, 'franchise', 'other', 'asheville'), '--brand', f.brand, '--name', 'Cardinal Auto Asheville']);
    expect(init.status, init.stderr).toBe(0);
    const made = snapshot(path.join(f.shops, 'asheville'));
    expect(made.get('shop.yaml')).toContain('name: Cardinal Auto Asheville\n');
    expect(made).toEqual(snapshot(path.join(f.root, 'franchise', 'other', 'asheville')));
    // The folder is written under a temporary name and renamed: same mode as init's, nothing left beside it.
    expect(statSync(path.join(f.shops, 'asheville')).mode).toBe(statSync(path.join(f.root, 'franchise', 'other', 'asheville')).mode);
    expect(readdirSync(f.shops).sort()).toEqual(['asheville', 'gainesville', 'raleigh', 'springfield']);
  });

  it('counts the values a new shop still has to fill in as check does, its reviews included', () => {
    const f = franchise();
    const sheet = writeSheet(f.root, 'Store code,Business name\nasheville,Cardinal Auto Asheville\nboone,Cardinal Auto Boone\n');
    const run = runCli(['import', sheet, '--brand', f.brand, '--into', f.shops]);
    const said = Number(/^(\d+) values of the shops' own still to fill in/m.exec(run.stderr)?.[1]);
    // The command to run names a real folder, as the lines above it do.
    const folder = /shopsite check --data (\S+) lists those of one shop/.exec(run.stderr)?.[1];
    expect(run.stderr).toContain(`create  ${folder}/`);
    const check = runCli(['check', '--data', path.join(f.shops, 'asheville'), path.join(f.shops, 'boone')]);
    const counted = Number(/(\d+) values still to fill in/.exec(check.stderr)?.[1]);
    expect(check.stderr).toContain('reviews.yaml');
    expect(said).toBeGreaterThan(0);
    expect(said).toBe(counted);
  });

  it("counts a new brand's own values to fill in once, in check, not once per shop in the import's summary", () => {
    const root = tempDir();
    const brand = path.join(root, 'brand');
    expect(runCli(['init', brand, '--new-brand', '--name', 'Cardinal Auto', '--site-url', 'https://cardinal.example.com']).status).toBe(0);
    const shops = path.join(root, 'shops');
    const run = runCli(['import', path.join(FRANCHISE, 'locations.csv'), '--brand', brand, '--into', shops]);
    const said = Number(/^(\d+) values of the shops' own still to fill in/m.exec(run.stderr)?.[1]);
    const check = runCli(['check', '--json', '--data', ...readdirSync(shops).map((s) => path.join(shops, s))]);
    const report = JSON.parse(check.stdout) as { shops: { problems: { code: string; file: string; line: number; path: string }[] }[] };
    const unfilled = report.shops.flatMap((s) => s.problems.filter((p) => p.code === 'unfilled-value'));
    const inBrand = new Set(unfilled.filter((p) => p.file.startsWith(brand)).map((p) => `${p.file}:${p.line}:${p.path}`));
    // The new brand's shop.yaml stand-ins, said once in check's count however many shops share them.
    expect([...inBrand].filter((at) => at.includes(`${path.sep}shop.yaml:`)).length).toBeGreaterThan(0);
    expect(said).toBe(unfilled.filter((p) => p.file.startsWith(shops)).length);
    expect(Number(/(\d+) values still to fill in/.exec(runCli(['check', '--data', ...readdirSync(shops).map((s) => path.join(shops, s))]).stderr)?.[1])).toBe(said + inBrand.size);
  });

  it('imports a generated sheet of 1,000 rows, and a sample of its shops builds with --strict', () => {
    const f = franchise();
    strictBrand(f.brand);
    const into = path.join(f.root, 'many');
    const rows = Array.from({ length: 1000 }, (_, i) =>
      rowWith(1, {
        'Store code': `shop-${i}`, 'Business name': `Cardinal Auto ${i}`, Latitude: (30 + (i % 100) / 10).toFixed(4), Longitude: (-80 - Math.floor(i / 100) / 2).toFixed(4),
        'Primary phone': `(919) 555-${String(1000 + i).slice(-4)}`, timeZone: '',
        'thirdParty.booking.scriptUrl': 'https://booking.example.com/widget.js', 'thirdParty.booking.global': 'BookingWidget', 'thirdParty.booking.method': 'show',
      }),
    );
    const run = runCli(['import', writeSheet(f.root, sheetOf(...rows)), '--brand', f.brand, '--into', into]);
    expect(run.stderr).toContain('created 1000, changed 0, unchanged 0, problems 0');
    expect(readdirSync(into)).toHaveLength(1000);
    for (const code of ['shop-0', 'shop-999']) {
      const build = runCli(['build', '--data', path.join(into, code), '--out', path.join(f.root, `dist-${code}`), '--strict']);
      expect(build.status, build.stderr).toBe(0);
    }
  });
});

/** A sheet file written into `dir`. */
function writeSheet(dir: string, text: string, name = 'sheet.csv'): string {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
}

/**
 * The example brand made one whose new shops can be complete from the sheet alone: its copy names
 * no second schedule ({hours2}) and it gives the reviews, the two things a sheet row cannot hold.
 */
function strictBrand(brand: string): void {
  for (const name of ['faq.yaml', 'pages.yaml']) writeFileSync(path.join(brand, name), readFileSync(path.join(brand, name), 'utf8').replaceAll('{hours2}', '{hours}'));
  cpSync(path.join(brand, '..', 'shops', 'raleigh', 'reviews.yaml'), path.join(brand, 'reviews.yaml'));
}

describe('shopsite import of a bad or hostile sheet', () => {
  const cases: { name: string; sheet: () => string | Buffer; expected: string[]; absent?: string[] }[] = [
    {
      name: 'an unknown column, with the nearest known one',
      sheet: () => sheetText.replace('Primary phone', 'Primary phon'),
      expected: ['SHEET:1:12  Primary phon  "Primary phon" is no column shopsite reads\n  hint: did you mean "Primary phone"?'],
    },
    { name: 'no Store code column', sheet: () => sheetText.replace('Store code', 'placeholders.storeCode'), expected: ['SHEET:1:1  the sheet has no "Store code" column'] },
    {
      name: 'bad cells, all at once, sorted',
      sheet: () => sheetOf(rowWith(0, { 'Primary phone': '555', 'Monday hours': '9-5pm' }), rowWith(1, { Latitude: '95' }), rowWith(2, { 'Opening date': '2026-02-30' })),
      expected: [
        'SHEET:2:12  Primary phone  "555" has too few digits for a phone number\n  hint: write it with its area code, as a caller from another town dials it\n' +
          'SHEET:2:15  Monday hours  "9-5pm" is not opening hours\n  hint: write each range opening-closing, each time with its minutes or am/pm (an hour alone only past noon: 14): 09:00-17:00 or 9am-5pm; several ranges with commas: 08:00-12:00, 13:00-17:00; x for closed\n' +
          'SHEET:3:10  Latitude  /geo/latitude: is 95: the most allowed is 90\n',
        'SHEET:4:22  Opening date  "2026-02-30" is not a date',
      ],
    },
    { name: 'a duplicate store code', sheet: () => sheetOf(ROWS[0]!, ROWS[0]!), expected: ['SHEET:3:1  Store code  store code "gainesville" is also the store code of the row on line 2'] },
    { name: 'a store code leading out of the folder', sheet: () => sheetOf(rowWith(0, { 'Store code': '../x' })), expected: ['SHEET:2:1  Store code  store code "../x" is not a folder name'] },
    {
      name: 'two store codes that differ only in capitals',
      sheet: () => sheetOf(ROWS[0]!, rowWith(0, { 'Store code': 'GAINESVILLE' })),
      expected: ['SHEET:3:1  Store code  store code "GAINESVILLE" is also the store code of the row on line 2 (both are the folder gainesville)\n  hint: each row is one shop: give each its own store code (capitals do not tell two apart)'],
    },
    {
      name: 'a ZIP code a spreadsheet read as a number (in a state whose codes begin with 0), one a digit short, and one that is no ZIP code',
      sheet: () => sheetOf(rowWith(0, { 'Postal code': '2142', 'Administrative area': 'MA' }), rowWith(1, { 'Postal code': 'NW1 6XE' }), rowWith(2, { 'Postal code': '7870', 'Administrative area': 'Texas' })),
      expected: [
        'SHEET:2:9  Postal code  "2142" is not a ZIP code of 5 digits\n  hint: a spreadsheet drops leading zeros: write 02142, and format the column as text so that it keeps them',
        'SHEET:3:9  Postal code  "NW1 6XE" is not a ZIP code of 5 digits\n  hint: write it as 5 digits, or ZIP+4: 12345-6789',
        'SHEET:4:9  Postal code  "7870" is not a ZIP code of 5 digits\n  hint: write it as 5 digits, or ZIP+4: 12345-6789',
      ],
    },
    {
      name: 'a Canadian postal code that is a ZIP code, and one with a letter Canada Post never uses (O for 0)',
      sheet: () =>
        sheetOf(
          rowWith(0, { 'Administrative area': 'ON', 'Country / Region': 'CA', 'Postal code': '12345', 'Primary phone': '(613) 555-0170' }),
          rowWith(0, { 'Administrative area': 'ON', 'Country / Region': 'CA', 'Postal code': 'K1P 5NO', 'Primary phone': '(613) 555-0170' }),
        ),
      expected: [
        'SHEET:2:9  Postal code  "12345" is not a Canadian postal code\n  hint: a letter, a digit and a letter, then a digit, a letter and a digit, as Canada Post writes it: K1A 0B1\n',
        'SHEET:3:9  Postal code  "K1P 5NO" is not a Canadian postal code\n',
      ],
    },
    {
      name: "a state or a province that is none of its country's list, a Canadian one in a row with no country, and a region's name in a country shopsite has no list of",
      sheet: () =>
        sheetOf(
          rowWith(0, { 'Administrative area': 'Ontaro', 'Country / Region': 'CA', 'Postal code': 'K1P 5N2', 'Primary phone': '(613) 555-0170' }),
          rowWith(0, { 'Administrative area': 'ON', 'Country / Region': '', 'Postal code': '32609' }),
          rowWith(0, { 'Administrative area': 'XY' }),
          rowWith(0, { 'Administrative area': 'Greater London', 'Country / Region': 'GB', 'Postal code': 'SW1A 1AA', 'Primary phone': '+44 20 7946 0000' }),
        ),
      expected: [
        'SHEET:2:7  Administrative area  "Ontaro" is not a province or territory of CA\n  hint: did you mean Ontario? write its two-letter code (ON) or its full name (Ontario)\n',
        'SHEET:3:7  Administrative area  "ON" is not a state\n  hint: "ON" is a province or territory of CA: write the row\'s country in a Country / Region column\n',
        'SHEET:4:7  Administrative area  "XY" is not a state\n  hint: write its two-letter code (NC) or its full name (North Carolina); a place the list of US does not have needs its name in an address.stateName column\n',
        'SHEET:5:7  Administrative area  "Greater London" is not a two-letter code\n  hint: shopsite has no list of the regions of GB to find a code by its name: write the code of two letters, and the full name in an address.stateName column\n',
      ],
    },
    {
      name: 'a country written in full, whose code the hint gives, and nothing said of the postal code or the phone, read by the country once it is a code',
      sheet: () =>
        sheetOf(
          rowWith(0, { 'Administrative area': 'ON', 'Country / Region': 'Canada', 'Postal code': 'K1P 5N2', 'Primary phone': '(613) 555-0170' }),
          rowWith(1, { 'Country / Region': 'U.S.A.' }),
        ),
      expected: [
        'SHEET:2:8  Country / Region  "Canada" is not a two-letter country code\n  hint: Canada is CA: write the country as its ISO 3166-1 code in capitals: CA\n',
        'SHEET:3:8  Country / Region  "U.S.A." is not a two-letter country code\n  hint: United States is US: write the country as its ISO 3166-1 code in capitals: US\n',
      ],
      absent: ['Postal code', 'Primary phone', 'Administrative area'],
    },
    { name: 'an empty store code', sheet: () => sheetOf(rowWith(0, { 'Store code': '' })), expected: ['SHEET:2:1  Store code  the row has no store code'] },
    {
      name: "a store code that Windows keeps for a device (the shop's folder could not be made there)",
      sheet: () => sheetOf(rowWith(0, { 'Store code': 'COM1' })),
      expected: ['SHEET:2:1  Store code  store code "COM1" is a name Windows keeps for a device: no folder can be called so there\n  hint: add the town or a number to it (com1-1, or com1-raleigh)'],
    },
    {
      name: "a bad store code, with the rest of its row's problems, a cell that cannot be read and a value the schema refuses",
      sheet: () => sheetOf(rowWith(0, { 'Store code': 'Gainesville North', 'Primary phone': '555', Website: 'ftp://gainesville.example.com' })),
      expected: [
        'SHEET:2:1  Store code  store code "Gainesville North" is not a folder name\n  hint: the store code is the shop\'s folder, in lower case: letters, digits and hyphens (raleigh-north)\n' +
          'SHEET:2:12  Primary phone  "555" has too few digits for a phone number\n',
        `SHEET:2:13  Website  /siteUrl: is not in the expected form\n  hint: ${siteAddress}`,
      ],
    },
    {
      name: 'a duplicate store code, with a value its row writes that the schema refuses',
      sheet: () => sheetOf(ROWS[0]!, rowWith(0, { Website: 'ftp://gainesville.example.com' })),
      expected: ['SHEET:3:1  Store code  store code "gainesville" is also the store code of the row on line 2\n  hint: each row is one shop: give each its own store code\nSHEET:3:13  Website  /siteUrl: is not in the expected form'],
    },
    {
      name: 'formulas (a phone\'s + and a longitude\'s - are values)',
      sheet: () => sheetOf(rowWith(0, { Website: '=HYPERLINK("https://evil.example.com")', 'Primary phone': '+1 352 555 0163' }), rowWith(1, { 'Business name': '@SUM(A1)' })),
      expected: ['SHEET:2:13  Website  "=HYPERLINK("https://evil.example.com")" is a formula, not a value', 'SHEET:3:2  Business name  "@SUM(A1)" is a formula, not a value'],
    },
    { name: 'a cell of 1 MB', sheet: () => sheetOf(rowWith(0, { 'From the business': 'a'.repeat(1024 * 1024) })), expected: ['SHEET:2:23  From the business  this cell is 1,048,576 characters long: at most 10,000 are read'] },
    { name: 'a NUL byte', sheet: () => sheetOf(rowWith(0, { 'Business name': 'Cardinal\0Auto' })), expected: ['SHEET:2:2  Business name  character 9 of this text is U+0000, a control character'] },
    { name: '100,000 rows', sheet: () => `Store code,Business name\n${Array.from({ length: 100_000 }, (_, i) => `s${i},Shop ${i}\n`).join('')}`, expected: ['SHEET:10002:1  the sheet has more than 10,000 rows: at most 10,000 are read in one import'] },
    { name: 'a quote inside a cell not written twice', sheet: () => `${HEADER}\n${ROWS[0]!.replace('Cardinal Auto Gainesville', 'Joe "The Wrench" Auto')}\n`, expected: ['SHEET:2:2  Business name  a quote inside a cell that is not written as two quotes'] },
    { name: 'a quote never closed', sheet: () => `${HEADER}\n${ROWS[0]!}\n"durham,Cardinal Auto Durham\n`, expected: ['SHEET:3:1  a quoted cell that starts on this line is never closed'] },
    { name: 'a row with a cell too many', sheet: () => sheetOf(`${ROWS[0]!},extra`), expected: ['SHEET:2:48  this row has 48 cells; the header has 47'] },
    { name: 'a comma ending every line: a column with neither name nor value, which says nothing', sheet: () => sheetText.replace(/\n/g, ',\n'), expected: [] },
    {
      name: 'a column with values and no name',
      sheet: () => sheetText.replace(',Primary phone,', ',,'),
      expected: ["SHEET:1:12  row 1 is read as the header, and has no name over column L, which holds values\n  hint: the header, a name over each column, must be the sheet's first row"],
    },
    { name: 'a field written by two columns', sheet: () => sheetText.replace(',email,', ',siteUrl,'), expected: ['SHEET:1:25  siteUrl  "siteUrl" writes what column 13 writes'] },
    {
      name: "LibreOffice's own .ods file",
      sheet: () => zipParts({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': '<office:document-content/>' }),
      expected: ["SHEET:1:1  this is LibreOffice's or OpenOffice's own file (.ods): a sheet is read from CSV, JSON or an Excel workbook (.xlsx)\n  hint: save it as an Excel Workbook (.xlsx), or export the sheet as CSV: in Excel, File > Save As > CSV UTF-8"],
    },
    { name: "Excel's old .xls file", sheet: () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), expected: ["SHEET:1:1  this is Excel's old file (.xls), or a workbook saved with a password"] },
    { name: 'bytes that are not UTF-8', sheet: () => Buffer.concat([Buffer.from(sheetOf(ROWS[0]!).slice(0, -5)), Buffer.from([0xff]), Buffer.from('\n')]), expected: ['byte 0xff is not UTF-8 text'] },
    {
      name: 'a sheet saved as "Unicode Text" (UTF-16, with its byte order mark)',
      sheet: () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sheetOf(ROWS[0]!), 'utf16le')]),
      expected: ['SHEET  sheet.csv is saved as UTF-16 (Excel\'s "Unicode Text")\n  hint: export it again as "CSV UTF-8": in Excel, File > Save As > CSV UTF-8'],
    },
  ];

  it.each(cases)('$name', ({ sheet, expected, absent = [] }) => {
    const f = franchise();
    const file = path.join(f.root, 'sheet.csv');
    writeFileSync(file, sheet());
    const before = snapshot(f.root);
    const run = runCli(['import', file, '--brand', f.brand, '--into', f.shops]);
    const printed = run.stderr.replaceAll(file, 'SHEET');
    for (const line of expected) expect(printed).toContain(line);
    for (const column of absent) expect(printed).not.toContain(`  ${column}  `);
    expect(run.status, printed).toBe(expected.length ? 1 : 0);
    if (expected.length) expect(snapshot(f.root)).toEqual(before);
  });

  it('imports mixed line endings and quotes inside quotes safely', () => {
    const row = rowWith(0, { 'From the business': 'Joe "The Wrench" says:\nwe fix cars', 'Business name': 'Cardinal Auto Gainesville' });
    const f = franchise(`${HEADER}\r\n${row}\r${ROWS[1]}\n${ROWS[2]}\r\n`);
    const run = f.run();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('changed 1, unchanged 2');
    expect(readFileSync(path.join(f.shops, 'gainesville', 'shop.yaml'), 'utf8')).toContain('description: |-\n  Joe "The Wrench" says:\n  we fix cars\n');
  });

  it('refuses a shop folder that is a link out of --into, and writes nothing there', () => {
    const f = franchise(sheetOf(rowWith(0, { 'Business name': 'Elsewhere' })));
    const outside = path.join(f.root, 'outside');
    mkdirSync(outside);
    cpSync(path.join(f.shops, 'gainesville'), outside, { recursive: true });
    const link = path.join(f.shops, 'gainesville');
    rmSync(link, { recursive: true });
    symlinkSync(outside, link);
    const before = snapshot(outside);
    const run = f.run();
    expect(run.stderr.replaceAll(f.file, 'SHEET')).toContain(`SHEET:2:1  Store code  ${link} is a link to a folder outside the import's folder`);
    expect(run.status).toBe(1);
    expect(snapshot(outside)).toEqual(before);
    expect(statSync(outside).isDirectory()).toBe(true);
  });
});

/** A sheet of the example brand's columns as an Excel workbook, its cells typed as Excel types them: a number where one is typed. */
function workbookOf(rows: (XlsxCell[] | undefined)[], more: { name: string; rows: XlsxCell[][] }[] = []): Buffer {
  return xlsx([{ name: 'Locations', rows: [headers, ...rows] }, ...more]);
}
const typed = (row: string): XlsxCell[] => parseRow(row).map((c) => (c === '' ? null : /^-?(0|[1-9]\d*)(\.\d+)?$/.test(c) ? Number(c) : c));
/** A row of the example sheet as a workbook's, some cells given another value, by header. */
function bookRow(index: number, cells: Record<string, XlsxCell>): XlsxCell[] {
  const row = typed(ROWS[index]!);
  for (const [header, value] of Object.entries(cells)) row[headers.indexOf(header)] = value;
  return row;
}

describe('shopsite import of an Excel workbook', () => {
  it("makes the same shop folders, byte for byte, as the sheet's CSV", () => {
    const csv = franchise();
    const book = franchise(workbookOf(ROWS.map(typed)), 'locations.xlsx');
    for (const f of [csv, book]) rmSync(f.shops, { recursive: true });
    const runs = [csv.run(), book.run()];
    for (const run of runs) expect(run.stderr).toContain('created 3, changed 0, unchanged 0, problems 0');
    expect(runs[1]!.stderr.replaceAll(book.root, 'ROOT')).toBe(runs[0]!.stderr.replaceAll(csv.root, 'ROOT'));
    expect(snapshot(book.shops)).toEqual(snapshot(csv.shops));
  });

  // Each workbook reads as the CSV whose cells are the text its user sees: the same problems, at the same row and column, and the same files.
  const cases: { name: string; book: (XlsxCell[] | undefined)[]; csv: string[]; expected?: string }[] = [
    {
      name: 'a ZIP code stored as a number (the Zip Code format shows 02134): refused as a CSV\'s 2134 is, with the code it most likely was',
      book: [bookRow(0, { 'Postal code': { serial: 2134, format: 'zip' }, 'Administrative area': 'MA' })],
      csv: [rowWith(0, { 'Postal code': '2134', 'Administrative area': 'MA' })],
      expected: 'SHEET:2:9  Postal code  "2134" is not a ZIP code of 5 digits\n  hint: a spreadsheet drops leading zeros: write 02134',
    },
    { name: 'a 10-digit phone stored as a number', book: [bookRow(0, { 'Primary phone': 3525550199 })], csv: [rowWith(0, { 'Primary phone': '3525550199' })] },
    { name: 'coordinates with the float noise Excel saves', book: [bookRow(0, { Latitude: { digits: '29.674200000000002' }, Longitude: { digits: '-82.339199999999998' } })], csv: [ROWS[0]!] },
    { name: 'an opening date in a date cell', book: [bookRow(0, { 'Opening date': { serial: 42095, format: 'date' } })], csv: [rowWith(0, { 'Opening date': '2015-04-01' })] },
    {
      name: "a time cell where a day's hours go",
      book: [bookRow(0, { 'Monday hours': { serial: 0.375, format: 'time' } })],
      csv: [rowWith(0, { 'Monday hours': '09:00' })],
      expected: 'SHEET:2:15  Monday hours  "09:00" is not opening hours',
    },
    { name: 'TRUE in a true/false column', book: [bookRow(0, { 'thirdParty.portal.googleAnalytics': true })], csv: [rowWith(0, { 'thirdParty.portal.googleAnalytics': 'TRUE' })] },
    { name: 'an empty row between two', book: [typed(ROWS[0]!), undefined, bookRow(1, { Latitude: 95 })], csv: [ROWS[0]!, '', rowWith(1, { Latitude: '95' })], expected: 'SHEET:4:10  Latitude  /geo/latitude: is 95: the most allowed is 90' },
  ];

  it.each(cases)('$name', ({ book, csv, expected }) => {
    const runs = [franchise(sheetOf(...csv), 'sheet.csv'), franchise(workbookOf(book), 'sheet.xlsx')].map((f) => {
      const run = f.run();
      return { ...run, printed: run.stderr.replaceAll(f.file, 'SHEET').replaceAll(f.root, 'ROOT'), shops: snapshot(f.shops) };
    });
    expect(runs[1]!.printed).toBe(runs[0]!.printed);
    expect(runs[1]!.status).toBe(runs[0]!.status);
    expect(runs[1]!.shops).toEqual(runs[0]!.shops);
    if (expected) expect(runs[1]!.printed).toContain(expected);
  });

  // A title above the header (Locations 2026 alone in A1), as a sheet shared for people has one,
  // and its CSV, exported with the commas of the empty cells or written by hand without them.
  const title = 'Locations 2026';
  const ofs = (...lines: string[]) => `${lines.join('\n')}\n`;
  it.each<[string, () => Buffer | string, string]>([
    ['a workbook, its title in row 1 and row 2 empty', () => xlsx([{ name: 'Locations', rows: [[title], undefined, headers, bookRow(0, { Latitude: 95 }), ...ROWS.slice(1).map(typed)] }]), 'locations.xlsx'],
    ['its CSV exported by Excel', () => ofs(title + ','.repeat(headers.length - 1), ','.repeat(headers.length - 1), HEADER, rowWith(0, { Latitude: '95' }), ...ROWS.slice(1)), 'locations.csv'],
    ['a CSV with the title alone on its line', () => ofs(title, '', HEADER, rowWith(0, { Latitude: '95' }), ...ROWS.slice(1)), 'locations.csv'],
  ])('finds the header below a title in one cell: %s', (_, sheet, name) => {
    const f = franchise(sheet(), name);
    const run = f.run();
    const printed = run.stderr.replaceAll(f.file, 'SHEET');
    expect(printed).toContain('SHEET:4:10  Latitude  /geo/latitude: is 95: the most allowed is 90');
    expect(printed).toContain('created 0, changed 0, unchanged 2, problems 1');
    expect(printed).not.toContain('no column shopsite reads');
  });

  it.each<[string, () => Buffer | string, string]>([
    ['a workbook whose title row has a date in another cell', () => xlsx([{ name: 'Locations', rows: [[title, null, null, 'as of May 1'], headers, ...ROWS.map(typed)] }]), 'locations.xlsx'],
    ['its CSV', () => ofs(`${title},,,as of May 1${','.repeat(headers.length - 4)}`, HEADER, ...ROWS), 'locations.csv'],
  ])('refuses a header below a title of several cells with one problem, writing nothing: %s', (_, sheet, name) => {
    const f = franchise(sheet(), name);
    const before = snapshot(f.root);
    const run = f.run();
    const printed = run.stderr.replaceAll(f.file, 'SHEET');
    // All the columns but A and D, which the title row names: four of them, then the rest counted.
    const more = headers.length - 2 - 4;
    expect(printed).toContain(
      `SHEET:1:2  row 1 is read as the header, and has no name over columns B, C, E, F and ${more} more, which hold values\n` +
        "  hint: the header, a name over each column, must be the sheet's first row (a title alone in one cell above it is left out): delete the rows above it, or name each column\n",
    );
    expect(printed.match(/^SHEET:/gm)).toHaveLength(1);
    expect(run.status).toBe(1);
    expect(snapshot(f.root)).toEqual(before);
  });

  // A header that names one column over the example's columns of values: read as the header, not a title above the first row of values.
  it.each<[string, () => Buffer | string, string]>([
    ['a workbook', () => xlsx([{ name: 'Locations', rows: [['Store code'], ...ROWS.map(typed)] }]), 'locations.xlsx'],
    ['its CSV exported by Excel', () => ofs(`Store code${','.repeat(headers.length - 1)}`, ...ROWS), 'locations.csv'],
    ['a CSV whose header is written by hand', () => ofs('Store code', ...ROWS), 'locations.csv'],
  ])('refuses a header of one name over columns of values with one problem at its row, writing nothing: %s', (_, sheet, name) => {
    const f = franchise(sheet(), name);
    const before = snapshot(f.root);
    const run = f.run();
    const printed = run.stderr.replaceAll(f.file, 'SHEET');
    // The columns but A with a value in some row: the first four named, the rest counted.
    const valued = headers.flatMap((_, i) => (i > 0 && ROWS.some((row) => parseRow(row)[i] !== '') ? [columnLetters(i + 1)] : []));
    expect(printed).toContain(`SHEET:1:2  row 1 is read as the header, and has no name over columns ${valued.slice(0, 4).join(', ')} and ${valued.length - 4} more, which hold values\n`);
    expect(printed.match(/^SHEET:/gm)).toHaveLength(1);
    expect(run.status).toBe(1);
    expect(snapshot(f.root)).toEqual(before);
  });

  it.each<[string, () => Buffer | string, string]>([
    ['a workbook', () => xlsx([{ name: 'Locations', rows: [['Shop ID'], ...ROWS.map(typed)] }]), 'locations.xlsx'],
    ['its CSV', () => ofs(`Shop ID${','.repeat(headers.length - 1)}`, ...ROWS), 'locations.csv'],
  ])('says that a header of one name shopsite does not read was taken for a title, as one problem: %s', (_, sheet, name) => {
    const f = franchise(sheet(), name);
    const run = f.run();
    const printed = run.stderr.replaceAll(f.file, 'SHEET');
    expect(printed).toContain('SHEET:2:1  row 2 is read as the header, below row 1 left out as a title, and none of its names is a column shopsite reads\n');
    expect(printed.match(/^SHEET:/gm)).toHaveLength(1);
    expect(run.status).toBe(1);
  });

  it('reads the first sheet of several and names it in the summary', () => {
    const f = franchise(workbookOf([bookRow(0, { 'Business name': 'Cardinal Auto North' })], [{ name: 'Old prices', rows: [['Store code'], ['raleigh']] }]), 'locations.xlsx');
    const run = f.run();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('changed 1, unchanged 0');
    expect(run.stderr).toContain('read the workbook\'s first sheet, "Locations", of 2: its other sheets are not read');
  });

  it.each([
    ['a workbook cut short', () => workbookOf(ROWS.map(typed)).subarray(0, 400), 'SHEET  the workbook cannot be read: it is no zip file, as an Excel workbook is: it may be cut short or damaged'],
    ['a zip bomb: 19 MB that unpacks to 20,000 MB', () => zipBomb(100, 200 * 1024 * 1024), 'SHEET  the workbook unpacks to 20,000 MB: at most 100 MB is read'],
  ])('refuses %s, writing nothing', (_, bytes, expected) => {
    const f = franchise(bytes(), 'locations.xlsx');
    const before = snapshot(f.root);
    const run = f.run();
    expect(run.stderr.replaceAll(f.file, 'SHEET')).toContain(expected);
    expect(run.status).toBe(1);
    expect(snapshot(f.root)).toEqual(before);
  });
});
