// Stage 2, validate: each document against its schema (all errors, defaults applied), then the
// cross-document rules. Takes parsed documents; returns the site's data with shop placeholders
// filled, or problems with file:line:col. Never prints, never reads the schemas more than once.
import type { SourceDoc } from '../load.js';
import { visit } from 'yaml';
import { hasErrors, problem, sortProblems } from '../problems.js';
import { fillDeep, shopVars } from '../text.js';
import { DOC_KINDS, type Coupons, type DocKind, type FAQ, type Makes, type Pages, type Problem, type Reviews, type Services, type SiteData } from '../types.js';
import { problemsFromAjv } from './hints.js';
import { limitProblems } from './limits.js';
import { placeProblems } from './positions.js';
import { RULES, type RuleContext } from './rules.js';
import { schemaErrors } from './schema.js';

export interface ValidateResult {
  site?: SiteData;
  problems: Problem[];
}

/** The document as plain data; an unresolved or runaway alias is a problem at the alias. */
function readData(doc: SourceDoc): { data: unknown } | { problem: Problem } {
  if (doc.data !== undefined) return { data: doc.data };
  try {
    return { data: doc.document.toJS({ maxAliasCount: 100 }) ?? {} };
  } catch (error) {
    let at = 0;
    visit(doc.document, {
      Alias(_, alias) {
        if (!at || !alias.resolve(doc.document)) at = alias.range?.[0] ?? at;
        if (!alias.resolve(doc.document)) return visit.BREAK;
        return undefined;
      },
    });
    const { line, col } = doc.lineCounter.linePos(at);
    return {
      problem: problem('yaml-syntax', { reason: (error as Error).message.replace(/\.$/, '') }, {
        file: doc.file,
        line,
        col,
        hint: 'an alias (*name) must refer to an anchor (&name) written before it, and aliases may not multiply without end',
      }),
    };
  }
}

export function validateSite(docs: SourceDoc[]): ValidateResult {
  const problems: Problem[] = [];
  const valid: RuleContext['docs'] = new Map();
  for (const doc of docs) {
    // Reported by load; its data is not trustworthy. (What the fast reader read has no errors.)
    if (doc.data === undefined && doc.document.errors.length) continue;
    const read = readData(doc);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const data = read.data;
    const limits = limitProblems(doc, data);
    if (limits.length) {
      // Past a limit the data is not worth validating further: its size is the problem.
      problems.push(...limits);
      continue;
    }
    const errors = schemaErrors(doc.kind, data);
    problems.push(...problemsFromAjv(doc, errors));
    valid.set(doc.kind, { doc, data });
  }
  const ctx: RuleContext = { docs: valid, problems: [] };
  for (const rule of RULES) rule(ctx);
  problems.push(...placeProblems(ctx.problems, docs));

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
