// A list's entries in the owner's editor: a new one has a box for a long text where its list's
// texts are long (a new FAQ's answer), and its fields to fill in wait for a save wherever it is in
// the list (one added after a refused save, for the next); removing one leaves the focus where the
// owner goes on from (the entry that took its place, else the one before), not at the page's
// start, where a keyboard or screen reader user would have to find the list again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers.js';
import type { Browser } from 'playwright-core';
import type { Editor } from '../../src/edit/index.js';
import { checkedAfter, editorSuite, editorViolations, openPart, refused, removeEntry, savedPart } from './edit-harness.js';
import { DESKTOP, openContext, problemsIn } from './harness.js';

const run = editorSuite(REFERENCE_DATA);

describe("a list's new entry", () => {
  it("has a text area where the list's texts at its place are long, and a line where they are short", async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await page.getByRole('button', { name: 'Questions (FAQ)' }).click();
    await page.waitForSelector('#faq_faq_0_answer');
    const count = await page.locator('[id^="faq_faq_"][id$="_answer"]').count();
    await page.locator('#faq_faq__add').click();
    const answer = page.locator(`#faq_faq_${count}_answer`);
    await answer.waitFor();
    expect(await answer.evaluate((el) => el.tagName)).toBe('TEXTAREA');
    expect(await page.locator(`#faq_faq_${count}_question`).evaluate((el) => el.tagName)).toBe('INPUT');
    expect(problemsIn(messages)).toEqual([]);
  });
});

/** The editor on the coupons, and a coupon added after the file's: its place in the list. */
async function newCoupon(suite: { browser: Browser; editor: Editor }) {
  const { page, messages } = await openContext(suite.browser, DESKTOP);
  await page.goto(suite.editor.url);
  await openPart(page, 'Coupons');
  await page.waitForSelector('#coupons_coupons_0_id');
  const count = await page.locator('input[id^="coupons_coupons_"][id$="_title"]').count();
  await page.locator('#coupons_coupons__add').click();
  return { page, messages, count };
}

describe("a list's entry just added", () => {
  it('shows its fields still to fill in as problems only once a save is tried', async () => {
    const { page, messages, count } = await newCoupon(run);
    const entry = page.locator('.entry', { has: page.locator(`#coupons_coupons_${count}_title`) });
    // The build's check of the change, half a second after it, answered and shown.
    await checkedAfter(page, () => page.locator(`#coupons_coupons_${count}_description`).fill('Any brake job.'));
    expect(await entry.locator('.has-problem').count()).toBe(0);
    await page.getByRole('button', { name: /^Save/ }).click();
    await refused(page);
    await expect.poll(() => entry.locator('.has-problem').count()).toBeGreaterThan(0);
    expect(await entry.locator('.has-problem').first().textContent()).toContain('is required: fill it in');
    expect(problemsIn(messages)).toEqual([]);
  });

  it('is new again when added after a refused save: its fields wait for the next save, while the entry refused keeps its problems shown', async () => {
    const { page, messages, count } = await newCoupon(run);
    const refusedOne = page.locator('.entry', { has: page.locator(`#coupons_coupons_${count}_title`) });
    await checkedAfter(page, () => page.locator(`#coupons_coupons_${count}_description`).fill('Any brake job.'));
    await page.getByRole('button', { name: /^Save/ }).click();
    await refused(page);
    await expect.poll(() => refusedOne.locator('.has-problem').count()).toBeGreaterThan(0);
    // Another coupon, added after the refused save: nothing red before the owner typed a letter.
    await page.locator('#coupons_coupons__add').click();
    const added = page.locator('.entry', { has: page.locator(`#coupons_coupons_${count + 1}_title`) });
    await checkedAfter(page, () => page.locator(`#coupons_coupons_${count + 1}_description`).fill('Any oil change.'));
    expect(await added.locator('.has-problem').count()).toBe(0);
    expect(await refusedOne.locator('.has-problem').count()).toBeGreaterThan(0);
    // The next save tried shows its fields still to fill in, as any new entry's.
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => added.locator('.has-problem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await added.locator('.has-problem').first().textContent()).toContain('is required: fill it in');
    expect(problemsIn(messages)).toEqual([]);
  });

  it('is known as new by itself, not by its place: added after one of the file\'s was removed, it shows no problem until a save', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await openPart(page, 'Coupons');
    await page.waitForSelector('#coupons_coupons_0_id');
    const titles = page.locator('input[id^="coupons_coupons_"][id$="_title"]');
    const count = await titles.count();
    await removeEntry(page, 'coupons_coupons_0__remove');
    await expect.poll(() => titles.count()).toBe(count - 1);
    // Its place, count - 1, was a place of the file's entries.
    await page.locator('#coupons_coupons__add').click();
    const entry = page.locator('.entry', { has: page.locator(`#coupons_coupons_${count - 1}_title`) });
    await checkedAfter(page, () => page.locator(`#coupons_coupons_${count - 1}_description`).fill('Any brake job.'));
    expect(await entry.locator('.has-problem').count()).toBe(0);
    await page.getByRole('button', { name: /^Save/ }).click();
    await refused(page);
    await expect.poll(() => entry.locator('.has-problem').count()).toBeGreaterThan(0);
    expect(await entry.locator('.has-problem').first().textContent()).toContain('is required: fill it in');
    expect(problemsIn(messages)).toEqual([]);
  });
});

