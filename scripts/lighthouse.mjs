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
import { startPreview } from './preview.mjs';
import { startStandIns, thirdPartiesOf } from './stand-ins.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(out, '.shopsite-output.json'), 'utf8'));
if (!manifest.pages) throw new Error('dist/ has no page list in its manifest: run npm run build first');
const html = (page) => readFileSync(path.join(out, page.file), 'utf8');

function pagesToScore() {
  const kinds = new Map();
  for (const page of manifest.pages) if (page.kind !== 'review-redirect' && !kinds.has(page.kind)) kinds.set(page.kind, page);
  const tables = manifest.pages.filter((p) => p.kind === 'service' && /<table[\s>]/.test(html(p)));
  return [...new Set([...kinds.values(), ...tables])];
}

const chosen = process.argv.slice(2).length ? process.argv.slice(2).map((p) => manifest.pages.find((page) => page.path === p) ?? { path: p, file: '', kind: '?' }) : pagesToScore();
const home = manifest.pages.find((p) => p.kind === 'home');
const parties = thirdPartiesOf(out, manifest, home.file);
const standIns = await startStandIns(parties);
const preview = await startPreview();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...standIns.chromeFlags],
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const ms = (audit) => `${Math.round(audit.numericValue)} ms`;
let failed = false;
try {
  console.error(`third parties served by stand-ins on 127.0.0.1:${standIns.port}: ${standIns.hosts.join(', ') || 'none'}`);
  console.log('page | kind | performance | accessibility | best practices | SEO | FCP | LCP | TBT | third-party requests seen');
  console.log('--- | --- | --- | --- | --- | --- | --- | --- | --- | ---');
  for (const page of chosen) {
    const { lhr } = await lighthouse(`${preview.url}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
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
    console.log([page.path, page.kind, ...shown, ms(a['first-contentful-paint']), ms(a['largest-contentful-paint']), ms(a['total-blocking-time']), thirdParty.join(' ') || 'none'].join(' | '));
    if (judged.some((s) => s < 100)) {
      for (const k of CATEGORIES) {
        for (const ref of lhr.categories[k].auditRefs) {
          const audit = a[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.error(`  ${page.path} ${k}: ${ref.id} ${audit.score} ${audit.displayValue ?? ''}`);
        }
      }
    }
  }
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
