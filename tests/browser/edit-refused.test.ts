// A save refused in the owner's editor while another file has problems of its own: those are
// listed above the form, and the focus still goes to the field of this file that stops the save.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers.js';
import { addSpecialDay, editorSuite } from './edit-harness.js';
import { DESKTOP, PHONE, openContext, problemsIn } from './harness.js';

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
    // Named as the menu and the form name it, with a way there: no file's name, line or pointer.
    await expect.poll(() => others.textContent(), { timeout: 10_000 }).toContain('Coupons › Coupon 1: Title is required: fill it in');
    expect(await others.textContent()).not.toMatch(/\.yaml|\/coupons\/0/);
    const before = readFileSync(path.join(run.data, 'shop.yaml'), 'utf8');
    await page.locator('#shop_phone').fill('abc');
    await page.locator('#shop_name').focus();
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('shop_phone');
    expect(await others.textContent()).toContain('Coupons › Coupon 1');
    await others.getByRole('button', { name: 'Open Coupons' }).waitFor();
    expect(readFileSync(path.join(run.data, 'shop.yaml'), 'utf8')).toBe(before);
    // The preview shows the build's problems until the data is mended, with no error in the console.
    expect(await page.frameLocator('.preview iframe').locator('h1').textContent()).toBe('The site cannot be built');
    expect(problemsIn(messages)).toEqual([]);
  });
});

describe("a save refused for a group's own problem", () => {
  it("says it at the group's top, marks the group, and leaves its fields that are fine unmarked", async () => {
    const { page, messages } = await openContext(run.browser, DESKTOP);
    await page.goto(run.editor.url);
    const { at: days, field: date } = await addSpecialDay(page, '2027-07-05');
    // Neither Closed ticked nor hours: the special day itself has the problem.
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
    const group = page.locator('.field-object.has-problem', { has: date });
    await expect.poll(() => group.count()).toBeGreaterThan(0);
    const day = group.last();
    // The message comes before the day's first field; the date, which is fine, keeps its plain border.
    const order = await day.evaluate((el, id) => {
      const message = el.querySelector(':scope > .error-detail, :scope > div > .error-detail, :scope ul');
      const field = el.querySelector(`#${id}`);
      return message && field ? message.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING : -1;
    }, `shop_specialHours_${days}_date`);
    expect(order).toBeGreaterThan(0);
    expect(await day.textContent()).toMatch(/neither Closed ticked nor hours/);
    expect(await date.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
    expect(await day.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('4px');
    expect(problemsIn(messages)).toEqual([]);
  });

  it('reads the message with the field it focuses: the Date box is described by it, for a screen reader', async () => {
    const { page, messages } = await openContext(run.browser, PHONE);
    await page.goto(run.editor.url);
    const { at: days } = await addSpecialDay(page, '2027-07-07');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`shop_specialHours_${days}_date`);
    // Chromium's own accessible description of the focused box, as a screen reader is given it.
    const cdp = await page.context().newCDPSession(page);
    const description = async () => {
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#shop_specialHours_${days}_date` });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      return String(nodes[0]?.description?.value ?? '');
    };
    await expect.poll(description).toMatch(/neither Closed ticked nor hours/);
    // Mended (Closed ticked), the message goes, and the box is described by nothing of it.
    await page.locator(`#shop_specialHours_${days}_closed`).check();
    await expect.poll(() => page.locator('.field-object.has-problem').count(), { timeout: 10_000 }).toBe(0);
    expect(await description()).not.toMatch(/Closed/);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('brings the message into view with the field it focuses, on a phone', async () => {
    const { page, messages } = await openContext(run.browser, PHONE);
    await page.goto(run.editor.url);
    const { at: days, field: date } = await addSpecialDay(page, '2027-07-06');
    // The date at the top of the view, as after typing it: focusing it scrolls nothing.
    await date.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`shop_specialHours_${days}_date`);
    const message = page.locator('.field-object.has-problem', { has: date }).last().locator('.error-detail').first();
    // Inside the form's scrolled view, not above its top edge (within a pixel: the form's layout
    // puts its edges on fractions of one, and a view scrolled to "nearest" may stop a hair short).
    const [box, form] = [(await message.boundingBox())!, (await page.locator('.form').boundingBox())!];
    expect(box.y).toBeGreaterThanOrEqual(form.y - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(form.y + form.height + 1);
    expect(problemsIn(messages)).toEqual([]);
  });
});
