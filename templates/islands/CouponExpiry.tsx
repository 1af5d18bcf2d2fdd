// A coupon's expiry (spec section 4, coupons.schema.json `expires`): a rolling coupon ends on the
// first day of the month after the visitor's today, December rolling over to January. The
// server's value is only the first paint; after hydration the visitor's own clock decides. A
// fixed date needs no clock: ExpiryLine shows it without hydration.
import { useEffect, useState } from 'react';
import { couponExpiry, formatDate, isoDay } from '../../src/client/expiry.js';

export function ExpiryLine({ label, day, format }: { label: string; day: string; format: string }) {
  return (
    <p className="coupon-expiry">
      {label} <time dateTime={day}>{formatDate(day, format)}</time>
    </p>
  );
}

export interface CouponExpiryProps {
  label: string;
  /** The build's value (ISO), recomputed from the visitor's today after hydration. */
  initial: string;
  /** The expiry date format (pages.yaml coupons.expiryFormat): the one prop the HTML does not show. */
  format: string;
}

export default function CouponExpiry({ label, initial, format }: CouponExpiryProps) {
  const [expiry, setExpiry] = useState(initial);
  useEffect(() => {
    setExpiry(couponExpiry('rolling', isoDay(new Date()))!);
  }, []);
  return <ExpiryLine label={label} day={expiry} format={format} />;
}

/** The label and the build's date, read back from the island's HTML. */
export function fromHtml(el: HTMLElement): Pick<CouponExpiryProps, 'label' | 'initial'> {
  return { label: el.querySelector('p')?.firstChild?.nodeValue ?? '', initial: el.querySelector('time')?.dateTime ?? '' };
}
