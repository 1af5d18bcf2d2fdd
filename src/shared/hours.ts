// Opening hours by the shop's own calendar, the same code at build time and in the browser: the
// first schedule of shop.yaml with its special days on top (specialHours), the line "Open now,
// until 5PM" and the special days of the coming two weeks. A day is an ISO date (YYYY-MM-DD) in
// the shop's time zone; a time is "HH:MM" on that day, "24:00" its end. No library: the browser
// and Node both know every IANA time zone (Intl.DateTimeFormat's timeZone).
import type { Pages, Shop } from './data.generated.js';
import { byCodeUnits } from './order.js';
import { MONTHS, WEEK, dateWords, formatTime, isAllDay, isEnglish, slotsOn } from './text.js';

/** opens, closes: "HH:MM". */
export type Range = [string, string];

export interface SpecialDay {
  from: string;
  through: string;
  /** Empty: closed all day. */
  ranges: Range[];
  note?: string;
}

export type HoursWords = Pages['layout']['hours'];

/**
 * What the browser needs for the open-now line, on the page as JSON, kept short (every page has
 * it): a day's ranges as one text, "07:30-17:00" or "08:00-12:00 13:00-17:00", empty when closed.
 */
export interface HoursData {
  /** The shop's IANA time zone; without one there is no open-now line. */
  tz?: string;
  /** The weekly ranges by the day of the week, Sunday first (Date's getUTCDay). */
  week: string[];
  /** The special days not yet past: first day, last day, ranges. */
  special: [string, string, string][];
  /** The words of the open-now line (the special days' lines are the build's). */
  words: OpenWords;
}

const OPEN_WORDS = ['openUntil', 'openAllDay', 'closedUntil', 'closed', 'today', 'tomorrow'] as const;
/**
 * Each word split at its placeholders, the names at odd places ("Open now, until {time}" is
 * ["Open now, until ", "time", ""]): the page carries no {placeholder} as text.
 */
type OpenWords = Record<(typeof OPEN_WORDS)[number], string[]>;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Special days within this many days from today, today included, are named on the pages. */
export const DAYS_AHEAD = 14;

const byOpening = (a: Range, b: Range) => byCodeUnits(a[0], b[0]);

/** The special days not yet past on `today` (the shop's), in order. */
export function specialDays(shop: Pick<Shop, 'specialHours'>, today: string): SpecialDay[] {
  return shop.specialHours
    .map((day): SpecialDay => ({ from: day.date, through: day.through ?? day.date, ranges: (day.hours ?? []).map((r): Range => [r.opens, r.closes]).sort(byOpening), ...(day.note && { note: day.note }) }))
    .filter((day) => day.through >= today)
    .sort((a, b) => byCodeUnits(a.from, b.from));
}

const rangesText = (ranges: Range[]) => ranges.map((r) => r.join('-')).join(' ');

/** The browser's data: the first schedule and the special days not yet past on `today`. */
export function hoursData(shop: Pick<Shop, 'hours' | 'specialHours' | 'timeZone'>, words: HoursWords, today: string): HoursData {
  // WEEK is Monday first; the browser's days of the week are Sunday first.
  const week = [6, 0, 1, 2, 3, 4, 5].map((i) => rangesText(slotsOn(shop.hours[0]!.schedule, WEEK[i]!).map((slot): Range => [slot.opens, slot.closes])));
  const special = specialDays(shop, today).map((day): [string, string, string] => [day.from, day.through, rangesText(day.ranges)]);
  const open = Object.fromEntries(OPEN_WORDS.map((name) => [name, words[name].split(/\{(\w+)\}/)])) as OpenWords;
  return { ...(shop.timeZone && { tz: shop.timeZone }), week, special, words: open };
}

/** `days` after an ISO date (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD that the calendar has (2026-02-30 is not); false for any other text. */
export function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && addDays(text, 0) === text;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The day of the week of an ISO date by name: "Thursday"; in another language its own ("jueves", "jeudi"). */
const weekdayName = (day: string, lang?: string) => (isEnglish(lang) ? DAY_NAMES[weekday(day)]! : dateWords(lang!, { weekday: 'long' }, Date.parse(`${day}T00:00:00Z`)));

const formats = new Map<string, Intl.DateTimeFormat>();
/** A time zone's clock, made once: a format costs about a millisecond, a fleet asks per shop. Throws RangeError for a zone unknown here. */
export function zoneFormat(tz: string): Intl.DateTimeFormat {
  let format = formats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formats.set(tz, format);
  }
  return format;
}

/** The date and the minutes since midnight at `now` in time zone `tz` (a time zone unknown here throws RangeError). */
export function localTime(tz: string, now: Date): { day: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(tz).formatToParts(now)) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/**
 * The shop's today: in its time zone, or UTC without one (the build's reproducible day). What of the
 * build's day its pages depend on: which coupons are live and the rolling date (CouponsPage), the
 * special days and hours; a fleet keeps its spans with a shop's output (fleet/inputs.ts).
 */
export function shopToday(tz: string | undefined, now: Date): string {
  return tz ? localTime(tz, now).day : now.toISOString().slice(0, 10);
}

/**
 * The shop's days on which what its pages say of its special days changes: the day after one's
 * last (specialDays leaves it out) and the day it comes within DAYS_AHEAD (specialSoon shows it).
 */
