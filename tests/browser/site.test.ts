// The built reference site in real Chromium, at a phone width and a desktop width: every page kind
// hydrates without a console error or a hydration warning, and every island works by pointer and
// by keyboard.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_MS } from '../../src/client/idle.js';
import { loadSiteData } from '../../src/load.js';
import { buildRoutes } from '../../src/routes.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, dataWith, tempDir } from '../helpers.js';
import { DESKTOP, PHONE, axeRulesRun, axeViolations, buildSite, hydrateAll, launch, openContext, problemsIn, serve, type Site } from './harness.js';

const site = validateSite(loadSiteData(REFERENCE_DATA).docs).site!;
const routes = buildRoutes(site).routes;
const booking = { global: site.shop.thirdParty.booking!.global, method: site.shop.thirdParty.booking!.method };
const onePerKind = [...new Map(routes.map((r) => [r.kind, r])).values()];
/** Service pages with a criteria table (the inspection pages): the first service page has none. */
const criteriaPages = routes.filter((r) => site.services.find((s) => r.kind === 'service' && s.slug === r.slug)?.sections.some((sec) => sec.type === 'criteria'));
/** Every page kind, and each criteria page besides: [name, kind, path]. */
const checkedPages = [
  ...onePerKind.filter((r) => r.kind !== 'review-redirect').map((r) => [r.kind, r.kind, r.path]),
  ...criteriaPages.filter((r) => !onePerKind.includes(r)).map((r) => [`${r.kind} ${r.path}`, r.kind, r.path]),
];

let browser: Browser;
let server: Site;

beforeAll(async () => {
  const out = path.join(tempDir(), 'dist');
  buildSite(REFERENCE_DATA, out);
  server = await serve(out);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('at %s width', (_, viewport) => {
  it.each(onePerKind.filter((r) => r.kind !== 'review-redirect').map((r) => [r.kind, r.path]))(
    'the %s page hydrates with no console error or hydration warning',
    async (kind, route) => {
      const { page, context, messages } = await openContext(browser, viewport, { booking });
      const response = await page.goto(`${server.url}${kind === 'not-found' ? '/no-such-page/' : route}`);
      expect(response!.status()).toBe(kind === 'not-found' ? 404 : 200);
      await hydrateAll(page);
      await page.waitForLoadState('networkidle');
      // A 404 document is reported by Chromium itself as a failed resource: that one is expected.
      const own = problemsIn(messages).filter((m) => !(kind === 'not-found' && /status of 404/.test(m)));
      expect(own).toEqual([]);
      await context.close();
    },
  );

  it.each(checkedPages)(
    'the %s page passes axe (WCAG 2.2 A and AA, contrast and target size included; unique landmarks), with its islands open',
    async (_name, kind, route) => {
      const { page, context } = await openContext(browser, viewport, { booking, bypassCSP: true });
      await page.goto(`${server.url}${kind === 'not-found' ? '/no-such-page/' : route}`);
      await hydrateAll(page);
      // Open what can be opened, so hidden content is checked too.
      await page.evaluate(() => {
        for (const button of document.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]')) button.click();
      });
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      await context.close();
    },
  );

  it('axe runs target-size (WCAG 2.2 2.5.8) and landmark-unique', async () => {
    const { page, context } = await openContext(browser, viewport, { bypassCSP: true });
    await page.goto(`${server.url}/`);
    expect(await axeRulesRun(page)).toEqual(expect.arrayContaining(['landmark-unique', 'target-size']));
    await context.close();
  });

  it('the top bar\'s links are targets of at least 24 by 24 px (WCAG 2.2 2.5.8)', async () => {
    const { page, context } = await openContext(browser, viewport, { booking });
    await page.goto(`${server.url}/`);
    const boxes = await page.locator('.topbar a').evaluateAll((links) =>
      links.filter((a) => a.getClientRects().length).map((a) => ({ link: a.className, width: a.getBoundingClientRect().width, height: a.getBoundingClientRect().height })),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.height, box.link).toBeGreaterThanOrEqual(24);
      expect(box.width, box.link).toBeGreaterThanOrEqual(24);
    }
    await context.close();
  });

  it.each(criteriaPages.map((r) => [r.path]))('the criteria table of %s keeps its table roles in Chromium, and on a phone reads as labelled cards', async (route) => {
    const { page, context } = await openContext(browser, viewport, { booking });
    await page.goto(`${server.url}${route}`);
    const table = page.locator('table.criteria');
    const rows = await table.locator('tbody tr').count();
    // Chromium's own accessibility tree (not the DOM): CSS display must not have dropped the table.
    const cdp = await context.newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string }; ignored: boolean }[] };
    const roles = nodes.filter((n) => !n.ignored).map((n) => n.role?.value);
    const count = (role: string) => roles.filter((r) => r === role).length;
    expect({ table: count('table'), row: count('row'), columnheader: count('columnheader'), rowheader: count('rowheader'), cell: count('cell') }).toEqual({
      table: 1,
      row: rows + 1,
      columnheader: 3,
      rowheader: rows,
      cell: rows * 2,
    });
    const heading = await page.locator(`#${await table.getAttribute('aria-labelledby')}`).textContent();
    expect(nodes.find((n) => n.role?.value === 'table')?.name?.value).toBe(heading);
    // No ARIA role on the table or its parts: native semantics only (Nu: roles on tr/th/td not allowed).
    expect(await page.locator('table.criteria[role], table.criteria [role]').count()).toBe(0);
    const cell = table.locator('tbody td').first();
    const label = await cell.evaluate((td) => ({ display: getComputedStyle(td.parentElement!).display, before: getComputedStyle(td, '::before').content, attr: td.dataset.label }));
    if (viewport === PHONE) {
      expect(label.display).toBe('block');
      expect(label.before).toBe(JSON.stringify(label.attr));
    } else {
      expect(label.display).toBe('table-row');
      expect(label.before).toBe('none');
    }
    await context.close();
  });

  it('the text is in the HTML before any JavaScript runs', async () => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe(site.pages.home.hero.heading);
    expect(await page.locator('.accordion-panel p').count()).toBe(9);
    await context.close();
  });
});

