// What Netlify makes of a build for it: `shopsite build --host netlify` of the reference shop, its
// `_headers` and `_redirects` read by Netlify's own parsers (@netlify/headers-parser and
// @netlify/redirect-parser, the code its build and CLI run), not by a parser of ours. They report
// no errors; the rules they return mean what the data says: the security headers and a
// Content-Security-Policy that names the booking widget, the portal and the map iframe from
// shop.yaml on every page, a year of immutable caching on the hashed assets and on nothing else,
// /review sent to the review site (302) and a shop's own `redirects` sent on for good (301), each
// rule one that Netlify applies (no file at its address shadows an unforced rule).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

/** A rule as @netlify/redirect-parser returns it (minimal: false); its types say only `unknown`. */
interface Redirect {
  from: string;
  to: string;
  status?: number;
  force: boolean;
  query: Record<string, string>;
  conditions: Record<string, unknown>;
  path: string;
  host?: string;
  proxy: boolean;
}

interface NetlifyReading {
  headers: Header[];
  headerErrors: string[];
  redirects: Redirect[];
  redirectErrors: string[];
}

// The data, read here with the yaml package rather than through shopsite's loader.
const shopYaml = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8');
const shop = parse(shopYaml) as {
  links: { review: string; mapEmbed: string };
  thirdParty: { booking: { scriptUrl: string }; portal: { scriptUrl: string } };
};
const origin = (url: string) => new URL(url).origin;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function buildForNetlify(data: string): string {
  const out = path.join(tempDir(), 'dist');
  const run = runCli(['build', '--host', 'netlify', '--data', data, '--out', out]);
  expect(run.status, run.stderr).toBe(0);
  return out;
}

/** Both files as Netlify's parsers read them. They silently return nothing for a missing file, so its presence is asserted first. */
async function netlifyReads(out: string): Promise<NetlifyReading> {
  const headersFile = path.join(out, '_headers');
  const redirectsFile = path.join(out, '_redirects');
  expect(existsSync(headersFile), '_headers is written').toBe(true);
  expect(existsSync(redirectsFile), '_redirects is written').toBe(true);
  const headers = await parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: false });
  const redirects = await parseAllRedirects({ redirectsFiles: [redirectsFile], configRedirects: [], minimal: false });
  return {
    headers: headers.headers as Header[],
    headerErrors: headers.errors.map((e) => e.message),
    redirects: redirects.redirects as Redirect[],
    redirectErrors: redirects.errors.map((e: Error) => e.message),
  };
}

/** Every file of the output, as paths relative to it with forward slashes. */
function filesIn(out: string): Set<string> {
  return new Set(readdirSync(out, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.relative(out, path.join(d.parentPath, d.name)).split(path.sep).join('/')));
}

/** The files Netlify serves at a path (pretty URLs: /a is a, a/index.html or a.html; /a/ is a/index.html). */
function filesAt(urlPath: string): string[] {
  const clean = urlPath.replace(/^\/+/, '');
  if (clean === '') return ['index.html'];
  if (clean.endsWith('/')) return [`${clean}index.html`];
  return [clean, `${clean}/index.html`, `${clean}.html`];
}

