// The owner's editor on a copy of a data folder, for the editor's browser tests: the copy is the
// test's to change, and the editor listens on a free port of 127.0.0.1.
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startEditor, type Editor } from '../../src/edit/index.js';
import { tempDir } from '../helpers.js';
import { AXE_OPTIONS, launch, openContext } from './harness.js';

/**
 * `source` copied to a temporary folder; the editor runs on `shop` inside it (the copy itself when
 * left out), once `change` has changed the copy.
 */
export async function editorOnCopy(source: string, shop = '', change?: (data: string) => void): Promise<{ data: string; editor: Editor }> {
  const copy = path.join(tempDir('shopsite-editor-'), 'shop-data');
  cpSync(source, copy, { recursive: true });
  const data = path.join(copy, shop);
  change?.(data);
  return { data, editor: await startEditor({ data, port: 0, host: '127.0.0.1' }, () => undefined) };
}

/**
 * A test file's Chromium and editor on a copy of `source` (editorOnCopy's arguments), started
 * before its tests and stopped after them.
 */
export function editorSuite(source: string, shop = '', change?: (data: string) => void): { browser: Browser; editor: Editor; data: string } {
  const suite = {} as { browser: Browser; editor: Editor; data: string };
  beforeAll(async () => {
    suite.browser = await launch();
    Object.assign(suite, await editorOnCopy(source, shop, change));
  });
  afterAll(async () => {
    await suite.editor?.close();
    await suite.browser?.close();
  });
  return suite;
}

/** Opens a part of the site from the editor's menu: its tab on a wide screen, its choice in the list on a phone. */
export async function openPart(page: Page, name: string): Promise<void> {
  const tab = page.locator('.files').getByRole('button', { name, exact: true, includeHidden: true });
  // The menu is drawn once the editor has listed the files: both ways of it at once.
  await tab.waitFor({ state: 'attached' });
  if (await tab.isVisible()) await tab.click();
  else await page.getByLabel('Editing', { exact: true }).selectOption({ label: name });
}

/**
 * Adds a special day to the shop's form, opened in `page`, as the owner does: Add, its date, then
 * "Add the special day". It goes in at its date's place: its number among the days (counting from
 * 0), and its date field, focused.
 */
export async function addSpecialDay(page: Page, date: string): Promise<{ at: number; field: Locator }> {
  await page.locator('#shop_specialHours__add').click();
  await page.getByLabel('Date of the new special day').fill(date);
  await page.getByRole('button', { name: 'Add the special day' }).click();
  let at = -1;
  await expect
    .poll(async () => {
      const focused = await page.evaluate(() => [document.activeElement?.id ?? '', (document.activeElement as HTMLInputElement | null)?.value]);
      const place = /^shop_specialHours_(\d+)_date$/.exec(focused[0]!);
      at = place && focused[1] === date ? Number(place[1]) : -1;
      return at;
    })
    .toBeGreaterThanOrEqual(0);
  return { at, field: page.locator(`#shop_specialHours_${at}_date`) };
}

/**
 * Does `act`, a change of the form, and waits until the build's check of it (half a second after
 * the last change) is answered and drawn.
 */
export async function checkedAfter(page: Page, act: () => Promise<unknown>): Promise<void> {
  const checked = page.waitForResponse((response) => response.url().includes('/api/check/'));
  await act();
  await checked;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Refused: waits until the status says the save was not made, as a save the site would have problems with is. */
export async function refused(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.status').textContent(), { timeout: 10_000 }).toContain('Not saved');
}

/** Waits until the status says `part` was saved: a save is answered once the preview has it. */
export async function savedPart(page: Page, part: string): Promise<void> {
  await expect.poll(() => page.locator('.status').textContent(), { timeout: 15_000 }).toContain(`Saved ${part}`);
}

/** A page of the editor of `suite`, at `viewport`, once its first form (the shop's facts) is drawn; its console messages. */
export async function editorPage(suite: { browser: Browser; editor: Editor }, viewport: { width: number; height: number }) {
  const opened = await openContext(suite.browser, viewport);
  await opened.page.goto(suite.editor.url);
  await opened.page.locator('#shop_name').waitFor();
  return opened;
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** axe over the editor itself (the preview is the site, checked by the site's own tests). */
export async function editorViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ exclude: [['iframe']] }, { ...options, iframes: false });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, AXE_OPTIONS);
}

/** Removes a list's entry with its Remove button (`id`), answering the question it asks: Remove it. */
export async function removeEntry(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove it' }).click();
}
