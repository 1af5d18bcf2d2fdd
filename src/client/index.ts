// The browser runtime: the only script a page loads up front (a few KB, importing nothing). It
// hydrates islands when they are needed, wires booking, map and event buttons, starts the
// analytics once the page has loaded and its first paint is on the screen (idle.ts), and leaves
// the third parties' scripts to the page's first idle spell or a visitor's intent (actions.ts), so
// none of them can delay the first paint or the first taps.
import { startActions } from './actions.js';
import { readConfig } from './config.js';
import { hideExpiredCoupons, showRollingExpiry } from './expiry.js';
import { whenShown } from './idle.js';
import { startIslands, type IslandLoader } from './islands.js';

export function start(islands: Record<string, IslandLoader>): void {
  hideExpiredCoupons();
  showRollingExpiry();
  startIslands(islands);
  const config = readConfig();
  if (!config) return;
  const queued: string[] = [];
  let send = (name: string) => {
    queued.push(name);
  };
  startActions(config, (name) => send(name));
  whenShown(() => {
    if (config.analytics === 'vercel') {
      void import('./analytics.js').then(({ startAnalytics }) => {
        send = startAnalytics();
        for (const name of queued.splice(0)) send(name);
      });
    } else {
      send = () => {};
    }
  });
}
