// npm run lighthouse: Lighthouse (mobile) on one page of every kind of the built site (dist/),
// served by `shopsite preview` (gzip, clean URLs) in Debian's Chromium. The third-party hosts of
// the reference data are fictional and unreachable here, so they are blocked rather than left to
// fail name resolution; a real deployment loads them after the page, off the critical path.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPreview } from './preview.mjs';
const PAGES = ['/', '/services/', '/services/oil-changes-springfield/', '/services/virginia-state-inspection-springfield/', '/vehicles/toyota-service-springfield/', '/coupons/', '/reviews/', '/about/', '/404.html'];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : PAGES;

const preview = await startPreview();
const base = preview.url;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  console.log('page | performance | accessibility | best practices | SEO');
  for (const route of paths) {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns: ['*.example.com', '*.example.net', '*.example.org', 'www.google.com'],
    });
    const c = result.lhr.categories;
    const score = (k) => Math.round(c[k].score * 100);
    console.log(`${route} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')}`);
  }
} finally {
  await chrome.kill();
  await preview.close();
}
