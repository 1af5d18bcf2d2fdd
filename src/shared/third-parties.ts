// Every third party a shop's pages may use, in one table: what the Content-Security-Policy must
// admit for it, what the client loader is told about it (<body data-config>), and when and by
// which module the browser loads it. Adding a third party is one row here, its schema, and its
// loader (docs/architecture.md, Where things go); the policy, the config and its type, the loader's start and the
// test stand-ins follow, so a host can never be forgotten in the CSP and found missing only in production.
import { imageSources } from './text.js';
import type { SiteData } from './types.js';

/** The CSP directives a third party can need hosts in. */
export type Directive = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src';

export interface ThirdParty {
  name: string;
  /** Addresses (https, plain host names: the schema's thirdPartyUrl) the policy admits by origin, per directive. */
  sources: (site: SiteData) => Partial<Record<Directive, string[]>>;
  /** What the client loader gets under this name; undefined when the loader needs nothing. */
  client?: (site: SiteData) => unknown;
  /**
   * When the browser loads it ('idle': the page's first idle spell, src/client/idle.ts), and its
   * loader: src/client/<module>.ts, whose `load` is called with the client value, when the shop has
   * one. The bundle stage gives the loader a lazy import of each (src/bundle/index.ts compileClient).
   */
  load?: { when: 'idle'; module: string };
}

/** A script that adds its own frames, images, styles and requests to the page (booking, portal). */
const widget = (url: string | undefined): Partial<Record<Directive, string[]>> =>
  url ? { 'script-src': [url], 'style-src': [url], 'img-src': [url], 'connect-src': [url], 'frame-src': [url] } : {};

export const THIRD_PARTIES = [
  // Optional: a shop without a widget admits no host for it, and its buttons are plain links.
  // Its loader also opens it on a Book click, and shows the map (actions.ts).
  {
    name: 'booking',
    sources: (site) => widget(site.shop.thirdParty.booking?.scriptUrl),
    client: (site) => site.shop.thirdParty.booking,
    load: { when: 'idle', module: 'widgets' },
  },
  {
    name: 'portal',
    sources: (site) => widget(site.shop.thirdParty.portal?.scriptUrl),
    client: (site) => site.shop.thirdParty.portal,
    load: { when: 'idle', module: 'portal' },
  },
  // Vercel Web Analytics is same-origin (/_vercel/insights/), so 'self' covers it.
  { name: 'analytics', sources: () => ({}), client: (site) => site.shop.thirdParty.analytics.provider },
  { name: 'map', sources: (site) => ({ 'frame-src': [site.shop.links.mapEmbed] }) },
  { name: 'images', sources: (site) => ({ 'img-src': imageSources(site, true) }) },
] as const satisfies readonly ThirdParty[];

type Row = (typeof THIRD_PARTIES)[number];

/** The loader's configuration (<body data-config>), by the table: a party the shop leaves out is absent. */
export type ClientConfig = {
  [R in Row as R extends { client: unknown } ? R['name'] : never]?: R extends { client: (site: SiteData) => infer V } ? Exclude<V, undefined> : never;
};

/** The third parties the browser loads, with their loaders' modules (src/client/<module>.ts). */
export const browserLoads = (): { name: string; when: 'idle'; module: string }[] =>
  THIRD_PARTIES.flatMap((p: ThirdParty) => (p.load ? [{ name: p.name, ...p.load }] : []));

/** The loader's configuration: each third party's client value by name. */
export function clientConfig(site: SiteData): ClientConfig {
  return Object.fromEntries(THIRD_PARTIES.flatMap((p: ThirdParty) => (p.client ? [[p.name, p.client(site)]] : [])));
}

/** Every address a directive must admit, from every third party of the table. */
export function thirdPartySources(site: SiteData, directive: Directive): string[] {
  return THIRD_PARTIES.flatMap((p: ThirdParty) => p.sources(site)[directive] ?? []);
}
