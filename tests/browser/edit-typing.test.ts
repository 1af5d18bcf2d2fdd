// Typing in the owner's editor draws again the field typed in, not the whole file: a letter typed
// in the services' file once drew every one of its hundreds of fields (200 ms a key on this
// machine). Counted as React DevTools counts it, through the hook React reports each commit to:
// the components that rendered in a commit, where a subtree left as it was is not entered.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Editor } from '../../src/edit/index.js';
import { FRANCHISE, REFERENCE_DATA } from '../helpers.js';
import { editorOnCopy } from './edit-harness.js';
import { DESKTOP, launch, openContext, problemsIn } from './harness.js';

/** A stand-in for React DevTools' hook: counts the function components each commit rendered. */
function countRenders() {
  type Fiber = { tag: number; flags: number; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null };
  const FUNCTION = new Set([0, 11, 14, 15]); // function, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1;
  const counts = { rendered: 0, components: 0, at: 0 };
  const walk = (first: Fiber | null, entered: boolean) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      if (FUNCTION.has(fiber.tag)) {
        counts.components++;
        if (entered && (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0)) counts.rendered++;
      }
      // React shares a subtree it did not render again with the commit before: DevTools does not enter it.
      walk(fiber.child, entered && (fiber.alternate === null || fiber.child !== fiber.alternate.child));
    }
  };
  Object.assign(window, {
    __renders: counts,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        counts.components = 0;
        counts.at = performance.now();
        walk(root.current.child, true);
      },
    },
  });
}

/** Types one letter at the end of a field; how many components that drew, of how many in the form. */
async function rendersForALetter(page: Page, field: string) {
  await page.locator(field).focus();
  await page.keyboard.press('Control+End');
  // The form settled: the build's check of the last change (half a second after it) answered.
  await page.waitForFunction(() => performance.now() - (window as unknown as { __renders: { at: number } }).__renders.at > 1000, undefined, { timeout: 10_000 });
  await page.evaluate(() => ((window as unknown as { __renders: { rendered: number } }).__renders.rendered = 0));
  await page.keyboard.type('s');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => ({ ...(window as unknown as { __renders: { rendered: number; components: number } }).__renders }));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('typing in the editor', () => {
  let editor: Editor;
  let brandEditor: Editor;
  beforeAll(async () => {
    ({ editor } = await editorOnCopy(REFERENCE_DATA));
    ({ editor: brandEditor } = await editorOnCopy(FRANCHISE, 'shops/gainesville'));
  });
  afterAll(async () => {
    await editor?.close();
    await brandEditor?.close();
  });

  it('draws again the field typed in, not every field of the services', async () => {
    const { page, messages } = await openContext(browser, DESKTOP);
    await page.addInitScript(countRenders);
    await page.goto(editor.url);
    await page.getByRole('button', { name: 'Services' }).click();
    await page.waitForSelector('#services_services_0_summary');
    const { rendered, components } = await rendersForALetter(page, '#services_services_0_summary');
    expect(await page.locator('#services_services_0_summary').inputValue()).toMatch(/s$/);
    expect(components).toBeGreaterThan(1000);
    // The service typed in (its many page parts drawn again around the one field), not the other eight
    // (whose sections, folded and never opened, are not drawn at all: 4,000 components, not 14,000).
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(components / 2);
    expect(components).toBeLessThan(6000);
    // A letter in a slug too: no field of this file names a service, so nothing else depends on it.
    const slug = await rendersForALetter(page, '#services_services_0_slug');
    expect(slug.rendered).toBeGreaterThan(0);
    expect(slug.rendered).toBeLessThan(slug.components / 2);
    expect(problemsIn(messages)).toEqual([]);
  });

  it("in a brand's shop too, and an entry given another slug shows that entry's brand values", async () => {
    const { page, messages } = await openContext(browser, DESKTOP);
    await page.addInitScript(countRenders);
    await page.goto(brandEditor.url);
    await page.getByRole('button', { name: /^Services/ }).click();
    await page.waitForSelector('#services_services_0_slug');
    const title = page.locator('.field-string', { has: page.locator('#services_services_0_title') });
    await expect.poll(() => title.locator('.brand').textContent()).toContain('State Inspection');
    // A slug is what the brand's values hang on: a letter in one draws the whole form again, as it must.
    const slugLetter = await rendersForALetter(page, '#services_services_1_slug');
    expect(slugLetter.rendered).toBeGreaterThan(slugLetter.components * 0.8);

    await page.locator('#services_services_0_slug').fill('tires');
    await expect.poll(() => title.locator('.brand').textContent()).toContain('Tires');
    // Any other field: its own entry only.
    await page.locator('#services_services_0_slug').fill('state-inspection');
    const summary = page.locator('#services_services_0_summary');
    await summary.fill('Our own words');
    const letter = await rendersForALetter(page, '#services_services_0_summary');
    expect(letter.rendered).toBeGreaterThan(0);
    expect(letter.rendered).toBeLessThan(slugLetter.rendered / 2);
    expect(problemsIn(messages)).toEqual([]);
  });
});
