// `shopsite edit` tried as a new owner would, in Chromium: open the printed address, change
// Monday's closing time, add a coupon that ends on a date, upload a photo, save each; git diff
// shows exactly those changes with every comment kept, the preview shows them, and the build is
// green under --strict. A phone typed as "abc" gets the build's hint beside it and nothing is
// written. axe-clean at phone and desktop widths, usable with the keyboard alone, and a field
// added to a schema is in the form with no editor code changed.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { startEditor, type Editor } from '../../src/edit/index.js';
import { FRANCHISE, REFERENCE_DATA, ROOT, tempDir } from '../helpers.js';
import { addSpecialDay, editorViolations, openPart, savedPart } from './edit-harness.js';
import { DESKTOP, PHONE, launch, openContext, problemsIn } from './harness.js';

const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
const quiet = () => undefined;

/** A shop's data folder in a git repository of its own, committed, as a maintainer keeps it. */
function shopRepo(): string {
  const repo = tempDir('shopsite-edit-');
  const data = path.join(repo, 'shop-data');
  cpSync(REFERENCE_DATA, data, { recursive: true });
  git(repo, 'init', '-q');
  git(repo, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'add', '.');
  git(repo, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'shop');
  return data;
}

async function openEditor(page: Page, editor: Editor) {
  await page.goto(editor.url);
  await page.waitForSelector('#shop_name');
}

