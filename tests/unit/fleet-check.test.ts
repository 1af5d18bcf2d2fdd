// The checks across a fleet's shops, each over small plain inputs: what a page says of its shop,
// phone numbers in the data, duplicate titles and canonicals, the hub, and the brand's shared copy.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { duplicateCanonicals, duplicateTitles, hubProblems, strayPhones } from '../../src/check/fleet/across.js';
import { bothSorted, copyRuns, SHARED_COPY_SHARE, sharedCopy, tallyCopy, type BrandTally, type PageCopy } from '../../src/check/fleet/copy.js';
import { addressTexts, jsonLd, linkHrefs, mainText, nodeOfType, readPage, telLinks, textOf } from '../../src/check/fleet/page-facts.js';
import { phonesInData, summarizeShop } from '../../src/check/fleet/summary.js';
import type { ShopSummary } from '../../src/check/fleet/types.js';
import { dataByKind } from '../../src/load/read.js';
import { OTHER_SHOP } from '../helpers.js';

const summary = (name: string, extra: Partial<ShopSummary> = {}): ShopSummary => ({
  name, country: 'US', own: {}, titles: [], canonicals: [], phones: [], placeholders: [], ...extra,
});

describe('what a page says of its shop', () => {
  const html = [
    '<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"AutoRepair","name":"A &amp; B","telephone":"(541) 555-0100"}</script></head><body>',
    '<span class="topbar-address"><span>1 Main Street</span><span>, Bend</span><span>, OR</span><span> 97701</span></span>',
    '<main id="main"><h1>Brakes &amp; more</h1><script>var x = 1;</script><p>Call <a class="nowrap" href="tel:+15415550100">(541) 555‑0100</a></p></main>',
    '<footer><address>1 Main Street<br/>Bend, OR 97701</address><a href="https://hub.example/">Hub</a></footer></body></html>',
  ].join('');

  it('reads the JSON-LD business, the address blocks, the phone links and the main text, as React writes them', () => {
    expect(nodeOfType(jsonLd(html), 'AutoRepair')).toMatchObject({ name: 'A &amp; B', telephone: '(541) 555-0100' });
    expect(addressTexts(html)).toEqual(['1 Main Street Bend, OR 97701', '1 Main Street, Bend, OR 97701']);
    expect(telLinks(html)).toEqual([{ href: '+15415550100', text: '(541) 555-0100' }]);
    expect(mainText(html)).toBe('Brakes & more Call (541) 555-0100');
    expect(linkHrefs(html).has('https://hub.example/')).toBe(true);
    expect(textOf('a&#x27;b&nbsp;c&quot;')).toBe('a\'b c"');
  });
});

describe('phone numbers in the data', () => {
  const data = {
    shop: { phone: '(541) 555-0100', name: 'Shop' },
    faq: { faq: [{ answer: 'Call us at (541) 555-0100 or our tow partner at 503-555-0187.' }, { answer: 'Open 24/7 since 1999, 2210 NW 13th Street.' }] },
  };

  it('finds every number that is not the shop\'s own, with its place, and nothing in dates, years or addresses', () => {
    expect(phonesInData(data, '+15415550100', 'US')).toEqual([{ number: '+15035550187', written: '503-555-0187', source: { kind: 'faq', path: '/faq/0/answer' } }]);
  });

  it('names the shop whose number it is (an error), or says it is nobody\'s of the fleet (a warning)', () => {
    const found = phonesInData(data, '+15415550100', 'US');
    const other = strayPhones([summary('a/', { phone: '+15415550100', phones: found }), summary('b/', { phone: '+15035550187' })]);
    expect(other.map((f) => [f.problem.code, f.problem.severity, f.problem.message, f.shops])).toEqual([
      ['phone-of-other-shop', 'error', '"503-555-0187" is the phone number of b/', ['a/']],
    ]);
    const alone = strayPhones([summary('a/', { phone: '+15415550100', phones: found })]);
    expect(alone.map((f) => [f.problem.code, f.problem.severity, f.problem.message])).toEqual([['unknown-phone', 'warning', '"503-555-0187" is not the shop\'s phone number']]);
  });
});

