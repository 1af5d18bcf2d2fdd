// The editor's pure pieces: the schema the form gets (every $ref local, readable titles, the
// photo field, a brand's instructions), where the build's problems and the brand's values go in
// the form, and what a save keeps of the form's data.
import { readFileSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandValue, choicesIn, choicesWithBrand, errorTree, identities, newEntryName, newEntryRef, pointerPath, summary, textsLike, unsavedIn, withMadeIds, withoutRefsToRemoved } from '../../src/edit/app/paths.js';
import { settle } from '../../src/edit/app/settle.js';
import { addedTo, entryOf, entryTitle } from '../../src/edit/app/form-parts.js';
import { holdsSomething, removalQuestion } from '../../src/edit/app/removal.js';
import { placeFor } from '../../src/edit/app/dated-add.js';
import { editorSchema, type Schema } from '../../src/edit/schemas.js';
import { madeIds } from '../../src/edit/made-ids.js';
import { fieldLabel } from '../../src/shared/labels.js';
import { DOC_KINDS } from '../../src/shared/types.js';
import { ROOT, tempDir } from '../helpers.js';

const refs = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(refs) : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => (k === '$ref' ? [String(v)] : refs(v))) : [];

describe('the form\'s schemas', () => {
  it.each(DOC_KINDS)('%s: every $ref resolves inside the schema itself', (kind) => {
    const schema = editorSchema(kind);
    const found = refs(schema);
    expect(found.length).toBeGreaterThan(0);
    for (const ref of found) {
      expect(ref, ref).toMatch(/^#\/definitions\//);
      expect((schema.definitions as Record<string, unknown>)[ref.slice('#/definitions/'.length)], ref).toBeDefined();
    }
  });

  it('titles every field from its key when the schema gives none, and makes an image path a photo field', () => {
    expect(fieldLabel('stateName')).toBe('State name');
    expect(fieldLabel('siteUrl')).toBe('Site URL');
    expect(fieldLabel('github-pages')).toBe('GitHub Pages');
    const shop = editorSchema('shop') as { properties: Record<string, { title?: string }> };
    expect(shop.properties.openingDate!.title).toBe('Opening date');
    const image = (editorSchema('pages').definitions as Record<string, { properties: Record<string, { format?: string }> }>)['common.image']!;
    expect(image.properties.src!.format).toBe('photo');
  });

  it('keeps a choice of words an enum (the browser labels it), so no choice is a schema of its own to validate', () => {
    const shop = JSON.stringify(editorSchema('shop'));
    expect(shop).toContain('"enum":["monday"');
    expect(shop).not.toContain('"const":"monday"');
    const drawing = (editorSchema('services').definitions as Record<string, { enum?: string[] }>)['common.illustration']!;
    expect(drawing.enum).toContain('ac-heat');
    expect(fieldLabel('ac-heat')).toBe('AC heat');
  });

  it('asks for no date format, nor shows an example of one, where the browser\'s calendar picks the day; names Through as the form does', () => {
    const shop = editorSchema('shop') as { properties: { specialHours: { items: { properties: Record<string, { description?: string }> } } } };
    const day = shop.properties.specialHours.items.properties;
    expect(day.date!.description).toBe('The day, or the first day of a range ending on Through.');
    expect(day.through!.description).toBe('The last day of a range of days with the same hours; left empty, Date is one day alone.');
  });

  it('offers a brand\'s shop the instructions the merge reads (omit by slug, merge), and no one else', () => {
    const own = editorSchema('services') as { properties: Record<string, unknown> };
    const ofBrand = editorSchema('services', undefined, true) as { properties: Record<string, unknown>; definitions: Record<string, { properties?: Record<string, unknown> }> };
    expect(own.properties.merge).toBeUndefined();
    expect(ofBrand.properties.merge).toMatchObject({ enum: ['extend', 'replace'] });
    const entry = JSON.stringify(ofBrand);
    expect(entry).toContain("Leave out the brand's service");
  });

  it('takes a field added to a schema with no code changed', () => {
    const dir = tempDir('shopsite-schemas-');
    cpSync(path.join(ROOT, 'schemas'), dir, { recursive: true });
    const file = path.join(dir, 'coupons.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8'));
    schema.properties.coupons.items.properties.finePrint = { type: 'string' };
    writeFileSync(file, JSON.stringify(schema));
    const items = (editorSchema('coupons', dir) as { properties: { coupons: { items: { properties: Record<string, { title?: string }> } } } }).properties.coupons.items;
    expect(items.properties.finePrint).toEqual({ title: 'Fine print', type: 'string' });
  });
});

