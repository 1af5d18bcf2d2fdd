// Stage 2, validate: each document against its schema (all errors, defaults applied), then the
// cross-document rules. Takes parsed documents; returns the site's data with shop placeholders
// filled, or problems with file:line:col. Never prints, never reads the schemas more than once.
import type { SourceDoc } from '../load.js';
import { hasErrors, sortProblems } from '../problems.js';
import { fillDeep, shopVars } from '../text.js';
import { DOC_KINDS, type Coupons, type DocKind, type FAQ, type Makes, type Pages, type Problem, type Reviews, type Services, type SiteData } from '../types.js';
import { problemsFromAjv } from './hints.js';
import { RULES, type RuleContext } from './rules.js';
import { schemaErrors } from './schema.js';

export interface ValidateResult {
  site?: SiteData;
  problems: Problem[];
}

export function validateSite(docs: SourceDoc[]): ValidateResult {
  const problems: Problem[] = [];
  const valid: RuleContext['docs'] = new Map();
  for (const doc of docs) {
    if (doc.document.errors.length) continue; // reported by load; its data is not trustworthy
    const data = doc.document.toJS({ maxAliasCount: 100 }) ?? {};
    const errors = schemaErrors(doc.kind, data);
    problems.push(...problemsFromAjv(doc, errors));
    valid.set(doc.kind, { doc, data });
  }
  const ctx: RuleContext = { docs: valid, problems };
  for (const rule of RULES) rule(ctx);

  if (hasErrors(problems) || !DOC_KINDS.every((kind) => valid.has(kind))) {
    return { problems: sortProblems(problems) };
  }
  // Valid against the schemas, so the data has the generated types' shape.
  const data = <T>(kind: DocKind) => valid.get(kind)!.data as T;
  const shop = data<SiteData['shop']>('shop');
  const site = fillDeep<SiteData>(
    {
      shop,
      services: data<Services>('services').services,
      makes: data<Makes>('makes').makes,
      reviews: data<Reviews>('reviews'),
      coupons: data<Coupons>('coupons').coupons,
      faq: data<FAQ>('faq').faq,
      pages: data<Pages>('pages'),
    },
    shopVars(shop),
  );
  return { site, problems: sortProblems(problems) };
}
