// A week's hours as schema.org's `openingHours` text, for the hub's JSON-LD and the fleet check
// that compares it with each shop's. Apart from text.ts, which the browser's bundle takes in.
import type { Shop } from './data.generated.js';
import { slotsOn, WEEK, type Day } from './text.js';

type Slot = Shop['hours'][number]['schedule'][number];

const TWO: Record<Day, string> = { monday: 'Mo', tuesday: 'Tu', wednesday: 'We', thursday: 'Th', friday: 'Fr', saturday: 'Sa', sunday: 'Su' };

/**
 * A week's hours as schema.org's `openingHours` writes them, a text per run of days with the same
 * ranges and per range, in the week's order: "Mo-Fr 08:00-12:00", "Mo-Fr 13:00-17:30", "Sa
 * 08:00-14:00" (midnight at a day's end as 23:59, as the shop's own JSON-LD has it). The hub's
 * JSON-LD gives them, and `check --hub` compares them with the shop's.
 */
export function openingHours(schedule: readonly Slot[]): string[] {
  const ranges = WEEK.map((day) => slotsOn(schedule, day).map((s) => `${s.opens}-${s.closes === '24:00' ? '23:59' : s.closes}`));
  const texts: string[] = [];
  for (let start = 0, end = 0; start < WEEK.length; start = end) {
    while (end < WEEK.length && ranges[end]!.join() === ranges[start]!.join()) end++;
    const days = end - start > 1 ? `${TWO[WEEK[start]!]}-${TWO[WEEK[end - 1]!]}` : TWO[WEEK[start]!];
    for (const range of ranges[start]!) texts.push(`${days} ${range}`);
  }
  return texts;
}
