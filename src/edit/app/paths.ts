// Where a problem or a brand's value belongs in the form: the build names places by JSON Pointer,
// the form by its list of keys and indexes.
// Plain data in, plain data out, importing only JSON Pointers: the editor's server uses it too (withMadeIds).
import { pointerKeys, toPointer } from '../../shared/json-pointer.js';

export type FieldPath = (string | number)[];

/** `/services/3/slug` as ['services', 3, 'slug']. */
export const pointerPath: (pointer: string) => FieldPath = pointerKeys;
/** ['hours', 0, 'label'] as `/hours/0/label`: a form's place as the build names it. */
export const pointerOf: (path: FieldPath) => string = toPointer;

import type { ErrorSchema } from '@rjsf/utils';

type ErrorTree = ErrorSchema;

/** The problems placed in this file, as the form library's error tree (each one's message and hint). */
export function errorTree<P extends { severity: string; message: string; hint?: string; path?: string }>(problems: P[]): ErrorTree {
  const tree: ErrorTree = {};
  for (const p of problems) {
    let node = tree;
    for (const key of pointerPath(p.path ?? '')) node = ((node as Record<string, ErrorTree>)[String(key)] ??= {} as ErrorTree);
    (node.__errors ??= []).push(p.hint ? `${p.severity === 'warning' ? 'Warning: ' : ''}${p.message} (hint: ${p.hint})` : `${p.severity === 'warning' ? 'Warning: ' : ''}${p.message}`);
  }
  return tree;
}

const idOf = (entry: unknown) => (entry && typeof entry === 'object' ? ((entry as Record<string, unknown>).slug ?? (entry as Record<string, unknown>).id) : undefined);

/**
 * The brand's value at the place `path` names in the shop's own data. A list's entry is the
 * brand's entry of the same slug or id (how a brand's shops change its entries), else none.
 */
export function brandValue(brand: unknown, own: unknown, path: FieldPath): unknown {
  let theirs = brand;
  let mine = own;
  for (const key of path) {
    if (theirs === undefined || theirs === null) return undefined;
    if (typeof key === 'number') {
      const id = idOf(Array.isArray(mine) ? mine[key] : undefined);
      theirs = Array.isArray(theirs) && id !== undefined ? theirs.find((e) => idOf(e) === id) : undefined;
      mine = Array.isArray(mine) ? mine[key] : undefined;
    } else {
      theirs = typeof theirs === 'object' ? (theirs as Record<string, unknown>)[key] : undefined;
      mine = mine && typeof mine === 'object' ? (mine as Record<string, unknown>)[key] : undefined;
    }
  }
  return theirs;
}

/**
 * The slugs and ids of every list's entries, in order: all of the shop's own data that
 * brandValue reads. The form's fields are drawn again when it changes (an entry renamed or
 * moved), not on every letter typed.
 */
