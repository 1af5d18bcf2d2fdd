// A GitHub Pages project site lives under /<repo>/: built with --host github-pages and a siteUrl
// with a path, every page kind served under that path (as preview serves it, and nothing outside
// it) is styled, hydrates with no console error, keeps its CSP in a <meta>, and links only
// addresses under the base path that answer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { buildRoutes } from '../../src/routes.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, dataWith, tempDir } from '../helpers.js';
import { DESKTOP, PHONE, buildSite, hydrateAll, launch, openContext, problemsIn, serve, type Site } from './harness.js';

const BASE = '/cardinal';
const site = validateSite(loadSiteData(REFERENCE_DATA).docs).site!;
const routes = buildRoutes(site).routes;
const booking = { global: site.shop.thirdParty.booking!.global, method: site.shop.thirdParty.booking!.method };
const pages = [...new Map(routes.filter((r) => r.kind !== 'review-redirect' && r.kind !== 'not-found').map((r) => [r.kind, r])).values()];

let browser: Browser;
let server: Site;

beforeAll(async () => {
  // GitHub Pages has no Vercel Web Analytics: the shop turns it off there.
  const shopYaml = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace('provider: vercel', 'provider: none');
  const out = path.join(tempDir(), 'dist');
  buildSite(dataWith(REFERENCE_DATA, { 'shop.yaml': shopYaml }), out, '--host', 'github-pages', '--base-url', `https://owner.github.io${BASE}/`);
  server = await serve(out);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe(`a github-pages build served under ${BASE}/`, () => {
  it.each(pages.map((r) => [r.kind, r.path]))('the %s page is styled, hydrates cleanly and links only under the base path', async (_, route) => {
    const { page, context, messages } = await openContext(browser, PHONE, { booking });
    const response = await page.goto(`${server.url}${BASE}${route}`);
    expect(response!.status()).toBe(200);
    await hydrateAll(page);
    await page.waitForLoadState('networkidle');
    expect(problemsIn(messages)).toEqual([]);
    // The stylesheet came: the header is laid out as the CSS says, not as an unstyled list.
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.skip-link')!).position)).toBe('absolute');
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(/^default-src 'self'; script-src 'self' /);
    const refs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[href], [src], [srcset]')].flatMap((el) => [
        el.getAttribute('href') ?? '',
        el.getAttribute('src') ?? '',
        ...(el.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0] ?? ''),
      ]),
    );
    const internal = [...new Set(refs.filter((r) => r.startsWith('/')))];
    expect(internal.length).toBeGreaterThan(3);
    for (const ref of internal) {
      expect(ref, ref).toMatch(new RegExp(`^${BASE}/`));
      expect((await fetch(`${server.url}${ref}`, { redirect: 'manual' })).status, ref).toBe(200);
    }
    await context.close();
  });

  it('opens the mobile menu and follows a link to a page under the base path', async () => {
    const { page, context, messages } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}${BASE}/`);
    await page.locator('.menu-toggle').click();
    const link = page.locator('#site-nav a[href$="/coupons/"]').first();
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(`${BASE}/coupons/`);
    await link.click();
    await page.waitForURL(`${server.url}${BASE}/coupons/`);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('answers the bare base with a redirect to its slash, an unknown page with the styled 404, and nothing outside the base', async () => {
    const bare = await fetch(`${server.url}${BASE}`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`${BASE}/`);
    expect((await fetch(`${server.url}/`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.url}/coupons/`, { redirect: 'manual' })).status).toBe(404);
    const { page, context } = await openContext(browser, DESKTOP, { booking });
    const missing = await page.goto(`${server.url}${BASE}/no-such-page/`);
    expect(missing!.status()).toBe(404);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.skip-link')!).position)).toBe('absolute');
    await context.close();
  });
});
