// A value still marked `# fill in` (init's and import's stand-ins) in the owner's editor: the owner
// never sees the file's comment, so a new value saved is the shop's own, and a stand-in that is
// already right is said to be so with a button; either way its warning and its mark go.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { FRANCHISE, runCli, tempDir } from '../helpers.js';
import { editorPage, editorSuite, openPart, removeEntry, savedPart } from './edit-harness.js';
import { DESKTOP, problemsIn } from './harness.js';

// A shop as init writes it: every fact it was not given is a stand-in to fill in.
const started = path.join(tempDir(), 'hilltop');
const init = runCli(['init', started, '--name', 'Hilltop Auto', '--city', 'Asheville', '--state', 'NC', '--state-name', 'North Carolina', '--phone', '(828) 555-0123', '--site-url', 'https://hilltop.example.org']);
if (init.status !== 0) throw new Error(init.stderr);
const run = editorSuite(started);

// A shop of the example brand, with a stand-in of its own and one of the brand's.
const branded = editorSuite(FRANCHISE, 'shops/raleigh', (shop) => {
  const mark = (file: string, field: RegExp) => writeFileSync(file, readFileSync(file, 'utf8').replace(field, '$1  # fill in: to confirm'));
  mark(path.join(shop, 'shop.yaml'), /^(email: .*)$/m);
  mark(path.join(shop, 'shop.yaml'), /^( {2}latitude: .*)$/m);
  mark(path.join(shop, '..', '..', 'brand', 'shop.yaml'), /^( {2}warranty: .*)$/m);
});

describe('a stand-in value in the editor', () => {
  it('is the shop\'s own once changed or said to be right, and the rest stay to fill in', async () => {
    const { page, messages } = await editorPage(run, DESKTOP);
    const email = page.locator('#shop_email');
    // The field's own box: the nearest around its input (its group's and the form's hold it too).
    const field = (id: string) => page.locator(`#${id}`).locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " field ")][1]');
    // The hint speaks of the form, not of the file's comment.
    await expect.poll(() => field('shop_email').textContent(), { timeout: 10_000 }).toContain('Still to fill in');
    expect(await field('shop_email').textContent()).toContain('choose "It is right" below it');
    expect(await field('shop_email').textContent()).not.toContain('comment');

    await email.fill('desk@hilltop.example.org');
    // The claims are among the site's set-up, folded away until opened.
    if (!(await page.locator('#shop_claims_rating').isVisible())) await page.locator('details.setup summary').click();
    const rating = field('shop_claims_rating');
    await rating.getByRole('button', { name: 'It is right: Rating' }).click();
    expect(await rating.textContent()).not.toContain('Still to fill in');
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Shop facts and hours');

    const shop = readFileSync(path.join(run.data, 'shop.yaml'), 'utf8');
    expect(shop).toMatch(/^email: desk@hilltop\.example\.org\n/m);
    expect(shop).toMatch(/^ {2}rating: 4\.5\n/m);
    // The others are still stand-ins, marked as init wrote them.
    expect(shop).toMatch(/^ {2}reviewCount: 50 +# fill in: /m);
    await expect.poll(() => field('shop_email').textContent()).not.toContain('Still to fill in');
    expect(await rating.getByRole('button', { name: /It is right/ }).count()).toBe(0);
    expect(await field('shop_claims_reviewCount').getByRole('button', { name: 'It is right: Review count' }).count()).toBe(1);
    expect(problemsIn(messages)).toEqual([]);
  });
});

describe('a review removed', () => {
  it('is no longer a testimonial: the save is not refused for naming it', async () => {
    const { page, messages } = await editorPage(run, DESKTOP);
    await openPart(page, 'Reviews');
    // Each testimonial as its choice shows it: the review's name.
    const testimonials = () => page.locator('select[id^="reviews_testimonials_"]').evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).selectedOptions[0]?.textContent));
    await expect.poll(testimonials).toEqual(['Jordan P.', 'Maria G.', 'Chris D.']);
    // Maria's stand-in said to be right, then the review above hers removed: the confirmation was
    // of her name at its place, which now holds Chris's; it is dropped, not carried to his.
    await page.getByRole('button', { name: 'It is right: Name' }).nth(1).click();
    await removeEntry(page, 'reviews_reviews_0__remove');
    await expect.poll(testimonials).toEqual(['Maria G.', 'Chris D.']);
    await expect.poll(() => page.getByRole('button', { name: 'It is right: Name' }).count()).toBe(2);
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Reviews');
    const reviews = readFileSync(path.join(run.data, 'reviews.yaml'), 'utf8');
    expect(reviews).not.toContain('example-review-1');
    expect(reviews).toMatch(/name: Maria G\. +# fill in: /);
    expect(reviews).toMatch(/name: Chris D\. +# fill in: /);
    expect(problemsIn(messages)).toEqual([]);
  });
});

