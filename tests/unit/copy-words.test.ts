// The words code writes into a shop's copy in the pages' language (pages.yaml lang): the {hours}
// sentence and the {rating} figure. English (en, en-*) keeps shopsite's own, as the reference spec
// writes them; any other language has its days, times, "and" and digits from Intl, and the
// words Intl has not (a range of days, a closed day, one open all day) from pages.yaml.
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { countWords, hoursSentenceIn, numberWords, pageVars, type CopyPages } from '../../src/shared/copy-words.js';
import { hoursSentence, shopVars } from '../../src/shared/text.js';
import { validateSite } from '../../src/validate/index.js';
import { OTHER_SHOP } from '../helpers.js';

type Schedule = Parameters<typeof hoursSentence>[0];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const WEEK = [...WEEKDAYS, 'saturday', 'sunday'] as const;
const USUAL: Schedule = [{ days: [...WEEKDAYS], opens: '07:30', closes: '17:00' }, { days: ['saturday'], opens: '07:00', closes: '13:00' }];

/** pages.yaml in `lang`, with that language's words for a range of days, a closed day and an open one. */
const pages = (lang: string, specialRange: string, closedAllDay: string, allDay: string): CopyPages => ({ lang, layout: { hours: { specialRange, closedAllDay, allDay } } });
const ES = pages('es', '{from} a {through}', 'cerrado', 'abierto 24 horas');
const DE = pages('de', '{from} bis {through}', 'geschlossen', 'durchgehend geöffnet');
const FR = pages('fr', 'du {from} au {through}', 'fermé', 'ouvert 24 h/24');
/** A text as read, its unbreakable spaces and hyphens as plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');

describe('the {hours} sentence in the pages\' language', () => {
  it.each([
    ['es', ES, 'lunes a viernes 7:30-17:00 y sábado 7:00-13:00; domingo cerrado'],
    ['de', DE, 'Montag bis Freitag 7:30-17:00 und Samstag 7:00-13:00; Sonntag geschlossen'],
    ['fr', FR, 'du lundi au vendredi 7:30-17:00 et samedi 7:00-13:00; dimanche fermé'],
  ])('in %s, names the days and times of a usual week as the language writes them', (_, words, sentence) => {
    expect(plain(hoursSentenceIn(USUAL, words))).toBe(sentence);
  });

  it.each([
    ['a whole week, as a range of pages.yaml (no word of it says "every day")', [{ days: [...WEEK], opens: '06:00', closes: '21:00' }], 'lunes a domingo 6:00-21:00'],
    ['open all day every day, in pages.yaml\'s word', [{ days: [...WEEK], opens: '00:00', closes: '24:00' }], 'lunes a domingo abierto 24 horas'],
    [
      'days apart with the same hours, a weekend closed',
      [{ days: ['monday', 'wednesday', 'friday'], opens: '09:00', closes: '12:00' }, { days: ['tuesday', 'thursday'], opens: '13:00', closes: '18:30' }],
      'lunes, miércoles y viernes 9:00-12:00 y martes y jueves 13:00-18:30; sábado y domingo cerrado',
    ],
    [
      'a day closed for lunch',
      [{ days: [...WEEKDAYS], opens: '13:00', closes: '17:00' }, { days: [...WEEKDAYS], opens: '08:00', closes: '12:00' }],
      'lunes a viernes 8:00-12:00 y 13:00-17:00; sábado y domingo cerrado',
    ],
  ] as [string, Schedule, string][])('%s', (_, schedule, sentence) => {
    expect(plain(hoursSentenceIn(schedule, ES))).toBe(sentence);
  });

  it('keeps each range of times on one line: a phone\'s column never ends one at its hyphen or inside "p.m."', () => {
    expect(hoursSentenceIn(USUAL, ES)).toBe('lunes a viernes 7:30\u201117:00 y sábado 7:00\u201113:00; domingo cerrado');
    // es-US's own clock: "7:30 a.m." (or "a. m.", by the ICU), no space in it a line may end at.
    expect(hoursSentenceIn(USUAL, { ...ES, lang: 'es-US' })).toMatch(/^lunes a viernes 7:30\u00a0a\.(\u00a0)?m\.\u20115:00\u00a0p\.(\u00a0)?m\. y /u);
  });

  it.each(['en', 'en-US', 'en-GB'])('stays shopsite\'s own English in %s, whatever pages.yaml\'s words', (lang) => {
    const english = pages(lang, '{from} through {through}', 'shut', 'always');
    expect(hoursSentenceIn(USUAL, english)).toBe('Monday to Friday from 7:30AM to 5PM and Saturday from 7AM to 1PM; closed Sunday');
    expect(hoursSentenceIn(USUAL, english)).toBe(hoursSentence(USUAL));
  });
});

describe('a figure on a page (the rating)', () => {
  it.each([
    ['de', 4.8, '4,8'],
    ['es', 4.8, '4,8'],
    ['fr', 4.85, '4,85'],
    ['de', 5, '5'],
    ['en', 4.8, '4.8'],
    ['en-GB', 4.85, '4.85'],
  ])('in %s, %s is %s', (lang, value, shown) => {
    expect(numberWords(value, lang)).toBe(shown);
  });
});

describe('a count on a page ({years}, {reviewCount}, the home page\'s figures)', () => {
  it.each([
    ['en', 200, '200'],
    ['en', 1200, '1,200'],
    ['en-GB', 12500, '12,500'],
    ['de', 1200, '1.200'],
    ['de', 999, '999'],
    ['fr', 12500, '12\u202f500'],
  ])('in %s, %s is %s', (lang, value, shown) => {
    expect(countWords(value, lang)).toBe(shown);
  });
});

describe('the placeholders\' values (pageVars)', () => {
  const site = validateSite(loadSiteData(OTHER_SHOP).docs).site!;
  const shop = { ...site.shop, claims: { ...site.shop.claims, rating: 4.8 } };

  it('are shopVars\' own in English', () => {
    expect(pageVars(shop, site.pages)).toEqual(shopVars(shop));
    expect(pageVars(shop, site.pages).rating).toBe('4.8');
  });

  it('group a count of thousands as the language does, in English too: "from 1,200+ reviews", not "1200+"', () => {
    const many = { ...shop, claims: { ...shop.claims, reviewCount: 1200, yearsInBusiness: 35 } };
    expect(pageVars(many, site.pages)).toMatchObject({ reviewCount: '1,200', years: '35' });
    expect(pageVars(many, DE)).toMatchObject({ reviewCount: '1.200', years: '35' });
  });

  it('write {rating} and every {hours} in the pages\' language, and nothing else differently', () => {
    const english = shopVars(shop);
    const german = pageVars(shop, DE);
    expect(german.rating).toBe('4,8');
    expect(german.hours).toBe(hoursSentenceIn(shop.hours[0]!.schedule, DE));
    expect(german.hours).toMatch(/^Montag /);
    expect(german.hours1).toBe(german.hours);
    const changed = Object.keys(english).filter((name) => english[name] !== german[name]);
    expect(changed.sort()).toEqual(['rating', ...shop.hours.map((_, i) => `hours${i + 1}`), 'hours'].sort());
  });
});
