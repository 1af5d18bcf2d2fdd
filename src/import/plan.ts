// One row of the sheet against one shop: each cell read by its column, and the edits of shop.yaml
// that make the shop say what the row says. A value the shop (or its brand) already has, however
// it is written, is no edit; an empty cell says nothing. Takes the row, the shop's document and
// its brand's shop data; returns edits and problems. Never writes.
import { isMap, isNode, isScalar, visit, type Document } from 'yaml';
import { problem } from '../shared/problems.js';
import { readPhone, spelledFor } from '../shared/phone.js';
import { WEEK, withoutScheme } from '../shared/text.js';
import type { Problem } from '../shared/types.js';
import { likelyMeant } from '../shared/guess.js';
import { countriesOf, onlyZoneOf, postalAreaPlace, regionsOf, stateCode, stateName, stateNames, zipPlace, zoneAt } from '../scaffold/states.js';
import { isCalendarDay } from '../shared/hours.js';
import { fieldDefault, isDay, readField, readNumber, type Column, type Named } from './columns.js';
import { datesOf, readDay, readSpecial, sameHours, sameWeek, scheduleOf, weekOf, type DayHours, type Week } from './hours.js';
import { LIMITS } from './read-sheet.js';
import { schemaAt, stringFits } from '../validate/definitions.js';
import { US_ZIP, canadianPostal, postalOfOtherProvince } from '../shared/postal.js';

export type Key = string | number;

export interface Edit {
  path: Key[];
  /** The new value as data; undefined removes the field. */
  value: unknown;
  /** For specialHours: the shop's entries kept as they are (their notes, ranges and comments), by index. */
  keep?: (number | undefined)[];
  col: number;
  header: string;
  /** A stand-in still (a place near the shop's, not its own): the new value keeps its `# fill in` marker. */
  keepMark?: boolean;
}

