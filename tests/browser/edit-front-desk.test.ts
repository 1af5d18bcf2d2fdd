// The owner's editor as a shop's front desk uses it on a phone, reading only the screen: a
// schedule's days are a group named Days, each box beside its day's name; the groups' titles carry
// no star that nothing explains; and "Undo all changes" asks with the focus on keeping them, so an
// Enter pressed by habit loses nothing.
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers.js';
import { editorPage, editorSuite } from './edit-harness.js';
import { PHONE, problemsIn } from './harness.js';

const run = editorSuite(REFERENCE_DATA);

describe('the editor at a front desk, on a phone', () => {
  it("names a schedule's days as one group, Days, with each box centred on its day's name", async () => {
    const { page, messages } = await editorPage(run, PHONE);
    const days = page.getByRole('group', { name: 'Days (required)' }).first();
    await days.waitFor();
    expect(await days.isVisible()).toBe(true);
    const saturday = days.getByRole('checkbox', { name: 'Saturday' });
    expect(await saturday.count()).toBe(1);
    // The box and its word share a middle line (the form library's span held the box at the word's top).
    const middles = await page.locator('#shop_hours_0_schedule_0_days-0').evaluate((box) => {
      const word = box.nextElementSibling!.getBoundingClientRect();
      const own = box.getBoundingClientRect();
      return [own.top + own.height / 2, word.top + word.height / 2];
    });
    expect(Math.abs(middles[0]! - middles[1]!)).toBeLessThanOrEqual(2);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('titles groups and entries without a star', async () => {
    const { page, messages } = await editorPage(run, PHONE);
    const titles = await page.locator('legend').allTextContents();
    expect(titles).toContain('Special day 1: Thu, Nov 26, 2026, Thanksgiving');
    expect(titles.filter((t) => t.includes('*'))).toEqual([]);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('asks before undoing all changes with the focus on keeping them: Enter keeps them', async () => {
    const { page, messages } = await editorPage(run, PHONE);
    const name = page.locator('#shop_logoText');
    const was = await name.inputValue();
    await name.fill(`${was} Plus`);
    await page.getByRole('button', { name: 'Undo all changes' }).click();
    const asked = page.getByRole('dialog');
    await asked.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep them');
    await page.keyboard.press('Enter');
    expect(await asked.isVisible()).toBe(false);
    expect(await name.inputValue()).toBe(`${was} Plus`);
    expect(problemsIn(messages)).toEqual([]);
  });
});
