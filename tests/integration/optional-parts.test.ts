// Real shops change their data: a shop with no booking widget, portal or analytics; links to the
// site's own pages; coupons with their own end; redirects from old addresses; photos of the shop
// on the home and about pages; a new shop with no reviews yet. Each built whole, as a maintainer
// builds it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { formatProblem } from '../../src/shared/problems.js';
import { telHref } from '../../src/shared/phone.js';
import type { OutputFile } from '../../src/shared/types.js';
import { REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

const reference = (name: string) => readFileSync(path.join(REFERENCE_DATA, name), 'utf8');
/** shop.yaml with no third parties at all. */
/** What a phone button dials, as the engine writes it. */
const TEL = telHref(/phone: "(.+)"/.exec(reference('shop.yaml'))![1]!);
const phoneOnly = () => reference('shop.yaml').replace(/thirdParty:\n( {2}.+\n)+/, '');

async function built(files: Record<string, string>, today?: Date) {
  const data = dataWith(REFERENCE_DATA, files);
  const result = await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false, today, strict: true });
  const file = (name: string) => result.files.find((f: OutputFile) => f.file === name)?.contents;
  const dom = (name: string) => new JSDOM(String(file(name))).window.document;
  const printed = result.problems.map((p) => formatProblem(p).split('\n')[0]!.replace(data, 'DATA'));
  return { result, file, dom, printed, data };
}

