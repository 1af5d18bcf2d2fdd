// Stage 3, routes: derives every page of the site from the data; nothing here lists a path by hand.
// Takes valid site data and the base URL; returns the route table (path, output file, page kind,
// metadata) that render, sitemap and link check all read, and problems, which name their place in
// the data (`source`) for build to locate. Never renders or writes.
import { likelyMeant } from './shared/guess.js';
import { problem } from './shared/problems.js';
import { slugify } from './shared/slug.js';
import { fillText, walkStrings } from './shared/text.js';
import { pageKinds, type MadePageKind } from './shared/page-kinds.js';
import { LINK_FIELDS, type DataRef, type PageMeta, type Problem, type Route, type SiteData } from './shared/types.js';
import { toPointer } from './shared/json-pointer.js';

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

/** DIR/index.html for DIR/; an old address written as a file (/old.html) or without a slash keeps its own. */
function fileFor(path: string): string {
  if (path.endsWith('/')) return path === '/' ? 'index.html' : `${path.slice(1)}index.html`;
  return /\.html?$/i.test(path) ? path.slice(1) : `${path.slice(1)}/index.html`;
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
  // The kinds that are not one page at a path of their own, each made its own way.
  const made: { [K in MadePageKind]: () => Route[] } = {
    service: () =>
      site.services.map((s, i) =>
        page('service', servicePath(site, s.slug), s.meta, {
          slug: s.slug,
          entry: { kind: 'services', path: `/services/${i}` },
          titleSource: { kind: 'services', path: `/services/${i}/meta/title` },
        }),
      ),
    make: () =>
      site.makes.map((m, i) =>
        page('make', makePath(site, m.slug), {
          title: fillText(pages.make.meta.title, { make: m.name }),
          description: fillText(pages.make.meta.description, { make: m.name }),
        }, { slug: m.slug, entry: { kind: 'makes', path: `/makes/${i}` }, ...inPages('make') }),
      ),
    'review-redirect': () => [
      {
        path: pagePath('review'),
        file: fileFor(pagePath('review')),
        kind: 'review-redirect',
        meta: meta('/review/', { title: pages.review.title, description: pages.review.text }, false),
      },
    ],
    'not-found': () => [
      {
        path: '/404.html',
        file: '404.html',
        kind: 'not-found',
        meta: meta('/404.html', { title: pages.notFound.title, description: pages.notFound.text }, false),
      },
    ],
    // The shop's own redirects: a page at each old address for hosts that read no _redirects.
    redirect: () =>
      site.shop.redirects.map((r, i): Route => ({
        path: r.from,
        file: fileFor(r.from),
        kind: 'redirect',
        meta: meta(r.from, { title: pages.redirect.title, description: pages.redirect.text }, false),
        target: r.to,
        entry: { kind: 'shop', path: `/redirects/${i}` },
      })),
  };
  const routes = pageKinds().flatMap(([kind, spec]): Route[] => {
    if (!('path' in spec)) return made[kind as MadePageKind]();
    // Left out of pages.yaml: an optional page is not made (the schema requires every other).
    const words = pages[spec.data];
    return words ? [page(kind, spec.path, words.meta, inPages(spec.data))] : [];
  });
  return {
    routes,
    problems: [...duplicateFiles(routes), ...duplicateTitles(routes), ...longTitles(routes), ...internalLinks(site, routes)],
  };
}

/**
 * Every path the data links to (/coupons/) or redirects to is a page of the route table (not
 * another redirect, so redirects never chain or loop); the did-you-mean is the nearest page path.
 */
function internalLinks(site: SiteData, routes: Route[]): Problem[] {
  const pagePaths = routes.filter((r) => r.kind !== 'redirect').map((r) => r.path);
  const docs: [DataRef['kind'], unknown][] = [
    ['shop', site.shop],
    ['services', { services: site.services }],
    ['makes', { makes: site.makes }],
    ['reviews', site.reviews],
    ['coupons', { coupons: site.coupons }],
    ['faq', { faq: site.faq }],
    ['pages', site.pages],
  ];
  const problems: Problem[] = [];
  for (const [kind, data] of docs) {
    walkStrings(data, [], (text, at) => {
      if (!text.startsWith('/') || !LINK_FIELDS.has(String(at.at(-1)))) return;
      const path = text.replace(/[?#].*$/, '');
      if (pagePaths.includes(path)) return;
      const meant = likelyMeant(path, pagePaths);
      problems.push(problem('unknown-page', { path: text }, { source: { kind, path: toPointer(at) }, hint: meant ? `did you mean ${meant}?` : 'link to a page the site has: shopsite build --json lists them' }));
    });
  }
  return problems;
}

/** A route as problems name it: `the redirect from /old/`, `service page brakes`. */
export const named = (r: Route) => (r.kind === 'redirect' ? `the redirect from ${r.path}` : `${r.kind} page ${r.slug ?? r.path}`);

function duplicateFiles(routes: Route[]): Problem[] {
  const seen = new Map<string, Route>();
  const problems: Problem[] = [];
  for (const r of routes) {
    const first = seen.get(r.file);
    if (first) {
      problems.push(
        problem('duplicate-route', { page: named(r), other: named(first), file: r.file }, r.entry ? { source: { ...r.entry, path: `${r.entry.path}/${r.kind === 'redirect' ? 'from' : 'slug'}` } } : {}),
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

/** Where a shop of a brand writes a page's title of its own: a list's entry by its slug, else the same keys. */
const ownTitle = (r: Route) =>
  r.titleSource!.kind === 'services' ? `in its own services.yaml: an entry with slug: ${r.slug} and its meta.title` : `at the same place in its own ${r.titleSource!.kind}.yaml`;

function longTitles(routes: Route[]): Problem[] {
  return routes
    .filter((r) => r.meta.canonical && r.meta.title.length > TITLE_LIMIT)
    .map((r) =>
      problem('long-title', { page: r.path, title: r.meta.title }, {
        severity: 'warning',
        source: r.titleSource,
        hint: `search results show about 60 characters; keep titles under ${TITLE_LIMIT}`,
        ...(r.titleSource ? { inBrand: `it is the brand's title for every shop: write a shorter one there, or this shop's own ${ownTitle(r)} (docs/brand.md)` } : {}),
      }),
    );
}
