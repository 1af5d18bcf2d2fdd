// Words a brand may want to change are data with defaults (pages.yaml), never template literals:
// the navigation (header and small-screen menu, footer), the menu's name, the home page's figures,
// the skip link, the dialog's close button and the page language. Left out, the defaults read as
// before; written, they are on every page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { OutputFile } from '../../src/shared/types.js';
import { REFERENCE_DATA, dataWith, tempDir } from '../helpers.js';

const WORDS = `lang: es
layout:
  nav:
    services: Servicios
    allServices: Todos los servicios
    vehicles: Vehículos
    coupons: Cupones
    reviews: Opiniones
    about: Nosotros
  menuLabel: Menú
  quickLinksHeading: Enlaces
  skipLinkLabel: Ir al contenido
  closeLabel: Cerrar
`;

async function home(pages: string, file = 'index.html') {
  const data = dataWith(REFERENCE_DATA, { 'pages.yaml': pages });
  const result = await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false });
  expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
  const html = String(result.files.find((f: OutputFile) => f.file === file)!.contents);
  return new JSDOM(html).window.document;
}

const texts = (nodes: Iterable<Element>) => [...nodes].map((n) => n.textContent!.trim());

describe('the words of the navigation, the menu and the home figures', () => {
  it('are the defaults when pages.yaml leaves them out', async () => {
    const d = await home(readFileSync(path.join(REFERENCE_DATA, 'pages.yaml'), 'utf8'));
    expect(d.documentElement.lang).toBe('en');
    expect(texts(d.querySelectorAll('.site-nav summary'))).toEqual(['Services', 'Vehicles']);
    expect(texts(d.querySelectorAll('.site-nav > ul > li > a'))).toEqual(['Coupons', 'Reviews', 'About']);
    expect(texts(d.querySelectorAll('.stats dt'))).toEqual(['Years in business', 'Reviews', 'Rating']);
    expect(d.querySelector('.menu-toggle .visually-hidden')!.textContent).toBe('Menu');
  });

  it('are the data\'s when pages.yaml writes them, in the header, the menu, the footer and the page language', async () => {
    const reference = readFileSync(path.join(REFERENCE_DATA, 'pages.yaml'), 'utf8');
    const pages = reference
      .replace(/^layout:\n/m, WORDS)
      .replace(/^ {2}faqHeading: (.+)$/m, '  faqHeading: $1\n  stats:\n    years: Años\n    reviews: Reseñas\n    rating: Nota');
    const d = await home(pages);
    expect(d.documentElement.lang).toBe('es');
    expect(texts(d.querySelectorAll('.site-nav summary'))).toEqual(['Servicios', 'Vehículos']);
    expect(d.querySelector('.site-nav .dropdown-list a')!.textContent).toBe('Todos los servicios');
    expect(texts(d.querySelectorAll('.site-nav > ul > li > a'))).toEqual(['Cupones', 'Opiniones', 'Nosotros']);
    const menu = d.querySelector('[data-island="MobileMenu"]')!;
    // One navigation for every width: the small-screen menu's toggle shows the same one.
    expect(menu.querySelector('.menu-toggle .visually-hidden')!.textContent).toBe('Menú');
    expect(menu.querySelector('.menu-toggle')!.getAttribute('aria-controls')).toBe(d.querySelector('.site-nav')!.id);
    expect(texts(d.querySelectorAll('.stats dt'))).toEqual(['Años', 'Reseñas', 'Nota']);
    expect(d.querySelector('#footer-links')!.textContent).toBe('Enlaces');
    expect(texts(d.querySelectorAll('nav[aria-labelledby="footer-links"] a'))).toEqual(['Opiniones', 'Servicios', 'Nosotros', 'Cupones']);
    expect(d.querySelector('.skip-link')!.textContent).toBe('Ir al contenido');
    expect(d.querySelector('#booking-fallback button')!.textContent).toBe('Cerrar');
  });

  it("are the data's on a review's button too: its words while cut short in its HTML, once whole in its props", async () => {
    const reference = readFileSync(path.join(REFERENCE_DATA, 'pages.yaml'), 'utf8');
    const toggle = (d: Document) => d.querySelector('[data-island="ReviewText"]')!;
    const plain = await home(reference, 'reviews/index.html');
    expect(toggle(plain).querySelector('.review-toggle')!.textContent).toBe('Read more');
    expect(JSON.parse(toggle(plain).getAttribute('data-props')!)).toEqual({ showLess: 'Show less' });
    const d = await home(reference.replace(/^reviews:\n/m, 'reviews:\n  readMoreLabel: Leer más\n  showLessLabel: Ver menos\n'), 'reviews/index.html');
    expect(toggle(d).querySelector('.review-toggle')!.textContent).toBe('Leer más');
    expect(JSON.parse(toggle(d).getAttribute('data-props')!)).toEqual({ showLess: 'Ver menos' });
  });
});