describe("a new entry's id", () => {
  // A copy of its own: the save adds a coupon, which the other tests do not expect.
  const run = editorSuite(REFERENCE_DATA);
  it('is made from what the entry is for when the owner leaves it empty, and shown once saved', async () => {
    const { page, messages, count } = await newCoupon(run);
    const id = page.locator(`#coupons_coupons_${count}_id`);
    await id.waitFor();
    // The focus goes past the id to the title, the first box the owner fills in.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`coupons_coupons_${count}_title`);
    expect(await id.getAttribute('placeholder')).toBe('left empty: made from the subtitle');
    expect(await page.locator(`label[for="coupons_coupons_${count}_id"]`).textContent()).toBe('ID');
    await page.locator(`#coupons_coupons_${count}_title`).fill('$10 OFF');
    await page.locator(`#coupons_coupons_${count}_subtitle`).fill('Battery Replacement');
    await page.locator(`#coupons_coupons_${count}_description`).fill('Any new battery, installed.');
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Coupons');
    expect(await id.inputValue()).toBe('battery-replacement');
    expect(readFileSync(path.join(run.data, 'coupons.yaml'), 'utf8')).toContain('- id: battery-replacement');
    // The form holds what the file holds: nothing left to save.
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(1);
    expect(problemsIn(messages)).toEqual([]);
  });
});

