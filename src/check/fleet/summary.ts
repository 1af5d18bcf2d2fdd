// One shop of a fleet check, reduced to what the checks across shops compare: its name, address
// and phone as its shop.yaml and its home page's JSON-LD give them, its titles and canonical
// URLs, the phone numbers written in its data, and its pages' copy as hashed word runs. Takes
// the shop's data and what its pages say (page-facts.ts, read as each is rendered); returns
// plain data a few KB long.
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import { problem } from '../../shared/problems.js';
import { ownString } from '../../shared/own-string.js';
import { readPhone, telHref } from '../../shared/phone.js';
import { walkStrings } from '../../shared/text.js';
import { openingHours } from '../../shared/opening-hours.js';
import { toPointer } from '../../shared/json-pointer.js';
import type { DocKind, Problem, Route, SiteData } from '../../shared/types.js';
import type { Business, PhoneInCopy, ShopSummary } from './types.js';
import type { PageFacts } from './page-facts.js';
import { copyRuns, ownWords, pageCopy, type PageCopy } from './copy.js';

export interface ShopInput {
  /** The shop's folder as the command names it. */
  name: string;
  /** Its brand's folder as the command names it, when it has one. */
  brand?: string;
  site: SiteData;
  /** Each kind's data before validation (merged with the brand's): the pointers problems are placed by. */
  data: Partial<Record<DocKind, unknown>>;
  routes: Route[];
  /** What each page rendered says (page-facts.ts readPage), in the order of the routes. */
  pages: PageFacts[];
}

/** shop.yaml's fields a NAP value is written in, by the JSON-LD name of the value. */
export const NAP_FIELDS = {
  name: '/name',
  telephone: '/phone',
  streetAddress: '/address/street',
  addressLocality: '/address/city',
  addressRegion: '/address/state',
  postalCode: '/address/zip',
  addressCountry: '/address/country',
  openingHours: '/hours',
} as const;
export type NapField = keyof typeof NAP_FIELDS;

/** The shop's summary, the problems of its own pages (name, address, phone), and its copy to compare within its brand. */
export function summarizeShop(input: ShopInput): { summary: ShopSummary; problems: Problem[]; copy: PageCopy[] } {
  const { site, routes } = input;
  const { shop } = site;
  const country = shop.address.country ?? 'US';
  const read = readPhone(shop.phone, country);
  const phone = read.ok ? read.number.number : undefined;
  const own: Business = {
    name: shop.name,
    url: undefined,
    telephone: shop.phone,
    address: { streetAddress: shop.address.street, addressLocality: shop.address.city, addressRegion: shop.address.state, postalCode: shop.address.zip, addressCountry: country },
    openingHours: openingHours(shop.hours[0]!.schedule).join('; '),
  };
  const phones = phonesInData(input.data, phone, country);
  const indexed = routes.filter((r) => r.meta.canonical !== undefined);
  const { pages } = input;
  const business = pages.find((p) => p.route.kind === 'home')?.business;
  const summary: ShopSummary = {
    name: input.name,
    ...(input.brand ? { brand: input.brand } : {}),
    phone,
    country,
    own,
    business,
    titles: indexed.map((r) => ({ page: r.path, title: r.meta.title, source: r.titleSource ?? { kind: 'shop', path: '/name' } })),
    canonicals: indexed.map((r) => r.meta.canonical!),
    phones,
    placeholders: Object.keys(shop.placeholders ?? {}).sort(),
  };
  const inCopy = new Set(phones.map((p) => p.number));
  const problems = napProblems(pages, own, phone, country, inCopy);
  const runs = copyRuns(ownWords(site));
  const copy = pages.flatMap(({ route, text }) => pageCopy(route, text, runs, input.data));
  return { summary, problems, copy };
}

/**
 * Every phone number written in the data that is not the shop's own, found by libphonenumber
 * (findPhoneNumbersInText, in the shop's country) in every string but shop.yaml's `phone`.
 */
export function phonesInData(data: Partial<Record<DocKind, unknown>>, own: string | undefined, country: string): PhoneInCopy[] {
  const found: PhoneInCopy[] = [];
  for (const [kind, value] of Object.entries(data) as [DocKind, unknown][]) {
    walkStrings(value, [], (text, at) => {
      if (kind === 'shop' && at.length === 1 && at[0] === 'phone') return;
      if (!/\d{3}/.test(text)) return; // most strings hold no three digits in a row
      for (const hit of numbersIn(text, country)) {
        if (hit.number === own) continue;
        found.push({ number: hit.number, written: text.slice(hit.startsAt, hit.endsAt), source: { kind, path: toPointer(at) } });
      }
    });
  }
  return found;
}

