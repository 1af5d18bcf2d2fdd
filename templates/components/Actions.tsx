// The buttons and links a visitor acts on. Behaviour comes from the client loader by delegation:
// data-book opens the booking widget (with a fallback when it is missing), data-event sends an
// analytics event with primitive properties. Both work as plain HTML first: tel: links dial.
import { telHref } from '../../src/text.js';

export function BookButton({ label, event = 'appointment_button_click', className = 'button button-primary' }: { label: string; event?: string; className?: string }) {
  return (
    <button type="button" className={className} data-book="" data-event={event}>
      {label}
    </button>
  );
}

export function PhoneLink({ phone, event, className, children }: { phone: string; event?: string; className?: string; children?: React.ReactNode }) {
  return (
    <a href={telHref(phone)} className={className} data-event={event}>
      {children ?? unbreakable(phone)}
    </a>
  );
}

/** A phone number that never wraps across lines: non-breaking spaces and hyphens. */
export function unbreakable(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

export function ExternalLink({ href, event, className, children }: { href: string; event?: string; className?: string; children: React.ReactNode }) {
  return (
    <a href={href} className={className} data-event={event} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
