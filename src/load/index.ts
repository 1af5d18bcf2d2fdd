// Stage 1 for every shop: its folder's files, and when its shop.yaml names a brand, the brand's
// folder's, read and merged kind by kind (merge.ts) before validation, so that every later stage
// sees one plain site and every problem is placed in the file its value came from. A brand is
// read once per process while its files are unchanged: a fleet's worker reads it once for all
// the shops it builds. Takes a folder; returns documents and problems. Never validates shape.
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { likelyMeant } from '../shared/guess.js';
import { loadFolder, missingFiles, type SourceDoc } from './documents.js';
import { problem } from '../shared/problems.js';
import { DOC_KINDS, type DocKind, type Problem } from '../shared/types.js';
import { limitProblems } from './limits.js';
import { locate } from './positions.js';
import { readData, unreadable } from './read.js';
import { mergeDocs, type MergeIssue } from './merge.js';
import { singleSite, type SiteDoc } from './site-doc.js';

export interface ShopLoad {
  /** One per kind: a shop without a brand has its files as they are, one with a brand the layers merged. */
  docs: SourceDoc[] | SiteDoc[];
  problems: Problem[];
  /** The folders local images are looked up in, in order: the shop's, then its brand's. */
  folders: string[];
  /** The brand's folder, as the shop names it joined to the shop's folder. */
  brandDir?: string;
  /** The brand's hub.yaml, when it has one: the shop's pages name the brand and link to its hub. */
  hub?: SourceDoc<'hub'>;
}

/** `overlay`: file texts read instead of the folder's (see loadFolder). */
export function loadShop(dataDir: string, overlay?: ReadonlyMap<string, string>): ShopLoad {
  const folder = loadFolder(dataDir, overlay);
  const shopDoc = folder.docs.find((d) => d.kind === 'shop');
  const named = shopDoc && brandNamed(shopDoc);
  if (!shopDoc || named === undefined) {
    return { docs: folder.docs, problems: [...folder.problems, ...missingFiles(dataDir, folder), ...folder.syntax], folders: [dataDir] };
  }
  const brandDir = brandPath(dataDir, named);
  const problems = [...folder.problems, ...folder.syntax];
  const refused = brandRefusal(dataDir, brandDir);
  if (refused) {
    // Without its brand the shop's files are only part of a site: nothing more to say of them.
    problems.push(problem('invalid-brand', { ...refused, dir: brandDir }, { file: shopDoc.file, path: '/brand', ...locate(shopDoc, '/brand') }));
    return { docs: [], problems, folders: [dataDir], brandDir };
  }
  const brand = loadBrand(brandDir);
  const shop = readLayer(folder.docs);
  problems.push(...brand.problems, ...shop.problems);
  problems.push(
    ...missingFiles(dataDir, folder, [...brand.reported, ...brand.docs.map((d) => d.kind)], (kind) => `every shop needs ${kind}.yaml, in its own folder or in its brand's (${brandDir})`),
  );
  const docs: SiteDoc[] = [];
  for (const kind of DOC_KINDS) {
    const own = folder.docs.find((d) => d.kind === kind);
    const theirs = brand.docs.find((d) => d.kind === kind);
    // A file that cannot be read is reported; its kind is left out rather than merged from half.
    if ((own && !shop.data.has(own)) || (theirs && !brand.data.has(theirs))) continue;
    if (own && theirs) {
      const merged = mergeDocs(kind, brand.data.get(theirs), shop.data.get(own));
      problems.push(...merged.issues.map((i) => mergeProblem(own, i)));
      docs.push({ kind, data: merged.data, files: [{ layer: 'shop', doc: own }, { layer: 'brand', doc: theirs }], origins: merged.origins, shared: false });
    } else if (own) docs.push(singleSite(own, shop.data.get(own)));
    else if (theirs) docs.push(singleSite(theirs, brand.data.get(theirs), 'brand', true));
  }
  return { docs, problems, folders: [dataDir, brandDir], brandDir, ...(brand.hub ? { hub: brand.hub } : {}) };
}

const brandPath = (dataDir: string, named: string) => (path.isAbsolute(named) ? named : path.join(dataDir, named));

/**
 * The brand folder a shop's shop.yaml names, as loadShop reads it; undefined without one (or when
 * shop.yaml cannot be read: its build reports why). A fleet hashes it with the shop's inputs.
 */
export function brandFolder(dataDir: string): string | undefined {
  const shopDoc = loadFolder(dataDir).docs.find((d) => d.kind === 'shop');
  const named = shopDoc && brandNamed(shopDoc);
  return named === undefined ? undefined : brandPath(dataDir, named);
}

