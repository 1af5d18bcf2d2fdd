// The reference shop with every entry of the page registry and of the third-party table that its
// frozen data leaves out, each from its schema's first example (`examples`): so the tests that loop
// over the registry and the table build, render and load a new optional page kind or a new third
// party, although the reference data (the spec walk's) does not have it. A new entry without an
// example fails here, saying what to add (docs/architecture.md, Where things go).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { loadSiteData } from '../src/load/documents.js';
import { pageKinds } from '../src/shared/page-kinds.js';
import type { SiteData } from '../src/shared/types.js';
import { validateSite } from '../src/validate/index.js';
import { REFERENCE_DATA, ROOT, dataWith } from './helpers.js';

interface SchemaEntry {
  $ref?: string;
  examples?: unknown[];
}
const schemaOf = (file: string) => JSON.parse(readFileSync(path.join(ROOT, 'schemas', file), 'utf8')) as Record<string, any>;

/** The first example of a schema entry, its own or its $ref's; an error naming the entry when there is none. */
function exampleOf(file: string, pointer: string, entry: SchemaEntry | undefined, definitions: Record<string, SchemaEntry> = {}): unknown {
  const example = entry?.examples?.[0] ?? (entry?.$ref ? definitions[entry.$ref.replace('#/definitions/', '')]?.examples?.[0] : undefined);
  if (example === undefined) throw new Error(`schemas/${file} ${pointer} has no "examples": give it one, so the tests build what the reference data leaves out`);
  return example;
}

/** What the examples add to the reference data: the optional pages and the third parties it leaves out, by name. */
export interface WithExamples {
  /** A copy of the reference data with them, on disk (for a build through the CLI). */
  data: string;
  site: SiteData;
  pages: string[];
  thirdParties: string[];
}

let made: WithExamples | undefined;

export function referenceWithExamples(): WithExamples {
  if (made) return made;
  const pagesSchema = schemaOf('pages.schema.json');
  const shopSchema = schemaOf('shop.schema.json');
  const pagesYaml = parseDocument(readFileSync(path.join(REFERENCE_DATA, 'pages.yaml'), 'utf8'));
  const shopYaml = parseDocument(readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8'));
  const pages: string[] = [];
  for (const [, spec] of pageKinds()) {
    if (!('optional' in spec) || pagesYaml.has(spec.data)) continue;
    pagesYaml.set(spec.data, exampleOf('pages.schema.json', `/properties/${spec.data}`, pagesSchema.properties[spec.data], pagesSchema.definitions));
    pages.push(spec.data);
  }
  const thirdParties: string[] = [];
  for (const [name, entry] of Object.entries(shopSchema.properties.thirdParty.properties as Record<string, SchemaEntry>)) {
    if (shopYaml.hasIn(['thirdParty', name])) continue;
    shopYaml.setIn(['thirdParty', name], exampleOf('shop.schema.json', `/properties/thirdParty/properties/${name}`, entry));
    thirdParties.push(name);
  }
  const data = dataWith(REFERENCE_DATA, { 'pages.yaml': pagesYaml.toString(), 'shop.yaml': shopYaml.toString() });
  const { site, problems } = validateSite(loadSiteData(data).docs);
  if (!site) throw new Error(`The schemas' examples do not validate with the reference data:\n${problems.map((p) => `${p.file} ${p.path}: ${p.message}`).join('\n')}`);
  made = { data, site, pages, thirdParties };
  return made;
}
