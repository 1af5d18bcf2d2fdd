// Coupons whose last day has passed: the coupons page leaves them out (CouponsPage, by the same
// rule as the browser's), so the shop is told, rather than finding its offer gone. A warning, and
// one --strict leaves a warning (`advice`): an ended coupon kept in the file, to be dated again next
// season, is the shop's to keep, and a nightly build does not fail the morning after its last day.
import { couponLive } from '../client/expiry.js';
import { shopToday } from '../shared/hours.js';
import { problem } from '../shared/problems.js';
import { toPointer } from '../shared/json-pointer.js';
import type { Problem, SiteData } from '../shared/types.js';

/** A warning at each coupon's `expires` that is before `today` at the shop (its time zone, else UTC), the build's own. */
export function endedCoupons(site: SiteData, today: Date): Problem[] {
  let day: string;
  try {
    day = shopToday(site.shop.timeZone, today);
  } catch {
    return []; // a zone no one knows is the rules' to report
  }
  return site.coupons.flatMap((coupon, i) =>
    couponLive(coupon.expires, day) ? [] : [problem('coupon-ended', { day: coupon.expires }, { severity: 'warning', advice: true, source: { kind: 'coupons', path: toPointer(['coupons', i, 'expires']) } })],
  );
}
