// Cross-document rules the schemas cannot say: unique slugs and ids, references that resolve,
// placeholders that can be filled, image paths that stay inside the data folder. Each rule is a
// named function over the parsed documents, pushing problems into one list.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { likelyMeant } from '../shared/guess.js';
import fg from 'fast-glob';
import { Lexer } from 'yaml';
import { imageFolder, readFileInside, realPathInside } from '../shared/files.js';
import { problem } from '../shared/problems.js';
import { inspectSvg } from '../shared/svg.js';
import { HOURS_PLACEHOLDERS } from '../shared/hours.js';
import { letterForDigit, readPhone } from '../shared/phone.js';
import { PLACEHOLDER_SPELLINGS, placeholdersIn, shopPlaceholders, walkStrings } from '../shared/text.js';
import type { DataRef, DocKind, Problem } from '../shared/types.js';
import { originIn, usesBrandValue, type SiteDoc } from '../load/site-doc.js';
import type { SourceDoc } from '../load/documents.js';
import { patternAt, schemaAt } from './definitions.js';
import { CA_POSTAL, US_ZIP, canadianPostal, postalOfOtherProvince } from '../shared/postal.js';
import { specialHoursRead, timeZoneKnown, weeklyHoursRead } from './hours.js';
import { pointerAtLine } from '../load/positions.js';
import { toPointer } from '../shared/json-pointer.js';

export interface RuleContext {
  /** Each kind's data as validated, and its document (for a shop with a brand, the layers merged). */
  docs: Map<DocKind, { doc: SiteDoc; data: unknown }>;
  /** Problems with their `source` in the data; validateSite places them in the files. */
  problems: Problem[];
}

type Rule = (ctx: RuleContext) => void;

const get = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const at = (kind: DocKind, segments: (string | number)[]): { source: DataRef } => ({ source: { kind, path: toPointer(segments) } });

/** Slugs of services and makes, ids of reviews and coupons: unique within their file. */
export const uniqueSlugs: Rule = (ctx) => {
  const keyed: [DocKind, string, string][] = [
    ['services', 'services', 'slug'],
    ['makes', 'makes', 'slug'],
    ['reviews', 'reviews', 'id'],
    ['coupons', 'coupons', 'id'],
  ];
  for (const [kind, arrayKey, field] of keyed) {
    const data = ctx.docs.get(kind)?.data;
    const first = new Map<string, number>();
    list(get(data, arrayKey)).forEach((item, i) => {
      const value = get(item, field);
      if (typeof value !== 'string') return;
      const earlier = first.get(value);
      if (earlier === undefined) {
        first.set(value, i);
        return;
      }
      ctx.problems.push(problem('duplicate-slug', { value, field, first: toPointer([arrayKey, earlier]) }, at(kind, [arrayKey, i, field])));
    });
  }
};

/** Testimonials name reviews that exist; the services teaser names services that exist. */
export const referencesResolve: Rule = (ctx) => {
  const reviews = ctx.docs.get('reviews')?.data;
  const reviewIds = list(get(reviews, 'reviews')).map((r) => get(r, 'id')).filter((v): v is string => typeof v === 'string');
  list(get(reviews, 'testimonials')).forEach((id, i) => {
    if (typeof id === 'string' && !reviewIds.includes(id)) {
      const meant = likelyMeant(id, reviewIds);
      ctx.problems.push(
        problem('unresolved-reference', { entry: 'review', field: 'id', value: id }, {
          ...at('reviews', ['testimonials', i]),
          hint: meant && `did you mean "${meant}"?`,
        }),
      );
    }
  });
  if (!ctx.docs.has('services') || !ctx.docs.has('pages')) return;
  const slugs = list(get(ctx.docs.get('services')!.data, 'services')).map((s) => get(s, 'slug')).filter((v): v is string => typeof v === 'string');
  const teaser = get(get(get(ctx.docs.get('pages')!.data, 'home'), 'teaser'), 'services');
  list(teaser).forEach((slug, i) => {
    if (typeof slug === 'string' && !slugs.includes(slug)) {
      const meant = likelyMeant(slug, slugs);
      ctx.problems.push(
        problem('unresolved-reference', { entry: 'service', field: 'slug', value: slug }, {
          ...at('pages', ['home', 'teaser', 'services', i]),
          hint: slugs.length ? `${meant ? `did you mean "${meant}"? ` : ''}Services: ${slugs.join(', ')}` : undefined,
        }),
      );
    }
  });
};

