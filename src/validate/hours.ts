// Rules of shop.yaml's time zone and hours that the schema cannot say: a zone the browser knows
// (Intl, as the open-now line uses it), ranges of the week that close after they open, and a
// special day that exists, is given once, and is either closed or open with such ranges.
import { likelyMeant } from '../shared/guess.js';
import { problem } from '../shared/problems.js';
import { isCalendarDay, localTime, zoneFormat } from '../shared/hours.js';
import { toPointer } from '../shared/json-pointer.js';
import { byCodeUnits } from '../shared/order.js';
import { patternAt } from './definitions.js';
import type { Shop } from '../shared/data.generated.js';
import type { DocKind, Problem, SiteData } from '../shared/types.js';

/** What these rules read of rules.ts's RuleContext (named here, so that the two import nothing of each other). */
interface RuleContext {
  docs: Map<DocKind, { data: unknown }>;
  problems: Problem[];
}

const at = (...segments: (string | number)[]) => ({ source: { kind: 'shop' as const, path: toPointer(segments) } });

export function timeZoneKnown(ctx: RuleContext): void {
  const zone = (ctx.docs.get('shop')?.data as Partial<Shop> | undefined)?.timeZone;
  if (typeof zone !== 'string') return;
  let clock: string;
  try {
    // Made once a zone (hours.ts keeps it): the pages' open-now data reads the same clock.
    clock = zoneFormat(zone).resolvedOptions().timeZone;
  } catch {
    const guess = likelyMeant(zone, Intl.supportedValuesOf('timeZone'));
    ctx.problems.push(problem('unknown-time-zone', { zone, guess }, at('timeZone')));
    return;
  }
  // A zone of no place (EST, UTC, Etc/GMT+5) is a fixed clock: EST keeps Panama's, with no summer time.
  if (NO_PLACE.test(zone)) {
    const noon = (month: number) => localTime(zone, new Date(Date.UTC(2025, month, 15, 12))).minutes;
    ctx.problems.push(problem('time-zone-no-place', { zone, clock, summer: noon(0) !== noon(6) }, { ...at('timeZone'), severity: 'warning' }));
  }
}

/** The zones that name no place (tzdata's `backward` and `etcetera`): not Japan or Cuba, which do, nor EST5EDT, a link to New York's. */
const NO_PLACE = /^(?:etc\/.+|utc|uct|gmt(?:[+-]?0)?|zulu|universal|greenwich|est|mst|hst|wet|cet|met|eet)$/i;

/** A range of the week's hours that closes when or before it opens (5:30 read as morning, for half past five in the afternoon). */
export function weeklyHoursRead(ctx: RuleContext): void {
  const hours = (ctx.docs.get('shop')?.data as Partial<Shop> | undefined)?.hours;
  if (!Array.isArray(hours)) return;
  hours.forEach((entry, h) => {
    const schedule = Array.isArray(entry?.schedule) ? entry.schedule : [];
    schedule.forEach((range, r) => rangeRead(ctx, range, ['hours', h, 'schedule', r]));
    overlaps(ctx, schedule.map((range, r) => ({ ...range, days: Array.isArray(range?.days) ? range.days : [], at: ['hours', h, 'schedule', r] })));
  });
  // A department is a part of the business with hours of its own: the first schedule is the business's.
  const first = hours[0]?.department;
  if (typeof first === 'string') ctx.problems.push(problem('hours-department', { department: first }, at('hours', 0, 'department')));
}

/** A range of hours (the week's or a special day's) that closes when or before it opens, at its `closes`. */
function rangeRead(ctx: RuleContext, range: { opens?: unknown; closes?: unknown } | undefined, segments: (string | number)[]): void {
  if (!isTime(range?.opens) || !isTime(range.closes, true) || range.closes > range.opens) return;
  ctx.problems.push(problem('hours-range', { opens: range.opens, closes: range.closes }, at(...segments, 'closes')));
}

/**
 * Two ranges of one schedule open at once on a day (friday 07:00-13:00 and friday 07:30-17:00: a
 * line copied and not changed), a problem at the later range's opens, once for the two: the pages
 * would show both. Ranges that meet (12:00 closes, 12:00 opens) are one opening, and fine.
 */
