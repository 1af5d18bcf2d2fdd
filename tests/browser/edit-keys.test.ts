// The owner's editor under the keyboard: Ctrl+S leaves the cursor where it was typing; a list's
// Add, Move up and Move down leave the focus on the entry they acted on; Undo all changes asks first, then
// leaves it on Save. And what the form says follows what it holds: a change undone by hand is no change, and
// a box the file leaves empty says what the site uses then.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers.js';
import { editorSuite, openPart, savedPart } from './edit-harness.js';
import { DESKTOP, openContext, problemsIn } from './harness.js';

const run = editorSuite(REFERENCE_DATA);
const focused = (page: import('playwright-core').Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent);

describe('the editor under the keyboard', () => {
  it('saves with Ctrl+S and goes on taking what is typed in the same field', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    const name = page.locator('#shop_logoText');
    await name.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' Plus');
    await page.keyboard.press('Control+s');
    await savedPart(page, 'Shop facts and hours');
    await page.keyboard.type(' More');
    expect(await name.inputValue()).toMatch(/ Plus More$/);
    expect(await focused(page)).toBe('shop_logoText');
    expect(problemsIn(messages)).toEqual([]);
  });

  it('saves a time typed as the owner says it with Ctrl+S while still in its field: midnight closing is 24:00, shown once the field is left', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    const closes = page.locator('#shop_hours_0_schedule_0_closes');
    await closes.fill('12am');
    // No problem while typing it: the check sees the time as it is kept.
    await page.waitForTimeout(1500);
    expect(await page.locator('.field.has-problem').count()).toBe(0);
    await page.keyboard.press('Control+s');
    await savedPart(page, 'Shop facts and hours');
    expect(readFileSync(path.join(run.data, 'shop.yaml'), 'utf8')).toMatch(/^ {8}closes: "24:00"$/m);
    expect(await closes.inputValue()).toBe('12am');
    expect(await focused(page)).toBe('shop_hours_0_schedule_0_closes');
    await page.keyboard.press('Tab');
    expect(await closes.inputValue()).toBe('24:00');
    await closes.focus();
    // A time that is none is left as typed, and the save refused beside it.
    await closes.fill('half past five');
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
    expect(await closes.inputValue()).toBe('half past five');
    // "5:30" is morning, before the shop opens: refused, with the way to say the afternoon.
    const file = readFileSync(path.join(run.data, 'shop.yaml'), 'utf8');
    await closes.fill('5:30');
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
    const field = page.locator('.field.has-problem', { has: closes });
    // Said in the box's own 12 hours, not the file's 24.
    await expect.poll(() => field.textContent()).toMatch(/Closes \(5:30am\) is before Opens \(\d+(:\d\d)?am\).*if it closes in the afternoon, write 5:30pm/);
    expect(readFileSync(path.join(run.data, 'shop.yaml'), 'utf8')).toBe(file);
    expect(problemsIn(messages)).toEqual([]);
  });

  it("picks a coupon's last day, and edits it from the keyboard without the date field going away", async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await openPart(page, 'Coupons');
    const ends = page.locator('#coupons_coupons_0_expires');
    await ends.waitFor();
    await ends.selectOption({ label: 'On a date' });
    // Chosen, no day yet: the form says what the coupon's end is meanwhile.
    expect(await page.locator('.day-or-word .note').textContent()).toMatch(/^No day picked yet: until one is, its end stays (Rolling|Never)\.$/);
    const day = page.locator('#coupons_coupons_0_expires-day');
    await day.fill('2030-05-01');
    expect(await page.locator('.day-or-word .note').count()).toBe(0);
    await page.keyboard.press('Control+s');
    await savedPart(page, 'Coupons');
    // Opened again, its saved day: a part of it cleared with Backspace, the date field stays, with the focus in it.
    await page.reload();
    await openPart(page, 'Coupons');
    await day.waitFor();
    await day.focus();
    await page.keyboard.press('Backspace');
    expect(await ends.evaluate((choice: HTMLSelectElement) => choice.selectedOptions[0]?.textContent)).toBe('On a date');
    expect(await focused(page)).toBe('coupons_coupons_0_expires-day');
    await day.fill('2031-06-30');
    // A word chosen again: no date field, and the coupon never ends.
    await ends.selectOption({ label: 'Never' });
    expect(await day.count()).toBe(0);
    await page.keyboard.press('Control+s');
    await savedPart(page, 'Coupons');
    // (In the quotes the day was written in: an in-place edit keeps a value's quoting.)
    expect(readFileSync(path.join(run.data, 'coupons.yaml'), 'utf8').split('\n').filter((l) => l.includes('expires'))).toEqual(['    expires: "never"']);
    expect(problemsIn(messages)).toEqual([]);
  });

  it("keeps the focus on a list's entry moved, on a new entry's first field, and on Save after Undo all changes", async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await openPart(page, 'Coupons');
    await page.waitForSelector('#coupons_coupons_2_id');
    const id = (i: number) => page.locator(`#coupons_coupons_${i}_id`).inputValue();
    const second = await id(1);
    await page.locator('#coupons_coupons_1__moveUp').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('coupons_coupons_0__moveDown');
    expect(await id(0)).toBe(second);
    // Moved to the list's end, where Move down does nothing: its Move up.
    await page.locator('#coupons_coupons_1__moveDown').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('coupons_coupons_2__moveUp');

    await page.locator('#coupons_coupons__add').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('coupons_coupons_3_title');
    // Its id, left empty, is made from its name: its help says so, an id already given's does not.
    const help = (i: number) => page.locator(`#coupons_coupons_${i}_id__description`).textContent();
    expect(await help(3)).toMatch(/Left empty, it is made from the \w+ when you save\.$/);
    expect(await help(0)).not.toContain('Left empty');
    expect(await help(0)).toMatch(/^A short name/);
    // The new coupon's end, left empty, is rolling on the site: the choice says so.
    expect(await page.locator('#coupons_coupons_3_expires').evaluate((choice: HTMLSelectElement) => choice.selectedOptions[0]?.textContent)).toBe('Rolling');

    // Asked first: kept, then undone.
    await page.getByRole('button', { name: 'Undo all changes' }).click();
    const asked = page.getByRole('dialog');
    await asked.getByRole('button', { name: 'Keep them' }).click();
    expect(await id(0)).toBe(second);
    await page.getByRole('button', { name: 'Undo all changes' }).click();
    await asked.getByRole('button', { name: 'Undo them' }).click();
    await expect.poll(() => focused(page)).toBe('Save');
    expect(await id(0)).not.toBe(second);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('says the file is as it was when a change is undone by hand', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    const logo = page.locator('#shop_logoText');
    const was = await logo.inputValue();
    await logo.fill(`${was}!`);
    await expect.poll(() => page.locator('.status').textContent()).toContain('changes not saved yet');
    await logo.fill(was);
    await expect.poll(() => page.locator('.status').textContent()).toBe('');
    expect(await page.getByRole('button', { name: /^Save/ }).textContent()).toBe('Save');
    expect(problemsIn(messages)).toEqual([]);
  });
});
