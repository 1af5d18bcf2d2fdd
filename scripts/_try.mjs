import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const child = spawn('node', ['bin/shopsite.js', 'edit', '--data', process.argv[2], '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
let out = '';
const url = await new Promise((res, rej) => { child.stderr.on('data', (d) => { out += d; const m = /http:\/\/\S+/.exec(out); if (m) res(m[0]); }); child.on('exit', () => rej(new Error(out))); });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.goto(url);
await page.waitForSelector('form');
let i = 0;
for (const name of process.argv.slice(3)) {
  await page.getByRole('button', { name: new RegExp('^' + name.replace(/[()]/g, '.')) }).first().click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shot-${i++}.png` });
}
await browser.close();
child.kill('SIGINT');
