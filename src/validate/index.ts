// Stage 2, validate: each document against its schema (all errors, defaults applied), then the
// cross-document rules. Takes parsed documents; returns the site's data with shop placeholders
// filled, or problems with file:line:col. Never prints, never reads the schemas more than once.
import { isSiteDoc, singleSite, type SiteDoc } from '../load/site-doc.js';
import type { SourceDoc } from '../load/documents.js';
import { hasErrors, sortProblems } from '../shared/problems.js';
import { pageVars } from '../shared/copy-words.js';
import { fillDeep } from '../shared/text.js';
import { DOC_KINDS, type Coupons, type DocKind, type FAQ, type Makes, type Pages, type Problem, type Reviews, type Service, type Services, type SiteData, type SiteService } from '../shared/types.js';
import { problemsFromAjv, shopCountry } from './hints.js';
import { limitProblems } from '../load/limits.js';
import { placeProblems } from '../load/positions.js';
import { readData, unreadable } from '../load/read.js';
import { RULES, type RuleContext } from './rules.js';
import { schemaErrors } from './schema.js';
import { hubLink, validateHub } from './hub.js';

export interface ValidateResult {
  site?: SiteData;
  problems: Problem[];
}

/**
 * A brand's document that shops use whole, validated once per process: a copy of it (validation
 * fills in defaults, and the merge of other shops reads the brand's data as written) and its
 * problems, which are the same for every shop, since they are placed in the brand's file.
 */
const sharedShape = new WeakMap<object, { data: unknown; problems: Problem[]; country: string }>();

/** `country`: the shop's, which orders the day and month of a date's hint. */
function checkShape(doc: SiteDoc, country: string): { data: unknown; problems: Problem[] } {
  if (!doc.shared || typeof doc.data !== 'object' || doc.data === null) {
    return { data: doc.data, problems: problemsFromAjv(doc, schemaErrors(doc.kind, doc.data), country) };
  }
  let checked = sharedShape.get(doc.data);
  if (checked?.country !== country) {
    const data = structuredClone(doc.data);
    checked = { data, problems: problemsFromAjv(doc, schemaErrors(doc.kind, data), country), country };
    sharedShape.set(doc.data, checked);
  }
  return checked;
}

/** The shop's data as written, before validation, when it can be read. */
function shopData(docs: readonly (SourceDoc | SiteDoc)[]): unknown {
  const doc = docs.find((d) => d.kind === 'shop');
  if (!doc || isSiteDoc(doc)) return doc?.data;
  if (unreadable(doc)) return undefined;
  const read = readData(doc);
  return 'data' in read ? read.data : undefined;
}

/**
 * A shop's documents as loaded (one file per kind), or as the brand layers made them
 * (load/index.ts: read, within limits and merged already).
 */
export function validateSite(docs: readonly (SourceDoc | SiteDoc)[], hubDoc?: SourceDoc<'hub'>): ValidateResult {
  const problems: Problem[] = [];
  const hub = hubDoc && validateHub(hubDoc);
  if (hub) problems.push(...hub.problems);
  const valid: RuleContext['docs'] = new Map();
  const sites: SiteDoc[] = [];
  const country = shopCountry(shopData(docs));
  for (const doc of docs) {
    let site: SiteDoc;
    if (isSiteDoc(doc)) site = doc;
    else {
      // Reported by load; its data is not trustworthy. (What the fast reader read has no errors.)
      if (unreadable(doc)) continue;
      const read = readData(doc);
      if ('problem' in read) {
        problems.push(read.problem);
        continue;
      }
      const limits = limitProblems(doc, read.data);
      if (limits.length) {
        // Past a limit the data is not worth validating further: its size is the problem.
        problems.push(...limits);
        continue;
      }
      site = singleSite(doc, read.data);
    }
    sites.push(site);
    const checked = checkShape(site, country);
    problems.push(...checked.problems);
    valid.set(site.kind, { doc: site, data: checked.data });
  }
  const ctx: RuleContext = { docs: valid, problems: [] };
  for (const rule of RULES) rule(ctx);
  problems.push(...placeProblems(ctx.problems, sites));

  if (hasErrors(problems) || !DOC_KINDS.every((kind) => valid.has(kind))) {
    return { problems: sortProblems(problems) };
  }
  // Valid against the schemas, so the data has the generated types' shape.
  const data = <T>(kind: DocKind) => valid.get(kind)!.data as T;
  const shop = data<SiteData['shop']>('shop');
  const pages = data<Pages>('pages');
  const site = fillDeep<SiteData>(
    {
      shop,
      services: data<Services>('services').services.map(withPageParts),
      makes: data<Makes>('makes').makes,
      reviews: data<Reviews>('reviews'),
      coupons: data<Coupons>('coupons').coupons,
      faq: data<FAQ>('faq').faq,
      pages,
    },
    pageVars(shop, pages),
  );
  // The words around the hours have placeholders of their own ({hours} there is a special day's),
  // filled where the hours are shown (shared/hours.ts).
  site.pages.layout.hours = pages.layout.hours;
  if (hub?.hub) site.hub = hubLink(hub.hub);
  return { site, problems: sortProblems(problems) };
}

/**
 * A service with what services.yaml may leave out made from its title and summary: the car
 * drawing, a search result of its title in the shop's town with the shop's name and of its
 * summary, a top of the page of its title over its summary, and no sections. Placeholders are
 * filled after, as in any text of the data.
 */
function withPageParts(service: Service): SiteService {
  return {
    ...service,
    icon: service.icon ?? 'car',
    meta: service.meta ?? { title: `${service.title} in {city}, {state} | {name}`, description: service.summary },
    hero: service.hero ?? { heading: service.title, text: service.summary },
    sections: service.sections ?? [],
  };
}
