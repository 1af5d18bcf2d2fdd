// `shopsite import SHEET --brand BRAND --into SHOPS [--dry-run]`: a locations sheet becomes shop
// folders of the brand (src/import/). Prints what changed (or would, with --dry-run), the
// problems, and a summary; exit 1 when any row had a problem.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { importSheet, type ImportResult } from '../import/index.js';
import { hasErrors } from '../shared/problems.js';
import { ProblemsReported, UsageError } from './errors.js';
import { printProblems } from './report.js';

export interface ImportFlags {
  brand: string;
  into: string;
  dryRun?: boolean;
}

export async function runImport(sheet: string, flags: ImportFlags): Promise<void> {
  if (!existsSync(sheet) || !statSync(sheet).isFile()) throw new UsageError(`${sheet} is not a file: give the locations sheet, a .csv, .xlsx or .json file`);
  if (!existsSync(flags.brand) || !statSync(flags.brand).isDirectory()) {
    throw new UsageError(`--brand ${flags.brand} is not a folder: give the brand's folder, which holds its YAML files`);
  }
  if (existsSync(flags.into) && !statSync(flags.into).isDirectory()) throw new UsageError(`--into ${flags.into} is a file: give the folder the shops' folders go in`);
  const result = await importSheet({ sheet, brand: flags.brand, into: flags.into, dryRun: flags.dryRun });
  printPlan(result, flags.dryRun);
  printProblems(result.problems, flags.dryRun || result.stopped ? 'Nothing was written.' : 'Rows with problems were not written; the other rows were.');
  printSummary(result, flags.into, flags.dryRun);
  if (hasErrors(result.problems)) throw new ProblemsReported();
}

/** What changed, file by file (or would, in a dry run); the unchanged shops only in a dry run. */
function printPlan(result: ImportResult, dryRun = false): void {
  const lines: string[] = [];
  const would = dryRun ? 'would ' : '';
  for (const shop of result.shops) {
    if (shop.status === 'unchanged' && dryRun) lines.push(`unchanged  ${shop.folder}/`);
    if (shop.status === 'created') lines.push(`${would}create  ${shop.folder}/ (${shop.files.map((f) => path.basename(f.file)).join(', ')})`);
    if (shop.status === 'changed') for (const f of shop.files) lines.push(`${would}change  ${f.file}: ${f.fields.join(', ')}`);
  }
  if (lines.length) process.stderr.write(`${lines.join('\n')}\n`);
}

function printSummary(result: ImportResult, into: string, dryRun = false): void {
  const count = (status: string) => result.shops.filter((s) => s.status === status).length;
  const rows = result.problems.filter((p) => p.severity === 'error').length;
  const verb = dryRun ? 'would create' : 'created';
  const parts = [`${verb} ${count('created')}`, `${dryRun ? 'would change' : 'changed'} ${count('changed')}`, `unchanged ${count('unchanged')}`, `problems ${rows}`];
  const unfilled = result.shops.reduce((sum, s) => sum + (s.unfilled ?? 0), 0);
  const fill = unfilled
    ? `\n${unfilled} value${unfilled === 1 ? '' : 's'} of the shops' own still to fill in, which the sheet does not give: shopsite check --data ${result.shops.find((s) => s.unfilled)?.folder ?? 'FOLDER'} lists those of one shop, with the brand's (a shop.yaml field among them can be a column of the sheet, named by its path: placeholders.county)`
    : '';
  const left = result.notInSheet.length
    ? `\nnot in the sheet, left as they are: ${result.notInSheet.join(', ')}\n  hint: a location that closed: delete its folder (git rm -r ${path.join(into, result.notInSheet[0]!)}), then build --prune removes its site and shopsite hub drops it`
    : '';
  const unread = result.unread ? `\ncolumns not read, which shop.yaml has no field for: ${result.unread.join(', ')}` : '';
  const sheet = result.workbook ? `\nread the workbook's first sheet, "${result.workbook.sheet}", of ${result.workbook.sheets}: its other sheets are not read` : '';
  process.stderr.write(`${parts.join(', ')}${dryRun ? ' (dry run: nothing was written)' : ''}${fill}${left}${unread}${sheet}\n`);
}
