// What hosts and search engines read: structured data, sitemap, robots, the /review redirect in
// both forms, _headers, the trailing-slash policy, --base-url; and output that hostile YAML
// cannot turn into markup.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { buildRoutes } from '../../src/routes.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

const site = validateSite(loadSiteData(REFERENCE_DATA).docs).site!;
const { routes } = buildRoutes(site);
let out: string;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const dom = (file: string) => new JSDOM(read(file)).window.document;

beforeAll(() => {
  out = path.join(tempDir(), 'dist');
  expect(runCli(['build', '--host', 'cloudflare', '--data', REFERENCE_DATA, '--out', out]).status).toBe(0);
});

describe('structured data on the home page', () => {
  it('is valid JSON-LD of type AutoRepair with the facts the page shows', () => {
    const scripts = dom('index.html').querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(2);
    const data = JSON.parse(scripts[0]!.textContent!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoRepair',
      '@id': `${site.shop.siteUrl}/#business`,
      name: site.shop.name,
      // Google's local-business guidance: the country code and area code (the tel: links' E.164 number).
      telephone: dom('index.html').querySelector('a[href^="tel:"]')!.getAttribute('href')!.slice('tel:'.length),
      url: `${site.shop.siteUrl}/`,
      priceRange: site.shop.priceRange,
      address: { streetAddress: site.shop.address.street, addressLocality: site.shop.address.city, addressRegion: site.shop.address.state, postalCode: site.shop.address.zip },
      geo: { latitude: site.shop.geo.latitude, longitude: site.shop.geo.longitude },
    });
    // Google: no self-serving review markup.
    expect(data.aggregateRating).toBeUndefined();
    expect(data.review).toBeUndefined();
  });

  it('names the site in a WebSite node published by the business (Google: site names)', () => {
    const scripts = dom('index.html').querySelectorAll('script[type="application/ld+json"]');
    expect(JSON.parse(scripts[0]!.textContent!).telephone).toMatch(/^\+1\d{10}$/);
    expect(JSON.parse(scripts[1]!.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${site.shop.siteUrl}/#website`,
      url: `${site.shop.siteUrl}/`,
      publisher: { '@id': `${site.shop.siteUrl}/#business` },
      name: site.shop.name,
      inLanguage: site.pages.lang,
    });
  });

  it("lists the shop's own profiles elsewhere as sameAs, and no maps search (which names no business)", () => {
    const data = JSON.parse(dom('index.html').querySelector('script[type="application/ld+json"]')!.textContent!);
    expect([data.hasMap, data.sameAs]).toEqual([site.shop.links.maps, undefined]);
    const profiles = ['https://www.facebook.com/example-garage', 'https://www.yelp.com/biz/example-garage'];
    const shop = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(/^links:\n/m, `links:\n  profiles: [${profiles.join(', ')}]\n`);
    const mine = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--data', dataWith(REFERENCE_DATA, { 'shop.yaml': shop }), '--out', mine]).status).toBe(0);
    const html = readFileSync(path.join(mine, 'index.html'), 'utf8');
    expect(JSON.parse(new JSDOM(html).window.document.querySelector('script[type="application/ld+json"]')!.textContent!).sameAs).toEqual(profiles);
  });

  it("builds a shop in another country (address.country) with its own postal code, in the JSON-LD and on every page's address", () => {
    const shop = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8')
      .replace(/ {2}state: .*\n {2}stateName: .*\n {2}zip: .*\n/, '  state: ON\n  stateName: Ontario\n  zip: "K1A 0B1"\n  country: CA\n')
      .replace(/\(\d{3}\) (\d{3})-(\d{4})/g, (_, a: string, b: string) => `(613) ${a}-${b}`);
    const mine = path.join(tempDir(), 'dist');
    const data = dataWith(REFERENCE_DATA, { 'shop.yaml': shop });
    expect(runCli(['build', '--strict', '--data', data, '--out', mine]).status).toBe(0);
    const home = new JSDOM(readFileSync(path.join(mine, 'index.html'), 'utf8')).window.document;
    const business = JSON.parse(home.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(business.address).toMatchObject({ addressRegion: 'ON', postalCode: 'K1A 0B1', addressCountry: 'CA' });
    expect(home.querySelector('footer address')!.textContent).toContain('ON K1A 0B1');
    expect(business.telephone).toMatch(/^\+1613/);
  });

  it("warns of a Canadian postal code whose first letter is another province's, at its line, and builds the shop all the same, with --strict too", () => {
    const inProvince = (state: string, stateName: string) =>
      readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8')
        .replace(/ {2}state: .*\n {2}stateName: .*\n {2}zip: .*\n/, `  state: ${state}\n  stateName: ${stateName}\n  zip: "H2W 2M2"\n  country: CA\n`)
        .replace(/\(\d{3}\) (\d{3})-(\d{4})/g, (_, a: string, b: string) => `(514) ${a}-${b}`);
    const data = dataWith(REFERENCE_DATA, { 'shop.yaml': inProvince('ON', 'Ontario') });
    const zipLine = inProvince('ON', 'Ontario').split('\n').findIndex((line) => line.startsWith('  zip: ')) + 1;
    for (const strict of [[], ['--strict']]) {
      const mine = path.join(tempDir(), 'dist');
      const run = runCli(['build', ...strict, '--data', data, '--out', mine]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).toContain(
        `${path.join(data, 'shop.yaml')}:${zipLine}:8  /address/zip  warning: "H2W 2M2" starts with H, as QC's postal codes do, not ON's\n` +
          "  hint: ON's postal codes start with K, L, M, N or P, and H begins QC's: check the province and the postal code (a place by a border may have its neighbour's)\n",
      );
      expect(readFileSync(path.join(mine, 'index.html'), 'utf8')).toContain('ON H2W 2M2');
    }
    // In Quebec, whose letters G, H and J are, the same postal code says nothing.
    const quebec = runCli(['build', '--strict', '--data', dataWith(REFERENCE_DATA, { 'shop.yaml': inProvince('QC', 'Quebec') }), '--out', path.join(tempDir(), 'dist')]);
    expect(quebec.status, quebec.stderr).toBe(0);
    expect(quebec.stderr).not.toContain('warning');
  });

  it('derives opening hours from the same schedule the page shows', () => {
    const data = JSON.parse(dom('index.html').querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:30', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '07:00', closes: '13:00' },
    ]);
    expect(dom('index.html').querySelector('.topbar-hours')!.textContent).toBe('Mon-Fri 7:30AM-5PM · Sat 7AM-1PM · Sun Closed');
  });
});