export function identities(data: unknown): string {
  const ids: unknown[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      ids.push(value.map(idOf));
      value.forEach(walk);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(data);
  return JSON.stringify(ids);
}

/**
 * The texts at the same place in every entry of the lists on `path` (a new FAQ's answer: every
 * question's answer), the field's own excepted (`ownExcepted`: `data` is the data the path is
 * in): what is written there, as far as the file shows.
 */
export function textsLike(data: unknown, path: FieldPath, ownExcepted = true): string[] {
  const found: string[] = [];
  const walk = (at: unknown, rest: FieldPath, own: boolean) => {
    if (!rest.length) {
      if (typeof at === 'string' && !own) found.push(at);
      return;
    }
    const [key, ...next] = rest;
    if (typeof key === 'number') {
      if (Array.isArray(at)) at.forEach((entry, i) => walk(entry, next, own && i === key));
    } else if (at && typeof at === 'object') walk((at as Record<string, unknown>)[key!], next, own);
  };
  walk(data, path, ownExcepted);
  return found;
}

export function valueAt(data: unknown, path: FieldPath): unknown {
  let at = data;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined;
  return at;
}

/** The texts that name a list's entry when it has one, before the first that it has. */
const NAMING = ['title', 'name', 'question', 'heading', 'label', 'author', 'date', 'slug', 'id'];

/**
 * A day of the file (2026-12-24) in the browser's language, with its weekday ("Thu, Dec 24,
 * 2026"), as an owner reads a calendar; a text that is no such day, as written.
 */
function dateShown(date: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
  // Not a day of the calendar (2026-02-30 rolls over into March, 2026-02-32 is no date): as written.
  if (!at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date) return date;
  DAY_SHOWN ??= new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return DAY_SHOWN.format(at);
}
/** Made once: every title of every special day is drawn again on each key typed (the app may not import shared/text.ts's dateWords). */
let DAY_SHOWN: Intl.DateTimeFormat | undefined;

/** What names an entry of a list, in a few words ("$5 OFF Wipers": a title says the offer, with its subtitle). */
export function entryName(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const data = entry as Record<string, unknown>;
  const text = (key: string) => (typeof data[key] === 'string' && (data[key] as string).trim() ? (data[key] as string) : undefined);
  // A range of the week's hours: its days and times ("Mon–Fri, 08:00 to 18:00").
  if (Array.isArray(data.days) && data.days.length && data.days.every((d) => typeof d === 'string')) {
    const times = text('opens') && text('closes') ? `, ${text('opens')!} to ${text('closes')!}` : '';
    return `${dayRuns(data.days as string[])}${times}`;
  }
  const first = NAMING.find((key) => text(key));
  // A special day's range of times: "08:00 to 12:00".
  if (!first && text('opens') && text('closes')) return `${text('opens')!} to ${text('closes')!}`;
  // A day (a special day) with its last day and its note, as the date box shows a day: "Thu, Dec 24, 2026 to Sat, Dec 26, 2026, Christmas".
  const named =
    first === 'date'
      ? `${dateShown(text('date')!)}${text('through') ? ` to ${dateShown(text('through')!)}` : ''}${text('note') ? `, ${text('note')}` : ''}`
      : first && [text(first), first === 'title' ? text('subtitle') : undefined].filter(Boolean).join(' ');
  return named ? (named.length > 60 ? `${named.slice(0, 60)}…` : named) : undefined;
}

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const short = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1, 3)}`;

/** Days of the week as runs, in the week's order: Mon–Fri, Sun (a name the week lacks, as written). */
function dayRuns(days: string[]): string {
  const at = [...new Set(days.map((d) => WEEK.indexOf(d.toLowerCase())))].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < at.length; i++) {
    if (at[i]! < 0) continue;
    let end = i;
    while (end + 1 < at.length && at[end + 1] === at[end]! + 1) end++;
    runs.push(end - i >= 2 ? `${short(WEEK[at[i]!]!)}–${short(WEEK[at[end]!]!)}` : at.slice(i, end + 1).map((d) => short(WEEK[d]!)).join(', '));
    i = end;
  }
  return [...runs, ...days.filter((d) => !WEEK.includes(d.toLowerCase()))].join(', ');
}

/** A value in a few words, as "the brand's" shows it. */
export function summary(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) {
    const names = value.map((e) => (e && typeof e === 'object' ? entryName(e) : e));
    const shown = names.slice(0, 5).map(String).join(', ');
    return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}${shown ? `: ${shown}${value.length > 5 ? '…' : ''}` : ''}`;
  }
  if (typeof value === 'object') return Object.keys(value).join(', ');
  const text = String(value);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

/** A slug or id the editor made for a new entry (edit/made-ids.ts): the entry at `at` of `list`, its `field`, and `name`, what it was made from. */
export type MadeId = { list: string; field: string; at: number; value: string; name: string };

/**
 * What a field naming an entry of its own file (a testimonial's review) holds for an entry not
 * saved yet, which has no id: its name, marked. The save makes the entry's id and puts it there
 * (withMadeIds), so a review is added and chosen in one save.
 */
export const newEntryRef = (name: string): string => `\u0000new:${name}`;
/** The name a newEntryRef holds, or undefined for any other value. */
export const newEntryName = (value: unknown): string | undefined => (typeof value === 'string' && value.startsWith('\u0000new:') ? value.slice(5) : undefined);

/**
 * `data` with each reference to a new entry that no id was made for (its entry renamed or removed
 * since it was chosen) as the name it holds: the build then says no entry has that name, where the
 * marker's control character would have been the problem.
 */
export function withoutNewRefs(data: unknown): unknown {
  return mapStrings(data, (text) => newEntryName(text) ?? text);
}

/** `value` with each text in it, however deep, replaced by `change`'s. */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, change));
  return value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, change)])) : value;
}

/**
 * `data` with the slugs the editor made, each where its entry still has none (what the owner typed
 * while a save was under way is kept), and in each field that named one of those entries by its
 * name (newEntryRef). `data` itself is not changed.
 */
export function withMadeIds(data: unknown, made: readonly MadeId[]): unknown {
  if (!made.length || !data || typeof data !== 'object') return data;
  const out = { ...(data as Record<string, unknown>) };
  for (const { list, field, at, value } of made) {
    const entries = out[list];
    const entry = Array.isArray(entries) ? (entries[at] as Record<string, unknown> | undefined) : undefined;
    if (!entry || typeof entry !== 'object' || !slugless(entry[field])) continue;
    const copy = [...(entries as unknown[])];
    copy[at] = { ...entry, [field]: value };
    out[list] = copy;
  }
  const ids = new Map(made.map((m) => [newEntryRef(m.name), m.value]));
  return mapStrings(out, (text) => ids.get(text) ?? text);
}

/** A slug left out, or a box left empty: a number or anything else written is the file's, and the build's to judge. */
export const slugless = (value: unknown): boolean => value === undefined || value === null || value === '';

