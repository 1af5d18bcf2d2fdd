// The editor speaks of boxes to fill in, not of a YAML file: no help asks for quotes (typed into a
// box, they are a mistake), and a required field left empty is one to fill in, not a key to add.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EditDocs, newTexts, placesNamed } from '../../src/edit/documents.js';
import { editorSchema, ownerWords } from '../../src/edit/schemas.js';
import { specialDaysLater } from '../../src/edit/save-notes.js';
import { hoursRangeForOwner, twelveHour } from '../../src/edit/hours-words.js';
import { DOC_KINDS } from '../../src/shared/types.js';
import { SCHEMA_DIR } from '../../src/shared/paths.js';
import { REFERENCE_DATA, dataWith } from '../helpers.js';

/** Every description of a schema, wherever it is. */
function descriptions(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) descriptions(v, out);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'description' && typeof v === 'string') out.push(v);
      else descriptions(v, out);
    }
  return out;
}

/** Every property name of a schema, wherever it is. */
function propertyNames(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) propertyNames(v, out);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === 'properties' && v && typeof v === 'object') out.push(...Object.keys(v));
      propertyNames(v, out);
    }
  return out;
}

describe("the editor's help", () => {
  it('asks for no quotes in any form: the schemas say "in quotes" for YAML, the forms do not', () => {
    const all = DOC_KINDS.flatMap((kind) => descriptions(editorSchema(kind)));
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((d) => /in quotes|YAML|"\S+"|BCP 47|foundingDate|IANA|[a-z]\.yaml|address\.country|by its id|: \[\]/.test(d))).toEqual([]);
  });

  it("names no key, file or command of the site's files, the set-up's help included: the form's names of its fields instead", () => {
    // Every key of every schema: a dotted path of them (thirdParty.booking) is a place in a file, a host name (github.com) is not.
    const keys = new Set(readdirSync(SCHEMA_DIR).flatMap((file) => propertyNames(JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')))));
    const keyLike = [
      // A dotted path of keys: thirdParty.booking, links.booking.
      (d: string) => [...d.matchAll(/\b([a-z][A-Za-z]*)\.([a-z][A-Za-z]*)\b/g)].filter((m) => keys.has(m[1]!) && keys.has(m[2]!)).map((m) => m[0]),
      // snake_case (base_url), and a key in camelCase outside a placeholder's braces (siteUrl, apiRoot; {reviewCount} is typed as it is).
      (d: string) => d.match(/\b[a-z]+(?:_[a-z0-9]+)+\b|(?<![{\w])[a-z]+[A-Z][A-Za-z]*(?![}\w])/g) ?? [],
      // A file or folder of the output or the docs (_headers, .vercel/output/, docs/cms.md), a command's option (--cms).
      (d: string) => d.match(/(?<![\w/])(?:_[a-z]+|\.[a-z]+\/)|\b[\w-]+\/[\w.-]+\.(?:md|ya?ml|json)\b|(?<!\S)--[a-z]+/g) ?? [],
    ];
    const all = DOC_KINDS.flatMap((kind) => [...descriptions(editorSchema(kind)), ...descriptions(editorSchema(kind, SCHEMA_DIR, true))]);
    expect(all.flatMap((d) => keyLike.flatMap((found) => found(d)).map((word) => `${word} in: ${d}`))).toEqual([]);
    // The test sees what it looks for.
    expect(keyLike.flatMap((found) => found('go to links.booking (base_url), the siteUrl, _headers, .vercel/output/, docs/cms.md, --cms; {reviewCount} at github.com'))).toEqual(['links.booking', 'base_url', 'siteUrl', '_headers', '.vercel/', 'docs/cms.md', '--cms']);
  });

  it("shows no example of a date typed in the file's way beside a calendar, nor the time zone's key, in the special days' help", () => {
    const days = descriptions((editorSchema('shop') as { properties: { specialHours: unknown } }).properties.specialHours);
    expect(days.filter((d) => /timeZone|\d{4}-\d{2}-\d{2}/.test(d))).toEqual([]);
  });

  it.each([
    ['24-hour time in quotes: "07:30". "24:00" is midnight at the end of the day.', '24-hour time: 07:30. 24:00 is midnight at the end of the day.'],
    ['ZIP code in quotes, so YAML keeps leading zeros.', 'ZIP code.'],
    ['Phone number as shown, in quotes so YAML keeps it as text: with its area code.', 'Phone number as shown: with its area code.'],
    ['A date, YYYY-MM-DD, in quotes.', 'A date, YYYY-MM-DD.'],
    ['no wildcard (*), %, ;, comma, quote or space', 'no wildcard (*), %, ;, comma, quote or space'],
    ['Closed all day (closed: true in the file). Either this or hours, not both.', 'Closed all day: tick this, or add the day\'s hours below, not both.'],
    // A special day's problem, in the form's words.
    ['says neither closed: true nor hours', 'the day has neither Closed ticked nor hours'],
    ['add closed: true for a day closed all day, or hours: [{ opens: "08:00", closes: "12:00" }]', 'tick Closed for a day closed all day, or add its hours (Add to Hours)'],
    ['says both closed: true and hours', 'the day has Closed ticked and hours too'],
    // A range of special days, by the names of its two fields, and the shop's time zone by its name.
    ['through 2026-12-20 comes before the first day', 'Through (2026-12-20) comes before Date, the first day'],
    ['through is the last day of the range, on or after date', 'Through is the last day of the range: pick a day on or after Date, or leave it empty for one day alone'],
    ['The last day of a range of days with the same hours, YYYY-MM-DD in quotes; left out, date alone.', 'The last day of a range of days with the same hours, YYYY-MM-DD; left empty, Date is one day alone.'],
    ["by the shop's date (its timeZone; the visitor's without one)", "by the shop's date (its time zone; the visitor's without one)"],
    // Another file's field and a page, as the owner knows them.
    ['Letters dialled as on a keypad (555-CARS). Checked for the country in address.country.', "Letters dialled as on a keypad (555-CARS). Checked for the shop's country."],
    ["The open-now line (shop.yaml timeZone) and the special days (shop.yaml specialHours).", "The open-now line (the shop's time zone) and the special days (the shop's special hours)."],
    ["The labels of the figures, from shop.yaml's claims.", "The labels of the figures, from the shop's claims."],
    ['Customer reviews shown on /reviews; the ones listed appear on the home page.', 'Customer reviews shown on the Reviews page; the ones listed appear on the home page.'],
    ['The reviews shown as testimonials, in order, each by its id.', 'The reviews shown as testimonials, in order, each picked by name.'],
    // No reviews yet: the editor's way of emptying a list (its Remove buttons), and the page's words by their form.
    [
      "Customer reviews shown on /reviews. A new shop with no reviews yet leaves both lists empty (reviews: [] and testimonials: []): the reviews page then says pages.yaml's reviews.noneText above its review button.",
      'Customer reviews shown on the Reviews page. A new shop with no reviews yet removes every review and testimonial: the reviews page then says so, in the words of Page words, Reviews, above its review button.',
    ],
    ['Shown on the reviews page, above its review button, while the shop has no reviews to show (reviews: []).', 'Shown on the reviews page, above its review button, while the shop has no reviews to show.'],
    // A time's problem, as the time field reads it.
    ['24-hour time in quotes: "17:00".', 'one time, such as 8am, 7:30am, 5pm or 17:00: an hour alone needs its am or pm, and a closing time goes in its own box.'],
    // A list, a date and a number the file wrote as text, in the form's own ways of giving them.
    ['write the days as a list: days: [monday, tuesday, wednesday, thursday, friday]', 'tick monday, tuesday, wednesday, thursday, friday'],
    ['write the days as a list of monday, tuesday, wednesday, thursday, friday, saturday, sunday, such as days: [monday, tuesday]', 'tick the days it is for'],
    ['write the year first, YYYY-MM-DD: 2026-04-03 for 3 April, or 2026-03-04 for 4 March', 'pick the day from the calendar: 2026-04-03 for 3 April, or 2026-03-04 for 4 March'],
    ['write 200 without quotes', 'write 200'],
    ["a photo on your computer is not part of the site: copy it into the data folder's images/ and write images/oil.jpg", 'a photo on your computer is not part of the site: upload it with Upload a photo'],
    // The site's set-up, by the form's names of its fields, not by keys.
    ['Scripts from other services; each is optional. Without a booking widget, Book Appointment buttons call the shop or go to links.booking.', 'Scripts from other services; each is optional. Without a booking widget, Book Appointment buttons call the shop or go to the address in Links › Booking, above.'],
    ["Where the owner signs in (Decap CMS's base_url): the OAuth client", 'Where the owner signs in (what Decap CMS calls its base URL): the OAuth client'],
    // A special day's hours and the analytics' choice, as the form shows them.
    ['The hours of the day, one or more ranges (opens "08:00", closes "12:00"). Either these or closed, not both.', "The day's hours, one or more ranges, each with its opening and closing time. Either hours or Closed, not both."],
    ["Web analytics: vercel (the hosting provider's script, only present on its deployments) or none.", "Web analytics: Vercel's (the host's own script, which counts visits only on the sites it hosts), or none."],
    // A standard's name, in what it means.
    ['The language the pages are written in, as a BCP 47 tag (en, en-US, es): the lang of every page.', 'The language the pages are written in as a short code (en, en-US, es): the lang of every page.'],
    ["The day the shop opened (Google Business Profile's Opening date): the structured data's foundingDate.", "The day the shop opened (Google Business Profile's Opening date): search engines read it as the day the shop was founded."],
  ])('%s', (schema, form) => {
    expect(ownerWords(schema)).toBe(form);
  });
});

describe("the editor's problems", () => {
  it('names a required field left empty as one to fill in, with no YAML hint; a hint asks for no quotes', async () => {
    const dir = dataWith(REFERENCE_DATA);
    const docs = new EditDocs(dir);
    const coupons = parse(readFileSync(path.join(dir, 'coupons.yaml'), 'utf8')) as { coupons: Record<string, unknown>[] };
    coupons.coupons.push({ id: 'new-one', title: '$5 OFF', description: 'For all.', expires: '"2027-01-31"' });
    const { here } = await docs.check('coupons', coupons);
    const at = (pointer: string) => here.filter((p) => p.path === pointer).map(({ message, hint }) => ({ message, hint }));
    expect(at('/coupons/3/subtitle')).toEqual([{ message: 'Subtitle is required: fill it in', hint: undefined }]);
    const date = at('/coupons/3/expires');
    expect(date).toHaveLength(1);
    expect(date[0]!.hint).not.toMatch(/quote|YAML/);

    // A new entry of a list of texts, left empty, reaches the build as null.
    const reviews = parse(readFileSync(path.join(dir, 'reviews.yaml'), 'utf8')) as { testimonials: unknown[]; reviews: { rating: number }[] };
    reviews.testimonials.push(null);
    // A problem the build words from its verb on is said with its field's name, in a list by its place.
    reviews.reviews[0]!.rating = 6;
    const { here: empty } = await docs.check('reviews', reviews);
    const last = `/testimonials/${reviews.testimonials.length - 1}`;
    expect(empty.filter((p) => p.path === last).map(({ message, hint }) => ({ message, hint }))).toEqual([{ message: `Testimonial ${reviews.testimonials.length} is empty: fill it in, or remove it`, hint: undefined }]);
    expect(empty.filter((p) => p.path === '/reviews/0/rating').map((p) => p.message)).toEqual([expect.stringMatching(/^Rating is 6: /)]);
  });
});

describe("the editor's problems, as sentences", () => {
  it("start with a capital when they start with a word, and keep a value's own case (a slug, a time zone)", async () => {
    const dir = dataWith(REFERENCE_DATA);
    const docs = new EditDocs(dir);
    const shop = parse(readFileSync(path.join(dir, 'shop.yaml'), 'utf8')) as Record<string, unknown>;
    const { here } = await docs.check('shop', { ...shop, specialHours: [{ date: '2027-07-05' }] });
    expect(here.map((p) => p.message)).toContainEqual(expect.stringMatching(/^The day has neither Closed ticked nor hours/));
    const services = parse(readFileSync(path.join(dir, 'services.yaml'), 'utf8')) as { services: { slug: string }[] };
    const slug = services.services[0]!.slug;
    services.services[1]!.slug = slug;
    const { here: twice } = await docs.check('services', services);
    expect(twice.map((p) => p.message)).toContainEqual(expect.stringMatching(new RegExp(`^${slug} `)));
  });
});

describe("the editor's problems of curly quotes", () => {
  it("says nothing of a quotation typed into a box in curly quotes, which the file keeps as typed: the warning's hint is of YAML's quotes", async () => {
    const docs = new EditDocs(dataWith(REFERENCE_DATA));
    const reviews = parse(readFileSync(path.join(REFERENCE_DATA, 'reviews.yaml'), 'utf8')) as { reviews: Record<string, unknown>[] };
    reviews.reviews.push({ id: 'ann-b', name: 'Ann B.', rating: 5, text: '\u201cBest shop in town\u201d' });
    const { here, text } = await docs.check('reviews', reviews);
    expect(text).toContain('text: \u201cBest shop in town\u201d');
    expect(here).toEqual([]);
  });
});

describe("the editor's problem of a list too short", () => {
  it('says a schedule with no day ticked with the boxes\' name, in words, not the schema checker\'s ("must NOT have fewer than 1 items")', async () => {
    const docs = new EditDocs(dataWith(REFERENCE_DATA));
    const shop = parse(readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8')) as { hours: { schedule: { days: string[] }[] }[] };
    shop.hours[0]!.schedule[0]!.days = [];
    const { here } = await docs.check('shop', shop);
    expect(here.filter((p) => p.path === '/hours/0/schedule/0/days').map((p) => p.message)).toEqual(['Days is empty: at least 1 needed']);
  });
});

describe('the texts a save adds, to find the page that shows them', () => {
  it('are those the file had nowhere, longest first, each as a page shows it (between its placeholders)', () => {
    const before = { services: [{ slug: 'a', summary: 'Brakes checked by hand.' }, { slug: 'b', summary: 'Tires rotated.' }] };
    // Moved and one removed: nothing new.
    expect(newTexts(before, { services: [before.services[1], before.services[0]] })).toEqual([]);
    expect(newTexts(before, { services: [before.services[1]] })).toEqual([]);
    expect(newTexts(before, { services: [{ slug: 'a', summary: 'Brakes in {city}, checked by hand.' }, before.services[1]] })).toEqual([', checked by hand.']);
    expect(newTexts({}, { title: 'Oil', text: 'Oil changes while you wait' })).toEqual(['Oil changes while you wait', 'Oil']);
  });
});

describe("the editor's names of places", () => {
  it.each([
    ['2026-12-25 is also given by /specialHours/2', '2026-12-25 is also given by Special day 3'],
    ['see /hours/0/schedule/1/closes', 'see Hours 1 › Schedule 2 › Closes'],
    ['the link /contact/ is not a page of the site', 'the link /contact/ is not a page of the site'],
    ['no page /services/oil-changes or /about', 'no page /services/oil-changes or /about'],
    ['https://example.com/a/1 and images/bay.jpg', 'https://example.com/a/1 and images/bay.jpg'],
  ])('%s', (build, form) => {
    expect(placesNamed(build)).toBe(form);
  });
});

describe("what the editor adds to a file", () => {
  it("is written in the schema's order of keys, not the order it was typed; the file's own entries keep theirs", async () => {
    const dir = dataWith(REFERENCE_DATA);
    const docs = new EditDocs(dir);
    const coupons = parse(readFileSync(path.join(dir, 'coupons.yaml'), 'utf8')) as { coupons: Record<string, unknown>[] };
    coupons.coupons.push({ expires: 'never', description: 'For all.', subtitle: 'Wipers', title: '$5 OFF', id: 'wipers' });
    const { text } = await docs.check('coupons', coupons);
    const added = text.slice(text.indexOf('- id: wipers'));
    expect(added.split('\n').map((l) => l.trim().split(':')[0])).toEqual(['- id', 'title', 'subtitle', 'description', 'expires', '']);

    // An entry the file writes in another order than the schema's keeps its order when a value of it changes.
    const reversed = 'coupons:\n  - note: With any service.\n    description: A free check.\n    subtitle: Brakes\n    title: FREE\n    id: brakes\n';
    writeFileSync(path.join(dir, 'coupons.yaml'), reversed);
    const mine = parse(reversed) as { coupons: Record<string, unknown>[] };
    mine.coupons[0]!.subtitle = 'Brake Inspection';
    const { text: kept } = await docs.check('coupons', mine);
    expect(kept).toBe(reversed.replace('subtitle: Brakes', 'subtitle: Brake Inspection'));

    const shop = readFileSync(path.join(dir, 'shop.yaml'), 'utf8');
    const special = parse(shop) as { specialHours: Record<string, unknown>[] };
    special.specialHours.push({ closed: true, note: 'Inventory', date: '2027-02-01' });
    const { text: day } = await docs.check('shop', special);
    expect(day.slice(day.indexOf('date: "2027-02-01"') - 4)).toMatch(/^ {2}- date: "2027-02-01"\n {4}closed: true\n {4}note: Inventory\n/);
  });
});

describe('what a save of shop.yaml says of a special day the pages name only later', () => {
  const disk = 'name: A\nspecialHours:\n  - date: "2026-12-25"\n    closed: true\n';
  // 2026-11-27 at 03:00 UTC is still the 26th in Los Angeles.
  const now = new Date('2026-11-27T03:00:00Z');
  const said = 'The site names a special day in the 14 days before it, so the preview does not show it yet: ';
  it("names each day the save adds or changes beyond the coming 14 days of the shop's own today, and from when the site names it", () => {
    const text = `${disk}  - date: "2026-12-31"\n    closed: true\n  - date: "2026-12-10"\n    closed: true\n`;
    expect(specialDaysLater(disk, text, 'America/Los_Angeles', now)).toBe(`${said}Dec 31 from Dec 18, Dec 10 from Nov 27.`);
    // In UTC (no time zone) today is the 27th: the 10th of December is its 14th day.
    expect(specialDaysLater(disk, text, undefined, now)).toBe(`${said}Dec 31 from Dec 18.`);
  });
  it('says nothing of a day the file kept, nor when no day is beyond them', () => {
    expect(specialDaysLater(disk, disk, 'America/New_York', now)).toBeUndefined();
    expect(specialDaysLater(disk, disk.replace('name: A', 'name: B'), 'America/New_York', now)).toBeUndefined();
    expect(specialDaysLater(undefined, 'specialHours: [{ date: "2026-11-30", closed: true }]\n', 'America/New_York', now)).toBeUndefined();
  });
});

describe("a day's hours that close before they open, in the form's words", () => {
  it('says the times as the boxes show them, and the afternoon the owner may have meant', () => {
    expect(twelveHour('07:30')).toBe('7:30am');
    expect(twelveHour('15:00')).toBe('3pm');
    expect(twelveHour('12:00')).toBe('12pm');
    expect(twelveHour('24:00')).toBe('midnight');
    expect(hoursRangeForOwner('closes at 07:30, before it opens at 15:00')).toEqual({
      message: 'Closes (7:30am) is before Opens (3pm)',
      hint: 'if it closes in the afternoon, write 7:30pm; a range opens and closes on the same day: one that ends at midnight closes at 12am',
    });
    expect(hoursRangeForOwner('closes at 12:00, when it opens at 12:00')!.message).toBe('Closes (12pm) is the same time as Opens (12pm)');
    expect(hoursRangeForOwner('is not in the expected form')).toBeUndefined();
  });
});

describe('help an owner reads without knowing the words of the web', () => {
  it('says a special day, a coupon that rolls and the Closed box in the form\'s words', () => {
    const shop = JSON.stringify(editorSchema('shop'));
    expect(shop).toContain('search engines are told of them all');
    expect(shop).not.toContain('the structured data lists them all');
    expect(shop).toContain("Closed all day: tick this, or add the day's hours below, not both.");
    const coupons = JSON.stringify(editorSchema('coupons'));
    expect(coupons).toContain('rolling (always the first of next month)');
    expect(coupons).not.toContain("visitor's today");
  });
});

