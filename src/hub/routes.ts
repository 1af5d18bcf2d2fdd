// The hub's route table: its home, the locations page, one page per state (by the state's code,
// lower-cased) and the not-found page, with each page's metadata from hub.yaml's words. The shops
// are grouped by state and town here, once, in a fixed order (names as a reader looks them up:
// byName), so the same shops give the same pages. Takes the validated hub and shops; returns routes and states. No I/O.
import { byCodeUnits } from '../shared/order.js';
import type { HubData, HubRoute, HubShop, HubState } from '../shared/hub.js';
import type { PageMeta } from '../shared/types.js';
import { fillText } from '../shared/text.js';

export interface HubRoutes {
  routes: HubRoute[];
  states: HubState[];
}

/** A name as a reader looks it up in a list: its letters without their accents, in lower case. */
const folded = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Compares two names of the hub's lists (towns, states): by code units of their letters without
 * accents or capitals, then of the names as written, the same on every machine. By code units
 * alone, a name with an accent first (Île-Perrot, Évain) came after Z, and DeKalb before Decatur.
 * (Here, not in shared/order.ts, which the shops' browser bundle imports: its bytes stay.)
 */
const byName = (a: string, b: string): number => byCodeUnits(folded(a), folded(b)) || byCodeUnits(a, b);

export function hubStates(shops: HubShop[]): HubState[] {
  const byState = new Map<string, HubShop[]>();
  for (const shop of shops) {
    const slug = shop.state.toLowerCase();
    byState.set(slug, [...(byState.get(slug) ?? []), shop]);
  }
  return [...byState]
    .map(([slug, list]) => ({
      slug,
      code: list[0]!.state,
      name: list[0]!.stateName,
      shops: list.sort((a, b) => byName(a.city, b.city) || byName(a.name, b.name) || byCodeUnits(a.url, b.url)),
    }))
    .sort((a, b) => byName(a.name, b.name) || byCodeUnits(a.slug, b.slug));
}

export function hubRoutes(hub: HubData, shops: HubShop[], baseUrl: string): HubRoutes {
  const base = baseUrl.replace(/\/+$/, '');
  const states = hubStates(shops);
  const words = (text: string, vars: Record<string, string> = {}) => fillText(text, { brand: hub.name, count: String(shops.length), ...vars });
  const meta = (path: string, m: { title: string; description: string }, vars?: Record<string, string>, index = true): PageMeta => ({
    title: words(m.title, vars),
    description: words(m.description, vars),
    canonical: index ? `${base}${path}` : undefined,
    robots: index ? 'index, follow' : 'noindex, follow',
  });
  const routes: HubRoute[] = [
    { path: '/', file: 'index.html', kind: 'hub-home', meta: meta('/', hub.pages.home) },
    { path: '/locations/', file: 'locations/index.html', kind: 'hub-locations', meta: meta('/locations/', hub.pages.locations) },
    ...states.map((state): HubRoute => {
      const path = `/locations/${state.slug}/`;
      const vars = { state: state.name, count: String(state.shops.length) };
      return { path, file: `locations/${state.slug}/index.html`, kind: 'hub-state', state: state.slug, meta: meta(path, hub.pages.state, vars) };
    }),
    { path: '/404.html', file: '404.html', kind: 'hub-not-found', meta: meta('/404.html', hub.pages.notFound, {}, false) },
  ];
  return { routes, states };
}
