// What the owner's editor reads and writes: one data file per kind, in the data folder only (the
// browser names a kind, never a path). A save is the build's to judge: the new text is built in
// memory over the folder (build's overlay) and refused with the build's own problems when it
// would break the site. Only then is the file written, edited in place (src/yaml/in-place.ts: the
// maintainer's comments, order and quoting stay), through a temporary file and a rename, and
// never over a file that changed on disk since the editor read it.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Document, parse, parseDocument } from 'yaml';
import { build } from '../build.js';
import { loadShop } from '../load/index.js';
import { formatProblem } from '../shared/problems.js';
import { pageVars } from '../shared/copy-words.js';
import { DOC_KINDS, type DocKind, type Problem, type Route } from '../shared/types.js';
import { CREATE, editInPlace, STRINGIFY } from '../yaml/in-place.js';
import { entryLabel, fieldLabel, placeLabel } from '../shared/labels.js';
import { PAGE_KINDS, type PageKindSpec } from '../shared/page-kinds.js';
import { editorSchema, inSchemaOrder, ownerWords, type Schema } from './schemas.js';
import { madeIds, type MadeIds } from './made-ids.js';
import { keptEntries, specialDaysLater } from './save-notes.js';
import { hoursRangeForOwner } from './hours-words.js';
import { choicesIn, withMadeIds, withoutNewRefs, type Choice, type MadeId } from './app/paths.js';
import { pageChanged } from './app/merge.js';
import { keyedList } from '../load/merge.js';
import { escapeHtml } from '../shared/escape-html.js';

export const isKind = (kind: string): kind is DocKind => (DOC_KINDS as readonly string[]).includes(kind);

/** The kind's file in `dir`: the one that exists (.yaml or .yml), else the .yaml to create. */
export function kindFile(dir: string, kind: DocKind): string {
  const yml = path.join(dir, `${kind}.yml`);
  return existsSync(yml) && !existsSync(path.join(dir, `${kind}.yaml`)) ? yml : path.join(dir, `${kind}.yaml`);
}

const versionOf = (text: string | undefined) => (text === undefined ? 'none' : createHash('sha256').update(text).digest('hex').slice(0, 16));
const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
/** A file's data as the form edits it; a file the YAML reader refuses is shown as empty, with its problem. */
const dataOf = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return parse(text) ?? undefined;
  } catch {
    return undefined;
  }
};

/** A problem as the editor shows it: the build's own line, and where it belongs in the form. */
export interface ShownProblem {
  severity: Problem['severity'];
  code: string;
  message: string;
  hint?: string;
  /** JSON Pointer into this kind's own file, when the problem is there. */
  path?: string;
  /** As `build` prints it. */
  text: string;
  /** Of another file: the part of the site it is in (the brand's when `brand`), and its place there as the form names it. */
  part?: DocKind;
  brand?: boolean;
  place?: string;
  /** Of the shop's own other file: the JSON Pointer there, where its button opens that part. */
  at?: string;
}

export interface Problems {
  /** In this kind's own file. */
  here: ShownProblem[];
  /** Elsewhere: another file, the brand's, or no file. */
  elsewhere: ShownProblem[];
}

export interface OpenedDoc {
  kind: DocKind;
  /** The file's name in the data folder. */
  file: string;
  exists: boolean;
  /** What the editor was given, to refuse a save over a file changed since. */
  version: string;
  text: string;
  data: unknown;
  /** The shop belongs to a brand: its files hold what differs from the brand's. */
  ofBrand: boolean;
  /** The brand's data for this kind, when the shop has a brand and the brand this file. */
  brand?: { file: string; data: unknown };
  problems: Problems;
  /** What each {placeholder} becomes on this shop's pages (from its last good build). */
  placeholders: Record<string, string>;
  /** The page where this file's words are seen (coupons.yaml: /coupons/), for the preview; else the home page. */
  page: string;
  /** For each kind whose entries a field of this file names (x-entries-of), those entries. */
  choices: Record<string, EntryChoices>;
}