describe('a field that names another entry', () => {
  const run = editorSuite(REFERENCE_DATA);
  it("is picked from those entries by name: a review added is chosen as a testimonial in the same save", async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await openPart(page, 'Reviews');
    await page.waitForSelector('#reviews_testimonials_0');
    const testimonial = page.locator('#reviews_testimonials_0');
    expect(await testimonial.evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await testimonial.locator('option:checked').textContent()).toBe('Maria G.');
    expect(await page.locator('label[for="reviews_testimonials_0"]').textContent()).toBe('Testimonial 1 (required)');
    expect(await testimonial.locator('option').first().textContent()).toBe('Choose a review…');
    // A review renamed in the form is offered by its new name at once.
    await page.locator('#reviews_reviews_0_name').fill('Maria G. (2024)');
    await expect.poll(() => testimonial.locator('option:checked').textContent()).toBe('Maria G. (2024)');

    const count = await page.locator('input[id^="reviews_reviews_"][id$="_name"]').count();
    await page.locator('#reviews_reviews__add').click();
    await page.locator(`#reviews_reviews_${count}_name`).fill('Ana P.');
    await page.locator(`#reviews_reviews_${count}_text`).fill('Honest quote, done the same day.');
    await page.locator(`#reviews_reviews_${count}_rating`).fill('5');
    // Not saved yet, it has no id: chosen by its name all the same, and one save makes its id and names it.
    await expect.poll(() => testimonial.locator('option').allTextContents()).toContain('Ana P. (new)');
    await testimonial.selectOption({ label: 'Ana P. (new)' });
    // The live check sees the id the save will make: no problem at the testimonial meanwhile.
    await page.waitForTimeout(1500);
    expect(await page.locator('.has-problem').count()).toBe(0);
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Reviews');
    await expect.poll(() => testimonial.locator('option:checked').textContent()).toBe('Ana P.');
    expect(await page.locator(`#reviews_reviews_${count}_id`).inputValue()).toBe('ana-p');
    let file = readFileSync(path.join(run.data, 'reviews.yaml'), 'utf8');
    expect(file).toContain('- id: ana-p');
    // The file's flow list, changed in place.
    expect(file).toContain('testimonials: [ana-p, priya-s, linda-c]');

    // A review removed in the form is no longer a testimonial: the ones after it move up.
    const second = page.locator('#reviews_testimonials_1');
    expect(await second.locator('option:checked').textContent()).toBe('Priya S.');
    await removeEntry(page, 'reviews_reviews_2__remove');
    await expect.poll(() => second.locator('option:checked').textContent()).toBe('Linda C.');
    expect(await second.locator('option').allTextContents()).not.toContain('Priya S.');
    expect(await page.locator('select[id^="reviews_testimonials_"]').count()).toBe(2);
    file = readFileSync(path.join(run.data, 'reviews.yaml'), 'utf8');
    expect(file).toContain('name: Priya S.');
    expect(problemsIn(messages)).toEqual([]);
  });
});

