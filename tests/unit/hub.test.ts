// The hub's stages one by one, with in-memory data: distance, the town keys and postal areas the
// build and the browser share, the locator's reduced data (pieces, never the whole table), the
// route table and its states, and hub.yaml's defaults.
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { locatorFiles, postalAreaTable, zipTable } from '../../src/hub/locator-data.js';
import { hubRoutes, hubStates } from '../../src/hub/routes.js';
import type { HubData, HubShop } from '../../src/shared/hub.js';
import { distanceWords, milesBetween, postalArea, townKey, townPiece } from '../../src/shared/locator.js';
import { parseSource } from '../../src/load/documents.js';
import { brandTheme, validateHub } from '../../src/validate/hub.js';
import { provinceCode, stateCode, stateNames } from '../../src/scaffold/states.js';

function shop(name: string, city: string, state: string, stateName: string, latitude: number, longitude: number): HubShop {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return { name, url: `https://${slug}.example.com/`, phone: '(555) 555-0100', tel: 'tel:+15555550100', street: '1 Main St', city, state, stateName, zip: '00000', country: 'US', latitude, longitude, hours: 'Mon-Fri 8AM-6PM · Sat-Sun Closed', openingHours: ['Mo 08:00-18:00', 'Tu 08:00-18:00', 'We 08:00-18:00', 'Th 08:00-18:00', 'Fr 08:00-18:00'] };
}

const SHOPS = [
  shop('Shop Tampa', 'Tampa', 'FL', 'Florida', 27.95, -82.46),
  shop('Shop Austin', 'Austin', 'TX', 'Texas', 30.27, -97.74),
  shop('Shop Miami', 'Miami', 'FL', 'Florida', 25.76, -80.19),
  shop('Shop Aventura', 'Miami', 'FL', 'Florida', 25.96, -80.14),
];

function hub(text = 'name: Brand\nsiteUrl: https://brand.example.com\nintro: Shops.\n') {
  const checked = validateHub(parseSource('brand/hub.yaml', 'hub', text));
  return { ...checked, data: checked.hub && ({ ...checked.hub, theme: { primary: '#b91c1c', dark: '#0f172a' } } as HubData) };
}

describe('milesBetween (great-circle distance)', () => {
  it('is zero from a place to itself, and symmetric', () => {
    expect(milesBetween(35.84, -78.59, 35.84, -78.59)).toBe(0);
    expect(milesBetween(40.7128, -74.006, 34.0522, -118.2437)).toBeCloseTo(milesBetween(34.0522, -118.2437, 40.7128, -74.006), 9);
  });

  it('gives New York to Los Angeles as about 2,445 miles, and one degree of latitude as about 69 miles', () => {
    expect(milesBetween(40.7128, -74.006, 34.0522, -118.2437)).toBeGreaterThan(2440);
    expect(milesBetween(40.7128, -74.006, 34.0522, -118.2437)).toBeLessThan(2450);
    expect(milesBetween(0, 0, 1, 0)).toBeCloseTo(69.09, 1);
  });
});

describe('distanceWords (the locator\'s distance, in the page\'s language)', () => {
  it.each([
    ['en', 2.43, '2.4'],
    ['en', 9.96, '10'],
    ['en', 11.2, '11'],
    ['en', 1049.4, '1,049'],
    ['de', 2.43, '2,4'],
    ['de', 0.04, '0,0'],
    ['de', 1049.4, '1.049'],
    ['fr', 3.5, '3,5'],
    ['es', 7, '7,0'],
  ])('in %s, %s miles are written %s', (lang, miles, shown) => {
    expect(distanceWords(miles, lang)).toBe(shown);
  });
});

describe('townKey and townPiece', () => {
  it.each([
    ['Raleigh', 'raleigh', 'ral'],
    ['  St. Louis ', 'saint louis', 'sai'],
    ['Española', 'espanola', 'esp'],
    ['O Fallon', 'o fallon', 'o_f'],
  ])('%s is filed as "%s" in the piece %s', (town, key, piece) => {
    expect(townKey(town)).toBe(key);
    expect(townPiece(townKey(town))).toBe(piece);
  });
});

