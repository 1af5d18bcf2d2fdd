// The shapes the hub's stages pass each other and its templates (shopsite hub, src/hub/): plain
// data, kept apart from a shop's (types.ts), which the hub only reads.
import type { Hub } from './hub.generated.js';
import type { PageMeta } from './types.js';

/** What the hub shows of one shop: the same values as the shop's own pages and JSON-LD. */
export interface HubShop {
  name: string;
  /** The shop's home page as its own JSON-LD names it (its canonical address). */
  url: string;
  /** As written in shop.yaml (the JSON-LD's telephone, as the shop's own). */
  phone: string;
  /** Its tel: address (E.164). */
  tel: string;
  street: string;
  city: string;
  /** The state's code as written in shop.yaml (NC). */
  state: string;
  stateName: string;
  zip: string;
  country: string;
  latitude: number;
  longitude: number;
  /** The week's hours, as its own site's header gives them (Mon-Fri 8AM-6PM · Sat 8AM-2PM · Sun Closed), each day's unbreakable (text.ts). */
  hours: string;
  /** The same, as schema.org's openingHours (opening-hours.ts): the hub's JSON-LD, which `check --hub` compares. */
  openingHours: string[];
}

/** A state of the hub, with its shops in order. */
export interface HubState {
  /** Lower-case code, its page's path segment (nc). */
  slug: string;
  code: string;
  name: string;
  shops: HubShop[];
}

export type HubPageKind = 'hub-home' | 'hub-locations' | 'hub-state' | 'hub-not-found';

export interface HubRoute {
  path: string;
  file: string;
  kind: HubPageKind;
  meta: PageMeta;
  /** The state of a state's page. */
  state?: string;
}

/** The hub's data once validated: the theme resolved (hub.yaml's, else the brand's shop.yaml's). */
export type HubData = Hub & { theme: { primary: string; dark: string }; logoText?: string };

/** What every hub page's template receives. */
export interface HubPageInput {
  route: HubRoute;
  hub: HubData;
  states: HubState[];
  /** Every shop, in the order of the states and towns. */
  count: number;
  links: { home: string; locations: string };
  /** The hub's home page's absolute address (the Organization's url in the JSON-LD). */
  homeUrl: string;
  assets: { css: string; client?: string; favicon: string };
  /** The Content-Security-Policy as a <meta http-equiv>, where the host sends no headers (GitHub Pages). */
  csp?: string;
  /** The folder of the locator's data files, under the base path (/locator/: src/hub/locator-data.ts). */
  locator?: { base: string };
}
