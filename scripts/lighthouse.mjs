// npm run lighthouse [path ...]: Lighthouse 12 (mobile, its default simulated throttling) on one
// page of every kind of the built site in dist/ (`npm run build` makes it), served by
// `shopsite preview` (as its host would: headers, CSP, gzip, clean URLs) in Debian's Chromium,
// with every third party the site names present at realistic weight: stand-ins on their own
// https host names (scripts/stand-ins.mjs). Pages: one of each kind from the build's manifest,
// and every service page with a table (the inspection pages' pass/fail criteria) besides.
// Prints the four scores, FCP, LCP and TBT per page and the third-party requests Lighthouse saw;
// exits 1 when any category is under 100 (a noindex page's SEO, such as 404.html's, is shown
// but not judged: it fails "is crawlable" on purpose). Not part of `npm test`: no timed tests.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { startPreview } from './preview.mjs';
import { startStandIns, thirdPartiesOf } from './stand-ins.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// --out DIR: another built site than dist/; --runs N: each page N times, the median run reported
// (Lighthouse's own choice of it), as Lighthouse advises on a machine whose speed drifts; any
// other arguments are paths of pages to score instead of the default set.
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const out = path.resolve(root, option('--out') ?? 'dist');
const runs = Number(option('--runs') ?? 1);
if (!(runs >= 1)) throw new Error('--runs takes a number of runs, 1 or more');
const manifest = JSON.parse(readFileSync(path.join(out, '.shopsite-output.json'), 'utf8'));
if (!manifest.pages) throw new Error(`${out} has no page list in its manifest: build it first (npm run build)`);
const html = (page) => readFileSync(path.join(out, page.file), 'utf8');

function pagesToScore() {
  const kinds = new Map();
  for (const page of manifest.pages) if (page.kind !== 'review-redirect' && !kinds.has(page.kind)) kinds.set(page.kind, page);
  const tables = manifest.pages.filter((p) => p.kind === 'service' && /<table[\s>]/.test(html(p)));
  return [...new Set([...kinds.values(), ...tables])];
}

const chosen = args.length ? args.map((p) => manifest.pages.find((page) => page.path === p) ?? { path: p, file: '', kind: '?' }) : pagesToScore();
// A shop's home, or a brand's hub's (shopsite hub: --out HUB), whose pages name no third party.
const home = manifest.pages.find((p) => p.kind === 'home' || p.kind === 'hub-home');
const parties = thirdPartiesOf(out, manifest, home.file);
const standIns = await startStandIns(parties);
const preview = await startPreview(out);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...standIns.chromeFlags],
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ms = (audit) => `${Math.round(audit.numericValue)} ms`;
let failed = false;
try {
  console.error(`third parties served by stand-ins on 127.0.0.1:${standIns.port}: ${standIns.hosts.join(', ') || 'none'}`);
  console.log(`page | kind | performance | accessibility | best practices | SEO | FCP | LCP | TBT | watched after load | third-party requests seen${runs > 1 ? ` (median of ${runs} runs)` : ''}`);
  console.log('--- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---');
  // A first navigation in a new Chromium pays for starting the browser's own machinery (the first
  // page scored was always the slowest, whichever it was): one run, thrown away, before the rest.
  await lighthouse(`${preview.url}${chosen[0].path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  for (const page of chosen) {
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${preview.url}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      lhrs.push(lhr);
    }
    const lhr = runs > 1 ? computeMedianRun(lhrs) : lhrs[0];
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`), JSON.stringify(lhr));
    }
    const noindex = page.file && /<meta name="robots" content="noindex/.test(html(page));
    const scores = CATEGORIES.map((k) => Math.round(lhr.categories[k].score * 100));
    const judged = CATEGORIES.map((k, i) => (k === 'seo' && noindex ? 100 : scores[i]));
    if (judged.some((s) => s < 100)) failed = true;
    const a = lhr.audits;
    const hosts = new Set(standIns.hosts);
    const thirdParty = (a['network-requests'].details?.items ?? []).filter((r) => hosts.has(new URL(r.url).hostname)).map((r) => new URL(r.url).pathname);
    const shown = scores.map((s, i) => (CATEGORIES[i] === 'seo' && noindex ? `${s} (noindex)` : String(s)));
    // How long Lighthouse went on watching once the page had loaded (its trace ends after quiet spells).
    const observed = a.metrics.details.items[0];
    const watched = `${((observed.observedTraceEnd - observed.observedLoad) / 1000).toFixed(1)} s`;
    console.log([page.path, page.kind, ...shown, ms(a['first-contentful-paint']), ms(a['largest-contentful-paint']), ms(a['total-blocking-time']), watched, thirdParty.join(' ') || 'none'].join(' | '));
    if (judged.some((s) => s < 100)) {
      for (const k of CATEGORIES) {
        for (const ref of lhr.categories[k].auditRefs) {
          const audit = a[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.error(`  ${page.path} ${k}: ${ref.id} ${audit.score} ${audit.displayValue ?? ''}`);
        }
      }
    }
  }
  if (!args.length) await reportThirdPartyCost(`${preview.url}${home.path}`);
} finally {
  await chrome.kill();
  await preview.close();
  await standIns.close();
}
const missing = standIns.requests.filter((r) => r.kind === 'other');
if (missing.length) console.error(`requests with no stand-in: ${[...new Set(missing.map((r) => r.url))].join(', ')}`);
if (failed) {
  console.error('A category is under 100 (details above).');
  process.exitCode = 1;
}

/**
 * What the third parties cost when they do come, which Lighthouse's run may end before: the home
 * page in the same Chromium, left alone until the stand-ins' scripts have been asked for, and the
 * long tasks from then on (this machine, unthrottled: Lighthouse's mobile simulation counts 4x).
 */
async function reportThirdPartyCost(url) {
  const scriptUrls = parties.scripts.map((p) => p.scriptUrl);
  if (!scriptUrls.length) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    const resources = () => page.evaluate((urls) => performance.getEntriesByType('resource').filter((e) => urls.includes(e.name)).map((e) => ({ name: e.name, start: e.startTime, bytes: e.decodedBodySize })), scriptUrls);
    const deadline = Date.now() + 30_000;
    while ((await resources()).length < scriptUrls.length && Date.now() < deadline) await page.waitForTimeout(250);
    await page.waitForTimeout(2000);
    const [loaded, tasks, came] = await Promise.all([page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd), page.evaluate(() => window.__longTasks), resources()]);
    const first = Math.min(...came.map((r) => r.start));
    const after = tasks.filter((t) => t.start >= first).map((t) => `${Math.round(t.duration)} ms`);
    console.log(`\nA visitor who only reads ${new URL(url).pathname}: the third parties were asked for ${((first - loaded) / 1000).toFixed(1)} s after load (${came.map((r) => `${path.basename(new URL(r.name).pathname)} ${Math.round(r.bytes / 1024)} KB`).join(', ')}), then long tasks of ${after.join(', ') || 'none'} on the main thread (unthrottled).`);
    await page.close();
  } finally {
    await browser.close();
  }
}
