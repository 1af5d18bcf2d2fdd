// The reference shop with every entry of the page registry and of the third-party table that its
// frozen data leaves out, each from its schema's first example (`examples`): so the tests that loop
// over the registry and the table build, render and load a new optional page kind or a new third
// party, although the reference data (the spec walk's) does not have it. A new entry without an
// example fails here, saying what to add (docs/architecture.md, Where things go). With nothing to
// add, as today, the reference data is used as it is, byte for byte.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { loadSiteData } from '../src/load/documents.js';
import { pageKinds, type PageKindSpec } from '../src/shared/page-kinds.js';
import type { SiteData } from '../src/shared/types.js';
import { schemaAt } from '../src/validate/definitions.js';
import { validateSite } from '../src/validate/index.js';
import { REFERENCE_DATA, dataWith } from './helpers.js';

/** The first example of a schema entry, its own or its $ref's (in its file or another); an error naming the entry when there is none. */
export function exampleOf(file: string, pointer: string): unknown {
  let entry: ReturnType<typeof schemaAt> | undefined;
  try {
    entry = schemaAt(`${file}#${pointer}`);
  } catch {
    entry = undefined; // not in the schema yet: its entry and example are both to add
  }
  // schemaAt merges an entry's $ref into it: its examples are the entry's or its definition's.
  const example = (entry as { examples?: unknown[] } | undefined)?.examples?.[0];
  if (example === undefined) throw new Error(`schemas/${file} ${pointer} has no "examples": give it one, so the tests build what the reference data leaves out`);
  return example;
}

/**
 * The texts of pages.yaml and shop.yaml with each optional page kind and each third party of
 * shop.schema.json's thirdParty that they leave out, from its schema's example; and their names.
 */
export function examplesAdded(
  pagesText: string,
  shopText: string,
  kinds: [string, PageKindSpec][] = pageKinds(),
  thirdParties: string[] = Object.keys(schemaAt('shop.schema.json#/properties/thirdParty').properties ?? {}),
  example: (file: string, pointer: string) => unknown = exampleOf,
) {
  const pagesYaml = parseDocument(pagesText);
  const shopYaml = parseDocument(shopText);
  const pages: string[] = [];
  for (const [, spec] of kinds) {
    if (!('optional' in spec) || pagesYaml.has(spec.data)) continue;
    pagesYaml.set(spec.data, example('pages.schema.json', `/properties/${spec.data}`));
    pages.push(spec.data);
  }
  const parties: string[] = [];
  for (const name of thirdParties) {
    if (shopYaml.hasIn(['thirdParty', name])) continue;
    shopYaml.setIn(['thirdParty', name], example('shop.schema.json', `/properties/thirdParty/properties/${name}`));
    parties.push(name);
  }
  return { pages, thirdParties: parties, pagesText: pages.length ? pagesYaml.toString() : pagesText, shopText: parties.length ? shopYaml.toString() : shopText };
}

/** What the examples add to the reference data, and the data and site with them. */
export interface WithExamples {
  /** The reference data itself when nothing is added; else a copy with the examples, on disk (for a build through the CLI). */
  data: string;
  site: SiteData;
  pages: string[];
  thirdParties: string[];
}

export function referenceWithExamples(): WithExamples {
  const read = (name: string) => readFileSync(path.join(REFERENCE_DATA, name), 'utf8');
  const added = examplesAdded(read('pages.yaml'), read('shop.yaml'));
  const data = added.pages.length || added.thirdParties.length ? dataWith(REFERENCE_DATA, { 'pages.yaml': added.pagesText, 'shop.yaml': added.shopText }) : REFERENCE_DATA;
  const { site, problems } = validateSite(loadSiteData(data).docs);
  if (!site) throw new Error(`The schemas' examples do not validate with the reference data:\n${problems.map((p) => `${p.file} ${p.path}: ${p.message}`).join('\n')}`);
  return { data, site, pages: added.pages, thirdParties: added.thirdParties };
}