export interface RowInput {
  file: string;
  line: number;
  columns: Column[];
  cells: string[];
  doc: Document;
  brand: Record<string, unknown>;
}

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A formula as spreadsheets read one; a phone's + and a longitude's - before digits are values. */
const FORMULA = /^(=|@|[+-](?![\d\s.(]))/;

/** A cell fit to be read at all: not too long, no control character, no formula. */
export function cellProblem(cell: string, at: { file: string; line: number; col: number; path: string }): Problem | undefined {
  if (cell.length > LIMITS.cell) return problem('import-limit', { what: 'cell', found: cell.length, limit: LIMITS.cell }, at);
  const control = CONTROL.exec(cell);
  if (control) return problem('invalid-text', { char: control.index + 1, codePoint: control[0].codePointAt(0)! }, { ...at, hint: 'remove it from the cell: a sheet\'s text may hold line breaks, not other control characters' });
  // A long formula is named by its start, marked as cut.
  const formula = cell.trim();
  if (FORMULA.test(formula)) return problem('import-formula', { start: formula.length > 40 ? `${formula.slice(0, 39)}…` : formula }, at);
  return undefined;
}

export function planRow(input: RowInput): { edits: Edit[]; problems: Problem[] } {
  const { file, line, columns, doc, brand } = input;
  const edits: Edit[] = [];
  const problems: Problem[] = [];
  const given = new Map<Named | string, { cell: string; column: Column }>();
  columns.forEach((column) => {
    const cell = (input.cells[column.col - 1] ?? '').trim();
    const at = { file, line, col: column.col, path: column.header };
    if (!cell) return;
    const bad = cellProblem(cell, at);
    if (bad) problems.push(bad);
    else given.set(column.kind === 'named' ? column.name : column.header, { cell, column });
  });
  const invalid = (column: Column, expected: string, hint?: string) =>
    problems.push(problem('import-invalid-cell', { value: given.get(column.kind === 'named' ? column.name : column.header)?.cell ?? '', expected }, { file, line, col: column.col, path: column.header, ...(hint ? { hint } : {}) }));
  const set = (path: Key[], value: unknown, column: Column) => {
    if (!same(doc, brand, path, value)) edits.push({ path, value, col: column.col, header: column.header });
  };
  const text = (name: Named, path: Key[]) => {
    const g = given.get(name);
    if (g) set(path, g.cell, g.column);
  };

  text('name', ['name']);
  text('city', ['address', 'city']);
  // The towns served start with the shop's own, where the first is still the starter's stand-in.
  const city = given.get('city');
  if (city && marked(doc.getIn(['serviceArea', 0], true))) set(['serviceArea', 0], city.cell, city.column);
  // A site written as a sheet often has it, without its scheme (www.example.com), is its https address.
  const site = given.get('siteUrl');
  if (site) set(['siteUrl'], withoutScheme(site.cell) ? `https://${site.cell}` : site.cell, site.column);
  text('description', ['description']);
  const street = given.get('street1');
  const more = (['street2', 'street3', 'street4', 'street5'] as const).map((name) => given.get(name)).filter((g) => g !== undefined);
  if (street) set(['address', 'street'], [street.cell, ...more.map((g) => g.cell)].join(', '), street.column);
  else if (more.length) invalid(more[0]!.column, 'a street without its first line', `write the street in Address line 1; ${more[0]!.column.header} is what follows it (a suite, a unit)`);
  const country = given.get('country');
  const countryCode = (country?.cell ?? String(ownOrBrand(doc, brand, ['address', 'country']) ?? 'US')).toUpperCase();
  const countryRead = !country || /^[A-Za-z]{2}$/.test(country.cell);
  if (!countryRead) {
    const named = countryNamed(country.cell);
    invalid(country.column, 'a two-letter country code', `${named ? `${named.name} is ${named.code}: ` : ''}write the country as its ISO 3166-1 code in capitals: ${named?.code ?? 'US'}`);
  } else {
    if (country) set(['address', 'country'], countryCode, country.column);
    // The state is read by the row's country (a country whose cell is no code: said above, and read once it is).
    readState(given.get('state'), countryCode, given.has('address.stateName'), set, invalid);
  }
  const geo: Partial<Record<'latitude' | 'longitude', number>> = {};
  for (const axis of ['latitude', 'longitude'] as const) {
    const g = given.get(axis);
    if (!g) continue;
    const read = readNumber(g.cell);
    if (!read.ok) invalid(g.column, `a ${axis}`, `a number of degrees with a point: ${axis === 'latitude' ? '35.8427' : '-78.5936 (west of Greenwich is negative)'}`);
    else {
      geo[axis] = read.value;
      set(['geo', axis], read.value, g.column);
    }
  }
  // The postal code and the phone are read by the country: by a name that is no code ("Canada"), never.
  if (countryRead) {
    readZip(given.get('zip'), set, invalid, countryCode, given.get('state')?.cell);
    readPhoneCell(given.get('phone'), countryCode, doc, edits, problems, { file, line });
    if (countryCode === 'CA') postalOfProvince(input, given.get('zip'), given.get('state'), problems);
  }
  const opening = given.get('openingDate');
  if (opening && !isCalendarDay(opening.cell)) invalid(opening.column, 'a date', 'write the day the shop opened as YYYY-MM-DD: 2014-03-01');
  else if (opening) set(['openingDate'], opening.cell, opening.column);

  planWeek(input, given, edits, problems);
  planSpecial(input, given.get('specialHours'), edits, problems);
  for (const [, { cell, column }] of given) {
    if (column.kind !== 'field') continue;
    const read = readField(column.type, cell);
    if (read.ok) set(column.path, read.value, column);
    else invalid(column, read.expected);
  }
  const near = nearPlace(input, given, geo, edits);
  planTimeZone(input, given, geo, edits, problems, near);
  planMapLinks(input, given, geo, edits, near);
  return { edits, problems };
}

type Given = { cell: string; column: Column } | undefined;

/** The states and territories whose ZIP codes begin with 0 (New England, New Jersey, Puerto Rico, the Virgin Islands, the armed forces in Europe). */
const ZERO_ZIP_STATES = new Set(['CT', 'MA', 'ME', 'NH', 'NJ', 'RI', 'VT', 'PR', 'VI', 'AE']);

/**
 * The country a name in English is ("Canada", "united states", "USA"), by the names the runtime's
 * Intl gives every two-letter region code: for the hint of a country written in full.
 */
function countryNamed(name: string): { code: string; name: string } | undefined {
  const wanted = name.trim().replace(/\.|\s+of america$/gi, '').toLowerCase();
  if (wanted === 'usa' || wanted === 'us') return { code: 'US', name: 'United States' };
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const shown = names.of(`${a}${b}`);
      if (shown && shown.toLowerCase() === wanted) return { code: `${a}${b}`, name: shown };
    }
  }
  return undefined;
}

