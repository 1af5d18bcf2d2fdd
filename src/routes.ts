// Stage 3, routes: derives every page of the site from the data; nothing here lists a path by hand.
// Takes valid site data and the base URL; returns the route table (path, output file, page kind,
// metadata) that render, sitemap and link check all read, and problems, which name their place in
// the data (`source`) for build to locate. Never renders or writes.
import { problem } from './problems.js';
import { fillText, slugify } from './text.js';
import type { PageMeta, Problem, Route, SiteData } from './types.js';

export interface RoutesResult {
  routes: Route[];
  problems: Problem[];
}

/**
 * The site's one trailing-slash policy: a page is written as DIR/index.html and every host serves
 * it at DIR/, so canonical links, internal links and the sitemap all end in a slash.
 */
export function pagePath(...segments: string[]): string {
  return segments.length ? `/${segments.join('/')}/` : '/';
}

function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}index.html`;
}

export function servicePath(site: SiteData, slug: string): string {
  return pagePath('services', `${slug}-${slugify(site.shop.address.city)}`);
}

export function makePath(site: SiteData, slug: string): string {
  return pagePath('vehicles', `${slug}-service-${slugify(site.shop.address.city)}`);
}

export function buildRoutes(site: SiteData, baseUrl = site.shop.siteUrl): RoutesResult {
  const base = baseUrl.replace(/\/+$/, '');
  const meta = (path: string, m: { title: string; description: string }, index = true): PageMeta => ({
    title: m.title,
    description: m.description,
    canonical: index ? `${base}${path}` : undefined,
    robots: index ? 'index, follow' : 'noindex, follow',
  });
  const page = (kind: Route['kind'], path: string, m: { title: string; description: string }, extra: Partial<Route> = {}): Route => ({
    path,
    file: fileFor(path),
    kind,
    meta: meta(path, m),
    ...extra,
  });
  const { pages } = site;
  const inPages = (key: string) => ({ titleSource: { kind: 'pages' as const, path: `/${key}/meta/title` } });
  const routes: Route[] = [
    page('home', pagePath(), pages.home.meta, inPages('home')),
    page('services', pagePath('services'), pages.services.meta, inPages('services')),
    ...site.services.map((s, i) =>
      page('service', servicePath(site, s.slug), s.meta, {
        slug: s.slug,
        entry: { kind: 'services', path: `/services/${i}` },
        titleSource: { kind: 'services', path: `/services/${i}/meta/title` },
      }),
    ),
    page('coupons', pagePath('coupons'), pages.coupons.meta, inPages('coupons')),
    page('reviews', pagePath('reviews'), pages.reviews.meta, inPages('reviews')),
    page('about', pagePath('about'), pages.about.meta, inPages('about')),
    ...site.makes.map((m, i) =>
      page('make', makePath(site, m.slug), {
        title: fillText(pages.make.meta.title, { make: m.name }),
        description: fillText(pages.make.meta.description, { make: m.name }),
      }, { slug: m.slug, entry: { kind: 'makes', path: `/makes/${i}` }, ...inPages('make') }),
    ),
    {
      path: pagePath('review'),
      file: fileFor(pagePath('review')),
      kind: 'review-redirect',
      meta: meta('/review/', { title: pages.review.title, description: pages.review.text }, false),
    },
    {
      path: '/404.html',
      file: '404.html',
      kind: 'not-found',
      meta: meta('/404.html', { title: pages.notFound.title, description: pages.notFound.text }, false),
    },
  ];
  return { routes, problems: [...duplicateFiles(routes), ...duplicateTitles(routes), ...longTitles(routes)] };
}

const named = (r: Route) => `${r.kind} page ${r.slug ?? r.path}`;

function duplicateFiles(routes: Route[]): Problem[] {
  const seen = new Map<string, Route>();
  const problems: Problem[] = [];
  for (const r of routes) {
    const first = seen.get(r.file);
    if (first) {
      problems.push(
        problem('duplicate-route', { page: named(r), other: named(first), file: r.file }, r.entry ? { source: { ...r.entry, path: `${r.entry.path}/slug` } } : {}),
      );
    } else seen.set(r.file, r);
  }
  return problems;
}

function duplicateTitles(routes: Route[]): Problem[] {
  const seen = new Map<string, Route>();
  const problems: Problem[] = [];
  for (const r of routes.filter((x) => x.meta.canonical)) {
    const first = seen.get(r.meta.title);
    if (first) {
      problems.push(problem('duplicate-title', { page: r.path, other: first.path, title: r.meta.title }, { source: r.titleSource }));
    } else seen.set(r.meta.title, r);
  }
  return problems;
}

/** Search results cut titles at about 60 characters; past 70 the end is lost for certain. */
const TITLE_LIMIT = 70;

function longTitles(routes: Route[]): Problem[] {
  return routes
    .filter((r) => r.meta.canonical && r.meta.title.length > TITLE_LIMIT)
    .map((r) =>
      problem('long-title', { page: r.path, title: r.meta.title }, {
        severity: 'warning',
        source: r.titleSource,
        hint: `search results show about 60 characters; keep titles under ${TITLE_LIMIT}`,
      }),
    );
}