describe("a service's new section", () => {
  it('is added with its kind to choose and its choices labelled as words, and the page throws nothing', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    await page.goto(run.editor.url);
    await openPart(page, 'Services');
    await page.waitForSelector('#services_services_0_sections__add');
    const sections = () => page.evaluate(() => [...document.querySelectorAll('[id$="__remove"]')].filter((el) => /^services_services_0_sections_\d+__remove$/.test(el.id)).length);
    const count = await sections();
    await page.locator('#services_services_0_sections__add').click();
    await expect.poll(sections).toBe(count + 1);
    expect(thrown).toEqual([]);
    // The new section is a block (the first kind), its variant a choice of words.
    const variant = page.locator(`#services_services_0_sections_${count}_variant`);
    expect(await variant.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Light', 'Dark', 'Neutral']));
    // The sections the file has are folded under their titles; the new one is open.
    const fold = (i: number) => page.locator('#services_services_0 details.fold').nth(i);
    expect(await fold(0).evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
    expect(await fold(0).locator('summary').textContent()).toMatch(/^Section 1: \S/);
    expect(await fold(count).evaluate((el: HTMLDetailsElement) => el.open)).toBe(true);
    // A closed fold's fields are drawn once it is opened, not on every key typed elsewhere.
    expect(await fold(0).locator('input, select, textarea').count()).toBe(0);
    expect(await fold(count).locator(`#services_services_0_sections_${count}_type`).count()).toBe(1);
    // One with a problem opens by itself.
    await fold(0).locator('summary').click();
    await page.locator('#services_services_0_sections_0_heading').fill('');
    await fold(0).locator('summary').click();
    expect(await fold(0).evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
    await expect.poll(() => fold(0).evaluate((el: HTMLDetailsElement) => el.open)).toBe(true);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('is saved with the type of the kind chosen, after another kind was chosen first', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await openPart(page, 'Services');
    await page.waitForSelector('#services_services_0_sections__add');
    const count = await page.evaluate(() => [...document.querySelectorAll('[id$="__remove"]')].filter((el) => /^services_services_0_sections_\d+__remove$/.test(el.id)).length);
    await page.locator('#services_services_0_sections__add').click();
    const at = `#services_services_0_sections_${count}`;
    const type = page.locator(`${at}_type`);
    await type.waitFor();
    // The first kind, a block, says so; another chosen, its type follows.
    expect(await type.inputValue()).toBe('block');
    await page.locator(`${at}__oneof_select`).selectOption({ label: 'Callout section' });
    await page.locator(`${at}__oneof_select`).selectOption({ label: 'Text section' });
    await expect.poll(() => type.inputValue()).toBe('text');
    await page.locator(`${at}_heading`).fill('Why Brakes Squeal');
    await page.locator(`${at}_paragraphs__add`).click();
    await page.locator(`${at}_paragraphs_0`).fill('Worn pads squeal to warn you: the wear indicator touches the rotor.');
    await page.keyboard.press('Control+s');
    await savedPart(page, 'Services');
    const saved = readFileSync(path.join(run.data, 'services.yaml'), 'utf8');
    // Quoted as the file quotes its texts.
    expect(saved).toContain('      - type: text\n        heading: "Why Brakes Squeal"\n        paragraphs:\n          - "Worn pads squeal to warn you: the wear indicator touches the rotor."\n');
    expect(problemsIn(messages)).toEqual([]);
  });

  it('a new service of a title and a summary alone is saved, with its slug made from the title', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await openPart(page, 'Services');
    await page.waitForSelector('#services_services__add');
    expect(new URL((await page.locator('iframe').getAttribute('src'))!).pathname).toBe('/services/');
    const count = await page.locator('[id^="services_services_"][id$="_summary"]').count();
    await page.locator('#services_services__add').click();
    await page.locator(`#services_services_${count}_title`).fill('Winter Tire Swap');
    await page.locator(`#services_services_${count}_summary`).fill('Snow tires on, summer tires stored, every wheel balanced by hand.');
    await page.keyboard.press('Control+s');
    await savedPart(page, 'Services');
    expect(readFileSync(path.join(run.data, 'services.yaml'), 'utf8')).toMatch(/\n {2}- slug: winter-tire-swap\n {4}title: "Winter Tire Swap"\n {4}summary: "Snow tires on, summer tires stored, every wheel balanced by hand\."\n/);
    // The preview goes from the services page to the new service's own once it is built (never to a page not found).
    const preview = page.locator('iframe');
    await expect.poll(() => preview.getAttribute('src'), { timeout: 15_000 }).toMatch(/\/services\/winter-tire-swap-[a-z-]+\/$/);
    await expect.poll(() => page.frameLocator('iframe').locator('h1').textContent(), { timeout: 15_000 }).toContain('Winter Tire Swap');
    expect(problemsIn(messages)).toEqual([]);
  });

  it("an existing service's summary saved: the preview stays on the services' page, whose card shows it, not the service's own", async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await openPart(page, 'Services');
    await page.waitForSelector('#services_services_1_summary');
    const summary = page.locator('#services_services_1_summary');
    await summary.fill(`${await summary.inputValue()} Ask about our loaner cars.`);
    await page.keyboard.press('Control+s');
    await savedPart(page, 'Services');
    expect(new URL((await page.locator('iframe').getAttribute('src'))!).pathname).toBe('/services/');
    await expect.poll(() => page.frameLocator('iframe').locator('main').textContent(), { timeout: 10_000 }).toContain('Ask about our loaner cars.');
    // A section's words are on the service's own page: the preview goes there.
    await page.locator('#services_services_1 details.fold').first().locator('summary').click();
    const heading = page.locator('#services_services_1_sections_0_heading');
    await heading.fill(`${await heading.inputValue()}, checked twice`);
    await page.keyboard.press('Control+s');
    await savedPart(page, 'Services');
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toMatch(/\/services\/[a-z-]+\/$/);
    await expect.poll(() => page.frameLocator('iframe').locator('main').textContent(), { timeout: 10_000 }).toContain(', checked twice');
    expect(problemsIn(messages)).toEqual([]);
  });

  it("and the shop's days of the week are words too", async () => {
    const { page } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await page.waitForSelector('[id^="shop_hours_0_schedule_0_days"]');
    expect(await page.locator('label', { has: page.locator('[id="shop_hours_0_schedule_0_days-0"]') }).textContent()).toBe('Monday');
  });
});

describe("a list's entry removed", () => {
  it('is asked about first, by name, the focus on keeping it: Escape or Keep it keeps it and goes back to its Remove button', async () => {
    // (axe is a script the editor's policy would refuse.)
    const { page, messages } = await openContext(run.browser, DESKTOP, { bypassCSP: true });
    await page.goto(run.editor.url);
    await openPart(page, 'Coupons');
    await page.waitForSelector('#coupons_coupons_1_title');
    const named = `${await page.locator('#coupons_coupons_1_title').inputValue()} ${await page.locator('#coupons_coupons_1_subtitle').inputValue()}`;
    const coupons = () => page.locator('input[id^="coupons_coupons_"][id$="_title"]').count();
    const count = await coupons();
    const remove = page.locator('#coupons_coupons_1__remove');
    const asked = page.getByRole('dialog', { name: `Remove the coupon “${named}”?` });
    const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent);

    await remove.focus();
    await page.keyboard.press('Enter');
    await asked.waitFor();
    expect(await focused()).toBe('Keep it');
    expect(await editorViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => asked.isVisible()).toBe(false);
    expect(await focused()).toBe('coupons_coupons_1__remove');
    // An Enter pressed by habit keeps it too.
    await page.keyboard.press('Enter');
    await asked.waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => asked.isVisible()).toBe(false);
    expect(await focused()).toBe('coupons_coupons_1__remove');
    expect(await coupons()).toBe(count);

    // Removed: the focus on the coupon that took its place, in its first field.
    await remove.click();
    await asked.getByRole('button', { name: 'Remove it' }).click();
    await expect.poll(coupons).toBe(count - 1);
    await expect.poll(focused).toBe('coupons_coupons_1_title');
    expect(problemsIn(messages)).toEqual([]);
  });

  it('asks nothing of a new entry that holds nothing yet: nothing is lost', async () => {
    const { page, messages, count } = await newCoupon(run);
    await page.locator(`#coupons_coupons_${count}_title`).waitFor();
    await page.locator(`#coupons_coupons_${count}__remove`).click();
    await expect.poll(() => page.locator(`#coupons_coupons_${count}_title`).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('leaves the focus on the entry that took its place, else on the one before', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await openPart(page, 'Coupons');
    await page.waitForSelector('#coupons_coupons_2_id');
    const focused = () => page.evaluate(() => [document.activeElement?.id, (document.activeElement as HTMLInputElement | null)?.value]);

    // With the keyboard alone: Enter asks, Tab to Remove it, Enter.
    await page.locator('#coupons_coupons_1__remove').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // Its first field the owner fills in: the title (the id, made from its name, is passed).
    await expect.poll(focused).toEqual(['coupons_coupons_1_title', 'FREE']);
    expect(await page.locator('#coupons_coupons_1_id').inputValue()).toBe('multi-point-inspection');

    // The last entry removed: the one before it.
    await removeEntry(page, 'coupons_coupons_1__remove');
    await expect.poll(focused).toEqual(['coupons_coupons_0_title', 'FREE']);
    expect(await page.locator('#coupons_coupons_0_id').inputValue()).toBe('brake-inspection');
    expect(await page.locator('[id^="coupons_coupons_1_"]').count()).toBe(0);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('in a list of texts too, where an entry is its own field', async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    await page.getByRole('button', { name: 'Page words' }).click();
    const second = await page.locator('#pages_about_paragraphs_1').inputValue();
    await removeEntry(page, 'pages_about_paragraphs_0__remove');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pages_about_paragraphs_0');
    expect(await page.locator('#pages_about_paragraphs_0').inputValue()).toBe(second);
    expect(problemsIn(messages)).toEqual([]);
  });
});
