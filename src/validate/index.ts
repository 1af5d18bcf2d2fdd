// Stage 2, validate: each document against its schema (all errors, defaults applied), then the
// cross-document rules. Takes parsed documents; returns the site's data with shop placeholders
// filled, or problems with file:line:col. Never prints, never reads the schemas more than once.
import type { SourceDoc } from '../load.js';
import { hasErrors, sortProblems } from '../problems.js';
import { fillDeep, shopVars } from '../text.js';
import { DOC_KINDS, type DocKind, type Problem, type SiteData } from '../types.js';
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
  const data = (kind: DocKind) => valid.get(kind)?.data as Record<string, never>;
  const shop = data('shop') as unknown as SiteData['shop'];
  const site = fillDeep(
    {
      shop,
      services: data('services').services,
      makes: data('makes').makes,
      reviews: data('reviews'),
      coupons: data('coupons').coupons,
      faq: data('faq').faq,
      pages: data('pages'),
    } as SiteData,
    shopVars(shop),
  );
  return { site, problems: sortProblems(problems) };
}
