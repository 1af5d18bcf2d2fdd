// Screenshots of built pages at phone and desktop widths in Debian's Chromium, for people to look
// at: node scripts/screenshots.mjs [outDir] [path ...] (WIDTHS=360,768,1280 to choose widths;
// JS=off to see the pages as a browser with JavaScript off does, in files named -nojs).
// Serves dist/ on 127.0.0.1 while it runs. Without paths, also the owner's editor at phone and
// desktop widths into docs/images/ (screenshots-editor.mjs), which the README shows.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startPreview } from './preview.mjs';
import { editorScreenshots } from './screenshots-editor.mjs';

const outDir = process.argv[2] ?? 'screenshots';
const paths = process.argv.slice(3);
const noScript = process.env.JS === 'off';
const routes = paths.length ? paths : ['/', '/services/oil-changes-springfield/', '/vehicles/toyota-service-springfield/', '/reviews/'];
mkdirSync(outDir, { recursive: true });
const server = await startPreview('dist');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 }, javaScriptEnabled: !noScript });
    for (const route of routes) {
      await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
      const name = `${route.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home'}-${width}${noScript ? '-nojs' : ''}.png`;
      // Long phone pages are cut into screen-sized pieces, which are easier to look at.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const piece = width < 600 ? 1800 : height;
      for (let y = 0, i = 0; y < height; y += piece, i++) {
        const file = path.join(outDir, piece === height ? name : name.replace('.png', `-${i}.png`));
        await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width, height: Math.min(piece, height - y) } });
        console.log(file);
      }
    }
    await page.close();
  }
  // The owner's editor, for the README (only when the site's default pages are asked for).
  if (!paths.length) await editorScreenshots(browser);
} finally {
  await browser.close();
  await server.close();
}
