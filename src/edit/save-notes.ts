// What a save says besides "Saved": the pages name a special day only in the days before it
// (shared/hours.ts DAYS_AHEAD), so one saved further ahead is not in the preview yet, and the
// owner is told when it will be.
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { DAYS_AHEAD, addDays, shopToday } from '../shared/hours.js';

function specialHoursIn(text: string | undefined): unknown[] {
  try {
    const data = parse(text ?? '') as { specialHours?: unknown } | null;
    return Array.isArray(data?.specialHours) ? data.specialHours : [];
  } catch {
    return [];
  }
}

/** "Dec 31", as the editor's owner reads a day. */
const dayShown = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A sentence on the special days that `text` (shop.yaml as saved) adds or changes over `disk` and
 * that the pages name only later, from DAYS_AHEAD days before each; undefined when there is none.
 */
export function specialDaysLater(disk: string | undefined, text: string, timeZone: string | undefined, now = new Date()): string | undefined {
  const before = specialHoursIn(disk);
  const last = addDays(shopToday(timeZone, now), DAYS_AHEAD - 1);
  const later = specialHoursIn(text).filter(
    (entry): entry is { date: string } =>
      typeof (entry as { date?: unknown } | null)?.date === 'string' && (entry as { date: string }).date > last && !before.some((b) => isDeepStrictEqual(b, entry)),
  );
  if (!later.length) return undefined;
  const when = later.map((e) => `${dayShown(e.date)} from ${dayShown(addDays(e.date, 1 - DAYS_AHEAD))}`).join(', ');
  return `The site names a special day in the ${DAYS_AHEAD} days before it, so the preview does not show it yet: ${when}.`;
}
