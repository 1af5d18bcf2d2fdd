// The editor's forms come from the data's JSON Schemas and from nothing else: each kind's schema
// with the definitions it borrows from common.schema.json copied in under `common.<name>`, so
// that the form library, which reads one schema, resolves every `$ref` locally. A property added
// to a schema is a field in the editor on its next start.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KEYED_LISTS, keyedList } from '../load/merge.js';
import { SCHEMA_DIR } from '../shared/paths.js';
import { entryLabel, fieldLabel } from '../shared/labels.js';
import type { DocKind } from '../shared/types.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json };

const COMMON = 'common.schema.json#/definitions/';
const LOCAL = '#/definitions/';

/** Every `$ref` of `value` made local: a common definition's to its copy, the kind's own as it is. */
function relink(value: Json, own: 'kind' | 'common'): Json {
  if (Array.isArray(value)) return value.map((v) => relink(v, own));
  if (!value || typeof value !== 'object') return value;
  const out: Schema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '$ref' && typeof v === 'string') {
      if (v.startsWith(COMMON)) out[key] = `${LOCAL}common.${v.slice(COMMON.length)}`;
      else if (own === 'common' && v.startsWith(LOCAL)) out[key] = `${LOCAL}common.${v.slice(LOCAL.length)}`;
      else out[key] = v;
    } else out[key] = relink(v, own);
  }
  return out;
}

/** The schemas' patterns of a 24-hour time of day (shop.schema.json): an opening time's, and a closing time's, which may be 24:00. */
const TIME_PATTERNS: Record<string, 'opening' | 'closing'> = {
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': 'opening',
  '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$': 'closing',
};

/** A schema's pattern of some words or a day, YYYY-MM-DD (coupons.schema.json's expires): the words. */
const DAY_OR_WORDS = /^\^\(((?:[a-z]+\|)+)\[0-9\]\{4\}-\(0\[1-9\]\|1\[0-2\]\)-\(0\[1-9\]\|\[12\]\[0-9\]\|3\[01\]\)\)\$$/;

const read = (dir: string, name: string) => JSON.parse(readFileSync(path.join(dir, `${name}.schema.json`), 'utf8')) as Schema;

/**
 * Every property and definition without a title gets its name made readable (a definition's names
 * the choices of a oneOf); an image's path takes uploads.
 */
