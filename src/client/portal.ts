// The customer portal's loader (its row in src/shared/third-parties.ts): its script, once the page is
// idle, reads its settings from its own data attributes.
import type { SiteConfig } from './config.js';
import { loadScript } from './scripts.js';

export function load({ scriptUrl, apiKey, googleAnalytics, loadingColor }: NonNullable<SiteConfig['portal']>): void {
  loadScript(scriptUrl, { apiKey, gaEnabled: String(googleAnalytics), loadingColor }).catch(() => {
    console.warn(`Customer portal script did not load: ${scriptUrl}`);
  });
}
