// Text helpers shared by validation, routes and templates: placeholders, hours, slugs.
// Pure functions over data; nothing here knows any particular shop.
import { WEEK_DAYS, type Shop } from './data.generated.js';

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The placeholders every text may use, filled from shop.yaml. */
export function shopVars(shop: Shop): Record<string, string> {
  return {
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
  };
}

export const SHOP_PLACEHOLDERS = [
  'name', 'city', 'state', 'stateName', 'phone', 'email', 'years', 'reviewCount', 'rating', 'warranty',
];

/** Names of the {placeholders} in a text. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** Fills {placeholders}; unknown ones are left as they are (validation reports them first). */
export function fillText(text: string, vars: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => vars[name] ?? whole);
}

/** Fills every string inside a plain-data value, returning a new value. */
export function fillDeep<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === 'string') return fillText(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, vars)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, vars)])) as T;
  }
  return value;
}

/** Calls `visit` with every string inside plain data and the path to it. */
export function walkStrings(value: unknown, at: (string | number)[], visit: (text: string, at: (string | number)[]) => void): void {
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) value.forEach((v, i) => walkStrings(v, [...at, i], visit));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walkStrings(v, [...at, k], visit);
  }
}

/** Every image `src` named in the data: local paths, or web addresses when `web` is true. */
export function imageSources(data: unknown, web: boolean): string[] {
  const found = new Set<string>();
  walkStrings(data, [], (text, at) => {
    if (at.at(-1) === 'src' && /^https?:\/\//.test(text) === web) found.add(text);
  });
  return [...found].sort();
}

/** A safe lower-case path segment for a name: "Two Words" -> "two-words". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const WEEK = WEEK_DAYS;
export type Day = (typeof WEEK)[number];
const SHORT: Record<Day, string> = {
  monday: 'Mon', tuesday: 'Tue', wednesday: 'Wed', thursday: 'Thu', friday: 'Fri', saturday: 'Sat', sunday: 'Sun',
};

/** "07:30" -> "7:30AM", "17:00" -> "5PM", "24:00" -> "12AM". */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 || h === 24 ? 'AM' : 'PM';
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''}${suffix}`;
}

export interface HoursLine {
  days: string;
  hours: string;
}

/**
 * Groups a weekly schedule into display lines, runs of consecutive days with the same hours joined:
 * Mon-Fri 7:30AM-5PM, Sat 7AM-1PM, Sun Closed. Days not in the schedule are closed.
 */
export function hoursLines(schedule: Shop['hours'][number]['schedule'], closedLabel = 'Closed'): HoursLine[] {
  const byDay = WEEK.map((day) => {
    // A day may have several slots (closed for lunch, an evening shift): all are shown, in order.
    const slots = schedule.filter((s) => s.days.includes(day)).sort((a, b) => a.opens.localeCompare(b.opens));
    return { day, hours: slots.length ? slots.map((s) => `${formatTime(s.opens)}-${formatTime(s.closes)}`).join(', ') : closedLabel };
  });
  const lines: HoursLine[] = [];
  let start = 0;
  for (let i = 1; i <= byDay.length; i++) {
    if (i < byDay.length && byDay[i]!.hours === byDay[start]!.hours) continue;
    const first = SHORT[byDay[start]!.day];
    const last = SHORT[byDay[i - 1]!.day];
    lines.push({ days: start === i - 1 ? first : `${first}-${last}`, hours: byDay[start]!.hours });
    start = i;
  }
  return lines;
}

/** Digits of a phone number for a tel: link, keeping a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
