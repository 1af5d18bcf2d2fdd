// The built reference site in real Chromium, at a phone width and a desktop width: every page kind
// hydrates without a console error or a hydration warning, and every island (and the navigation's
// dropdowns) works by pointer and by keyboard.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_MS } from '../../src/client/idle.js';
import { THIRD_PARTIES } from '../../src/shared/third-parties.js';
import { loadSiteData } from '../../src/load/documents.js';
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
let out: string;

beforeAll(async () => {
  out = path.join(tempDir(), 'dist');
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
      // Open what can be opened, so hidden content is checked too (the menu and its groups too).
      await page.evaluate(() => {
        for (const button of document.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]')) button.click();
        for (const details of document.querySelectorAll('details')) {
          details.removeAttribute('name');
          details.open = true;
        }
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

  it.each([['/'], [routes.find((r) => r.slug === 'oil-changes')!.path]])('on %s, two sections of one background in a row are parted by a line, and so are the last dark one and the footer', async (route) => {
    const { page, context } = await openContext(browser, viewport, { booking });
    await page.goto(`${server.url}${route}`);
    const bands = await page.evaluate(() =>
      [...document.querySelectorAll('main > section, body > .site-footer')].map((el) => {
        const style = getComputedStyle(el);
        return { name: el.className, background: `${style.backgroundColor} ${style.backgroundImage}`, line: parseFloat(style.borderTopWidth) };
      }),
    );
    const seams = bands.slice(1).filter((band, i) => band.background === bands[i]!.background);
    expect(seams.length).toBeGreaterThan(0);
    for (const seam of seams) expect(seam, seam.name).toMatchObject({ line: 1 });
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

  it('with JavaScript off, every page is usable: every nav link, FAQ answer and whole review can be seen', async () => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe(site.pages.home.hero.heading);
    // The navigation: on a phone behind the menu toggle, its groups behind their summaries;
    // every link is checked visible, as the native controls leave it (not merely present).
    const nav = page.locator('#site-nav');
    if (viewport === PHONE) {
      expect(await nav.isVisible()).toBe(false);
      await page.locator('.menu-toggle').click();
    }
    expect(await nav.isVisible()).toBe(true);
    const seen = new Set<string>();
    for (const group of await nav.locator('details').all()) {
      await group.locator('summary').click();
      for (const link of await group.locator('a').all()) {
        expect(await link.isVisible(), (await link.textContent()) ?? '').toBe(true);
        seen.add((await link.getAttribute('href'))!);
      }
    }
    for (const link of await nav.locator(':scope > ul > li > a').all()) {
      expect(await link.isVisible()).toBe(true);
      seen.add((await link.getAttribute('href'))!);
    }
    expect(seen.size).toBe(1 + site.services.length + site.makes.length + 3);
    // The open menu lies over the page, as it should: closed again by its toggle.
    if (viewport === PHONE) await page.locator('.menu-toggle').click();
    // The FAQ: every answer, one at a time, by its question.
    const answers = page.locator('.accordion-panel');
    expect(await answers.count()).toBe(site.faq.length);
    for (const [i, item] of site.faq.entries()) {
      if (i > 0) await page.locator('.accordion-heading').nth(i).click();
      const text = (await answers.nth(i).innerText()).replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');
      expect(text).toBe(item.answer);
    }
    // Every review, whole, with no button that could not work.
    await page.goto(`${server.url}/reviews/`);
    const quotes = page.locator('.review-card blockquote');
    expect(await quotes.count()).toBe(site.reviews.reviews.length);
    for (const [i, review] of site.reviews.reviews.entries()) {
      expect((await quotes.nth(i).innerText()).replace(/\s+/g, ' ').trim()).toBe(review.text.replace(/\s+/g, ' ').trim());
    }
    expect(await page.locator('.review-card button').filter({ visible: true }).count()).toBe(0);
    await context.close();
  });
});

describe('the mobile menu, at phone width', () => {
  const menuOpen = (page: Page) => page.locator('details.menu').evaluate((el) => (el as HTMLDetailsElement).open);
  const group = (page: Page, name: string) => page.locator('#site-nav summary', { hasText: name });
  const groupOpen = (page: Page, name: string) => group(page, name).evaluate((el) => (el.parentElement as HTMLDetailsElement).open);

  it('opens, keeps one group open, and closes when a link is tapped', async () => {
    const { page, context, messages } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/`);
    await page.locator('.menu-toggle').click();
    expect(await menuOpen(page)).toBe(true);
    await group(page, 'Services').click();
    await group(page, 'Vehicles').click();
    expect(await groupOpen(page, 'Vehicles')).toBe(true);
    expect(await groupOpen(page, 'Services')).toBe(false);
    const make = site.makes[0]!;
    await Promise.all([page.waitForURL(`**/vehicles/${make.slug}-service-*/`), page.locator('#site-nav').getByRole('link', { name: make.name, exact: true }).click()]);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('leaves its open group as the visitor left it when the menu is closed and opened again (a group is an accordion here, not a dropdown)', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/`);
    await page.locator('.menu-toggle').click();
    await group(page, 'Vehicles').click();
    await page.locator('.menu-toggle').click();
    expect(await menuOpen(page)).toBe(false);
    await page.locator('.menu-toggle').click();
    expect(await groupOpen(page, 'Vehicles')).toBe(true);
    await context.close();
  });

  it('a tapped link closes the menu on the page it is on', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/about/`);
    await page.locator('.menu-toggle').click();
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-island="MobileMenu"]')!.dataset.hydrated === '');
    await page.evaluate(() => {
      document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    });
    await page.locator('#site-nav').getByRole('link', { name: 'About' }).click();
    expect(await menuOpen(page)).toBe(false);
    await context.close();
  });

  it('works from the keyboard: Tab to the toggle, Enter opens, Space opens a group, Escape closes, focus is visible', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/`);
    await page.locator('.menu-toggle').focus();
    await page.keyboard.press('Enter');
    expect(await menuOpen(page)).toBe(true);
    const outline = await page.locator('.menu-toggle').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await groupOpen(page, 'Services')).toBe(true);
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-island="MobileMenu"]')!.dataset.hydrated === '');
    await page.keyboard.press('Escape');
    expect(await menuOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    await context.close();
  });

  it('closes when the keyboard moves past its last link, so it covers nothing the next Tab reaches', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/`);
    await page.locator('.menu-toggle').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-island="MobileMenu"]')!.dataset.hydrated === '');
    await page.locator('#site-nav button[data-book]').focus();
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('#site-nav')!.contains(document.activeElement))).toBe(false);
    expect(await menuOpen(page)).toBe(false);
    await context.close();
  });

  it("keeps the keyboard's place when the menu's Book Appointment opens the booking box: closed, focus goes back to the toggle", async () => {
    const { page, context } = await openContext(browser, PHONE, { booking: 'missing' });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    await page.locator('.menu-toggle').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-island="MobileMenu"]')!.dataset.hydrated === '');
    await page.locator('#site-nav button[data-book]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('#booking-fallback');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await menuOpen(page)).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    await context.close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
  ['320 px', { width: 320, height: 700 }],
  // A desktop at 200% zoom, and a phone on its side: the header scrolls away with the page.
  ['640 by 400 px', { width: 640, height: 400 }],
  ['844 by 390 px', { width: 844, height: 390 }],
])('the sticky header, at %s width', (_, viewport) => {
  it('never covers what the page scrolls to (WCAG 2.2 2.4.11), and the links there keep their size (2.5.8)', async () => {
    const { page, context } = await openContext(browser, viewport, { booking, bypassCSP: true });
    await page.goto(`${server.url}/`);
    // As a link to #id or a script scrolling to the start puts it: below scroll-padding-top.
    for (const selector of ['.make-group a', '#faq-heading, .faq h2', 'footer a']) {
      const gap = await page.locator(selector).first().evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        return el.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      });
      expect(gap, selector).toBeGreaterThanOrEqual(0);
    }
    await page.locator('.make-group a').first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
  it("keeps clear of it when a reader's own text spacing makes it taller (WCAG 2.2 1.4.12 with 2.4.11)", async () => {
    const { page, context } = await openContext(browser, viewport, { booking, bypassCSP: true });
    await page.goto(`${server.url}/`);
    await page.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; } p { margin-bottom: 2em !important; }' });
    // Once the page's extras have read the header's new height.
    await page.waitForFunction(() => parseFloat(document.documentElement.style.getPropertyValue('--header-clear')) >= document.querySelector<HTMLElement>('.site-header')!.offsetHeight);
    for (const selector of ['.make-group a', '#faq-heading, .faq h2', 'footer a']) {
      const gap = await page.locator(selector).first().evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        return el.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      });
      expect(gap, selector).toBeGreaterThanOrEqual(0);
    }
    await context.close();
  });
});

describe('reflow (WCAG 1.4.10)', () => {
  it.each(onePerKind.filter((r) => r.kind !== 'review-redirect' && r.kind !== 'redirect').map((r) => [r.kind, r.path]))('the %s page needs no sideways scrolling at 320 px', async (kind, route) => {
    const { page, context } = await openContext(browser, { width: 320, height: 700 }, { booking });
    await page.goto(`${server.url}${kind === 'not-found' ? '/no-such-page/' : route}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await context.close();
  });

  it("shows the open menu's last link at 200% zoom (640 by 400 px), the page scrolling to it", async () => {
    const { page, context } = await openContext(browser, { width: 640, height: 400 }, { booking });
    await page.goto(`${server.url}/`);
    await page.locator('.menu-toggle').click();
    const book = page.locator('#site-nav button[data-book]');
    await book.focus();
    const box = (await book.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(400);
    await context.close();
  });
});