describe('a shop with no booking widget, customer portal or analytics', () => {
  it('builds with --strict; its Book Appointment buttons call the shop; its CSP names no widget host', () => {
    const data = dataWith(REFERENCE_DATA, { 'shop.yaml': phoneOnly() });
    const out = path.join(tempDir(), 'dist');
    const run = runCli(['build', '--strict', '--host', 'cloudflare', '--data', data, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    for (const [file, button] of [['index.html', '.hero a.button'], ['about/index.html', 'main a.button'], ['coupons/index.html', '.coupon a.button']] as const) {
      const d = new JSDOM(readFileSync(path.join(out, file), 'utf8')).window.document;
      expect(d.querySelector('[data-book]'), file).toBeNull();
      expect(d.querySelector('#booking-fallback'), file).toBeNull();
      const book = [d.querySelector('.header-book')!, ...d.querySelectorAll(button)];
      expect(book.length, file).toBeGreaterThan(1);
      for (const a of book) expect(a.getAttribute('href')).toBe(TEL);
      const config = JSON.parse(d.body.dataset.config!);
      expect(config.booking).toBeUndefined();
      expect(config.analytics).toBe('none');
    }
    const menu = new JSDOM(readFileSync(path.join(out, 'index.html'), 'utf8')).window.document.querySelector('#site-nav')!;
    expect(menu.querySelector('a.mobile-book')!.getAttribute('href')).toBe(TEL);
    const headers = readFileSync(path.join(out, '_headers'), 'utf8');
    expect(headers).not.toMatch(/booking\.|portal\./);
    expect(/script-src ([^;]+)/.exec(headers)![1]).toBe("'self'");
  });

  it('sends the buttons to the booking page of its choice (links.booking), a page of the site or an https address', async () => {
    for (const target of ['/about/', 'https://schedule.example.com/cardinal']) {
      const shop = phoneOnly().replace('  reviewSiteName: Google\n', `  reviewSiteName: Google\n  booking: ${target}\n`);
      const { result, dom } = await built({ 'shop.yaml': shop });
      expect(result.problems).toEqual([]);
      const hero = dom('index.html').querySelector('.hero a.button')!;
      expect(hero.getAttribute('href')).toBe(target);
      expect(hero.getAttribute('target')).toBeNull();
      expect(dom('index.html').querySelector('header .header-book')!.getAttribute('href')).toBe(target);
    }
  });
});

describe('links to pages of the site', () => {
  const withLink = (href: string) => reference('services.yaml').replace(/href: "https:\/\/www\.deq\.virginia\.gov[^"]*"/, `href: "${href}"`);

  it('accepts /coupons/ and renders it as a link that opens in place', async () => {
    const { result, dom } = await built({ 'services.yaml': withLink('/coupons/') });
    expect(result.problems).toEqual([]);
    const link = [...dom('services/virginia-emissions-inspection-springfield/index.html').querySelectorAll('main a')].find((a) => a.getAttribute('href') === '/coupons/');
    expect(link).toBeDefined();
    expect(link!.getAttribute('target')).toBeNull();
  });

  it('refuses /coupon/ at its line, with the nearest page', async () => {
    const { result, printed } = await built({ 'services.yaml': withLink('/coupon/') });
    expect(result.ok).toBe(false);
    expect(printed).toEqual([expect.stringMatching(/^DATA\/services\.yaml:\d+:\d+ {2}\/services\/\d+\/sections\/\d+\/link\/href {2}\/coupon\/ is not a page of this site$/)]);
    expect(result.problems[0]!.hint).toBe('did you mean /coupons/?');
  });
});

describe('coupons with their own end', () => {
  const coupons = () =>
    reference('coupons.yaml')
      .replace('    note: With any service.\n  - id: summer-ac-check', '    note: With any service.\n    expires: "2026-12-31"\n  - id: summer-ac-check')
      .replace('  - id: multi-point-inspection\n', '  - id: multi-point-inspection\n    expires: never\n');

  it('shows an end date in the shop\'s format, nothing for one that never ends, and the rolling date for the rest', async () => {
    const { result, dom } = await built({ 'coupons.yaml': coupons() }, new Date(Date.UTC(2026, 10, 22)));
    expect(result.problems).toEqual([]);
    const cards = [...dom('coupons/index.html').querySelectorAll('.coupon')];
    expect(cards.map((c) => c.querySelector('.coupon-expiry time')?.getAttribute('datetime') ?? null)).toEqual(['2026-12-31', '2026-12-01', null]);
    expect(cards.map((c) => c.querySelector('.coupon-expiry')?.textContent ?? null)).toEqual(['EXP: 12-31-26', 'EXP: 12-01-26', null]);
    expect(cards[0]!.getAttribute('data-expires')).toBe('2026-12-31');
    expect(dom('coupons/index.html').querySelector('[data-coupons-none]')!.hasAttribute('hidden')).toBe(true);
  });

  it('reads an unquoted date as the date it is (YAML 1.2 core schema: a string)', async () => {
    const { result, dom } = await built({ 'coupons.yaml': coupons().replace('expires: "2026-12-31"', 'expires: 2026-12-31') }, new Date(Date.UTC(2026, 10, 22)));
    expect(result.problems).toEqual([]);
    expect(dom('coupons/index.html').querySelector('.coupon time')!.getAttribute('datetime')).toBe('2026-12-31');
  });

  it('leaves out a coupon past its last day at build time, and says so when none is left', async () => {
    const later = await built({ 'coupons.yaml': coupons() }, new Date(Date.UTC(2027, 0, 1, 12)));
    expect([...later.dom('coupons/index.html').querySelectorAll('.coupon .coupon-subtitle')].map((h) => h.textContent)).toEqual(['Summer A/C Check', 'Multi-Point Inspection']);
    // The shop is told, at the line of the date: a warning, which writes the site all the same.
    const line = coupons().split('\n').findIndex((l) => l.includes('expires: "2026-12-31"')) + 1;
    expect(later.result.problems.map(({ code, severity, path, line, message }) => ({ code, severity, path, line, message }))).toEqual([
      { code: 'coupon-ended', severity: 'warning', path: '/coupons/0/expires', line, message: 'this coupon ended on 2026-12-31: it is not on the site' },
    ]);
    expect(later.result.ok).toBe(true);
    const onItsLastDay = await built({ 'coupons.yaml': coupons() }, new Date(Date.UTC(2026, 11, 31, 23)));
    expect(onItsLastDay.result.problems).toEqual([]);
    // 9PM on Dec 31 in the shop's New York is Jan 1 in UTC: the coupon is still offered, its last day not over.
    const lastEvening = await built({ 'coupons.yaml': coupons() }, new Date('2026-12-31T21:00:00-05:00'));
    expect(lastEvening.result.problems).toEqual([]);
    expect([...lastEvening.dom('coupons/index.html').querySelectorAll('.coupon .coupon-subtitle')].map((h) => h.textContent)).toEqual(['Brake Inspection', 'Summer A/C Check', 'Multi-Point Inspection']);
    // And a rolling coupon's first paint is the month after the shop's day, not UTC's: Jan 1, not Feb 1.
    expect(lastEvening.dom('coupons/index.html').querySelectorAll('.coupon time')[1]!.getAttribute('datetime')).toBe('2027-01-01');
    const all = reference('coupons.yaml').replace(/    note: .+\n/g, (line) => `${line}    expires: "2026-12-31"\n`);
    const none = await built({ 'coupons.yaml': all }, new Date(Date.UTC(2027, 0, 1, 12)));
    expect(none.result.problems.map((p) => [p.code, p.path])).toEqual([0, 1, 2].map((i) => ['coupon-ended', `/coupons/${i}/expires`]));
    const d = none.dom('coupons/index.html');
    expect(d.querySelectorAll('.coupon')).toHaveLength(0);
    expect(d.querySelector('[data-coupons-none]')!.hasAttribute('hidden')).toBe(false);
    expect(d.querySelector('[data-coupons-none]')!.textContent).toBe('No coupons right now: call (703) 555-0142 to ask about current offers.');
  });

  it('takes a month with no coupons at all (coupons: []), with --strict: the page says so', async () => {
    const { result, dom } = await built({ 'coupons.yaml': 'coupons: []\n' });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    const d = dom('coupons/index.html');
    expect(d.querySelectorAll('.coupon')).toHaveLength(0);
    expect(d.querySelector('[data-coupons-none]')!.hasAttribute('hidden')).toBe(false);
    expect(d.querySelector('[data-coupons-none]')!.textContent).toBe('No coupons right now: call (703) 555-0142 to ask about current offers.');
  });

  it('writes dates unambiguously for US readers by default (Jan 1, 2027)', async () => {
    const pages = reference('pages.yaml').replace(/ {2}expiryFormat: .*\n/, '');
    const { dom } = await built({ 'pages.yaml': pages, 'coupons.yaml': coupons() }, new Date(Date.UTC(2026, 11, 5)));
    expect([...dom('coupons/index.html').querySelectorAll('.coupon-expiry time')].map((t) => t.textContent)).toEqual(['Dec 31, 2026', 'Jan 1, 2027']);
  });

  it('refuses a date that is not one', async () => {
    const { printed } = await built({ 'coupons.yaml': coupons().replace('"2026-12-31"', '"12/31/2026"') });
    expect(printed[0]).toMatch(/^DATA\/coupons\.yaml:\d+:\d+ {2}\/coupons\/0\/expires {2}/);
  });
});

describe('redirects from old addresses', () => {
  const withRedirects = (lines: string) => `${reference('shop.yaml')}redirects:\n${lines}`;

  it("writes each into the host's rules (here Vercel's routes, the reference shop's host) and as a page at the old address", async () => {
    const { result, file, dom } = await built({
      'shop.yaml': withRedirects(
        '  - from: /vehicles/yugo-service-springfield/\n    to: /services/\n  - from: /specials.html\n    to: /coupons/\n  - from: /blog/\n    to: https://blog.example.com/\n',
      ),
    });
    expect(result.problems).toEqual([]);
    expect(result.host!.redirects.filter((r) => r.status === 301)).toEqual([
      { from: '/vehicles/yugo-service-springfield/', to: '/services/', status: 301 },
      { from: '/specials.html', to: '/coupons/', status: 301 },
      { from: '/blog/', to: 'https://blog.example.com/', status: 301 },
    ]);
    const routes = (JSON.parse(String(file('.vercel/output/config.json'))) as { routes: { src?: string; status?: number; headers?: Record<string, string> }[] }).routes;
    expect(routes.filter((r) => r.status === 301)).toEqual([
      { src: '^/vehicles/yugo-service-springfield/?$', status: 301, headers: { Location: '/services/' } },
      { src: '^/specials\\.html$', status: 301, headers: { Location: '/coupons/' } },
      { src: '^/blog/?$', status: 301, headers: { Location: 'https://blog.example.com/' } },
    ]);
    const page = dom('vehicles/yugo-service-springfield/index.html');
    expect(page.querySelector('meta[http-equiv="refresh"]')!.getAttribute('content')).toBe('0; url=/services/');
    expect(page.querySelector('[data-redirect]')!.getAttribute('data-redirect')).toBe('/services/');
    expect(page.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex, follow');
    expect(dom('specials.html').querySelector('main a.button')!.getAttribute('href')).toBe('/coupons/');
    expect(String(file('sitemap.xml'))).not.toContain('yugo');
  });

  it('refuses a target that is no page, and an old address that is still a page, at their lines', async () => {
    const { printed, result } = await built({
      'shop.yaml': withRedirects('  - from: /old-brakes/\n    to: /service/\n  - from: /about/\n    to: /\n'),
    });
    expect(printed).toEqual([
      expect.stringMatching(/^DATA\/shop\.yaml:\d+:9 {2}\/redirects\/0\/to {2}\/service\/ is not a page of this site$/),
      expect.stringMatching(/^DATA\/shop\.yaml:\d+:11 {2}\/redirects\/1\/from {2}the redirect from \/about\/ and about page \/about\/ would both be written to about\/index\.html$/),
    ]);
    expect(result.problems[0]!.hint).toBe('did you mean /services/?');
  });
});

describe('photos of the shop on every hero and block that shows a drawing', () => {
  it('render as a <picture> with the processed image', async () => {
    const data = dataWith(REFERENCE_DATA);
    await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#556677' } }).jpeg().toFile(path.join(data, 'front.jpg'));
    const pages = reference('pages.yaml')
      .replace(/(\nhome:\n(?:.*\n)*? {2}hero:\n)/, '$1    image:\n      src: front.jpg\n      alt: The shop from the street\n')
      .replace(/(\nabout:\n)/, '$1  image:\n    src: front.jpg\n    alt: Our team in the bay\n  caption: Family-run since the start.\n');
    writeFileSync(path.join(data, 'pages.yaml'), pages);
    const result = await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false, strict: true });
    expect(result.problems).toEqual([]);
    const dom = (name: string) => new JSDOM(String(result.files.find((f) => f.file === name)!.contents)).window.document;
    const hero = dom('index.html').querySelector('.hero picture')!;
    expect(hero.querySelector('img')!.getAttribute('alt')).toBe('The shop from the street');
    expect(hero.querySelector('img')!.getAttribute('src')).toMatch(/^\/assets\/images\/front-[0-9a-f]{10}-1600\.jpg$/);
    expect(hero.querySelector('img')!.getAttribute('loading')).toBe('eager');
    expect(hero.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toMatch(/480w, .+ 960w, .+ 1600w$/);
    const about = dom('about/index.html').querySelector('main figure')!;
    expect(about.querySelector('picture img')!.getAttribute('alt')).toBe('Our team in the bay');
    expect(about.querySelector('figcaption')!.textContent).toBe('Family-run since the start.');
  });

  it('on a service page hero, and on the hero and block every make page shares, in place of the drawings', async () => {
    const data = dataWith(REFERENCE_DATA);
    for (const name of ['bay', 'lift']) {
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#445566' } }).jpeg().toFile(path.join(data, `${name}.jpg`));
    }
    const services = reference('services.yaml').replace(
      /(- slug: brakes\n(?:.*\n)*? {4}hero:\n)/,
      '$1      image:\n        src: bay.jpg\n        alt: A car on the lift with its wheels off\n',
    );
    const pages = reference('pages.yaml')
      .replace(/(\nmake:\n(?:.*\n)*? {2}heroText: .*\n)/, '$1  heroImage:\n    src: lift.jpg\n    alt: Our two lifts, both busy\n')
      .replace(/(\nmake:\n(?:.*\n)*? {2}block:\n)/, '$1    image:\n      src: bay.jpg\n      alt: A technician checking brake pads\n');
    expect(services).not.toBe(reference('services.yaml'));
    expect(pages).not.toBe(reference('pages.yaml'));
    writeFileSync(path.join(data, 'services.yaml'), services);
    writeFileSync(path.join(data, 'pages.yaml'), pages);
    const result = await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false, strict: true });
    expect(result.problems).toEqual([]);
    const dom = (name: string) => new JSDOM(String(result.files.find((f) => f.file === name)!.contents)).window.document;
    const brakes = dom(result.routes.find((r) => r.slug === 'brakes')!.file);
    expect(brakes.querySelector('.hero picture img')!.getAttribute('alt')).toBe('A car on the lift with its wheels off');
    expect(brakes.querySelector('.hero .hero-illustration')).toBeNull();
    const oil = dom(result.routes.find((r) => r.slug === 'oil-changes')!.file);
    expect(oil.querySelector('.hero picture')).toBeNull();
    for (const make of result.routes.filter((r) => r.kind === 'make').slice(0, 3)) {
      const page = dom(make.file);
      expect(page.querySelector('.hero picture img')!.getAttribute('alt')).toBe('Our two lifts, both busy');
      expect(page.querySelector('.hero picture img')!.getAttribute('loading')).toBe('eager');
      expect(page.querySelector('.block-figure picture img')!.getAttribute('alt')).toBe('A technician checking brake pads');
      expect(page.querySelector('.block-figure .drawing')).toBeNull();
    }
  });
});

