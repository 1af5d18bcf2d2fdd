// Stage 2 for the brand's hub.yaml: its schema (all errors, defaults applied), the placeholders
// its words may use and its values still to fill in that shops show, each problem at its line in hub.yaml. Takes the loaded document; returns the
// hub's data or problems. A brand's hub.yaml is validated once per process (every shop of the
// brand reads the same document), as the brand's shared documents are (index.ts).
import { likelyMeant } from '../shared/guess.js';
import type { SourceDoc } from '../load/documents.js';
import { limitProblems } from '../load/limits.js';
import { locate } from '../load/positions.js';
import { readData, unreadable } from '../load/read.js';
import { singleSite } from '../load/site-doc.js';
import { toPointer } from '../shared/json-pointer.js';
import { hasErrors, problem } from '../shared/problems.js';
import { fillText, placeholdersIn, walkStrings } from '../shared/text.js';
import type { HubData } from '../shared/hub.js';
import type { Hub, HubLink, Problem, Shop } from '../shared/types.js';
import { problemsFromAjv } from './hints.js';
import { langRefused, toFillIn } from './rules.js';
import { schemaErrors } from './schema.js';

/** Every placeholder the hub's words may hold; which one a word fills is said in the schema's description. */
export const HUB_PLACEHOLDERS = ['brand', 'count', 'state', 'name', 'query', 'distance', 'miles'];

export interface HubValidation {
  hub?: Hub;
  problems: Problem[];
}

const checked = new WeakMap<SourceDoc<'hub'>, HubValidation>();

export function validateHub(doc: SourceDoc<'hub'>): HubValidation {
  let result = checked.get(doc);
  if (!result) {
    result = checkHub(doc);
    checked.set(doc, result);
  }
  return result;
}

function checkHub(doc: SourceDoc<'hub'>): HubValidation {
  // Syntax problems are load's to report; the data of such a file is not to be trusted.
  if (unreadable(doc)) return { problems: [] };
  const read = readData(doc);
  if ('problem' in read) return { problems: [read.problem] };
  const limits = limitProblems(doc, read.data);
  if (limits.length) return { problems: limits };
  const data = structuredClone(read.data);
  // The hub is one file of the brand's layer, placed as any brand file is (hints.ts reads only
  // its positions and whether it is a shop.yaml), though it is no kind of a shop's data.
  const problems = problemsFromAjv(singleSite(doc as unknown as SourceDoc, data, 'brand'), schemaErrors('hub', data));
  // Every shop of the brand is validated with this: only what its pages show of the hub is its business.
  problems.push(...placeholderProblems(doc, data), ...hubFillIns(doc).filter((p) => SHOPS_SHOW.test(p.path ?? '')));
  // The locator writes its distances in the hub's language: a tag Intl refuses would stop its script.
  const lang = (data as Partial<Hub>).lang;
  const refused = typeof lang === 'string' ? langRefused(lang) : undefined;
  if (refused) problems.push(problem('invalid-value', { rule: 'pattern', slug: false }, { file: doc.file, path: '/lang', ...locate(doc, '/lang'), hint: refused }));
  return hasErrors(problems) ? { problems } : { hub: data as Hub, problems };
}

/** What a shop's pages show of its brand's hub (hubLink): its name, its address and the footer's link. */
const SHOPS_SHOW = /^\/(name|siteUrl|words\/backLink)$/;

/** hub.yaml's values marked `# fill in` (init --new-brand's): warnings, which `hub --strict` refuses. */
const hubFillIns = (doc: SourceDoc<'hub'>): Problem[] => toFillIn(doc as unknown as SourceDoc);

/** Those of them no shop shows: the hub's own build says them. */
export const hubOnlyFillIns = (doc: SourceDoc<'hub'>): Problem[] => hubFillIns(doc).filter((p) => !SHOPS_SHOW.test(p.path ?? ''));

function placeholderProblems(doc: SourceDoc<'hub'>, data: unknown): Problem[] {
  const problems: Problem[] = [];
  walkStrings(data, [], (text, segments) => {
    for (const name of placeholdersIn(text)) {
      if (HUB_PLACEHOLDERS.includes(name)) continue;
      const path = toPointer(segments);
      const meant = likelyMeant(name, HUB_PLACEHOLDERS);
      problems.push(
        problem('unknown-placeholder', { name }, {
          file: doc.file,
          path,
          ...locate(doc, path),
          hint: `${meant ? `did you mean {${meant}}? ` : ''}the hub's placeholders are ${HUB_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
        }),
      );
    }
  });
  return problems;
}

/** The hub's address with one trailing slash, as its pages' canonical addresses have it. */
export const hubUrl = (hub: Pick<Hub, 'siteUrl'>) => `${hub.siteUrl.replace(/\/+$/, '')}/`;

/** What a shop's pages need of its brand's hub, and nothing more (SiteData.hub). */
export function hubLink(hub: Hub): HubLink {
  const url = hubUrl(hub);
  return { name: hub.name, url, locations: `${url}locations/`, backLink: fillText(hub.words.backLink, { brand: hub.name }) };
}

/**
 * The hub's colours and logo line: hub.yaml's, else the brand's shop.yaml's (the shops' look),
 * with the shop schema's defaults where neither has one. The brand's shop.yaml is part of every
 * shop and validated with each; here only its defaults are applied, to a copy.
 */
export function brandTheme(hub: Hub, brandShop: SourceDoc | undefined): HubData {
  const read = brandShop && !unreadable(brandShop) ? readData(brandShop) : undefined;
  const shop = structuredClone(read && 'data' in read && read.data && typeof read.data === 'object' ? read.data : {}) as Partial<Shop>;
  schemaErrors('shop', shop);
  const theme = { ...shop.theme!, ...hub.theme };
  const logoText = hub.logoText ?? shop.logoText;
  return { ...hub, theme, ...(logoText ? { logoText } : {}) };
}