function overlaps(ctx: RuleContext, ranges: { days: readonly unknown[]; opens?: unknown; closes?: unknown; at: (string | number)[] }[]): void {
  const told = new Set<string>();
  for (const day of new Set(ranges.flatMap((r) => r.days))) {
    const open = ranges.filter((r) => r.days.includes(day) && isTime(r.opens) && isTime(r.closes, true) && r.closes > r.opens);
    const sorted = [...open].sort((a, b) => byCodeUnits(a.opens as string, b.opens as string));
    sorted.forEach((later, i) => {
      const earlier = sorted.slice(0, i).find((r) => (r.closes as string) > (later.opens as string));
      const key = `${toPointer(earlier?.at ?? [])} ${toPointer(later.at)}`;
      if (!earlier || told.has(key)) return;
      told.add(key);
      ctx.problems.push(problem('hours-overlap', { day: String(day), opens: later.opens as string, closes: later.closes as string, other: `${earlier.opens as string}-${earlier.closes as string}` }, at(...later.at, 'opens')));
    });
  }
}

/**
 * A warning at each special day whose last day is before `today` at the shop (its time zone, else
 * UTC): the site shows it no more. The owner's editor asks for it (build's pastDays) and says it
 * of a day a save adds or changes, entered late or with last year's date. Advice, which --strict leaves a
 * warning.
 */
export function pastSpecialDays(site: SiteData, today: Date): Problem[] {
  let day: string;
  try {
    day = localTime(site.shop.timeZone ?? 'UTC', today).day;
  } catch {
    return []; // a zone no one knows is the rules' to report
  }
  return (site.shop.specialHours ?? []).flatMap((entry, i) => {
    const last = entry.through ?? entry.date;
    const key = entry.through ? 'through' : 'date';
    return last < day ? [problem('special-day-past', { day: last }, { severity: 'warning', advice: true, source: { kind: 'shop', path: toPointer(['specialHours', i, key]) } })] : [];
  });
}

/**
 * A time as the schema's pattern takes it, "07:30" (a closing time also "24:00"): one it refuses,
 * "7:30" or "25:00", is its to report, once (compared as text, it would close before 17:00).
 */
const TIMES = 'shop.schema.json#/properties/hours/items/properties/schedule/items/properties';
const isTime = (value: unknown, closes = false): value is string => typeof value === 'string' && patternAt(`${TIMES}/${closes ? 'closes' : 'opens'}`).test(value);

/** Written as the schema's isoDate pattern takes it (a text that fails it, "tomorrow" or a month 13, is the schema's to report, once). */
const looksLikeDay = (text: string) => patternAt('common.schema.json#/definitions/isoDate').test(text);

export function specialHoursRead(ctx: RuleContext): void {
  const days = (ctx.docs.get('shop')?.data as Partial<Shop> | undefined)?.specialHours;
  if (!Array.isArray(days)) return;
  const read: { from: string; through: string; i: number }[] = [];
  days.forEach((entry, i) => {
    // The rules run beside the schema's problems: what the schema refuses is its to report.
    if (!entry || typeof entry !== 'object' || typeof entry.date !== 'string' || (entry.through !== undefined && typeof entry.through !== 'string')) return;
    const push = (why: Parameters<typeof problem<'special-hours'>>[1]['why'], segments: (string | number)[], more: { day?: string; other?: string } = {}) =>
      ctx.problems.push(problem('special-hours', { why, ...more }, at('specialHours', i, ...segments)));
    if (entry.closed && entry.hours) push('closed-and-hours', ['hours']);
    // closed: false (or another value than true) is the schema's to report, at the value.
    if (entry.closed === undefined && !entry.hours) push('neither', []);
    const ranges = Array.isArray(entry.hours) ? entry.hours : [];
    ranges.forEach((range, r) => rangeRead(ctx, range, ['specialHours', i, 'hours', r]));
    overlaps(ctx, ranges.map((range, r) => ({ ...range, days: [entry.date], at: ['specialHours', i, 'hours', r] })));
    // The schema's pattern lets 2026-02-30 through.
    for (const key of ['date', 'through'] as const) if (entry[key] && looksLikeDay(entry[key]) && !isCalendarDay(entry[key])) push('no-such-day', [key], { day: entry[key] });
    if (!isCalendarDay(entry.date) || (entry.through && !isCalendarDay(entry.through))) return;
    const last = entry.through ?? entry.date;
    if (last < entry.date) return push('through-before', ['through'], { day: last });
    // Two entries that share a day: the later one is the problem, named at its date.
    const other = read.find((r) => r.from <= last && entry.date <= r.through);
    if (other) push('twice', ['date'], { day: other.from > entry.date ? other.from : entry.date, other: toPointer(['specialHours', other.i]) });
    read.push({ from: entry.date, through: last, i });
  });
}