describe("a new entry's slug or id", () => {
  it('is marked as made from the name where the entry must have one, and only there', () => {
    const made = (kind: 'coupons' | 'services' | 'faq' | 'reviews') => JSON.stringify(editorSchema(kind)).match(/"x-made-from":"(\w+)"/)?.[1];
    expect(made('coupons')).toBe('subtitle');
    expect(made('services')).toBe('title');
    expect(made('reviews')).toBe('name');
    // A question without a slug is named by its words: nothing is made for it.
    expect(made('faq')).toBeUndefined();
    expect(JSON.stringify(editorSchema('coupons'))).toContain("Left empty, it is made from the subtitle when you save.");
  });

  it("is made from the name of an entry the file does not have, different from every other one and the brand's", () => {
    const disk = { coupons: [{ id: 'brake-check', title: 'FREE', subtitle: 'Brake Check' }, { title: 'Old', subtitle: 'No id on disk' }] };
    const data = {
      coupons: [
        ...disk.coupons,
        { title: '$5 OFF', subtitle: 'Brake Check' },
        { title: '10% Off', subtitle: 'Wiper Blades & Fluid' },
        { title: "Señor {city} Joe's A/C Tune-Up" },
        { id: '', title: 'Oil' },
        { id: 42, title: 'A number is the file\'s' },
        { description: 'no name yet' },
        { title: 'Скидка' },
        { subtitle: `${'very-long-word '.repeat(8)}end` },
      ],
    };
    const { made, brands } = madeIds('coupons', data, disk, { coupons: [{ id: 'brake-check-2' }, { id: 'summer-check' }] }, 80);
    expect(made.map((m) => [m.at, m.value])).toEqual([
      [2, 'brake-check-3'],
      [3, 'wiper-blades-fluid'],
      [4, 'senor-joes-ac-tune-up'],
      [5, 'oil'],
      [8, 'coupon-9'],
      [9, 'very-long-word-very-long-word-very-long-word-very-long-word-very-long-word'],
    ]);
    expect(made.every((m) => m.value.length <= 76 && m.list === 'coupons' && m.field === 'id')).toBe(true);
    expect(brands).toEqual([]);
    // Applied where the entry still has none; the data itself not changed; nothing to apply, the same object.
    const applied = withMadeIds(data, made) as typeof data;
    expect(applied.coupons[2]).toEqual({ title: '$5 OFF', subtitle: 'Brake Check', id: 'brake-check-3' });
    expect((data.coupons[2] as { id?: string }).id).toBeUndefined();
    expect(withMadeIds({ coupons: [{}, {}, { id: 'typed-meanwhile' }] }, made)).toEqual({ coupons: [{}, {}, { id: 'typed-meanwhile' }] });
    expect(withMadeIds(data, [])).toBe(data);
    expect(madeIds('faq', { faq: [{ question: 'Why?' }] }, undefined, undefined).made).toEqual([]);
  });

  it('is put where a field named the new entry by its name before it had one (a review added and chosen as a testimonial in one save)', () => {
    const data = { reviews: [{ id: 'maria-g', name: 'Maria G.' }, { name: 'Ana P.' }], testimonials: ['maria-g', newEntryRef('Ana P.'), newEntryRef('Someone Else')] };
    const { made } = madeIds('reviews', data, { reviews: [{ id: 'maria-g', name: 'Maria G.' }], testimonials: ['maria-g'] }, undefined);
    expect(made).toEqual([{ list: 'reviews', field: 'id', at: 1, value: 'ana-p', name: 'Ana P.' }]);
    expect(withMadeIds(data, made)).toEqual({ reviews: [{ id: 'maria-g', name: 'Maria G.' }, { name: 'Ana P.', id: 'ana-p' }], testimonials: ['maria-g', 'ana-p', newEntryRef('Someone Else')] });
    expect(newEntryName(newEntryRef('Ana P.'))).toBe('Ana P.');
    expect(newEntryName('ana-p')).toBeUndefined();
  });

  it("leaves the owner to choose where the name is a brand's entry the shop does not change, but not under merge: replace", () => {
    const brand = { coupons: [{ id: 'brake-check', title: 'FREE', subtitle: 'Brake Check' }] };
    const mine = { coupons: [{ title: '$5 OFF', subtitle: 'Brake Check' }] };
    expect(madeIds('coupons', mine, undefined, brand)).toEqual({ made: [], brands: [{ at: 0, value: 'brake-check' }] });
    expect(madeIds('coupons', { merge: 'replace', ...mine }, undefined, brand).made.map((m) => m.value)).toEqual(['brake-check']);
    // The shop changes the brand's entry already: a second of that name is a new one.
    const changing = { coupons: [{ id: 'brake-check', note: 'Here too.' }, { title: '$5 OFF', subtitle: 'Brake Check' }] };
    expect(madeIds('coupons', changing, undefined, brand).made.map((m) => m.value)).toEqual(['brake-check-2']);
  });
});

