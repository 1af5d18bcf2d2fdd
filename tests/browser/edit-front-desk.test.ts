// The owner's editor as a shop's front desk uses it on a phone, reading only the screen: a
// schedule's days are a group named Days, each box beside its day's name; the groups' titles carry
// no star that nothing explains; "Undo all changes" asks with the focus on keeping them, so an
// Enter pressed by habit loses nothing; and a new special day goes in at its date's place, as the
// site lists the days, not at the list's end, the file's days it pushes down still the file's,
// and says nothing red of itself (neither Closed ticked nor hours) before a save is tried.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers.js';
import { addSpecialDay, checkedAfter, editorPage, editorSuite, refused, savedPart } from './edit-harness.js';
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

describe('a special day just added, on a phone', () => {
  it('shows no problem before a save is tried, not even that it has neither Closed ticked nor hours; a save shows it, on the day', async () => {
    const { page, messages } = await editorPage(run, PHONE);
    let at = -1;
    await checkedAfter(page, async () => ({ at } = await addSpecialDay(page, '2026-12-01')));
    // Between the file's days, at a place of theirs.
    expect(at).toBe(1);
    const day = page.locator('.entry', { has: page.locator(`#shop_specialHours_${at}_date`) });
    expect(await page.locator('#form .has-problem').count()).toBe(0);
    await page.getByRole('button', { name: /^Save/ }).click();
    await refused(page);
    await expect.poll(() => day.locator('.has-problem').count()).toBeGreaterThan(0);
    expect(await day.locator('.has-problem').first().textContent()).toContain('The day has neither Closed ticked nor hours');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(new RegExp(`^shop_specialHours_${at}_`));
    expect(problemsIn(messages)).toEqual([]);
  });

  it("leaves the file's days as the file's: its last day, pushed down by the new one, shows a problem of its own at once", async () => {
    const { page, messages } = await editorPage(run, PHONE);
    const dates = page.locator('input[id^="shop_specialHours_"][id$="_date"]');
    const last = (await dates.count()) - 1;
    await addSpecialDay(page, '2026-12-01');
    // The last day is now at a place past the file's days: its date, required, left empty.
    const date = page.locator(`#shop_specialHours_${last + 1}_date`);
    await checkedAfter(page, () => date.fill(''));
    const day = page.locator('.entry', { has: date });
    await expect.poll(() => day.locator('.has-problem').count()).toBeGreaterThan(0);
    expect(await day.locator('.has-problem').first().textContent()).toContain('Date is required: fill it in');
    expect(await page.locator('.entry', { has: page.locator('#shop_specialHours_1_date') }).locator('.has-problem').count()).toBe(0);
    expect(problemsIn(messages)).toEqual([]);
  });
});

describe('a special day added at the front desk, on a phone', () => {
  // A copy of its own: the save adds a day, which the other tests do not expect.
  const run = editorSuite(REFERENCE_DATA);
  it("is asked its date first and goes in at that date's place, its Date box focused; saved there, as new lines alone", async () => {
    const { page, messages } = await editorPage(run, PHONE);
    const file = path.join(run.data, 'shop.yaml');
    const before = readFileSync(file, 'utf8');
    const focused = () => page.evaluate(() => document.activeElement?.id);
    const dates = () => page.locator('input[id^="shop_specialHours_"][id$="_date"]').evaluateAll((els) => els.filter((e) => /^shop_specialHours_\d+_date$/.test(e.id)).map((e) => (e as HTMLInputElement).value));
    const was = await dates();
    const add = page.locator('#shop_specialHours__add');
    const day = page.getByLabel('Date of the new special day');

    // Escape takes the question back: nothing added, the focus on Add again.
    await add.click();
    await expect.poll(focused).toBe(await day.getAttribute('id'));
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('shop_specialHours__add');
    expect(await dates()).toEqual(was);
    // No date yet: it says to pick one, and adds nothing.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add the special day' }).click();
    expect(await page.locator('.add-dated .note').textContent()).toMatch(/^Pick its date first/);
    expect(await dates()).toEqual(was);
    // With the keyboard: a date, Enter. The day after Christmas goes after Christmas, not last.
    const at = was.findIndex((d) => d > '2026-12-26');
    expect(at).toBeGreaterThan(0);
    await day.fill('2026-12-26');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe(`shop_specialHours_${at}_date`);
    expect(await dates()).toEqual([...was.slice(0, at), '2026-12-26', ...was.slice(at)]);
    expect(await page.locator(`#shop_specialHours_${at}`).locator('legend').first().textContent()).toMatch(new RegExp(`^Special day ${at + 1}: \\S`));
    await page.locator(`#shop_specialHours_${at}_closed`).check();
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Shop facts and hours');
    // In the file at the same place, every other line as it was.
    const next = `  - date: "${was[at]!}"`;
    expect(readFileSync(file, 'utf8')).toBe(before.replace(next, `  - date: "2026-12-26"\n    closed: true\n${next}`));
    expect(problemsIn(messages)).toEqual([]);
  });
});