/**
 * A ZIP code as shop.yaml takes it (5 digits, or ZIP+4), a Canadian postal code as Canada Post
 * writes it, or another country's postal code. A spreadsheet that saw a number drops its leading
 * zeros (02142 becomes 2142): that is said, with the ZIP code it most likely was.
 */
function readZip(g: Given, set: (path: Key[], value: unknown, column: Column) => void, invalid: (c: Column, e: string, h?: string) => void, country: string, state?: string): void {
  if (!g) return;
  // A Canadian postal code is written as Canada Post writes it (the build takes no other), however typed: k1a0b1 is K1A 0B1.
  if (country === 'CA') {
    const spelled = canadianPostal(g.cell);
    if (spelled) return set(['address', 'zip'], spelled, g.column);
    return invalid(g.column, 'a Canadian postal code', 'a letter, a digit and a letter, then a digit, a letter and a digit, as Canada Post writes it: K1A 0B1');
  }
  const postal = stringFits(schemaAt('shop.schema.json#/properties/address/properties/zip'), g.cell);
  if (postal && (country !== 'US' || US_ZIP.test(g.cell))) return set(['address', 'zip'], g.cell, g.column);
  if (country !== 'US') return invalid(g.column, 'a postal code', 'letters, digits, spaces and hyphens, as the country writes it: K1A 0B1');
  const short = /^(\d{3,4})(-\d{4})?$/.exec(g.cell);
  // Only a state whose ZIP codes begin with 0 lost a zero (a Texas 7870 is a digit short, not 07870).
  const code = state === undefined ? undefined : /^[A-Za-z]{2}$/.test(state.trim()) ? state.trim().toUpperCase() : stateCode(state);
  if (short && (code === undefined || ZERO_ZIP_STATES.has(code))) return invalid(g.column, 'a ZIP code of 5 digits', `a spreadsheet drops leading zeros: write ${short[1]!.padStart(5, '0')}${short[2] ?? ''}, and format the column as text so that it keeps them`);
  invalid(g.column, 'a ZIP code of 5 digits', 'write it as 5 digits, or ZIP+4: 12345-6789');
}

/**
 * A Canadian row's postal code whose first letter is another province's than the row's (or, for
 * the one the row leaves out, the shop's own, not a stand-in): said at the postal code's cell (else
 * the province's) as the build says it, a warning, and the row written all the same, since a place
 * by a border may have its neighbour's codes. A cell that does not read is said by its own reader.
 */
function postalOfProvince(input: RowInput, zip: Given, state: Given, problems: Problem[]): void {
  if (!zip && !state) return;
  const own = (field: string) => {
    const value = ownOrBrand(input.doc, input.brand, ['address', field]);
    return typeof value === 'string' && !marked(input.doc.getIn(['address', field], true)) ? value : undefined;
  };
  const province = state ? regionCode(state.cell, 'CA') : own('state');
  const postal = zip ? canadianPostal(zip.cell) : own('zip');
  const other = postal && province ? postalOfOtherProvince(postal, province) : undefined;
  if (!other) return;
  const { column } = (zip ?? state)!;
  problems.push(problem('postal-code-province', { zip: postal!, province: province!, ...other }, { file: input.file, line: input.line, col: column.col, path: column.header, severity: 'warning' }));
}

/** A cell's state (province) as its code, by the country's list: its code of two letters in any case, or its name; undefined for neither. */
function regionCode(cell: string, country: string): string | undefined {
  const typed = /^[A-Za-z]{2}$/.test(cell) ? cell.toUpperCase() : undefined;
  return typed && stateName(typed, country) ? typed : stateCode(cell, country);
}

/**
 * The state (a province, in Canada) by its two-letter code or its full name, read by the row's
 * country: its code is written, and its name from the country's list (states.ts). A code the list
 * does not have is taken only with its name beside it, in an address.stateName column, as init
 * takes it. A country shopsite has no list of: a code of two letters is written as it is, and its
 * name comes only from an address.stateName column.
 */
