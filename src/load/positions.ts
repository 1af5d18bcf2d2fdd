// Maps a JSON Pointer inside a document back to a source position, from the YAML node at that
// exact path (never by searching the text for a key name). A missing node falls back to its
// nearest existing ancestor: for a missing field, the mapping that should hold it.
import { isMap, isNode, isPair, isScalar, isSeq, type Node, type Pair } from 'yaml';
import { isSiteDoc, originIn, type SiteDoc } from '../load/site-doc.js';
import type { Layer } from '../load/merge.js';
import type { SourceDoc } from '../load/documents.js';
import type { SchemaKind } from '../shared/types.js';
import type { Problem } from '../shared/types.js';
import { pointerKeys, pointerSegments, toPointer } from '../shared/json-pointer.js';
import { linePaths } from './plain-yaml.js';

export interface Position {
  line: number;
  col: number;
}

/**
 * Position of the value at `pointer`, or of its key when `key` is true (unknown fields are
 * reported at the key the user wrote).
 */
export function locate(doc: SourceDoc<SchemaKind>, pointer: string, key = false): Position {
  let node: Node | null | undefined = doc.document.contents;
  let keyNode: Node | undefined;
  for (const segment of pointerSegments(pointer)) {
    if (isMap(node)) {
      const pair: Pair | undefined = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === segment);
      if (!pair) break;
      keyNode = isNode(pair.key) ? pair.key : undefined;
      node = isNode(pair.value) ? pair.value : keyNode;
    } else if (isSeq(node)) {
      const item: unknown = node.items[Number(segment)];
      if (!isNode(item)) break;
      keyNode = undefined;
      node = item;
    } else {
      break;
    }
  }
  const target = key && keyNode ? keyNode : node;
  const offset = target?.range?.[0] ?? 0;
  return doc.lineCounter.linePos(offset);
}

/** The text the user typed for the value at `pointer` (for hints such as "write it in quotes"). */
export function sourceText(doc: SourceDoc, pointer: string): string | undefined {
  const node = doc.document.getIn(pointerKeys(pointer), true);
  if (!isScalar(node) || !node.range) return undefined;
  return doc.text.slice(node.range[0], node.range[1]).trim();
}

/** JSON Pointer of the value written on `line` (1-based): the deepest key or item that starts there. */
export function pointerAtLine(doc: SourceDoc, line: number): string | undefined {
  return pointersByLine(doc).get(line);
}

const byLine = new WeakMap<SourceDoc, Map<number, string>>();
/** Every line's pointer (pointerAtLine), found in one walk per file: the rules ask line by line. */
function pointersByLine(doc: SourceDoc): Map<number, string> {
  let lines = byLine.get(doc);
  if (lines) return lines;
  const found = ('data' in doc && doc.data !== undefined && linePaths(doc.text)) || documentLinePaths(doc);
  lines = new Map([...found].map(([line, at]) => [line, toPointer(at)]));
  byLine.set(doc, lines);
  return lines;
}

/** pointersByLine's walk over yaml's document (parsed for it when it was read fast); exported for tests. */
export function documentLinePaths(doc: SourceDoc): Map<number, (string | number)[]> {
  const found = new Map<number, (string | number)[]>();
  const lineOf = (node: Node | null | undefined) => (node?.range ? doc.lineCounter.linePos(node.range[0]).line : -1);
  // In document order, a later (deeper) key on the same line wins; an item only over nothing, or when a scalar.
  const walk = (node: Node | null | undefined, at: (string | number)[]): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        const value = isNode(pair.value) ? pair.value : null;
        if (isNode(pair.key)) found.set(lineOf(pair.key), [...at, key]);
        walk(value, [...at, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        if (!isNode(item)) return;
        const line = lineOf(item);
        if (isScalar(item) || !found.has(line)) found.set(line, [...at, i]);
        walk(item, [...at, i]);
      });
    }
  };
  walk(doc.document.contents, []);
  return found;
}

/**
 * Places problems that say where they are in the data (`source`: a kind of document and a JSON
 * Pointer) against the loaded documents: the file as the user named it, whatever its spelling
 * (shop.yaml, shop.yml), with the line and column of the node at that pointer. The one way any
 * stage after loading gets a position; a problem without a source is left as it is.
 */
export function placeProblems(problems: Problem[], docs: readonly (SourceDoc | SiteDoc)[]): Problem[] {
  return problems.map(({ source, inBrand, ...p }) => {
    if (!source) return p;
    const doc = docs.find((d) => d.kind === source.kind);
    if (!doc) return { ...p, path: source.path };
    const at = isSiteDoc(doc) ? originIn(doc, source.path) : { doc, path: source.path, layer: undefined };
    const hint = inBrand && at.layer === 'brand' ? { hint: p.hint ? `${p.hint}; ${inBrand}` : inBrand } : {};
    return { ...p, ...hint, file: at.doc.file, path: at.path, ...locate(at.doc, at.path) };
  });
}

/** A place in a site document as printed: the file the value is written in, the pointer in that file, the line and column. */
export interface Placed extends Position {
  file: string;
  /** The pointer in that file ('' for the whole document). */
  pointer: string;
}

/** Where the value at `pointer` of a (possibly merged) document is written; its key with `key`. */
export function placeAt(doc: SiteDoc, pointer: string, key = false, prefer?: Layer): Placed {
  const at = originIn(doc, pointer, prefer);
  return { file: at.doc.file, pointer: at.path, ...locate(at.doc, at.path, key) };
}

/** The text the user typed for the value at `pointer` of a (possibly merged) document. */
export function sourceTextAt(doc: SiteDoc, pointer: string): string | undefined {
  const at = originIn(doc, pointer);
  return sourceText(at.doc, at.path);
}