describe('a shop whose pages are in another language (pages.yaml lang)', () => {
  const HOURS_ES = `lang: es
layout:
  hours:
    heading: Horario especial
    specialNote: "{day}: {hours} por {note}"
    closedAllDay: cerrado
`;

  async function page(lang: string, file: string, change = { from: /^$/, to: '' }) {
    const reference = readFileSync(path.join(REFERENCE_DATA, 'pages.yaml'), 'utf8');
    const data = dataWith(REFERENCE_DATA, { 'pages.yaml': reference.replace(/^layout:\n/m, lang).replace(change.from, change.to) });
    // Nov 20, 2026: Thanksgiving (Nov 26) is within the two weeks the special days are named.
    const result = await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false, today: new Date('2026-11-20T15:00:00Z') });
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    return new JSDOM(String(result.files.find((f: OutputFile) => f.file === file)!.contents)).window.document;
  }

  it('has its days, times and dates in that language: the hours table, the top bar and the special days', async () => {
    const d = await page(HOURS_ES, 'about/index.html');
    expect(d.documentElement.lang).toBe('es');
    const shop = d.querySelector('section[aria-labelledby="footer-hours-0"]')!;
    expect(texts(shop.querySelectorAll('.hours dt'))).toEqual(['lun-vie', 'sáb', 'dom']);
    expect(texts(shop.querySelectorAll('.hours dd')).slice(0, 2)).toEqual(['7:30-17:00', '7:00-13:00']);
    expect(texts(d.querySelectorAll('.topbar-hours .nowrap')).slice(0, 2)).toEqual(['lun-vie 7:30-17:00', 'sáb 7:00-13:00']);
    expect(texts(shop.querySelectorAll('.special-hours li'))).toEqual([
      'jueves, 26 nov: cerrado por Thanksgiving',
      'jueves, 24 dic: 8:00-12:00 por Christmas Eve',
      'viernes, 25 dic: cerrado por Christmas',
      "viernes, 1 ene: cerrado por New Year's Day",
    ]);
  });

  it('names the month of a coupon\'s end date in that language', async () => {
    // The reference coupons roll: on Nov 20 they end on Dec 1.
    const d = await page(HOURS_ES, 'coupons/index.html', { from: /expiryFormat: .*$/m, to: 'expiryFormat: D MMMM YYYY' });
    expect(texts(d.querySelectorAll('.coupon-expiry time'))[0]).toBe('1 diciembre 2026');
  });

  const COPY_DE = `lang: de
layout:
  starsLabel: "Bewertet mit {stars} von 5"
  hours:
    specialRange: "{from} bis {through}"
    closedAllDay: geschlossen
`;

  it('writes the {hours} of its copy in that language: its days, times and "and" from Intl, the other words pages.yaml\'s', async () => {
    const d = await page(COPY_DE, 'index.html');
    // faq.yaml: "The shop is open {hours}. Our gas station is open {hours2}, …"
    const answer = d.querySelector('details.accordion-item[open] .accordion-panel')!.textContent!.replace(/\u2011/g, '-');
    expect(answer).toContain('open Montag bis Freitag 7:30-17:00 und Samstag 7:00-13:00; Sonntag geschlossen.');
    expect(answer).toContain('open Montag bis Sonntag 6:00-21:00,');
  });

  it('writes the rating\'s figure as that language does, on the page and to screen readers, and the machine\'s number in JSON-LD', async () => {
    const d = await page(COPY_DE, 'reviews/index.html');
    expect(d.querySelector('.rating-value')!.textContent).toBe('4,4');
    expect(d.querySelector('.rating-panel .stars')!.getAttribute('aria-label')).toBe('Bewertet mit 4,4 von 5');
    // pages.yaml: ratingLabel "{rating} out of 5 from {reviewCount}+ Google reviews", and the search result's description.
    expect(d.querySelector('.rating-panel p:not(.rating-value)')!.textContent).toBe('4,4 out of 5 from 200+ Google reviews');
    expect(d.querySelector('meta[name="description"]')!.getAttribute('content')).toContain(': 4,4 stars on Google');
    const home = await page(COPY_DE, 'index.html');
    expect(texts(home.querySelectorAll('.stats dd'))).toEqual(['35+', '200+', '4,4']);
    expect(home.querySelector('.hero .stars')!.getAttribute('aria-label')).toBe('Bewertet mit 4,4 von 5');
    const business = [...home.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent!).join('');
    expect(business).not.toContain('4,4');
  });

  it.each(['en', 'en-US', 'en-GB'])('keeps the English {hours} and rating in %s', async (lang) => {
    const d = await page(`lang: ${lang}\nlayout:\n`, 'index.html');
    expect(d.querySelector('details.accordion-item[open]')!.textContent).toContain('open Monday to Friday from 7:30AM to 5PM and Saturday from 7AM to 1PM; closed Sunday.');
    expect(texts(d.querySelectorAll('.stats dd'))[2]).toBe('4.4');
    expect(d.querySelector('.hero .stars')!.getAttribute('aria-label')).toBe('Rated 4.4 out of 5');
  });

  it.each(['en', 'en-US', 'en-GB'])('keeps the English days and times in %s', async (lang) => {
    const d = await page(`lang: ${lang}\nlayout:\n`, 'about/index.html');
    expect(texts(d.querySelectorAll('.topbar-hours .nowrap'))).toEqual(['Mon-Fri 7:30AM-5PM', 'Sat 7AM-1PM', 'Sun Closed']);
    expect(texts(d.querySelectorAll('.special-hours li'))[0]).toBe('Thursday, Nov 26: closed for Thanksgiving');
  });
});