describe('sitemap and robots', () => {
  it('the sitemap lists exactly the indexable pages at their canonical URLs', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const canonical = routes.filter((r) => r.kind !== 'not-found' && r.kind !== 'review-redirect').map((r) => `${site.shop.siteUrl}${r.path}`);
    expect(locs).toEqual(canonical);
    for (const r of routes.filter((x) => x.meta.canonical)) {
      expect(dom(r.file).querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(`${site.shop.siteUrl}${r.path}`);
    }
  });

  it('robots.txt points to the sitemap', () => {
    expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.shop.siteUrl}/sitemap.xml\n`);
  });

  it('the not-found page is noindex, has no canonical link, and is not in the sitemap', () => {
    const d = dom('404.html');
    expect(d.querySelector('meta[name=robots]')!.getAttribute('content')).toBe('noindex, follow');
    expect(d.querySelector('link[rel=canonical]')).toBeNull();
    expect(read('sitemap.xml')).not.toContain('404');
  });

  it('every internal page link ends in a slash, as canonical links and the sitemap do', () => {
    for (const r of routes) {
      for (const a of dom(r.file).querySelectorAll('a[href^="/"]')) {
        expect(a.getAttribute('href'), `${r.file}: ${a.outerHTML}`).toMatch(/\/(#.*)?$/);
      }
    }
  });
});

describe('/review', () => {
  it('redirects at once to the review page, and _redirects agrees', () => {
    const d = dom('review/index.html');
    const refresh = d.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content');
    expect(refresh).toBe(`0; url=${site.shop.links.review}`);
    expect(d.querySelector('[data-redirect]')!.getAttribute('data-redirect')).toBe(site.shop.links.review);
    expect(d.querySelector('main a[href]')!.getAttribute('href')).toBe(site.shop.links.review);
    expect(d.querySelector('meta[name=robots]')!.getAttribute('content')).toBe('noindex, follow');
    const rules = read('_redirects').trim().split('\n').map((line) => line.split(' '));
    expect(rules).toEqual([
      ['/review', site.shop.links.review, '302'],
      ['/review/', site.shop.links.review, '302'],
      // The build's manifest, rewritten to an address with no file (hosting.ts).
      ['/.shopsite-output.json', '/.shopsite-output.json.none', '200'],
    ]);
  });
});

describe('_headers', () => {
  const policy = () => /Content-Security-Policy: (.+)/.exec(read('_headers'))![1]!;
  const directive = (name: string) => policy().split('; ').find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);

  it('allows scripts from the site and exactly the configured booking and portal hosts, nothing inline', () => {
    const { booking, portal } = site.shop.thirdParty;
    expect(directive('script-src').sort()).toEqual(["'self'", new URL(booking!.scriptUrl).origin, new URL(portal!.scriptUrl).origin].sort());
    expect(directive('frame-src')).toContain(new URL(site.shop.links.mapEmbed).origin);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'self'"]);
  });

  it('follows the data: a shop without a portal does not allow its host', () => {
    const shop = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(/  portal:\n(    .+\n)+/, '');
    const other = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--host', 'cloudflare', '--data', dataWith(REFERENCE_DATA, { 'shop.yaml': shop }), '--out', other]).status).toBe(0);
    const headers = readFileSync(path.join(other, '_headers'), 'utf8');
    expect(headers).not.toContain(new URL(site.shop.thirdParty.portal!.scriptUrl).origin);
    expect(headers).toContain(new URL(site.shop.thirdParty.booking!.scriptUrl).origin);
  });

  it('sends the usual security headers, and caches hashed assets for a year', () => {
    const text = read('_headers');
    expect(text).toContain('X-Content-Type-Options: nosniff');
    expect(text).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(text).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    for (const file of readdirSync(path.join(out, 'assets'))) expect(file).toMatch(/-[A-Z0-9]{8}\.(js|css)$/);
  });
});

describe('shopsite build --base-url', () => {
  it('points canonical links, the sitemap and robots.txt at the preview address', () => {
    const preview = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--data', REFERENCE_DATA, '--out', preview, '--base-url', 'https://preview-42.example.org']).status).toBe(0);
    const home = readFileSync(path.join(preview, 'index.html'), 'utf8');
    expect(home).toContain('<link rel="canonical" href="https://preview-42.example.org/"/>');
    expect(readFileSync(path.join(preview, 'sitemap.xml'), 'utf8')).not.toContain(site.shop.siteUrl);
    expect(readFileSync(path.join(preview, 'robots.txt'), 'utf8')).toContain('Sitemap: https://preview-42.example.org/sitemap.xml');
  });
});

describe('hostile data', () => {
  const HOSTILE = `<script>alert(1)</script> "><img src=x onerror=alert(2)> </script><!-- javascript:alert(3)`;

  it('is text in the HTML, never markup', () => {
    const yaml = (file: string) => readFileSync(path.join(REFERENCE_DATA, file), 'utf8');
    const quoted = JSON.stringify(HOSTILE);
    const data = dataWith(REFERENCE_DATA, {
      'shop.yaml': yaml('shop.yaml').replace(/^name: .+$/m, `name: ${quoted}`).replace(/^(\s+)- Lincolnia$/m, `$1- ${quoted}`),
      'faq.yaml': yaml('faq.yaml').replace(/answer: "[^"]*"/, `answer: ${quoted}`),
      'coupons.yaml': yaml('coupons.yaml').replace(/description: .+/, `description: ${quoted}`),
      'pages.yaml': yaml('pages.yaml').replace('heading: Our Story', `heading: ${quoted}`),
      'reviews.yaml': yaml('reviews.yaml').replace('name: Maria G.', `name: ${quoted}`),
    });
    const hostileOut = path.join(tempDir(), 'dist');
    const run = runCli(['build', '--data', data, '--out', hostileOut]);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/\nBuilt \d+ pages/);
    for (const file of readdirSync(hostileOut, { recursive: true }).map(String).filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(path.join(hostileOut, file), 'utf8');
      const d = new JSDOM(html).window.document;
      expect(d.querySelectorAll('img[onerror], [onerror]'), file).toHaveLength(0);
      for (const script of d.querySelectorAll('script')) {
        const type = script.getAttribute('type');
        expect(type === 'module' ? script.getAttribute('src') : type, file).toMatch(/^(\/assets\/client-[A-Z0-9]+\.js|application\/ld\+json)$/);
        if (type === 'application/ld+json') expect(JSON.parse(script.textContent!).name).toBe(HOSTILE);
      }
      for (const el of d.querySelectorAll<HTMLElement>('[data-props]')) expect(() => JSON.parse(el.dataset.props!)).not.toThrow();
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(d.querySelectorAll('a[href^="javascript:"]')).toHaveLength(0);
    }
    const home = new JSDOM(readFileSync(path.join(hostileOut, 'index.html'), 'utf8')).window.document;
    expect(home.querySelector('.logo-name')!.textContent).toBe(HOSTILE);
    expect([...home.querySelectorAll('.towns li')].map((li) => li.textContent)).toContain(HOSTILE);
  });

  it('cannot put a javascript: address in a link', () => {
    const shop = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(/directions: .+/, 'directions: "javascript:alert(1)"');
    const run = runCli(['check', '--data', dataWith(REFERENCE_DATA, { 'shop.yaml': shop })]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/shop\.yaml:\d+:\d+  \/links\/directions  is not in the expected form/);
  });
});
