import { readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { pageKinds } from '../../src/shared/page-kinds.js';
import { buildRoutes } from '../../src/routes.js';
import { validateSite } from '../../src/validate/index.js';
import { placeProblems } from '../../src/load/positions.js';
import type { SiteData } from '../../src/shared/types.js';
import { OTHER_SHOP, REFERENCE_DATA, dataWith } from '../helpers.js';

function referenceSite(): SiteData {
  const { site, problems } = validateSite(loadSiteData(REFERENCE_DATA).docs);
  expect(problems).toEqual([]);
  return site!;
}

describe('buildRoutes', () => {
  it('derives one page per service and per make from the data and the shop city', () => {
    const site = referenceSite();
    const { routes, problems } = buildRoutes(site);
    expect(problems).toEqual([]);
    const city = site.shop.address.city.toLowerCase();
    const services = routes.filter((r) => r.kind === 'service');
    const makes = routes.filter((r) => r.kind === 'make');
    expect(services.map((r) => r.path)).toEqual(site.services.map((s) => `/services/${s.slug}-${city}/`));
    expect(makes.map((r) => r.path)).toEqual(site.makes.map((m) => `/vehicles/${m.slug}-service-${city}/`));
    // Every other kind of the registry once, in its order (the shop has no redirects; an optional page only with its words).
    const single = pageKinds()
      .filter(([kind, spec]) => !('each' in spec) && kind !== 'redirect' && !('optional' in spec && !site.pages[spec.data]))
      .map(([kind]) => kind);
    expect(single).toEqual(expect.arrayContaining(['home', 'services', 'coupons', 'reviews', 'about', 'review-redirect', 'not-found']));
    expect(routes.map((r) => r.kind).filter((k) => k !== 'service' && k !== 'make')).toEqual(single);
  });

  it('writes /a/b/ as a/b/index.html and the not-found page as 404.html', () => {
    const { routes } = buildRoutes(referenceSite());
    expect(routes.find((r) => r.kind === 'home')!.file).toBe('index.html');
    expect(routes.find((r) => r.kind === 'coupons')!.file).toBe('coupons/index.html');
    expect(routes.find((r) => r.kind === 'not-found')!.file).toBe('404.html');
  });

  it('gives every indexable page a canonical URL on the site URL, or on --base-url', () => {
    const site = referenceSite();
    const own = buildRoutes(site).routes.filter((r) => r.meta.canonical);
    for (const r of own) expect(r.meta.canonical).toBe(`${site.shop.siteUrl}${r.path}`);
    const preview = buildRoutes(site, 'https://preview.example.org/').routes.find((r) => r.kind === 'about')!;
    expect(preview.meta.canonical).toBe('https://preview.example.org/about/');
  });

  it('marks the not-found and redirect pages noindex, with no canonical link', () => {
    const { routes } = buildRoutes(referenceSite());
    for (const kind of ['not-found', 'review-redirect'] as const) {
      const r = routes.find((x) => x.kind === kind)!;
      expect(r.meta.robots).toBe('noindex, follow');
      expect(r.meta.canonical).toBeUndefined();
    }
  });

  it('fills {make} into each make page title, so titles are unique', () => {
    const { routes } = buildRoutes(referenceSite());
    const titles = routes.filter((r) => r.meta.canonical).map((r) => r.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.some((t) => t.includes('{'))).toBe(false);
  });

  it('reports two pages with one title', () => {
    const site = referenceSite();
    const copy = structuredClone(site);
    copy.services[1]!.meta.title = copy.services[0]!.meta.title;
    const { problems } = buildRoutes(copy);
    expect(problems.map((p) => p.code)).toEqual(['duplicate-title']);
  });

  it('says where in the data a problem is, and placeProblems finds it in the file, .yml as well as .yaml', () => {
    const dir = dataWith(OTHER_SHOP);
    for (const name of readdirSync(dir)) renameSync(path.join(dir, name), path.join(dir, name.replace(/\.yaml$/, '.yml')));
    const { docs } = loadSiteData(dir);
    const copy = structuredClone(validateSite(docs).site!);
    copy.services[1]!.meta.title = copy.services[0]!.meta.title;
    const { problems } = buildRoutes(copy);
    expect(problems.map((p) => p.source)).toEqual([{ kind: 'services', path: '/services/1/meta/title' }]);
    const placed = placeProblems(problems, docs);
    expect(placed).toEqual([expect.objectContaining({ file: path.join(dir, 'services.yml'), path: '/services/1/meta/title', line: 63, col: 14 })]);
    expect(placed[0]).not.toHaveProperty('source');
  });
});