function forForms(value: Json, key?: string): Json {
  if (Array.isArray(value)) return value.map((v) => forForms(v));
  if (!value || typeof value !== 'object') return value;
  const out: Schema = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === 'properties' && v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).map(([name, property]) => [name, withTitle(namedItems(forForms(property), name), name)]))
      : k === 'definitions' && v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).map(([name, d]) => [name, withTitle(forForms(d, name), name.replace(/^common\./, ''))]))
        : forForms(v);
  }
  // A choice of kinds (a section: block, text, criteria, ...) is a oneOf of objects, and so says
  // no type of its own here: the form library (@rjsf/utils 6.11 sanitizeDataForNewSchema) drops
  // every entry of a list whose items are an object with no properties of their own, on the first
  // change anywhere in the form. Each choice still says it is an object.
  if (Array.isArray(out.oneOf) && out.properties === undefined && out.type === 'object') delete out.type;
  // A choice of kinds told apart by one field (a page's sections): many long entries, each folded
  // in the form under its title until opened (form-parts.tsx ArrayFieldItemTemplate).
  if (Array.isArray(out.oneOf) && out.discriminator) out['x-fold'] = true;
  if (typeof out.description === 'string') out.description = ownerWords(out.description);
  // A day is picked from the browser's calendar, which writes it in the visitor's own way (12/24/2026):
  // neither the file's way nor an example of it (2026-11-26).
  if (out.$ref === '#/definitions/common.isoDate' && typeof out.description === 'string') out.description = out.description.replace(/,? YYYY-MM-DD| \(\d{4}-\d{2}-\d{2}\)/g, '');
  // A flag that is either true or left out (closed: true): a box ticked by nobody until the owner
  // does (the form library gives a new entry every const as a default), untick leaving it out.
  if (out.type === 'boolean' && out.const === true) {
    delete out.const;
    out['x-flag'] = true;
  }
  // A text that can be one thing only (a section's type, set by its Kind above it) is shown, not typed.
  if (typeof out.const === 'string') out.readOnly = true;
  // A name of another entry (a testimonial's review) is picked from those entries (widgets.tsx EntryWidget).
  const named = keyedList(out['x-entries-of']);
  if (named) {
    out.format = 'entry';
    out['x-entry'] = named.entry;
    out.description = `Which ${named.entry}: one of the ${named.list}, by its ${named.from?.[0] ?? named.field}.`;
  }
  // A time of day is typed as the owner says it (5pm, 7:30am) and kept as the file writes it (17:00).
  const time = typeof out.pattern === 'string' ? TIME_PATTERNS[out.pattern] : undefined;
  if (out.type === 'string' && time) {
    out.format = 'time-of-day';
    if (time === 'closing') out['x-closing'] = true;
    out.description = `A time: 7:30am, 5pm or 17:00, kept as 07:30 or 17:00${time === 'closing' ? '; midnight, 12am, is 24:00' : ''}.`;
  }
  // A day or one of a few words (a coupon's end: rolling, never, or a date): a choice, then a date field.
  const words = typeof out.pattern === 'string' ? DAY_OR_WORDS.exec(out.pattern) : null;
  if (out.type === 'string' && words) {
    out.format = 'day-or-word';
    out['x-words'] = words[1]!.split('|').filter(Boolean);
    // The day is picked, not typed: no example of how to type it.
    if (typeof out.description === 'string') out.description = out.description.replace(/\(\d{4}-\d{2}-\d{2}, /, '(');
  }
  // A day of the calendar is picked from one: the browser's date field gives YYYY-MM-DD.
  if (key === 'common.isoDate') out.format = 'date';
  // A list of days (the special days), which the site shows in date order: a new one is asked its
  // date first and put at that date's place (edit/app/dated-add.tsx).
  const dated = datedBy(out);
  if (dated) out['x-date-order'] = dated;
  if (key === 'common.image' && out.properties && typeof out.properties === 'object') {
    const properties = out.properties as Schema;
    // Titled here, not in the schema, where a title would name a type of its own in the data's types.
    properties.src = { ...(properties.src as Schema), title: 'Photo', format: 'photo' };
    properties.alt = { ...(properties.alt as Schema), title: 'What the photo shows' };
  }
  return out;
}

/** The field a list's entries are dated by: their first field, required, a day of the calendar. */
function datedBy(list: Schema): string | undefined {
  const items = list.type === 'array' && list.items && typeof list.items === 'object' && !Array.isArray(list.items) ? list.items : undefined;
  const properties = items?.properties && typeof items.properties === 'object' && !Array.isArray(items.properties) ? items.properties : undefined;
  const [first, field] = Object.entries(properties ?? {})[0] ?? [];
  const day = field && typeof field === 'object' && !Array.isArray(field) && field.$ref === '#/definitions/common.isoDate';
  return day && Array.isArray(items!.required) && items!.required.includes(first!) ? first : undefined;
}

