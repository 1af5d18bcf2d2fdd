// Page-wide behaviour by delegation, with no React: Book Appointment buttons open the booking
// widget, the map facade loads the map, elements with data-event send analytics events (a few
// pages' own behaviour is in page-extras.ts). What the third parties need
// waits in a lazy chunk (widgets.ts) until the page is idle, a visitor reaches for a Book button
// (a pointer over it or on it, focus) or presses the map: this file only starts it, so the script
// every page runs at once stays small (docs/performance.md, Page load).
import type { SiteConfig } from './config.js';
import { whenIdle } from './idle.js';

/** A visitor heading for a Book button (a mouse over it, a finger on it, focus): the widget's script starts then, before the click. No `passive` needed (idle.ts, INPUT). */
const INTENT = ['pointerover', 'pointerdown', 'focusin'];

/** A third party's loader module (src/shared/third-parties.ts `load`), imported lazily by the bundle's entry. */
export type ThirdPartyLoader = () => Promise<{ load: (value: never) => void }>;

/** `idle`: each third party that loads when the page is idle, by name, from the table (the bundle's entry). */
export function startActions(config: SiteConfig, send: (name: string) => void, idle: Record<string, ThirdPartyLoader>): void {
  const { booking } = config;
  let chunk: Promise<typeof import('./widgets.js')> | undefined;
  /**
   * Runs `use` once the chunk has come. If this site's own chunk did not come (the network went,
   * an extension blocked it), `failed` runs, or nothing does: a preload or the map simply does not
   * happen, with no rejection left unhandled (a console error), and the next call tries again.
   */
  const widgets = (use: (w: typeof import('./widgets.js')) => unknown, failed?: () => void) =>
    void (chunk ??= import('./widgets.js')).then(use, () => {
      chunk = undefined;
      failed?.();
    });
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>('[data-book],[data-event],[data-map]');
    if (!target) return;
    if (target.dataset.event) send(target.dataset.event);
    if (target.dataset.map) widgets((w) => w.showMap(target));
    // Without a widget the buttons are plain links (to the booking page or the phone).
    if (target.dataset.book === undefined || !booking || target.hasAttribute('aria-busy')) return;
    // Feedback at once, in this task: the button busy, the status line saying so. If the widget
    // is already there, it opens before the next paint and neither is ever seen.
    const status = document.getElementById('booking-status');
    target.setAttribute('aria-busy', 'true');
    if (status) status.textContent = status.dataset.text ?? '';
    widgets(
      (w) => w.openBooking(target, booking),
      () => {
        // The chunk did not come: quiet again, and the phone.
        target.removeAttribute('aria-busy');
        if (status) status.textContent = '';
        document.querySelector<HTMLDialogElement>('#booking-fallback')?.showModal();
      },
    );
  });
  if (booking) {
    const intent = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('[data-book]')) widgets((w) => w.preloadBooking(booking));
    };
    for (const type of INTENT) document.addEventListener(type, intent, true);
  }
  // Those the shop has, each by its own loader; one whose chunk does not come is simply not there.
  const present = Object.keys(idle).filter((name) => (config as Record<string, never>)[name]);
  if (!present.length) return;
  whenIdle(() => {
    for (const name of present) void idle[name]!().then((m) => m.load((config as Record<string, never>)[name]!), () => {});
  });
}
