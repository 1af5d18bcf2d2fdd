// When coupons end (coupons.schema.json `expires`), one rule for the build and the browser: a
// date is the coupon's last day; `rolling` ends on the first day of the month after today (the
// spec's section 4); `never` does not end. Dates are ISO (YYYY-MM-DD) until they are shown.
// The build and the browser read today in the shop's time zone (without one: UTC and the visitor's calendar).
// No React here: page-extras.ts imports it, the chunk the loader asks for on the pages with
// coupons, a not-found log or a redirect, and sets the rolling dates itself (a date is text:
// hydrating React at load for it cost the coupons page React's whole download and a long task).

import { MONTHS, dateWords, isEnglish } from '../shared/text.js';

/** `today` as an ISO date, in the visitor's local calendar (for a shop with no time zone). */
export function isoDay(today: Date): string {
  return iso(today.getFullYear(), today.getMonth(), today.getDate());
}

const iso = (year: number, month: number, day: number) => `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The date a coupon shows (ISO) on `day`, or undefined when it never ends. */
export function couponExpiry(expires: string, day: string): string | undefined {
  if (expires === 'never') return undefined;
  if (expires !== 'rolling') return expires;
  const [year, month] = day.split('-').map(Number) as [number, number];
  // Month 12 + 1 is month 1 of the next year: December rolls over to January.
  return month === 12 ? iso(year + 1, 0, 1) : iso(year, month, 1);
}

/** Whether a coupon is still offered on `day`: a fixed date is its last day. */
export function couponLive(expires: string, day: string): boolean {
  return expires === 'never' || expires === 'rolling' || day <= expires;
}

/**
 * The days around `day` on which the coupons shown change: the day after a dated coupon's last,
 * and for rolling ones the first of `day`'s month and of the next (their date moves on).
 */
export function couponsChanges(expiries: string[], day: string): string[] {
  const dated = expiries.filter((e) => e !== 'never' && e !== 'rolling').map(nextDay);
  return expiries.includes('rolling') ? [...dated, `${day.slice(0, 8)}01`, couponExpiry('rolling', day)!] : dated;
}

const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return iso(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate());
};

/**
 * An ISO date in a format of YYYY, YY, MMMM, MMM, MM, M, DD, D and separators (pages.yaml
 * coupons.expiryFormat), the month's name in `lang` (pages.yaml's; the page's <html lang> in the browser).
 */
export function formatDate(day: string, format: string, lang?: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthName = (length: 'long' | 'short') => (isEnglish(lang) ? MONTHS[month - 1]!.slice(0, length === 'long' ? undefined : 3) : dateWords(lang!, { month: length }, Date.UTC(year, month - 1, 1)));
  const tokens: Record<string, string> = {
    YYYY: String(year),
    YY: String(year % 100).padStart(2, '0'),
    MMMM: monthName('long'),
    MMM: monthName('short'),
    MM: String(month).padStart(2, '0'),
    M: String(month),
    DD: String(date).padStart(2, '0'),
    D: String(date),
  };
  return format.replace(/YYYY|YY|MMMM|MMM|MM|M|DD|D/g, (token) => tokens[token]!);
}

/**
 * In the browser: hides coupons whose last day (data-expires) is before `day` (the shop's today:
 * hours.ts shopDay), and shows the "no coupons" line when none is left: none of their list, where
 * the rolling and never ending ones (no data-expires) stay. The build already left out those past its today.
 */
export function hideExpiredCoupons(day: string): void {
  const dated = [...document.querySelectorAll<HTMLElement>('[data-expires]')];
  for (const el of dated) if (!couponLive(el.dataset.expires ?? '', day)) el.hidden = true;
  const none = document.querySelector<HTMLElement>('[data-coupons-none]');
  const coupons = [...(dated[0]?.parentElement?.children ?? [])] as HTMLElement[];
  if (none && coupons.length && coupons.every((el) => el.hidden)) none.hidden = false;
}

/** In the browser: each rolling coupon's date ([data-rolling], its format) from `today` (the shop's: hours.ts shopDay). */
export function showRollingExpiry(today: string): void {
  const day = couponExpiry('rolling', today)!;
  for (const el of document.querySelectorAll<HTMLElement>('[data-rolling]')) {
    const time = el.querySelector('time');
    if (!time) continue;
    time.dateTime = day;
    time.textContent = formatDate(day, el.dataset.rolling ?? '', document.documentElement.lang);
  }
}
