// The files that tell search engines and browsers about the site (sitemap.xml, robots.txt, the
// favicon) and its Content-Security-Policy, from the route table and the third parties configured
// in shop.yaml; hosting.ts turns the policy into each host's rules. Plain functions over data; no I/O.
import { thirdPartySources, type Directive } from '../shared/third-parties.js';
import type { OutputFile, Route, Shop, SiteData } from '../shared/types.js';
import { escapeHtml } from '../shared/escape-html.js';


/** `theme`: the site's colours (a shop's, or the brand's hub's), for its icon. */
export function publishingFiles(routes: Pick<Route, 'meta'>[], theme: Shop['theme'], baseUrl: string): OutputFile[] {
  const base = baseUrl.replace(/\/+$/, '');
  const indexable = routes.filter((r) => r.meta.canonical);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map((r) => `  <url><loc>${escapeHtml(r.meta.canonical!)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`;
  return [
    { file: 'sitemap.xml', contents: sitemap },
    { file: 'robots.txt', contents: robots },
    { file: 'favicon.svg', contents: favicon(theme) },
  ];
}

/** The logo's mark (a diamond in the theme colour) as the site icon, so browsers find one. */
function favicon({ primary, dark }: Shop['theme']): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${dark}"/><rect x="9" y="9" width="14" height="14" rx="2" fill="${primary}" transform="rotate(45 16 16)"/></svg>\n`;
}

/** A CSP source this file may write: https, a plain host name, an optional port (a CSP3 host-source, no wildcard). */
const PLAIN_ORIGIN = /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/;

/**
 * The origin of a third party's address, and nothing else of it. Validation admits only https
 * addresses with plain host names (common.schema.json thirdPartyUrl); this refuses anything else
 * again, because one wildcard, `;` or space here would widen or rewrite the whole policy.
 */
export function cspOrigin(url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // refused below
  }
  if (!parsed || !PLAIN_ORIGIN.test(parsed.origin)) throw new Error(`refusing to put ${JSON.stringify(url)} into the Content-Security-Policy: not an https address with a plain host name`);
  return parsed.origin;
}

/**
 * The Content-Security-Policy: the site's own files, and exactly the hosts the third parties of
 * THIRD_PARTIES need (booking widget, customer portal, map iframe, image hosts), by origin. No
 * inline script is allowed; island props travel in data attributes and JSON-LD is a data block,
 * not a script. Widgets style what they add to the page, hence style-src 'unsafe-inline'.
 */
export function contentSecurityPolicy(site: SiteData | undefined, { meta = false }: { meta?: boolean } = {}): string {
  // No site: a site of no third parties (the brand's hub), its own files alone.
  const hosts = (directive: Directive) => (site ? [...new Set(thirdPartySources(site, directive).map(cspOrigin))].sort() : []);
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...hosts('script-src'))}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...hosts('style-src'))}`,
    `img-src ${list("'self'", 'data:', ...hosts('img-src'))}`,
    `connect-src ${list("'self'", ...hosts('connect-src'))}`,
    `frame-src ${hosts('frame-src').join(' ') || "'none'"}`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    // A <meta> policy cannot say who may frame the page (browsers ignore it there, with a console
    // error): only a header can, so the meta form leaves it out.
    ...(meta ? [] : [`frame-ancestors 'self'`]),
  ].join('; ');
}