/**
 * A page that shows one part of a file: an entry of a list with pages of their own (`at`: the
 * list and the entry's slug, ['services', 'brakes']), or a key of pages.yaml (['about']).
 */
interface Place {
  at: string[];
  page: string;
}

/**
 * Texts of `after` that `before` had nowhere (an entry moved or removed brings none), longest
 * first, each as a page can show it: its longest run between {placeholders}, which pages fill in.
 */
export function newTexts(before: unknown, after: unknown): string[] {
  const strings = (data: unknown): string[] =>
    typeof data === 'string' ? [data] : data && typeof data === 'object' ? Object.values(data).flatMap(strings) : [];
  const had = new Set(strings(before));
  const shown = (text: string) => text.split(/\{\w+\}/).map((run) => run.trim()).sort((a, b) => b.length - a.length)[0]!;
  return strings(after)
    .filter((text) => !had.has(text))
    .map(shown)
    .filter((text) => text.length >= 3)
    .sort((a, b) => b.length - a.length);
}

/** A text as React writes it in a page's HTML. */

/** The pages the build made of a file's parts (routes' `entry` and `titleSource`). */
function placesOf(kind: DocKind, routes: readonly Route[]): Place[] {
  const found: Place[] = [];
  for (const route of routes) {
    const list = route.entry?.kind === kind ? route.entry.path.split('/')[1] : undefined;
    if (list && route.slug) found.push({ at: [list, route.slug], page: route.path });
    const key = route.titleSource?.kind === kind && kind === 'pages' ? route.titleSource.path.split('/')[1] : undefined;
    if (key && !found.some((p) => p.at.length === 1 && p.at[0] === key)) found.push({ at: [key], page: route.path });
  }
  return found;
}

/**
 * The entries a field may name, of one kind's list (the reviews, for the testimonials): as the
 * folder has them (a brand's merged with the shop's); when the list is in the same file, the
 * brand's alone, and where to find the shop's own in the form's data.
 */
export interface EntryChoices {
  list: string;
  field: string;
  /** The texts that name an entry, first written first. */
  from: string[];
  entries: Choice[];
}

/** The kinds whose entries a field of this schema names (x-entries-of). */
const namedKinds = (schema: Schema): DocKind[] => [...new Set([...JSON.stringify(schema).matchAll(/"x-entries-of":"(\w+)"/g)].map((m) => m[1]!))].filter(isKind);

/** The page of the site that is a data file's own (a page kind of the same name), or the home page. */
function pageOf(kind: DocKind): string {
  const spec = (PAGE_KINDS as Record<string, PageKindSpec>)[kind];
  return spec && 'path' in spec ? spec.path : '/';
}

/** A data file of the folder, as the editor lists it. */
export interface ListedFile {
  kind: DocKind;
  file: string;
  exists: boolean;
  /** The brand has this file: what the shop's leaves out is the brand's. */
  brand: boolean;
}

export class EditDocs {
  /** Saves one at a time: a check and its write see the same folder. */
  private queue: Promise<unknown> = Promise.resolve();
  private placeholders: Record<string, string> = {};
  /** The shop's time zone as last built: its today decides which special days the pages name. */
  private timeZone?: string;
  /** `schemaOf`: each kind's schema as the form has it (the server's, read once), for the order of what is new. */
  /** `previewHas`: resolves once the preview has a file just written (the dev server's rebuiltWith). */
  constructor(
    readonly dataDir: string,
    private readonly schemaOf: (kind: DocKind) => Schema = (kind) => editorSchema(kind),
    private readonly previewHas: (file: string) => Promise<unknown> = async () => undefined,
  ) {}

  /** The form's data in the schema's order of keys, for what it adds to the file (inSchemaOrder). */
  private ordered(kind: DocKind, data: unknown): unknown {
    const schema = this.schemaOf(kind);
    return inSchemaOrder(data, schema, schema);
  }

