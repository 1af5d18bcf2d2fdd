// Copied copy: runs of words with the page's own names masked, and the share two pages have in common.
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { buildRoutes } from '../../src/routes.js';
import { COPIED_SHARE, similarCopy, wordRuns } from '../../src/check/similar-copy.js';
import { validateSite } from '../../src/validate/index.js';
import { hashedRuns, sortedRuns } from '../../src/shared/word-runs.js';
import { OTHER_SHOP, REFERENCE_DATA } from '../helpers.js';

/** Share of the smaller set's runs that the larger one also holds: the measure similarCopy counts for every pair at once. */
function sharedShare(a: Set<number>, b: Set<number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const run of small) if (large.has(run)) shared++;
  return small.size ? shared / small.size : 0;
}

/** The one run of a text of five words. */
function only(runs: Set<number>): number {
  expect(runs.size).toBe(1);
  return [...runs][0]!;
}

describe('hashedRuns', () => {
  it('gives a text of n words n - 4 runs, the same for the same words whatever stands between them', () => {
    expect(hashedRuns('one two three four').size).toBe(0);
    expect(hashedRuns('one two three four five six seven').size).toBe(3);
    expect(hashedRuns(' one, two -- three: four five! ')).toEqual(hashedRuns('one two three four five'));
    expect(hashedRuns('one two three four six')).not.toEqual(hashedRuns('one two three four five'));
  });

  it('reads letters and numbers of any script as words, the mask character as a word of its own', () => {
    expect(hashedRuns('über straße 24 mois garantía')).toEqual(hashedRuns('über  straße (24) mois, garantía.'));
    expect(hashedRuns('ab \u0000 cd ef gh').size).toBe(1);
    expect(hashedRuns('ab \u0000 cd ef gh')).not.toEqual(hashedRuns('ab cd ef gh ij'));
    // A letter outside the Basic Multilingual Plane is one character of a word, not a break.
    expect(hashedRuns('a𝐀b c d e f').size).toBe(1);
    expect(hashedRuns('a b c d e f').size).toBe(2);
  });

  it('keeps each run a small integer (30 bits)', () => {
    for (const run of hashedRuns('the quick brown fox jumps over the lazy dog again and again')) expect(run >>> 30).toBe(0);
  });

  it('gives as sortedRuns the same runs, distinct and in ascending order, for texts short and of thousands of words', () => {
    const words = ['a', 'b', 'über', '24', '\u0000', '𝐀x', 'the', 'shop'];
    for (const length of [0, 4, 5, 12, 41, 3000]) {
      const text = Array.from({ length }, (_, i) => words[(i * 7 + length) % words.length]! + (i % 13 === 0 ? `${i}` : '')).join(length % 2 ? ' ' : ', ');
      expect([...sortedRuns(text)], `${length} words`).toEqual([...hashedRuns(text)].sort((x, y) => x - y));
    }
  });
});

describe('wordRuns', () => {
  it('masks the page own names, so two texts that differ only in the name have the same runs', () => {
    const bmw = wordRuns('BMW owners bought their BMW to drive it, every day of the week and more.', ['BMW']);
    const audi = wordRuns('Audi owners bought their Audi to drive it, every day of the week and more.', ['Audi']);
    expect([...bmw]).toEqual([...audi]);
    expect(bmw.has(only(hashedRuns('owners bought their \u0000 to')))).toBe(true);
  });

  it('masks the longest name first, so a model that contains the make name is one word', () => {
    const runs = wordRuns('We service the Mercedes-Benz Sprinter van and the Mercedes-Benz C-Class daily.', ['Mercedes-Benz', 'Mercedes-Benz Sprinter']);
    expect([...runs][0]).toBe(only(hashedRuns('we service the \u0000 van')));
  });
});

describe('similarCopy', () => {
  for (const [name, dir] of [['the reference shop', REFERENCE_DATA], ['the other example shop', OTHER_SHOP]] as const) {
    it(`finds no pair in ${name}, whose pages share at most a fifth of the warning's share`, () => {
      const site = validateSite(loadSiteData(dir).docs).site!;
      const routes = buildRoutes(site).routes;
      expect(similarCopy(site, routes)).toEqual([]);
      const runs = site.makes.map((m) => wordRuns(m.intro.join(' '), [m.name, ...(m.models ?? []).map(String)]));
      const highest = Math.max(...runs.flatMap((a, i) => runs.slice(0, i).map((b) => sharedShare(a, b))));
      expect(highest).toBeLessThan(COPIED_SHARE / 5);
    });
  }
});

describe('similarCopy over three copies of one intro', () => {
  it('names each later page with the page it repeats most (runs held by one, two and three pages)', () => {
    const site = validateSite(loadSiteData(OTHER_SHOP).docs).site!;
    const [first, second, third] = site.makes;
    const copyOf = (make: typeof first) => first!.intro.map((p) => p.split(first!.name).join(make!.name));
    second!.intro = copyOf(second);
    third!.intro = copyOf(third);
    const found = similarCopy(site, buildRoutes(site).routes);
    const pageOf = (make: typeof first) => buildRoutes(site).routes.find((r) => r.kind === 'make' && r.slug === make!.slug)!.path;
    // The first page's models are its own words, masked there only: the copies match it at 90%,
    // each other at 100%.
    expect(found.map((p) => p.message)).toEqual([
      `the copy of ${pageOf(second)} repeats ${pageOf(first)}: 90% of its phrases are the same`,
      `the copy of ${pageOf(third)} repeats ${pageOf(second)}: 100% of its phrases are the same`,
    ]);
  });
});
