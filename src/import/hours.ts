// Opening hours as a sheet writes them (Google Business Profile's bulk columns: `09:00-17:00`,
// `08:00-12:00, 13:00-17:00`, `x` for closed; special hours `2026-12-24: 08:00-12:00, 2026-12-25: x`;
// and as people type them: `8am-6pm`, `8:00 AM to 6:00 PM`, `Closed`, `24 hours`)
// and as shop.yaml writes them (a schedule of days with the same hours, special hours by date).
// Plain functions over text and data; never reads a file.
import { addDays, isCalendarDay } from '../shared/hours.js';
import { WEEK, slotsOn, type Day } from '../shared/text.js';
import { timeOfDay } from '../shared/time-of-day.js';

export interface Range {
  opens: string;
  closes: string;
}
/** A day's hours, in order; none is closed. */
export type DayHours = Range[];
export type Week = Record<Day, DayHours>;
export type Read<T> = { ok: true; value: T } | { ok: false; expected: string; hint: string };

const RANGES_HINT = 'write each range opening-closing, each time with its minutes or am/pm (an hour alone only past noon: 14): 09:00-17:00 or 9am-5pm; several ranges with commas: 08:00-12:00, 13:00-17:00; x for closed';

/** One day's cell: ranges, or closed (`x`, `closed`, or empty), or `24 hours`. */
export function readDay(cell: string): Read<DayHours> {
  const text = cell.trim();
  if (!text || /^(x|closed)$/i.test(text)) return { ok: true, value: [] };
  if (/^(open\s+)?24\s*(hours|hrs|h)$/i.test(text)) return { ok: true, value: [{ opens: '00:00', closes: '24:00' }] };
  const ranges: Range[] = [];
  for (const part of text.split(',')) {
    const range = readRange(part);
    if (!range) return { ok: false, expected: 'opening hours', hint: RANGES_HINT };
    ranges.push(range);
  }
  ranges.sort((a, b) => a.opens.localeCompare(b.opens));
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]!.opens < ranges[i - 1]!.closes) return { ok: false, expected: 'hours whose ranges do not overlap', hint: RANGES_HINT };
  }
  return { ok: true, value: ranges };
}

function readRange(text: string): Range | undefined {
  const [from, to, ...rest] = text.trim().split(/\s*[-–—]\s*|\s+to\s+/i);
  if (rest.length || from === undefined || to === undefined) return undefined;
  // Closing at midnight (6pm-12am) is closing at the end of the day, and no day opens at its end.
  const opens = timeOfDay(from);
  const closes = timeOfDay(to, true);
  if (!opens || !closes || closes <= opens) return undefined;
  return { opens, closes };
}

const DATE = /(\d{4}-\d{2}-\d{2})\s*:/g;
const SPECIAL_HINT = 'write each day as its date, a colon and its hours: 2026-12-24: 08:00-12:00, 2026-12-25: x (x for closed); none for no special hours';

/** Special hours: each date with its hours (or closed), in date order; `none` is an empty list. */
export function readSpecial(cell: string): Read<Map<string, DayHours>> {
  const text = cell.trim();
  const days = new Map<string, DayHours>();
  if (/^none$/i.test(text)) return { ok: true, value: days };
  const found = [...text.matchAll(DATE)];
  if (!found.length || found[0]!.index !== 0) return { ok: false, expected: 'special hours', hint: SPECIAL_HINT };
  for (const [i, m] of found.entries()) {
    const date = m[1]!;
    if (!isCalendarDay(date)) return { ok: false, expected: `a date: ${date} is no day of the calendar`, hint: SPECIAL_HINT };
    if (days.has(date)) return { ok: false, expected: `special hours that name each date once: ${date} comes twice`, hint: SPECIAL_HINT };
    const value = text.slice(m.index! + m[0].length, found[i + 1]?.index ?? text.length).replace(/,\s*$/, '');
    if (!value.trim()) return { ok: false, expected: `special hours: ${date} has no hours`, hint: SPECIAL_HINT };
    const day = readDay(value);
    if (!day.ok) return { ok: false, expected: `special hours: ${date} has ${day.expected === 'opening hours' ? 'no hours shopsite can read' : day.expected}`, hint: SPECIAL_HINT };
    days.set(date, day.value);
  }
  return { ok: true, value: new Map([...days].sort(([a], [b]) => a.localeCompare(b))) };
}

interface Slot extends Range {
  days: string[];
}

/** The week a schedule means: each day's ranges, in order. */
export function weekOf(schedule: readonly Slot[]): Week {
  return Object.fromEntries(WEEK.map((day) => [day, slotsOn(schedule, day).map(({ opens, closes }) => ({ opens, closes }))])) as Week;
}

export const sameHours = (a: DayHours, b: DayHours) => a.length === b.length && a.every((r, i) => r.opens === b[i]!.opens && r.closes === b[i]!.closes);
export const sameWeek = (a: Week, b: Week) => WEEK.every((day) => sameHours(a[day], b[day]));

/**
 * The schedule of a week: the days with the same hours in one entry (Monday first), one entry per
 * range of those hours; closed days are left out, as shop.yaml leaves them.
 */
export function scheduleOf(week: Week): Slot[] {
  const groups: { days: Day[]; hours: DayHours }[] = [];
  for (const day of WEEK) {
    if (!week[day].length) continue;
    const group = groups.find((g) => sameHours(g.hours, week[day]));
    if (group) group.days.push(day);
    else groups.push({ days: [day], hours: week[day] });
  }
  return groups.flatMap((g) => g.hours.map((r) => ({ days: g.days, opens: r.opens, closes: r.closes })));
}

/** The days a special-hours entry covers: its date, or every day from date through `through` (a year at most). */
export function datesOf(entry: { date: string; through?: string }): string[] {
  // A shop's own entry may be no date at all (its validation says so): it is taken as it is.
  if (!entry.through || entry.through <= entry.date || !isCalendarDay(entry.date) || !isCalendarDay(entry.through)) return [entry.date];
  const dates: string[] = [];
  for (let day = entry.date; day <= entry.through && dates.length < 366; day = addDays(day, 1)) dates.push(day);
  return dates;
}
