// The acceptance walk of ../shared/seed/product-spec.md, section 2 and 9, on the built reference
// site: every page kind has its elements, numbers and links, fed from a frozen copy of the reference data (tests/fixtures/reference-shop/).
import { readFileSync } from 'node:fs';
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
const pages = new Map<string, Document>();
const page = (route: string) => {
  const file = route === '/' ? 'index.html' : `${route.replace(/^\//, '')}index.html`;
  if (!pages.has(file)) pages.set(file, new JSDOM(readFileSync(path.join(out, file), 'utf8')).window.document);
  return pages.get(file)!;
};
const text = (d: Document) => d.querySelector('main')!.textContent!.replace(/\s+/g, ' ');
const servicePath = (slug: string) => routes.find((r) => r.slug === slug && r.kind === 'service')!.path;

beforeAll(() => {
  out = path.join(tempDir(), 'dist');
  expect(runCli(['build', '--data', REFERENCE_DATA, '--out', out]).status).toBe(0);
});

describe('home', () => {
  it('has the hero: headline, the 4.4 rating in stars, 200+ reviews, the top-rated badge and a booking button', () => {
    const hero = page('/').querySelector('.hero')!;
    expect(hero.querySelector('h1')!.textContent).toBe('Trusted Auto Repair in Springfield, Virginia');
    expect(hero.querySelector('.stars')!.getAttribute('aria-label')).toBe('Rated 4.4 out of 5');
    expect(hero.querySelectorAll('.stars .star.on')).toHaveLength(4);
    expect(hero.querySelector('.stars .star.part .star-fill')!.getAttribute('width')).toBe('8');
    expect(hero.textContent).toContain('200+ reviews');
    expect(hero.querySelector('.badge')!.textContent).toBe('Top-Rated Service Center');
    expect(hero.querySelector('button[data-book]')).not.toBeNull();
  });

  it('has 3 testimonials, the services teaser with a link to /services, welcome, why choose us', () => {
    const d = page('/');
    expect(d.querySelectorAll('.testimonial')).toHaveLength(3);
    const teaser = d.querySelector('#teaser-heading')!.closest('section')!;
    expect([...teaser.querySelectorAll('.card-title')].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['Virginia State Inspection', 'Oil Changes', 'Brakes']),
    );
    expect(teaser.querySelector('a[href="/services/"]')).not.toBeNull();
    expect(text(d)).toMatch(/35\+ years/);
    expect(text(d)).toMatch(/family/i);
    expect(text(d)).toMatch(/gas station/i);
    const why = [...d.querySelectorAll('.why-card h3')].map((h) => h.textContent);
    expect(why).toEqual([
      'All Makes and Models',
      '24 month/24K mile Warranty',
      '24/7 Vehicle Drop-Off',
      'Courtesy Shuttle',
      'Extended Warranty on Parts and Labor',
      'Open Early, Close Late',
    ]);
  });

  it('lists the makes grouped domestic, import, European, luxury, each linking to its page', () => {
    const groups = [...page('/').querySelectorAll('.make-group')];
    expect(groups.map((g) => g.querySelector('h3')!.textContent)).toEqual(['Domestic', 'Import', 'European', 'Luxury']);
    const links = groups.flatMap((g) => [...g.querySelectorAll('a')]);
    expect(links).toHaveLength(42);
    for (const a of links) expect(a.getAttribute('href')).toMatch(/^\/vehicles\/[a-z-]+-service-springfield\/$/);
  });

  it('has 9 FAQ questions, 12 towns, and a map (behind a click-to-load facade) with a Get Directions link', () => {
    const d = page('/');
    expect(d.querySelectorAll('details.accordion-item > summary h3')).toHaveLength(9);
    expect(d.querySelectorAll('.towns li')).toHaveLength(12);
    expect(d.querySelector('.location button.map-facade')!.getAttribute('data-map')).toBe(site.shop.links.mapEmbed);
    expect(d.querySelector('.location a[data-event="get_directions_button_click"]')!.textContent).toContain('Get Directions');
  });
});

describe('header and footer', () => {
  it('show the hours of spec section 9', () => {
    const d = page('/about/');
    expect(d.querySelector('.topbar-hours')!.textContent).toBe('Mon-Fri 7:30AM-5PM · Sat 7AM-1PM · Sun Closed');
    const footer = d.querySelector('footer')!.textContent!;
    expect(footer).toContain('Gas station & car pick-up');
    expect(footer).toContain('Mon-Sun6AM-9PM');
  });
});

