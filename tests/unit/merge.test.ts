// The merge of a brand's document with a shop's (src/load/merge.ts): the README's rules, case by
// case, with where each merged value came from.
import { describe, expect, it } from 'vitest';
import { mergeDocs } from '../../src/load/merge.js';
import { originOf } from '../../src/load/site-doc.js';
import type { DocKind } from '../../src/shared/types.js';

interface Case {
  name: string;
  kind: DocKind;
  brand: unknown;
  shop: unknown;
  merged: unknown;
  /** Merged pointer: where it is written, in each layer that writes it. */
  origins?: Record<string, Record<string, string>>;
  issues?: unknown[];
}

const service = (slug: string, title: string, more: object = {}) => ({ slug, title, ...more });

const cases: Case[] = [
  {
    name: 'scalars: the shop\'s over the brand\'s; mappings merge key by key',
    kind: 'shop',
    brand: { logoText: 'Brand', claims: { warranty: '2 years' }, theme: { primary: '#111111' } },
    shop: { name: 'Shop', claims: { yearsInBusiness: 3 }, theme: { primary: '#222222' } },
    merged: { logoText: 'Brand', claims: { warranty: '2 years', yearsInBusiness: 3 }, theme: { primary: '#222222' }, name: 'Shop' },
    origins: {
      '/logoText': { brand: '/logoText' },
      '/claims/warranty': { brand: '/claims/warranty' },
      '/claims/yearsInBusiness': { shop: '/claims/yearsInBusiness' },
      '/claims': { brand: '/claims', shop: '/claims' },
      '/theme/primary': { shop: '/theme/primary' },
    },
  },
  {
    name: 'a list without slugs is the shop\'s whole',
    kind: 'shop',
    brand: { serviceArea: ['A', 'B', 'C'] },
    shop: { serviceArea: ['D'] },
    merged: { serviceArea: ['D'] },
    origins: { '/serviceArea/0': { shop: '/serviceArea/0' } },
  },
  {
    name: 'services by slug: one changed field by field, one added at the end, the others the brand\'s',
    kind: 'services',
    brand: { services: [service('oil', 'Oil', { summary: 'S' }), service('brakes', 'Brakes', { summary: 'B' }), service('tires', 'Tires')] },
    shop: { services: [service('wash', 'Wash'), { slug: 'brakes', title: 'Our brakes' }] },
    merged: { services: [service('oil', 'Oil', { summary: 'S' }), service('brakes', 'Our brakes', { summary: 'B' }), service('tires', 'Tires'), service('wash', 'Wash')] },
    origins: {
      '/services/0/summary': { brand: '/services/0/summary' },
      '/services/1/title': { shop: '/services/1/title' },
      '/services/1/summary': { brand: '/services/1/summary' },
      '/services/1': { brand: '/services/1', shop: '/services/1' },
      '/services/2': { brand: '/services/2' },
      '/services/3/title': { shop: '/services/0/title' },
    },
  },
  {
    name: 'omit: true leaves the brand\'s entry out, and the indexes after it follow',
    kind: 'services',
    brand: { services: [service('a', 'A'), service('b', 'B'), service('c', 'C')] },
    shop: { services: [{ slug: 'b', omit: true }] },
    merged: { services: [service('a', 'A'), service('c', 'C')] },
    origins: { '/services/1/title': { brand: '/services/2/title' } },
  },
  {
    name: 'omit of a slug the brand does not have is an issue at the shop\'s slug',
    kind: 'makes',
    brand: { makes: [{ slug: 'audi' }, { slug: 'bmw' }] },
    shop: { makes: [{ slug: 'saab', omit: true }] },
    merged: { makes: [{ slug: 'audi' }, { slug: 'bmw' }] },
    issues: [{ path: '/makes/0/slug', issue: { what: 'omit-unknown', entry: 'make', field: 'slug', value: 'saab', known: ['audi', 'bmw'] } }],
  },
  {
    name: 'FAQ entries by slug, or by their question\'s words when they have none',
    kind: 'faq',
    brand: { faq: [{ slug: 'hours', question: 'Hours?', answer: 'Nine to five' }, { question: 'Do you do tires?', answer: 'Yes' }] },
    shop: { faq: [{ slug: 'hours', answer: 'Eight to six' }, { question: 'Do you do tires?', answer: 'No' }] },
    merged: { faq: [{ slug: 'hours', question: 'Hours?', answer: 'Eight to six' }, { question: 'Do you do tires?', answer: 'No' }] },
    origins: { '/faq/0/question': { brand: '/faq/0/question' }, '/faq/1/answer': { shop: '/faq/1/answer' } },
  },
  {
    name: 'coupons by id',
    kind: 'coupons',
    brand: { coupons: [{ id: 'ac', title: 'FREE', note: 'Summer' }] },
    shop: { coupons: [{ id: 'ac', note: 'All year' }, { id: 'new', title: '10%' }] },
    merged: { coupons: [{ id: 'ac', title: 'FREE', note: 'All year' }, { id: 'new', title: '10%' }] },
  },
  {
    name: 'merge: replace takes the shop\'s document instead of the brand\'s',
    kind: 'faq',
    brand: { faq: [{ question: 'A?', answer: 'a' }] },
    shop: { merge: 'replace', faq: [{ question: 'B?', answer: 'b' }] },
    merged: { faq: [{ question: 'B?', answer: 'b' }] },
    origins: { '/faq/0': { shop: '/faq/0' } },
  },
  {
    name: 'merge with another value is an issue at it, and the document extends the brand\'s',
    kind: 'pages',
    brand: { home: { heading: 'H' } },
    shop: { merge: 'swap', about: { heading: 'A' } },
    merged: { home: { heading: 'H' }, about: { heading: 'A' } },
    issues: [{ path: '/merge', issue: { what: 'merge-value', value: 'swap' } }],
  },
  {
    name: 'a second shop entry of one slug is added, for the unique-slug rule to report',
    kind: 'services',
    brand: { services: [service('a', 'A')] },
    shop: { services: [{ slug: 'a', title: 'A1' }, { slug: 'a', title: 'A2' }] },
    merged: { services: [service('a', 'A1'), service('a', 'A2')] },
    origins: { '/services/1/slug': { shop: '/services/1/slug' } },
  },
];

describe('merging a brand\'s document with a shop\'s', () => {
  it.each(cases)('$name', ({ kind, brand, shop, merged, origins = {}, issues = [] }) => {
    const result = mergeDocs(kind, brand, shop);
    expect(result.data).toEqual(merged);
    for (const [pointer, origin] of Object.entries(origins)) expect(originOf(result.origins, pointer), pointer).toEqual(origin);
    expect(result.issues).toEqual(issues);
  });

  it('never shares an object with the brand\'s data, which other shops read after validation filled defaults in', () => {
    const brand = { services: [{ slug: 'a', title: 'A', hero: { heading: 'H' } }], extra: { deep: { x: 1 } } };
    const result = mergeDocs('services', brand, { services: [] }) as { data: { services: { hero: object }[]; extra: object } };
    expect(result.data.services[0]!.hero).not.toBe(brand.services[0]!.hero);
    expect(result.data.extra).not.toBe(brand.extra);
    expect(result.data.extra).toEqual(brand.extra);
  });
});
