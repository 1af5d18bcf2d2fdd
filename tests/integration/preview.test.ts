// `shopsite preview` serves a build as Netlify and Cloudflare Pages do: clean URLs with the slash
// redirect, 404.html with status 404, _headers merged with the defaults and _redirects, the two
// rule files never served themselves, GET and HEAD only; on 127.0.0.1 only, and stops on a signal.
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { serveStatic } from '../../src/cli/serve.js';
import { OTHER_SHOP, REFERENCE_DATA, ROOT, cliEnv, runCli, servingAt, tempDir } from '../helpers.js';
import { countHeader, request } from './http.js';

/** The smallest GIF: one transparent pixel. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let out: string;
beforeAll(() => {
  out = path.join(tempDir(), 'dist');
  expect(runCli(['build', '--host', 'cloudflare', '--data', REFERENCE_DATA, '--out', out]).status).toBe(0);
  writeFileSync(path.join(out, 'assets', 'pixel.gif'), GIF);
});

/** `serveStatic` on a free port, stopped when the test ends; its base URL without the slash. */
async function serve(): Promise<string> {
  const server = await serveStatic(out, { host: '127.0.0.1', port: 0 });
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const asset = (ending: string) => `/assets/${readdirSync(path.join(out, 'assets')).find((f) => f.endsWith(ending))}`;

describe('shopsite preview', () => {
  it('serves pages at clean URLs and unknown paths with 404.html and status 404', async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'preview', '--out', out, '--port', '0'], { env: cliEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    try {
      const { url } = await servingAt(child);
      const about = await fetch(`${url}about/`);
      expect(about.status).toBe(200);
      expect(about.headers.get('content-type')).toContain('text/html');
      expect(await about.text()).toContain('<h1>');
      const missing = await fetch(`${url}no/such/page/`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Oops! Page not found');
      expect((await fetch(`${url}..%2f..%2fetc/passwd`)).status).toBe(404);
      expect(about.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
      expect(about.headers.get('x-content-type-options')).toBe('nosniff');
      const review = await fetch(`${url}review`, { redirect: 'manual' });
      expect(review.status).toBe(302);
      expect(review.headers.get('location')).toMatch(/^https:\/\//);
      const sitemap = await fetch(`${url}sitemap.xml`);
      expect(sitemap.headers.get('content-type')).toContain('xml');
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? signal)));
    expect([0, 'SIGTERM']).toContain(code);
  });

  it('says what to do when there is nothing to serve', () => {
    const run = runCli(['preview', '--out', path.join(tempDir(), 'nothing')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('hint: run npx shopsite build first');
    // A folder that is no build's output (the data folder) is not served as a site: its YAML would be.
    const data = runCli(['preview', '--out', REFERENCE_DATA]);
    expect(data.status).toBe(1);
    expect(data.stderr).toContain('holds no site: no index.html, and no build wrote it');
  });

  it('does not serve _headers and _redirects, as the hosts do not', async () => {
    const base = await serve();
    for (const name of ['/_headers', '/_redirects']) {
      const answer = await request(`${base}${name}`);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain('Oops! Page not found');
    }
  });

  it('redirects a folder page asked for without its slash to the slash form, keeping the query', async () => {
    const base = await serve();
    const bare = await request(`${base}/services/brakes-springfield`);
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/services/brakes-springfield/');
    expect((await request(`${base}/services/brakes-springfield?utm_source=card&b=2`)).headers.location).toBe('/services/brakes-springfield/?utm_source=card&b=2');
    // A protocol-relative Location would leave the site: the path is normalised first.
    expect((await request(`${base}//services`)).headers.location).toBe('/services/');
    expect((await request(`${base}/services/brakes-springfield/`)).status).toBe(200);
    expect((await request(`${base}/sitemap.xml`)).status).toBe(200);
  });

  it('merges the headers of _headers with the defaults by name, whatever their case: one Cache-Control', async () => {
    const base = await serve();
    const script = await request(`${base}${asset('.js')}`);
    expect(script.status).toBe(200);
    expect(countHeader(script, 'cache-control')).toBe(1);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request(`${base}/about/`);
    expect(countHeader(page, 'cache-control')).toBe(1);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(countHeader(page, 'content-security-policy')).toBe(1);
  });

  it('keeps the _redirects rules and answers unknown paths with 404.html and status 404', async () => {
    const base = await serve();
    for (const from of ['/review', '/review/']) {
      const review = await request(`${base}${from}`);
      expect(review.status).toBe(302);
      expect(review.headers.location).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    }
    const missing = await request(`${base}/services/no-such-service/`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body.toString()).toContain('Oops! Page not found');
  });

  it('sends the right type, a length, an ETag answered with 304, and byte ranges', async () => {
    const base = await serve();
    const gif = await request(`${base}/assets/pixel.gif`);
    expect(gif.status).toBe(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(gif.headers['content-length']).toBe(String(GIF.length));
    expect(gif.body.equals(GIF)).toBe(true);
    expect((await request(`${base}/favicon.svg`)).headers['content-type']).toMatch(/^image\/svg\+xml/);

    const page = await request(`${base}/about/`);
    const file = readFileSync(path.join(out, 'about', 'index.html'));
    expect(page.headers['content-length']).toBe(String(file.length));
    expect(page.headers.etag).toBeTruthy();
    const again = await request(`${base}/about/`, { headers: { 'if-none-match': page.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(countHeader(again, 'cache-control')).toBe(1);

    const part = await request(`${base}/about/`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${file.length}`);
    expect(part.body.equals(file.subarray(0, 100))).toBe(true);
    // Forms sirv would misread are answered whole, as RFC 9110 section 14.2 allows: never wrong bytes.
    for (const [range, bytes] of [['bytes=0-0', file.subarray(0, 1)], ['bytes=-10', file.subarray(-10)], ['bytes=0-1,5-6', undefined]] as const) {
      const answer = await request(`${base}/about/`, { headers: { range } });
      expect(answer.body.equals(answer.status === 200 ? file : bytes!), range).toBe(true);
    }
    expect((await request(`${base}/about/`, { headers: { range: `bytes=${file.length + 5}-` } })).status).toBe(416);
  });

  it('gzips text for clients that accept it, and leaves images alone', async () => {
    const base = await serve();
    const page = await request(`${base}/about/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(page.body).equals(readFileSync(path.join(out, 'about', 'index.html')))).toBe(true);
    const style = await request(`${base}${asset('.css')}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(style.headers['content-encoding']).toBe('gzip');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    const missing = await request(`${base}/no/such/page/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toContain('Oops! Page not found');
    const gif = await request(`${base}/assets/pixel.gif`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gif.headers['content-encoding']).toBeUndefined();
    expect((await request(`${base}/about/`)).headers['content-encoding']).toBeUndefined();
  });

  it('answers GET and HEAD, and 405 with Allow to any other method', async () => {
    const base = await serve();
    const head = await request(`${base}/about/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(readFileSync(path.join(out, 'about', 'index.html')).length));
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await request(`${base}/about/`, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('shopsite preview of a fleet’s output (a folder per shop, none at the top)', () => {
  let fleet: string;
  beforeAll(() => {
    const shops = tempDir();
    for (const name of ['riverbend', 'hilltop-auto']) cpSync(OTHER_SHOP, path.join(shops, name), { recursive: true });
    fleet = path.join(tempDir(), 'out');
    const run = runCli(['build', '--data', path.join(shops, 'riverbend'), path.join(shops, 'hilltop-auto'), '--out', fleet]);
    expect(run.status, run.stderr).toBe(0);
  });

  it('names the shop folders it holds instead of serving them unstyled', () => {
    const run = runCli(['preview', '--out', `${fleet}/`, '--port', '0']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${fleet}/ is a fleet's output, not one site: it holds 2 shop folders (hilltop-auto, riverbend)\n  hint: serve one shop with --shop hilltop-auto\n`);
  });

  it('serves one shop at the root with --shop NAME, its styles included', async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'preview', '--out', fleet, '--shop', 'riverbend', '--port', '0'], { env: cliEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGINT');
    });
    const { folder, url } = await servingAt(child);
    expect(folder).toBe(path.join(fleet, 'riverbend'));
    const home = await fetch(url!);
    expect(home.status).toBe(200);
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(await home.text())![1]!;
    expect((await fetch(new URL(css, url))).status).toBe(200);
  });

  it('refuses a --shop it does not hold, and --shop on one site, naming what there is', () => {
    const unknown = runCli(['preview', '--out', fleet, '--shop', 'nope', '--port', '0']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe(`${fleet}/ holds no shop "nope"\n  hint: it holds 2 shop folders (hilltop-auto, riverbend)\n`);
    const single = runCli(['preview', '--out', path.join(fleet, 'riverbend'), '--shop', 'riverbend', '--port', '0']);
    expect(single.status).toBe(1);
    expect(single.stderr).toContain('is one shop\'s site, not a fleet\'s folder of shops\n  hint: serve it without --shop');
  });
});

describe('shopsite preview, for each host the build was for', () => {
  /** A build of the reference shop for `host`, served by `preview` as a child; its URL and everything it printed. */
  async function previewOf(host: string, ...extra: string[]) {
    const dir = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--host', host, '--data', REFERENCE_DATA, '--out', dir, ...extra]).status).toBe(0);
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'preview', '--out', dir, '--port', '0'], { env: cliEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let printed = '';
    child.stderr!.on('data', (chunk: Buffer) => (printed += chunk));
    onTestFinished(() => void child.kill('SIGTERM'));
    const { url } = await servingAt(child);
    return { url, printed: () => printed };
  }

  it('vercel: the 308 to the slash form, the headers, and a Web Analytics stand-in that records what pages send', async () => {
    const { url, printed } = await previewOf('vercel');
    const services = await fetch(`${url}services`, { redirect: 'manual' });
    expect(services.status).toBe(308);
    expect(services.headers.get('location')).toBe('/services/');
    expect((await fetch(`${url}about/`)).headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    const script = await fetch(`${url}_vercel/insights/script.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.vaq');
    const sent = await fetch(`${url}_vercel/insights/event`, { method: 'POST', body: JSON.stringify({ type: 'event', path: '/', name: 'appointment_button_click', data: { path: '/' } }) });
    expect(sent.status).toBe(204);
    expect((await fetch(`${url}_vercel/insights/event`, { method: 'POST', body: 'not an event' })).status).toBe(400);
    expect(await (await fetch(`${url}_vercel/insights/events`)).json()).toEqual([{ type: 'event', path: '/', name: 'appointment_button_click', data: { path: '/' } }]);
    expect(printed()).toContain('as vercel serves it');
    expect(printed()).toContain('analytics: appointment_button_click {"path":"/"} on /');
    // The host's own files are never served.
    expect((await fetch(`${url}.vercel/output/config.json`)).status).toBe(404);
    expect((await fetch(`${url}.shopsite-output.json`)).status).toBe(404);
  });

  it('another host with Vercel Web Analytics on: the script is a 404 that says why, and preview warns once', async () => {
    const { url, printed } = await previewOf('netlify');
    for (let i = 0; i < 2; i++) {
      const script = await fetch(`${url}_vercel/insights/script.js`);
      expect(script.status).toBe(404);
      expect(await script.text()).toContain('exists only on Vercel deployments');
    }
    expect(printed().match(/warning: Vercel Web Analytics is on/g)).toHaveLength(1);
    expect((await fetch(`${url}_vercel/insights/event`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('static and github-pages: no headers of the site; a github-pages build only under its base path', async () => {
    const plain = await previewOf('static');
    const page = await fetch(`${plain.url}about/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBeNull();
    const pages = await previewOf('github-pages', '--base-url', 'https://owner.github.io/cardinal/');
    expect(pages.printed()).toMatch(/at http:\/\/127\.0\.0\.1:\d+\/cardinal\/ as github-pages serves it/);
    const about = await fetch(`${pages.url}cardinal/about/`);
    expect(about.status).toBe(200);
    expect(about.headers.get('content-security-policy')).toBeNull();
    expect(await about.text()).toContain('<meta http-equiv="Content-Security-Policy"');
    expect((await fetch(`${pages.url}about/`)).status).toBe(404);
    const bare = await fetch(`${pages.url}cardinal/about`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/cardinal/about/');
  });
});