describe('postalArea (a Canadian postal code, as the locator places it)', () => {
  it.each([
    ['K1A 0B1', 'K1A'],
    ['k1a0b1', 'K1A'],
    ['K1A', 'K1A'],
    ['  m5v-1l9 ', 'M5V'],
    ['Ottawa, ON K1A 0B1', 'K1A'],
    ['Toronto M5V', 'M5V'],
  ])('%s is in the area %s', (query, area) => {
    expect(postalArea(query)).toBe(area);
  });

  it.each(['27513', 'Raleigh, NC 27604', 'Ottawa', 'ON', 'K1A 0B', 'K1A 0B1X', 'XK1A', 'Ottawa, K1'])('%s is none', (query) => {
    expect(postalArea(query)).toBeUndefined();
  });
});

describe('hubStates and hubRoutes', () => {
  it('groups the shops by state (by name) and town, in a fixed order', () => {
    const states = hubStates(SHOPS);
    expect(states.map((s) => [s.slug, s.name, s.shops.map((x) => x.name)])).toEqual([
      ['fl', 'Florida', ['Shop Aventura', 'Shop Miami', 'Shop Tampa']],
      ['tx', 'Texas', ['Shop Austin']],
    ]);
    expect(hubStates([...SHOPS].reverse())).toEqual(states);
  });

  it('orders towns and states as a reader looks them up, without regard to accents or capitals', () => {
    const quebec = [
      shop('Shop Westmount', 'Westmount', 'QC', 'Quebec', 45.48, -73.6),
      shop('Shop Île-Perrot', 'Île-Perrot', 'QC', 'Quebec', 45.39, -73.95),
      shop('Shop Évain', 'Évain', 'QC', 'Quebec', 48.24, -79.12),
      shop('Shop Laval', 'Laval', 'QC', 'Quebec', 45.57, -73.69),
    ];
    const illinois = [shop('Shop DeKalb', 'DeKalb', 'IL', 'Illinois', 41.93, -88.75), shop('Shop Decatur', 'Decatur', 'IL', 'Illinois', 39.84, -88.95)];
    const states = hubStates([...quebec, ...illinois, shop('Shop Érié', 'Érié', 'XE', 'État', 1, 1)]);
    expect(states.map((s) => [s.name, s.shops.map((x) => x.city)])).toEqual([
      ['État', ['Érié']],
      ['Illinois', ['Decatur', 'DeKalb']],
      ['Quebec', ['Évain', 'Île-Perrot', 'Laval', 'Westmount']],
    ]);
  });

  it('makes the home, the locations page, a page per state and 404, with the words of hub.yaml filled', () => {
    const { routes } = hubRoutes(hub().data!, SHOPS, 'https://brand.example.com/');
    expect(routes.map((r) => [r.path, r.file, r.meta.canonical])).toEqual([
      ['/', 'index.html', 'https://brand.example.com/'],
      ['/locations/', 'locations/index.html', 'https://brand.example.com/locations/'],
      ['/locations/fl/', 'locations/fl/index.html', 'https://brand.example.com/locations/fl/'],
      ['/locations/tx/', 'locations/tx/index.html', 'https://brand.example.com/locations/tx/'],
      ['/404.html', '404.html', undefined],
    ]);
    expect(routes[2]!.meta.title).toBe('Brand locations in Florida');
    expect(routes[1]!.meta.description).toBe("Every Brand shop by state and town, with its address, phone and today's hours.");
    expect(routes.at(-1)!.meta.robots).toBe('noindex, follow');
  });
});

describe('validateHub', () => {
  it('gives a minimal hub.yaml (name, siteUrl, intro) every word by default', () => {
    const { data, problems } = hub();
    expect(problems).toEqual([]);
    expect(data!.words.useLocation).toBe('Use my location');
    expect(data!.words.locatorLabel).toBe('ZIP code, town or state');
    expect(data!.words.distance).toBe('{distance} miles away');
    expect(data!.pages.home.title).toBe('{brand}: find a shop near you');
  });

  it('reports a placeholder no hub word has at its line and column', () => {
    const { problems } = hub('name: Brand\nsiteUrl: https://brand.example.com\nintro: Shops in {town}.\n');
    expect(problems.map((p) => [p.code, p.file, p.line, p.col, p.path])).toEqual([['unknown-placeholder', 'brand/hub.yaml', 3, 8, '/intro']]);
  });
});