/** The brand a readable shop.yaml names; undefined for a shop without one (or a shop.yaml validation will report). */
function brandNamed(doc: SourceDoc): string | undefined {
  if (unreadable(doc)) return undefined;
  const read = readData(doc);
  const brand = 'data' in read && read.data && typeof read.data === 'object' ? (read.data as { brand?: unknown }).brand : undefined;
  return typeof brand === 'string' && brand.trim() ? brand : undefined;
}

function brandRefusal(dataDir: string, brandDir: string): { why: 'missing' | 'file' | 'self' } | undefined {
  if (!existsSync(brandDir)) return { why: 'missing' };
  if (!statSync(brandDir).isDirectory()) return { why: 'file' };
  if (existsSync(dataDir) && realpathSync(brandDir) === realpathSync(dataDir)) return { why: 'self' };
  return undefined;
}

interface LayerData {
  /** Each readable document's data, within the limits. */
  data: Map<SourceDoc, unknown>;
  problems: Problem[];
}

/** Every document of one layer as plain data; what cannot be read or is past a limit is a problem. */
function readLayer(docs: SourceDoc[]): LayerData {
  const data = new Map<SourceDoc, unknown>();
  const problems: Problem[] = [];
  for (const doc of docs) {
    if (unreadable(doc)) continue; // its syntax problems are the folder's
    const read = readData(doc);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const limits = limitProblems(doc, read.data);
    problems.push(...limits);
    if (!limits.length) data.set(doc, read.data);
  }
  return { data, problems };
}

interface Brand extends LayerData {
  docs: SourceDoc[];
  /** The brand's own site (shopsite hub), read with the brand's files. */
  hub?: SourceDoc<'hub'>;
  /** Kinds whose file the brand has but could not use (reported): not also missing. */
  reported: Set<DocKind>;
}

const brands = new Map<string, { stamp: string; brand: Brand }>();

/**
 * The brand folder's documents, read once while its files are unchanged: by their names, sizes,
 * modification times and inodes (a save replaces at least one of them). The folder as the shop
 * names it is part of the key, since problems print it.
 */
export function loadBrand(brandDir: string): Brand {
  const stamp = folderStamp(brandDir);
  const key = `${brandDir}\0${path.resolve(brandDir)}`;
  const cached = brands.get(key);
  if (cached?.stamp === stamp) return cached.brand;
  const folder = loadFolder(brandDir, undefined, { withHub: true });
  const layer = readLayer(folder.docs);
  const problems = [...folder.problems, ...folder.syntax, ...layer.problems];
  const shop = folder.docs.find((d) => d.kind === 'shop');
  if (shop && layer.data.has(shop) && (layer.data.get(shop) as { brand?: unknown })?.brand !== undefined) {
    problems.push(problem('invalid-brand', { why: 'chain' }, { file: shop.file, path: '/brand', ...locate(shop, '/brand') }));
  }
  const brand: Brand = { docs: folder.docs, reported: folder.reported, data: layer.data, problems, ...(folder.hub ? { hub: folder.hub } : {}) };
  brands.set(key, { stamp, brand });
  return brand;
}

function folderStamp(dir: string): string {
  try {
    const names = readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort();
    return names
      .map((name) => {
        const s = statSync(path.join(dir, name));
        return `${name}:${s.size}:${s.mtimeMs}:${s.ino}`;
      })
      .join('|');
  } catch {
    return '';
  }
}

/** A shop's merge instruction that cannot be followed, at its line in the shop's file. */
function mergeProblem(doc: SourceDoc, { path: pointer, issue }: MergeIssue): Problem {
  const at = { file: doc.file, path: pointer, ...locate(doc, pointer) };
  switch (issue.what) {
    case 'omit-unknown': {
      const guess = likelyMeant(issue.value, issue.known);
      return problem('unresolved-reference', { entry: issue.entry, field: issue.field, value: issue.value }, {
        ...at,
        hint: `the brand has no ${issue.entry} "${issue.value}" to leave out${guess ? `: did you mean "${guess}"?` : ''}`,
      });
    }
    case 'merge-value':
      return problem('invalid-value', { rule: 'enum', allowed: ['extend', 'replace'] }, { ...at, hint: "merge: replace uses this file instead of the brand's; extend (the default) changes the brand's" });
    case 'omit-value':
      return problem('invalid-value', { rule: 'enum', allowed: ['true', 'false'] }, { ...at, hint: "omit: true leaves the brand's entry of this slug out of this shop's site" });
  }
}