describe('a field that names another entry', () => {
  it('offers the entries by name, the id added where two names are alike, and the form\'s own first', () => {
    const spec = { list: 'reviews', field: 'id', from: ['name'] };
    const here = choicesIn({ reviews: [{ id: 'ana-p', name: 'Ana P.' }, { id: 'ana-p-2', name: 'Ana P.' }, { id: 'tom', name: '' }, { name: 'No id yet' }, { id: 'gone', omit: true }] }, spec);
    expect(here).toEqual([
      { value: 'ana-p', label: 'Ana P. (ana-p)' },
      { value: 'ana-p-2', label: 'Ana P. (ana-p-2)' },
      { value: 'tom', label: 'tom' },
    ]);
    // An entry with a name and no id yet is one added since the last save.
    expect(unsavedIn({ reviews: [{ id: 'tom' }, { name: 'No id yet' }, { id: '', name: 'Empty id' }, {}] }, spec)).toEqual(['No id yet', 'Empty id']);
    // In a brand's shop: the shop's entries as the form holds them, one that changes the brand's
    // without a name of its own labelled as the brand's, then the brand's it neither changes nor leaves out.
    const brand = [{ value: 'carlos-r', label: 'Carlos R.' }, { value: 'dee', label: 'Dee' }, { value: 'left-out', label: 'Left Out' }];
    const own = { reviews: [{ id: 'carlos-r', rating: 4 }, { id: 'left-out', omit: true }, { id: 'mine', name: 'Mine' }] };
    expect(choicesWithBrand(own, spec, brand)).toEqual([
      { value: 'carlos-r', label: 'Carlos R.' },
      { value: 'mine', label: 'Mine' },
      { value: 'dee', label: 'Dee' },
    ]);
    const teaser = (editorSchema('pages').definitions as Record<string, { properties: Record<string, { items: Record<string, unknown> }> }>).teaser!;
    expect(teaser.properties.services!.items).toMatchObject({ 'x-entries-of': 'services', format: 'entry', 'x-entry': 'service', title: 'Service' });
  });
});

