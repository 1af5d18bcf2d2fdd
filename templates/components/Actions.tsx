// The buttons and links a visitor acts on. Behaviour comes from the client loader by delegation:
// data-book opens the booking widget (with a fallback when it is missing), data-event sends an
// analytics event with primitive properties. Both work as plain HTML first: tel: links dial.
// A shop without a booking widget gets links instead: to its booking page, or its phone.
import { createContext, useContext } from 'react';
import { telHref } from '../../src/text.js';
import type { Shop } from '../../src/types.js';

/** Where Book Appointment goes when the shop has no widget; undefined when the widget opens. */
export const BookingTarget = createContext<string | undefined>(undefined);

export function bookingHref(shop: Shop): string | undefined {
  return shop.thirdParty.booking ? undefined : (shop.links.booking ?? telHref(shop.phone, shop.address.country));
}

export function BookButton({ label, event = 'appointment_button_click', className = 'button button-primary' }: { label: string; event?: string; className?: string }) {
  const href = useContext(BookingTarget);
  if (href) {
    return (
      <a href={href} className={className} data-event={event}>
        {href.startsWith('tel:') ? unbreakable(label) : label}
      </a>
    );
  }
  return (
    <button type="button" className={className} data-book="" data-event={event}>
      {label}
    </button>
  );
}

export function PhoneLink({ phone, country, event, className, children }: { phone: string; country: string; event?: string; className?: string; children?: React.ReactNode }) {
  return (
    <a href={telHref(phone, country)} className={className} data-event={event}>
      {children ?? unbreakable(phone)}
    </a>
  );
}

/** A phone number (or a call button's label) that never wraps across lines: non-breaking spaces and hyphens. */
export function unbreakable(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

export function ExternalLink({ href, event, className, children }: { href: string; event?: string; className?: string; children: React.ReactNode }) {
  // A link may also name a page of this site (/coupons/): that one opens in place.
  if (href.startsWith('/')) {
    return (
      <a href={href} className={className} data-event={event}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} data-event={event} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