describe('/coupons', () => {
  it('has the 3 coupons, each with a booking button and an expiry, and the terms', () => {
    const d = page('/coupons/');
    const coupons = [...d.querySelectorAll('.coupon')];
    expect(coupons.map((c) => c.querySelector('.coupon-subtitle')!.textContent)).toEqual(['Brake Inspection', 'Summer A/C Check', 'Multi-Point Inspection']);
    for (const c of coupons) {
      expect(c.querySelector('button[data-book]')).not.toBeNull();
      expect(c.querySelector('.coupon-expiry')!.textContent).toMatch(/^EXP: \d{2}-01-\d{2}$/);
    }
    expect(text(d)).toMatch(/presented at the time of service.*cannot be combined.*restrictions may apply/);
    // The visitor's own expiry is set by the loader, not by hydrating React as the page loads.
    expect(d.querySelectorAll('[data-rolling] .coupon-expiry')).toHaveLength(3);
    expect(d.querySelector('[data-hydrate="load"]')).toBeNull();
  });
});

describe('/services', () => {
  it('has the 9 service cards, each with title, description and image, linking to its page', () => {
    const cards = [...page('/services/').querySelectorAll('.service-card')];
    expect(cards).toHaveLength(9);
    for (const card of cards) {
      expect(card.querySelector('svg')).not.toBeNull();
      expect(card.querySelector('p')!.textContent!.length).toBeGreaterThan(30);
      expect(card.querySelector('a')!.getAttribute('href')).toMatch(/^\/services\/[a-z-]+-springfield\/$/);
    }
  });
});

