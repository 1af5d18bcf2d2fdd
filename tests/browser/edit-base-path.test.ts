// The owner's editor for a site served under a base path (a GitHub Pages project site): the
// preview shows the site's pages under it, not "page not found", and follows it when a save of the
// site's address moves it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers.js';
import { editorSuite, openPart, savedPart } from './edit-harness.js';
import { DESKTOP, openContext, problemsIn } from './harness.js';

const run = editorSuite(REFERENCE_DATA, '', (copy) => {
  const shop = path.join(copy, 'shop.yaml');
  writeFileSync(shop, readFileSync(shop, 'utf8').replace(/^siteUrl: .*$/m, 'siteUrl: https://someone.github.io/garage/'));
});

describe('a site under a base path', () => {
  it("shows its pages in the preview, and the new base's once the address is saved", async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await page.waitForSelector('#shop_phone');
    const frame = page.locator('iframe[title="Preview of your site"]');
    const preview = page.frameLocator('iframe[title="Preview of your site"]');
    await expect.poll(() => frame.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/garage\/$/);
    await expect.poll(() => preview.locator('main h1').first().textContent(), { timeout: 10_000 }).not.toMatch(/not found/i);
    expect(await preview.locator('a[href="/garage/coupons/"]').count()).toBeGreaterThan(0);

    // A coupon saved: the preview goes to the coupons' page, under the base path.
    await openPart(page, 'Coupons');
    const title = page.locator('#coupons_coupons_0_title');
    await title.fill('Winter Battery Check');
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Coupons');
    await expect.poll(() => frame.getAttribute('src')).toMatch(/\/garage\/coupons\/$/);
    await expect.poll(() => preview.locator('main').textContent(), { timeout: 10_000 }).toContain('Winter Battery Check');

    // The site's address moved to another project: the preview follows it.
    await openPart(page, 'Shop facts and hours');
    await page.locator('details.setup summary').click();
    await page.locator('#shop_siteUrl').fill('https://someone.github.io/auto-shop/');
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Shop facts and hours');
    await expect.poll(() => frame.getAttribute('src')).toMatch(/\/auto-shop\/(?:[a-z-]+\/)?$/);
    await expect.poll(() => preview.locator('main h1').first().textContent(), { timeout: 10_000 }).not.toMatch(/not found/i);
    expect(problemsIn(messages)).toEqual([]);
  });
});
