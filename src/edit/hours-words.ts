// A day's hours that close before they open, said to the owner as the form shows its times: the
// build says it in the file's 24 hours ("closes at 07:30, before it opens at 15:00"), with a hint
// to write 19:30, which a box that reads "7:30pm" never needs.
import { formatTime } from '../shared/text.js';

/** "07:30" as the owner types it: "7:30am" (the pages' time, text.ts formatTime, in small letters); "15:00": "3pm"; "24:00": "midnight". */
export const twelveHour = (time: string): string => (time === '24:00' || time === '00:00' ? 'midnight' : formatTime(time).toLowerCase());

/** The build's hours-range problem in the form's words, or undefined for any other message. */
export function hoursRangeForOwner(message: string): { message: string; hint: string } | undefined {
  const read = /^closes at (\d\d:\d\d), (when|before) it opens at (\d\d:\d\d)$/.exec(message);
  if (!read) return undefined;
  const [, closes, when, opens] = read as unknown as [string, string, string, string];
  const hour = Number(closes.slice(0, 2));
  const afternoon = hour >= 1 && hour < 12 ? `if it closes in the afternoon, write ${twelveHour(`${hour + 12}${closes.slice(2)}`)}; ` : '';
  return {
    message: `Closes (${twelveHour(closes)}) is ${when === 'when' ? 'the same time as' : 'before'} Opens (${twelveHour(opens)})`,
    hint: `${afternoon}a range opens and closes on the same day: one that ends at midnight closes at 12am`,
  };
}