describe('the words shopsite wrote itself in English, now data (pages.yaml layout)', () => {
  const WORDS_ES = `lang: es
layout:
  hours:
    weekClosed: Cerrado
    weekAllDay: Abierto 24 horas
  navLabel: Principal
  newTabLabel: (se abre en una pestaña nueva)
  mapTitle: "Mapa:"
  starsLabel: "{stars} de 5 estrellas"
`;

  async function page(file: string, words?: string) {
    const reference = readFileSync(path.join(REFERENCE_DATA, 'pages.yaml'), 'utf8');
    return home(words ? reference.replace(/^layout:\n/m, words) : reference, file);
  }

  it('are the defaults when pages.yaml leaves them out', async () => {
    const d = await page('index.html');
    expect(d.querySelector('.topbar-hours')!.textContent).toContain('Sun Closed');
    expect(d.querySelector('.site-nav')!.getAttribute('aria-label')).toBe('Main');
    expect(d.querySelector('.topbar-directions .visually-hidden')!.textContent).toBe(' (opens in a new tab)');
    expect(d.querySelector('.hero .stars')!.getAttribute('aria-label')).toBe('Rated 4.4 out of 5');
    expect(d.querySelector('.map-facade')!.getAttribute('data-title')).toMatch(/^Map: /);
  });

  it('are the data\'s when pages.yaml writes them: the hours table, the navigation, new tabs, stars and the map', async () => {
    const d = await page('index.html', WORDS_ES);
    expect(texts(d.querySelectorAll('section[aria-labelledby="footer-hours-0"] .hours dd'))[2]).toBe('Cerrado');
    expect(d.querySelector('.topbar-hours')!.textContent).toContain('dom Cerrado');
    expect(d.querySelector('.site-nav')!.getAttribute('aria-label')).toBe('Principal');
    expect(d.querySelector('.topbar-directions .visually-hidden')!.textContent).toBe(' (se abre en una pestaña nueva)');
    expect(d.querySelector('.hero .stars')!.getAttribute('aria-label')).toBe('4,4 de 5 estrellas');
    expect([...d.querySelectorAll('.testimonial .stars')].map((s) => s.getAttribute('aria-label'))).toEqual(['5 de 5 estrellas', '5 de 5 estrellas', '5 de 5 estrellas']);
    expect(d.querySelector('.map-facade')!.getAttribute('data-title')).toMatch(/^Mapa: /);
    const reviews = await page('reviews/index.html', WORDS_ES);
    expect(reviews.querySelector('.rating-panel a .visually-hidden')!.textContent).toBe(' (se abre en una pestaña nueva)');
  });
});
