// A time of day as people write it (8am, 8:30 p.m., 17:00, 17h30, noon) read as the data writes it, in
// 24 hours ("08:00", "17:00"). The import reads a sheet's hours with it, and the owner's editor a
// time typed in its hours. Imports nothing: the editor's browser bundle takes it as it is.

/** A 12-hour time: 8am, 8 AM, 8:30 p.m., 12pm (noon), 12am (midnight). */
const TWELVE_HOUR = /^(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*([ap])\.?\s*m\.?$/i;
/** A 24-hour time: 7:30, 07:30, 17.00, 17h30 (French), 24:00; an hour alone only past noon (14), where it can be no morning's. */
const TWENTY_FOUR_HOUR = /^(?:([01]?\d|2[0-4])[:.h]([0-5]\d)|(1[3-9]|2[0-4]))$/;

/**
 * `text` as a 24-hour time ("HH:MM"), or undefined when it is none. A closing time of midnight
 * (12am, 00:00, midnight) is the end of the day, 24:00; an opening time never is.
 */
export function timeOfDay(text: string, closing = false): string | undefined {
  const typed = text.trim().toLowerCase();
  const time = typed === 'noon' || typed === 'midday' ? '12:00' : typed === 'midnight' ? '00:00' : clockTime(typed);
  if (time === undefined) return undefined;
  if (closing) return time === '00:00' ? '24:00' : time;
  return time === '24:00' ? undefined : time;
}

function clockTime(text: string): string | undefined {
  const twelve = TWELVE_HOUR.exec(text);
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[3] === 'p' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:${twelve[2] ?? '00'}`;
  }
  const m = TWENTY_FOUR_HOUR.exec(text);
  if (!m) return undefined;
  const time = m[3] ? `${m[3]}:00` : `${m[1]!.padStart(2, '0')}:${m[2]}`;
  return time > '24:00' ? undefined : time;
}
