// The browser runtime: the only script a page loads up front (a few KB, importing nothing). It
// hydrates islands when they are needed, closes the navigation's dropdowns on Escape or from
// outside (nav.ts), wires booking, map and event buttons, starts the analytics once the page has
// loaded and its first paint is on the screen (idle.ts), and leaves the third parties' scripts to
// the page's first idle spell or a visitor's intent (actions.ts), so none of them can delay the
// first paint or the first taps. What only some pages do comes in chunks of its own.
import { startActions, type ThirdPartyLoader } from './actions.js';
import { readConfig } from './config.js';
import { whenShown } from './idle.js';
import { startIslands, type IslandLoader } from './islands.js';
import { startNav } from './nav.js';

/** `idle`: the third parties' loaders that run when the page is idle (src/bundle/index.ts writes both tables). */
export function start(islands: Record<string, IslandLoader>, idle: Record<string, ThirdPartyLoader> = {}): void {
  // The open-now line, coupons' dates, the not-found log, the redirect: a chunk for the pages that have them
  // (page-extras.ts), asked for once the first paint is shown, so that it never competes with it.
  // Until then, or without it, the build's dates stand, and a redirect page refreshes itself.
  if (document.querySelector('[data-hours],[data-expires],[data-rolling],[data-not-found],[data-redirect]')) {
    // A chunk that does not come leaves the build's text; an error of its own is not swallowed.
    whenShown(() => {
      import('./page-extras.js').then(
        ({ startPageExtras }) => startPageExtras(),
        () => {},
      );
    });
  }
  startNav();
  startIslands(islands);
  const config = readConfig();
  if (!config) return;
  const queued: string[] = [];
  let send = (name: string) => {
    queued.push(name);
  };
  startActions(config, (name) => send(name), idle);
  const off = () => {
    send = () => {};
  };
  whenShown(() => {
    if (config.analytics !== 'vercel') return off();
    // A chunk that does not come (blocked by an extension, the network gone) only turns analytics
    // off: the events are dropped, and nothing reaches the visitor, the console or the page.
    import('./analytics.js').then(({ startAnalytics }) => {
      send = startAnalytics(queued);
    }, off);
  });
}
