// `check --explain PATH`: where a value of a shop's data comes from. Takes the loaded documents (a
// brand's and a shop's merged, or a shop's alone), the validated site if there is one (for schema
// defaults), and a dotted path whose list steps are slugs (services.brakes.title,
// faq.hours.answer, shop.address.city); returns the value and the file, line and pointer of each
// layer that writes it. Never prints.
import { likelyMeant } from '../shared/guess.js';
import type { SourceDoc } from './documents.js';
import { pageVars } from '../shared/copy-words.js';
import { fillText } from '../shared/text.js';
import { DOC_KINDS, type DocKind, type SiteData } from '../shared/types.js';
import { placeAt } from './positions.js';
import { toPointer } from '../shared/json-pointer.js';
import { readData, unreadable } from './read.js';
import { entryKey, type Layer } from './merge.js';
import { isSiteDoc, originOf, singleSite, type SiteDoc } from './site-doc.js';

export interface Written {
  layer: Layer;
  file: string;
  line: number;
  col: number;
  /** The pointer in that file. */
  path: string;
}

export interface Explanation {
  path: string;
  /** The value as the site uses it: defaults applied, placeholders filled. */
  value: unknown;
  /** The value as written, when it differs (placeholders). */
  written?: unknown;
  /** Where it is written, each layer that writes part of it; none for a schema default. */
  from: Written[];
  /** For a mapping or list both layers write: each part and the layer it comes from. */
  parts?: { key: string; from: Written[] }[];
}

export type ExplainResult = { ok: true; explanation: Explanation } | { ok: false; reason: string };

type Segments = (string | number)[];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function explainValue(docs: readonly (SourceDoc | SiteDoc)[], site: SiteData | undefined, dotted: string): ExplainResult {
  const [first = '', ...steps] = dotted.split('.').filter(Boolean);
  const kind = first as DocKind;
  if (!(DOC_KINDS as readonly string[]).includes(kind)) return { ok: false, reason: `"${first}" is no kind of data: a path starts with one of ${DOC_KINDS.join(', ')}` };
  const doc = siteDoc(docs, kind);
  if (!doc) return { ok: false, reason: `${kind}.yaml could not be read: run check without --explain to see why` };
  const validated = site && (Array.isArray(site[kind]) ? { [kind]: site[kind] } : site[kind]);
  // services.brakes is services.services.brakes: the list is the file's one key.
  const implied = isObject(doc.data) && !Array.isArray(doc.data) && Array.isArray(doc.data[kind]) && steps[0] !== kind ? [kind] : [];
  const at: Segments = [...implied];
  let value: unknown = implied.length ? (doc.data as Record<string, unknown>)[kind] : doc.data;
  let done: unknown = implied.length ? (validated as Record<string, unknown> | undefined)?.[kind] : validated;
  for (const step of steps) {
    const key = Array.isArray(value) ? value.findIndex((entry, i) => entryKey(kind, entry) === step || String(i) === step) : step;
    const inDone = Array.isArray(done) ? Number(key) : key;
    const next = isObject(value) && key !== -1 ? (value as Record<string, unknown>)[key] : undefined;
    const nextDone = isObject(done) && key !== -1 ? (done as Record<string, unknown>)[inDone] : undefined;
    if (next === undefined && nextDone === undefined) {
      const known = Array.isArray(value) ? value.map((e, i) => entryKey(kind, e) ?? String(i)) : isObject(value) ? Object.keys(value) : [];
      const meant = likelyMeant(step, known);
      const guess = known.length ? `${meant ? ` Did you mean "${meant}"?` : ''} Here: ${known.join(', ')}` : '';
      return { ok: false, reason: `no value at ${[first, ...steps.slice(0, steps.indexOf(step) + 1)].join('.')}.${guess}` };
    }
    at.push(key);
    value = next;
    done = nextDone;
  }
  const pointer = toPointer(at);
  const vars = site ? pageVars(site.shop, site.pages) : undefined;
  const shown = done !== undefined ? done : typeof value === 'string' && vars ? fillText(value, vars) : value;
  const explanation: Explanation = { path: dotted, value: shown, from: value === undefined ? [] : writers(doc, pointer) };
  if (typeof value === 'string' && value !== shown) explanation.written = value;
  if (isObject(value) && explanation.from.length > 1) {
    explanation.parts = Object.keys(value).map((key) => {
      const part = Array.isArray(value) ? (entryKey(kind, value[Number(key)]) ?? key) : key;
      return { key: part, from: writers(doc, toPointer([...at, Array.isArray(value) ? Number(key) : key])) };
    });
  }
  return { ok: true, explanation };
}

/** Each layer that writes the value at `pointer`, with its place. */
function writers(doc: SiteDoc, pointer: string): Written[] {
  const origin = originOf(doc.origins, pointer);
  return doc.files
    .filter((f) => origin[f.layer] !== undefined)
    .map((f) => {
      const placed = placeAt(doc, pointer, false, f.layer);
      return { layer: f.layer, file: placed.file, line: placed.line, col: placed.col, path: placed.pointer };
    });
}

function siteDoc(docs: readonly (SourceDoc | SiteDoc)[], kind: DocKind): SiteDoc | undefined {
  const found = docs.find((d) => d.kind === kind);
  if (!found || isSiteDoc(found)) return found;
  if (unreadable(found)) return undefined;
  const read = readData(found);
  return 'data' in read ? singleSite(found, read.data) : undefined;
}