/**
 * Every {placeholder} is one shopsite fills; {make} only in the words make pages share. shop.yaml
 * holds the facts the placeholders are filled from, so it takes none itself. In a brand's copy, a
 * placeholder this shop has no value for is the shop's to fill (placeholders in its shop.yaml) or
 * to write around (its own text in its folder): the problem says so, at the brand's line.
 */
/** pages.yaml layout.hours: the words around the hours, with placeholders of their own. */
const isHoursWords = (kind: DocKind, segments: (string | number)[]) => kind === 'pages' && segments[0] === 'layout' && segments[1] === 'hours';
/** pages.yaml layout.starsLabel: its {stars} is each row of stars' own rating, filled where it is shown. */
const isStarsLabel = (kind: DocKind, segments: (string | number)[]) => kind === 'pages' && segments[0] === 'layout' && segments[1] === 'starsLabel';

/** The placeholders of a number that reads badly in copy at 0, and the claims field each is filled from. */
const ZERO_FIELDS: Record<string, string> = { years: 'yearsInBusiness', reviewCount: 'reviewCount' };
/** pages.yaml's words the pages leave out while that number is 0 (HomePage, ReviewsPage): the figures, the lines of stars. */
const HIDDEN_AT_ZERO: Record<string, string[]> = {
  years: ['home/stats/years'],
  reviewCount: ['home/hero/reviewsLabel', 'reviews/ratingLabel', 'home/stats/reviews', 'home/stats/rating'],
};

export const placeholdersKnown: Rule = (ctx) => {
  // A shop.yaml that could not be read (its syntax), or whose hours are no list (the schema's to
  // report), cannot say which placeholders it fills: not every text's fault.
  const shop = ctx.docs.get('shop')?.data;
  if (!shop || !Array.isArray(get(shop, 'hours'))) return;
  const schedules = list(get(shop, 'hours')).length;
  // {hours1}…{hoursN}: one per schedule in shop.yaml, so {hours3} is unknown to a shop with two.
  const own = Object.keys(get(shop, 'placeholders') ?? {});
  const known = [...own, ...shopPlaceholders(schedules)];
  const shopFile = ctx.docs.get('shop')?.doc.files.find((f) => f.layer === 'shop')?.doc.file;
  // A new shop's copy that says "for {years} years" would say "for 0 years".
  const claims = get(shop, 'claims');
  const zero = Object.entries(ZERO_FIELDS).filter(([, field]) => get(claims, field) === 0);
  for (const [kind, { doc, data }] of ctx.docs) {
    walkStrings(data, [], (text, segments) => {
      const allowed = kind === 'shop' ? [] : kind === 'pages' && segments[0] === 'make' ? [...known, 'make'] : isHoursWords(kind, segments) ? HOURS_PLACEHOLDERS : isStarsLabel(kind, segments) ? [...known, 'stars'] : known;
      const names = placeholdersIn(text);
      for (const [name, field] of zero) {
        const hidden = kind === 'pages' && HIDDEN_AT_ZERO[name]?.includes(segments.join('/'));
        if (!names.includes(name) || !allowed.includes(name) || hidden) continue;
        const hint = `write this text without {${name}} while the number is 0, or fill in shop.yaml's ${field} (under claims)`;
        ctx.problems.push(problem('placeholder-zero', { name, field }, { ...at(kind, segments), severity: 'warning', hint }));
      }
      for (const name of names) {
        if (allowed.includes(name)) continue;
        const spelling = PLACEHOLDER_SPELLINGS[name];
        if (spelling && allowed.includes(spelling)) {
          // Not the shop's to fill: the fact has a placeholder, spelt one way.
          ctx.problems.push(problem('unknown-placeholder', { name }, { ...at(kind, segments), hint: `write {${spelling}}: shopsite fills it from shop.yaml's ${spelling}` }));
          continue;
        }
        const unfilled = kind !== 'shop' && originIn(doc, toPointer(segments)).layer === 'brand';
        const schedule = Number(/^hours(\d+)$/.exec(name)?.[1]);
        if (schedule > schedules && !unfilled && kind !== 'shop' && !isHoursWords(kind, segments)) {
          // A schedule taken out of hours (a gas station's) whose copy still names it.
          const has = schedules === 1 ? 'one schedule' : `${schedules} schedules`;
          ctx.problems.push(problem('unknown-placeholder', { name }, { ...at(kind, segments), hint: `shop.yaml's hours has ${has}, and {${name}} names schedule ${schedule}: take it out of this text, or add that schedule to hours` }));
          continue;
        }
        const guess = likelyMeant(name, allowed);
        ctx.problems.push(
          problem('unknown-placeholder', { name, ...(unfilled ? { unfilled } : {}) }, {
            ...at(kind, segments),
            hint: unfilled
              ? `${guess ? `did you mean {${guess}}? Else ` : ''}give this shop its own: placeholders: { ${name}: … } in ${shopFile}, or write this text in the shop's ${kind}.yaml`
              : allowed.length
                ? `${guess ? `did you mean {${guess}}? ` : ''}Placeholders here: ${allowed.map((a) => `{${a}}`).join(' ')}`
                : 'shop.yaml holds the facts placeholders are filled from: write the value itself',
          }),
        );
      }
    });
  }
};