describe('the navigation dropdowns, at desktop width (WAI-ARIA APG disclosure navigation)', () => {
  const { services, vehicles } = site.pages.layout.nav;
  const summary = (page: Page, name: string) => page.locator('#site-nav summary', { hasText: name });
  const isOpen = (page: Page, name: string) => summary(page, name).evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
  const focusedOn = (page: Page, name: string) => summary(page, name).evaluate((el) => el === document.activeElement);

  it('Escape closes the open dropdown and puts focus back on its summary, from a link inside it or from the summary', async () => {
    const { page, context, messages } = await openContext(browser, DESKTOP, { booking, bypassCSP: true });
    await page.goto(`${server.url}/`);
    // By keyboard: Enter on the summary, Tab into the list, Escape.
    await summary(page, services).focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(page, services)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.dropdown-list') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, services)).toBe(false);
    expect(await focusedOn(page, services)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // By pointer: opened by a click, closed by Escape.
    await summary(page, vehicles).click();
    expect(await isOpen(page, vehicles)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen(page, vehicles)).toBe(false);
    expect(await focusedOn(page, vehicles)).toBe(true);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('opening one closes the other, and a click outside closes it', async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking });
    await page.goto(`${server.url}/`);
    await summary(page, services).click();
    await summary(page, vehicles).click();
    expect([await isOpen(page, services), await isOpen(page, vehicles)]).toEqual([false, true]);
    // Outside: the top bar's opening hours (plain text, above the open list, never under it).
    await page.locator('.topbar-hours').click();
    expect(await isOpen(page, vehicles)).toBe(false);
    // A click inside the open list (not on a link) keeps it open.
    await summary(page, services).click();
    await page.locator('#site-nav .dropdown-list').first().click({ position: { x: 4, y: 4 } });
    expect(await isOpen(page, services)).toBe(true);
    await context.close();
  });

  it('focus leaving the open dropdown closes it, so it never covers what the keyboard reaches next', async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking });
    await page.goto(`${server.url}/`);
    await summary(page, services).focus();
    await page.keyboard.press('Enter');
    // Focus on its own links keeps it open.
    await page.keyboard.press('Tab');
    expect(await isOpen(page, services)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('logo'))).toBe(true);
    expect(await isOpen(page, services)).toBe(false);
    await context.close();
  });

  it('with JavaScript off, each opens and closes on its summary, one at a time', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await summary(page, services).click();
    expect(await page.locator('#site-nav').getByRole('link', { name: site.services[0]!.title, exact: true }).isVisible()).toBe(true);
    await summary(page, vehicles).click();
    expect([await isOpen(page, services), await isOpen(page, vehicles)]).toEqual([false, true]);
    await summary(page, vehicles).click();
    expect(await isOpen(page, vehicles)).toBe(false);
    await context.close();
  });
});

