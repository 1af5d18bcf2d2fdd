// Text helpers shared by validation, routes and templates: placeholders, hours, slugs.
// Pure functions over data; nothing here knows any particular shop.
import { WEEK_DAYS, type Shop } from './data.generated.js';
import { byCodeUnits } from './order.js';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * The placeholders every text may use, filled from shop.yaml, so a fact the owner writes once
 * (hours, years, phone, town, reviews) reads the same on every page. {hours} is the first
 * schedule (the shop's own) as a sentence; {hours1}, {hours2}… each schedule by its position.
 */
export function shopVars(shop: Shop): Record<string, string> {
  const hours = Object.fromEntries(shop.hours.map((entry, i) => [`hours${i + 1}`, hoursSentence(entry.schedule)]));
  return {
    // The shop's own words first: a name shopsite fills itself keeps shopsite's value.
    ...shop.placeholders,
    name: shop.name,
    city: shop.address.city,
    state: shop.address.state,
    stateName: shop.address.stateName,
    phone: shop.phone,
    email: shop.email,
    years: String(shop.claims.yearsInBusiness),
    reviewCount: String(shop.claims.reviewCount),
    rating: String(shop.claims.rating),
    warranty: shop.claims.warranty,
    hours: hours.hours1!,
    ...hours,
  };
}

/** The placeholders any shop has; {hours1}…{hoursN} come on top, one per schedule (`shopPlaceholders`). */
export const SHOP_PLACEHOLDERS = [
  'name', 'city', 'state', 'stateName', 'phone', 'email', 'years', 'reviewCount', 'rating', 'warranty', 'hours',
];

/**
 * Other spellings copy reaches for, and the placeholder that is written instead: one spelling of
 * each fact, so a brand's copy and its shops never split between two (validation points here).
 */
export const PLACEHOLDER_SPELLINGS: Readonly<Record<string, string>> = { shopName: 'name' };

/** Every placeholder a shop with `schedules` opening-hours schedules can fill. */
export function shopPlaceholders(schedules: number): string[] {
  return [...SHOP_PLACEHOLDERS, ...Array.from({ length: schedules }, (_, i) => `hours${i + 1}`)];
}

/** Names of the {placeholders} in a text. */
export function placeholdersIn(text: string): string[] {
  if (!text.includes('{')) return [];
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** Fills {placeholders}; unknown ones are left as they are (validation reports them first). */
export function fillText(text: string, vars: Record<string, string>): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => vars[name] ?? whole);
}

/** Fills every string inside a plain-data value, returning a new value. */
export function fillDeep<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === 'string') return fillText(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, vars)) as T;
  if (value && typeof value === 'object') {
    // A loop, not Object.fromEntries(Object.entries()): a fleet fills every shop's data, and a
    // make page its copy. A key named __proto__ stays a key (defineProperty), as fromEntries keeps it.
    const filled: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const v = fillDeep((value as Record<string, unknown>)[key], vars);
      if (key === '__proto__') Object.defineProperty(filled, key, { value: v, enumerable: true, writable: true, configurable: true });
      else filled[key] = v;
    }
    return filled as T;
  }
  return value;
}

/**
 * Calls `visit` with every string inside plain data and the path to it. The path is one array,
 * changed as the walk goes on (a build walks the whole site several times): copy it to keep it.
 */
