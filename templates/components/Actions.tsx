// The buttons and links a visitor acts on. Behaviour comes from the client loader by delegation:
// data-book opens the booking widget (with a fallback when it is missing), data-event sends an
// analytics event with primitive properties. Both work as plain HTML first: tel: links dial.
// A shop without a booking widget gets links instead: to its booking page, or its phone.
import { createContext, useContext } from 'react';
import type { Shop } from '../../src/shared/types.js';
import { unbreakable } from '../../src/shared/text.js';
import { ShopCall, type CallLink } from './Copy.js';

/** Where Book Appointment goes when the shop has no widget; undefined when the widget opens. */
export const BookingTarget = createContext<string | undefined>(undefined);

export function bookingHref(shop: Shop, call: CallLink): string | undefined {
  return shop.thirdParty.booking ? undefined : (shop.links.booking ?? call.href);
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

/** The shop's phone as a tap-to-call link (the page's ShopCall: its number and tel: address). */
export function PhoneLink({ event, className, children }: { event?: string; className?: string; children?: React.ReactNode }) {
  const call = useContext(ShopCall)!;
  return (
    <a href={call.href} className={className} data-event={event}>
      {children ?? unbreakable(call.number)}
    </a>
  );
}


/** `newTab`: pages.yaml layout.newTabLabel, said after a link that opens in a new tab. */
export function ExternalLink({ href, event, className, newTab, children }: { href: string; event?: string; className?: string; newTab: string; children: React.ReactNode }) {
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
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}
