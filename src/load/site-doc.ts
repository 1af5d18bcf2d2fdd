// One kind of document as the stages after loading see it: its data (a shop's file, a brand's, or
// the two merged) and, for any JSON Pointer into that data, the file and the pointer in that file
// where the value is written. A shop without a brand has one file per kind, every pointer its own.
import type { SourceDoc } from './documents.js';
import type { DocKind } from '../shared/types.js';
import type { Layer, Origin, Origins } from './merge.js';

export interface SiteDoc {
  kind: DocKind;
  /** The data before validation (merged when both layers have the kind). */
  data: unknown;
  /** The files it is made of, the shop's first. */
  files: { layer: Layer; doc: SourceDoc }[];
  origins: Origins;
  /**
   * The brand's document used whole (the shop has no file of its kind): the same data for every
   * shop of the brand in this process, so validation reads a copy of it once (validate/index.ts).
   */
  shared: boolean;
}

/** A document of a shop without a brand, or of one layer alone. */
export function singleSite(doc: SourceDoc, data: unknown, layer: Layer = 'shop', shared = false): SiteDoc {
  return { kind: doc.kind, data, files: [{ layer, doc }], origins: new Map([['', { [layer]: '' }]]), shared };
}

export const isSiteDoc = (doc: SourceDoc | SiteDoc): doc is SiteDoc => 'origins' in doc;

/**
 * Where the merged value at `pointer` is written: its nearest recorded node, with the rest of the
 * pointer followed in that layer. A node both layers write (a mapping they both have) is given in
 * both; one missing from the merged data (a required field) falls back to its parent's layers.
 */
export function originOf(origins: Origins, pointer: string): Origin {
  for (let at = pointer; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/')))) {
    const found = origins.get(at);
    if (found) {
      const rest = pointer.slice(at.length);
      return Object.fromEntries(Object.entries(found).map(([layer, path]) => [layer, path + rest])) as Origin;
    }
    if (!at) return {};
  }
}

/**
 * The file and the pointer in it of the value at `pointer`. Where both layers write it, `prefer`
 * says whose file explains it best: the shop's by default (it overrides), the brand's for a
 * field missing from an entry the brand defines (see README, "Where problems are reported").
 */
export function originIn(doc: SiteDoc, pointer: string, prefer: Layer = 'shop'): { doc: SourceDoc; path: string; layer: Layer } {
  const origin = originOf(doc.origins, pointer);
  for (const layer of prefer === 'shop' ? (['shop', 'brand'] as const) : (['brand', 'shop'] as const)) {
    const file = doc.files.find((f) => f.layer === layer);
    const path = origin[layer];
    if (file && path !== undefined) return { doc: file.doc, path, layer };
  }
  return { doc: doc.files[0]!.doc, path: pointer, layer: doc.files[0]!.layer };
}

/**
 * Whether the merged data holds the brand's value at `pointer` in the brand's file: a node taken
 * whole from the brand is at or above it, or both layers write the node itself (a mapping). A value
 * the shop writes instead, or an entry the shop leaves out (omit), is not held.
 */
export function usesBrandValue(origins: Origins, pointer: string): boolean {
  for (const origin of origins.values()) {
    const at = origin.brand;
    if (at === undefined) continue;
    if (at === pointer || (origin.shop === undefined && pointer.startsWith(`${at}/`))) return true;
  }
  return false;
}
