// What a value was meant to be, read from the way people write it where the schema wants another
// form: days as a list (Monday-Friday, Mon-Fri, weekdays), a number alone (35+, 1,200, 4.4 stars,
// 4,4), a date year first (12/31/2026, Dec 31, 2026, 31.12.2026). Each reads the field's schema,
// never its name, and says nothing (undefined) of a value it cannot read one way.
import { isCalendarDay } from '../shared/hours.js';
import { fieldLabel } from '../shared/labels.js';
import { MONTHS, WEEK } from '../shared/text.js';
import type { SchemaNode } from './definitions.js';

/** Words for several days at once, each only where the field takes all of its days. */
const DAY_GROUPS: Record<string, readonly string[]> = {
  weekdays: WEEK.slice(0, 5),
  weekday: WEEK.slice(0, 5),
  weekends: WEEK.slice(5),
  weekend: WEEK.slice(5),
  daily: WEEK,
  everyday: WEEK,
  'every day': WEEK,
  'all week': WEEK,
  '7 days': WEEK,
  '7 days a week': WEEK,
  'seven days a week': WEEK,
};

/**
 * A hint for a text where a list is wanted. A list of choices (the days of a schedule) is read from
 * the text (Monday-Friday, Mon-Fri, "Monday, Wednesday", weekdays, Sat), in the schema's order;
 * what cannot be read gets the list's form with its choices.
 */
export function listHint(text: string, field: SchemaNode | undefined, key: string | undefined): string {
  const allowed = field?.items?.enum?.filter((v): v is string => typeof v === 'string');
  if (!allowed?.length || !key || /^\d+$/.test(key)) return 'write it as a list: the name and its colon alone on a line, then one - item per line';
  const meant = choicesIn(text, allowed);
  const name = fieldLabel(key).toLowerCase();
  return meant ? `write the ${name} as a list: ${key}: [${meant.join(', ')}]` : `write the ${name} as a list of ${allowed.join(', ')}, such as ${key}: [${allowed.slice(0, 2).join(', ')}]`;
}

/** The choices a text names: words, the start of a word (Mon, M), ranges (Mon-Fri, Monday to Friday); undefined if any part is none. */
function choicesIn(text: string, allowed: string[]): readonly string[] | undefined {
  const group = (word: string) => (DAY_GROUPS[word]?.every((d) => allowed.includes(d)) ? DAY_GROUPS[word] : undefined);
  const whole = group(text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim());
  if (whole) return whole;
  const tokens = text
    .toLowerCase()
    .replace(/\b(?:through|thru|till|until|to)\b|[-–—]/g, ' - ')
    .replace(/\band\b|[,&/;+]/g, ' , ')
    .replace(/[.:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const one = (word: string | undefined): readonly string[] | undefined => {
    if (!word || word === '-' || word === ',') return undefined;
    const starts = (w: string) => allowed.filter((a) => a.startsWith(w));
    const found = starts(word).length === 1 ? starts(word) : word.endsWith('s') && starts(word.slice(0, -1)).length === 1 ? starts(word.slice(0, -1)) : undefined;
    return found ?? group(word);
  };
  const named = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === ',') continue;
    const from = one(tokens[i]);
    if (!from) return undefined;
    if (tokens[i + 1] !== '-') {
      from.forEach((c) => named.add(c));
      continue;
    }
    const to = one(tokens[i + 2]);
    if (from.length !== 1 || to?.length !== 1) return undefined;
    const [a, b] = [allowed.indexOf(from[0]!), allowed.indexOf(to[0]!)];
    // A range past the list's end goes round it (Friday to Monday).
    (a <= b ? allowed.slice(a, b + 1) : [...allowed.slice(a), ...allowed.slice(0, b + 1)]).forEach((c) => named.add(c));
    i += 2;
  }
  return named.size ? allowed.filter((c) => named.has(c)) : undefined;
}

/**
 * A hint for a number written with more than the number: 35+, 1,200, 4.4 stars, 4,4 (a decimal
 * comma), 4.4/5. The number it reads must fit the field (whole, in its range); a + the site adds
 * itself (the field's description shows it after its placeholder: "{years}+") is said so.
 */
