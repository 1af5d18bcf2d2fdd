// Third parties in real Chromium, the site's Content-Security-Policy in force (README, Third
// parties): nothing is asked of a third-party host before the page is idle or a visitor reaches
// for a Book button; a Book click that has to wait for a slow widget is busy at once (and says
// so, with a spinner that keeps still for visitors who ask for less motion); the map facade
// becomes the provider's map on a click or a key press, and not before; the site's own widgets or
// analytics chunk failing to come leaves no error in the console and the rest of the page working.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_MS } from '../../src/client/idle.js';
import { browserLoads, clientConfig } from '../../src/shared/third-parties.js';
import { tempDir } from '../helpers.js';
import { referenceWithExamples } from '../registry-examples.js';
import { DESKTOP, PHONE, axeViolations, buildSite, launch, openContext, problemsIn, serve, type Site } from './harness.js';

/** The reference shop, with the schema's example of any third party of the table it leaves out. */
const { site, data } = referenceWithExamples();
const { booking: widget } = site.shop.thirdParty;
/** The script of every third party the table loads when the page is idle and the shop has (booking, portal, ...). */
const config = clientConfig(site) as Record<string, { scriptUrl?: string } | undefined>;
const idleScripts = browserLoads().flatMap((p) => (p.when === 'idle' && config[p.name]?.scriptUrl ? [config[p.name]!.scriptUrl!] : []));
const booking = { global: widget!.global, method: widget!.method };
const mapOrigin = new URL(site.shop.links.mapEmbed).origin;

let browser: Browser;
let server: Site;
let out: string;

beforeAll(async () => {
  out = path.join(tempDir(), 'dist');
  buildSite(data, out);
  server = await serve(out);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every request the page makes to a host that is not the site's own, as it is made. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url)) seen.push(r.url());
  });
  return seen;
}

const showCalls = (page: Page) => page.evaluate(() => (window as unknown as { __bookingCalls?: number[] }).__bookingCalls?.length ?? 0);

describe('given a visitor who only reads', () => {
  it('then no third-party host is asked for anything until the page has been idle; then every third party loaded at idle comes (the widget, the portal), the map never', async () => {
    const { page, context, messages } = await openContext(browser, PHONE, { booking });
    const requests = thirdPartyRequests(page);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    // The map facade in view, as a reader scrolls down to it: still nothing.
    await page.locator('.map-facade').scrollIntoViewIfNeeded();
    // Its name as a screen reader says it: the action, the place and its street, no space before a comma.
    const { name, address } = site.shop;
    expect(await page.getByRole('button', { name: `${site.pages.layout.mapLabel} ${name}, ${address.street}, ${address.city}`, exact: true }).count()).toBe(1);
    await page.waitForTimeout(QUIET_MS / 2);
    expect(requests).toEqual([]);
    expect(idleScripts).toEqual(expect.arrayContaining([widget!.scriptUrl, site.shop.thirdParty.portal!.scriptUrl]));
    await expect.poll(() => requests.length, { timeout: QUIET_MS * 3 }).toBe(idleScripts.length);
    expect(requests.sort()).toEqual([...idleScripts].sort());
    expect(requests.some((url) => url.startsWith(mapOrigin))).toBe(false);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('then reaching for a Book button starts the widget at once, and only the widget', async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking });
    const requests = thirdPartyRequests(page);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    expect(requests).toEqual([]);
    await page.locator('.header-book').hover();
    await expect.poll(() => requests).toEqual([widget!.scriptUrl]);
    await context.close();
  });
});