function readState(g: Given, country: string, named: boolean, set: (path: Key[], value: unknown, column: Column) => void, invalid: (c: Column, e: string, h?: string) => void): void {
  if (!g) return;
  const typed = /^[A-Za-z]{2}$/.test(g.cell) ? g.cell.toUpperCase() : undefined;
  const regions = regionsOf(country);
  // A Canadian row of a sheet with no country column, its shop's country still the US: said so.
  const elsewhere = countriesOf(g.cell, country);
  const move = elsewhere[0] && `"${g.cell}" is a ${regionsOf(elsewhere[0])!.what} of ${elsewhere[0]}: write the row's country in a Country / Region column`;
  if (!regions) {
    if (typed) return set(['address', 'state'], typed, g.column);
    return invalid(g.column, 'a two-letter code', `shopsite has no list of the regions of ${country} to find a code by its name: write the code of two letters, and the full name in an address.stateName column`);
  }
  const code = regionCode(g.cell, country);
  if (!code && typed && named && !move) return set(['address', 'state'], typed, g.column);
  if (!code) {
    const meant = typed ? undefined : likelyMeant(g.cell, stateNames(country));
    const { code: example, name } = regions.example;
    return invalid(g.column, `a ${regions.what}${country === 'US' ? '' : ` of ${country}`}`, move ?? `${meant ? `did you mean ${meant}? ` : ''}write its two-letter code (${example}) or its full name (${name})${typed ? `; a place the list of ${country} does not have needs its name in an address.stateName column` : ''}`);
  }
  set(['address', 'state'], code, g.column);
  set(['address', 'stateName'], stateName(code, country)!, g.column);
}

/**
 * The phone, checked as the build checks it; the shop's own spelling of the same number stays. A
 * cell of bare digits (a sheet's number column), which no one chose to spell, is written as the
 * shop's country writes its numbers (spelledFor): the pages show the phone as written.
 */
function readPhoneCell(g: Given, country: string, doc: Document, edits: Edit[], problems: Problem[], at: { file: string; line: number }): void {
  if (!g) return;
  const read = readPhone(g.cell, country);
  if (!read.ok) {
    problems.push(problem('invalid-phone', { phone: g.cell, why: read.why, letters: read.letters, country }, { ...at, col: g.column.col, path: g.column.header }));
    return;
  }
  const node = doc.getIn(['phone'], true);
  const own = isScalar(node) && !marked(node) && typeof node.value === 'string' ? readPhone(node.value, country) : undefined;
  if (own?.ok && own.number.number === read.number.number && own.number.ext === read.number.ext) return;
  const bare = /^\+?\d+$/.test(g.cell.trim());
  const spelled = bare ? spelledFor(read.number, country) : g.cell;
  edits.push({ path: ['phone'], value: spelled, col: g.column.col, header: g.column.header });
}

/** The weekly hours: the first schedule, when any day's column says something and it differs. */
function planWeek(input: RowInput, given: Map<string, { cell: string; column: Column }>, edits: Edit[], problems: Problem[]): void {
  const days = input.columns.filter((c): c is Column & { kind: 'named' } => c.kind === 'named' && isDay(c.name));
  if (!days.some((c) => given.has(c.name))) return;
  const week = Object.fromEntries(WEEK.map((d) => [d, [] as DayHours])) as Week;
  for (const column of days) {
    const read = readDay(given.get(column.name)?.cell ?? '');
    if (read.ok) week[column.name as keyof Week] = read.value;
    else problems.push(problem('import-invalid-cell', { value: given.get(column.name)!.cell, expected: read.expected }, { file: input.file, line: input.line, col: column.col, path: column.header, hint: read.hint }));
  }
  const node = input.doc.getIn(['hours', 0, 'schedule'], true);
  const current = (input.doc.getIn(['hours', 0, 'schedule']) ?? (input.brand.hours as { schedule?: unknown }[] | undefined)?.[0]?.schedule) as Parameters<typeof weekOf>[0] | undefined;
  const was = current ? weekOf(toJS(current, input.doc)) : undefined;
  if (was && !marked(node) && !marked(input.doc.getIn(['hours', 0], true)) && sameWeek(was, week)) return;
  // The change is named by the days it changes (Monday hours, Tuesday hours), else by the sheet's first day.
  const changed = days.filter((c) => given.has(c.name) && was && !sameHours(was[c.name as keyof Week], week[c.name as keyof Week]));
  const first = changed[0] ?? days.find((c) => given.has(c.name))!;
  const schedule = scheduleOf(week);
  if (!schedule.length) return; // closed every day: the sheet says nothing a schedule can hold
  const path = input.doc.getIn(['hours', 0], true) ? ['hours', 0, 'schedule'] : ['hours'];
  edits.push({ path, value: path.length === 1 ? [{ label: 'Shop hours', schedule }] : schedule, col: first.col, header: changed.length > 1 ? changed.map((c) => c.header).join(', ') : first.header });
}

