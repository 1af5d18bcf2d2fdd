// The third-party settings the page carries on <body data-config>, from shop.yaml.
import type { Shop } from '../shared/types.js';

export interface SiteConfig {
  /** Absent when the shop has no booking widget: its buttons are then plain links. */
  booking?: Shop['thirdParty']['booking'];
  portal?: Shop['thirdParty']['portal'];
  analytics: Shop['thirdParty']['analytics']['provider'];
}

export function readConfig(): SiteConfig | undefined {
  const raw = document.body.dataset.config;
  return raw ? (JSON.parse(raw) as SiteConfig) : undefined;
}
