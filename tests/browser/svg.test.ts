// An SVG from the data, opened by its own URL in real Chromium from a host that sends no
// Content-Security-Policy (GitHub Pages, S3 ignore _headers): the published one runs nothing. The
// same setting runs the script of a hostile SVG at once, so the test could fail; the build
// refuses every one of those.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectSvg } from '../../src/shared/svg.js';
import { OTHER_SHOP, dataWith, runCli, tempDir } from '../helpers.js';
import { buildSite, launch } from './harness.js';

/** Clean, but with what a careless check might trip on: styles, a link to itself, an animation, a PNG. */
const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 80">
  <style>.mark { fill: #b91c1c }</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
  <rect width="120" height="80" fill="url(#g)"/>
  <a href="#dot"><circle id="dot" class="mark" cx="60" cy="40" r="20">
    <animate attributeName="r" values="20;24;20" dur="1s" repeatCount="indefinite"/>
  </circle></a>
  <use xlink:href="#dot" x="30"/>
  <image width="1" height="1" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="/>
</svg>
`;

/** Hostile SVGs whose script runs as soon as the file is opened, with no click. */
const HOSTILE: [string, string][] = [
  ['a script element', `<svg xmlns="http://www.w3.org/2000/svg"><script>alert('script')</script></svg>`],
  ['an onload handler', `<svg xmlns="http://www.w3.org/2000/svg" onload="alert('onload')"><rect width="1" height="1"/></svg>`],
  ['an animation that begins', `<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"><animate attributeName="x" to="1" dur="1s" onbegin="alert('onbegin')"/></rect></svg>`],
  [
    'HTML in a foreignObject',
    `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="10" height="10"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert('foreignObject')"/></foreignObject></svg>`,
  ],
];

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.css': 'text/css', '.js': 'text/javascript' };

/** A host as plain as S3: the file and its type, no _headers, no Content-Security-Policy. */
function plainServer(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root + path.sep) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

let browser: Browser;
let host: { server: Server; url: string };
let out: string;
let published: string;

function dataWithSvg(svg: string): string {
  const data = dataWith(OTHER_SHOP);
  const services = path.join(data, 'services.yaml');
  writeFileSync(services, readFileSync(services, 'utf8').replace(/(\n {2}- slug: oil-changes\n)/, '$1    image:\n      src: images/logo.svg\n      alt: Our logo\n'));
  mkdirSync(path.join(data, 'images'));
  writeFileSync(path.join(data, 'images', 'logo.svg'), svg);
  return data;
}

beforeAll(async () => {
  out = path.join(tempDir(), 'dist');
  buildSite(dataWithSvg(CLEAN_SVG), out);
  published = `/assets/images/${readdirSync(path.join(out, 'assets', 'images')).find((f) => f.endsWith('.svg'))!}`;
  host = await plainServer(out);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.server.close(resolve));
});

/** Opens a URL on the plain host: the dialogs its scripts raised, and the document's root element. */
async function open(url: string): Promise<{ dialogs: string[]; root: string; csp: string | undefined }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(url);
  await page.waitForTimeout(300); // an animation's begin and an image's error come after load
  const root = await page.evaluate(() => `${document.documentElement.namespaceURI} ${document.documentElement.localName}`);
  await context.close();
  return { dialogs, root, csp: response?.headers()['content-security-policy'] };
}

describe('an SVG from the data, opened by its own URL from a host without a CSP', () => {
  it('is the published file: the page links to it, and the checker accepted it', () => {
    expect(readFileSync(path.join(out, 'services', 'index.html'), 'utf8')).toContain(`src="${published}"`);
    expect(readFileSync(path.join(out, published), 'utf8')).toBe(CLEAN_SVG);
    expect(inspectSvg(new TextEncoder().encode(CLEAN_SVG))).toEqual({ width: 120, height: 80 });
  });

  it('renders as an SVG document and runs nothing', async () => {
    const seen = await open(`${host.url}${published}`);
    expect(seen).toEqual({ dialogs: [], root: 'http://www.w3.org/2000/svg svg', csp: undefined });
  });

  it.each(HOSTILE)('with %s would have run its script there, and the build refuses it', async (name, svg) => {
    // The control: the same host and browser run this SVG's script as soon as it is opened.
    const control = path.join(out, 'assets', 'images', `control-${HOSTILE.findIndex(([n]) => n === name)}.svg`);
    writeFileSync(control, svg);
    const seen = await open(`${host.url}/${path.relative(out, control)}`);
    expect(seen.dialogs).toHaveLength(1);
    expect(seen.csp).toBeUndefined();
    // And shopsite never publishes it.
    const refused = path.join(tempDir(), 'dist');
    const run = runCli(['build', '--data', dataWithSvg(svg), '--out', refused]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/services\.yaml:6:12 {2}\/services\/0\/image\/src {2}\S+logo\.svg:\d+:\d+ has /);
    expect(existsSync(refused)).toBe(false);
  });
});
