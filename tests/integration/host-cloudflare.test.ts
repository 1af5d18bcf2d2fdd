// A build for Cloudflare Pages is served as it means to be by Cloudflare's own runtime: `wrangler
// pages dev` (workerd, from node_modules, offline) on the reference shop's output. Every sitemap
// address answers with its page (at most one redirect, to its other slash form), an unknown path
// answers 404.html with status 404, /review and /review/ redirect as _redirects says (before the
// review/ page that is there too), the _headers policy (CSP, nosniff, referrer policy, framing)
// reaches pages and the not-found page, assets are cached as immutable and pages are not, and the
// two rule files and the build's manifest are never served themselves. Nothing leaves the machine (tests/hosts/wrangler.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATA, runCli, tempDir } from '../helpers.js';
import { startPagesDev, type PagesDev } from '../hosts/wrangler.js';
import { countHeader, request } from './http.js';

let out: string;
let server: PagesDev | undefined;

beforeAll(async () => {
  out = path.join(tempDir(), 'dist');
  const run = runCli(['build', '--host', 'cloudflare', '--data', REFERENCE_DATA, '--out', out]);
  expect(run.status, run.stderr).toBe(0);
  server = await startPagesDev(out);
}, 90_000);

afterAll(() => server?.stop(), 30_000);

const read = (name: string) => readFileSync(path.join(out, name), 'utf8');
const get = (address: string) => request(`${server!.url}${address}`);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** The addresses of sitemap.xml, as written. */
function sitemap(): string[] {
  return [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

/** _headers as Cloudflare reads it: a URL pattern on its own line, then indented `Name: value` lines. */
function headerRules(): Map<string, [string, string][]> {
  const rules = new Map<string, [string, string][]>();
  let current: [string, string][] | undefined;
  for (const line of read('_headers').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = []));
    else current!.push(line.trim().split(/:\s*(.*)/s, 2) as [string, string]);
  }
  return rules;
}

function headerOf(rules: [string, string][] | undefined, name: string): string {
  const found = rules?.find(([key]) => key.toLowerCase() === name.toLowerCase());
  expect(found, `${name} in _headers`).toBeDefined();
  return found![1];
}

/** _redirects: `from to [status]`, 302 when no status is given. */
function redirectRules(): { from: string; to: string; status: number }[] {
  return read('_redirects')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from: from!, to: to!, status: Number(status ?? 302) };
    });
}

