// A new shop's data files as `shopsite init` writes them, before any fact is filled in: the
// starter's files (those of the kinds a brand has left out, and shop.yaml made the shop's part of
// the brand's), each naming its schema for editors. Takes the new folder and the brand's; returns
// texts. A new brand's folder (init --new-brand) is the starter's copy, the part of shop.yaml
// that every shop shares, and hub.yaml. Never writes, never prints: init and import write them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, parseDocument, type Document } from 'yaml';
import { SCHEMA_DIR, STARTER_DIR } from '../shared/paths.js';
import { brandStart } from './brand.js';

export interface StarterFile {
  /** The file's name in the new folder (shop.yaml). */
  name: string;
  text: string;
}

export function starterFiles(dir: string, brandDir?: string): StarterFile[] {
  const schemas = schemaFolderFor(dir);
  const brand = brandDir === undefined ? undefined : brandStart(brandDir, dir);
  const files: StarterFile[] = [];
  for (const name of readdirSync(STARTER_DIR).filter((f) => f.endsWith('.yaml')).sort()) {
    // A shop of a brand holds only what the brand does not: its own facts (README, A brand of many shops; docs/brand.md).
    if (brand && name !== 'shop.yaml' && brand.kinds.has(name.replace(/\.yaml$/, '') as never)) continue;
    // The first line names the schema for editors (see schemaFolderFor).
    let text = readFileSync(path.join(STARTER_DIR, name), 'utf8').replace(/\$schema=\S*?schemas\//, () => `$schema=${schemas}/`);
    if (name === 'shop.yaml' && brand) text = brand.shopText(text);
    files.push({ name, text });
  }
  return files;
}

/**
 * The `# fill in` comments of a new shop's shop.yaml in the words of its country where the
 * starter's are the US's: another country's postal code is no ZIP code, and Canada's provinces,
 * coordinates and time zones are its own (starter/ca-comments.json, by field). A value already
 * given has lost its comment, and keeps none. Changes `doc` in place (init's, and the import's new shops).
 */
export function commentInCountry(doc: Document, country: string): void {
  if (country === 'US') return;
  const zip = doc.getIn(['address', 'zip'], true);
  if (isScalar(zip) && zip.comment) zip.comment = zip.comment.replace('ZIP code', 'postal code');
  for (const [field, comment] of Object.entries(countryComments(country))) {
    const node = doc.getIn(field.split('.'), true);
    if (isScalar(node) && /^\s*fill in\b/.test(node.comment ?? '')) node.comment = ` ${comment}`;
  }
}

/** A country's comments by field (starter/<country>-comments.json), read once: an import makes many shops. */
const commentsRead = new Map<string, Record<string, string>>();
function countryComments(country: string): Record<string, string> {
  let comments = commentsRead.get(country);
  if (!comments) {
    const file = path.join(STARTER_DIR, `${country.toLowerCase()}-comments.json`);
    comments = /^[A-Z]{2}$/.test(country) && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    commentsRead.set(country, comments);
  }
  return comments;
}

/** What a brand's shop.yaml gives every shop of it: the rest of the starter's is each shop's own. */
const BRAND_SHARED = new Set(['logoText', 'claims.warranty', 'priceRange', 'thirdParty', 'host']);

/**
 * A new brand's folder: the starter's files but the reviews (each shop's own), its shop.yaml
 * cut down to what every shop shares, and the brand's own site, hub.yaml.
 */
export function newBrandFiles(dir: string): StarterFile[] {
  const schemas = schemaFolderFor(dir);
  const named = (text: string) => text.replace(/\$schema=\S*?schemas\//, () => `$schema=${schemas}/`);
  const files = readdirSync(STARTER_DIR)
    .filter((f) => f.endsWith('.yaml') && f !== 'reviews.yaml')
    .sort()
    .map((name) => {
      const text = named(readFileSync(path.join(STARTER_DIR, name), 'utf8'));
      return { name, text: name === 'shop.yaml' ? brandShopText(text, path.basename(path.resolve(dir))) : text };
    });
  return [...files, { name: 'hub.yaml', text: named(readFileSync(path.join(STARTER_DIR, 'brand', 'hub.yaml'), 'utf8')) }];
}

/** The starter's shop.yaml cut down to what every shop shares; `folder`, the brand folder's name, as its shops name it. */
function brandShopText(starter: string, folder: string): string {
  const doc = parseDocument(starter);
  const keep = (map: unknown, at: string) => {
    if (!isMap(map)) return;
    map.items = map.items.filter((pair) => {
      const here = `${at}${String((pair.key as { value: unknown }).value)}`;
      if (BRAND_SHARED.has(here)) return true;
      if (![...BRAND_SHARED].some((kept) => kept.startsWith(`${here}.`))) return false;
      keep(pair.value, `${here}.`);
      return true;
    });
  };
  // The starter's opening comments are its first field's (name), which is a shop's own.
  const first = isMap(doc.contents) ? (doc.contents.items[0]?.key as { commentBefore?: string } | undefined) : undefined;
  const opening = first?.commentBefore ?? '';
  keep(doc.contents, '');
  // The schema's line, then what this file is.
  const head = isMap(doc.contents) ? (doc.contents.items[0]?.key as { commentBefore?: string } | undefined) : undefined;
  if (head) head.commentBefore = [
    opening.split('\n')[0],
    " What every shop of the brand shares in its shop.yaml. Each shop's own shop.yaml names this",
    ` folder by a path from its own (brand: ../../${folder} from shops/NAME/ beside it) and writes its`,
    ' facts beside these: its name, phone, address, hours and links. A field a shop writes is its own.',
  ].join('\n');
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/**
 * The folder of schemas that the new files' `# yaml-language-server: $schema=` lines name, relative
 * to the data folder. There is no published address for the schemas, so it is a path:
 * - in a project with shopsite installed, the `node_modules/shopsite/schemas` of the nearest folder
 *   above the data folder that has one (`../node_modules/shopsite/schemas`, or `../../…` for
 *   `shops/NAME/`): it moves with the project, and `npm install shopsite@…` replaces the files at
 *   the same path, so the line survives moving the project and upgrading shopsite;
 * - otherwise (this repository's checkout, or a data folder outside any project) the schemas of the
 *   shopsite that runs, relative: right for data kept beside the engine, as site-data/ is.
 * Never the absolute path of the engine, which breaks when either folder moves.
 */
function schemaFolderFor(dir: string): string {
  const data = path.resolve(dir);
  for (let at = data; ; at = path.dirname(at)) {
    const installed = path.join(at, 'node_modules', 'shopsite', 'schemas');
    if (existsSync(path.join(installed, 'shop.schema.json'))) return posixRelative(data, installed);
    if (path.dirname(at) === at) return posixRelative(data, SCHEMA_DIR);
  }
}

const posixRelative = (from: string, to: string) => path.relative(from, to).split(path.sep).join('/');
