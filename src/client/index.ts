// The browser runtime: the only script a page loads up front (a few KB). It hydrates islands when
// they are needed, wires booking and event buttons, and adds the third-party scripts after the
// page has loaded so none of them can delay the first paint.
import { preloadBooking, startActions } from './actions.js';
import { readConfig } from './config.js';
import { hideExpiredCoupons } from './expiry.js';
import { startIslands, type IslandLoader } from './islands.js';
import { loadScript } from './scripts.js';

export function start(islands: Record<string, IslandLoader>): void {
  hideExpiredCoupons();
  startIslands(islands);
  const config = readConfig();
  if (!config) return;
  const queued: string[] = [];
  let send = (name: string) => {
    queued.push(name);
  };
  startActions(config, (name) => send(name));
  const afterLoad = () => {
    if (config.booking) void preloadBooking(config.booking);
    if (config.portal) {
      const { scriptUrl, apiKey, googleAnalytics, loadingColor } = config.portal;
      loadScript(scriptUrl, { apiKey, gaEnabled: String(googleAnalytics), loadingColor }).catch(() => {
        console.warn(`Customer portal script did not load: ${scriptUrl}`);
      });
    }
    if (config.analytics === 'vercel') {
      void import('./analytics.js').then(({ startAnalytics }) => {
        send = startAnalytics();
        for (const name of queued.splice(0)) send(name);
      });
    } else {
      send = () => {};
    }
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
