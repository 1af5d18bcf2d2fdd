// A special day that is over, in the owner's editor: said of a day a save adds (entered late, or
// with last year's date), saved all the same; never of one the file already kept.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers.js';
import { addSpecialDay, editorSuite, savedPart } from './edit-harness.js';
import { DESKTOP, openContext, problemsIn } from './harness.js';

// The file keeps a day of long ago: no news to the owner.
const run = editorSuite(REFERENCE_DATA, '', (copy) => {
  const shop = path.join(copy, 'shop.yaml');
  writeFileSync(shop, readFileSync(shop, 'utf8').replace('specialHours:\n', 'specialHours:\n  - date: "2020-01-01"\n    closed: true\n'));
});

describe('a special day that is over', () => {
  it('is said of a day the save adds, which is saved all the same, and not of one the file kept', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    const { at: days, field: date } = await addSpecialDay(page, '2025-12-24');
    await page.locator(`#shop_specialHours_${days}_closed`).check();
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Shop facts and hours');
    expect(await page.locator('.status').textContent()).toContain('with 1 warning beside its field');
    const field = page.locator('.has-warning', { has: date }).last();
    expect(await field.textContent()).toContain('2025-12-24 is over: the site no longer shows this special day');
    expect(readFileSync(path.join(run.data, 'shop.yaml'), 'utf8')).toContain('- date: "2025-12-24"');

    // Saved, it is the file's: another change says nothing of it, nor of the day of 2020.
    await page.locator('#shop_name').fill(`${await page.locator('#shop_name').inputValue()} Inc.`);
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 15_000 }).toMatch(/^Saved Shop facts and hours\. The preview shows it\.$/);
    expect(await page.locator('.has-problem, .has-warning').count()).toBe(0);
    expect(problemsIn(messages)).toEqual([]);
  });
});