describe('brandTheme', () => {
  const minimal = validateHub(parseSource('brand/hub.yaml', 'hub', 'name: B\nsiteUrl: https://b.example.com\nintro: I.\n')).hub!;
  const brandShop = (text: string) => parseSource('brand/shop.yaml', 'shop', text);

  it("takes the brand's shop.yaml theme and logo line when hub.yaml has none", () => {
    const hub = brandTheme(minimal, brandShop('logoText: Tyres\ntheme:\n  primary: "#123456"\n'));
    expect(hub.theme).toEqual({ primary: '#123456', dark: '#0f172a' });
    expect(hub.logoText).toBe('Tyres');
  });

  it("keeps hub.yaml's own colours over the brand's", () => {
    const own = validateHub(parseSource('brand/hub.yaml', 'hub', 'name: B\nsiteUrl: https://b.example.com\nintro: I.\ntheme:\n  dark: "#000000"\n')).hub!;
    expect(brandTheme(own, brandShop('theme:\n  primary: "#123456"\n  dark: "#222222"\n')).theme).toEqual({ primary: '#123456', dark: '#000000' });
  });

  it("falls back to the shop schema's defaults without a brand shop.yaml", () => {
    expect(brandTheme(minimal, undefined).theme).toEqual({ primary: '#b91c1c', dark: '#0f172a' });
  });
});