describe('duplicates across shops', () => {
  const source = { kind: 'pages' as const, path: '/home/meta/title' };
  it('tells the later shop of a title an earlier shop has, not a title repeated within one shop', () => {
    const a = summary('a/', { titles: [{ page: '/', title: 'Home', source }, { page: '/x/', title: 'X', source }] });
    const b = summary('b/', { titles: [{ page: '/', title: 'Home', source }, { page: '/y/', title: 'Y', source }] });
    const c = summary('c/', { titles: [{ page: '/z/', title: 'Z', source }, { page: '/w/', title: 'Z', source }] });
    expect(duplicateTitles([a, b, c]).map((f) => [f.shops, f.problem.message, f.problem.source])).toEqual([[['b/'], '/ has the same title as / of a/: "Home"', source]]);
  });

  it('tells a shop once per other shop whose titles its pages repeat, at the first of them, counting the rest', () => {
    const other = { kind: 'services' as const, path: '/services/0/meta/title' };
    const titles = [{ page: '/', title: 'Home', source }, { page: '/oil/', title: 'Oil', source: other }, { page: '/tires/', title: 'Tires', source: other }];
    const a = summary('a/', { titles });
    const b = summary('b/', { titles });
    const c = summary('c/', { titles: [{ page: '/', title: 'Home', source }] });
    expect(duplicateTitles([a, b, c]).map((f) => [f.shops, f.problem.message, f.problem.source])).toEqual([
      [['b/'], '/ has the same title as / of a/: "Home"; so do 2 more pages of the two shops', source],
      [['c/'], '/ has the same title as / of a/: "Home"', source],
    ]);
  });

  it('tells a shop once per other shop whose canonical URLs its pages claim, at shop.yaml siteUrl', () => {
    const a = summary('a/', { canonicals: ['https://a.example/', 'https://a.example/about/'] });
    const b = summary('b/', { canonicals: ['https://a.example/', 'https://a.example/about/', 'https://b.example/x/'] });
    expect(duplicateCanonicals([a, b]).map((f) => [f.shops, f.problem.message, f.problem.source])).toEqual([
      [['b/'], '2 pages have the canonical URL of a page of a/ (https://a.example/)', { kind: 'shop', path: '/siteUrl' }],
    ]);
  });
});

