// A new shop's data files as `shopsite init` writes them, before any fact is filled in: the
// starter's files (those of the kinds a brand has left out, and shop.yaml made the shop's part of
// the brand's), each naming its schema for editors. Takes the new folder and the brand's; returns
// texts. Never writes, never prints: init and import write them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
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
