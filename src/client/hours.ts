// In the browser: the open-now line by the shop's clock and the special days of the coming two
// weeks by the shop's date (src/shared/hours.ts), both redone as each minute begins while the page
// is open. The page's hours come as JSON on [data-hours] (templates/components/Hours.tsx).
import { localTime, openLine, openState, specialSoon, type HoursData } from '../shared/hours.js';
import { isoDay } from './expiry.js';

/** The page's hours (templates/components/Hours.tsx), when it shows them. */
export function pageHours(): HoursData | undefined {
  const raw = document.querySelector<HTMLElement>('[data-hours]')?.dataset.hours;
  return raw ? (JSON.parse(raw) as HoursData) : undefined;
}

/** Today at the shop, by its time zone (the page's hours), as the build reads it; else the visitor's date. */
export function shopDay(tz: string | undefined, now = new Date()): string {
  try {
    if (tz) return localTime(tz, now).day;
  } catch {
    // A browser that does not know the time zone: the visitor's own date.
  }
  return isoDay(now);
}

export function startHours(data: HoursData, now: () => Date = () => new Date()): void {
  const show = () => {
    let today = isoDay(now());
    let minutes = 0;
    if (data.tz) {
      try {
        ({ day: today, minutes } = localTime(data.tz, now()));
      } catch {
        // A browser that does not know the time zone: the build's lines stand, and no open-now claim.
        return;
      }
    }
    const box = document.querySelector<HTMLElement>('[data-special-hours]');
    if (box) {
      const days = [...box.querySelectorAll<HTMLElement>('[data-special]')];
      for (const li of days) {
        const [from = '', through = ''] = (li.dataset.special ?? '').split('/');
        li.hidden = !specialSoon({ from, through }, today);
      }
      box.hidden = days.every((li) => li.hidden);
    }
    if (!data.tz) return;
    const line = openLine(data, today, minutes, document.documentElement.lang);
    const state = openState(data, today, minutes).open ? 'open' : 'closed';
    for (const el of document.querySelectorAll<HTMLElement>('[data-open-now]')) {
      el.textContent = line;
      el.dataset.state = state;
      el.hidden = false;
    }
  };
  // Again as each minute begins, when the shop opens or closes, not up to a minute after it (each
  // wait counted anew, so a late timer or a tab in the background does not push the next one on).
  const tick = () => {
    show();
    setTimeout(tick, 60_000 - (now().getTime() % 60_000));
  };
  tick();
}