/**
 * A new shop's files: its claims, and its copy written without the placeholder of a number that
 * is 0 (copy that keeps it is warned of: placeholder-zero), in every file whose copy has one.
 */
const newShop = (years: number, reviews: number): Record<string, string> => {
  const files: Record<string, string> = {
    'shop.yaml': reference('shop.yaml').replace('yearsInBusiness: 35', `yearsInBusiness: ${years}`).replace('reviewCount: 200', `reviewCount: ${reviews}`),
  };
  for (const file of ['pages.yaml', 'services.yaml', 'faq.yaml', 'makes.yaml']) {
    let text = reference(file);
    if (!years) text = text.replaceAll('{years}', 'many');
    if (!reviews) text = text.replaceAll('{reviewCount}', 'many');
    if (text !== reference(file)) files[file] = text;
  }
  return files;
};

describe('a new shop, with no years or reviews to count yet', () => {
  const claims = (years: number, reviews: number) => newShop(years, reviews);
  const cases = [
    { name: 'years and reviews', years: 35, reviews: 200, stats: ['35+ Years in business', '200+ Reviews', '4.4 Rating'], rated: true },
    { name: 'no years yet', years: 0, reviews: 200, stats: ['200+ Reviews', '4.4 Rating'], rated: true },
    { name: 'no reviews yet: no count, and no rating that is no customer\'s', years: 35, reviews: 0, stats: ['35+ Years in business'], rated: false },
    { name: 'neither: no figures at all', years: 0, reviews: 0, stats: [], rated: false },
    { name: 'a count of thousands, grouped as English writes it', years: 35, reviews: 1250, stats: ['35+ Years in business', '1,250+ Reviews', '4.4 Rating'], rated: true },
  ];

  it("warns of copy that would say 0: each text with {years} or {reviewCount}, but not the lines of stars a shop without reviews does not show", async () => {
    // A figure's label the home page leaves out at 0 may name its number all the same.
    const pages = reference('pages.yaml').replace(/^home:\n/m, 'home:\n  stats: { years: "{years} years", reviews: "{reviewCount} reviews" }\n');
    expect(pages).toContain('{reviewCount} reviews');
    const { result } = await built({ 'shop.yaml': newShop(0, 0)['shop.yaml']!, 'pages.yaml': pages });
    // Warnings, so a build without --strict goes on (built() is strict: there they stop it).
    const warned = result.problems.map((p) => [p.code, (p.file ?? '').replace(/.*\//, ''), p.path, p.message.slice(0, 14)]);
    expect(warned).toContainEqual(['placeholder-zero', 'pages.yaml', '/layout/footerAbout', '{years} reads ']);
    expect(warned).toContainEqual(['placeholder-zero', 'services.yaml', '/services/7/sections/2/bullets/1', '{reviewCount} ']);
    expect(result.problems.every((p) => p.code === 'placeholder-zero')).toBe(true);
    expect(result.problems.map((p) => p.path)).not.toContain('/home/hero/reviewsLabel');
    expect(result.problems.map((p) => p.path)).not.toContain('/reviews/ratingLabel');
    expect(result.problems.map((p) => p.path)).not.toContain('/home/stats/years');
    expect(result.problems.map((p) => p.path)).not.toContain('/home/stats/reviews');
    // One warning per text, whatever the number of placeholders in it: 12 of {years}, 2 of {reviewCount}.
    expect(result.problems).toHaveLength(14);
  });

  it.each(cases)('$name', async ({ years, reviews, stats, rated }) => {
    const { result, dom } = await built(claims(years, reviews));
    expect(result.problems).toEqual([]);
    const home = dom('index.html');
    expect([...home.querySelectorAll('.stats > div')].map((d) => `${d.querySelector('dd')!.textContent} ${d.querySelector('dt')!.textContent}`)).toEqual(stats);
    expect(home.querySelectorAll('.stats')).toHaveLength(stats.length ? 1 : 0);
    expect(home.querySelector('.hero .hero-rating') !== null).toBe(rated);
    const panel = dom('reviews/index.html').querySelector('.rating-panel')!;
    expect([panel.querySelector('.rating-value')?.textContent ?? null, panel.querySelector('.stars') !== null]).toEqual(rated ? ['4.4', true] : [null, false]);
    expect(panel.querySelector('a.button')!.textContent).toBe('Review us on Google (opens in a new tab)');
  });
});

describe('a new shop with no reviews yet (reviews: [], testimonials: [])', () => {
  const none: Record<string, string> = { ...newShop(35, 0), 'reviews.yaml': 'reviews: []\ntestimonials: []\n' };
  const make = (files: { file: string }[]) => files.find((f) => /^vehicles\/[^/]+\/index\.html$/.test(f.file))!.file;
  /** Every key of a JSON-LD value, at any depth. */
  const keys = (value: unknown): string[] =>
    value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => [...(Array.isArray(value) ? [] : [k]), ...keys(v)]) : [];

  it('builds with --strict, with no testimonials section and no review card anywhere; the reviews page says so above its button', async () => {
    const { result, dom } = await built(none);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    for (const file of ['index.html', make(result.files), 'reviews/index.html']) {
      const d = dom(file);
      expect(d.querySelectorAll('#testimonials-heading, .testimonial, .review-grid, .review-card, [data-island="ReviewText"]'), file).toHaveLength(0);
      // No heading left over a section of nothing.
      expect([...d.querySelectorAll('main section')].filter((s) => !s.querySelector('p, a, li, figure, dl')).map((s) => s.outerHTML.slice(0, 80)), file).toEqual([]);
    }
    const reviews = dom('reviews/index.html');
    expect(reviews.querySelector('main h1')!.textContent).toBe('Customer Reviews');
    const panel = reviews.querySelector('.rating-panel')!;
    expect([...panel.children].map((c) => c.textContent)).toEqual(['No reviews here yet. Been to see us? Tell others how it went.', 'Review us on Google (opens in a new tab)']);
    // The page is still in the menu and the footer.
    const home = dom('index.html');
    expect([home.querySelectorAll('header a[href="/reviews/"]').length > 0, home.querySelectorAll('footer a[href="/reviews/"]').length]).toEqual([true, 1]);
  });

  it("says pages.yaml's reviews.noneText when the shop writes its own; a review without testimonials shows on the reviews page alone", async () => {
    const pages = none['pages.yaml']!.replace('  reviewUsLabel: Review us on Google\n', '  reviewUsLabel: Review us on Google\n  noneText: Be the first to review {name}.\n');
    const { result, dom } = await built({ ...none, 'pages.yaml': pages });
    expect(result.problems).toEqual([]);
    expect(dom('reviews/index.html').querySelector('.rating-panel p')!.textContent).toBe('Be the first to review Cardinal Family Auto & Gas.');
    const one = reference('reviews.yaml').replace(/testimonials: .*\n/, 'testimonials: []\n');
    const listed = await built({ 'reviews.yaml': one });
    expect(listed.result.problems).toEqual([]);
    expect(listed.dom('index.html').querySelector('#testimonials-heading')).toBeNull();
    const page = listed.dom('reviews/index.html');
    expect(page.querySelectorAll('.review-card').length).toBeGreaterThan(0);
    expect(page.querySelector('.reviews-none')).toBeNull();
  });

  it('writes no review and no aggregateRating in any JSON-LD', async () => {
    const { result } = await built(none);
    const pages = result.files.filter((f) => f.file.endsWith('.html')).map((f) => String(f.contents));
    const jsonLd = pages.flatMap((html) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!)));
    expect(jsonLd.length).toBeGreaterThan(0);
    expect(jsonLd.flatMap(keys).filter((k) => /review|rating/i.test(k))).toEqual([]);
  });

  it('writes valid HTML on the home, make and reviews pages', async () => {
    const { result, file } = await built(none);
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      // As tests/integration/build.test.ts: React's own ways of writing valid HTML.
      rules: {
        'attribute-misuse': 'off', 'no-inline-style': 'off', 'attribute-boolean-style': 'off', 'attribute-empty-style': 'off', 'no-trailing-whitespace': 'off',
        'void-style': 'off', 'doctype-style': 'off', 'attr-case': 'off', 'valid-id': ['error', { relaxed: true }], 'unique-landmark': 'error', 'element-permitted-content': 'error',
      },
    });
    const messages: string[] = [];
    for (const name of ['index.html', make(result.files), 'reviews/index.html']) {
      const report = await validator.validateString(String(file(name)), name);
      messages.push(...report.results.flatMap((r) => r.messages.map((m) => `${name}:${m.line}:${m.column} ${m.ruleId} ${m.message}`)));
    }
    expect(messages).toEqual([]);
  });

  it.each([
    { name: 'a testimonial naming a review when there are none', reviews: 'reviews: []\ntestimonials: [maria-g]\n', expected: ['DATA/reviews.yaml:2:16  /testimonials/0  no review has the id "maria-g"'] },
    { name: 'a testimonial left after its review was removed', reviews: reference('reviews.yaml').replace(/ {2}- id: maria-g\n( {4}.*\n)+/, ''), expected: [expect.stringMatching(/^DATA\/reviews\.yaml:\d+:\d+ {2}\/testimonials\/0 {2}no review has the id "maria-g"$/)] },
  ])('still refuses $name', async ({ reviews, expected }) => {
    const { result, printed } = await built({ 'reviews.yaml': reviews });
    expect(result.ok).toBe(false);
    expect(printed).toEqual(expected);
  });
});
