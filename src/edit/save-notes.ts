// What a save says besides "Saved", of the entries it adds or changes (not of those the file kept):
// the pages name a special day only in the days before it (shared/hours.ts DAYS_AHEAD), so one
// saved further ahead is not in the preview yet, and the owner is told when it will be.
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { DAYS_AHEAD, addDays, shopToday } from '../shared/hours.js';

/** The entries of `list` in a file's text; none when it has none or does not parse. */
function entriesIn(text: string | undefined, list: string): unknown[] {
  try {
    const data = parse(text ?? '') as Record<string, unknown> | null;
    return Array.isArray(data?.[list]) ? (data[list] as unknown[]) : [];
  } catch {
    return [];
  }
}

/** Whether the entry at an index of `list` in `text` (a change; none: the file as it is) is one `disk` has already. */
export function keptEntries(disk: string | undefined, text: string | undefined, list: string): (at: number) => boolean {
  if (text === undefined) return () => true;
  const [before, after] = [entriesIn(disk, list), entriesIn(text, list)];
  return (at) => before.some((entry) => isDeepStrictEqual(entry, after[at]));
}

/** "Dec 31", as the editor's owner reads a day. */
const dayShown = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A sentence on the special days that `text` (shop.yaml as saved) adds or changes over `disk` and
 * that the pages name only later, from DAYS_AHEAD days before each; undefined when there is none.
 */
export function specialDaysLater(disk: string | undefined, text: string, timeZone: string | undefined, now = new Date()): string | undefined {
  const kept = keptEntries(disk, text, 'specialHours');
  const last = addDays(shopToday(timeZone, now), DAYS_AHEAD - 1);
  const later = entriesIn(text, 'specialHours').filter(
    (entry, at): entry is { date: string } => typeof (entry as { date?: unknown } | null)?.date === 'string' && (entry as { date: string }).date > last && !kept(at),
  );
  if (!later.length) return undefined;
  const when = later.map((e) => `${dayShown(e.date)} from ${dayShown(addDays(e.date, 1 - DAYS_AHEAD))}`).join(', ');
  return `The site names a special day in the ${DAYS_AHEAD} days before it, so the preview does not show it yet: ${when}.`;
}
