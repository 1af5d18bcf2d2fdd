// A save refused in the owner's editor while another file has problems of its own: those are
// listed above the form, and the focus still goes to the field of this file that stops the save.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers.js';
import { editorSuite } from './edit-harness.js';
import { DESKTOP, openContext, problemsIn } from './harness.js';

// Another file with an error: a coupon without its title.
const run = editorSuite(REFERENCE_DATA, '', (copy) => {
  const coupons = path.join(copy, 'coupons.yaml');
  writeFileSync(coupons, readFileSync(coupons, 'utf8').replace(/^ {4}title: FREE\n/m, ''));
});

describe('a save refused while another file has problems', () => {
  it("focuses this file's field to mend, not the other file's list", async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await page.waitForSelector('#shop_phone');
    const others = page.locator('#form .problems');
    await expect.poll(() => others.textContent(), { timeout: 10_000 }).toContain('coupons.yaml');
    const before = readFileSync(path.join(run.data, 'shop.yaml'), 'utf8');
    await page.locator('#shop_phone').fill('abc');
    await page.locator('#shop_name').focus();
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('shop_phone');
    expect(await others.textContent()).toContain('coupons.yaml');
    expect(readFileSync(path.join(run.data, 'shop.yaml'), 'utf8')).toBe(before);
    // The preview shows the build's problems until the data is mended, with no error in the console.
    expect(await page.frameLocator('.preview iframe').locator('h1').textContent()).toBe('The site cannot be built');
    expect(problemsIn(messages)).toEqual([]);
  });
});
