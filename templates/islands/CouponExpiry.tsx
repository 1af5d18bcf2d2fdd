// A coupon's expiry (spec section 4): the first day of the month after the visitor's today,
// December rolling over to January, shown as MM-01-YY. The server's value is only the first
// paint; after hydration the visitor's own clock decides.
import { useEffect, useState } from 'react';

/** In the browser, the visitor's local calendar; at build time, UTC, so builds are reproducible. */
export function couponExpiry(today: Date, utc = false): string {
  const [year, month] = utc ? [today.getUTCFullYear(), today.getUTCMonth()] : [today.getFullYear(), today.getMonth()];
  // Month 11 + 1 is month 0 of the next year: December rolls over to January.
  const next = new Date(Date.UTC(year, month + 1, 1));
  const mm = String(next.getUTCMonth() + 1).padStart(2, '0');
  const yy = String(next.getUTCFullYear() % 100).padStart(2, '0');
  return `${mm}-01-${yy}`;
}

export interface CouponExpiryProps {
  label: string;
  initial: string;
}

export default function CouponExpiry({ label, initial }: CouponExpiryProps) {
  const [expiry, setExpiry] = useState(initial);
  useEffect(() => {
    setExpiry(couponExpiry(new Date()));
  }, []);
  return (
    <p className="coupon-expiry">
      {label} <time>{expiry}</time>
    </p>
  );
}