describe('the brand copy every shop shares', () => {
  const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i}`).join(' ');

  it('masks a shop\'s own words where they stand as whole words only', () => {
    expect([...copyRuns(['NC'])('Since 1990 we serve NC drivers well')]).toEqual([...copyRuns(['FL'])('Since 1990 we serve FL drivers well')]);
    expect([...copyRuns(['nc'])('since we nc a b c')]).not.toEqual([...copyRuns(['nc'])('since we fl a b c')]);
    expect(copyRuns(['nc'])('since we nc a b c').length).toBe(2);
  });

  it('masks as a lookbehind would, on random texts of names, letters of other scripts and signs', () => {
    const names = ['springfield', 'springfield auto', 'auto', 'st.', 'nc', '(703) 555-0100', '😀x', 'élan'];
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const sorted = [...names].sort((a, b) => b.length - a.length);
    const lookbehind = new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
    const plain = copyRuns([]);
    // 𠀀 is a letter outside the BMP: two UTF-16 units before a name.
    const pieces = [...names, 'a', 'é', '😀', '𠀀', '1', ' ', ',', '.', '-', 'the shop', 'x'];
    // Seeded, so that a failing text comes back on every run.
    let seed = 12345;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    for (let round = 0; round < 400; round++) {
      const text = Array.from({ length: 40 }, () => pieces[Math.floor(random() * pieces.length)]).join(random() < 0.5 ? ' ' : '');
      expect([...copyRuns(names)(text)], text).toEqual([...plain(text.replace(lookbehind, ' \u0000 '))]);
    }
  });

  it("keeps a page's runs distinct and in ascending order, and finds the runs two pages share", () => {
    const runs = copyRuns([])(`${words(8, 'w')} ${words(8, 'w')} end`);
    expect(runs).toBeInstanceOf(Int32Array);
    expect([...runs]).toEqual([...new Set(runs)].sort((a, b) => a - b));
    expect(runs.length).toBe(new Set(runs).size);
    expect([...bothSorted(Int32Array.of(1, 3, 5, 7), Int32Array.of(2, 3, 4, 7, 9))]).toEqual([3, 7]);
    expect([...bothSorted(Int32Array.of(), Int32Array.of(1))]).toEqual([]);
    // Against Sets, on random lists of hashes.
    for (let round = 0; round < 20; round++) {
      const list = () => Int32Array.from(new Set(Array.from({ length: 200 }, () => Math.floor(Math.random() * 400)))).sort();
      const [a, b] = [list(), list()];
      expect([...bothSorted(a, b)]).toEqual([...a].filter((x) => new Set(b).has(x)));
    }
  });

  it('reports the share of a page kind that all shops of a brand have, and the placeholders they all fill that the copy does not use', () => {
    const tallies = new Map<string, BrandTally>();
    const entry = { kind: 'services' as const, path: '/services/4' };
    const page = (own: string): PageCopy => ({ key: 'services/brakes', runs: copyRuns([])(`${words(36, 'b')} ${own}`), entry, uses: ['county'] });
    // 36 brand words: 32 runs shared; each shop's own 4 words add 4 runs of its own (36 runs a page).
    tallyCopy(tallies, { name: 'a/', brand: 'brand/', placeholders: ['county', 'highways'] }, [page('a1 a2 a3 a4')]);
    tallyCopy(tallies, { name: 'b/', brand: 'brand/', placeholders: ['county', 'highways', 'mine'] }, [page('x1 x2 x3 x4')]);
    tallyCopy(tallies, { name: 'c/', placeholders: [] }, [page('c1 c2 c3 c4')]);
    const found = sharedCopy(tallies);
    expect(found.map((f) => [f.shops, f.placeIn, f.brand, f.problem.severity, f.problem.message, f.problem.hint, f.problem.source])).toEqual([
      [['a/', 'b/'], 'a/', true, 'warning', 'services/brakes: 88% of its text is the same in both shops of brand brand/', expect.stringContaining("use the shops' own {highways} in this copy"), entry],
    ]);
    expect(32 / 36).toBeGreaterThan(SHARED_COPY_SHARE);
    // A third shop whose own check failed has no tally: not "both shops", as if the brand had two.
    expect(sharedCopy(tallies, 1)[0]!.problem.message).toBe('services/brakes: 88% of its text is the same in the 2 shops of brand brand/ compared (1 shop that fails its own check not among them)');
    expect(sharedCopy(tallies, 3)[0]!.problem.message).toMatch(/compared \(3 shops that fail their own check not among them\)$/);
  });

  it('reports nothing below the share', () => {
    const tallies = new Map<string, BrandTally>();
    const entry = { kind: 'pages' as const, path: '/about' };
    tallyCopy(tallies, { name: 'a/', brand: 'brand/', placeholders: [] }, [{ key: 'about', runs: copyRuns([])(`${words(20, 'b')} ${words(20, 'a')}`), entry, uses: [] }]);
    tallyCopy(tallies, { name: 'b/', brand: 'brand/', placeholders: [] }, [{ key: 'about', runs: copyRuns([])(`${words(20, 'b')} ${words(20, 'x')}`), entry, uses: [] }]);
    expect(sharedCopy(tallies)).toEqual([]);
  });
});

describe('the hub', () => {
  const own = { name: 'A', url: 'https://a.example/', telephone: '(541) 555-0100', address: { streetAddress: '1 Main Street', addressLocality: 'Bend', addressRegion: 'OR', postalCode: '97701', addressCountry: 'US' } };
  const shops = [summary('a/', { business: own }), summary('b/', { business: { ...own, name: 'B', url: 'https://b.example/' } })];
  const page = (listed: object[], links: string[]) =>
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Organization', subOrganization: listed })}</script>${links.map((l) => `<a href="${l}">x</a>`).join('')}`;

  it('tells each shop it does not list and link, and each field it gives otherwise, at shop.yaml', () => {
    const html = page([{ ...own, telephone: '(541) 555-0199' }, { ...own, name: 'B', url: 'https://b.example/' }], ['https://a.example/']);
    expect(hubProblems({ file: 'hub/locations/index.html', html }, shops).map((f) => [f.shops, f.problem.code, f.problem.message, f.problem.source?.path])).toEqual([
      [['a/'], 'nap-mismatch', 'the hub on hub/locations/index.html gives "(541) 555-0199", not "(541) 555-0100"', '/phone'],
      [['b/'], 'hub-missing-shop', 'not linked from the hub (hub/locations/index.html): listed in its JSON-LD, with no link', '/name'],
    ]);
  });

  it('accepts a phone written otherwise but dialled the same, and says when the page is missing or lists nothing', () => {
    const html = page([{ ...own, telephone: '+1 541-555-0100' }], ['https://a.example/']);
    expect(hubProblems({ file: 'h', html }, shops.slice(0, 1))).toEqual([]);
    // A number still to fill in, which no country dials: its JSON-LD gives the tel: link's digits.
    const standIn = [summary('a/', { own: { telephone: '(555) 555-0100' }, business: { ...own, telephone: '5555550100' } })];
    expect(hubProblems({ file: 'h', html: page([{ ...own, telephone: '5555550100' }], ['https://a.example/']) }, standIn)).toEqual([]);
    expect(hubProblems({ file: 'h', html: page([{ ...own, telephone: '5555550199' }], ['https://a.example/']) }, standIn).map((f) => f.problem.message)).toEqual([
      'the hub on h gives "5555550199", not "(555) 555-0100"',
    ]);
    expect(hubProblems({ file: 'h' }, shops).map((f) => [f.shops, f.problem.message])).toEqual([[['a/', 'b/'], 'no hub page at h']]);
    expect(hubProblems({ file: 'h', html: '<p>hi</p>' }, shops).map((f) => f.problem.message)).toEqual(['h has no JSON-LD Organization with subOrganization']);
  });
});