describe('locatorFiles', () => {
  const zips = [
    { zip: '33601', latitude: 27.9, longitude: -82.4, city: 'Tampa', state: 'FL', country: 'US' },
    { zip: '33602', latitude: 28.0, longitude: -82.5, city: 'Tampa', state: 'FL', country: 'US' },
    { zip: '78701', latitude: 30.27, longitude: -97.74, city: 'Austin', state: 'TX', country: 'US' },
  ];
  const files = locatorFiles(hubStates(SHOPS), zips);
  const read = (file: string) => JSON.parse(String(files.find((f) => f.file === file)!.contents)) as unknown;

  it('ranks shops from an index of places and states, with their details by state', () => {
    const index = read('locator/index.json') as { states: unknown[]; zip: string };
    expect(index.states).toEqual([
      ['fl', 'FL', 'Florida', [2596, -8014, 2576, -8019, 2795, -8246]],
      ['tx', 'TX', 'Texas', [3027, -9774]],
    ]);
    // The ZIP pieces there are, a bit for each of the 1,000 prefixes: 336 and 787.
    const bits = Buffer.from(index.zip, 'base64');
    expect(bits.length).toBe(125);
    const set = [...Array(1000).keys()].filter((n) => (bits[n >> 3]! >> (n & 7)) & 1);
    expect(set).toEqual([336, 787]);
    expect((read('locator/shops/tx.json') as unknown[][])[0]!.slice(0, 2)).toEqual(['Shop Austin', 'https://shop-austin.example.com/']);
  });

  it('files each ZIP code in the piece of its first three digits, and each town at the mean of its ZIP codes', () => {
    expect(read('locator/zip/336.json')).toEqual({ '33601': [27.9, -82.4], '33602': [28, -82.5] });
    expect(read('locator/zip/787.json')).toEqual({ '78701': [30.27, -97.74] });
    expect(read('locator/towns/tam.json')).toEqual({ 'tampa, fl': [27.95, -82.45, 2] });
  });

  it('names every state the table has at the mean of its ZIP codes, and the town pieces there are', () => {
    expect(read('locator/names.json')).toEqual({
      states: [
        ['FL', 'Florida', 27.95, -82.45],
        ['TX', 'Texas', 30.27, -97.74],
      ],
      towns: 'aus tam',
    });
    // A piece of two letters (a town of two), beside those of three.
    const towns = (city: string) => {
      const more = locatorFiles(hubStates(SHOPS), [...zips, { zip: '33603', latitude: 28, longitude: -82, city, state: 'FL', country: 'US' }]);
      return (JSON.parse(String(more.find((f) => f.file === 'locator/names.json')!.contents)) as { towns: string }).towns;
    };
    expect(towns('Ta')).toBe('aus ta.m');
    expect(towns('Tab')).toBe('aus tabm');
  });

  it('files a town written short under the word the table writes: St., Ft., Mt. before a name', () => {
    expect(['St. Louis', 'Saint Louis', 'Ft Lauderdale', 'Mt. Airy', 'Ste Genevieve', 'Billings MT', 'Stanton', 'st'].map(townKey)).toEqual([
      'saint louis',
      'saint louis',
      'fort lauderdale',
      'mount airy',
      'sainte genevieve',
      'billings mt',
      'stanton',
      'st',
    ]);
  });

  it('gives the same bytes for the same shops in any order', () => {
    expect(locatorFiles(hubStates([...SHOPS].reverse()), [...zips].reverse())).toEqual(files);
  });

  describe('in a hub with a shop in Canada', () => {
    const ottawa = { ...shop('Shop Ottawa', 'Ottawa', 'ON', 'Ontario', 45.42, -75.7), zip: 'K2P 1X4', country: 'CA' };
    const areas = [
      { zip: 'M5V', latitude: 43.6525, longitude: -79.3686, city: 'Downtown Toronto', state: 'Ontario', country: 'Canada' },
      { zip: 'K2P', latitude: 45.41834, longitude: -75.6979, city: 'Ottawa', state: 'Ontario', country: 'Canada' },
      { zip: 'K1A', latitude: 45.4207, longitude: -75.7023, city: 'Ottawa', state: 'Ontario', country: 'Canada' },
    ];
    const withCanada = locatorFiles(hubStates([...SHOPS, ottawa]), zips, areas);
    const readIn = (files: typeof withCanada, file: string) => JSON.parse(String(files.find((f) => f.file === file)!.contents)) as unknown;

    it('files each postal area in the piece of its first letter, and names the letters in the index', () => {
      expect(withCanada.filter((f) => f.file.includes('/postal/')).map((f) => f.file)).toEqual(['locator/postal/k.json', 'locator/postal/m.json']);
      expect(readIn(withCanada, 'locator/postal/k.json')).toEqual({ K1A: [45.4207, -75.7023], K2P: [45.4183, -75.6979] });
      expect(String(withCanada.find((f) => f.file === 'locator/postal/k.json')!.contents)).toBe('{"K1A":[45.4207,-75.7023],"K2P":[45.4183,-75.6979]}');
      const index = readIn(withCanada, 'locator/index.json') as { postal: string; states: unknown[][] };
      expect(index.postal).toBe('km');
      expect(Object.keys(index)).toEqual(['postal', 'states', 'zip']);
      expect(index.states.map((s) => s.slice(0, 3))).toEqual([['fl', 'FL', 'Florida'], ['on', 'ON', 'Ontario'], ['tx', 'TX', 'Texas']]);
      expect(locatorFiles(hubStates([ottawa, ...SHOPS].reverse()), zips, [...areas].reverse())).toEqual(withCanada);
    });

    it("takes the package's postal areas only then: a hub of US shops has the files it had", () => {
      expect(files.some((f) => f.file.includes('/postal/'))).toBe(false);
      expect(Object.keys(read('locator/index.json') as object)).toEqual(['states', 'zip']);
      const real = locatorFiles(hubStates([...SHOPS, ottawa]), zips);
      expect(real.filter((f) => f.file.includes('/postal/'))).toHaveLength(18);
      expect(readIn(real, 'locator/postal/k.json')).toMatchObject({ K1A: [45.4207, -75.7023] });
    });

    it('files the town of each shop in Canada as a US town is, "ottawa, on", at the mean of the brand\'s shops there, with how many they are', () => {
      const more = [
        ottawa,
        { ...shop('Shop Ottawa West', 'Ottawa', 'ON', 'Ontario', 45.4, -75.8), country: 'CA' },
        { ...shop('Shop Quebec', 'Québec', 'QC', 'Québec', 46.81, -71.21), country: 'CA' },
      ];
      const built = locatorFiles(hubStates([...SHOPS, ...more]), [...zips, { zip: '66067', latitude: 38.6, longitude: -95.27, city: 'Ottawa', state: 'KS', country: 'US' }], areas);
      expect(readIn(built, 'locator/towns/ott.json')).toEqual({ 'ottawa, ks': [38.6, -95.27, 1], 'ottawa, on': [45.41, -75.75, 2] });
      expect(readIn(built, 'locator/towns/que.json')).toEqual({ 'quebec, qc': [46.81, -71.21, 1] });
      expect((readIn(built, 'locator/names.json') as { towns: string }).towns).toBe('aus ott que tam');
      // A US shop's town is the table's, as before.
      expect(readIn(built, 'locator/towns/tam.json')).toEqual({ 'tampa, fl': [27.95, -82.45, 2] });
    });

    it('names each province and territory with postal areas, by each name it goes by (its own first), at the mean of its areas', () => {
      const more = [
        ...areas,
        { zip: 'C1A', latitude: 46.2382, longitude: -63.1311, city: 'Charlottetown', state: 'Prince Edward Island', country: 'Canada' },
        { zip: 'X0A', latitude: 70.4643, longitude: -68.4789, city: 'Outer Nunavut (iqaluit)', state: 'Nunavut Territory', country: 'Canada' },
      ];
      expect((readIn(locatorFiles(hubStates([...SHOPS, ottawa]), zips, more), 'locator/names.json') as { states: unknown[] }).states).toEqual([
        ['FL', 'Florida', 27.95, -82.45],
        ['NU', 'Nunavut', 70.4643, -68.4789],
        ['NU', 'Nunavut Territory', 70.4643, -68.4789],
        ['ON', 'Ontario', 44.8305, -76.9229],
        ['PE', 'Prince Edward Island', 46.2382, -63.1311],
        ['PE', 'PEI', 46.2382, -63.1311],
        ['TX', 'Texas', 30.27, -97.74],
      ]);
    });

    it("places the package's 13 provinces and territories, none under a code of a US state or territory", () => {
      const states = (readIn(locatorFiles(hubStates([ottawa]), zipTable()), 'locator/names.json') as { states: [string, string, number, number][] }).states;
      const provinces = states.filter(([code]) => !stateNames().some((name) => stateCode(name) === code));
      expect([...new Set(provinces.map(([code]) => code))]).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
      // Quebec at the mean of its 412 areas, between Montreal and Quebec City; Prince Edward Island also as PEI.
      expect(states.filter(([code]) => code === 'QC' || code === 'PE')).toEqual([
        ['PE', 'Prince Edward Island', 46.2634, -63.208],
        ['PE', 'PEI', 46.2634, -63.208],
        ['QC', 'Quebec', 46.2585, -72.7547],
      ]);
      // Every US state, DC and territory is named as before, once; and every postal area is in a province.
      expect(states.length - provinces.length).toBe(stateNames().length);
      for (const a of postalAreaTable()) expect(provinceCode(a.state), a.zip).toMatch(/^[A-Z]{2}$/);
    });
  });

  it("keeps the package's postal areas with a place in Canada, in pieces under 2 KB gzip", () => {
    const table = postalAreaTable();
    expect(table).toHaveLength(1610);
    // Nine whose fields slipped by one (E1H's latitude in its longitude, a town for its province) and Santa Claus's H0H, at the North Pole.
    for (const left of ['E1H', 'E2E', 'K0C', 'K0H', 'K0K', 'P0M', 'V0N', 'H0H']) expect(table.find((a) => a.zip === left), left).toBeUndefined();
    for (const a of table) {
      expect(a.zip).toMatch(/^[ABCEGHJ-NPRSTVXY]\d[A-Z]$/);
      expect([a.latitude > 41.6 && a.latitude < 83.2, a.longitude > -141.1 && a.longitude < -52.6], a.zip).toEqual([true, true]);
    }
    expect(table.find((a) => a.zip === 'V6B')).toMatchObject({ state: 'British Columbia', latitude: 49.2836, longitude: -123.1041 });
    const ottawa = { ...shop('Shop Ottawa', 'Ottawa', 'ON', 'Ontario', 45.42, -75.7), country: 'CA' };
    const pieces = locatorFiles(hubStates([ottawa]), []).filter((f) => f.file.includes('/postal/'));
    expect(Math.max(...pieces.map((f) => gzipSync(f.contents).byteLength))).toBeLessThan(2_000);
    expect(pieces.reduce((n, f) => n + Object.keys(JSON.parse(String(f.contents)) as object).length, 0)).toBe(table.length);
  });

  it("never sends the whole ZIP table: with the package's codes, the largest piece is under 6 KB gzip", () => {
    const table = zipTable();
    expect(table.length).toBeGreaterThan(40_000);
    // A code whose longitude lost its sign (New York's 10200, placed in China) is left out: a town's middle moved 50 miles.
    expect(table.find((z) => z.zip === '10200')).toBeUndefined();
    expect(table.find((z) => z.zip === '10001')).toMatchObject({ city: 'New York', state: 'NY' });
    const real = locatorFiles(hubStates(SHOPS), table).filter((f) => /\/(zip|towns)\//.test(f.file));
    const zipped = real.map((f) => gzipSync(f.contents).byteLength);
    expect(Math.max(...zipped)).toBeLessThan(6_000);
    const zipCount = real.filter((f) => f.file.includes('/zip/')).reduce((n, f) => n + Object.keys(JSON.parse(String(f.contents)) as object).length, 0);
    expect(zipCount).toBe(table.length);
  });
});
