// Page-wide behaviour by delegation, with no React: Book Appointment buttons open the booking
// widget (or a fallback when it cannot load), elements with data-event send analytics events,
// the not-found page logs the missed path, /review sends the visitor on.
import { loadScript } from './scripts.js';
import type { SiteConfig } from './config.js';

type Widget = NonNullable<SiteConfig['booking']>;

export function startActions(config: SiteConfig, send: (name: string) => void): void {
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>('[data-book], [data-event]');
    if (!target) return;
    if (target.dataset.event) send(target.dataset.event);
    // Without a widget the buttons are plain links (to the booking page or the phone).
    if (target.dataset.book !== undefined && config.booking) void openBooking(config.booking);
  });
  const missed = document.querySelector('[data-not-found]');
  if (missed) console.info(`Page not found: ${location.pathname}`);
  // An https address or a page of this site (/vehicles/), never another scheme or //host.
  const redirect = document.querySelector<HTMLElement>('[data-redirect]')?.dataset.redirect;
  if (redirect && /^(https?:\/\/|\/(?![/\\]))/.test(redirect)) location.replace(redirect);
}

/** The booking widget's script, started after load so it never delays the page. */
let booking: Promise<boolean> | undefined;

export function preloadBooking(widget: Widget): Promise<boolean> {
  booking ??= loadScript(widget.scriptUrl, {}).then(
    () => true,
    () => false,
  );
  return booking;
}

async function openBooking(config: Widget): Promise<void> {
  const { global, method, fallbackUrl } = config;
  const ready = await Promise.race([preloadBooking(config), new Promise<boolean>((r) => setTimeout(() => r(false), 3000))]);
  const widget = (window as unknown as Record<string, Record<string, unknown> | undefined>)[global];
  const show = widget?.[method];
  if (ready && typeof show === 'function') {
    show.call(widget);
    return;
  }
  if (fallbackUrl) {
    location.href = fallbackUrl;
    return;
  }
  document.querySelector<HTMLDialogElement>('#booking-fallback')?.showModal();
}