describe("a shop's name, address and phone on its pages", () => {
  it('tells a template or copy that drifted from shop.yaml, once per field and value with its pages', async () => {
    const result = await build({ dataDir: OTHER_SHOP, outDir: OTHER_SHOP, write: false });
    const { site, docs } = result.data!;
    const html = new Map(result.files.map((f) => [f.file, String(f.contents)]));
    const pages = (read: (file: string) => string) => result.routes.filter((r) => html.has(r.file)).map((r) => readPage(r, read(r.file)));
    const input = { name: 'o/', site, data: dataByKind(docs), routes: result.routes, pages: pages((file) => html.get(file)!) };
    expect(summarizeShop(input).problems).toEqual([]);
    const street = site.shop.address.street;
    const drifted = (file: string) => html.get(file)!.replace(/"telephone":"[^"]*"/, '"telephone":"(503) 555-0100"').replaceAll(`<address>${street}`, '<address>9 Old Road');
    const found = summarizeShop({ ...input, pages: pages((file) => (file === 'index.html' ? drifted(file) : html.get(file)!)) }).problems;
    expect(found.map((p) => [p.message, p.source])).toEqual([
      [`the JSON-LD on / gives "(503) 555-0100", not "${site.shop.phone}"`, { kind: 'shop', path: '/phone' }],
      [expect.stringMatching(/^the address on \/ is "9 Old Road .*", without "/), { kind: 'shop', path: '/address/street' }],
    ]);
  });
});
