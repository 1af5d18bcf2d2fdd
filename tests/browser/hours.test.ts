// The open-now line and the special days in Chromium, with the clock set (Playwright's clock):
// the reference shop keeps Monday to Friday 7:30AM to 5PM, Saturday 7AM to 1PM, in New York, and
// is closed for Thanksgiving (Thursday, Nov 26, 2026) and short on Christmas Eve (8AM to 12PM).
// The site is built on Nov 10, when none of those is within two weeks: the browser finds them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { REFERENCE_DATA, ROOT, cliEnv, dataWith, tempDir } from '../helpers.js';
import { DESKTOP, PHONE, launch, openContext, problemsIn, serve, type Site } from './harness.js';

let browser: Browser;
let server: Site;
/** The reference shop with its pages in Spanish (pages.yaml lang: es) and the open-now line's words. */
let spanish: Site;

/** The site of `data` built on Nov 10, served. */
async function built(data: string): Promise<Site> {
  const out = path.join(tempDir(), 'dist');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'build', '--data', data, '--out', out], {
    encoding: 'utf8',
    env: { ...cliEnv(), SOURCE_DATE_EPOCH: String(Date.parse('2026-11-10T12:00:00Z') / 1000) },
  });
  if (build.status !== 0) throw new Error(build.stderr);
  return serve(out);
}

const SPANISH = `lang: es
layout:
  hours:
    openUntil: Abierto ahora, hasta las {time}
    closedUntil: Cerrado ahora, abre {day} a las {time}
    tomorrow: mañana
    specialNote: "{day}: {hours} por {note}"
    closedAllDay: cerrado
`;

beforeAll(async () => {
  server = await built(REFERENCE_DATA);
  const pages = readFileSync(path.join(REFERENCE_DATA, 'pages.yaml'), 'utf8').replace(/^layout:\n/m, SPANISH);
  spanish = await built(dataWith(REFERENCE_DATA, { 'pages.yaml': pages }));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await spanish?.close();
});

const openLines = (page: Page) => page.locator('[data-open-now]').allTextContents();

/** A page at `now` (an instant: Z or an offset), the clock running from there. */
async function openAt(now: string, options: { timezoneId?: string; viewport?: typeof PHONE; site?: Site } = {}) {
  const opened = await openContext(browser, options.viewport ?? PHONE, { timezoneId: options.timezoneId });
  await opened.page.clock.install({ time: new Date(now) });
  await opened.page.goto(`${(options.site ?? server).url}/about/`);
  return opened;
}