export function numberHint(text: string, field: SchemaNode | undefined): string | undefined {
  const trimmed = text.trim().replace(/\s*(?:\/|out of)\s*\d+(?:\.\d+)?/i, '');
  const runs = trimmed.match(/\d[\d.,\u00A0\u202F ]*\d|\d/g);
  if (!runs && /^[a-z][a-z -]*$/i.test(trimmed)) return 'write it in digits';
  if (runs?.length !== 1) return undefined;
  const run = runs[0]!;
  const fits = (n: number) =>
    Number.isFinite(n) && (field?.type !== 'integer' || Number.isInteger(n)) && (field?.minimum === undefined || n >= field.minimum) && (field?.maximum === undefined || n <= field.maximum);
  const thousands = /^\d{1,3}([,. \u00A0\u202F])\d{3}(?:\1\d{3})*$/.exec(run);
  const decimal = /^\d+([.,])\d+$/.exec(run);
  const readings = [
    ...(thousands ? [{ value: Number(run.replace(/\D/g, '')), how: thousands[1] === ',' ? ', without the comma' : thousands[1] === '.' ? ', without the point' : ', without the spaces' }] : []),
    ...(decimal ? [{ value: Number(run.replace(',', '.')), how: decimal[1] === ',' ? ', with a point' : '' }] : []),
    ...(/^\d+$/.test(run) ? [{ value: Number(run), how: '' }] : []),
  ];
  const meant = readings.find((r) => fits(r.value));
  if (!meant) return undefined;
  const rest = text.trim().replace(run, '').trim();
  // A sign or a compass point (77.18 W) the number alone would lose.
  if (/[-−°]|\b[NSEW]\b/i.test(rest)) return undefined;
  // A number in quotes is text to YAML.
  if (!rest) return `write ${meant.value}${meant.how || ' without quotes'}`;
  const plus = rest.includes('+') && /\{\w+\}\+/.test(field?.description ?? '') ? ' (the site adds the +)' : '';
  return `write the number alone${meant.how}: ${meant.value}${plus}`;
}

/** A month by its English name or its start (Dec, Sept.): 1 to 12, or 0. */
const monthNamed = (word: string) => {
  const w = word.toLowerCase().replace(/\.$/, '');
  return w.length >= 3 ? MONTHS.findIndex((m) => m.toLowerCase().startsWith(w)) + 1 : 0;
};

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const spoken = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]!}`;

/**
 * A hint for a date written as people write it, year last or with the month's name: the same date
 * year first. Day and month in numbers are read month first in the US (address.country), day
 * first with dots (31.12.2026) and wherever the day is past 12; elsewhere 03/04/2026 is either
 * day, and both are given, not one guessed.
 */
export function dateHint(value: string, fits: (text: string) => boolean, country: string): string | undefined {
  const text = value.trim();
  const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  let readings: string[] = [];
  const numbers = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(text);
  const yearFirst = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(text);
  const monthFirst = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text);
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\.?\s+(?:of\s+)?([a-z]+\.?),?\s+(\d{4})$/i.exec(text);
  if (numbers) {
    const [, a, sep, b, y] = numbers as unknown as [string, string, string, string, string];
    const byMonth = iso(year(y), Number(a), Number(b));
    const byDay = iso(year(y), Number(b), Number(a));
    const order = sep === '.' ? [byDay, byMonth] : [byMonth, byDay];
    const valid = [...new Set(order.filter(isCalendarDay))];
    readings = sep === '.' || country === 'US' ? valid.slice(0, 1) : valid.reverse();
  } else if (yearFirst && (yearFirst[2] !== '-' || yearFirst[3]!.length === 1 || yearFirst[4]!.length === 1)) {
    readings = [iso(Number(yearFirst[1]), Number(yearFirst[3]), Number(yearFirst[4]))].filter(isCalendarDay);
  } else if (monthFirst && monthNamed(monthFirst[1]!)) {
    readings = [iso(Number(monthFirst[3]), monthNamed(monthFirst[1]!), Number(monthFirst[2]))].filter(isCalendarDay);
  } else if (dayFirst && monthNamed(dayFirst[2]!)) {
    readings = [iso(Number(dayFirst[3]), monthNamed(dayFirst[2]!), Number(dayFirst[1]))].filter(isCalendarDay);
  } else return undefined;
  const fitting = readings.filter(fits);
  const lead = numbers || monthFirst || dayFirst ? 'write the year first, YYYY-MM-DD' : 'write it as YYYY-MM-DD';
  if (fitting.length === 2) return `${lead}: ${fitting.map((d) => `${d} for ${spoken(d)}`).join(', or ')}`;
  return `${lead}${fitting.length ? `: ${fitting[0]}` : ''}`;
}
