// The render stage: validated data renders; an exception inside a template is shopsite's bug and
// rejects (the CLI reports it as an internal error), never a problem blamed on the shop's data.
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { compileTemplates, renderPages } from '../../src/render.js';
import { buildRoutes } from '../../src/routes.js';
import { shopCall } from '../../src/shared/phone.js';
import { validateSite } from '../../src/validate/index.js';
import { OTHER_SHOP } from '../helpers.js';

const site = validateSite(loadSiteData(OTHER_SHOP).docs).site!;
const { routes } = buildRoutes(site, site.shop.siteUrl);
const options = { assets: { css: '/assets/site.css' }, images: {}, today: new Date(0), call: shopCall(site.shop) };

describe('renderPages', () => {
  it('renders every route of valid data', async () => {
    const { pages, problems } = await renderPages(routes, site, options);
    expect(problems).toEqual([]);
    expect(pages.map((p) => p.route.path)).toEqual(routes.map((r) => r.path));
  });

  it("marks the header's and footer's links to the page itself under a base path (a GitHub Pages project site)", async () => {
    const { pages } = await renderPages(routes, site, { ...options, host: { host: 'github-pages', base: '/shop' } });
    const coupons = pages.find((p) => p.route.path === '/coupons/')!.html;
    expect([...coupons.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((m) => m[0])).toEqual(Array(2).fill('<a href="/shop/coupons/" aria-current="page">'));
  });

  it('rejects when a template throws, instead of reporting a data problem', async () => {
    // Data no schema lets through: a template reading it throws, as it would with a bug.
    const broken = { ...site, shop: { ...site.shop, hours: undefined } } as unknown as typeof site;
    await expect(renderPages(routes, broken, options)).rejects.toThrow(TypeError);
  });

  it('loads React and nothing else by name: no phone library, no YAML (the caller dials the number)', async () => {
    // Comment lines left out: esbuild heads the pages it bundles for the registry's pattern with one quoting it.
    const code = Buffer.from(await compileTemplates()).toString('utf8').replace(/^\s*\/\/.*$/gm, '');
    const required = new Set([...code.matchAll(/require\((["'])([^"']+)\1\)/g)].map((m) => m[2]));
    expect([...required].sort()).toEqual(['node:path', 'react', 'react/jsx-runtime']);
  }, 30_000);
});