/** http(s) addresses that the schema's pattern lets through must also parse as URLs. */
export const urlsParse: Rule = (ctx) => {
  for (const [kind, { data }] of ctx.docs) {
    walkStrings(data, [], (text, segments) => {
      if (!/^https?:\/\//i.test(text)) return;
      let ok = true;
      try {
        const url = new URL(text);
        ok = !!url.hostname && !/\s/.test(text);
      } catch {
        ok = false;
      }
      if (!ok) ctx.problems.push(problem('invalid-url', { url: text }, at(kind, segments)));
    });
  }
};

/**
 * pages.yaml lang is a language tag Intl reads: its pattern lets through one Intl refuses (es-ES-ES,
 * de-1), which the days and times of a language other than English are written in (text.ts).
 */
export const langKnown: Rule = (ctx) => {
  const lang = get(ctx.docs.get('pages')?.data, 'lang');
  const hint = typeof lang === 'string' ? langRefused(lang) : undefined;
  if (hint) ctx.problems.push(problem('invalid-value', { rule: 'pattern', slug: false }, { ...at('pages', ['lang']), hint }));
};

/** The hint for a language tag Intl refuses (pages.yaml's, hub.yaml's), or undefined for one it reads. */
export function langRefused(lang: string): string | undefined {
  try {
    Intl.getCanonicalLocales(lang);
    new Intl.DateTimeFormat(lang);
    return undefined;
  } catch {
    return "write the language's code, with its country's after a hyphen if the pages are for one: es, es-ES, fr-CA";
  }
}

/**
 * shop.phone and every tel: address can be dialled from the shop's country (address.country, US
 * by default), by libphonenumber's metadata: an area code, digits or keypad letters (555-CARS), any
 * extension after the number (x12). The shown text stays as written; telHref dials it in E.164.
 */
export const phonesDial: Rule = (ctx) => {
  const country = get(get(ctx.docs.get('shop')?.data, 'address'), 'country');
  // A country that is no code ("United States") is the schema's to report: no number is wrong for it.
  if (country !== undefined && !(typeof country === 'string' && patternAt('shop.schema.json#/properties/address/properties/country').test(country))) return;
  const region = typeof country === 'string' ? country : 'US';
  for (const [kind, { doc, data }] of ctx.docs) {
    walkStrings(data, [], (text, segments) => {
      const tel = /^tel:/i.test(text);
      if (!tel && !(kind === 'shop' && segments.join('/') === 'phone')) return;
      const read = readPhone(tel ? text.slice(4) : text, region);
      const mistyped = letterForDigit(text);
      // Refused, not warned of: the site's call links would dial another number.
      if (read.ok && mistyped) ctx.problems.push(problem('phone-letter-digit', { phone: text, ...mistyped }, at(kind, segments)));
      if (read.ok) return;
      // The starter's stand-in number, marked "# fill in", is already a value still to fill in.
      const written = originIn(doc, toPointer(segments));
      if (!markedToFillIn(written.doc).has(written.path)) ctx.problems.push(problem('invalid-phone', { phone: text, why: read.why, letters: read.letters, country: region }, at(kind, segments)));
    });
  }
};

/**
 * A shop in the US (address.country, US when left out) writes a ZIP code, and one in Canada its
 * postal code as Canada Post writes it (K1A 0B1): every page, its JSON-LD and the hub show it as
 * written. The schema takes any country's postal code (K1A 0B1, SW1A 1AA, 10115), and reports
 * first what is none at all; the starter's stand-in, marked "# fill in", is a value to fill in.
 */
export const zipFits: Rule = (ctx) => {
  const shop = ctx.docs.get('shop');
  const address = get(shop?.data, 'address');
  const [zip, country] = [get(address, 'zip'), get(address, 'country') ?? 'US'];
  if (typeof zip !== 'string' || !patternAt('shop.schema.json#/properties/address/properties/zip').test(zip)) return;
  let hint: string;
  if (country === 'US' && !US_ZIP.test(zip)) hint = 'a US ZIP code is 5 digits (12345) or 5 and 4 (12345-6789), in quotes; a shop in another country says so in address.country (CA)';
  else if (country === 'CA' && !CA_POSTAL.test(zip)) {
    const spelled = canadianPostal(zip);
    hint = spelled
      ? `write it as Canada Post does, in capitals with one space: "${spelled}"`
      : 'a Canadian postal code is a letter, a digit and a letter, a space, then a digit, a letter and a digit (K1A 0B1), in quotes; a shop in another country says so in address.country';
  } else return;
  const written = originIn(shop!.doc, toPointer(['address', 'zip']));
  if (markedToFillIn(written.doc).has(written.path)) return;
  ctx.problems.push(problem('invalid-value', { rule: 'pattern', slug: false }, { ...at('shop', ['address', 'zip']), hint }));
};

/**
 * A Canadian shop's postal code starts with a letter of its province (Canada Post's first letters:
 * H is Quebec's, K Ontario's). Another province's letter is most often a typo of one of the two,
 * so it is said; but a place by a border may have its neighbour's codes, so it is advice, which
 * --strict does not turn into an error. Only a code as Canada Post writes it (zipFits says the
 * rest) and a province of the list; the starter's stand-ins, marked "# fill in", are to fill in.
 */
export const postalProvince: Rule = (ctx) => {
  const shop = ctx.docs.get('shop');
  const address = get(shop?.data, 'address');
  const [zip, state] = [get(address, 'zip'), get(address, 'state')];
  if (get(address, 'country') !== 'CA' || typeof zip !== 'string' || typeof state !== 'string' || !CA_POSTAL.test(zip)) return;
  const other = postalOfOtherProvince(zip, state);
  const standIn = (field: string) => {
    const written = originIn(shop!.doc, toPointer(['address', field]));
    return markedToFillIn(written.doc).has(written.path);
  };
  if (!other || standIn('zip') || standIn('state')) return;
  ctx.problems.push(problem('postal-code-province', { zip, province: state, ...other }, { ...at('shop', ['address', 'zip']), severity: 'warning', advice: true }));
};

/**
 * Image files are inside the data folder, on their real paths too (a symbolic link, or a linked
 * folder, can lead out of it), exist and are images; an SVG, published as it is, must also pass
 * inspectSvg. Anything with a scheme is an address, which the schema requires to be https.
 */
export const imagesInsideData: Rule = (ctx) => {
  const address = scheme();
  const folders = imageFolders(ctx);
  for (const [kind, { doc, data }] of ctx.docs) {
    walkStrings(data, [], (src, segments) => {
      if (segments.at(-1) !== 'src' || address.test(src)) return;
      // Looked up in the shop's folder, then its brand's; named, when nowhere, in the writer's.
      const dataDir = imageFolder(folders, src) ?? path.dirname(originIn(doc, toPointer(segments)).doc.file);
      const image = segments.slice(0, -1).reduce<unknown>((value, key) => get(value, String(key)), data);
      const found = localImageProblem(dataDir, src, get(image, 'width') !== undefined && get(image, 'height') !== undefined, at(kind, segments));
      if (found) ctx.problems.push(found);
    });
  }
};

/**
 * "https:", "data:", "javascript:": two letters or more, so a Windows drive (C:) stays a path, and
 * not file:, a file on the user's computer. The schema's own test for an address (image's `if`),
 * which then requires an https address with a size.
 */
const scheme = () => new RegExp(schemaAt('common.schema.json#/definitions/image/if/properties/src').pattern!, 'u');

function localImageProblem(dataDir: string, src: string, sizedInData: boolean, where: { source: DataRef }): Problem | undefined {
  const file = path.join(dataDir, src);
  const resolved = path.resolve(dataDir, src);
  const inside = !path.isAbsolute(src) && !src.split(/[\\/]/).includes('..') && resolved.startsWith(path.resolve(dataDir) + path.sep);
  const mine = computerFile(src);
  if (mine) {
    const copied = imageFiles(dataDir).find((f) => path.posix.basename(f).toLowerCase() === mine.toLowerCase());
    return problem('unsafe-path', { file: src, how: 'path', copy: copied ?? `images/${mine}`, copied: !!copied }, where);
  }
  if (!inside) return problem('unsafe-path', { file: src, how: 'path' }, where);
  if (!realPathInside(dataDir, resolved)) return problem('unsafe-path', { file: src, how: 'link' }, where);
  if (!existsSync(resolved)) return problem('missing-image', { file, found: 'nothing', src, guess: nearestFile(dataDir, src) }, where);
  const stats = statSync(resolved);
  if (!stats.isFile()) return problem('missing-image', { file, found: stats.isDirectory() ? 'a folder' : 'not a regular file' }, where);
  if (!IMAGE_FILE.test(src)) return problem('invalid-image', { file: src, why: 'extension' }, where);
  if (!/\.svg$/i.test(src)) return undefined;
  const read = readFileInside(dataDir, resolved);
  if (!read.ok && read.reason === 'outside') return problem('unsafe-path', { file: src, how: 'link' }, where);
  if (!read.ok) return problem('invalid-image', { file, why: 'unreadable', reason: read.code ?? read.reason }, where);
  const svg = inspectSvg(read.bytes);
  if (svg.refusal) return problem('unsafe-svg', { file, ...svg.refusal }, where);
  if (!svg.width && !sizedInData) return problem('invalid-image', { file, why: 'unsized' }, where);
  return undefined;
}

/**
 * The data folder's file a missing path most likely meant: one that differs only in capital
 * letters (Images/Bay.JPG for images/bay.jpg), else the closest image path by edit distance, if
 * it is close (a third of the path's length at most). Hidden files and folders are left out.
 */
function nearestFile(dataDir: string, src: string): string | undefined {
  const files = imageFiles(dataDir);
  const wanted = src.replace(/\\/g, '/').replace(/^\.\//, '');
  const sameLetters = files.find((f) => f.toLowerCase() === wanted.toLowerCase());
  if (sameLetters || !files.length) return sameLetters;
  return likelyMeant(wanted, files);
}

const imageFiles = (dataDir: string) =>
  fg.sync('**/*', { cwd: dataDir, onlyFiles: true, followSymbolicLinks: false, deep: 6, ignore: ['**/node_modules/**'] }).filter((f) => IMAGE_FILE.test(f));

/**
 * The file's name of a path on the user's computer, which a site never has: a drive (C:\...), a
 * network share, the home folder (~/...), a user's folder (/Users/..., /home/...), a file: address.
 */
function computerFile(src: string): string | undefined {
  if (!/^(?:[A-Za-z]:[\\/]|\\\\|~[\\/]|file:|\/(?:Users|home|Volumes|media|mnt)\/)/i.test(src)) return undefined;
  const name = src.split(/[\\/]/).pop() ?? '';
  try {
    return decodeURIComponent(name) || undefined;
  } catch {
    return name || undefined;
  }
}

/** The files shopsite can publish as images. */
const IMAGE_FILE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/**
 * Values `shopsite init` left for the franchiser carry a `# fill in: …` comment. They validate (so
 * a new folder builds at once), but each is a warning, and `build --strict` refuses them. Only
 * YAML comments count (YAML 1.2 §6.6: a `#` after white space, outside any scalar), so the same
 * words inside a quoted or block text are the shop's own.
 */
export const valuesToFillIn: Rule = (ctx) => {
  const seen = new Set<SourceDoc>();
  for (const { doc: site } of ctx.docs.values()) {
    for (const { layer, doc } of site.files) {
      if (seen.has(doc)) continue;
      seen.add(doc);
      const found = toFillIn(doc);
      // A brand's stand-in this shop does not publish (its own value instead, or the entry left out) is not this shop's to fill.
      ctx.problems.push(...(layer === 'brand' ? found.filter((p) => !p.path || usesBrandValue(site.origins, p.path)) : found));
    }
  }
};

/** One file's values marked `# fill in`, each a warning at its comment (a brand's hub.yaml's too). */
export function toFillIn(doc: SourceDoc): Problem[] {
  if (!FILL_IN.test(doc.text)) return []; // most files have none: no second parse for them
  const found: Problem[] = [];
  for (const comment of commentsOf(doc)) {
    const marker = /^#\s*fill in\b:?\s*(.*)$/i.exec(comment.source);
    if (!marker) continue;
    const { line, col } = doc.lineCounter.linePos(comment.offset);
    const pointer = pointerAtLine(doc, line);
    found.push(problem('unfilled-value', { what: marker[1]!.trim() }, { severity: 'warning', file: doc.file, line, col, ...(pointer ? { path: pointer } : {}) }));
  }
  return found;
}

/** Words of a `# fill in` marker anywhere in a text; only comments that have them count (yamlComments). */
const FILL_IN = /#\s*fill in\b/i;

const marks = new WeakMap<SourceDoc, Set<string>>();
/** Pointers of the values marked `# fill in`, as valuesToFillIn finds them; once per file. */
function markedToFillIn(doc: SourceDoc): Set<string> {
  if (!FILL_IN.test(doc.text)) return new Set();
  let found = marks.get(doc);
  if (!found) {
    const marked = commentsOf(doc).filter((c) => /^#\s*fill in\b/i.test(c.source));
    found = new Set(marked.map((c) => pointerAtLine(doc, doc.lineCounter.linePos(c.offset).line)).filter((p): p is string => !!p));
    marks.set(doc, found);
  }
  return found;
}

/**
 * The folders local images are looked up in, in order: the shop's, then its brand's (so a shop
 * replaces a brand's photo by a file of the same path in its own folder).
 */
function imageFolders(ctx: RuleContext): string[] {
  const files = [...ctx.docs.values()].flatMap(({ doc }) => doc.files);
  return [...new Set([...files.filter((f) => f.layer === 'shop'), ...files.filter((f) => f.layer === 'brand')].map((f) => path.dirname(f.doc.file)))];
}

const comments = new WeakMap<SourceDoc, { offset: number; source: string }[]>();
/** A file's comments, parsed once for the two rules that read them (an import validates 1,000 shops). */
function commentsOf(doc: SourceDoc): { offset: number; source: string }[] {
  let found = comments.get(doc);
  if (!found) comments.set(doc, (found = yamlComments(doc.text)));
  return found;
}

/** yaml's lexer marks (a document's start, a flow's end, a scalar's start): no source text of their own. */
const LEX_MARKS = new Set(['\x02', '\x18', '\x1f']);

/**
 * Every comment of a YAML text with its offset, from yaml's lexer: its tokens are the text's own
 * slices, in order, besides one-character marks; a comment is a token that starts with #. (The
 * parser's tree has them too, at three times the cost: an import validates 1,000 shop.yaml files.)
 */
export function yamlComments(text: string): { offset: number; source: string }[] {
  const found: { offset: number; source: string }[] = [];
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (token.length === 1 && LEX_MARKS.has(token)) continue;
    if (token[0] === '#') found.push({ offset, source: token });
    offset += token.length;
  }
  return found;
}

export const RULES: Rule[] = [uniqueSlugs, referencesResolve, placeholdersKnown, urlsParse, langKnown, phonesDial, zipFits, postalProvince, timeZoneKnown, weeklyHoursRead, specialHoursRead, imagesInsideData, valuesToFillIn];
