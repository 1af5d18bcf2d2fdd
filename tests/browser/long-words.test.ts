// A shop whose data goes to the edges, in real Chromium: a long word with no break in it (a German
// compound, a web address, an email) in a service's title, a review, a coupon, the FAQ and the shop's
// email never makes a page scroll sideways on a phone; figures and make names still stay whole; a
// coupon that never ends keeps its button level with its neighbours'.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATA, dataWith, tempDir } from '../helpers.js';
import { DESKTOP, buildSite, launch, openContext, serve, type Site } from './harness.js';

const COMPOUND = 'Kraftfahrzeughaftpflichtversicherungsbestätigungsuntersuchungsstelle';
const ADDRESS = 'https://www.example.com/very/long/path/without-any-break-at-all/service-history-records';
const EMAIL = 'verylongcustomerserviceaddress.for.appointments@werkstatt.example.com';
const reference = (name: string) => readFileSync(path.join(REFERENCE_DATA, name), 'utf8');

let browser: Browser;
let server: Site;

beforeAll(async () => {
  const services = `${reference('services.yaml')}\n  - slug: long-words\n    title: "${COMPOUND}"\n    summary: "Records at ${ADDRESS}, or write to ${EMAIL}."\n`;
  const reviews = reference('reviews.yaml').replace(
    /testimonials: \[(.+)\]/,
    `  - id: long-words\n    name: ${COMPOUND}\n    rating: 5\n    text: "${COMPOUND} ${ADDRESS} ${EMAIL}"\ntestimonials: [long-words, $1]`,
  );
  // Second of the first row of three, and its shortest card: a coupon that never ends, between two with an end date.
  const coupons = `${reference('coupons.yaml').replace(
    '  - id: summer-ac-check\n',
    '  - id: car-wash\n    title: FREE\n    subtitle: Car Wash\n    description: With any repair.\n    expires: never\n  - id: summer-ac-check\n',
  )}  - id: long-words\n    title: "${COMPOUND}"\n    subtitle: Records\n    description: "${ADDRESS}"\n`;
  const faq = `${reference('faq.yaml')}  - question: "What is a ${COMPOUND}?"\n    answer: "See ${ADDRESS}."\n`;
  const shop = reference('shop.yaml').replace(/^email: .+$/m, `email: ${EMAIL}`);
  expect([services, reviews, coupons, faq, shop].map((text) => text.includes(COMPOUND) || text.includes(EMAIL))).toEqual([true, true, true, true, true]);
  const out = path.join(tempDir(), 'dist');
  buildSite(dataWith(REFERENCE_DATA, { 'services.yaml': services, 'reviews.yaml': reviews, 'coupons.yaml': coupons, 'faq.yaml': faq, 'shop.yaml': shop }), out);
  server = await serve(out);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('long words of the data', () => {
  const pages = ['/', '/services/', '/services/long-words-springfield/', '/coupons/', '/reviews/', '/about/'];
  it.each([320, 390].flatMap((width) => pages.map((page) => [page, width] as const)))('%s needs no sideways scrolling at %i px', async (page, width) => {
    const { page: tab, context } = await openContext(browser, { width, height: 800 });
    await tab.goto(`${server.url}${page}`);
    expect(await tab.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(width);
    await context.close();
  });

  it('break only where they must: the home page\'s figures and the make names keep one line each at 390 px', async () => {
    const { page, context } = await openContext(browser, { width: 390, height: 800 });
    await page.goto(`${server.url}/`);
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.stats dd, .make-group a')].map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        // One line: every box of its text on the same row.
        return [el.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
      }),
    );
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter(([, rows]) => rows !== 1)).toEqual([]);
    await context.close();
  });
});

describe('the coupons page at desktop width', () => {
  it("keeps a never-ending coupon's button level with its neighbours' in the row", async () => {
    const { page, context } = await openContext(browser, DESKTOP);
    await page.goto(`${server.url}/coupons/`);
    const bottoms = await page.locator('.coupon .button').evaluateAll((buttons) => buttons.slice(0, 3).map((b) => Math.round(b.getBoundingClientRect().bottom)));
    expect(new Set(bottoms).size).toBe(1);
    expect(await page.locator('.coupon').nth(1).locator('.coupon-expiry').count()).toBe(0);
    await context.close();
  });
});