describe('where things go in the form', () => {
  it('reads a JSON Pointer as the form\'s path', () => {
    expect(pointerPath('/services/3/slug')).toEqual(['services', 3, 'slug']);
    expect(pointerPath('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(pointerPath('')).toEqual([]);
  });

  it('puts each problem, with its hint, at its field', () => {
    const tree = errorTree([
      { severity: 'error', code: 'invalid-value', message: 'not a phone number', hint: 'write it with its area code', path: '/phone', text: '' },
      { severity: 'warning', code: 'x', message: 'still to fill in', path: '/hours/0/label', text: '' },
    ]);
    expect(tree).toEqual({ phone: { __errors: ['not a phone number (hint: write it with its area code)'] }, hours: { 0: { label: { __errors: ['Warning: still to fill in'] } } } });
  });

  it('finds the brand\'s value of a list entry by its slug, not its place', () => {
    const brand = { services: [{ slug: 'brakes', title: 'Brakes' }, { slug: 'tires', title: 'Tires' }] };
    const own = { services: [{ slug: 'tires', price: 'from $20' }] };
    expect(brandValue(brand, own, ['services', 0, 'title'])).toBe('Tires');
    expect(brandValue(brand, own, ['services', 1, 'title'])).toBeUndefined();
    expect(brandValue({ name: 'Brand' }, {}, ['name'])).toBe('Brand');
    expect(summary(brand.services)).toBe('2 entries: Brakes, Tires');
  });

  it('keys the brand\'s values on the entries\' slugs and ids alone', () => {
    const own = { services: [{ slug: 'tires', summary: 'New tires' }, { slug: 'brakes', sections: [{ id: 'a' }] }] };
    const typed = { services: [{ slug: 'tires', summary: 'New tires fitted' }, { slug: 'brakes', sections: [{ id: 'a' }] }] };
    expect(identities(typed)).toBe(identities(own));
    expect(identities({ services: [own.services[1], own.services[0]] })).not.toBe(identities(own));
    expect(identities({ services: [{ slug: 'tyres' }, own.services[1]] })).not.toBe(identities(own));
    expect(identities({ services: [own.services[0], { slug: 'brakes', sections: [{ id: 'b' }] }] })).not.toBe(identities(own));
  });

  it('finds the texts at the same place in the other entries of a list', () => {
    const data = { faq: [{ q: 'A?', a: 'Long answer' }, { q: 'B?', a: 'Other answer' }, { q: 'C?' }], intro: ['one', 'two'] };
    expect(textsLike(data, ['faq', 2, 'a'])).toEqual(['Long answer', 'Other answer']);
    expect(textsLike(data, ['faq', 0, 'a'])).toEqual(['Other answer']);
    expect(textsLike(data, ['intro', 2])).toEqual(['one', 'two']);
    expect(textsLike(data, ['name'])).toEqual([]);
    // In the brand's data no entry is the field's own.
    expect(textsLike(data, ['faq', 0, 'a'], false)).toEqual(['Long answer', 'Other answer']);
  });

  it('names the entry a list\'s button acts on', () => {
    expect(entryOf('shop_hours_0_schedule_1__remove')).toBe('Hours 1, Schedule 2');
    expect(entryOf('coupons_coupons_2__moveUp')).toBe('Coupon 3');
    // In the form's words, never a key of the file.
    expect(entryOf('shop_specialHours_0_hours__add')).toBe('Special day 1, Hours');
    // A group's name and its list's are two places, not one run of words.
    expect(entryOf('shop_links_profiles_1__remove')).toBe('Links, Profiles 2');
  });
});

/**
 * Every list of the form's schemas, at any depth (in a group, in an entry, in a group of an
 * entry): the id the form gives its Add button (its entries counted by their first), its keys,
 * and its title as the form shows it (the property's own, else its definition's).
 */
function formLists(): { id: string; keys: string[]; title: unknown }[] {
  const lists = new Map<string, { id: string; keys: string[]; title: unknown }>();
  for (const kind of DOC_KINDS) {
    const root = editorSchema(kind);
    const definitions = root.definitions as Record<string, Schema>;
    const followed = (node: Schema): Schema => (typeof node.$ref === 'string' ? followed(definitions[node.$ref.replace('#/definitions/', '')]!) : node);
    const walk = (node: Schema, path: string[]): void => {
      const schema = followed(node);
      if (path.length > 12) return;
      for (const choice of [schema.oneOf, schema.anyOf, schema.allOf].flat()) if (choice && typeof choice === 'object') walk(choice as Schema, path);
      if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && path.length) {
        const id = `${kind}_${path.join('_')}__add`;
        if (!lists.has(id)) lists.set(id, { id, keys: path.filter((k) => !/^\d+$/.test(k)), title: node.title ?? schema.title });
        walk(schema.items as Schema, [...path, '0']);
      }
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) walk(property, [...path, key]);
    };
    walk(root, []);
  }
  return [...lists.values()];
}

