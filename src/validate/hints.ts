// Rewords ajv errors into problems a shop owner can act on: the right position (the key for an
// unknown field, the parent mapping for a missing one), one line per mistake, and a hint.
import type { ErrorObject } from 'ajv';
import { likelyMeant } from '../shared/guess.js';
import { problem } from '../shared/problems.js';
import { slugify } from '../shared/slug.js';
import type { Problem } from '../shared/types.js';
import type { SiteDoc } from '../load/site-doc.js';
import { schemaAt, slugSchema, stringFits, type SchemaNode } from './definitions.js';
import { placeAt, sourceTextAt } from '../load/positions.js';
import { pointerSegments } from '../shared/json-pointer.js';
import { withoutScheme } from '../shared/text.js';
import { dateHint, listHint, numberHint } from './written.js';
import { timeOfDay } from '../shared/time-of-day.js';
import { toPointer } from '../shared/json-pointer.js';

/**
 * Each error at the file and the pointer in it where the value is written: for a shop with a
 * brand, the brand's file or the shop's (load/site-doc.ts).
 */
export function problemsFromAjv(doc: SiteDoc, errors: ErrorObject[], country = shopCountry(undefined)): Problem[] {
  // A failed discriminated union reports the branch's errors; ajv's own "must match a schema in
  // oneOf" line adds nothing, and `if` failures repeat their branch (one line per mistake).
  // A value of the wrong type fails its `const` too (closed: yes): the type's line says it.
  const typed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const useful = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if' && !(e.keyword === 'const' && typed.has(e.instancePath)));
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of useful) {
    const p = toProblem(doc, error, country);
    if (!p) continue;
    const key = `${p.path}|${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(p);
  }
  return problems;
}

function toProblem(doc: SiteDoc, e: ErrorObject, country: string): Problem | undefined {
  const parent = e.parentSchema as SchemaNode | undefined;
  const at = (pointer: string, key = false) => {
    const { pointer: path, ...placed } = placeAt(doc, pointer, key);
    return { ...placed, path: path || '/' };
  };
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(e.params.additionalProperty);
      const pointer = toPointer([...pointerSegments(e.instancePath), name]);
      const known = Object.keys(parent?.properties ?? {});
      const guess = likelyMeant(name, known);
      return problem('unknown-field', {}, {
        ...at(pointer, true),
        hint: !known.length ? 'remove it' : guess ? `did you mean "${guess}"? Fields here: ${known.join(', ')}` : `Fields here: ${known.join(', ')}; else remove it`,
      });
    }
    case 'required': {
      const name = String(e.params.missingProperty);
      const described = parent?.properties?.[name]?.description;
      // In the file that best explains it: a shop's own facts in its shop.yaml, an entry's fields
      // where the brand defines the entry (the shop's entry only changes some of them).
      const { pointer, ...placed } = placeAt(doc, e.instancePath, false, doc.kind === 'shop' ? 'shop' : 'brand');
      return problem('missing-field', { field: name }, {
        ...placed,
        path: toPointer([...pointerSegments(pointer), name]),
        hint: described ? `add ${name}: ${described}` : undefined,
      });
    }
    case 'type': {
      const typed = sourceTextAt(doc, e.instancePath);
      const wantsString = e.params.type === 'string';
      // Nothing after the colon, or YAML's own word for nothing (an editor writes an empty box so).
      const empty = e.data === null && (!typed || /^(~|null|Null|NULL)$/.test(typed));
      const quoted = wantsString && typed !== undefined ? typed.replace(/^["']|["']$/g, '') : undefined;
      // Quotes alone mend a ZIP code read as a number, not 0730 for the time "07:30": then the field
      // says how to write it.
      const quotesMend = quoted !== undefined && (!parent?.description || stringFits(parent, quoted));
      return problem('wrong-type', { type: String(e.params.type), empty }, {
        ...at(e.instancePath),
        hint: empty
          ? parent?.description && `write a value after the colon: ${parent.description}`
          : e.params.type === 'boolean' && typeof e.data === 'string' && /^(yes|no|on|off|y|n)$/i.test(e.data)
            ? yesWord(e.data, parent)
          : e.params.type === 'integer' && typeof e.data === 'number'
            ? wholeNumbers(e.data, parent)
          : e.params.type === 'array' && (typeof e.data === 'string' || typeof e.data === 'number')
            ? listHint(String(e.data), parent, pointerSegments(e.instancePath).at(-1))
          : (e.params.type === 'number' || e.params.type === 'integer') && typeof e.data === 'string' && numberHint(e.data, parent)
            ? numberHint(e.data, parent)
            : quotesMend
            ? `write it in quotes: "${quoted}" (YAML reads unquoted numbers, dates and yes/no as other types)`
            : parent?.description,
      });
    }
    case 'maxLength':
    case 'minLength': {
      const limit = Number(e.params.limit);
      const length = typeof e.data === 'string' ? [...e.data].length : 0;
      const most = e.keyword === 'maxLength';
      return problem('invalid-value', { rule: e.keyword, length, limit }, {
        ...at(e.instancePath),
        hint: most ? `shorten it by ${length - limit} characters` : parent?.description,
      });
    }
    case 'minimum':
    case 'maximum': {
      const limit = Number(e.params.limit);
      const most = e.keyword === 'maximum';
      // As written: YAML reads 99999999999999999999999 as 1e+23.
      const value = sourceTextAt(doc, e.instancePath) ?? String(e.data);
      return problem('invalid-value', { rule: e.keyword, value, limit }, {
        ...at(e.instancePath),
        hint: parent?.description ? `${parent.description} Write a number ${most ? 'up to' : 'from'} ${limit}.` : `write a number ${most ? 'up to' : 'from'} ${limit}`,
      });
    }
    case 'minItems':
    case 'maxItems': {
      // A list's length in words: ajv's own ("must NOT have fewer than 1 items") reached the owner's form.
      const count = Array.isArray(e.data) ? e.data.length : 0;
      return problem('invalid-value', { rule: e.keyword, count, limit: Number(e.params.limit) }, { ...at(e.instancePath), hint: parent?.description });
    }
    case 'uniqueItems': {
      const [first, second] = [Number(e.params.i), Number(e.params.j)].sort((a, b) => a - b);
      return problem('invalid-value', { rule: 'uniqueItems', first: first!, second: second! }, {
        ...at(toPointer([...pointerSegments(e.instancePath), second!])),
        path: placeAt(doc, e.instancePath).pointer,
        hint: 'remove one of them',
      });
    }
    case 'const': {
      const allowed = [String(e.params.allowedValue)];
      return problem('invalid-value', { rule: 'enum', allowed }, { ...at(e.instancePath), hint: parent?.description });
    }
    case 'enum': {
      const allowed = (e.params.allowedValues as unknown[]).map(String);
      const guess = typeof e.data === 'string' ? likelyMeant(e.data, allowed) : undefined;
      return problem('invalid-value', { rule: 'enum', allowed }, {
        ...at(e.instancePath),
        hint: guess && `did you mean "${guess}"?`,
      });
    }
    case 'pattern': {
      const isSlug = parent?.pattern === slugSchema().pattern;
      const suggestion = isSlug && typeof e.data === 'string' ? slugify(e.data) : '';
      return problem('invalid-value', { rule: 'pattern', slug: isSlug }, {
        ...at(e.instancePath),
        hint: suggestion ? `try "${suggestion}"` : (patternHint(e.data, parent, e.instancePath, country) ?? parent?.description ?? `it must match ${String(e.params.pattern)}`),
      });
    }
    case 'discriminator': {
      // A missing type is already reported by `required`.
      if (e.data && typeof e.data === 'object' && !('type' in e.data)) return undefined;
      const tags = discriminatorTags(doc, e);
      const value = (e.data as { type?: unknown } | null)?.type;
      const meant = typeof value === 'string' ? likelyMeant(value, tags) : undefined;
      return problem('invalid-value', { rule: 'discriminator', value: String(value), tags }, {
        ...at(toPointer([...pointerSegments(e.instancePath), 'type'])),
        hint: meant ? `did you mean "${meant}"?` : `write one of ${tags.join(', ')}`,
      });
    }
    default:
      return problem('invalid-value', { rule: 'other', text: e.message ?? 'is not valid' }, { ...at(e.instancePath), hint: parent?.description });
  }
}

/** The country of a shop's data (address.country, else the schema's default), which orders a date's day and month. */
export function shopCountry(shop: unknown): string {
  const country = (shop as { address?: { country?: unknown } } | undefined)?.address?.country;
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : String(schemaAt('shop.schema.json#/properties/address/properties/country').default);
}

/** A yes or a no written for true or false (YAML 1.2 reads them as words): what to write, which a field of one value (closed: true) says. */
function yesWord(word: string, field: SchemaNode | undefined): string {
  const meant = /^(yes|on|y)$/i.test(word);
  const read = `YAML 1.2 reads ${word} as a word, not as ${meant}`;
  if (field?.const === undefined || field.const === meant) return `write ${meant}: ${read}`;
  return `${read}; ${meant} is no value here: leave it out, or write ${String(field.const)}`;
}

/** A whole number's hint for a fraction (a rating of 4.5): the range allowed, and the two nearest in it. */
function wholeNumbers(value: number, field: SchemaNode | undefined): string {
  const [low, high] = [field?.minimum, field?.maximum];
  const range = typeof low === 'number' && typeof high === 'number' ? ` from ${low} to ${high}` : '';
  const near = [...new Set([Math.floor(value), Math.ceil(value)])].filter((n) => (typeof low !== 'number' || n >= low) && (typeof high !== 'number' || n <= high));
  return `write a whole number${range}${near.length ? `, such as ${near.join(' or ')}` : ''}`;
}

/** The `type` values a discriminated union accepts, from the const of each branch it refers to. */
function discriminatorTags(doc: SiteDoc, e: ErrorObject): string[] {
  const branches = (e.parentSchema as SchemaNode | undefined)?.oneOf ?? [];
  return branches
    .map((branch) => (branch.$ref ? schemaAt(branch.$ref, `${doc.kind}.schema.json`) : branch).properties?.type?.const)
    .filter((t): t is string => typeof t === 'string');
}

/**
 * A hint for a value its field's pattern refuses, said of what is wrong with it where that can be
 * told: a date with a year of five digits (typed into a date box: "20266-12-31"), in the US order,
 * a month 13; the hour 25; an address without its scheme; a code of two capitals written in full.
 * Each only for a field of that form, and a value offered only when the field takes it: the
 * field's help would only say the form again.
 */
function patternHint(value: unknown, field: SchemaNode | undefined, pointer: string, country: string): string | undefined {
  const pattern = field?.pattern;
  if (typeof value !== 'string' || !field || !pattern) return undefined;
  const fits = (text: string) => stringFits(field, text);
  // An address written as a browser shows it (hilltop.example.org); in a field that also takes a
  // page of the site, it may be a page's name (contact.html) as well.
  if (/^\^\(?https(\?)?:\/\//.test(pattern) && withoutScheme(value) && fits(`https://${value}`)) {
    return fits(`/${value}`) ? `write a page of this site with / before it (/${value}), or an address with https:// (https://${value})` : `write it with https:// before it: https://${value}`;
  }
  // A site's address with more than the address (?utm=…, #top, user:password@): the address alone.
  // Cut from the text as written, so an address in other letters (bücher.example) is not given back in punycode.
  if (pattern === schemaAt('common.schema.json#/definitions/siteAddress').pattern && !value.includes('\\')) {
    const meant = value.replace(/[?#].*$/s, '').replace(/^(https?:\/\/)[^/@]*@/i, (_, scheme: string) => scheme).replace(/\/$/, '');
    if (meant !== value && fits(meant)) return `write the site's address alone, without ?, # or a user name: ${meant}`;
  }
  // An email address as a link writes it (mailto:…), or with a space a phone's keyboard put in.
  if (pattern === schemaAt('shop.schema.json#/properties/email').pattern) {
    const meant = value.replace(/^mailto:/i, '').replace(/\s+/g, '');
    if (meant !== value && fits(meant)) return `write the address alone, without ${/^mailto:/i.test(value) ? '"mailto:"' : 'spaces'}: ${meant}`;
  }
  if (pattern === '^[A-Z]{2}$') {
    if (/^[a-z]{2}$/i.test(value)) return `write it in capitals: ${value.toUpperCase()}`;
    if (/^([a-z]\.){2}$/i.test(value)) return `write it in capitals, without dots: ${value.replaceAll('.', '').toUpperCase()}`;
    const key = pointer.slice(pointer.lastIndexOf('/') + 1);
    if (/^[a-z .]{3,}$/i.test(value)) return key === 'state' ? 'write its two-letter code in capitals (such as TX for Texas); its full name goes in stateName' : 'write its two-letter code in capitals, such as US';
  }
  const time = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (time && pattern.includes(':[0-5][0-9]')) {
    if (Number(time[1]) > 23) return `the hour is ${time[1]}: a 24-hour time runs from 00:00 to 23:59${fits('24:00') ? ' (and 24:00, midnight at the end of a day)' : ''}`;
    if (Number(time[2]) > 59) return `the minutes are ${time[2]}: write them from 00 to 59`;
    const padded = `${time[1]!.padStart(2, '0')}:${time[2]}`;
    return fits(padded) ? `write the hour with two digits: "${padded}"` : undefined;
  }
  if (pattern.includes(':[0-5][0-9]')) return clockHint(value, fits);
  // A date's field, alone or beside words (a coupon's end: a date, rolling or never).
  if (!pattern.includes(schemaAt('common.schema.json#/definitions/isoDate').pattern!.slice(1, -1))) return undefined;
  const written = dateHint(value, fits, country);
  if (written) return written;
  // The words the field takes beside a date (rolling, never), as an enum's are guessed.
  const word = likelyMeant(value, /^\^\(((?:[a-z]+\|)+)/.exec(pattern)?.[1]!.split('|').filter(Boolean) ?? []);
  if (word) return `did you mean "${word}"?`;
  const parts = /^(\d+)-(\d+)-(\d+)$/.exec(value);
  if (!parts) return undefined;
  const [, year, month, day] = parts as unknown as [string, string, string, string];
  if (year.length !== 4) {
    const meant = `${year.slice(0, 4)}-${month}-${day}`;
    return `the year ${year} has ${year.length} digits${year.length > 4 && fits(meant) ? `: did you mean ${meant}?` : ': write it with all 4, as in 2026'}`;
  }
  if (month.length !== 2 || Number(month) < 1 || Number(month) > 12) return `the month is ${month}: write it from 01 to 12`;
  if (day.length !== 2 || Number(day) < 1 || Number(day) > 31) return `the day is ${day}: write it from 01 to 31`;
  return undefined;
}

/**
 * A time as people write it (8am, 5:30 PM, noon, 17.30, 17h30) in the 24-hour form the field takes,
 * as the editor and the import read one (shared/time-of-day.ts): midnight, 12am, closes at 24:00.
 */
function clockHint(value: string, fits: (text: string) => boolean): string | undefined {
  const meant = timeOfDay(value, fits('24:00'));
  return meant && fits(meant) ? `write it as a 24-hour time, in quotes: "${meant}"` : undefined;
}
