// A day's hours that close before they open, said to the owner as the form shows its times: the
// build says it in the file's 24 hours ("closes at 07:30, before it opens at 15:00"), with a hint
// to write 19:30, which a box that reads "7:30pm" never needs.

/** "07:30" as the owner types it: "7:30am"; "15:00": "3pm"; "24:00": "midnight". */
export function twelveHour(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (hour === 24 || (hour === 0 && minute === 0)) return 'midnight';
  const clock = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;
  return `${clock}${hour < 12 ? 'am' : 'pm'}`;
}

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