describe('the mobile menu, at phone width', () => {
  it('opens, keeps one accordion open, and closes when a link is tapped', async () => {
    const { page, context, messages } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/`);
    const toggle = page.locator('.menu-toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const [services, vehicles] = [page.getByRole('button', { name: 'Services' }), page.getByRole('button', { name: 'Vehicles' })];
    await services.click();
    await vehicles.click();
    expect(await vehicles.getAttribute('aria-expanded')).toBe('true');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    const make = site.makes[0]!;
    await Promise.all([page.waitForURL(`**/vehicles/${make.slug}-service-*/`), page.locator('.mobile-panel').getByRole('link', { name: make.name, exact: true }).click()]);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('a tapped link closes the menu on the page it is on', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/about/`);
    await page.locator('.menu-toggle').click();
    await expect.poll(() => page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('true');
    await page.evaluate(() => {
      document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    });
    await page.locator('.mobile-panel').getByRole('link', { name: 'About' }).click();
    expect(await page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('works from the keyboard: Tab to the toggle, Enter opens, Space opens a group, focus is visible', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/`);
    await page.locator('.menu-toggle').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('true');
    const outline = await page.locator('.menu-toggle').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('button', { name: 'Services' }).getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});

describe('the FAQ', () => {
  it('keeps one answer open and closes it on a second tap', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/`);
    const questions = page.locator('.accordion-heading button');
    await questions.nth(3).click();
    await expect.poll(() => questions.nth(3).getAttribute('aria-expanded')).toBe('true');
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    await questions.nth(3).click();
    expect(await questions.nth(3).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('answers Enter and Space from the keyboard', async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking });
    await page.goto(`${server.url}/`);
    const second = page.locator('.accordion-heading button').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('the review cards', () => {
  it('expand and collapse each on its own', async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking });
    await page.goto(`${server.url}/reviews/`);
    const buttons = page.locator('.review-card button');
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    await buttons.nth(0).click();
    await expect.poll(() => buttons.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await buttons.nth(0).textContent()).toBe('Show less');
    await buttons.nth(1).click();
    await expect.poll(() => buttons.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('true');
    await buttons.nth(0).click();
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});

describe('the review cards from the keyboard', () => {
  it('Tab reaches Read more, Enter and Space toggle it, and focus stays visible', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/reviews/`);
    const first = page.locator('.review-card button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await first.evaluate((el) => el === document.activeElement && getComputedStyle(el).outlineStyle !== 'none')).toBe(true);
    await page.keyboard.press('Space');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('the coupon expiry', () => {
  it.each([
    ['November', '2026-11-22T12:00:00', '12-01-26'],
    ['December', '2026-12-31T12:00:00', '01-01-27'],
    ['January', '2027-01-05T12:00:00', '02-01-27'],
  ])('for a visitor in %s is the first of the next month', async (_, now, expected) => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.clock.setFixedTime(new Date(now));
    await page.goto(`${server.url}/coupons/`);
    await expect.poll(() => page.locator('.coupon-expiry time').allTextContents()).toEqual([expected, expected, expected]);
    await context.close();
  });
});

describe('the booking button', () => {
  it('opens the booking widget through its global show call', async () => {
    const { page, context, messages } = await openContext(browser, DESKTOP, { booking });
    await page.goto(`${server.url}/coupons/`);
    await page.waitForLoadState('load');
    await page.locator('.header-book').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __bookingCalls?: number[] }).__bookingCalls?.length ?? 0)).toBe(1);
    await page.locator('.coupon button[data-book]').first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __bookingCalls: number[] }).__bookingCalls.length)).toBe(2);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('offers the phone number when the widget cannot load', async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking: 'missing' });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    await page.locator('.header-book').click();
    const dialog = page.locator('#booking-fallback');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('a[href^="tel:"]').count()).toBe(1);
    await context.close();
  });
});

describe('third-party scripts', () => {
  it('adds the customer-portal script with its api key, analytics flag and loading colour, once the page is idle', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/`);
    const portal = site.shop.thirdParty.portal!;
    const script = page.locator(`script[src="${portal.scriptUrl}"]`);
    await expect.poll(() => script.count(), { timeout: QUIET_MS + 5000 }).toBe(1);
    expect(await script.getAttribute('data-api-key')).toBe(portal.apiKey);
    expect(await script.getAttribute('data-ga-enabled')).toBe('true');
    expect(await script.getAttribute('data-loading-color')).toBe(portal.loadingColor);
    expect(await script.getAttribute('async')).not.toBeNull();
    await context.close();
  });
});

describe('Vercel Web Analytics, on in the reference shop (host: vercel)', () => {
  it('sends each of the 8 events through the real @vercel/analytics, received by the stand-in preview serves', async () => {
    expect(site.shop.host).toBe('vercel');
    expect(site.shop.thirdParty.analytics.provider).toBe('vercel');
    const { page, context, messages } = await openContext(browser, PHONE, { booking });
    const received = async () => {
      const events = (await (await fetch(`${server.url}/_vercel/insights/events`)).json()) as { type: string; name?: string; path: string; data?: Record<string, unknown> }[];
      return events.filter((e) => e.type === 'event');
    };
    const before = (await received()).length;
    const clickTracked = async (selector: string) => {
      await page.evaluate((sel) => {
        document.addEventListener('click', (e) => e.preventDefault(), { once: true });
        document.querySelector<HTMLElement>(sel)!.click();
      }, selector);
    };
    const pages: [string, string[]][] = [
      ['/', ['[data-event="header_appointment_button_click"]', '[data-event="header_phone_call_click"]', '[data-event="header_get_directions_click"]', '[data-event="get_directions_button_click"]', '[data-event="appointment_button_click"]']],
      ['/reviews/', ['[data-event="review_us_button_click"]']],
      [routes.find((r) => r.slug === 'virginia-state-inspection')!.path, ['[data-event="state_inspection_phone_call_click"]']],
      [routes.find((r) => r.slug === 'virginia-emissions-inspection')!.path, ['[data-event="emissions_inspection_phone_call_click"]']],
    ];
    let count = before;
    for (const [route, selectors] of pages) {
      await page.goto(`${server.url}${route}`);
      await page.waitForLoadState('load');
      // The script is the stand-in preview serves for Vercel's, loaded by @vercel/analytics' inject().
      await expect.poll(() => page.locator('script[src="/_vercel/insights/script.js"]').count()).toBe(1);
      await page.waitForFunction(() => typeof (window as unknown as { va?: unknown }).va === 'function' && !((window as unknown as { vaq?: unknown[] }).vaq ?? []).length);
      for (const selector of selectors) await clickTracked(selector);
      count += selectors.length;
      await expect.poll(async () => (await received()).length).toBe(count);
    }
    const events = (await received()).slice(before);
    expect(events.map((e) => e.name).sort()).toEqual([
      'appointment_button_click',
      'emissions_inspection_phone_call_click',
      'get_directions_button_click',
      'header_appointment_button_click',
      'header_get_directions_click',
      'header_phone_call_click',
      'review_us_button_click',
      'state_inspection_phone_call_click',
    ]);
    // Each with the page it was sent from, and only primitive properties.
    for (const e of events) {
      expect(e.data?.path).toBe(e.path);
      for (const value of Object.values(e.data ?? {})) expect(['string', 'number', 'boolean']).toContain(typeof value);
    }
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });
});

describe('the not-found page', () => {
  it('logs the missed path to the console', async () => {
    const { page, context, messages } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/no-such-page/`);
    await expect.poll(() => messages.some((m) => m.includes('/no-such-page/'))).toBe(true);
    await context.close();
  });
});

describe('/review', () => {
  it('sends the visitor on by itself on hosts that do not read _redirects', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    const target = site.shop.links.review;
    const leaving = page.waitForRequest((r) => r.isNavigationRequest() && r.url() === new URL(target).href, { timeout: 10_000 });
    // review/index.html is not named in _redirects: only the page's own refresh and script act.
    await page.goto(`${server.url}/review/index.html`, { waitUntil: 'commit' }).catch(() => undefined);
    expect((await leaving).url()).toBe(new URL(target).href);
    await context.close();
  });

  it('sends the visitor on to the review page at once', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    const target = site.shop.links.review;
    const leaving = page.waitForRequest((r) => r.isNavigationRequest() && r.url() === new URL(target).href, { timeout: 10_000 });
    // The host's _redirects rule or the page itself may send it on; either way the browser leaves
    // for the review page (whose stub answers 204, so the navigation itself ends there).
    await page.goto(`${server.url}/review/`, { waitUntil: 'commit' }).catch(() => undefined);
    expect((await leaving).url()).toBe(new URL(target).href);
    await context.close();
  });
});


describe('a shop with no booking widget, portal or analytics, and a coupon with an end date', () => {
  let phoneOnly: Site;
  beforeAll(async () => {
    const shopYaml = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(/thirdParty:\n( {2}.+\n)+/, '');
    // Far ahead, so the build (on today's clock) keeps it and only the mocked visitor's date ends it.
    const coupons = readFileSync(path.join(REFERENCE_DATA, 'coupons.yaml'), 'utf8').replace('    note: With any service.\n', '    note: With any service.\n    expires: "2099-12-31"\n');
    const out = path.join(tempDir(), 'dist');
    buildSite(dataWith(REFERENCE_DATA, { 'shop.yaml': shopYaml, 'coupons.yaml': coupons }), out);
    phoneOnly = await serve(out);
  });
  afterAll(async () => {
    await phoneOnly?.close();
  });

  it.each([
    ['desktop', DESKTOP, '.header-book'],
    ['phone', PHONE, '.mobile-book'],
  ])('its Book Appointment buttons are tel: links, with no console error (%s)', async (_, viewport, selector) => {
    const { page, context, messages } = await openContext(browser, viewport);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && !r.url().startsWith(phoneOnly.url)) scripts.push(r.url());
    });
    await page.goto(`${phoneOnly.url}/`);
    await hydrateAll(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator(`a${selector}`).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await page.locator('[data-book]').count()).toBe(0);
    expect(scripts).toEqual([]);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it.each([
    ['shown on its last day', '2099-12-31T20:00:00', ['12-31-99', '01-01-00', '01-01-00']],
    ['hidden the day after', '2100-01-01T08:00:00', ['02-01-00', '02-01-00']],
  ])('a coupon with an end date shows or hides on the visitor\'s date: %s', async (_, now, expected) => {
    const { page, context, messages } = await openContext(browser, PHONE);
    await page.clock.setFixedTime(new Date(now));
    await page.goto(`${phoneOnly.url}/coupons/`);
    await expect.poll(() => page.locator('.coupon:visible .coupon-expiry time').allTextContents()).toEqual(expected);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });
});