describe("a list's Add button", () => {
  const inGroups = formLists().filter((list) => list.keys.length > 1);

  it('names the list alone, as the form titles it, for every list inside a group: "Add to Profiles", not "Add to Links Profiles"', () => {
    expect(inGroups.map((list) => list.id)).toContain('shop_links_profiles__add');
    for (const { id, keys, title } of inGroups) {
      const { list, of } = addedTo(id);
      expect(list, id).toBe(title);
      // Where the list is, for a screen reader: its groups (and entries), each its own place.
      expect(of.split(', '), id).toHaveLength(keys.length - 1);
    }
    expect(addedTo('shop_links_profiles__add')).toEqual({ list: 'Profiles', of: 'Links' });
    expect(addedTo('pages_home_welcome_paragraphs__add')).toEqual({ list: 'Paragraphs', of: 'Home, Welcome' });
  });

  it("names a list of the file's own, and one inside an entry, by the list: the entry is for a screen reader", () => {
    expect(addedTo('coupons_coupons__add')).toEqual({ list: 'Coupons', of: '' });
    expect(addedTo('shop_specialHours_0_hours__add')).toEqual({ list: 'Hours', of: 'Special day 1' });
  });
});

describe("a new special day's place", () => {
  it("is its date's among the days: after the last one dated before it, else first; a day without a date is passed over", () => {
    const days = [{ date: '2026-11-26' }, { date: '2026-12-24' }, { date: '2026-12-25' }, { date: '2027-01-01' }];
    expect(placeFor(days, 'date', '2026-12-26')).toBe(3);
    expect(placeFor(days, 'date', '2026-01-01')).toBe(0);
    expect(placeFor(days, 'date', '2027-07-04')).toBe(4);
    expect(placeFor([], 'date', '2027-07-04')).toBe(0);
    // A file out of date order keeps its order: the new day goes after the last day before it.
    expect(placeFor([{ date: '2026-12-25' }, { date: '2026-11-26' }, {}], 'date', '2026-12-01')).toBe(2);
  });

  it("is asked of the lists of days only: the form's schema marks them by their first field, a required date", () => {
    const shop = editorSchema('shop') as { properties: Record<string, Record<string, unknown>> };
    expect(shop.properties.specialHours!['x-date-order']).toBe('date');
    const marked = DOC_KINDS.flatMap((kind) => JSON.stringify(editorSchema(kind)).match(/"x-date-order"/g) ?? []);
    expect(marked).toHaveLength(1);
  });
});

describe("a Remove button's question", () => {
  it('names the entry by what it is where its list has a word for one, else by its place, and its text', () => {
    expect(removalQuestion(['coupons', 1], { id: 'brakes', title: '$20 OFF', subtitle: 'Brakes' }, 'Coupon 2')).toBe('Remove the coupon “$20 OFF Brakes”?');
    expect(removalQuestion(['specialHours', 0], { date: '2026-12-24', closed: true, note: 'Christmas Eve' }, 'Special day 1')).toMatch(/^Remove the special day “\S.*2026, Christmas Eve”\?$/);
    expect(removalQuestion(['serviceArea', 2], 'Burke', 'Service area 3')).toBe('Remove Service area 3, “Burke”?');
    expect(removalQuestion(['hours', 0, 'schedule', 1], { days: [] }, 'Hours 1, Schedule 2')).toBe('Remove Hours 1, Schedule 2?');
    expect(removalQuestion(['about', 'paragraphs', 0], 'x'.repeat(80), 'Paragraphs 1')).toBe(`Remove Paragraphs 1, “${'x'.repeat(60)}…”?`);
  });

  it('is asked only of an entry that holds something the owner would lose', () => {
    expect(holdsSomething({ title: '', hours: [], closed: undefined })).toBe(false);
    expect(holdsSomething(null)).toBe(false);
    expect(holdsSomething({ hours: [{ opens: '08:00' }] })).toBe(true);
    expect(holdsSomething({ closed: true })).toBe(true);
    expect(holdsSomething('Burke')).toBe(true);
  });
});

describe('what a save keeps', () => {
  it('drops the empty objects and lists the form made up, and keeps the file\'s empty texts', () => {
    const before = { hero: { heading: 'Hi', image: { src: 'a.png', alt: '' } }, layout: { footer: 'x' } };
    const after = { hero: { heading: 'Hello', image: { src: 'a.png' }, extra: {} }, layout: { footer: 'x', hours: {}, nav: {} }, list: [] };
    expect(settle(before, after)).toEqual({ hero: { heading: 'Hello', image: { src: 'a.png', alt: '' } }, layout: { footer: 'x' } });
  });

  it('keeps what the owner emptied or removed on purpose', () => {
    expect(settle({ name: 'A', note: 'n' }, { name: 'A' })).toEqual({ name: 'A' });
    expect(settle({ items: [{ id: 'a', alt: '' }, { id: 'b' }] }, { items: [{ id: 'b' }] })).toEqual({ items: [{ id: 'b' }] });
    expect(settle({ items: ['x'] }, { items: [] })).toEqual({ items: [] });
  });
});