describe('given a page on its way to the screen', () => {
  it.each(['/', '/coupons/', '/reviews/'])('then %s asks for nothing but its stylesheet and the loader before its first paint is shown; the analytics come after it', async (route) => {
    const { page, context, messages } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}${route}`);
    await page.waitForLoadState('load');
    await expect.poll(() => page.locator('script[src="/_vercel/insights/script.js"]').count()).toBe(1);
    // Its timing entry comes when its response has: after the tag, on a slow machine well after.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => new URL(r.name).pathname === '/_vercel/insights/script.js')))
      .toBe(true);
    const { paint, resources } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      resources: performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
    }));
    // The icon the head names is the browser's to fetch, when it likes.
    const before = resources.filter((r) => r.start < paint && r.path !== '/favicon.svg').map((r) => r.path.replace(/-\w+\.(css|js)$/, '.$1'));
    expect(before.sort()).toEqual(['/assets/client.js', '/assets/site.css']);
    expect(resources.find((r) => r.path === '/_vercel/insights/script.js')!.start).toBeGreaterThanOrEqual(paint);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });
});

describe('given a Book Appointment click while the widget is slow to come', () => {
  it.each([
    ['a pointer', DESKTOP, '.header-book'],
    ['a phone', PHONE, '.hero .button[data-book]'],
  ])('then with %s the button is busy and "opening" shows at once; the widget opens when it comes, and all is quiet again', async (_, viewport, selector) => {
    const { page, context, messages } = await openContext(browser, viewport, { booking, bookingDelayMs: 1500 });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    const button = page.locator(selector).first();
    await button.scrollIntoViewIfNeeded();
    // In the click's own task: the button is busy and the status line speaks before anything else runs.
    const [busy, said] = await button.evaluate((el: HTMLElement) => {
      el.click();
      return [el.getAttribute('aria-busy'), document.getElementById('booking-status')!.textContent];
    });
    expect(busy).toBe('true');
    expect(said).toBe(site.pages.layout.bookingOpening);
    const status = page.locator('#booking-status');
    expect(await status.isVisible()).toBe(true);
    expect(await button.evaluate((el) => getComputedStyle(el, '::before').animationName)).toBe('spin');
    expect(await showCalls(page)).toBe(0);
    await expect.poll(() => showCalls(page), { timeout: 10_000 }).toBe(1);
    expect(await button.getAttribute('aria-busy')).toBeNull();
    expect(await status.textContent()).toBe('');
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('then a second click while busy opens the widget once, not twice', async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking, bookingDelayMs: 1000 });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    await page.locator('.header-book').click();
    await page.locator('.header-book').click();
    await expect.poll(() => showCalls(page), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(300);
    expect(await showCalls(page)).toBe(1);
    await context.close();
  });

  it('then the busy state passes axe, and its spinner keeps still for visitors who ask for less motion', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking, bookingDelayMs: 5000, bypassCSP: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    const button = page.locator('.hero .button[data-book]');
    await button.click();
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.evaluate((el) => getComputedStyle(el, '::before').animationName)).toBe('none');
    expect(await page.locator('#booking-status').textContent()).toBe(site.pages.layout.bookingOpening);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('given the map facade', () => {
  it.each([
    ['a click', 'click'],
    ['the keyboard', 'keyboard'],
  ])('then %s, and only that, loads the map from its provider, which the policy lets in', async (_, how) => {
    const { page, context, messages } = await openContext(browser, DESKTOP, { booking });
    const requests = thirdPartyRequests(page);
    await page.goto(`${server.url}/`);
    const facade = page.getByRole('button', { name: new RegExp(`^${site.pages.layout.mapLabel}`) });
    await facade.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.startsWith(mapOrigin))).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    if (how === 'click') await facade.click();
    else {
      await facade.focus();
      await page.keyboard.press('Enter');
    }
    const frame = page.locator('.map-frame iframe');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toBe(site.shop.links.mapEmbed);
    expect(await frame.getAttribute('title')).toContain(site.shop.name);
    await expect.poll(() => requests.filter((url) => url.startsWith(mapOrigin))).toEqual([site.shop.links.mapEmbed]);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    // Same box before and after: the map does not push the page about.
    expect(await frame.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBeGreaterThan(100);
    expect(problemsIn(messages).filter((m) => /Content Security Policy|Refused/i.test(m))).toEqual([]);
    await context.close();
  });
});

describe("given one of this site's own lazy chunks not coming (the network gone, blocked by an extension)", () => {
  /** The URL path of the built chunk that exports `name`. */
  function chunkExporting(name: string): string {
    const assets = path.join(out, 'assets');
    const file = readdirSync(assets).find((f) => f.startsWith('chunk-') && new RegExp(`export\\{[^}]*\\bas ${name}\\b`).test(readFileSync(path.join(assets, f), 'utf8')));
    if (!file) throw new Error(`no chunk exports ${name}`);
    return `/assets/${file}`;
  }

  /** A page whose chunk exporting `name` is aborted (its requests counted); unhandled rejections are logged as errors. */
  async function withoutChunk(viewport: { width: number; height: number }, name: string) {
    const opened = await openContext(browser, viewport, { booking });
    const chunk = chunkExporting(name);
    let asked = 0;
    await opened.page.addInitScript(() => {
      window.addEventListener('unhandledrejection', (e) => console.error(`unhandledrejection: ${String(e.reason)}`));
    });
    await opened.page.route(
      (url) => url.pathname === chunk,
      (route) => {
        asked++;
        return route.abort('failed');
      },
    );
    // The aborted request itself is the browser's to report; nothing else may be.
    const problems = () => problemsIn(opened.messages).filter((m) => !/Failed to load resource/.test(m));
    return { ...opened, problems, asked: () => asked };
  }

  it('then without the widgets chunk the idle page, a hand on a Book button and the map leave no error; a Book click offers the phone', async () => {
    const { page, context, problems, asked } = await withoutChunk(DESKTOP, 'showMap');
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    // The page goes idle and asks for the chunk for the widgets' scripts: it fails.
    await expect.poll(asked, { timeout: QUIET_MS * 3 }).toBeGreaterThan(0);
    await page.locator('.header-book').hover();
    const facade = page.locator('.map-facade');
    await facade.click();
    // Nothing happens but the facade staying as it was (the directions link is beside it).
    await page.waitForTimeout(500);
    expect(await facade.count()).toBe(1);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(problems()).toEqual([]);
    await page.locator('.header-book').click();
    const dialog = page.locator('#booking-fallback');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await page.locator('.header-book').getAttribute('aria-busy')).toBeNull();
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('then without the analytics chunk nothing reaches the console, and the tracked buttons work as before', async () => {
    expect(site.shop.thirdParty.analytics.provider).toBe('vercel');
    const { page, context, problems, asked } = await withoutChunk(PHONE, 'startAnalytics');
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    await expect.poll(asked).toBe(1);
    await page.waitForTimeout(500);
    expect(problems()).toEqual([]);
    // A tracked link (the call button, its navigation held back) and a tracked Book button.
    await page.evaluate(() => {
      document.addEventListener('click', (e) => e.preventDefault(), { once: true });
      document.querySelector<HTMLElement>('[data-event="header_phone_call_click"]')!.click();
    });
    const button = page.locator('.hero .button[data-book]');
    await button.click();
    await expect.poll(() => showCalls(page), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('script[src="/_vercel/insights/script.js"]').count()).toBe(0);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