/** A file's way of saying a day's hours (closed: true, hours: [...]) in a form's: a box ticked, hours added; a standard's name in what it means. */
const FILE_TO_FORM: [RegExp, string][] = [
  // A time's hint as its field takes it (widgets.tsx TimeWidget reads 5pm): not the file's 24 hours alone.
  [/^24-hour time in quotes: "\d\d:\d\d"\.$/, 'one time, such as 8am, 7:30am, 5pm or 17:00: an hour alone needs its am or pm, and a closing time goes in its own box.'],
  [/,? as a BCP 47 tag \(/, ' as a short code ('],
  [/ \(BCP 47\)/, ' as a short code (en, es)'],
  [/: the structured data's foundingDate\./, ': search engines read it as the day the shop was founded.'],
  [/, an IANA name /, ', by its name in the time zone database '],
  [/\(its timeZone; /, '(its time zone; '],
  // A special day's range, by its fields' names: Date, then Through.
  [/ a range with through\.$/, ' a range ending on Through.'],
  [/; left out, date alone\.$/, '; left empty, Date is one day alone.'],
  [/^through (?<day>\S+) comes before the first day$/, 'Through ($<day>) comes before Date, the first day'],
  [/^through is the last day of the range, on or after date$/, 'Through is the last day of the range: pick a day on or after Date, or leave it empty for one day alone'],
  [/says both closed: true and hours/, 'the day has Closed ticked and hours too'],
  [/says neither closed: true nor hours/, 'the day has neither Closed ticked nor hours'],
  [/keep closed: true for a day closed all day, or the hours of the day/, 'untick Closed for a day with hours, or remove its hours'],
  [/add closed: true for a day closed all day, or hours: \[.*\]$/, 'tick Closed for a day closed all day, or add its hours (Add to Hours)'],
  [/^Closed all day \(closed: true in the file\)\. Either this or hours, not both\.$/, 'Closed all day: tick this, or add the day\'s hours below, not both.'],
  [/; the structured data lists them all\./, '; search engines are told of them all.'],
  [/rolling \(the first of the month after today at the shop\)/, 'rolling (always the first of next month)'],
  [/expires on the first day of the month after today at the shop \(rolling; by its timeZone\)/, 'always ends on the first of next month (rolling)'],
  [/None at all \(coupons: \[\]\) is fine: the page then says pages\.yaml's coupons\.noneText\./, 'None at all is fine: the page then says so, in the words of Page words, Coupons.'],
  [/leaves both lists empty \(reviews: \[\] and testimonials: \[\]\): the reviews page then says pages\.yaml's reviews\.noneText /, 'removes every review and testimonial: the reviews page then says so, in the words of Page words, Reviews, '],
  [/ \(reviews: \[\]\)\./, '.'],
  // A list of choices is boxes to tick, a list of texts entries to add, a date a day of the calendar,
  // a number a box of digits, a photo an upload.
  [/^write the [a-z ]+ as a list: [A-Za-z]+: \[(?<choices>.+)\]$/, 'tick $<choices>'],
  [/^write the (?<list>[a-z ]+) as a list of .+, such as [A-Za-z]+: \[.+\]$/, 'tick the $<list> it is for'],
  [/^write it as a list: the name and its colon alone on a line, then one - item per line$/, 'add each item on its own, with Add'],
  [/^write (?:the year first, YYYY-MM-DD|it as YYYY-MM-DD)(?=:|$)/, 'pick the day from the calendar'],
  [/^write (?<value>\S+) without quotes$/, 'write $<value>'],
  [/copy it into the data folder's images\/ and write .+$/, 'upload it with Upload a photo'],
  // The site's set-up, by the form's names of its fields (Third party › Booking), never a key or a file the owner never opens.
  [/ \(thirdParty\.booking\):/, ' (Third party › Booking, below):'],
  [/ or go to links\.booking\.$/, ' or go to the address in Links › Booking, above.'],
  [
    /^Where the site is deployed; .*$/,
    "Where the site is published; the build writes the files that host reads. Vercel: its own output folder, for a prebuilt deploy. Cloudflare, Netlify: their files of headers and redirects. GitHub Pages: the folder of the Site URL (https://owner.github.io/repo) begins every page's address, and each page carries its own security policy. Static: any web server (shopsite's guide says which headers it should send).",
  ],
  [/for the content manager that shopsite build --cms writes at \/admin\/ \(Decap CMS; see docs\/cms\.md\)/, 'for the content manager at /admin/ (Decap CMS) that whoever builds the site can add'],
  [/^The repository's host: github \(github\.com\), gitlab \(gitlab\.com, or apiRoot\) or gitea \(at apiRoot\)\.$/, "The repository's host: GitHub (github.com), GitLab (gitlab.com, or the API root below) or Gitea (at the API root below)."],
  [/ \(Decap CMS's base_url\):/, " (what Decap CMS calls its base URL):"],
  [/, for hosts that read no _redirects\.$/, ', for hosts that read no file of redirects.'],
  // A special day's hours and the analytics' choice, by what the form shows, not the file's values.
  [/^The hours of the day, one or more ranges \(opens "08:00", closes "12:00"\)\. Either these or closed, not both\.$/, "The day's hours, one or more ranges, each with its opening and closing time. Either hours or Closed, not both."],
  [/^Web analytics: vercel \(the hosting provider's script, only present on its deployments\) or none\.$/, "Web analytics: Vercel's (the host's own script, which counts visits only on the sites it hosts), or none."],
];

/**
 * A schema's help or a problem's hint as the owner reads it in a form: a box takes the text as
 * typed, so nothing about the quotes YAML needs ("24-hour time in quotes: "07:30"" becomes
 * "24-hour time: 07:30"; typing the quotes would be a mistake), and no aside on how the file
 * writes it ("(closed: true in the file)").
 */
export function ownerWords(text: string): string {
  let words = text;
  for (const [file, form] of FILE_TO_FORM) words = words.replace(file, form);
  return words
    // A field of another file by its key, a page by its path: as the owner knows them.
    .replace(/Checked for the country in address\.country\./, "Checked for the shop's country.")
    .replace(/\(shop\.yaml ([a-zA-Z]+)\)/g, (_, key: string) => `(the shop's ${fieldLabel(key).toLowerCase()})`)
    .replace(/shop\.yaml's ([a-zA-Z]+)/g, (_, key: string) => `the shop's ${fieldLabel(key).toLowerCase()}`)
    .replace(/brand's shop\.yaml/g, "brand's shop facts")
    .replace(/ on \/([a-z]+)(?=[;.,\s])/g, (_, page: string) => ` on the ${fieldLabel(page)} page`)
    .replace(/, each by its id\./, ', each picked by name.')
    .replace(/,? in quotes(?: so YAML keeps it as text)?/g, '')
    .replace(/,? so YAML keeps [a-z ]+/g, '')
    .replace(/ \([^()]* in the file\)/g, '')
    .replace(/"([^"\s]+)"/g, (_, word: string) => word);
}

/**
 * A list's entries are numbered by what one of them is ("Coupon 2", "Testimonial 2"), not by the
 * list's name ("Coupons-2"): an entry of its own fields, or a name of another entry (testimonials);
 * one whose schema names its kind ("Service") keeps it.
 */
const namedItems = (property: Json, name: string): Json => {
  const items = property && typeof property === 'object' && !Array.isArray(property) ? property.items : undefined;
  if (!items || typeof items !== 'object' || Array.isArray(items) || items.title !== undefined) return property;
  if (items.format !== 'entry' && items.type !== 'object') return property;
  return { ...(property as Schema), items: { ...items, title: entryLabel(name) } };
};

const withTitle = (property: Json, name: string): Json =>
  property && typeof property === 'object' && !Array.isArray(property) && property.title === undefined ? { title: fieldLabel(name), ...property } : property;

/**
 * The schema of an entry of the kind's list merged by slug (services, coupons), and a way to put
 * a changed one in its place; undefined for a kind without one.
 */
function keyedEntry(kind: DocKind, schema: Schema): { list: (typeof KEYED_LISTS)[number]; entry: Schema; with: (changed: Schema) => Schema } | undefined {
  const list = keyedList(kind);
  const properties = schema.properties as Schema;
  const items = list && ((properties[list.list] as Schema | undefined)?.items as Schema | undefined);
  const ref = typeof items?.$ref === 'string' ? items.$ref.replace(/^#\/definitions\//, '') : undefined;
  const entry = ref ? ((schema.definitions as Schema)[ref] as Schema | undefined) : items;
  if (!list || !entry?.properties) return undefined;
  return {
    list,
    entry,
    with: (changed) =>
      ref
        ? { ...schema, definitions: { ...(schema.definitions as Schema), [ref]: changed } }
        : { ...schema, properties: { ...properties, [list.list]: { ...(properties[list.list] as Schema), items: changed } } },
  };
}

/**
 * An entry's slug or id that it must have is made from its name when left empty (made-ids.ts):
 * the field says so, and is no longer one the owner must fill in first.
 */
function withMadeIdHelp(kind: DocKind, schema: Schema): Schema {
  const keyed = keyedEntry(kind, schema);
  const from = keyed?.list.from?.[0];
  if (!keyed || !from || !(keyed.entry.required as Json[] | undefined)?.includes(keyed.list.field)) return schema;
  const properties = keyed.entry.properties as Schema;
  const made = fieldLabel(from).toLowerCase();
  const slug = (schema.definitions as Schema)['common.slug'] as Schema | undefined;
  const said = typeof slug?.description === 'string' ? `${slug.description} ` : '';
  // Its help once it has a value leaves out what is said of an empty one (form-parts.tsx MadeHelpLeftOut).
  const field = { ...(properties[keyed.list.field] as Schema), 'x-made-from': made, description: `${said}Left empty, it is made from the ${made} when you save.`, 'x-help-filled': said.trim() };
  return keyed.with({ ...keyed.entry, properties: { ...properties, [keyed.list.field]: field } });
}

/**
 * A brand's shop writes only what differs from the brand's, and two instructions no schema holds
 * (load/merge.ts): `omit: true` on an entry of a list merged by slug leaves the brand's entry out,
 * and `merge: replace` at the top uses the shop's file instead of the brand's.
 */
function withLayerKeys(kind: DocKind, schema: Schema): Schema {
  const properties = { ...(schema.properties as Schema) };
  properties.merge = {
    title: "Use the brand's",
    description: "Extend (the default): what this shop writes here changes or adds to the brand's, one field or entry at a time. Replace: only what this shop writes here is used, none of the brand's.",
    type: 'string',
    enum: ['extend', 'replace'],
    default: 'extend',
  };
  const withMerge = { ...schema, properties };
  const keyed = keyedEntry(kind, withMerge);
  if (!keyed) return withMerge;
  const { list, entry } = keyed;
  const omit = { title: `Leave out the brand's ${list.entry}`, description: `Ticked: the brand's ${list.entry} of the same ${list.field === 'id' ? 'ID' : list.field}${kind === 'faq' ? ', or question,' : ''} is not on this shop's site (the brand's list has a button for each).`, type: 'boolean' };
  return keyed.with({ ...entry, properties: { ...(entry.properties as Schema), omit } });
}

/**
 * One kind's schema, self-contained, for the form; with the brand's instructions when the shop
 * has a brand. `dir` is for tests that add a field to a copy.
 */
export function editorSchema(kind: DocKind, dir = SCHEMA_DIR, ofBrand = false): Schema {
  const { $id: _id, $schema: _schema, ...own } = relink(read(dir, kind), 'kind') as Schema;
  const common = (read(dir, 'common').definitions ?? {}) as Schema;
  const definitions: Schema = { ...((own.definitions as Schema | undefined) ?? {}) };
  for (const [name, definition] of Object.entries(common)) definitions[`common.${name}`] = relink(definition, 'common');
  const schema = withMadeIdHelp(kind, forForms({ ...own, definitions }) as Schema);
  return ofBrand ? withLayerKeys(kind, schema) : schema;
}

/** The schema a `$ref` names in this self-contained schema, or the schema itself. */
function followed(schema: Json | undefined, root: Schema): Schema | undefined {
  let at = schema;
  for (let hops = 0; at && typeof at === 'object' && !Array.isArray(at) && typeof at.$ref === 'string' && hops < 20; hops++) {
    at = (root.definitions as Schema | undefined)?.[at.$ref.replace(/^#\/definitions\//, '')];
  }
  return at && typeof at === 'object' && !Array.isArray(at) ? at : undefined;
}

/** Of a choice of kinds (oneOf), the one this value is: its discriminator's const, else the first with all its keys. */
function chosen(schema: Schema, root: Schema, value: Record<string, unknown>): Schema {
  if (!Array.isArray(schema.oneOf)) return schema;
  const options = schema.oneOf.map((option) => followed(option, root)).filter((o): o is Schema => o !== undefined);
  const fits = (option: Schema) => {
    const properties = (option.properties ?? {}) as Schema;
    return Object.entries(properties).every(([key, p]) => !(p && typeof p === 'object' && !Array.isArray(p) && 'const' in p) || value[key] === p.const) && Object.keys(value).every((key) => key in properties);
  };
  return options.find(fits) ?? schema;
}

/**
 * The form's data with each object's keys in the schema's order (a key it does not know after
 * them). The file's own entries keep their order whatever this says (yaml/in-place.ts edits their
 * nodes, and adds a new field of one after its others); a new entry is written as the schema
 * orders it, not as it was typed (a new holiday's `date` before `closed`, a new coupon's `id` first).
 */
export function inSchemaOrder(value: unknown, schema: Json | undefined, root: Schema): unknown {
  const at = followed(schema, root);
  if (Array.isArray(value)) return value.map((entry) => inSchemaOrder(entry, at?.items, root));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const own = at ? chosen(at, root, object) : undefined;
  const properties = (own?.properties ?? {}) as Schema;
  const order = Object.keys(properties);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = Object.keys(object).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(keys.map((key) => [key, inSchemaOrder(object[key], properties[key], root)]));
}