describe('the FAQ', () => {
  const open = (page: Page) => page.locator('.accordion-item').evaluateAll((items) => items.map((d) => (d as HTMLDetailsElement).open));

  it('keeps one answer open and closes it on a second tap', async () => {
    const { page, context } = await openContext(browser, PHONE, { booking });
    await page.goto(`${server.url}/`);
    const questions = page.locator('.accordion-heading');
    expect((await open(page))[0]).toBe(true);
    await questions.nth(3).click();
    expect((await open(page)).map((o, i) => (o ? i : -1)).filter((i) => i >= 0)).toEqual([3]);
    await questions.nth(3).click();
    expect((await open(page)).every((o) => !o)).toBe(true);
    await context.close();
  });

  it('answers Enter and Space from the keyboard', async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking });
    await page.goto(`${server.url}/`);
    const second = page.locator('.accordion-heading').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    expect((await open(page))[1]).toBe(true);
    await page.keyboard.press('Space');
    expect((await open(page))[1]).toBe(false);
    await context.close();
  });
});

describe('the stars of a rating', () => {
  it('differ by shape, not by colour alone (WCAG 1.4.1): full ones filled, empty ones a line, each 3:1 against its card (1.4.11)', async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking });
    await page.goto(`${server.url}/reviews/`);
    const stars = await page.locator('.card .stars').first().evaluate(() => {
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
      const card = getComputedStyle(document.querySelector('.card')!).backgroundColor;
      const paths = [...document.querySelectorAll('.card .stars svg.star > path')].map((p) => getComputedStyle(p));
      const full = [...document.querySelectorAll('.card .stars svg.star.on > path')].map((p) => getComputedStyle(p));
      const empty = [...document.querySelectorAll('.card .stars svg.star:not(.on):not(.part) > path')].map((p) => getComputedStyle(p));
      return {
        each: paths.length,
        fullFilled: full.every((s) => s.fill !== 'none'),
        emptyLines: empty.length > 0 && empty.every((s) => s.fill === 'none' && s.stroke !== 'none'),
        lowest: Math.min(...full.map((s) => contrast(s.fill, card)), ...empty.map((s) => contrast(s.stroke, card))),
      };
    });
    expect(stars.each).toBeGreaterThan(0);
    expect(stars.fullFilled).toBe(true);
    expect(stars.emptyLines).toBe(true);
    expect(stars.lowest).toBeGreaterThanOrEqual(3);
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

describe('when React and the islands load slowly, or not at all', () => {
  /**
   * The chunks of React and the islands, as URL paths: those the loader imports for an island
   * (each island's chunk, React's), and what they import in turn, but none the loader itself
   * needs up front. (The analytics chunk is not an island's: third-party loading has its own tests.)
   */
  const PARTIES = new Set<string>(THIRD_PARTIES.map((p) => p.name));
  function islandChunks(): Set<string> {
    const assets = path.join(out, 'assets');
    const read = (file: string) => readFileSync(path.join(assets, file), 'utf8');
    const client = read(readdirSync(assets).find((f) => f.startsWith('client-'))!);
    // The loader's static imports are its first statements (esbuild's output): read them in a row.
    const eager = new Set<string>();
    const statement = /import(?:[^"();]*?from)?"\.\/(chunk-\w+\.js)";?/y;
    for (let m = statement.exec(client); m; m = statement.exec(client)) eager.add(m[1]!);
    const roots = [
      // The islands' loaders by name; the third parties' loaders, by name too, are not islands'.
      ...[...client.matchAll(/(\w+):\(\)=>import\("\.\/(chunk-\w+\.js)"\)/g)].filter((m) => !PARTIES.has(m[1]!)).map((m) => m[2]!),
      ...[.../Promise\.all\(\[((?:import\("\.\/chunk-\w+\.js"\),?)+)/.exec(client)![1]!.matchAll(/chunk-\w+\.js/g)].map((m) => m[0]),
    ];
    const chunks = new Set<string>();
    for (const file of roots) {
      if (eager.has(file) || chunks.has(file)) continue;
      chunks.add(file);
      roots.push(...[...read(file).matchAll(/from"\.\/(chunk-\w+\.js)"|import"\.\/(chunk-\w+\.js)"/g)].map((m) => (m[1] ?? m[2])!));
    }
    return new Set([...chunks].map((f) => `/assets/${f}`));
  }

  /** A page whose island chunks are aborted, or held back `how` ms; unhandled rejections are logged as errors. */
  async function withChunks(viewport: { width: number; height: number }, how: 'abort' | number) {
    const opened = await openContext(browser, viewport, { booking });
    const lazy = islandChunks();
    // React (react, react-dom, the scheduler) and an island at least.
    expect(lazy.size).toBeGreaterThan(3);
    await opened.page.addInitScript(() => {
      window.addEventListener('unhandledrejection', (e) => console.error(`unhandledrejection: ${String(e.reason)}`));
    });
    await opened.page.route(
      (url) => lazy.has(url.pathname),
      async (route) => {
        if (how === 'abort') return route.abort('failed');
        await new Promise((r) => setTimeout(r, how));
        return route.continue();
      },
    );
    // The aborted requests themselves are the browser's to report; nothing else may be.
    const problems = () => problemsIn(opened.messages).filter((m) => !/Failed to load resource/.test(m));
    return { ...opened, problems };
  }

  it('with the chunks failing, the menu, its groups, its links and its booking button still work on a phone', async () => {
    const { page, context, problems } = await withChunks(PHONE, 'abort');
    await page.goto(`${server.url}/`);
    await page.locator('.menu-toggle').click();
    await page.locator('#site-nav summary', { hasText: 'Vehicles' }).click();
    const make = site.makes.at(-1)!;
    expect(await page.locator('#site-nav').getByRole('link', { name: make.name, exact: true }).isVisible()).toBe(true);
    await page.locator('#site-nav .mobile-book').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __bookingCalls?: number[] }).__bookingCalls?.length ?? 0)).toBe(1);
    // The FAQ needs no chunk at all (the menu, open over the page, closed first).
    await page.locator('.menu-toggle').click();
    await page.locator('.accordion-heading').nth(2).click();
    expect(await page.locator('.accordion-panel').nth(2).isVisible()).toBe(true);
    await page.locator('.menu-toggle').click();
    await Promise.all([page.waitForURL(`**/vehicles/${make.slug}-service-*/`), page.locator('#site-nav').getByRole('link', { name: make.name, exact: true }).click()]);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('with the chunks failing, Read more lets the held click go and shows the whole review; nothing is left unhandled', async () => {
    const { page, context, problems } = await withChunks(PHONE, 'abort');
    await page.goto(`${server.url}/reviews/`);
    const island = page.locator('[data-island="ReviewText"]').first();
    await island.locator('button').click();
    await expect.poll(() => island.getAttribute('data-fallback')).toBe('');
    expect(await island.locator('.review-rest').isVisible()).toBe(true);
    // The button stays while it has focus (a keyboard keeps its place), then goes: it cannot work.
    expect(await island.locator('button').isVisible()).toBe(true);
    await page.locator('h1').click();
    expect(await island.locator('button').isVisible()).toBe(false);
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    // The next interaction tries again (Chromium keeps a failed import failed; the island stays whole).
    await island.locator('blockquote').hover();
    await island.locator('blockquote').click();
    await page.waitForTimeout(300);
    expect(await island.locator('.review-rest').isVisible()).toBe(true);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('with the chunks 2.5 s away, the first tap is answered within a moment and the island catches up', async () => {
    const { page, context, problems } = await withChunks(PHONE, 2500);
    await page.goto(`${server.url}/reviews/`);
    const island = page.locator('[data-island="ReviewText"]').first();
    const started = Date.now();
    await island.locator('button').click();
    await expect.poll(() => island.locator('.review-rest').isVisible(), { timeout: 1500 }).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
    // React arrives, hydrates and replays the tap: the text stays whole and the button says so.
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-island="ReviewText"]')!.dataset.hydrated === '', undefined, { timeout: 10_000 });
    expect(await island.getAttribute('data-fallback')).toBeNull();
    expect(await island.locator('button').getAttribute('aria-expanded')).toBe('true');
    expect(await island.locator('button').textContent()).toBe('Show less');
    expect(await island.locator('.review-rest').isVisible()).toBe(true);
    await island.locator('button').click();
    expect(await island.locator('.review-rest').isVisible()).toBe(false);
    // The menu never waited: a <details> opens natively at once.
    await page.locator('.menu-toggle').click();
    expect(await page.locator('#site-nav').isVisible()).toBe(true);
    expect(problems()).toEqual([]);
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
  it("is by the shop's day, not the visitor's: 2 PM on Dec 31 in the shop's New York is Jan 1 in Tokyo", async () => {
    const { page, context } = await openContext(browser, PHONE, { booking, timezoneId: 'Asia/Tokyo' });
    await page.clock.setFixedTime(new Date('2026-12-31T14:00:00-05:00'));
    await page.goto(`${server.url}/coupons/`);
    await expect.poll(() => page.locator('.coupon-expiry time').first().getAttribute('datetime')).toBe('2027-01-01');
    expect(await page.locator('.coupon-expiry time').allTextContents()).toEqual(['01-01-27', '01-01-27', '01-01-27']);
    await context.close();
  });
});

describe('printed', () => {
  it("the coupons page fits one sheet: the shop's name, phone, address and hours on top and on each coupon, no menu, buttons or live line", async () => {
    const { page, context } = await openContext(browser, DESKTOP, { booking });
    await page.goto(`${server.url}/coupons/`);
    await hydrateAll(page);
    const shown = (selector: string) => page.locator(selector).evaluateAll((els) => els.some((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed'));
    expect(await shown('.coupon-shop')).toBe(false);
    await page.emulateMedia({ media: 'print' });
    // Each coupon cut out from the sheet still says whose it is.
    expect(await page.locator('.coupon-shop').allInnerTexts()).toEqual(site.coupons.map(() => `${site.shop.name}\n${site.shop.phone}`));
    expect(await shown('.coupon-shop')).toBe(true);
    for (const selector of ['.menu', '.site-nav', '.header-book', '.topbar-open', '.topbar-directions', 'main .button', '.site-footer']) expect(await shown(selector), selector).toBe(false);
    for (const selector of ['.logo-name', '.topbar-phone', '.topbar-address', '.topbar-hours', '.coupon']) expect(await shown(selector), selector).toBe(true);
    // Letter, Chromium's default margins: the PDF has one page.
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await context.close();
  });
});

describe('on a tablet (768 px)', () => {
  it("leaves no card alone beside a gap: an odd grid's last card takes its row; the footer's rule as wide as its text", async () => {
    const { page, context } = await openContext(browser, { width: 768, height: 1000 }, { booking });
    await page.goto(`${server.url}/`);
    const grids = await page.locator('.card-grid').evaluateAll((els) =>
      els.map((grid) => ({ cards: grid.children.length, width: grid.getBoundingClientRect().width, last: grid.lastElementChild!.getBoundingClientRect().width })),
    );
    expect(grids.some((g) => g.cards % 2 === 1)).toBe(true);
    for (const g of grids) expect(g.last).toBeCloseTo(g.cards % 2 ? g.width : (g.width - 20) / 2, 0);
    const [rule, text] = await page.locator('.footer-bottom').evaluate((el) => [getComputedStyle(el, '::before').width, el.querySelector('p')!.getBoundingClientRect().left - el.getBoundingClientRect().left - parseFloat(getComputedStyle(el).paddingLeft)]);
    expect(parseFloat(rule as string)).toBeCloseTo(page.viewportSize()!.width - 2 * 20, 0);
    expect(text).toBe(0);
    await context.close();
  });
});

describe('the header on a small laptop (1024 px)', () => {
  it('keeps Book Appointment on one line and the top bar on one row', async () => {
    const { page, context } = await openContext(browser, { width: 1024, height: 700 }, { booking });
    await page.goto(`${server.url}/`);
    const book = (await page.locator('.header-book').boundingBox())!;
    const lineHeight = await page.locator('.header-book').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    // One line: its min-height (2.75rem) and less than a second line more.
    expect(book.height).toBeLessThan(44 + lineHeight / 2);
    const tops = await page.locator('.topbar-inner > :not([hidden])').evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getBoundingClientRect().top));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(lineHeight / 2);
    await context.close();
  });
  it("fits a reader's own text spacing (WCAG 1.4.12): Book Appointment goes to a row of its own, nothing past the edge", async () => {
    const { page, context } = await openContext(browser, { width: 1024, height: 700 }, { booking });
    await page.goto(`${server.url}/`);
    await page.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; } p { margin-bottom: 2em !important; }' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
    const book = (await page.locator('.header-book').boundingBox())!;
    expect(book.x + book.width).toBeLessThanOrEqual(1024);
    // Each day's hours in the top bar on one line.
    const parts = await page.locator('.topbar-hours .nowrap').all();
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect((await part.boundingBox())!.height).toBeLessThan(30);
    await context.close();
  });
});

describe('the header on a wide screen (1280 and 1440 px), open and after hours', () => {
  // After hours the open-now line names the next opening, some 130 px longer than while open; the
  // top bar once wrapped then (its hours under the phone), and the header grew by a line.
  it.each([
    [1280, 'a weekday morning, open', '2026-11-23T10:00:00-05:00', 'open'],
    [1280, 'a weekday evening', '2026-11-23T18:30:00-05:00', 'closed'],
    [1280, 'a Saturday night', '2026-11-21T22:00:00-05:00', 'closed'],
    [1440, 'a weekday evening', '2026-11-23T18:30:00-05:00', 'closed'],
    [1440, 'a Saturday night', '2026-11-21T22:00:00-05:00', 'closed'],
  ])('at %i px on %s, keeps the top bar on one row, the street and town of its address shown, the whole address while it fits', async (width, _, now, state) => {
    const { page, context } = await openContext(browser, { width, height: 800 }, { booking });
    await page.clock.setFixedTime(new Date(now));
    await page.goto(`${server.url}/`);
    const line = page.locator('.topbar-open');
    await expect.poll(() => line.getAttribute('data-state')).toBe(state);
    const lineHeight = await line.evaluate((el) => parseFloat(getComputedStyle(el.parentElement!).lineHeight));
    const tops = await page.locator('.topbar-inner > :not([hidden])').evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getBoundingClientRect().top));
    expect(tops.length).toBe(4);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(lineHeight / 2);
    // The parts of the address on its one line (the others, if any, wrapped out of sight).
    const shown = await page.locator('.topbar-address').evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.children].filter((part) => part.getBoundingClientRect().top < box.bottom).map((part) => part.textContent);
    });
    expect(shown.join('')).toMatch(new RegExp(`^${site.shop.address.street}, ${site.shop.address.city}`));
    if (state === 'open') expect(shown.join('')).toBe(`${site.shop.address.street}, ${site.shop.address.city}, ${site.shop.address.state} ${site.shop.address.zip}`);
    await context.close();
  });

  it("keeps the street whole with a reader's own text spacing (WCAG 1.4.12), the top bar taking a second row instead", async () => {
    const { page, context } = await openContext(browser, { width: 1280, height: 800 }, { booking });
    await page.clock.setFixedTime(new Date('2026-11-23T18:30:00-05:00'));
    await page.goto(`${server.url}/`);
    await page.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; }' });
    await expect.poll(() => page.locator('.topbar-open').getAttribute('data-state')).toBe('closed');
    const [address, street] = await page.locator('.topbar-address').evaluate((el) => [el, el.firstElementChild!].map((e) => e.getBoundingClientRect().right));
    expect(street).toBeLessThanOrEqual(address!);
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

  it.each([
    ['desktop', DESKTOP, '.header-book'],
    ['phone', PHONE, '.hero [data-book]'],
  ])('offers the phone number when the widget cannot load (%s), in a box clear of the screen\'s edges', async (_, viewport, button) => {
    const { page, context } = await openContext(browser, viewport, { booking: 'missing' });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    await page.locator(button).click();
    const dialog = page.locator('#booking-fallback');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('a[href^="tel:"]').count()).toBe(1);
    // Named as its button, its sentence read as its description.
    await expect.poll(() => page.getByRole('dialog', { name: site.pages.layout.bookLabel, exact: true }).count()).toBe(1);
    expect(await dialog.getAttribute('aria-describedby')).toBe(await dialog.locator('p').first().getAttribute('id'));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 12);
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
    // The rolling coupons are still offered: the "no coupons" line stays hidden.
    expect(await page.locator('[data-coupons-none]').isVisible()).toBe(false);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });
});
