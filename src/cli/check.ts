// `shopsite check`: load and validate only; writes nothing.
import { buildRoutes } from '../routes.js';
import { loadSiteData } from '../load.js';
import { hasErrors } from '../problems.js';
import { validateSite } from '../validate/index.js';
import { placeProblems } from '../validate/positions.js';
import { ProblemsReported } from './errors.js';
import { printProblems } from './report.js';

export function runCheck(flags: { data: string; json?: boolean }): void {
  const loaded = loadSiteData(flags.data);
  const validated = validateSite(loaded.docs);
  const problems = [...loaded.problems, ...validated.problems];
  const routes = validated.site ? buildRoutes(validated.site) : undefined;
  if (routes) problems.push(...placeProblems(routes.problems, loaded.docs));
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ ok: !hasErrors(problems), routes: routes?.routes.length ?? 0, problems }, null, 2)}\n`);
  } else {
    printProblems(problems, 'Nothing was written.');
  }
  if (hasErrors(problems)) throw new ProblemsReported();
  if (!flags.json) process.stderr.write(`${flags.data}/ is valid: ${routes?.routes.length ?? 0} pages.\n`);
}
