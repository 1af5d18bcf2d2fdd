// A coupon's expiry (spec section 4): the first day of the month after the visitor's today,
// December rolling over to January, shown as MM-01-YY. The server's value is only the first
// paint; after hydration the visitor's own clock decides.
import { useEffect, useState } from 'react';

export function couponExpiry(today: Date): string {
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const mm = String(next.getMonth() + 1).padStart(2, '0');
  const yy = String(next.getFullYear() % 100).padStart(2, '0');
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
