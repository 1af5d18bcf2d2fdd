// The booking widget's loader (its row in src/shared/third-parties.ts) and the map's, in a chunk of its
// own that the loader imports only when the page is idle, a visitor reaches for a Book button or
// presses the map (actions.ts): the widget's script, opening the widget (or its fallback), the map.
import type { SiteConfig } from './config.js';
import { loadScript } from './scripts.js';

type Widget = NonNullable<SiteConfig['booking']>;

/** How long a Book Appointment click waits for the widget, its button busy, before the fallback. */
export const BOOKING_WAIT_MS = 8000;

let booking: Promise<boolean> | undefined;

/** Starts the booking widget's script once; resolves whether it loaded. */
export function preloadBooking(widget: Widget): Promise<boolean> {
  booking ??= loadScript(widget.scriptUrl, {}).then(
    () => true,
    () => false,
  );
  return booking;
}

/**
 * A Book button was pressed (and made busy, actions.ts): opens the widget as soon as its script
 * has come, within `wait` ms; otherwise the fallback: the shop's booking page, or the dialog with
 * its phone number. The button and the status line are quiet again either way.
 */
export async function openBooking(button: HTMLElement, widget: Widget, wait = BOOKING_WAIT_MS): Promise<void> {
  const ready = await Promise.race([preloadBooking(widget), new Promise<boolean>((r) => setTimeout(() => r(false), wait))]);
  const api = (window as unknown as Record<string, Record<string, unknown> | undefined>)[widget.global];
  const show = api?.[widget.method];
  button.removeAttribute('aria-busy');
  const status = document.getElementById('booking-status');
  if (status) status.textContent = '';
  if (ready && typeof show === 'function') show.call(api);
  else if (widget.fallbackUrl) location.href = widget.fallbackUrl;
  else document.querySelector<HTMLDialogElement>('#booking-fallback')?.showModal();
}

/** The page is idle: the widget's script, so that a click opens it at once. */
export function load(widget: Widget): void {
  void preloadBooking(widget);
}

/** The map facade pressed: the button becomes the provider's map, which is asked for only now. */
export function showMap(button: HTMLElement): void {
  if (!button.isConnected) return;
  const frame = document.createElement('iframe');
  frame.src = button.dataset.map!;
  frame.title = button.dataset.title ?? '';
  frame.referrerPolicy = 'no-referrer-when-downgrade';
  button.replaceWith(frame);
  frame.focus();
}
