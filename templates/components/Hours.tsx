// Around the hours: the open-now line and the special days of the coming two weeks
// (src/shared/hours.ts). The open-now line is empty and hidden in the HTML: only the browser knows
// the time, so without JavaScript the hours table stands alone and nothing claims the shop is
// open. The special days are named as they are on the build's day; the browser shows or hides
// each by its own day (src/client/hours.ts), so a site built once a month names the right ones.
import { hoursData, shopToday, specialDays, specialLine, specialSoon, type HoursData, type HoursWords, type SpecialDay } from '../../src/shared/hours.js';
import type { PageInput } from '../context.js';

/** The hours' data of a page, and the shop's today at build time. */
export function pageHours({ site, today }: Pick<PageInput, 'site' | 'today'>): { data: HoursData; special: SpecialDay[]; day: string; words: HoursWords; lang: string } {
  const day = shopToday(site.shop.timeZone, new Date(today));
  const words = site.pages.layout.hours;
  return { data: hoursData(site.shop, words, day), special: specialDays(site.shop, day), day, words, lang: site.pages.lang };
}

/**
 * Where the browser writes the open-now line, for a shop with a time zone. `data` puts the page's
 * hours on it (once a page); with special days and no time zone, the element only carries them.
 */
export function OpenNow({ className, data }: { className: string; data?: HoursData }) {
  if (data && !data.tz && !data.special.length) return null;
  const line = !data || data.tz ? { 'data-open-now': '' } : {};
  return <span className={className} {...line} data-hours={data ? JSON.stringify(data) : undefined} hidden />;
}

export function SpecialHours({ special: days, day, words, lang }: { special: SpecialDay[]; day: string; words: HoursWords; lang: string }) {
  if (!days.length) return null;
  const soon = days.map((special) => specialSoon(special, day));
  return (
    <div className="special-hours" data-special-hours="" hidden={!soon.some(Boolean)}>
      <h3>{words.heading}</h3>
      <ul>
        {days.map((special, i) => (
          <li key={special.from} data-special={`${special.from}/${special.through}`} hidden={!soon[i]}>
            {specialLine(special, words, lang)}
          </li>
        ))}
      </ul>
    </div>
  );
}