describe("another part's warnings in a brand's shop", () => {
  it("are folded above the form, each saying whose it is to write: the brand's are the franchiser's", async () => {
    const { page, messages } = await editorPage(branded, DESKTOP);
    await openPart(page, 'Coupons');
    const folded = page.locator('details.other-warnings');
    await expect.poll(() => page.locator('#problems-title').textContent(), { timeout: 10_000 }).toBe('3 warnings in other parts of the site');
    expect(await folded.locator('summary').textContent()).toBe('Show them');
    expect(await folded.getAttribute('open')).toBeNull();
    expect(await folded.locator('li').first().isVisible()).toBe(false);
    await folded.locator('summary').click();
    const brands = folded.locator('li', { hasText: 'Shop facts and hours (the brand’s) › Claims' });
    expect(await brands.locator('.hint').textContent()).toBe("the brand's value for every shop: whoever keeps the brand's files (the franchiser) writes it");
    expect(await brands.getByRole('button').count()).toBe(0);
    const own = folded.locator('li', { hasText: 'Shop facts and hours › Email' });
    // Its button opens that part at the field, focused.
    await own.getByRole('button', { name: 'Open Shop facts and hours' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('shop_email');
    // One folded away among the site's set-up is unfolded to be shown.
    await openPart(page, 'Coupons');
    if ((await folded.getAttribute('open')) === null) await folded.locator('summary').click();
    await folded.locator('li', { hasText: 'Latitude' }).getByRole('button', { name: 'Open Shop facts and hours' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('shop_geo_latitude');
    expect(await page.locator('#shop_geo_latitude').isVisible()).toBe(true);
    await openPart(page, 'Coupons');

    // A brand's coupon left out of this shop's site with a button, not by typing its id.
    await page.locator('#coupons_coupons__add').waitFor({ state: 'attached' });
    const leave = page.locator('details.leave-out');
    await leave.locator('summary').click();
    const offered = await leave.getByRole('button').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    const before = await page.locator('[id^="coupons_coupons_"][id$="_id"]').count();
    await leave.getByRole('button').first().click();
    await expect.poll(() => page.locator('[id^="coupons_coupons_"][id$="_id"]').count()).toBe(before + 1);
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Coupons');
    const coupons = readFileSync(path.join(branded.data, 'coupons.yaml'), 'utf8');
    expect(coupons).toMatch(/- id: [a-z0-9-]+\n {4}omit: true\n/);
    expect(await leave.getByRole('button').count()).toBe(offered.length - 1);

    // The first save of a part the shop had none of its own: the menu no longer calls it the brand's.
    const tab = page.locator('.files').getByRole('button', { name: /^Questions \(FAQ\)/ });
    expect(await tab.textContent()).toContain('the brand’s');
    await tab.click();
    // A brand's question without a slug (merged by its words) is left out with a button too.
    const walkIn = leave.getByRole('button', { name: 'Leave out Do I need an appointment, or can I walk in?' });
    await page.locator('#faq_faq__add').waitFor();
    if ((await leave.getAttribute('open')) === null) await leave.locator('summary').click();
    await walkIn.click();
    await page.locator('#faq_faq__add').click();
    await page.locator('[id^="faq_faq_"][id$="_question"]').last().fill('Do you sell tires?');
    await page.locator('[id^="faq_faq_"][id$="_answer"]').last().fill('Yes: every size, fitted and balanced while you wait.');
    await page.getByRole('button', { name: /^Save/ }).click();
    await savedPart(page, 'Questions (FAQ)');
    expect(await tab.textContent()).not.toContain('the brand’s');
    const faq = readFileSync(path.join(branded.data, 'faq.yaml'), 'utf8');
    expect(faq).toMatch(/question: "?Do I need an appointment, or can I walk in\?"?\n {4}omit: true\n/);
    expect(await walkIn.count()).toBe(0);
    expect(problemsIn(messages)).toEqual([]);
  });
});
