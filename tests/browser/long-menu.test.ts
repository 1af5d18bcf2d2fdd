// A shop with forty more services, of long names, in real Chromium at short desktop windows (down
// to 1024 by 500): the Services dropdown, four columns of names that wrap, is taller than the
// window, and the page behind cannot scroll the sticky header it hangs from. The open panel fits
// below the header and scrolls in itself, so its last link can be reached by the wheel and by Tab,
// seen whole with its focus ring (WCAG 2.2 2.1.1 Keyboard, 2.4.11 Focus Not Obscured); a dropdown
// that fits (the reference shop's makes) has nothing to scroll, and looks as it did.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, dataWith, tempDir } from '../helpers.js';
import { axeViolations, buildSite, launch, openContext, serve, type Site } from './harness.js';

const JOBS = [
  'Transmission Fluid Exchange and Cooler Line Inspection',
  'Hybrid Battery Health Check and Cooling Fan Cleaning',
  'Four-Wheel Alignment with Steering Angle Sensor Calibration',
  'Timing Belt, Water Pump and Tensioner Replacement',
  'Check Engine Light Diagnosis and Evaporative Leak Testing',
  'Brake Fluid Flush, Caliper Service and Rotor Resurfacing',
  'Air Conditioning Recharge and Refrigerant Leak Detection',
  'Suspension Strut, Shock Absorber and Control Arm Repair',
];
const VEHICLES = ['Family Sedans', 'Light-Duty Pickup Trucks', 'Hybrid and Electric Vehicles', 'Classic and Vintage Cars', 'Commercial Fleet Vans'];
/** Forty services, each name of some sixty to ninety letters. */
const TITLES = VEHICLES.flatMap((vehicle) => JOBS.map((job) => `${job} for ${vehicle}`));
const reference = validateSite(loadSiteData(REFERENCE_DATA).docs).site!;
// After the reference shop's own services, which its other pages link to.
const services = `${readFileSync(path.join(REFERENCE_DATA, 'services.yaml'), 'utf8')}${TITLES.map(
  (title, i) => `  - slug: long-name-${i + 1}\n    title: "${title}"\n    summary: "${title}, done by the book."\n`,
).join('')}`;
const LINKS = 1 + reference.services.length + TITLES.length;

let browser: Browser;
let server: Site;

