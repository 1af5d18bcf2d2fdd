// The reference shop's host, Vercel: the build writes the Build Output API v3 (.vercel/output/,
// deployable with `vercel deploy --prebuilt`), Vercel's own routing library (@vercel/routing-utils)
// accepts its routes, and every address of the sitemap walked through those routes as Vercel
// applies them answers 200 with the security headers; /review and the shop's redirects send on in
// one hop, a path without its slash gets the 308 Vercel's trailingSlash sends, anything else 404.html.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { normalizeRoutes } from '@vercel/routing-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

type Route = { src?: string; status?: number; headers?: Record<string, string>; dest?: string; continue?: boolean; handle?: string };

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The file of .vercel/output/static/ that answers, if any. */
  file?: string;
}

/**
 * A request walked through Build Output API routes as Vercel documents them: routes before
 * `handle: filesystem` in order (headers of every match with `continue` gather; a route with a
 * status and a Location answers at once, with $1… filled), then the static files (a folder's
 * index.html), then the routes after it (the 404 page with its status).
 */
function walk(routes: Route[], staticDir: string, urlPath: string): Answer {
  const headers: Record<string, string> = {};
  const at = routes.findIndex((r) => r.handle === 'filesystem');
  const apply = (route: Route): Answer | undefined => {
    const match = new RegExp(route.src!).exec(urlPath);
    if (!match) return undefined;
    const fill = (v: string) => v.replace(/\$(\d|[a-z]\w*)/g, (_, n: string) => (/^\d$/.test(n) ? match[Number(n)] : match.groups?.[n]) ?? '');
    const own = Object.fromEntries(Object.entries(route.headers ?? {}).map(([k, v]) => [k.toLowerCase(), fill(v)]));
    if (route.status && own.location) return { status: route.status, headers: own };
    Object.assign(headers, own);
    if (route.dest) return { status: route.status ?? 200, headers, file: route.dest.slice(1) };
    return undefined;
  };
  for (const route of routes.slice(0, at)) {
    const answer = apply(route);
    if (answer) return answer;
  }
  const file = urlPath.endsWith('/') ? `${urlPath.slice(1)}index.html` : urlPath.slice(1);
  if (existsFile(path.join(staticDir, file))) return { status: 200, headers, file };
  for (const route of routes.slice(at + 1)) {
    const answer = apply(route);
    if (answer) return answer;
  }
  return { status: 404, headers };
}

const existsFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

const shop = parse(readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8')) as { host: string; siteUrl: string; links: { review: string } };

function built(data = REFERENCE_DATA) {
  const out = path.join(tempDir(), 'dist');
  const run = runCli(['build', '--data', data, '--out', out]);
  expect(run.status, run.stderr).toBe(0);
  const config = JSON.parse(readFileSync(path.join(out, '.vercel', 'output', 'config.json'), 'utf8')) as { version: number; routes: Route[] };
  return { out, config, staticDir: path.join(out, '.vercel', 'output', 'static') };
}

describe('a build for Vercel (the reference shop says host: vercel)', () => {
  let site: ReturnType<typeof built>;
  beforeAll(() => {
    expect(shop.host).toBe('vercel');
    site = built();
  });

  it('writes the Build Output API v3, whose routes Vercel’s routing library accepts as they are', () => {
    expect(site.config.version).toBe(3);
    const normalized = normalizeRoutes(site.config.routes as Parameters<typeof normalizeRoutes>[0]);
    expect(normalized.error).toBeNull();
    expect(normalized.routes).toEqual(site.config.routes);
  });

  it('puts the whole site in static/, as hard links to the files at the top', () => {
    const top = (readdirSync(site.out, { recursive: true }) as string[]).filter((f) => !f.startsWith('.') && existsFile(path.join(site.out, f))).sort();
    const copied = (readdirSync(site.staticDir, { recursive: true }) as string[]).filter((f) => existsFile(path.join(site.staticDir, f))).sort();
    expect(copied).toEqual(top);
    expect(top.length).toBeGreaterThan(60);
    for (const file of ['index.html', 'sitemap.xml', '404.html']) {
      expect(statSync(path.join(site.staticDir, file)).ino).toBe(statSync(path.join(site.out, file)).ino);
    }
  });

  it('answers every sitemap address 200 with the security headers, and hashed assets for a year', () => {
    const sitemap = readFileSync(path.join(site.staticDir, 'sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBe(56);
    for (const p of paths) {
      const answer = walk(site.config.routes, site.staticDir, p);
      expect(answer.status, p).toBe(200);
      expect(answer.headers['content-security-policy'], p).toMatch(/^default-src 'self'; script-src 'self' https:\/\//);
      expect(answer.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBeUndefined();
    }
    const css = readdirSync(path.join(site.staticDir, 'assets')).find((f) => f.endsWith('.css'))!;
    expect(walk(site.config.routes, site.staticDir, `/assets/${css}`)).toMatchObject({ status: 200, headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
  });

  it('sends a page without its slash to the slash form with a 308, files as they are, /review on in one hop, the rest to 404.html', () => {
    expect(walk(site.config.routes, site.staticDir, '/services')).toMatchObject({ status: 308, headers: { location: '/services/' } });
    expect(walk(site.config.routes, site.staticDir, '/sitemap.xml')).toMatchObject({ status: 200, file: 'sitemap.xml' });
    for (const p of ['/review', '/review/']) expect(walk(site.config.routes, site.staticDir, p)).toMatchObject({ status: 302, headers: { location: shop.links.review } });
    const missing = walk(site.config.routes, site.staticDir, '/no-such-page/');
    expect(missing).toMatchObject({ status: 404, file: '404.html' });
    expect(missing.headers['content-security-policy']).toBeDefined();
    // The build's manifest lies beside .vercel/, never in static/: Vercel answers its 404 page.
    expect(existsFile(path.join(site.out, '.shopsite-output.json'))).toBe(true);
    expect(walk(site.config.routes, site.staticDir, '/.shopsite-output.json')).toMatchObject({ status: 404, file: '404.html' });
    // The platform's own paths (Web Analytics) are never redirected.
    expect(walk(site.config.routes, site.staticDir, '/_vercel/insights/event').status).not.toBe(308);
  });

  it("sends the shop's own redirects on with a 301, to a page of the site or an https address", { timeout: 30_000 }, () => {
    const shopYaml = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(
      /\ntheme:/,
      '\nredirects:\n  - from: /vehicles/oldsmobile-service-springfield/\n    to: /vehicles/volvo-service-springfield/\n  - from: /specials.html\n    to: https://example.org/specials\ntheme:',
    );
    const edited = built(dataWith(REFERENCE_DATA, { 'shop.yaml': shopYaml }));
    for (const p of ['/vehicles/oldsmobile-service-springfield', '/vehicles/oldsmobile-service-springfield/']) {
      expect(walk(edited.config.routes, edited.staticDir, p)).toMatchObject({ status: 301, headers: { location: '/vehicles/volvo-service-springfield/' } });
    }
    expect(walk(edited.config.routes, edited.staticDir, '/specials.html')).toMatchObject({ status: 301, headers: { location: 'https://example.org/specials' } });
  });
});
