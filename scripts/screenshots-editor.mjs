// The owner's editor at phone and desktop widths, for the README's owner section:
// docs/images/editor-390.png and editor-1280.png. Runs `shopsite edit` on a copy of site-data/
// (the shop's own folder is never touched) and stops it when done.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `shopsite edit` on a copy of the data; resolves to the address it prints and a way to stop it. */
async function startEditor(data) {
  const child = spawn(process.execPath, ['bin/shopsite.js', 'edit', '--data', data, '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  const url = await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      said += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+\/\S+\//.exec(said);
      if (found) resolve(found[0]);
    });
    child.once('exit', () => reject(new Error(`shopsite edit stopped:\n${said}`)));
  });
  return { url, stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGINT'); }) };
}

export async function editorScreenshots(browser, outDir = path.join('docs', 'images')) {
  const work = mkdtempSync(path.join(tmpdir(), 'shopsite-shots-'));
  const data = path.join(work, 'site-data');
  cpSync('site-data', data, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  const editor = await startEditor(data);
  try {
    for (const [width, height] of [[390, 844], [1280, 800]]) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(editor.url);
      await page.waitForSelector('#shop_hours_0_label');
      // The hours, as an owner opens the editor to change them; the preview beside them on a desktop.
      await page.locator('#shop_hours_0_label').scrollIntoViewIfNeeded();
      await page.locator('#form').evaluate((form) => form.scrollBy(0, -60));
      if (width < 600) await page.evaluate(() => window.scrollBy(0, -150));
      await page.waitForTimeout(1500);
      const file = path.join(outDir, `editor-${width}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await page.close();
    }
  } finally {
    await editor.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
