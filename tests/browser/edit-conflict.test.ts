// The file changed on disk while the owner edited it: both sides' changes shown field by field,
// both kept with one button when they changed other fields, and no such button when they changed
// the same one.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA } from '../helpers.js';
import { editorSuite, savedPart } from './edit-harness.js';
import { PHONE, openContext, problemsIn } from './harness.js';

const run = editorSuite(REFERENCE_DATA);

describe('a file changed on disk while the owner edits it', () => {
  it('keeps both when each changed other fields, in the file as it is on disk', async () => {
    const { page, messages } = await openContext(run.browser, PHONE);
    await page.goto(run.editor.url);
    await page.waitForSelector('#shop_name');
    const file = path.join(run.data, 'shop.yaml');
    const theirs = readFileSync(file, 'utf8').replace('logoText: Auto Repair & Gas Station', 'logoText: Repairs & Fuel');
    writeFileSync(file, theirs);
    const name = await page.locator('#shop_name').inputValue();
    await page.locator('#shop_name').fill('Mine Auto');
    await page.getByRole('button', { name: /^Save/ }).click();
    const conflict = page.getByRole('region', { name: 'The file changed on disk' });
    await expect.poll(() => conflict.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await conflict.locator('.changes').first().textContent()).toContain('Logo text: Auto Repair & Gas Station → Repairs & Fuel');
    expect(await conflict.locator('.changes').nth(1).textContent()).toContain(`Name: ${name} → Mine Auto`);
    expect(readFileSync(file, 'utf8')).toBe(theirs);

    await conflict.getByRole('button', { name: 'Keep both' }).click();
    await savedPart(page, 'Shop facts and hours');
    const kept = readFileSync(file, 'utf8');
    expect(kept).toBe(theirs.replace(`name: ${name}`, 'name: Mine Auto'));
    expect(await page.locator('#shop_logoText').inputValue()).toBe('Repairs & Fuel');
    expect(await page.getByRole('button', { name: 'Undo all changes' }).count()).toBe(0);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('keeps every change but the one both made, where the owner chooses whose it keeps', async () => {
    const { page, messages } = await openContext(run.browser, PHONE);
    await page.goto(run.editor.url);
    await page.waitForSelector('#shop_name');
    const file = path.join(run.data, 'shop.yaml');
    const before = readFileSync(file, 'utf8');
    writeFileSync(file, before.replace(/^logoText: .*$/m, 'logoText: Theirs').replace(/^email: .*$/m, 'email: desk@example.com'));
    await page.locator('#shop_logoText').fill('Ours');
    await page.locator('#shop_name').fill('Ours Auto');
    await page.locator('#shop_name').press('Control+s');
    const conflict = page.getByRole('region', { name: 'The file changed on disk' });
    await expect.poll(() => conflict.isVisible(), { timeout: 10_000 }).toBe(true);
    // The choice is brought into view and its first button focused, wherever the form was.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep both, mine where we both changed a field');
    expect(await conflict.locator('.changes').nth(1).textContent()).toContain('Logo text: Repairs & Fuel → Ours (changed on disk too)');
    expect(await conflict.getByRole('button', { name: 'Keep both', exact: true }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await savedPart(page, 'Shop facts and hours');
    const kept = readFileSync(file, 'utf8');
    expect(kept).toMatch(/^logoText: Ours$/m);
    expect(kept).toMatch(/^name: Ours Auto$/m);
    expect(kept).toMatch(/^email: desk@example.com$/m);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('lets the owner choose when both changed the same field', async () => {
    const { page, messages } = await openContext(run.browser, PHONE);
    await page.goto(run.editor.url);
    await page.waitForSelector('#shop_name');
    const file = path.join(run.data, 'shop.yaml');
    const before = readFileSync(file, 'utf8');
    const theirs = before.replace('name: Ours Auto', 'name: Theirs Auto');
    writeFileSync(file, theirs);
    await page.locator('#shop_name').fill('Our Own Auto');
    await page.getByRole('button', { name: /^Save/ }).click();
    const conflict = page.getByRole('region', { name: 'The file changed on disk' });
    await expect.poll(() => conflict.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await conflict.textContent()).toContain('You both changed the same field');
    expect(await conflict.getByRole('button', { name: 'Keep both', exact: true }).count()).toBe(0);
    await conflict.getByRole('button', { name: /Use the file on disk/ }).click();
    await expect.poll(() => page.locator('#shop_name').inputValue()).toBe('Theirs Auto');
    expect(readFileSync(file, 'utf8')).toBe(theirs);
    expect(problemsIn(messages)).toEqual([]);
  });
});