describe('the open-now line', () => {
  it('turns from closed to open at the opening time, in the top bar and the footer alike', async () => {
    // Monday, Nov 23, 7:29:30AM in New York.
    const { page, context, messages } = await openAt('2026-11-23T07:29:30-05:00', { viewport: DESKTOP });
    await expect.poll(() => openLines(page)).toEqual(['Closed now, opens today 7:30AM', 'Closed now, opens today 7:30AM']);
    // As 7:30 begins, not a minute after the page came.
    await page.clock.runFor(31_000);
    await expect.poll(() => openLines(page)).toEqual(['Open now, until 5PM', 'Open now, until 5PM']);
    expect(await page.locator('.topbar-open').isVisible()).toBe(true);
    await page.setViewportSize(PHONE);
    expect(await page.locator('.topbar-open').isVisible()).toBe(true);
    expect(await page.locator('.site-footer .open-now').isVisible()).toBe(true);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('turns from open to closed at the closing time', async () => {
    const { page, context } = await openAt('2026-11-24T16:59:30-05:00');
    await expect.poll(() => openLines(page)).toEqual(['Open now, until 5PM', 'Open now, until 5PM']);
    await page.clock.runFor(60_000);
    await expect.poll(() => openLines(page)).toEqual(['Closed now, opens tomorrow 7:30AM', 'Closed now, opens tomorrow 7:30AM']);
    await context.close();
  });

  it('names the next opening across midnight: Monday from Saturday night, tomorrow from Sunday', async () => {
    const { page, context } = await openAt('2026-11-28T23:59:30-05:00');
    await expect.poll(() => openLines(page)).toContain('Closed now, opens Monday 7:30AM');
    await page.clock.runFor(60_000);
    await expect.poll(() => openLines(page)).toContain('Closed now, opens tomorrow 7:30AM');
    await context.close();
  });

  it('keeps the holidays: closed on Thanksgiving, the special days named, short hours on Christmas Eve', async () => {
    const thanksgiving = await openAt('2026-11-26T10:00:00-05:00');
    await expect.poll(() => openLines(thanksgiving.page)).toContain('Closed now, opens tomorrow 7:30AM');
    // Built on Nov 10, the page had no special day to name; on Nov 26 the browser names it.
    const special = thanksgiving.page.locator('.special-hours');
    await expect.poll(() => special.isVisible()).toBe(true);
    expect(await special.locator('li:visible').allTextContents()).toEqual(['Thursday, Nov 26: closed for Thanksgiving']);
    await thanksgiving.context.close();

    const eve = await openAt('2026-12-24T11:00:00-05:00');
    await expect.poll(() => openLines(eve.page)).toContain('Open now, until 12PM');
    // Thanksgiving past, the two weeks from Christmas Eve reach New Year's Day.
    expect(await eve.page.locator('.special-hours li:visible').allTextContents()).toEqual([
      'Thursday, Dec 24: 8AM-12PM for Christmas Eve',
      'Friday, Dec 25: closed for Christmas',
      "Friday, Jan 1: closed for New Year's Day",
    ]);
    await eve.context.close();
  });

  it('follows the shop\'s clock, not the visitor\'s: a browser in Tokyo at 9:45PM on Monday sees the New York shop open', async () => {
    // 12:45Z: 9:45PM in Tokyo, 7:45AM in New York.
    const { page, context } = await openAt('2026-11-23T12:45:00Z', { timezoneId: 'Asia/Tokyo', viewport: DESKTOP });
    expect(await page.evaluate(() => new Date().getHours())).toBe(21);
    await expect.poll(() => openLines(page)).toEqual(['Open now, until 5PM', 'Open now, until 5PM']);
    await context.close();
  });

  it('moves nothing on a phone when it comes after the first paint: its row in the top bar is kept for it', async () => {
    const { page, context } = await openContext(browser, PHONE);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.clock.install({ time: new Date('2026-11-23T10:00:00-05:00') });
    // The chunks wait until the empty row is measured, so the line surely comes after.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/chunk-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${server.url}/about/`);
    const line = page.locator('.topbar-open');
    expect(await line.textContent()).toBe('');
    const before = await line.boundingBox();
    release();
    await expect.poll(() => line.textContent()).toBe('Open now, until 5PM');
    expect(await line.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    await context.close();
  });

  it('is in the pages\' language, its days and times from the browser\'s own Intl (lang: es)', async () => {
    // Saturday, Nov 21, 1PM in New York: closed until Monday; Thanksgiving is within two weeks.
    const { page, context, messages } = await openAt('2026-11-21T12:59:30-05:00', { site: spanish, viewport: DESKTOP });
    await expect.poll(() => openLines(page)).toEqual(['Abierto ahora, hasta las 13:00', 'Abierto ahora, hasta las 13:00']);
    await page.clock.runFor(31_000);
    await expect.poll(() => openLines(page)).toEqual(['Cerrado ahora, abre lunes a las 7:30', 'Cerrado ahora, abre lunes a las 7:30']);
    // Built on Nov 10, the page had no special day to name; the browser shows the build's line in Spanish.
    expect(await page.locator('.special-hours li:visible').allTextContents()).toEqual(['jueves, 26 nov: cerrado por Thanksgiving']);
    await page.setViewportSize(PHONE);
    expect(await page.locator('.topbar-open').isVisible()).toBe(true);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('is not claimed without JavaScript: the hours table stands alone', async () => {
    const { page, context } = await openContext(browser, PHONE, { javaScriptEnabled: false });
    await page.goto(`${server.url}/about/`);
    expect(await page.locator('[data-open-now]').count()).toBe(2);
    for (const el of await page.locator('[data-open-now]').all()) expect(await el.isVisible()).toBe(false);
    expect(await page.locator('.site-footer .hours').first().isVisible()).toBe(true);
    await context.close();
  });
});
