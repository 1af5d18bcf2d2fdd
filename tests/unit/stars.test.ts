// Stars say the shop's rating, to the eye and to screen readers: whole stars, the share of the
// next one, empty ones, and "Rated 4.8 out of 5", on the home page hero as on every review.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { renderPages } from '../../src/render.js';
import { buildRoutes } from '../../src/routes.js';
import { shopCall } from '../../src/shared/phone.js';
import { validateSite } from '../../src/validate/index.js';
import { starTenths } from '../../templates/components/Stars.js';
import { OTHER_SHOP } from '../helpers.js';

/** What a row of stars shows: "full", "empty", or the filled width of a part star out of 20. */
function shown(stars: Element): string[] {
  return [...stars.children].map((star) =>
    star.classList.contains('on') ? 'full' : star.classList.contains('part') ? `part ${star.querySelector('.star-fill')!.getAttribute('width')}/20` : 'empty',
  );
}

const site = validateSite(loadSiteData(OTHER_SHOP).docs).site!;

async function homeHero(rating: number, words = site.pages): Promise<Element> {
  const shop = { ...site.shop, claims: { ...site.shop.claims, rating } };
  const withRating = { ...site, shop, pages: words };
  const { routes } = buildRoutes(withRating);
  const { pages } = await renderPages(routes, withRating, { assets: { css: '/assets/site.css' }, images: {}, today: new Date(0), call: shopCall(shop) });
  const home = pages.find((p) => p.route.kind === 'home')!;
  return new JSDOM(home.html).window.document.querySelector('.hero .stars')!;
}

describe('the home hero', () => {
  it.each([
    [4.8, ['full', 'full', 'full', 'full', 'part 16/20']],
    [3.5, ['full', 'full', 'full', 'part 10/20', 'empty']],
    [5, ['full', 'full', 'full', 'full', 'full']],
  ])('shows a %s shop its own stars, and says its rating to screen readers', async (rating, expected) => {
    const stars = await homeHero(rating);
    expect(stars.getAttribute('role')).toBe('img');
    expect(stars.getAttribute('aria-label')).toBe(`Rated ${rating} out of 5`);
    expect(shown(stars)).toEqual(expected);
  });
});

describe('the home hero of a shop whose pages are in another language (pages.yaml lang)', () => {
  it.each([
    ['de', 'Bewertet mit {stars} von 5', 'Bewertet mit 4,8 von 5'],
    ['fr', 'Note de {stars} sur 5', 'Note de 4,8 sur 5'],
    ['en-GB', 'Rated {stars} out of 5', 'Rated 4.8 out of 5'],
  ])('says the rating to screen readers as %s writes it', async (lang, starsLabel, said) => {
    const stars = await homeHero(4.8, { ...site.pages, lang, layout: { ...site.pages.layout, starsLabel } });
    expect(stars.getAttribute('aria-label')).toBe(said);
  });
});

describe('Stars', () => {
  it.each([
    [1, [10, 0, 0, 0, 0]],
    [2.25, [10, 10, 3, 0, 0]],
    [4.44, [10, 10, 10, 10, 4]],
    [4.96, [10, 10, 10, 10, 10]],
  ])('fills %s as %j tenths', (rating, tenths) => {
    expect(starTenths(rating)).toEqual(tenths);
  });
});
