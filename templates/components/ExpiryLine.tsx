// A coupon's end date as the page shows it (coupons.schema.json `expires`, pages.yaml
// coupons.expiryFormat). A rolling coupon's date is the build's only for the first paint: the loader
// writes the visitor's own (src/client/expiry.ts showRollingExpiry), so it needs no island.
import { formatDate } from '../../src/client/expiry.js';

export function ExpiryLine({ label, day, format, lang }: { label: string; day: string; format: string; lang: string }) {
  return (
    <p className="coupon-expiry">
      {label} <time dateTime={day}>{formatDate(day, format, lang)}</time>
    </p>
  );
}
