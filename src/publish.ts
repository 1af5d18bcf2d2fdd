// The files that tell hosts and search engines about the site: sitemap.xml, robots.txt and
// _redirects, from the route table. Plain functions over routes; no I/O.
import type { OutputFile, Route, SiteData } from './types.js';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function publishingFiles(routes: Route[], site: SiteData, baseUrl: string): OutputFile[] {
  const base = baseUrl.replace(/\/+$/, '');
  const indexable = routes.filter((r) => r.meta.canonical);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexable.map((r) => `  <url><loc>${xmlEscape(r.meta.canonical!)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`;
  const review = routes.find((r) => r.kind === 'review-redirect');
  const redirects = review ? `${review.path.replace(/\/$/, '')} ${site.shop.links.review} 302\n${review.path} ${site.shop.links.review} 302\n` : '';
  return [
    { file: 'sitemap.xml', contents: sitemap },
    { file: 'robots.txt', contents: robots },
    ...(redirects ? [{ file: '_redirects', contents: redirects }] : []),
  ];
}