/** The URL path a file is served at (a/index.html at /a/). */
const urlPathOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`;

/** The headers Netlify sends for a path: every rule whose `for` matches, in order; a name set twice is joined with a comma. Names lower-cased. */
function sentFor(headers: Header[], urlPath: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const rule of headers.filter((h) => h.forRegExp.test(urlPath))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      sent[key] = sent[key] === undefined ? value : `${sent[key]}, ${value}`;
    }
  }
  return sent;
}

/** A Content-Security-Policy as directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(';').map((p) => p.trim()).filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/);
    if (!parsed.has(name!.toLowerCase())) parsed.set(name!.toLowerCase(), sources);
  }
  return parsed;
}

/**
 * Rules Netlify would never apply: an unforced rule whose address is a file of the output serves
 * the file instead (Netlify's "shadowing"), so what the data says about that address never happens.
 */
function shadowed(redirects: Redirect[], files: Set<string>): { from: string; status?: number; force: boolean; files: string[] }[] {
  return redirects
    .filter((r) => !r.force && r.host === undefined)
    .map((r) => ({ from: r.from, status: r.status, force: r.force, files: filesAt(r.path).filter((f) => files.has(f)) }))
    .filter((r) => r.files.length > 0);
}

/** Checks every redirect of a build: a redirect status, a target that is https or a page of the output, nothing read as a query or condition, and applied by Netlify. */
function expectEveryRedirectApplies(redirects: Redirect[], files: Set<string>) {
  for (const r of redirects) {
    expect([301, 302, 303, 307, 308], `${r.from}: status`).toContain(r.status);
    expect(Object.keys(r.query), `${r.from}: nothing read as a query condition`).toEqual([]);
    expect(Object.keys(r.conditions), `${r.from}: nothing read as a condition`).toEqual([]);
    expect(r.proxy, `${r.from}: not a proxy`).toBe(false);
    if (/^https?:/.test(r.to)) expect(r.to, `${r.from}: an https target`).toMatch(/^https:\/\//);
    else expect(filesAt(r.to.split('#')[0]!).some((f) => files.has(f)), `${r.from}: ${r.to} is a page of the output`).toBe(true);
  }
  expect(shadowed(redirects, files), 'unforced rules shadowed by a file at their address').toEqual([]);
}

describe('shopsite build --host netlify, read by Netlify', () => {
  let out: string;
  let files: Set<string>;
  let netlify: NetlifyReading;

  beforeAll(async () => {
    out = buildForNetlify(REFERENCE_DATA);
    files = filesIn(out);
    netlify = await netlifyReads(out);
  });

  it('reports no errors in _headers or _redirects', () => {
    expect(netlify.headerErrors).toEqual([]);
    expect(netlify.redirectErrors).toEqual([]);
    expect(netlify.headers.length).toBeGreaterThan(0);
    expect(netlify.redirects.length).toBeGreaterThan(0);
  });

  it('reads every header value as the build wrote it (no value rewritten by its comma normalisation)', () => {
    // The build's own lines: a path, then indented `Name: value` lines.
    const written: { for: string; name: string; value: string }[] = [];
    let current = '';
    for (const line of readFileSync(path.join(out, '_headers'), 'utf8').split('\n')) {
      if (line.startsWith('/')) current = line.trim();
      else if (/^\s+[^#\s]/.test(line)) {
        const colon = line.indexOf(':');
        written.push({ for: current, name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
      }
    }
    expect(written.length).toBeGreaterThan(0);
    const parsed = netlify.headers.flatMap((h) => Object.entries(h.values).map(([name, value]) => ({ for: h.for, name, value })));
    expect(parsed).toEqual(written);
  });

  it('the /* rule carries the security headers', () => {
    const all = netlify.headers.find((h) => h.for === '/*');
    expect(all, 'a rule for /*').toBeDefined();
    const values = all!.values;
    expect(values['Content-Security-Policy']).toBeTruthy();
    expect(values['X-Content-Type-Options']).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(values['Referrer-Policy']);
    expect(['DENY', 'SAMEORIGIN']).toContain(values['X-Frame-Options']);
    expect(values['Permissions-Policy']).toMatch(/^[a-z-]+=\(.*\)(, [a-z-]+=\(.*\))*$/);
  });

  it('the Content-Security-Policy admits the booking widget, the portal and the map from shop.yaml, and no inline script', () => {
    const policy = directives(netlify.headers.find((h) => h.for === '/*')!.values['Content-Security-Policy']!);
    const widgets = [origin(shop.thirdParty.booking.scriptUrl), origin(shop.thirdParty.portal.scriptUrl)];
    const scripts = policy.get('script-src');
    expect(scripts, 'a script-src directive').toBeDefined();
    expect([...scripts!].sort()).toEqual(["'self'", ...widgets].sort());
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('frame-src')).toContain(origin(shop.links.mapEmbed));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('/assets/* is cached for a year, immutable', () => {
    expect(netlify.headers.find((h) => h.for === '/assets/*')?.values['Cache-Control']).toBe(IMMUTABLE);
  });

  it('by Netlify\'s own path matching, every page gets the policy and no cache header, and every asset exactly the year of caching', () => {
    const pages = [...files].filter((f) => f.endsWith('.html'));
    const assets = [...files].filter((f) => f.startsWith('assets/'));
    expect(pages).toContain('index.html');
    expect(pages).toContain('404.html');
    expect(assets.length).toBeGreaterThan(0);
    const policy = netlify.headers.find((h) => h.for === '/*')!.values['Content-Security-Policy'];
    for (const page of pages) {
      const sent = sentFor(netlify.headers, urlPathOf(page));
      expect(sent['content-security-policy'], page).toBe(policy);
      expect(sent['x-content-type-options'], page).toBe('nosniff');
      // HTML keeps Netlify's default (revalidate every visit): a year of caching here would pin a stale page.
      expect(sent['cache-control'], page).toBeUndefined();
    }
    for (const asset of assets) {
      const sent = sentFor(netlify.headers, urlPathOf(asset));
      expect(sent['cache-control'], asset).toBe(IMMUTABLE);
      expect(sent['x-content-type-options'], asset).toBe('nosniff');
    }
  });

  it('/review and /review/ go to the shop\'s review link with a 302', () => {
    const review = netlify.redirects.filter((r) => r.path === '/review' || r.path === '/review/');
    expect(review.map(({ from, to, status }) => ({ from, to, status }))).toEqual([
      { from: '/review', to: shop.links.review, status: 302 },
      { from: '/review/', to: shop.links.review, status: 302 },
    ]);
  });

  it('every redirect is one Netlify applies: no file at its address shadows it', () => {
    expectEveryRedirectApplies(netlify.redirects, files);
  });
});

describe('a shop\'s own redirects, read by Netlify', () => {
  const moved = [
    { from: '/specials.html', to: '/coupons/' },
    { from: '/book-online/', to: 'https://booking.cardinal-auto.example.com/' },
  ];

  it('become 301 rules from the old address (with and without its slash) to the new one, applied by Netlify', async () => {
    const edited = `${shopYaml.trimEnd()}\nredirects:\n${moved.map((r) => `  - from: ${r.from}\n    to: ${r.to}\n`).join('')}`;
    const out = buildForNetlify(dataWith(REFERENCE_DATA, { 'shop.yaml': edited }));
    const files = filesIn(out);
    const netlify = await netlifyReads(out);
    expect(netlify.redirectErrors).toEqual([]);
    expect(netlify.headerErrors).toEqual([]);

    const permanent = netlify.redirects.filter((r) => r.status === 301);
    // Netlify matches a rule with or without the trailing slash; the build may write either or both.
    const bare = (p: string) => p.replace(/(.)\/$/, '$1');
    for (const r of moved) {
      const rules = permanent.filter((p) => bare(p.path) === bare(r.from));
      expect(rules.length, `a 301 rule from ${r.from}`).toBeGreaterThan(0);
      for (const rule of rules) expect({ from: bare(rule.from), to: rule.to, status: rule.status }).toEqual({ from: bare(r.from), to: r.to, status: 301 });
    }
    // No 301 other than the data's, and /review is still the 302 it was.
    expect(new Set(permanent.map((p) => bare(p.path)))).toEqual(new Set(moved.map((r) => bare(r.from))));
    expect(netlify.redirects.filter((r) => r.status === 302).map((r) => r.to)).toEqual([shop.links.review, shop.links.review]);
    expect(files.has('coupons/index.html')).toBe(true);
    expectEveryRedirectApplies(netlify.redirects, files);
  });
});
