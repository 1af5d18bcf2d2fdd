// Page-wide behaviour by delegation, with no React: Book Appointment buttons open the booking
// widget (or a fallback when it cannot load), elements with data-event send analytics events,
// the not-found page logs the missed path, /review sends the visitor on.
import { loadScript } from './scripts.js';
import type { SiteConfig } from './config.js';

export function startActions(config: SiteConfig, send: (name: string) => void): void {
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>('[data-book], [data-event]');
    if (!target) return;
    if (target.dataset.event) send(target.dataset.event);
    if (target.dataset.book !== undefined) void openBooking(config);
  });
  const missed = document.querySelector('[data-not-found]');
  if (missed) console.info(`Page not found: ${location.pathname}`);
  const redirect = document.querySelector<HTMLElement>('[data-redirect]')?.dataset.redirect;
  if (redirect && /^https?:\/\//.test(redirect)) location.replace(redirect);
}

/** The booking widget's script, started after load so it never delays the page. */
let booking: Promise<boolean> | undefined;

export function preloadBooking(config: SiteConfig): Promise<boolean> {
  booking ??= loadScript(config.booking.scriptUrl, {}).then(
    () => true,
    () => false,
  );
  return booking;
}

async function openBooking(config: SiteConfig): Promise<void> {
  const { global, method, fallbackUrl } = config.booking;
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
