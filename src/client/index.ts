// The browser runtime: the only script a page loads up front (a few KB, importing nothing). It
// hydrates islands when they are needed, closes the navigation's dropdowns on Escape or from
// outside (nav.ts), wires booking, map and event buttons, starts the analytics once the page has
// loaded and its first paint is on the screen (idle.ts), and leaves the third parties' scripts to
// the page's first idle spell or a visitor's intent (actions.ts), so none of them can delay the
// first paint or the first taps. What only some pages do comes in chunks of its own.
import { startActions, type ThirdPartyLoader } from './actions.js';
import type { SiteConfig } from './config.js';
import { whenShown } from './idle.js';
import { startIslands, type IslandLoader } from './islands.js';
import { startNav } from './nav.js';

/** `idle`: the third parties' loaders that run when the page is idle (src/bundle/index.ts writes both tables). */
export function start(islands: Record<string, IslandLoader>, idle: Record<string, ThirdPartyLoader>): void {
  startNav();
  startIslands(islands);
  const raw = document.body.dataset.config;
  const config: SiteConfig | undefined = raw ? JSON.parse(raw) : undefined;
  const queued: string[] = [];
  let send = (name: string): unknown => queued.push(name);
  if (config) startActions(config, (name) => send(name), idle);
  const off = () => {
    send = () => {};
  };
  whenShown(() => {
    // The open-now line, coupons' dates, the not-found log, the redirect: a chunk asked for once
    // the first paint is shown, so that it never competes with it (every page has the hours;
    // asking which page has what would cost the loader more than the chunk's request). Until
    // then, or without it, the build's words and dates stand, and a redirect page refreshes
    // itself. A chunk that does not come leaves the build's text; its own errors are not swallowed.
    import('./page-extras.js').then(
      ({ startPageExtras }) => startPageExtras(),
      () => {},
    );
    if (config?.analytics !== 'vercel') return off();
    // A chunk that does not come (blocked by an extension, the network gone) only turns analytics
    // off: the events are dropped, and nothing reaches the visitor, the console or the page.
    import('./analytics.js').then(({ startAnalytics }) => {
      send = startAnalytics(queued);
    }, off);
  });
}