describe('service pages', () => {
  it.each(['oil-changes', 'tires', 'brakes', 'electrical', 'scheduled-maintenance'])('%s: hero, alternating blocks, teaser, location', (slug) => {
    const d = page(servicePath(slug));
    expect(d.querySelector('.hero h1')).not.toBeNull();
    const blocks = [...d.querySelectorAll('.block')];
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const variants = new Set(blocks.map((b) => b.closest('section')!.className));
    expect(variants.size).toBeGreaterThanOrEqual(2);
    expect(d.querySelectorAll('.block-flip').length).toBeGreaterThanOrEqual(1);
    expect(d.querySelectorAll('.block figcaption').length).toBeGreaterThanOrEqual(3);
    expect(d.querySelectorAll('.block .checklist').length).toBeGreaterThanOrEqual(1);
    expect(d.querySelectorAll('.block button[data-book]').length).toBeGreaterThanOrEqual(1);
    expect(d.querySelector('#teaser-heading')).not.toBeNull();
    expect(d.querySelector('.location button.map-facade')).not.toBeNull();
  });

  it("teases the home page's other services, never the page's own", () => {
    const teased = site.pages.home.teaser.services;
    for (const slug of teased) {
      const section = page(servicePath(slug)).querySelector('#teaser-heading')!.closest('section')!;
      const cards = [...section.querySelectorAll('.card-link')].map((a) => a.getAttribute('href'));
      expect(cards, slug).toEqual(teased.filter((s) => s !== slug).map(servicePath));
    }
  });

  it('has no teaser on the one service the home page teases: an empty grid would be all it had', () => {
    const data = dataWith(REFERENCE_DATA, { 'pages.yaml': readFileSync(path.join(REFERENCE_DATA, 'pages.yaml'), 'utf8').replace(/services: \[virginia-state-inspection, [^\]]*\]/, 'services: [brakes]') });
    const alone = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--data', data, '--out', alone]).status).toBe(0);
    const read = (route: string) => new JSDOM(readFileSync(path.join(alone, route.replace(/^\//, ''), 'index.html'), 'utf8')).window.document;
    expect(read(servicePath('brakes')).querySelector('#teaser-heading')).toBeNull();
    expect(read(servicePath('tires')).querySelectorAll('#teaser-heading ~ .card-grid .card-link')).toHaveLength(1);
  });

  it("a drawing standing in for a photo is hidden from screen readers: the data's alt describes the photo", () => {
    const d = page(servicePath('oil-changes'));
    const drawings = [...d.querySelectorAll('.block-figure .drawing')];
    expect(drawings.length).toBeGreaterThan(0);
    for (const drawing of drawings) {
      expect(drawing.getAttribute('aria-hidden')).toBe('true');
      expect(drawing.getAttribute('role')).toBeNull();
      expect(drawing.getAttribute('aria-label')).toBeNull();
    }
  });

  it('some block hides its image on phones', () => {
    const hidden = ['oil-changes', 'tires', 'brakes', 'electrical', 'scheduled-maintenance'].some((slug) => page(servicePath(slug)).querySelector('.block-figure.hide-mobile'));
    expect(hidden).toBe(true);
  });

  it('state inspection: walk-ins, Call Inspection Station, the criteria, the prices, the manual', () => {
    const d = page(servicePath('virginia-state-inspection'));
    expect(text(d)).toMatch(/walk-ins welcome/i);
    const call = [...d.querySelectorAll('a[href^="tel:"]')].find((a) => a.textContent === 'Call Inspection Station')!;
    expect(call.getAttribute('data-event')).toBe('state_inspection_phone_call_click');
    const rows = [...d.querySelectorAll('.criteria tbody th')].map((th) => th.textContent);
    expect(rows).toEqual(['Brakes', 'Tires', 'Lights', 'Windshield', 'Mirrors', 'Horn', 'Exhaust', 'Steering and suspension', 'Seat belts', 'Wipers']);
    const table = d.querySelector('.criteria')!.textContent!;
    expect(table).toContain('2/32 inch');
    expect(table).toContain('200 feet');
    const prices = [...d.querySelectorAll('.price-card')].map((c) => c.textContent);
    expect(prices).toEqual([expect.stringContaining('$20'), expect.stringMatching(/\$1.*15 days/), expect.stringMatching(/\$12.*Motorcycle/)]);
    expect(d.querySelector('a[href$=".pdf"]')!.textContent).toContain('Safety Inspection Manual');
  });

  it('emissions inspection: the table from on-board diagnostics, the DEQ link, $30 and its features, a phone link', () => {
    const d = page(servicePath('virginia-emissions-inspection'));
    const rows = [...d.querySelectorAll('.criteria tbody th')].map((th) => th.textContent);
    expect(rows[0]).toMatch(/On-board diagnostics/);
    expect(rows.slice(1)).toEqual(['Readiness monitors', 'Exhaust emission levels', 'Catalytic converter', 'Evaporative system', 'Check engine light']);
    expect(d.querySelector('a[href*="deq.virginia.gov"]')).not.toBeNull();
    expect(d.querySelector('.price')!.textContent).toBe('$30');
    const features = [...d.querySelectorAll('.pricing .checklist li')].map((li) => li.textContent);
    expect(features).toEqual(['State-certified testing', 'No hidden fees', 'Digital results sent to DMV', 'Fast walk-in service']);
    expect(d.querySelector('a[data-event="emissions_inspection_phone_call_click"][href^="tel:"]')).not.toBeNull();
  });

  it('diagnostics: intro, check engine light, no-start with reasons to trust, near me, location', () => {
    const d = page(servicePath('vehicle-diagnostics'));
    const headings = [...d.querySelectorAll('main h2')].map((h) => h.textContent!);
    expect(headings.some((h) => /check engine/i.test(h))).toBe(true);
    expect(headings.some((h) => /start/i.test(h))).toBe(true);
    expect(headings.some((h) => /near me/i.test(h))).toBe(true);
    expect(d.querySelector('.location')).not.toBeNull();
  });

  it('AC and heat: recharge, repair and maintenance', () => {
    const headings = [...page(servicePath('ac-heat-repair')).querySelectorAll('main h2')].map((h) => h.textContent!.toLowerCase());
    for (const word of ['recharge', 'repair', 'maintenance']) expect(headings.some((h) => h.includes(word)), word).toBe(true);
  });
});

describe('/reviews', () => {
  it('has the rating panel with the external review link and 6 review cards', () => {
    const d = page('/reviews/');
    const panel = d.querySelector('.rating-panel')!;
    expect(panel.textContent).toContain('4.4');
    expect(panel.textContent).toContain('200+');
    const link = panel.querySelector('a')!;
    expect(link.textContent).toContain('Review us on Google');
    expect(link.getAttribute('href')).toBe(site.shop.links.review);
    expect(link.getAttribute('target')).toBe('_blank');
    const cards = [...d.querySelectorAll('.review-card')];
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.querySelector('.stars')).not.toBeNull();
      expect(card.querySelector('.review-author')!.textContent!.length).toBeGreaterThan(0);
      expect(card.querySelector('.review-date')!.textContent).toBe('posted recently');
    }
  });
});

describe('/about', () => {
  it('tells the story and has a booking button', () => {
    const d = page('/about/');
    expect(d.querySelectorAll('main .prose p').length).toBeGreaterThanOrEqual(2);
    expect(d.querySelector('main button[data-book]')).not.toBeNull();
  });
});

describe('make pages', () => {
  it.each(site.makes.map((m) => [m.name, m.slug]))('%s: hero, own intro, testimonials, teaser, block, section, location heading', (name, slug) => {
    const d = page(`/vehicles/${slug}-service-springfield/`);
    expect(d.querySelector('.make-hero h1')!.textContent).toContain(name);
    expect(d.querySelectorAll('.make-intro .prose p')).toHaveLength(3);
    expect(d.querySelectorAll('.testimonial')).toHaveLength(3);
    expect(d.querySelector('#teaser-heading')).not.toBeNull();
    expect(d.querySelector('#make-block')).not.toBeNull();
    expect(d.querySelector('#make-section')).not.toBeNull();
    expect(d.querySelector('#location-heading')!.textContent).toBe(`Expert ${name} Service Near Me`);
  });
});

describe('every page', () => {
  it('has no placeholder text and no unfilled {placeholder}', () => {
    for (const r of routes) {
      const body = r.file === '404.html' ? new JSDOM(readFileSync(path.join(out, '404.html'), 'utf8')).window.document : page(r.path);
      expect(body.body.textContent!).not.toMatch(/lorem ipsum|\bTODO\b|\{[a-zA-Z]+\}/i);
    }
  });
});