describe("a list entry's title", () => {
  it.each([
    ['Coupons-4', { id: 'winter', title: '$20 OFF', subtitle: 'Battery' }, 'Coupons 4: $20 OFF Battery'],
    ['FAQ-9', { question: 'Do you work on my make and model?', answer: 'Yes.' }, 'FAQ 9: Do you work on my make and model?'],
    ['Special hours-2', { date: '2026-12-24', closed: true }, 'Special hours 2: Thu, Dec 24, 2026'],
    ['Special hours-3', { date: '2026-12-24', through: '2026-12-26', closed: true, note: 'Christmas' }, 'Special hours 3: Thu, Dec 24, 2026 to Sat, Dec 26, 2026, Christmas'],
    ['Special hours-4', { date: '2026-02-30', note: 'No such day' }, 'Special hours 4: 2026-02-30, No such day'],
    ['Special hours-6', { date: '2026-02-32' }, 'Special hours 6: 2026-02-32'],
    ['Special hours-5', { date: '24/12/2026' }, 'Special hours 5: 24/12/2026'],
    ['Hours-2', { opens: '08:00', closes: '12:00' }, 'Hours 2: 08:00 to 12:00'],
    ['Hours-1', { schedule: [] }, 'Hours 1'],
    ['Schedule-2', { days: ['saturday'], opens: '07:00', closes: '17:30' }, 'Schedule 2: Sat, 07:00 to 17:30'],
    ['Schedule-1', { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '08:00', closes: '18:00' }, 'Schedule 1: Mon–Fri, 08:00 to 18:00'],
    ['Schedule-3', { days: ['sunday', 'saturday', 'monday', 'tuesday'], opens: '' }, 'Schedule 3: Mon, Tue, Sat, Sun'],
    ['Services-1', { slug: 'oil', title: '' }, 'Services 1: oil'],
    ['Shop facts', { name: 'Not an entry' }, 'Shop facts'],
  ])('%s with %j is %s', (title, data, shown) => {
    expect(entryTitle(title, data)).toBe(shown);
  });

  it('of a list whose entries have a title of their own (Service) is numbered from its place', () => {
    expect(entryTitle('Service', { slug: 'oil', title: 'Oil Changes' }, 0)).toBe('Service 1: Oil Changes');
    expect(entryTitle('Service', { slug: 'oil', title: 'Oil Changes' })).toBe('Service');
  });
});

describe('a review removed in the form', () => {
  const schema = { properties: { reviews: { items: {} }, testimonials: { items: { 'x-entries-of': 'reviews' } } } };
  const spec = { list: 'reviews', field: 'id', from: ['name'] };
  const before = { reviews: [{ id: 'a', name: 'Ana' }, { id: 'b', name: 'Bo' }, { name: 'Cy' }], testimonials: ['a', 'b', newEntryRef('Cy')] };

  it('goes from the testimonials with it, by its id or, not saved yet, by its name', () => {
    expect(withoutRefsToRemoved(schema, 'reviews', spec, before, { ...before, reviews: [before.reviews[1]!, before.reviews[2]!] })).toEqual({ reviews: [before.reviews[1], before.reviews[2]], testimonials: ['b', newEntryRef('Cy')] });
    expect(withoutRefsToRemoved(schema, 'reviews', spec, before, { ...before, reviews: before.reviews.slice(0, 2) })).toEqual({ reviews: before.reviews.slice(0, 2), testimonials: ['a', 'b'] });
  });

  it("stays where the brand's entry of its id still resolves it, and a list that did not shrink changes nothing", () => {
    const branded = { ...spec, entries: [{ value: 'a', label: 'Ana' }] };
    const after = { ...before, reviews: before.reviews.slice(1) };
    expect(withoutRefsToRemoved(schema, 'reviews', branded, before, after)).toEqual(after);
    const renamed = { ...before, reviews: [{ id: 'a2', name: 'Ana' }, ...before.reviews.slice(1)] };
    expect(withoutRefsToRemoved(schema, 'reviews', spec, before, renamed)).toEqual(renamed);
  });
});