beforeAll(async () => {
  const out = path.join(tempDir(), 'dist');
  buildSite(dataWith(REFERENCE_DATA, { 'services.yaml': services }), out);
  server = await serve(out);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The Services dropdown opened by keyboard (Enter on its summary), and its links. */
async function openServices(page: Page) {
  await page.goto(`${server.url}/`);
  await page.locator('#site-nav summary', { hasText: reference.pages.layout.nav.services }).focus();
  await page.keyboard.press('Enter');
  const links = page.locator('#site-nav .dropdown').first().locator('a');
  expect(await links.count()).toBe(LINKS);
  return links;
}

/** A box within the window, and the element the pointer finds at its centre is the link itself: nothing covers it. */
function seenWhole(link: Element): boolean {
  const box = link.getBoundingClientRect();
  const within = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  return within && link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
}

/** The focused link's text if its focus ring (an outline, drawn off the link) is cut by the edge of what the panel shows. */
function ringCut(): string | null {
  const link = document.activeElement!;
  const panel = link.closest('.dropdown')!.lastElementChild!;
  const style = getComputedStyle(link);
  const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  const box = link.getBoundingClientRect();
  const top = panel.getBoundingClientRect().top + panel.clientTop;
  return box.top - ring < top || box.bottom + ring > top + panel.clientHeight ? link.textContent : null;
}

describe('a Services dropdown taller than the window (forty more services of long names)', () => {
  it.each([
    [1024, 500],
    [1280, 600],
    [1440, 900],
  ])('fits a window of %i by %i below the header, and scrolls in itself', async (width, height) => {
    const { page, context } = await openContext(browser, { width, height });
    const links = await openServices(page);
    const { bottom, scrolls } = await links.last().evaluate((link) => {
      const panel = link.closest('.dropdown')!.lastElementChild!;
      return { bottom: panel.getBoundingClientRect().bottom, scrolls: panel.scrollHeight > panel.clientHeight };
    });
    expect(bottom).toBeLessThanOrEqual(height);
    expect(scrolls).toBe(true);
    await context.close();
  });

  // Open and after hours: the open-now line then names the next opening, and once wrapped the top
  // bar to two lines, which made the header 22 px taller and the makes' panel here 4 px shorter
  // than its list.
  it.each([
    ['a weekday morning, open', '2026-11-23T10:00:00-05:00'],
    ['a weekday evening', '2026-11-23T18:30:00-05:00'],
    ['a Saturday night', '2026-11-21T22:00:00-05:00'],
  ])('leaves a dropdown that fits as it was: the reference shop\'s makes, at 1280 by 600 on %s, are whole with nothing to scroll', async (_, now) => {
    const { page, context } = await openContext(browser, { width: 1280, height: 600 });
    await page.clock.setFixedTime(new Date(now));
    await page.goto(`${server.url}/`);
    await page.locator('.topbar-open:not([hidden])').waitFor();
    await page.locator('#site-nav summary', { hasText: reference.pages.layout.nav.vehicles }).click();
    const panel = page.locator('#site-nav .dropdown').nth(1).locator(':scope > :last-child');
    expect(await panel.evaluate((el) => [el.scrollHeight - el.clientHeight, el.querySelectorAll('a').length])).toEqual([0, reference.makes.length]);
    expect(await panel.locator('a').last().evaluate(seenWhole)).toBe(true);
    await context.close();
  });

  it.each([
    [1024, 500],
    [1280, 600],
  ])('at %i by %i, brings each link into view as Tab reaches it, the last one whole and uncovered, and each focus ring uncut, going back too', async (width, height) => {
    const { page, context } = await openContext(browser, { width, height }, { bypassCSP: true });
    const links = await openServices(page);
    const cut: (string | null)[] = [];
    for (let i = 0; i < LINKS; i += 1) {
      await page.keyboard.press('Tab');
      cut.push(await page.evaluate(ringCut));
    }
    expect(await links.last().evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await links.last().evaluate(seenWhole)).toBe(true);
    for (let i = 1; i < LINKS; i += 1) {
      await page.keyboard.press('Shift+Tab');
      cut.push(await page.evaluate(ringCut));
    }
    expect(await links.first().evaluate((link) => link === document.activeElement)).toBe(true);
    expect(cut.filter(Boolean)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    [1024, 700],
    [1280, 900],
    [390, 844],
  ])('at %i by %i, gives long names fewer, wider columns: none wraps to more than three lines, where the makes keep four columns', async (width, height) => {
    const { page, context } = await openContext(browser, { width, height });
    await page.goto(`${server.url}/`);
    if (width < 1024) await page.locator('.menu > summary').click();
    await page.locator('#site-nav summary', { hasText: reference.pages.layout.nav.services }).click();
    const links = page.locator('#site-nav .dropdown').first().locator('a');
    const lines = await links.evaluateAll((all) => all.map((a) => {
      const style = getComputedStyle(a);
      return Math.round((a.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight));
    }));
    expect(lines).toHaveLength(LINKS);
    expect(Math.max(...lines)).toBeLessThanOrEqual(3);
    if (width >= 1024) {
      await page.locator('#site-nav summary', { hasText: reference.pages.layout.nav.vehicles }).click();
      expect(await page.locator('#site-nav .dropdown').nth(1).locator('ul').evaluate((ul) => getComputedStyle(ul).columnCount)).toBe('4');
    }
    await context.close();
  });

  it('lets the mouse wheel, over the panel, bring its last link under the pointer', async () => {
    const { page, context } = await openContext(browser, { width: 1280, height: 600 });
    const links = await openServices(page);
    const first = (await links.first().boundingBox())!;
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    for (let i = 0; i < 10 && !(await links.last().evaluate(seenWhole)); i += 1) await page.mouse.wheel(0, 400);
    expect(await links.last().evaluate(seenWhole)).toBe(true);
    const box = (await links.last().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    expect(await links.last().evaluate((link) => link.matches(':hover'))).toBe(true);
    await context.close();
  });
});
