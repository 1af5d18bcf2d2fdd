// Every third party a shop's pages may use, in one table: what the Content-Security-Policy must
// admit for it, and what the client loader is told about it (<body data-config>). Adding a third
// party is one row here, its schema, and its loader; the policy and the config follow, so a host
// can never be forgotten in the CSP and found missing only in production.
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
}

/** A script that adds its own frames, images, styles and requests to the page (booking, portal). */
const widget = (url: string | undefined): Partial<Record<Directive, string[]>> =>
  url ? { 'script-src': [url], 'style-src': [url], 'img-src': [url], 'connect-src': [url], 'frame-src': [url] } : {};

export const THIRD_PARTIES: ThirdParty[] = [
  // Optional: a shop without a widget admits no host for it, and its buttons are plain links.
  { name: 'booking', sources: (site) => widget(site.shop.thirdParty.booking?.scriptUrl), client: (site) => site.shop.thirdParty.booking },
  { name: 'portal', sources: (site) => widget(site.shop.thirdParty.portal?.scriptUrl), client: (site) => site.shop.thirdParty.portal },
  // Vercel Web Analytics is same-origin (/_vercel/insights/), so 'self' covers it.
  { name: 'analytics', sources: () => ({}), client: (site) => site.shop.thirdParty.analytics.provider },
  { name: 'map', sources: (site) => ({ 'frame-src': [site.shop.links.mapEmbed] }) },
  { name: 'images', sources: (site) => ({ 'img-src': imageSources(site, true) }) },
];

/** The loader's configuration: each third party's client value by name. */
export function clientConfig(site: SiteData): Record<string, unknown> {
  return Object.fromEntries(THIRD_PARTIES.filter((p) => p.client).map((p) => [p.name, p.client!(site)]));
}

/** Every address a directive must admit, from every third party of the table. */
export function thirdPartySources(site: SiteData, directive: Directive): string[] {
  return THIRD_PARTIES.flatMap((p) => p.sources(site)[directive] ?? []);
}