/** Saves the form; `part` is the menu's name of the file open. */
async function save(page: Page, part: string) {
  await page.getByRole('button', { name: /^Save/ }).click();
  await savedPart(page, part);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('a new owner', () => {
  let data: string;
  let editor: Editor;
  beforeAll(async () => {
    data = shopRepo();
    editor = await startEditor({ data, port: 0, host: '127.0.0.1' }, quiet);
  });
  afterAll(async () => editor?.close());

  it('changes Monday\'s closing time, adds a dated coupon and a photo: git diff shows exactly those, and the site builds under --strict', async () => {
    const { page, messages } = await openContext(browser, DESKTOP);
    await openEditor(page, editor);
    const comments = (file: string) => readFileSync(path.join(data, file), 'utf8').split('\n').filter((l) => l.trim().startsWith('#'));
    const before = Object.fromEntries(['shop.yaml', 'coupons.yaml', 'pages.yaml'].map((f) => [f, comments(f)]));

    // Monday leaves the weekday hours and gets its own, closing at 16:00.
    await page.locator('#shop_hours_0_schedule_0_days-0').uncheck();
    await page.locator('#shop_hours_0_schedule__add').click();
    await page.locator('#shop_hours_0_schedule_2_days-0').check();
    // Typed as the owner says them, kept as the file writes them.
    await page.locator('#shop_hours_0_schedule_2_opens').fill('7:30am');
    await page.locator('#shop_hours_0_schedule_2_closes').fill('4 PM');
    await page.locator('#shop_hours_0_schedule_2_opens').focus();
    expect(await page.locator('#shop_hours_0_schedule_2_closes').inputValue()).toBe('16:00');
    await save(page, 'Shop facts and hours');

    const ends = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Coupons' }).click();
    await page.waitForSelector('#coupons_coupons_0_title');
    await page.locator('#coupons_coupons__add').click();
    await page.locator('#coupons_coupons_3_id').fill('winter-battery');
    await page.locator('#coupons_coupons_3_title').fill('$20 OFF');
    await page.locator('#coupons_coupons_3_subtitle').fill('Winter Battery Check');
    await page.locator('#coupons_coupons_3_description').fill('A battery and charging test before the cold comes.');
    // Its end is chosen, then its last day picked in the browser's date field.
    await page.locator('#coupons_coupons_3_expires').selectOption({ label: 'On a date' });
    await page.getByLabel('Its last day').fill(ends);
    await save(page, 'Coupons');

    await page.getByRole('button', { name: 'Page words' }).click();
    await page.waitForSelector('#pages_home_hero_image_src');
    const photo = path.join(tempDir(), 'Shop Front.png');
    writeFileSync(photo, await sharp({ create: { width: 64, height: 48, channels: 3, background: '#246' } }).png().toBuffer());
    await page.locator('#pages_home_hero_image_src').locator('xpath=ancestor::div[contains(@class,"photo")]').locator('input[type=file]').setInputFiles(photo);
    await expect.poll(() => page.locator('#pages_home_hero_image_src').inputValue(), { timeout: 15_000 }).toBe('images/shop-front.png');
    await page.locator('#pages_home_hero_image_alt').fill('The shop from the street');
    await save(page, 'Page words');

    // Exactly those changes (git lists coupons.yaml, pages.yaml, shop.yaml): every other line as it was, every comment kept.
    const diff = git(data, 'diff', '--unified=0', '--no-color', '--', '.');
    const changed = diff.split('\n').filter((l) => /^[-+](?![-+])/.test(l));
    expect(changed).toEqual([
      '+  - id: winter-battery',
      '+    title: $20 OFF',
      '+    subtitle: Winter Battery Check',
      '+    description: A battery and charging test before the cold comes.',
      `+    expires: "${ends}"`,
      '+    image:',
      '+      src: images/shop-front.png',
      '+      alt: The shop from the street',
      '-      - days: [monday, tuesday, wednesday, thursday, friday]',
      '+      - days: [tuesday, wednesday, thursday, friday]',
      '+      - days: [monday]',
      '+        opens: "07:30"',
      '+        closes: "16:00"',
    ]);
    expect(git(data, 'status', '--porcelain', '--untracked-files=all', '--', '.').split('\n').filter(Boolean).sort()).toEqual([' M shop-data/coupons.yaml', ' M shop-data/pages.yaml', ' M shop-data/shop.yaml', '?? shop-data/images/shop-front.png']);
    for (const [file, lines] of Object.entries(before)) expect(comments(file), file).toEqual(lines);

    // The preview shows them: the coupon on its page, the photo on the home page.
    const preview = page.frameLocator('iframe[title="Preview of your site"]');
    await expect.poll(() => preview.locator('.hero img, header img, main img').first().getAttribute('src'), { timeout: 10_000 }).toMatch(/shop-front/);
    await page.locator('iframe').evaluate((frame: HTMLIFrameElement) => (frame.src = new URL('coupons/', frame.src).href));
    await expect.poll(() => preview.locator('main').textContent(), { timeout: 10_000 }).toContain('Winter Battery Check');

    const strict = await build({ dataDir: data, outDir: path.join(tempDir(), 'out'), write: false, strict: true });
    expect(strict.problems.map((p) => p.message)).toEqual([]);
    expect(strict.ok).toBe(true);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('fixes a word in a service and moves a service up: only those lines change, every page part of every service kept', async () => {
    const { page, messages } = await openContext(browser, DESKTOP);
    await openEditor(page, editor);
    await page.getByRole('button', { name: 'Services' }).click();
    await page.waitForSelector('#services_services_0_summary');
    // The preview goes to the page these words are on.
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toMatch(/\/services\/$/);
    // A yes-or-no the file leaves out shows its default: the teaser is on unless turned off.
    expect(await page.locator('#services_services_0_teaser').isChecked()).toBe(true);
    const file = path.join(data, 'services.yaml');
    const before = readFileSync(file, 'utf8');
    const summary = page.locator('#services_services_0_summary');
    const was = await summary.inputValue();
    await summary.fill(`${was} Same day.`);
    await save(page, 'Services');
    const lines = (text: string) => text.split('\n');
    const after = readFileSync(file, 'utf8');
    expect(lines(after).filter((l) => !lines(before).includes(l))).toEqual([expect.stringContaining('Same day.')]);
    expect(lines(after)).toHaveLength(lines(before).length);

    // The second service moved above the first: the same lines, in another order.
    await page.locator('#services_services_1__moveUp').click();
    // Saved with the keys every editor saves with.
    await page.keyboard.press('Control+s');
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 15_000 }).not.toBe(after);
    const moved = readFileSync(file, 'utf8');
    expect([...lines(moved)].sort()).toEqual([...lines(after)].sort());
    expect(problemsIn(messages)).toEqual([]);
  });

  it('is asked before changes not saved are left behind: another file, Undo all changes, closing the page', async () => {
    const { page, context, messages } = await openContext(browser, DESKTOP);
    await openEditor(page, editor);
    const file = path.join(data, 'shop.yaml');
    const before = readFileSync(file, 'utf8');
    const logo = page.locator('#shop_logoText');
    const was = await logo.inputValue();
    await logo.fill(`${was} and Tires`);
    const dialog = page.getByRole('dialog');
    await openPart(page, 'Coupons');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Your changes to Shop facts and hours are not saved yet.');
    await dialog.getByRole('button', { name: 'Stay here' }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await logo.inputValue()).toBe(`${was} and Tires`);

    await page.getByRole('button', { name: 'Undo all changes' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo them' }).click();
    await expect.poll(() => logo.inputValue()).toBe(was);
    expect(await page.getByRole('button', { name: 'Undo all changes' }).count()).toBe(0);

    await logo.fill(`${was} and Tires`);
    await openPart(page, 'Coupons');
    await dialog.getByRole('button', { name: 'Leave them out' }).click();
    await page.waitForSelector('#coupons_coupons_0_title');
    expect(readFileSync(file, 'utf8')).toBe(before);

    await openPart(page, 'Shop facts and hours');
    await page.waitForSelector('#shop_logoText');
    await logo.fill(`${was} and Tires`);
    await openPart(page, 'Coupons');
    await dialog.getByRole('button', { name: 'Save them' }).click();
    await page.waitForSelector('#coupons_coupons_0_title');
    expect(readFileSync(file, 'utf8')).toContain(`${was} and Tires`);

    // A change not saved, and the page closed: the browser asks first.
    await page.locator('#coupons_coupons_0_title').fill('$5 OFF');
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => resolve(d.type())));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    writeFileSync(file, before);
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('shows the build\'s hint beside a phone typed as "abc", and writes nothing', async () => {
    const { page, messages } = await openContext(browser, PHONE);
    await openEditor(page, editor);
    const before = readFileSync(path.join(data, 'shop.yaml'), 'utf8');
    await page.locator('#shop_phone').fill('abc');
    const field = page.locator('.field-string', { has: page.locator('#shop_phone') });
    await expect.poll(() => field.textContent(), { timeout: 10_000 }).toMatch(/hint:/);
    await page.locator('#shop_name').focus();
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
    // The field to mend is the one focused, brought into view.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('shop_phone');
    expect(await field.textContent()).toMatch(/hint:/);
    expect(readFileSync(path.join(data, 'shop.yaml'), 'utf8')).toBe(before);
    expect(problemsIn(messages)).toEqual([]);
  });
});

describe('an owner of a brand\'s shop', () => {
  let data: string;
  let editor: Editor;
  beforeAll(async () => {
    const repo = tempDir('shopsite-edit-brand-');
    cpSync(FRANCHISE, repo, { recursive: true });
    data = path.join(repo, 'shops', 'gainesville');
    editor = await startEditor({ data, port: 0, host: '127.0.0.1' }, quiet);
  });
  afterAll(async () => editor?.close());

  it("sees a yes-or-no or a choice the shop leaves out as the brand's, not as the schema's default", async () => {
    const brand = path.join(data, '..', '..', 'brand', 'services.yaml');
    const text = readFileSync(brand, 'utf8');
    writeFileSync(brand, text.replace(/^( {2}- slug: state-inspection\n)/m, '$1    teaser: false\n'));
    const brandShop = path.join(data, '..', '..', 'brand', 'shop.yaml');
    const shopText = readFileSync(brandShop, 'utf8');
    writeFileSync(brandShop, shopText.replace(/^host: vercel$/m, 'host: netlify'));
    try {
      const { page, messages } = await openContext(browser, DESKTOP);
      await openEditor(page, editor);
      // The host, left out of the shop's file, is the brand's (not the first choice, Vercel); "Use the brand's" left out is Extend.
      const chosen = (id: string) => page.locator(id).evaluate((choice: HTMLSelectElement) => choice.selectedOptions[0]?.textContent);
      expect(await chosen('#shop_host')).toBe('Netlify');
      expect(await chosen('#shop_merge')).toBe('Extend');
      await page.getByRole('button', { name: /^Services/ }).click();
      await page.waitForSelector('#services_services_0_teaser');
      // The shop's first entry is the brand's state inspection (left out of its site): its teaser is the brand's, off.
      expect(await page.locator('#services_services_0_slug').inputValue()).toBe('state-inspection');
      // Titled as the brand names it, its placeholders filled in, not by its slug.
      expect(await page.locator('#services_services_0').locator('legend').first().textContent()).toMatch(/^Service 1: Florida State Inspection\*?$/);
      expect(await page.locator('#services_services_0_teaser').isChecked()).toBe(false);
      expect(await page.locator('#services_services_1_teaser').isChecked()).toBe(true);
      expect(problemsIn(messages)).toEqual([]);
    } finally {
      writeFileSync(brand, text);
      writeFileSync(brandShop, shopText);
    }
  });

  it('sees the brand\'s values greyed, goes back to the brand\'s logo text, and only that line leaves the shop\'s file', async () => {
    const { page, messages } = await openContext(browser, DESKTOP);
    await openEditor(page, editor);
    const before = readFileSync(path.join(data, 'shop.yaml'), 'utf8');
    const logo = page.locator('.field-string', { has: page.locator('#shop_logoText') });
    await logo.getByRole('button', { name: /Back to the brand/ }).click();
    await expect.poll(() => logo.locator('.brand').textContent()).toMatch(/The brand’s/);
    expect(await page.locator('#shop_logoText').inputValue()).toBe('');
    // The focus stays in the field, now the brand's.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('shop_logoText');
    await save(page, 'Shop facts and hours');
    const after = readFileSync(path.join(data, 'shop.yaml'), 'utf8');
    expect(before.split('\n').filter((line) => !after.split('\n').includes(line))).toEqual(['logoText: Auto Repair']);
    expect(after.split('\n').length).toBe(before.split('\n').length - 1);

    // A list's "only the brand's" drops every entry of the shop's own: it says how many, and asks first.
    await openPart(page, 'Coupons');
    const only = page.getByRole('button', { name: /^Only the brand’s Coupons \(drops this shop’s \d+ entries\)$/ });
    await only.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep them');
    await page.getByRole('button', { name: 'Keep them' }).click();
    expect(await page.locator('[id^="coupons_coupons_"][id$="_id"]').count()).toBeGreaterThan(0);
    await only.click();
    await page.getByRole('button', { name: 'Drop them' }).click();
    await expect.poll(() => page.locator('[id^="coupons_coupons_"][id$="_id"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Undo all changes' }).click();
    await page.getByRole('button', { name: 'Undo them' }).click();
    await expect.poll(() => page.locator('[id^="coupons_coupons_"][id$="_id"]').count()).toBeGreaterThan(0);

    // A file the shop does not have is the brand's: shown, and not written by opening it.
    await page.getByRole('button', { name: /^Makes/ }).click();
    await expect.poll(() => page.locator('.brand').first().textContent()).toMatch(/The brand’s\s*\d+ entries/);
    expect(await page.getByRole('button', { name: /^Save/ }).textContent()).toBe('Save');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.locator('.status').textContent()).toContain('Nothing changed');
    expect(existsSync(path.join(data, 'makes.yaml'))).toBe(false);
    expect(problemsIn(messages)).toEqual([]);
  });
});

describe('every owner', () => {
  let editor: Editor;
  let data: string;
  beforeAll(async () => {
    data = shopRepo();
    editor = await startEditor({ data, port: 0, host: '127.0.0.1' }, quiet);
  });
  afterAll(async () => editor?.close());

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('passes axe (WCAG 2.2 AA) at %s width, on every file, with no sideways scrolling', async (_, viewport) => {
    const { page, messages } = await openContext(browser, viewport, { bypassCSP: true });
    await openEditor(page, editor);
    const parts = ['Shop facts and hours', 'Services', 'Makes', 'Reviews', 'Coupons', 'Questions (FAQ)', 'Page words'];
    // On a phone every part is one choice away in a list, none hidden off screen in a row of tabs.
    if (viewport === PHONE) expect(await page.getByLabel('Editing', { exact: true }).locator('option').allTextContents()).toEqual(parts);
    for (const name of parts) {
      await openPart(page, name);
      await expect.poll(() => page.locator('[aria-current="page"]').textContent()).toContain(name);
      await page.waitForSelector('form');
      expect(await editorViolations(page), name).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(viewport.width);
      // One screen high: a wheel over the file list or the form scrolls the form, never the page,
      // so the top bar with Save never scrolls away.
      expect(await page.evaluate(() => document.documentElement.scrollHeight), name).toBe(viewport.height);
    }
    await page.mouse.move(20, viewport.height - 20);
    await page.mouse.wheel(0, 1600);
    await page.mouse.move(viewport.width / 2, viewport.height - 20);
    await page.mouse.wheel(0, 1600);
    await expect.poll(() => page.locator('.form').evaluate((form) => form.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await page.locator('.top').boundingBox()).toMatchObject({ y: 0 });
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Preview' }).click();
      expect(await page.locator('iframe').isVisible()).toBe(true);
      expect(await page.locator('form').isVisible()).toBe(false);
      const frame = (await page.locator('iframe').boundingBox())!;
      expect(frame.y + frame.height).toBeLessThanOrEqual(viewport.height);
    }
    expect(problemsIn(messages)).toEqual([]);
  });

  it('adds a holiday with hours, with no box ticked for it; a warning looks like one; the status follows the changes', async () => {
    const { page, messages } = await openContext(browser, DESKTOP);
    await openEditor(page, editor);
    const file = path.join(data, 'shop.yaml');
    const before = readFileSync(file, 'utf8');
    const days = before.split('\n').filter((l) => /^ {2}- date:/.test(l)).length;
    // "Closed" is a flag, true or left out: a new day comes with nothing ticked. (Its date, after the file's days, puts it last.)
    expect(await addSpecialDay(page, '2027-07-03')).toMatchObject({ at: days });
    const closed = page.locator(`#shop_specialHours_${days}_closed`);
    expect(await closed.isChecked()).toBe(false);
    // Said in the menu's words: the owner need not know there is a shop.yaml.
    expect(await page.locator('.status').textContent()).toBe('Shop facts and hours: changes not saved yet');
    await closed.check();
    await closed.uncheck();
    await page.locator(`#shop_specialHours_${days}_hours__add`).click();
    await page.locator(`#shop_specialHours_${days}_hours_0_opens`).fill('08:00');
    await page.locator(`#shop_specialHours_${days}_hours_0_closes`).fill('12:00');
    await save(page, 'Shop facts and hours');
    const after = readFileSync(file, 'utf8');
    expect(after).toContain('  - date: "2027-07-03"\n    hours:\n      - opens: "08:00"\n        closes: "12:00"\n');
    expect(after.split('\n').length).toBe(before.split('\n').length + 4);
    // Further ahead than the pages name special days: the save says when the site will, not that the preview shows it.
    expect(await page.locator('.status').textContent()).toBe(
      'Saved Shop facts and hours. The site names a special day in the 14 days before it, so the preview does not show it yet: Jul 3 from Jun 20.',
    );
    expect(await page.getByRole('button', { name: /^Save/ }).textContent()).toBe('Save');

    // A coupon that has ended: a warning, in amber beside its date, and the save goes through.
    await openPart(page, 'Coupons');
    await page.waitForSelector('#coupons_coupons_0_title');
    expect(await page.locator('#coupons_coupons_0').locator('legend').first().textContent()).toMatch(/^Coupon 1: \S+ \S/);
    await page.locator('#coupons_coupons_0_expires').selectOption({ label: 'On a date' });
    await page.locator('#coupons_coupons_0_expires-day').fill('2020-01-31');
    const field = page.locator('.field', { has: page.locator('#coupons_coupons_0_expires') }).last();
    await expect.poll(() => field.getAttribute('class'), { timeout: 10_000 }).toContain('has-warning');
    expect(await field.textContent()).toContain('This coupon ended on 2020-01-31');
    await save(page, 'Coupons');
    // Saved, and said so in amber with its warning: not a plain green "Saved".
    expect(await page.locator('.status').textContent()).toBe('Saved Coupons, with 1 warning beside its field.');
    expect(await page.locator('.status').getAttribute('class')).toContain('warn');

    // A section's type is set by its Kind: shown, not typed.
    await openPart(page, 'Services');
    await page.locator('#services_services_0 details.fold').first().locator('summary').click();
    await page.waitForSelector('#services_services_0_sections_0_type', { state: 'attached' });
    expect(await page.locator('#services_services_0_sections_0_type').isEditable()).toBe(false);
    expect(await page.locator('#services_services_0').locator('legend').first().textContent()).toMatch(/^Service 1: \S/);
    writeFileSync(file, before);
    git(path.dirname(data), 'checkout', '-q', '--', '.');
    expect(problemsIn(messages)).toEqual([]);
  });

  it('finds the form where it left it, back from the preview on a phone; another file opens at its top', async () => {
    const { page, messages } = await openContext(browser, PHONE);
    await openEditor(page, editor);
    const form = page.locator('.form');
    const top = () => form.evaluate((el) => el.scrollTop);
    await form.evaluate((el) => el.scrollTo(0, 1500));
    await expect.poll(top).toBe(1500);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(top).toBe(1500);
    await openPart(page, 'Coupons');
    await page.waitForSelector('#coupons_coupons_0_title');
    await expect.poll(top).toBe(0);
    expect(problemsIn(messages)).toEqual([]);
  });

  it('is usable with the keyboard alone: every control is reached by Tab, and a change is saved with keys only', async () => {
    const { page } = await openContext(browser, DESKTOP);
    await openEditor(page, editor);
    await page.keyboard.press('Tab');
    const tabTo = async (test: () => Promise<boolean>, limit = 400) => {
      for (let i = 0; i < limit && !(await test()); i++) await page.keyboard.press('Tab');
      expect(await test()).toBe(true);
    };
    await tabTo(() => page.evaluate(() => document.activeElement?.textContent === 'Coupons'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('#coupons_coupons_0_note');
    const controls = await page.$$eval('form input:not([type=hidden]):not(:disabled), form select:not(:disabled), form textarea:not(:disabled), form button:not(:disabled)', (els) => els.map((e) => e.id || e.textContent));
    const reached = new Set<string>();
    await page.locator('#coupons_coupons_0_id').focus();
    for (let i = 0; i < controls.length + 5; i++) {
      reached.add(await page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || ''));
      await page.keyboard.press('Tab');
    }
    expect(controls.filter((c) => !reached.has(c ?? ''))).toEqual([]);
    await page.locator('#coupons_coupons_0_id').focus();
    await tabTo(() => page.evaluate(() => document.activeElement?.id === 'coupons_coupons_0_note'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('With any repair.');
    for (let i = 0; i < 100 && !(await page.evaluate(() => document.activeElement?.classList.contains('save'))); i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await savedPart(page, 'Coupons');
    expect(readFileSync(path.join(data, 'coupons.yaml'), 'utf8')).toContain('note: With any repair.');
  });
});

describe("the site's set-up", () => {
  it('is gathered below the owner\'s fields, closed, and opens by itself when one of its fields has a problem', async () => {
    const data = shopRepo();
    const editor = await startEditor({ data, port: 0, host: '127.0.0.1' }, quiet);
    try {
      const { page, messages } = await openContext(browser, DESKTOP);
      await openEditor(page, editor);
      const setup = page.locator('details.setup');
      expect(await setup.count()).toBe(1);
      expect(await setup.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
      // Marked x-setup in shop.schema.json: inside, and after every field of the owner's.
      for (const id of ['#shop_siteUrl', '#shop_timeZone', '#shop_thirdParty_booking_scriptUrl']) expect(await setup.locator(id).count(), id).toBe(1);
      for (const id of ['#shop_name', '#shop_phone', '#shop_hours_0_label']) expect(await setup.locator(id).count(), id).toBe(0);
      expect(await page.locator('#shop_thirdParty_booking_scriptUrl').isVisible()).toBe(false);
      // A day of the calendar is picked from one, and kept as the file writes it.
      expect(await page.locator('#shop_specialHours_0_date').getAttribute('type')).toBe('date');
      expect(await page.locator('#shop_specialHours_0_date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await setup.locator('summary').click();
      expect(await page.locator('#shop_timeZone').isVisible()).toBe(true);
      expect(problemsIn(messages)).toEqual([]);

      // (The preview then shows the problem's page: no good build yet.)
      const file = path.join(data, 'shop.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('timeZone: America/New_York', 'timeZone: America/New_Yrok'));
      await page.reload();
      await page.waitForSelector('#shop_name');
      await expect.poll(() => page.locator('details.setup').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
      expect(await page.locator('#shop_timeZone').isVisible()).toBe(true);
      // Mended, the problem goes, and the group stays open around the field being typed in.
      await page.locator('#shop_timeZone').fill('America/New_York');
      await expect.poll(() => page.locator('.has-problem').count(), { timeout: 10_000 }).toBe(0);
      expect(await page.locator('details.setup').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    } finally {
      await editor.close();
    }
  });
});

describe('two editors at once', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('says the file changed on disk, shows both side by side in the form (%s), and writes nothing until the owner chooses', async (_, viewport) => {
    const data = shopRepo();
    const editor = await startEditor({ data, port: 0, host: '127.0.0.1' }, quiet);
    try {
      const { page, messages } = await openContext(browser, viewport);
      await openEditor(page, editor);
      const file = path.join(data, 'shop.yaml');
      const theirs = readFileSync(file, 'utf8').replace('logoText: Auto Repair & Gas Station', 'logoText: Repairs & Fuel');
      writeFileSync(file, theirs);
      await page.locator('#shop_name').fill('Mine Auto');
      await page.getByRole('button', { name: /^Save/ }).click();
      const conflict = page.getByRole('region', { name: 'The file changed on disk' });
      await expect.poll(() => conflict.isVisible(), { timeout: 10_000 }).toBe(true);
      await conflict.getByText('The file’s text, on disk and yours').click();
      expect(await conflict.locator('pre').first().textContent()).toContain('logoText: Repairs & Fuel');
      expect(await conflict.locator('pre').nth(1).textContent()).toContain('name: Mine Auto');
      // Both inside the form's column: "Yours" is not pushed under the preview by a long line.
      const column = (await page.locator('.form').boundingBox())!;
      for (const pre of await conflict.locator('pre').all()) {
        const box = (await pre.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width);
      }
      expect(readFileSync(file, 'utf8')).toBe(theirs);
      await conflict.getByRole('button', { name: 'Save mine over it' }).click();
      // Mine, as the form held it, over theirs: their logo text gives way to the form's.
      await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 10_000 }).toContain('name: Mine Auto');
      expect(readFileSync(file, 'utf8')).toContain('logoText: Auto Repair & Gas Station');
      expect(problemsIn(messages)).toEqual([]);
    } finally {
      await editor.close();
    }
  });
});

describe('a maintainer', () => {
  it('adds a field to a schema, and the form has it with no editor code changed', async () => {
    const schemas = path.join(tempDir(), 'schemas');
    cpSync(path.join(ROOT, 'schemas'), schemas, { recursive: true });
    const file = path.join(schemas, 'shop.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties: Record<string, unknown> };
    schema.properties.towingPartner = { description: 'The towing company the shop works with.', type: 'string' };
    writeFileSync(file, JSON.stringify(schema));
    const editor = await startEditor({ data: shopRepo(), port: 0, host: '127.0.0.1', schemaDir: schemas }, quiet);
    try {
      const { page } = await openContext(browser, DESKTOP);
      await openEditor(page, editor);
      const field = page.getByLabel('Towing partner');
      expect(await field.count()).toBe(1);
      expect(await page.locator('.field-string', { has: field }).textContent()).toContain('The towing company the shop works with.');
    } finally {
      await editor.close();
    }
  });
});