export function specialDaysChanges(shop: Pick<Shop, 'specialHours'>): string[] {
  return specialDays(shop, '').flatMap((day) => [addDays(day.through, 1), addDays(day.from, 1 - DAYS_AHEAD)]);
}

/** The ranges of one day: a special day's, else the week's. */
export function rangesOn(data: Pick<HoursData, 'week' | 'special'>, day: string): Range[] {
  const special = data.special.find(([from, through]) => from <= day && day <= through);
  const text = special ? special[2] : data.week[weekday(day)]!;
  return text ? text.split(' ').map((r) => r.split('-') as Range) : [];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

export type OpenState =
  | { open: true; /** Undefined: open for the whole week ahead. */ until?: { day: number; time: string } }
  | { open: false; /** Days from today and the time of the next opening; undefined: none in the week ahead. */ opens?: { day: number; time: string } };

/**
 * The ranges of a day as one opening each: ranges that meet or overlap (08:00-12:00 and 12:00-17:00,
 * or a day given twice in the schedule) are one, so the shop is not said to close when it does not.
 */
function openings(ranges: Range[]): Range[] {
  const out: Range[] = [];
  for (const [opens, closes] of [...ranges].sort(byOpening)) {
    const last = out.at(-1);
    if (last && opens <= last[1]) last[1] = closes > last[1] ? closes : last[1];
    else out.push([opens, closes]);
  }
  return out;
}

/** Whether the shop is open at `minutes` of `today`, and until when, or when it opens next. */
export function openState(data: Pick<HoursData, 'week' | 'special'>, today: string, minutes: number): OpenState {
  const on = (day: string) => openings(rangesOn(data, day));
  const now = on(today).find(([opens, closes]) => minutesOf(opens) <= minutes && minutes < minutesOf(closes));
  if (now) {
    // A range that ends at midnight goes on when the next day opens at 00:00 (open all night).
    let closes = now[1];
    for (let day = 1; day <= 7; day++) {
      if (closes !== '24:00') return { open: true, until: { day: day - 1, time: closes } };
      const next = on(addDays(today, day)).find(([opens]) => opens === '00:00');
      if (!next) return { open: true, until: { day: day - 1, time: closes } };
      closes = next[1];
    }
    return { open: true };
  }
  for (let day = 0; day <= 7; day++) {
    const next = on(addDays(today, day)).find(([opens]) => day > 0 || minutesOf(opens) > minutes);
    if (next) return { open: false, opens: { day, time: next[0] } };
  }
  return { open: false };
}

/** The placeholders of pages.yaml's layout.hours, filled here rather than from shop.yaml. */
export const HOURS_PLACEHOLDERS = ['time', 'day', 'hours', 'note', 'from', 'through'];

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
const fillParts = (parts: string[], values: Record<string, string> = {}) => parts.map((part, i) => (i % 2 ? (values[part] ?? '') : part)).join('');

/**
 * "Open now, until 5PM" or "Closed now, opens Monday 7:30AM", in the words of pages.yaml, the days
 * and times in `lang` (pages.yaml's, the page's <html lang> in the browser).
 */
export function openLine(data: HoursData, today: string, minutes: number, lang?: string): string {
  const state = openState(data, today, minutes);
  const { words } = data;
  if (state.open) return state.until ? fillParts(words.openUntil, { time: formatTime(state.until.time, lang) }) : fillParts(words.openAllDay);
  if (!state.opens) return fillParts(words.closed);
  const { day, time } = state.opens;
  // A week on is today's weekday again: its date says it is not today's ("Saturday, Dec 5").
  const next = addDays(today, day);
  const name = day === 0 ? fillParts(words.today) : day === 1 ? fillParts(words.tomorrow) : day === 7 ? dayName(next, lang) : weekdayName(next, lang);
  return fillParts(words.closedUntil, { day: name, time: formatTime(time, lang) });
}

/** "Thursday, Nov 26"; in another language as it writes a day: "jueves, 26 nov" (es), "jeudi 26 nov." (fr). */
export function dayName(day: string, lang?: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (!isEnglish(lang)) return dateWords(lang!, { weekday: 'long', month: 'short', day: 'numeric' }, Date.UTC(y, m - 1, d));
  return `${DAY_NAMES[weekday(day)]}, ${MONTHS[m - 1]!.slice(0, 3)} ${d}`;
}

/** "Thursday, Nov 26: closed for Thanksgiving", "Thursday, Dec 24: 8AM-12PM for Christmas Eve". */
export function specialLine(special: SpecialDay, words: HoursWords, lang?: string): string {
  const day = special.from === special.through ? dayName(special.from, lang) : fill(words.specialRange, { from: dayName(special.from, lang), through: dayName(special.through, lang) });
  const hours = special.ranges.length
    ? special.ranges.map((r) => (isAllDay({ opens: r[0], closes: r[1] }) ? words.allDay : `${formatTime(r[0], lang)}-${formatTime(r[1], lang)}`)).join(', ')
    : words.closedAllDay;
  return fill(special.note ? words.specialNote : words.special, { day, hours, note: special.note ?? '' });
}

/** Whether a special day falls within the DAYS_AHEAD days from `today`. */
export function specialSoon(special: Pick<SpecialDay, 'from' | 'through'>, today: string): boolean {
  return special.through >= today && special.from <= addDays(today, DAYS_AHEAD - 1);
}
