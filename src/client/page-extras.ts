// What the loader asks for once the first paint is shown (index.ts), so that the loader itself
// stays small: coupons' dates by the shop's calendar (expiry.ts), the open-now line and the
// special days by the shop's clock (hours.ts), the not-found page's log of the missed path, and
// the redirect pages' move (they also refresh by themselves and show a link, so a chunk that does
// not come leaves them working), and the room kept above what is scrolled to under the sticky
// header. Each part finds its elements or does nothing.
import { hideExpiredCoupons, showRollingExpiry } from './expiry.js';
import { pageHours, shopDay, startHours } from './hours.js';

export function startPageExtras(): void {
  keepHeaderClear();
  const hours = pageHours();
  const today = shopDay(hours?.tz);
  hideExpiredCoupons(today);
  showRollingExpiry(today);
  if (hours) startHours(hours);
  if (document.querySelector('[data-not-found]')) console.info(`Page not found: ${location.pathname}`);
  // An https address or a page of this site (/vehicles/), never another scheme or //host.
  const redirect = document.querySelector<HTMLElement>('[data-redirect]')?.dataset.redirect;
  if (redirect && /^(https?:\/\/|\/(?![/\\]))/.test(redirect)) location.replace(redirect);
}

/**
 * What a link to #id or the keyboard scrolls to stops below the sticky header as tall as it is
 * (styles.css --header-clear, WCAG 2.2 2.4.11), not the stylesheet's guess: a long shop name,
 * other words or a reader's own text spacing make it taller. Kept as the header changes.
 */
function keepHeaderClear(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header || typeof ResizeObserver !== 'function') return;
  let clear = '';
  new ResizeObserver(() => {
    // Set only when it changes: a custom property on the root restyles the whole page.
    const next = `${header.offsetHeight + 16}px`;
    if (next === clear) return;
    clear = next;
    document.documentElement.style.setProperty('--header-clear', clear);
  }).observe(header);
}