  /**
   * The form's data with a slug or id made for each new entry left without one (made-ids.ts),
   * none the brand's; `disk`: the file's text, whose entries are left as they are.
   */
  private withIds(kind: DocKind, data: unknown, disk: string | undefined): MadeIds & { data: unknown } {
    // A kind without a list whose slugs the editor makes (shop, pages) reads no brand for it.
    if (!keyedList(kind)?.from) return { made: [], brands: [], data };
    const brandDir = loadShop(this.dataDir).brandDir;
    const brandText = brandDir ? readText(kindFile(brandDir, kind)) : undefined;
    const slug = (this.schemaOf(kind).definitions as Record<string, { maxLength?: number }> | undefined)?.['common.slug'];
    const ids = madeIds(kind, data, dataOf(disk), dataOf(brandText), slug?.maxLength);
    return { ...ids, data: withoutNewRefs(withMadeIds(data, ids.made)) };
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async files(): Promise<ListedFile[]> {
    const brandDir = loadShop(this.dataDir).brandDir;
    return DOC_KINDS.map((kind) => {
      const file = kindFile(this.dataDir, kind);
      return { kind, file: path.basename(file), exists: existsSync(file), brand: Boolean(brandDir && existsSync(kindFile(brandDir, kind))) };
    });
  }

  async open(kind: DocKind): Promise<OpenedDoc> {
    const file = kindFile(this.dataDir, kind);
    const text = readText(file);
    const loaded = loadShop(this.dataDir);
    const brandDir = loaded.brandDir;
    const brandFile = brandDir && kindFile(brandDir, kind);
    const brandText = brandFile ? readText(brandFile) : undefined;
    const { placeholders, ...built } = await this.built(kind);
    this.baseline = { stamp: `${kind}\0${folderStamp(this.dataDir)}`, problems: built };
    return {
      kind,
      file: path.basename(file),
      exists: text !== undefined,
      ofBrand: brandDir !== undefined,
      version: versionOf(text),
      text: text ?? '',
      data: dataOf(text),
      ...(brandText !== undefined && brandFile ? { brand: { file: path.relative(this.dataDir, brandFile), data: dataOf(brandText) } } : {}),
      problems: built,
      placeholders,
      page: pageOf(kind),
      choices: Object.fromEntries(
        namedKinds(this.schemaOf(kind)).flatMap((named) => {
          const spec = keyedList(named);
          if (!spec) return [];
          const list = { list: spec.list, field: spec.field, from: spec.from ?? [] };
          // This file's own entries are the form's (widgets.tsx EntryWidget): the brand's alone here, none when it replaces the brand's file.
          const own = dataOf(text) as { merge?: unknown } | undefined;
          const from = named === kind ? (own?.merge === 'replace' ? undefined : dataOf(brandText)) : (loaded.docs as { kind: DocKind; data: unknown }[]).find((d) => d.kind === named)?.data;
          return [[named, { ...list, entries: choicesIn(from, list) }]];
        }),
      ),
    };
  }

  /** The build's problems with `data` in this kind's file (the folder's files otherwise). */
  async check(kind: DocKind, data: unknown): Promise<Problems & { text: string }> {
    const file = kindFile(this.dataDir, kind);
    const disk = readText(file);
    const ids = this.withIds(kind, data, disk);
    const text = textFor(disk, this.ordered(kind, ids.data));
    return { ...brandsNamed(kind, await this.problems(kind, text), ids), text };
  }

  /** `confirm`: the places whose value, still marked # fill in, the owner says is right (its mark goes). */
  async save(kind: DocKind, form: unknown, version: string, confirm: readonly string[] = []): Promise<SaveResult> {
    return this.serial(async () => {
      const file = kindFile(this.dataDir, kind);
      const disk = readText(file);
      const ids = this.withIds(kind, form, disk);
      const data = ids.data;
      if (versionOf(disk) !== version) return { status: 'conflict', disk: disk ?? '', diskData: dataOf(disk), mine: textFor(disk, this.ordered(kind, data)), version: versionOf(disk) };
      // A file the YAML reader refuses is the maintainer's to mend by hand: its problem says where.
      if (disk !== undefined && parseDocument(disk).errors.length) return { status: 'refused', problems: await this.problems(kind) };
      const text = textFor(disk, this.ordered(kind, data), confirm);
      if (text === (disk ?? '')) return { status: 'unchanged', version };
      const { here, elsewhere, pageShowing } = await this.built(kind, text);
      const after = { here, elsewhere };
      const before = await this.diskProblems(kind);
      const known = new Set(before.elsewhere.map(keyOf));
      const refused = [...after.here, ...after.elsewhere.filter((p) => !known.has(keyOf(p)))].filter((p) => p.severity === 'error');
      if (refused.length) return { status: 'refused', problems: brandsNamed(kind, after, ids) };
      // Asked in the same turn as the write, before the watcher can see it; answered once the preview shows it.
      const shown = this.previewHas(file);
      writeAtomically(file, text);
      await shown;
      const note = kind === 'shop' ? specialDaysLater(disk, text, this.timeZone) : undefined;
      return { status: 'saved', version: versionOf(text), problems: after, made: ids.made, page: pageShowing(dataOf(disk), data), ...(note && { note }) };
    });
  }

  /** The folder's problems as it is on disk, built again only when one of its files changed. */
  private baseline?: { stamp: string; problems: Problems };
  private async diskProblems(kind: DocKind): Promise<Problems> {
    const stamp = `${kind}\0${folderStamp(this.dataDir)}`;
    if (this.baseline?.stamp !== stamp) this.baseline = { stamp, problems: await this.problems(kind) };
    return this.baseline.problems;
  }

  private async problems(kind: DocKind, text?: string): Promise<Problems> {
    const { here, elsewhere } = await this.built(kind, text);
    return { here, elsewhere };
  }

  /** The part of the site another file's problem is in, the shop's or the brand's, and its place as the form names it. */
  private partOf(p: Problem, shown: ShownProblem): Pick<ShownProblem, 'part' | 'brand' | 'place'> {
    const part = p.file ? DOC_KINDS.find((k) => path.basename(p.file!).replace(/\.ya?ml$/i, '') === k) : undefined;
    if (!part) return {};
    const keys = (p.path ?? '').split('/').slice(1).filter(Boolean).map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    // A message that names its field ("Title is required", "Rating is 6"): its place is the entry it is in.
    const last = keys[keys.length - 1];
    if (typeof last === 'string' && shown.message.startsWith(fieldLabel(last))) keys.pop();
    const brand = path.resolve(path.dirname(p.file!)) !== path.resolve(this.dataDir);
    return { part, ...(brand ? { brand } : {}), ...(keys.length ? { place: placeLabel(keys) } : {}) };
  }

  private async built(kind: DocKind, text?: string): Promise<Problems & { placeholders: Record<string, string>; pageShowing: (before: unknown, after: unknown) => string | undefined }> {
    const file = kindFile(this.dataDir, kind);
    const overlay = text === undefined ? undefined : new Map([[path.basename(file), text]]);
    const result = await build({ dataDir: this.dataDir, outDir: path.join(this.dataDir, '.shopsite-edit'), write: false, pastDays: true, ...(overlay ? { overlay } : {}) });
    const here: ShownProblem[] = [];
    const elsewhere: ShownProblem[] = [];
    // A special day that is over is said only of one this change adds or changes: an old one kept in the file is no news.
    const kept = keptEntries(readText(file), text, 'specialHours');
    for (const p of result.problems) {
      const ours = p.file !== undefined && path.resolve(p.file) === path.resolve(file);
      if (p.code === 'special-day-past' && (!ours || kept(Number((p.path ?? '').split('/')[2])))) continue;
      // Curly quotes around words in a box are the owner's own (a customer quoted): the form shows the text as the pages do.
      if (p.code === 'yaml-misread' && p.severity === 'warning') continue;
      const shown = forOwner(p);
      if (ours) here.push({ ...shown, ...(p.path !== undefined ? { path: p.path } : {}) });
      else {
        const part = this.partOf(p, shown);
        // A stand-in of the brand's files is not the shop's to write: it says whose it is.
        elsewhere.push({
          ...shown,
          ...(part.brand && p.code === 'unfilled-value' ? { hint: BRAND_STAND_IN_HINT } : {}),
          ...part,
          ...(part.part && !part.brand && p.path ? { at: p.path } : {}),
        });
      }
    }
    const site = result.data?.site;
    if (site) [this.placeholders, this.timeZone] = [pageVars(site.shop, site.pages), site.shop.timeZone];
    // The site's pages as built, to find where a change saved now is shown.
    const contents = new Map(result.files.map((f) => [f.file, f.contents]));
    const pages = result.routes.filter((r) => r.kind !== 'redirect' && r.kind !== 'review-redirect' && r.kind !== 'not-found');
    const pagesWith = (texts: string[]) => {
      for (const t of texts.slice(0, 3)) {
        const html = escapeHtml(t);
        const found = pages.filter((r) => String(contents.get(r.file) ?? '').includes(html)).map((r) => r.path);
        if (found.length) return found;
      }
      return [];
    };
    /**
     * The page for the preview once `after` is saved over `before`: the changed entry's own page (a
     * service's, by its slug) or the file's, when it shows a text the save changed; else the first
     * page that does (a service's summary is on the services' cards); else the entry's page.
     */
    const pageShowing = (before: unknown, after: unknown) => {
      const entry = pageChanged(before, after, placesOf(kind, result.routes));
      const on = pagesWith(newTexts(before, after));
      return on.length ? ([entry, pageOf(kind)].find((p) => p !== undefined && on.includes(p)) ?? on[0]) : entry;
    };
    return { here, elsewhere, placeholders: this.placeholders, pageShowing };
  }
}

/** The words a problem of one field begins with when the build leaves its subject to the path ("is 6: the most allowed is 5"). */
const NO_SUBJECT = /^(is|has|must|should|was|does|contains|ends|starts|names)\b/;

/**
 * A field's problem that begins with its verb, said with its field's name ("Rating is 6: the most
 * allowed is 5", "Testimonial 2 is …"), as it reads beside the field and in the list of another
 * file's problems alike.
 */
function withSubject(message: string, pointer: string | undefined): string {
  const keys = (pointer ?? '').split('/').filter(Boolean);
  const last = keys.at(-1);
  if (!NO_SUBJECT.test(message) || last === undefined) return message;
  const subject = /^\d+$/.test(last) ? (keys.length > 1 ? `${entryLabel(keys.at(-2)!)} ${Number(last) + 1}` : undefined) : fieldLabel(last);
  return subject ? `${subject} ${message}` : message;
}

/**
 * A build problem as the editor shows it: in the words of a form, not of a YAML file. A missing
 * field is one to fill in (the build's hint, "add name: …", is for a file), and nothing asks for
 * quotes (ownerWords).
 */
/** What the owner does with a value still to fill in: a new value, or the one shown confirmed (its button, form-parts.tsx). */
const STAND_IN_HINT = 'write the real value and save; if the value shown is already right, choose "It is right" below it';

/** The same, of a value the brand gives every shop: its files are the franchiser's, not the shop's. */
const BRAND_STAND_IN_HINT = "the brand's value for every shop: whoever keeps the brand's files (the franchiser) writes it";

function forOwner(p: Problem): ShownProblem {
  // The build places a missing field at the field itself: its name ends the path.
  const missing = p.code === 'missing-field' ? p.path?.split('/').pop() : undefined;
  // A box left empty reaches the build as null: "is empty: must be a string" (validate/hints.ts).
  const empty = p.code === 'wrong-type' && p.message.startsWith('is empty');
  const said = missing ? `${fieldLabel(missing)} is required: fill it in` : empty ? 'is empty: fill it in, or remove it' : placesNamed(ownerWords(p.message));
  // A sentence of its own, beside a field or at a group's top: "The day has neither…", "This coupon ended…".
  const subject = missing ? said : withSubject(said, p.path);
  // Only a plain word: a value that starts a message (a slug, a file, a time zone) keeps its case.
  const message = /^(the|this|a|an|no|its|each|every|one|only|still|not|none|nothing)\b/.test(subject) ? subject.charAt(0).toUpperCase() + subject.slice(1) : subject;
  // A stand-in's hint speaks of the file's comment, which the owner never sees: the form's way instead.
  const hint = p.code === 'unfilled-value' ? STAND_IN_HINT : missing || empty || !p.hint ? undefined : placesNamed(ownerWords(p.hint));
  const words = { ...p, message, hint, ...(p.code === 'hours-range' && hoursRangeForOwner(p.message)) };
  return { severity: p.severity, code: p.code, message: words.message, text: formatProblem(words), ...(words.hint ? { hint: words.hint } : {}) };
}

/**
 * A place in the file as the form names it ("Special day 3", "Hours 1 › Schedule 2"), where the
 * build names it by JSON Pointer (`/specialHours/2`, counting from 0). Only a pointer into a list
 * is one: `/contact/` and other site paths are left as they are.
 */
export function placesNamed(text: string): string {
  return text.replace(/(?<![\w:./-])((?:\/(?:[a-z][A-Za-z0-9]*|\d+))+)(?![\w/.-])/g, (pointer: string) => {
    const keys = pointer.split('/').slice(1);
    if (!keys.some((k) => /^\d+$/.test(k)) || /^\d/.test(keys[0]!)) return pointer;
    return placeLabel(keys.map((k) => (/^\d+$/.test(k) ? Number(k) : k)));
  });
}

export type SaveResult =
  /** `made`: the slugs the editor made for new entries (made-ids.ts), now in the file. */
  /** `page`: where the preview shows what was saved (a service's own page, the services' cards), when the build tells. */
  /** `note`: what the owner should know of the save besides its problems (a special day the pages name only later). */
  | { status: 'saved'; version: string; problems: Problems; made: MadeId[]; page?: string; note?: string }
  | { status: 'unchanged'; version: string }
  | { status: 'refused'; problems: Problems }
  | { status: 'conflict'; disk: string; diskData: unknown; mine: string; version: string };

/**
 * A new entry left without a slug whose name makes a brand's entry's (a coupon named as the
 * brand's, made-ids.ts `brands`): its missing slug says so, since changing the brand's entry
 * (that slug) and adding one of the shop's own (another) are both what an owner may mean.
 */
function brandsNamed(kind: DocKind, problems: Problems, ids: MadeIds): Problems {
  if (!ids.brands.length) return problems;
  const spec = keyedList(kind)!;
  const here = problems.here.map((p) => {
    const clash = p.code === 'missing-field' ? ids.brands.find((b) => p.path === `/${spec.list}/${b.at}/${spec.field}`) : undefined;
    if (!clash) return p;
    const message = `${fieldLabel(spec.field)} is required: the brand has a ${spec.entry} of this name (${clash.value})`;
    const hint = `write ${clash.value} to change the brand's ${spec.entry}, or another ${fieldLabel(spec.field)} to add one of this shop's own`;
    return { ...p, message, hint, text: `${p.text.split('\n')[0]!.replace(p.message, message)}\n  hint: ${hint}` };
  });
  return { ...problems, here };
}

const keyOf = (p: ShownProblem) => `${p.code}\0${p.text.replace(/:\d+:\d+/, '')}`;

/**
 * The file's text holding `data`: the file edited in place, or a new file written as shopsite
 * writes its own. An empty form for a file that does not exist is no file.
 */
export function textFor(disk: string | undefined, data: unknown, confirmed: readonly string[] = []): string {
  if (disk !== undefined) return editInPlace(disk, data, confirmed);
  if (data === undefined || (typeof data === 'object' && data !== null && !Object.keys(data).length)) return '';
  return new Document(data, CREATE).toString(STRINGIFY);
}

/** The folder's files by name, size and time: any save, by the editor or another, changes it. */
function folderStamp(dir: string): string {
  try {
    return readdirSync(dir)
      .sort()
      .map((name) => {
        const s = statSync(path.join(dir, name));
        return `${name}:${s.size}:${s.mtimeMs}`;
      })
      .join('|');
  } catch {
    return '';
  }
}

/** Written whole or not at all: a temporary file beside it, renamed over it. */
export function writeAtomically(file: string, text: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.shopsite-edit-${randomBytes(4).toString('hex')}`);
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}