/** An entry's name: the first of the texts `from` names that it has written (a coupon's subtitle, else its title). */
export function nameOf(entry: Record<string, unknown>, from: readonly string[]): string | undefined {
  return from.map((key) => entry[key]).find((t): t is string => typeof t === 'string' && t.trim() !== '');
}

/** A list of `data` named by slug (`field`), and the texts that name its entries (`from`). */
export type ListSpec = { list: string; field: string; from: readonly string[] };

/**
 * The entries of `data`'s list: each one's slug, when it has one, its name, and whether it leaves
 * a brand's entry out (omit: true). What the form's fields that name an entry offer, and what
 * draws them again when it changes.
 */
export function entriesOf(data: unknown, spec: ListSpec): { value?: string; name?: string; omit: boolean }[] {
  const list = data && typeof data === 'object' ? (data as Record<string, unknown>)[spec.list] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as Record<string, unknown>;
    const name = nameOf(e, spec.from);
    return [{ ...(typeof e[spec.field] === 'string' && e[spec.field] !== '' ? { value: e[spec.field] as string } : {}), ...(name !== undefined ? { name } : {}), omit: e.omit === true }];
  });
}

/** A choice of an entry of a list, by its slug or id, labelled by its name. */
export type Choice = { value: string; label: string };

/** Choices labelled by name, or by slug where there is none; the slug added where two labels are alike. */
function labelled(entries: { value: string; name?: string }[]): Choice[] {
  const found = entries.map((e) => ({ value: e.value, label: e.name ?? e.value }));
  const alike = (c: Choice) => found.filter((o) => o.label === c.label).length > 1;
  return found.map((c) => (alike(c) ? { ...c, label: `${c.label} (${c.value})` } : c));
}

const withSlug = <E extends { value?: string }>(e: E): e is E & { value: string } => e.value !== undefined;

/**
 * The entries of `data`'s list that a field may name (x-entries-of: the testimonials' reviews),
 * each labelled by its name ("Pat Q."), the slug added where two names are alike.
 */
export function choicesIn(data: unknown, spec: ListSpec): Choice[] {
  return labelled(entriesOf(data, spec).filter(withSlug).filter((e) => !e.omit));
}

/**
 * What a field naming an entry offers when the list is in the form's own file (`own`, the form's
 * data): its entries as the form holds them, an entry without a name labelled by the brand's entry
 * it changes, then the brand's (`brand`) it neither changes nor leaves out (omit: true).
 */
export function choicesWithBrand(own: unknown, spec: ListSpec, brand: Choice[]): Choice[] {
  const mine = entriesOf(own, spec).filter(withSlug);
  const theirs = new Map(brand.map((c) => [c.value, c.label]));
  const named = mine.filter((e) => !e.omit).map((e) => (e.name === undefined && theirs.has(e.value) ? { ...e, name: theirs.get(e.value)! } : e));
  const held = new Set(mine.map((e) => e.value));
  return labelled([...named, ...brand.filter((c) => !held.has(c.value)).map((c) => ({ value: c.value, name: c.label }))]);
}

/** The names of `data`'s entries that have no slug yet (a review just added): offered once saved, when the editor has made one. */
export function unsavedIn(data: unknown, spec: ListSpec): string[] {
  return entriesOf(data, spec).flatMap((e) => (e.value === undefined && e.name !== undefined ? [e.name] : []));
}

/**
 * `after` (the form's data) with the references to an entry of its own file removed along with
 * the entry (a testimonial of a review deleted), where `schema` has fields that name them
 * (x-entries-of its own `kind`). A reference that names no entry the file had is left alone: a
 * save says it is unresolved.
 */
export function withoutRefsToRemoved(schema: unknown, kind: string, spec: (ListSpec & { entries?: Choice[] }) | undefined, before: unknown, after: unknown): unknown {
  if (!spec || !after || typeof after !== 'object') return after;
  const props = (schema as { properties?: Record<string, { items?: Record<string, unknown> }> }).properties ?? {};
  const fields = Object.keys(props).filter((key) => props[key]?.items?.['x-entries-of'] === kind);
  // An entry by its id, or a new one (no id yet) by the reference its name makes; the brand's entries still resolve.
  const brands = new Set((spec.entries ?? []).map((c) => c.value));
  const refs = (data: unknown) => new Set(entriesOf(data, spec).flatMap((e) => (e.value !== undefined ? [e.value] : e.name !== undefined ? [newEntryRef(e.name)] : [])));
  const now = refs(after);
  const removed = [...refs(before)].filter((ref) => !now.has(ref) && !brands.has(ref));
  if (!fields.length || !removed.length || entriesOf(after, spec).length >= entriesOf(before, spec).length) return after;
  const data = { ...(after as Record<string, unknown>) };
  for (const field of fields) if (Array.isArray(data[field])) data[field] = (data[field] as unknown[]).filter((ref) => !removed.includes(ref as string));
  return data;
}