export function walkStrings(value: unknown, at: (string | number)[], visit: (text: string, at: (string | number)[]) => void): void {
  const path = [...at];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') visit(value, path);
    else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        walk(value[i]);
        path.pop();
      }
    } else if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        path.push(key);
        walk((value as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  walk(value);
}

/** Every image `src` named in the data: local paths, or web addresses when `web` is true. */
export function imageSources(data: unknown, web: boolean): string[] {
  const found = new Set<string>();
  walkStrings(data, [], (text, at) => {
    if (at.at(-1) === 'src' && /^https?:\/\//.test(text) === web) found.add(text);
  });
  return [...found].sort();
}

/** An address written as a browser shows it, without its scheme: www.example.com, hilltop.example.org/about. */
export const withoutScheme = (text: string): boolean => /^[\w-]+(\.[\w-]+)+([/?#]\S*)?$/.test(text);

/** A text that never wraps across lines (a phone number, a day's hours): non-breaking spaces and hyphens. */
export function unbreakable(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

export const WEEK = WEEK_DAYS;
/** The months' English names, January first: a shop in English dates its pages by them, shopsite's hints read them. */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
export type Day = (typeof WEEK)[number];
const SHORT: Record<Day, string> = {
  monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun',
};
/**
 * Whether pages in `lang` (pages.yaml, BCP 47) keep shopsite's own English days and times ("Mon",
 * "7:30AM"), as the reference spec writes them: en and every en-*. Any other language has its own
 * from Intl (`dateWords`), at build time and in the browser alike.
 */
export const isEnglish = (lang: string | undefined): boolean => !lang || /^en(-|$)/i.test(lang);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A day or a time in `lang`'s own words: a date of UTC's calendar, or a time on 2000-01-01 UTC.
 * Formats are made once per language and shape (making one costs far more than using it).
 */
export function dateWords(lang: string, options: Intl.DateTimeFormatOptions, date: number): string {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** A day of the week's short name, as the hours table shows it: "Mon"; in es "lun", in fr "lun.". */
function shortDay(day: Day, lang?: string): string {
  // 2024-01-01 was a Monday: the week's days count on from it.
  return isEnglish(lang) ? SHORT[day] : dateWords(lang!, { weekday: 'short' }, Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));
}

/**
 * "07:30" -> "7:30AM", "17:00" -> "5PM", "24:00" -> "12AM" in English; in any other language its
 * own clock: "7:30", "17:00", "0:00" (es, fr), "7:30 a.m." (es-US), "7 h 30" (fr-CA).
 */
export function formatTime(time: string, lang?: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (!isEnglish(lang)) return dateWords(lang!, { hour: 'numeric', minute: '2-digit' }, Date.UTC(2000, 0, 1, h % 24, m));
  const hour = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 || h === 24 ? 'AM' : 'PM';
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${suffix}`;
}

export interface HoursLine {
  days: string;
  hours: string;
}

type Slot = Shop['hours'][number]['schedule'][number];

/** A slot from midnight to midnight: shown as open 24 hours, never as "12AM-12AM". */
export function isAllDay(slot: Pick<Slot, 'opens' | 'closes'>): boolean {
  return slot.opens === '00:00' && slot.closes === '24:00';
}

/** The slots of one day, in order (a day may have several: closed for lunch, an evening shift). */
export function slotsOn<S extends { days: readonly string[]; opens: string }>(schedule: readonly S[], day: Day): S[] {
  return schedule.filter((s) => s.days.includes(day)).sort((a, b) => byCodeUnits(a.opens, b.opens));
}

/**
 * Groups a weekly schedule into display lines, runs of consecutive days with the same hours joined:
 * Mon-Fri 7:30AM-5PM, Sat 7AM-1PM, Sun Closed (in es: lun-vie 7:30-17:00). Days not in the schedule are closed.
 */
export function hoursLines(schedule: Slot[], closedLabel = 'Closed', allDayLabel = 'Open 24 hours', lang?: string): HoursLine[] {
  const byDay = WEEK.map((day) => {
    const shown = slotsOn(schedule, day).map((s) => (isAllDay(s) ? allDayLabel : `${formatTime(s.opens, lang)}-${formatTime(s.closes, lang)}`));
    return { day, hours: shown.length ? shown.join(', ') : closedLabel };
  });
  const lines: HoursLine[] = [];
  let start = 0;
  for (let i = 1; i <= byDay.length; i++) {
    if (i < byDay.length && byDay[i]!.hours === byDay[start]!.hours) continue;
    const first = shortDay(byDay[start]!.day, lang);
    const last = shortDay(byDay[i - 1]!.day, lang);
    lines.push({ days: start === i - 1 ? first : `${first}-${last}`, hours: byDay[start]!.hours });
    start = i;
  }
  return lines;
}

const LONG: Record<Day, string> = {
  monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday',
};

/** "a", "a and b", "a, b and c". */
function joinList(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Days in week order as its runs of days in a row: [[monday, tuesday, wednesday], [friday]]. */
export function dayRuns(days: Day[]): Day[][] {
  const runs: Day[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && WEEK.indexOf(day) === WEEK.indexOf(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** Days in week order as words: "every day", "Monday to Friday", "Monday, Wednesday and Friday". */
function dayList(days: Day[]): string {
  if (days.length === WEEK.length) return 'every day';
  // Three days or more in a row read as a range; two stay two names ("Saturday and Sunday").
  return joinList(dayRuns(days).flatMap((run) => (run.length > 2 ? [`${LONG[run[0]!]} to ${LONG[run.at(-1)!]}`] : run.map((d) => LONG[d]))));
}

/** A schedule's open days grouped by the `phrase` of their times, in week order, and its closed days. */
export function daysByTimes(schedule: Slot[], phrase: (slots: Slot[]) => string): { groups: Map<string, Day[]>; closed: Day[] } {
  const groups = new Map<string, Day[]>();
  const closed: Day[] = [];
  for (const day of WEEK) {
    const slots = slotsOn(schedule, day);
    if (!slots.length) {
      closed.push(day);
      continue;
    }
    const said = phrase(slots);
    groups.set(said, [...(groups.get(said) ?? []), day]);
  }
  return { groups, closed };
}

/**
 * A schedule as a sentence for copy ({hours}): days with the same hours grouped, closed days last:
 * "Monday to Friday from 7:30AM to 5PM and Saturday from 7AM to 1PM; closed Sunday",
 * "every day from 6AM to 9PM", "every day 24 hours".
 */
export function hoursSentence(schedule: Slot[]): string {
  const { groups, closed } = daysByTimes(schedule, (slots) => slots.map((s) => (isAllDay(s) ? '24 hours' : `from ${formatTime(s.opens)} to ${formatTime(s.closes)}`)).join(' and '));
  const open = joinList([...groups].map(([phrase, days]) => `${dayList(days)} ${phrase}`));
  return closed.length ? `${open}; closed ${dayList(closed)}` : open;
}