describe('a Cloudflare Pages build under wrangler pages dev', () => {
  it('answers every sitemap address with the page written there, at most one slash redirect away', async () => {
    const addresses = sitemap();
    expect(addresses.length).toBeGreaterThan(10);
    const origin = new URL(addresses[0]!).origin;
    for (const loc of addresses) {
      const { origin: locOrigin, pathname, search } = new URL(loc);
      expect(locOrigin, loc).toBe(origin);
      let at = pathname;
      let answer = await get(pathname + search);
      if (answer.status !== 200 && pathname !== '/') {
        // Cloudflare's clean URLs may send one slash form to the other (308), never further.
        const other = pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`;
        expect([301, 308], `${loc} answered ${answer.status}`).toContain(answer.status);
        const location = new URL(answer.headers.location!, server!.url);
        expect(location.pathname + location.search, loc).toBe(other + search);
        at = other;
        answer = await get(other + search);
      }
      expect(answer.status, loc).toBe(200);
      expect(answer.headers['content-type'], loc).toMatch(/^text\/html/);
      expect(answer.body.equals(readFileSync(path.join(out, at, at.endsWith('/') ? 'index.html' : '')))).toBe(true);
      expect(canonicalOf(answer.body.toString()), loc).toBe(origin + at);
    }
  });

  it('answers unknown paths with 404.html and status 404, with the site policy', async () => {
    const notFound = readFileSync(path.join(out, '404.html'));
    const csp = headerOf(headerRules().get('/*'), 'Content-Security-Policy');
    expect(titleOf(notFound.toString())).toBeTruthy();
    for (const address of ['/no-such-page/', '/no-such-page', '/services/no-such-service/', '/no-such-file.txt']) {
      const answer = await get(address);
      expect(answer.status, address).toBe(404);
      expect(answer.headers['content-type'], address).toMatch(/^text\/html/);
      expect(titleOf(answer.body.toString()), address).toBe(titleOf(notFound.toString()));
      expect(answer.body.equals(notFound), address).toBe(true);
      expect(answer.headers['content-security-policy'], address).toBe(csp);
    }
  });

  it('redirects /review and /review/ (and every other _redirects rule) as _redirects says', async () => {
    const rules = redirectRules();
    const review = rules.filter((rule) => rule.from === '/review' || rule.from === '/review/');
    expect(review.map((rule) => rule.from).sort()).toEqual(['/review', '/review/']);
    expect(review[0]!.to).toMatch(/^https:\/\//);
    expect(review[1]!.to).toBe(review[0]!.to);
    // review/index.html is there too (for hosts without _redirects): Cloudflare applies the rule first.
    expect(read('review/index.html')).toContain(review[0]!.to.replaceAll('&', '&amp;'));
    // A rule with status 200 is a rewrite, not a redirect (the manifest's: see below).
    for (const rule of rules.filter((r) => r.status !== 200)) {
      const answer = await get(rule.from);
      expect(answer.status, rule.from).toBe(rule.status);
      expect(answer.headers.location, rule.from).toBe(rule.to);
    }
  });

  it('sends the _headers policy with every page, once, and keeps HTML revalidating', async () => {
    const site = headerRules().get('/*');
    const csp = headerOf(site, 'Content-Security-Policy');
    expect(csp).toMatch(/^default-src 'self'/);
    const service = sitemap()
      .map((loc) => new URL(loc).pathname)
      .find((at) => /^\/services\/[^/]+\/$/.test(at));
    expect(service).toBeDefined();
    for (const page of ['/', service!]) {
      const answer = await get(page);
      expect(answer.status, page).toBe(200);
      expect(countHeader(answer, 'content-security-policy'), page).toBe(1);
      expect(answer.headers['content-security-policy'], page).toBe(csp);
      expect(answer.headers['x-content-type-options'], page).toBe('nosniff');
      expect(answer.headers['referrer-policy'], page).toBe(headerOf(site, 'Referrer-Policy'));
      expect(answer.headers['x-frame-options'], page).toBe(headerOf(site, 'X-Frame-Options'));
      for (const [name, value] of site!) expect(answer.headers[name.toLowerCase()], `${page} ${name}`).toBe(value);
      expect(countHeader(answer, 'cache-control'), page).toBe(1);
      expect(answer.headers['cache-control'], page).not.toContain('immutable');
    }
  });

  it('caches the assets a page loads for a year as immutable', async () => {
    const cache = headerOf(headerRules().get('/assets/*'), 'Cache-Control');
    expect(cache).toContain('immutable');
    const home = (await get('/')).body.toString();
    const assets = [...home.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((at) => at.endsWith('.css'))).toBe(true);
    expect(assets.some((at) => at.endsWith('.js'))).toBe(true);
    for (const asset of new Set(assets)) {
      const answer = await get(asset);
      expect(answer.status, asset).toBe(200);
      expect(answer.body.equals(readFileSync(path.join(out, asset))), asset).toBe(true);
      expect(countHeader(answer, 'cache-control'), asset).toBe(1);
      expect(answer.headers['cache-control'], asset).toBe(cache);
    }
  });

  it('never serves _headers and _redirects themselves', async () => {
    // Deployed, they are rules and not files (wrangler pages deploy leaves them out): 404.
    // wrangler pages dev answers 502 instead, looking for _headers/index.html; either way not the rules.
    for (const name of ['_headers', '_redirects']) {
      const answer = await get(`/${name}`);
      expect(answer.status, name).not.toBe(200);
      expect(answer.body.toString(), name).not.toContain(read(name).split('\n')[0]);
    }
  });

  it('never serves the build\'s manifest: its 404 page with status 404 instead', async () => {
    const answer = await get('/.shopsite-output.json');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(read('404.html'));
    expect(read('.shopsite-output.json')).toContain('"generator": "shopsite"');
  });

  it('ran offline: no failed fetch, update check or request.cf lookup in wrangler’s output', () => {
    const output = server!.output();
    expect(output).toContain('Ready on');
    expect(output).not.toMatch(/Unable to fetch|fetch failed|ENOTFOUND|EAI_AGAIN|getaddrinfo|update available/i);
  });
});