interface Special {
  date: string;
  through?: string;
  closed?: boolean;
  hours?: DayHours;
  note?: string;
}

/**
 * Special hours: the sheet's days, each one entry; an entry of the shop's whose days the sheet
 * says the same of stays as it is, with its note and its range. Empty: the sheet says nothing.
 */
function planSpecial(input: RowInput, g: Given, edits: Edit[], problems: Problem[]): void {
  if (!g) return;
  const read = readSpecial(g.cell);
  if (!read.ok) {
    problems.push(problem('import-invalid-cell', { value: g.cell, expected: read.expected }, { file: input.file, line: input.line, col: g.column.col, path: g.column.header, hint: read.hint }));
    return;
  }
  const sheet = read.value;
  const own = toJS((input.doc.getIn(['specialHours']) ?? input.brand.specialHours ?? []) as Special[], input.doc);
  const hoursOf = (s: Special): DayHours => (s.closed ? [] : (s.hours ?? []));
  const days = new Map(own.flatMap((s) => datesOf(s).map((d) => [d, hoursOf(s)] as const)));
  const alike = days.size === sheet.size && [...sheet].every(([d, h]) => days.has(d) && sameHours(days.get(d)!, h));
  if (alike && !marked(input.doc.getIn(['specialHours'], true))) return;
  const value: Special[] = [];
  const keep: (number | undefined)[] = [];
  const done = new Set<string>();
  for (const [date, hours] of sheet) {
    if (done.has(date)) continue;
    const index = own.findIndex((s) => s.date === date && datesOf(s).every((d) => sheet.has(d) && sameHours(sheet.get(d)!, hoursOf(s))));
    if (index >= 0) {
      for (const d of datesOf(own[index]!)) done.add(d);
      value.push(own[index]!);
      keep.push(input.doc.getIn(['specialHours']) ? index : undefined);
      continue;
    }
    const note = own.find((s) => datesOf(s).includes(date) && sameHours(hoursOf(s), hours))?.note;
    value.push({ date, ...(hours.length ? { hours } : { closed: true }), ...(note ? { note } : {}) });
    keep.push(undefined);
  }
  edits.push({ path: ['specialHours'], value, keep, col: g.column.col, header: g.column.header });
}

/**
 * For a row without coordinates, where the shop's are still the starter's stand-ins (a point in
 * the middle of the country): the centre of the area its ZIP code serves (in Canada, its postal
 * code's area: K1P of K1P 5N2), written still marked `# fill in`, so that its map links, its time
 * zone and its place on the brand's locator are its town's and `check` still asks for its own.
 * True when `geo` now holds such a place.
 */
function nearPlace(input: RowInput, given: Map<string, unknown>, geo: Partial<Record<'latitude' | 'longitude', number>>, edits: Edit[]): boolean {
  if (geo.latitude !== undefined || geo.longitude !== undefined) return false;
  const axes = ['latitude', 'longitude'] as const;
  if (!axes.every((axis) => marked(input.doc.getIn(['geo', axis], true)))) return false;
  const address = addressOf(input, edits);
  // Only a US ZIP code or a Canadian postal code (many countries' postal codes have five digits too), and only in the row's state.
  const country = (address('country') ?? 'US').trim().toUpperCase();
  const zip = address('zip');
  const place = zip === undefined ? undefined : country === 'US' ? zipPlace(zip.slice(0, 5)) : country === 'CA' ? postalAreaPlace(zip) : undefined;
  if (!place || place.state !== address('state')?.trim().toUpperCase()) return false;
  const column = addressColumn(input, given, 'zip');
  for (const axis of axes) {
    geo[axis] = place[axis];
    const node = input.doc.getIn(['geo', axis], true);
    if (!isScalar(node) || node.value !== place[axis]) edits.push({ path: ['geo', axis], value: place[axis], ...column, keepMark: true });
  }
  return true;
}

