// Browser test harness: builds a site with the real CLI into a temp folder, serves it on
// 127.0.0.1 and a free port, and opens pages in Debian's Chromium. Third-party hosts never see a
// request: the page's scripts from them are answered by stubs, the analytics endpoint included.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT, cliEnv } from '../helpers.js';
import { serveStatic } from '../../src/cli/serve.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** The stub booking widget: records every show() call. */
export const BOOKING_STUB = `window.__bookingCalls = []; window.%GLOBAL% = { %METHOD%: function () { window.__bookingCalls.push(Date.now()); } };`;

export interface Site {
  url: string;
  close(): Promise<void>;
}

/** `extra`: more flags for the build (--host github-pages, --base-url …). */
export function buildSite(dataDir: string, outDir: string, ...extra: string[]): void {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'build', '--data', dataDir, '--out', outDir, ...extra], { encoding: 'utf8', env: cliEnv() });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stderr}`);
}

/** The built site as `shopsite preview` serves it (as its host would, so the CSP is in force). */
export async function serve(outDir: string): Promise<Site> {
  const server = await serveStatic(outDir, { host: '127.0.0.1', port: 0 });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Console messages and page errors, as "type: text". */
  messages: string[];
}

export interface StubOptions {
  booking?: { global: string; method: string } | 'missing';
  /** Holds the booking widget's script back this long (a slow network). */
  bookingDelayMs?: number;
  /** Lets a test inject its own scripts (axe) past the site's Content-Security-Policy. */
  bypassCSP?: boolean;
  /** The browser's own time zone (an IANA name), as a visitor's machine has it. */
  timezoneId?: string;
  javaScriptEnabled?: boolean;
}

/** A new context at a width, with every non-local request answered by a stub or an empty 204. */
export async function openContext(browser: Browser, viewport: { width: number; height: number }, stubs: StubOptions = {}): Promise<OpenPage> {
  const context = await browser.newContext({ viewport, bypassCSP: stubs.bypassCSP ?? false, timezoneId: stubs.timezoneId, javaScriptEnabled: stubs.javaScriptEnabled ?? true });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
    const url = route.request().url();
    if (url.includes('/widget.js') && stubs.booking && stubs.booking !== 'missing') {
      if (stubs.bookingDelayMs) await new Promise((resolve) => setTimeout(resolve, stubs.bookingDelayMs));
      const body = BOOKING_STUB.replace('%GLOBAL%', stubs.booking.global).replace('%METHOD%', stubs.booking.method);
      await route.fulfill({ status: 200, contentType: 'text/javascript', body });
    } else if (url.includes('/widget.js') && stubs.booking === 'missing') {
      await route.abort('connectionrefused');
    } else if (route.request().resourceType() === 'script') {
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
    } else {
      await route.fulfill({ status: 204, body: '' });
    }
  });
  return { page, context, messages };
}

/** Wakes every island on the page and waits until React has hydrated each of them. */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-island]')) el.dispatchEvent(new Event('focusin', { bubbles: true }));
  });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((el) => el.dataset.hydrated === ''));
}

/** Console output that means something went wrong (errors, warnings, React's hydration messages). */
export function problemsIn(messages: string[]): string[] {
  return messages.filter((m) => /^(error|warning|pageerror)/.test(m) || /hydrat/i.test(m));
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core in the page, WCAG 2.x A and AA rules: "rule: element" for each violation. Two rules are
 * named besides the tags: `target-size` (WCAG 2.2 2.5.8, tagged wcag22aa but off by default in
 * axe 4) and `landmark-unique` (a best practice: two landmarks of one role need distinct names).
 */
export const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  rules: { 'target-size': { enabled: true }, 'landmark-unique': { enabled: true } },
};

export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, options);
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, AXE_OPTIONS);
}

/**
 * axe's rule list for these options: the rules it would run. Tells a test that a rule it relies on
 * is not silently left out by its tags or by being off by default.
 */
export async function axeRulesRun(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ passes: { id: string }[]; violations: { id: string }[]; inapplicable: { id: string }[]; incomplete: { id: string }[] }> } }).axe;
    const result = await axe.run(document, options);
    return [...result.passes, ...result.violations, ...result.inapplicable, ...result.incomplete].map((r) => r.id).sort();
  }, AXE_OPTIONS);
}