/**
 * The numbers libphonenumber finds in a text, remembered by country and text: a brand's shops
 * share most of their copy, and a worker reads it once, not once a shop. Each key is a string of
 * its own (a value read from YAML is a slice of its whole file), and all are forgotten past
 * 2 million characters, so that a fleet of shops each with its own texts keeps a worker's memory flat.
 */
function numbersIn(text: string, country: string): { number: string; startsAt: number; endsAt: number }[] {
  const key = `${country}\u0000${text}`;
  let hits = numbersFound.get(key);
  if (!hits) {
    if (remembered > 2_000_000) {
      numbersFound.clear();
      remembered = 0;
    }
    hits = findPhoneNumbersInText(text, country as CountryCode).map((hit) => ({ number: hit.number.number, startsAt: hit.startsAt, endsAt: hit.endsAt }));
    numbersFound.set(ownString(key), hits);
    remembered += key.length;
  }
  return hits;
}
const numbersFound = new Map<string, { number: string; startsAt: number; endsAt: number }[]>();
let remembered = 0;

interface Seen {
  where: string;
  field: NapField;
  found: string;
  expected: string;
  missing?: boolean;
  pages: string[];
}

/**
 * The name, address and phone the pages show (JSON-LD, address blocks, phone links) that are not
 * shop.yaml's, one problem per field and value with the pages it is on. A phone link to a number
 * written in the data is the copy's, reported by the phones check.
 */
function napProblems(pages: PageFacts[], own: Business, phone: string | undefined, country: string, inCopy: Set<string>): Problem[] {
  const seen = new Map<string, Seen>();
  const note = (s: Omit<Seen, 'pages'>, page: string) => {
    // An address block without the street is one problem, whichever blocks lack it.
    const key = `${s.where}\u0000${s.field}\u0000${s.missing ? '' : s.found}\u0000${s.expected}`;
    const entry = seen.get(key) ?? seen.set(key, { ...s, pages: [] }).get(key)!;
    if (entry.pages.at(-1) !== page) entry.pages.push(page);
  };
  // Every page repeats the header's and footer's links: each is read by libphonenumber once.
  const numbers = new Map<string, string | undefined>();
  const dialled = (text: string) => {
    if (numbers.has(text)) return numbers.get(text);
    const read = readPhone(text, country);
    numbers.set(text, read.ok ? read.number.number : undefined);
    return numbers.get(text);
  };
  for (const { route, business, tel, addresses } of pages) {
    if (business) for (const d of businessDifferences(business, own, country)) note({ where: 'the JSON-LD', ...d }, route.path);
    for (const link of phone === undefined ? [] : tel) {
      const number = dialled(link.href);
      if (number !== phone && !(number && inCopy.has(number))) note({ where: 'a phone link', field: 'telephone', found: `tel:${link.href}`, expected: own.telephone! }, route.path);
      const shown = /(\d\D*){7}/.test(link.text) ? dialled(link.text) : phone;
      if (shown !== phone && !(shown && inCopy.has(shown))) note({ where: 'a phone link\'s text', field: 'telephone', found: link.text, expected: own.telephone! }, route.path);
    }
    for (const text of addresses) {
      for (const field of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'] as const) {
        const expected = own.address![field]!;
        if (!text.includes(expected)) note({ where: 'the address', field, found: text, expected, missing: true }, route.path);
      }
    }
  }
  return [...seen.values()].map((s) =>
    problem('nap-mismatch', { where: s.where, found: s.found, expected: s.expected, pages: s.pages, missing: s.missing }, { source: { kind: 'shop', path: NAP_FIELDS[s.field] } }),
  );
}

/** Each field of `business` (a page's JSON-LD or the hub's) that is not the shop's own; phones compared as dialled. */
export function businessDifferences(business: Business, own: Business, country: string): { field: NapField; found: string; expected: string }[] {
  const differences: { field: NapField; found: string; expected: string }[] = [];
  const compare = (field: NapField, found: string | undefined, expected: string | undefined) => {
    if (expected === undefined || found === expected) return;
    if (field === 'telephone' && found !== undefined) {
      const a = readPhone(found, country);
      const b = readPhone(expected, country);
      if (a.ok && b.ok && a.number.number === b.number.number) return;
      // A number no country dials (the starter's stand-in, still to fill in): the JSON-LD gives its tel: digits.
      if (!a.ok && !b.ok && telHref(found, country) === telHref(expected, country)) return;
    }
    differences.push({ field, found: found ?? '(none)', expected });
  };
  compare('name', business.name, own.name);
  compare('telephone', business.telephone, own.telephone);
  for (const field of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'] as const) {
    compare(field, business.address?.[field], own.address?.[field]);
  }
  // Hours where the JSON-LD gives them as text (the hub's): a hub built before the hours changed.
  if (business.openingHours !== undefined) compare('openingHours', business.openingHours, own.openingHours);
  return differences;
}
