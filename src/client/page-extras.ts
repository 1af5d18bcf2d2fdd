// What the loader asks for once the first paint is shown (index.ts), so that the loader itself
// stays small: coupons' dates by the shop's calendar (expiry.ts), the open-now line and the
// special days by the shop's clock (hours.ts), the not-found page's log of the missed path, and
// the redirect pages' move (they also refresh by themselves and show a link, so a chunk that does
// not come leaves them working). Each part finds its elements or does nothing.
import { hideExpiredCoupons, showRollingExpiry } from './expiry.js';
import { shopDay, startHours } from './hours.js';

export function startPageExtras(): void {
  const today = shopDay();
  hideExpiredCoupons(today);
  showRollingExpiry(today);
  startHours();
  if (document.querySelector('[data-not-found]')) console.info(`Page not found: ${location.pathname}`);
  // An https address or a page of this site (/vehicles/), never another scheme or //host.
  const redirect = document.querySelector<HTMLElement>('[data-redirect]')?.dataset.redirect;
  if (redirect && /^(https?:\/\/|\/(?![/\\]))/.test(redirect)) location.replace(redirect);
}
