// A new shop with no reviews yet (reviews: [], testimonials: [], claims.reviewCount 0), in real
// Chromium: its home, make and reviews pages hydrate with no console error and pass axe at phone and
// desktop widths; in the owner's editor, the last review can be removed (its testimonial goes with
// it) and the empty lists are saved.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';
import { editorPage, editorSuite, openPart, removeEntry, savedPart } from './edit-harness.js';
import { DESKTOP, PHONE, axeViolations, buildSite, hydrateAll, launch, openContext, problemsIn, serve, type Site } from './harness.js';

const reference = (name: string) => readFileSync(path.join(REFERENCE_DATA, name), 'utf8');
// Its copy says "many" where {reviewCount} would read 0 (placeholder-zero, a warning: --strict refuses it).
const NONE = {
  'reviews.yaml': 'reviews: []\ntestimonials: []\n',
  'shop.yaml': reference('shop.yaml').replace('reviewCount: 200', 'reviewCount: 0'),
  'pages.yaml': reference('pages.yaml').replaceAll('{reviewCount}', 'many'),
  'services.yaml': reference('services.yaml').replaceAll('{reviewCount}', 'many'),
};

describe('a new shop with no reviews yet, built', () => {
  let browser: Browser;
  let server: Site;
  let make: string;

  beforeAll(async () => {
    const out = path.join(tempDir(), 'dist');
    buildSite(dataWith(REFERENCE_DATA, NONE), out, '--strict');
    make = `/vehicles/${/^ {2}- slug: (\S+)/m.exec(reference('makes.yaml'))![1]}-service-`;
    server = await serve(out);
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('at %s width, the home, make and reviews pages hydrate with no console error and pass axe', async (_, viewport) => {
    const { page, context, messages } = await openContext(browser, viewport, { bypassCSP: true });
    await page.goto(`${server.url}/`);
    const makePath = await page.locator(`a[href^="${make}"]`).first().getAttribute('href');
    const found: string[] = [];
    for (const route of ['/', makePath!, '/reviews/']) {
      await page.goto(`${server.url}${route}`);
      await hydrateAll(page);
      expect(await page.locator('.testimonial, .review-card').count(), route).toBe(0);
      found.push(...(await axeViolations(page)).map((v) => `${route} ${v}`));
    }
    expect(await page.locator('.rating-panel').textContent()).toContain('No reviews here yet.');
    expect(found).toEqual([]);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });
});

// A shop as init writes it, with its three stand-in reviews, all three of them testimonials.
const started = path.join(tempDir(), 'opening-soon');
const init = runCli(['init', started, '--name', 'Opening Soon Auto', '--city', 'Asheville', '--state', 'NC', '--state-name', 'North Carolina', '--phone', '(828) 555-0123', '--site-url', 'https://opening-soon.example.org']);
if (init.status !== 0) throw new Error(init.stderr);
const run = editorSuite(started);

describe("the owner's editor, for a shop with no reviews yet", () => {
  it('removes every stand-in review, the last one too, and saves reviews: [] and testimonials: []', async () => {
    const { page, messages } = await editorPage(run, DESKTOP);
    await openPart(page, 'Reviews');
    await page.locator('#reviews_reviews_2_name').waitFor();
    for (let left = 3; left > 0; left--) {
      await removeEntry(page, 'reviews_reviews_0__remove');
      await expect.poll(() => page.locator('[id^="reviews_reviews_"][id$="_name"]').count()).toBe(left - 1);
    }
    // Each review's testimonial went with it.
    expect(await page.locator('select[id^="reviews_testimonials_"]').count()).toBe(0);
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Reviews');
    const reviews = readFileSync(path.join(run.data, 'reviews.yaml'), 'utf8');
    expect(reviews).toMatch(/^reviews: \[\]$/m);
    expect(reviews).toMatch(/^testimonials: \[\]$/m);
    expect(reviews).not.toContain('# fill in');
    expect(problemsIn(messages)).toEqual([]);
  });
});