/** A field of the shop's address as the row leaves it: the row's new value, else the shop's or its brand's. */
const addressOf = (input: RowInput, edits: Edit[]) => (field: string): string | undefined => {
  const value = edits.find((e) => e.path.join('.') === `address.${field}`)?.value ?? ownOrBrand(input.doc, input.brand, ['address', field]);
  return typeof value === 'string' ? value : undefined;
};

/** What a change made from a field of the address is said to come from: the sheet's column, else the shop's own field. */
function addressColumn(input: RowInput, given: Map<string, unknown>, name: 'zip' | 'state'): { col: number; header: string } {
  const column = (given.get(name) as { column: Column } | undefined)?.column;
  return column ? { col: column.col, header: column.header } : { col: input.columns[0]!.col, header: `the shop's address.${name}` };
}

/**
 * The time zone from the coordinates, when the sheet gives none and the shop has none of its own:
 * written unless the brand gives the same (IANA names from an offline lookup; in a US state, one
 * of the state's, states.ts zoneAt, with a warning when the lookup gave none of them). From a ZIP
 * code's centre (`near`) it stays marked to fill in in a state across several zones. With no place
 * at all, a state all of which keeps one zone gives it.
 */
function planTimeZone(input: RowInput, given: Map<string, unknown>, geo: Partial<Record<'latitude' | 'longitude', number>>, edits: Edit[], problems: Problem[], near: boolean): void {
  if (given.has('timeZone') || edits.some((e) => e.path[0] === 'timeZone')) return;
  const node = input.doc.getIn(['timeZone'], true);
  if (node && !marked(node)) return;
  const at = (axis: 'latitude' | 'longitude') => {
    const own = input.doc.getIn(['geo', axis], true);
    return geo[axis] ?? (isScalar(own) && !marked(own) && typeof own.value === 'number' ? own.value : undefined);
  };
  const [lat, lng] = [at('latitude'), at('longitude')];
  const address = addressOf(input, edits);
  const state = address('state')?.trim().toUpperCase();
  const country = address('country') ?? 'US';
  const latitude = input.columns.find((c) => c.kind === 'named' && c.name === 'latitude') ?? input.columns[0]!;
  const column = near ? addressColumn(input, given, 'zip') : { col: latitude.col, header: latitude.header };
  const write = (zone: string, keepMark: boolean, from = column) => {
    if (zone === input.brand.timeZone) {
      if (node) edits.push({ path: ['timeZone'], value: undefined, ...from });
      return false;
    }
    // A zone to confirm is written only over the stand-in, whose mark it keeps: a new field would have none.
    if (keepMark && !node) return false;
    if (!(keepMark && isScalar(node) && node.value === zone)) edits.push({ path: ['timeZone'], value: zone, ...from, ...(keepMark ? { keepMark } : {}) });
    return true;
  };
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    const only = state && country.trim().toUpperCase() === 'US' ? onlyZoneOf(state) : undefined;
    if (only) write(only, false, addressColumn(input, given, 'state'));
    return;
  }
  const { zone, found } = zoneAt(lat, lng, state, country);
  // From a postal area's middle (Canada's are wide outside towns), a zone is never sure but in a US state of one zone.
  const sure = !near || (state !== undefined && country.trim().toUpperCase() === 'US' && onlyZoneOf(state) === zone);
  // Written, and chosen rather than found: the lookup gave a neighbour's zone, as it can up to some 25 km from a border.
  if (write(zone, !sure) && zone !== found && !near) {
    problems.push(problem('import-zone-chosen', { zone, found }, { file: input.file, line: input.line, col: latitude.col, path: latitude.header, severity: 'warning' }));
  }
}

/** The map links that follow from a shop's coordinates alone (OpenStreetMap's, as the starter writes them). */
export function mapLinks(lat: number, lng: number): { maps: string; directions: string; mapEmbed: string } {
  const [y, x] = [lat.toFixed(5), lng.toFixed(5)];
  const box = [lng - 0.01, lat - 0.01, lng + 0.01, lat + 0.01].map((n) => n.toFixed(5)).join('%2C');
  return {
    maps: `https://www.openstreetmap.org/?mlat=${y}&mlon=${x}#map=17/${y}/${x}`,
    directions: `https://www.openstreetmap.org/directions?route=%3B${y}%2C${x}#map=15/${y}/${x}`,
    mapEmbed: `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${y}%2C${x}`,
  };
}

/**
 * The map, directions and embedded map links, from the coordinates, where the sheet gives no such
 * link and the shop's is still the starter's stand-in (marked `# fill in`): a new shop of the sheet
 * shows its own place, not the starter's; one made so moves with the coordinates. A link the
 * shop wrote is the shop's.
 */
function planMapLinks(input: RowInput, given: Map<string, unknown>, geo: Partial<Record<'latitude' | 'longitude', number>>, edits: Edit[], near: boolean): void {
  if (geo.latitude === undefined || geo.longitude === undefined || Math.abs(geo.latitude) > 90 || Math.abs(geo.longitude) > 180) return;
  const latitude = input.columns.find((c) => c.kind === 'named' && c.name === 'latitude') ?? input.columns[0]!;
  const column = near ? addressColumn(input, given, 'zip') : { col: latitude.col, header: latitude.header };
  // A link made from the coordinates the shop had moves with them.
  const [lat, lng] = (['latitude', 'longitude'] as const).map((axis) => input.doc.getIn(['geo', axis]));
  const before: Record<string, string> = typeof lat === 'number' && typeof lng === 'number' ? mapLinks(lat, lng) : {};
  for (const [name, value] of Object.entries(mapLinks(geo.latitude, geo.longitude))) {
    const path = ['links', name];
    if (given.has(`links.${name}`) || edits.some((e) => e.path.join('.') === path.join('.'))) continue;
    const node = input.doc.getIn(path, true);
    // (Coordinates that did not move change no link: the report names no column for it.)
    if (near && isScalar(node) && node.value === value) continue;
    if (node !== undefined && (marked(node) || (isScalar(node) && node.value === before[name] && node.value !== value))) edits.push({ path, value, ...column, ...(near ? { keepMark: true } : {}) });
  }
}

/** Whether a value is one `shopsite init` left marked `# fill in`: a stand-in, not the shop's. */
export function marked(node: unknown): boolean {
  if (!isNode(node)) return false;
  let found = false;
  const check = (n: { comment?: string | null; commentBefore?: string | null }) => {
    if (/^\s*fill in\b/im.test(n.comment ?? '') || /^\s*fill in\b/im.test(n.commentBefore ?? '')) found = true;
  };
  check(node);
  if (!isScalar(node)) visit(node, { Node: (_, n) => check(n), Pair: (_, p) => (isNode(p.key) ? check(p.key) : undefined) });
  return found;
}

/** A node's value as plain data, its aliases (&a1, *a1, in a file written by hand or by an older shopsite) resolved. */
const toJS = <T>(value: T, doc: Document): T => (isNode(value) ? (value.toJS(doc) as T) : value);

function ownOrBrand(doc: Document, brand: Record<string, unknown>, path: Key[]): unknown {
  const own = doc.getIn(path);
  if (own !== undefined) return toJS(own, doc);
  return path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<Key, unknown>)[k] : undefined), brand) ?? fieldDefault(path);
}

/** The shop already says this: its own value, unmarked, or (having none) its brand's. */
function same(doc: Document, brand: Record<string, unknown>, path: Key[], value: unknown): boolean {
  const node = doc.getIn(path, true);
  if (marked(node)) return false;
  if (node === undefined && isMap(doc.contents) && doc.hasIn(path)) return false;
  return JSON.stringify(ownOrBrand(doc, brand, path)) === JSON.stringify(value);
}
