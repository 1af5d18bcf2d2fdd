// How problems and summaries reach people: one line per problem (file:line:col  path  message),
// its hint indented beneath, then a count and the state of the output. Human text goes to stderr.
import path from 'node:path';
import { formatProblem } from '../shared/problems.js';
import type { Problem } from '../shared/types.js';

export function printProblems(problems: Problem[], outcome = ''): void {
  if (!problems.length) return;
  process.stderr.write(`${problems.map(formatProblem).join('\n')}\n`);
  printCounts(problems, outcome);
}

/**
 * A fleet's problems after its shops' lines, each once: a brand's file is every shop's, and its
 * mistake, met by each shop, would otherwise print once per shop. Each names the shops it was met
 * in, as a problem in the brand's file does not say which shop it stopped. A problem met at the
 * same place of each shop's own file (a value an import left to fill in, in a thousand shops) is
 * printed once too, at the first shop's file (its line), naming the others. Gathered shop by shop as they
 * end: only the distinct problems are kept, not the shops' reports.
 */
export class FleetProblems {
  private readonly met = new Map<string, { problem: Problem; shops: string[]; own?: string }>();

  /** `dir`: the shop's data folder, by which a problem in the shop's own file is told from others. */
  add(shop: string, problems: Problem[], dir?: string): void {
    for (const problem of problems) {
      const own = dir === undefined || !problem.file ? undefined : ownFile(dir, problem.file);
      // The same text, but for the shop's folder: the key of one place in every shop's own file,
      // named by its path there when it has one (a comment more in one shop's file moves its line).
      const place = problem.path ? { line: undefined, col: undefined } : {};
      const text = own === undefined ? formatProblem(problem) : `\0${formatProblem({ ...problem, file: own, ...place })}`;
      const seen = this.met.get(text) ?? this.met.set(text, { problem, shops: [], own }).get(text)!;
      if (seen.shops.at(-1) !== shop) seen.shops.push(shop);
    }
  }

  print(outcome = ''): void {
    if (!this.met.size) return;
    const lines = [...this.met.values()].map(({ problem, shops, own }) => {
      const where = shops.length === 1 ? 'shop' : own === undefined ? `${shops.length} shops` : `${shops.length} shops, each in its own ${own}`;
      return `${formatProblem(problem)}\n  ${where}: ${someNames(shops)}`;
    });
    process.stderr.write(`${lines.join('\n')}\n`);
    // Counted where they are: once in a brand's file, once in each shop's own.
    const met = [...this.met.values()];
    const each = met.flatMap(({ problem, shops, own }) => (own === undefined ? [problem] : shops.map(() => problem)));
    const files = new Set(met.flatMap(({ problem, shops, own }) => (own === undefined ? [problem.file] : shops.map((shop) => `${shop}\0${own}`))).filter(Boolean));
    printCounts(each, outcome, files.size);
  }
}

/** A file's path from the shop's data folder, when it lies inside it ('/' between names). */
function ownFile(dir: string, file: string): string | undefined {
  const relative = path.relative(dir, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : undefined;
}

export function printFleetProblems(shops: { name: string; problems: Problem[]; dir?: string }[], outcome: string): void {
  const all = new FleetProblems();
  for (const shop of shops) all.add(shop.name, shop.problems, shop.dir);
  all.print(outcome);
}

/** "2 problems and 1 warning in 2 files." and, when any is an error, what became of the output. `files`: how many files they lie in. */
function printCounts(problems: Problem[], outcome: string, files = new Set(problems.map((p) => p.file).filter(Boolean)).size): void {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.length - errors.length;
  const unfilled = problems.filter((p) => p.code === 'unfilled-value' && p.severity === 'warning').length;
  const others = warnings - unfilled;
  const counts = [
    errors.length ? `${errors.length} problem${errors.length === 1 ? '' : 's'}` : '',
    unfilled ? `${unfilled} value${unfilled === 1 ? '' : 's'} still to fill in` : '',
    others > 0 ? `${others} warning${others === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  // "32 values still to fill in, in 3 files": a comma keeps the two "in"s apart.
  const where = files ? `${counts.endsWith(' in') ? ',' : ''} in ${files} file${files === 1 ? '' : 's'}` : '';
  process.stderr.write(`${counts}${where}.${errors.length && outcome ? ` ${outcome}` : ''}\n`);
}

/** Names for a summary line: the first `shown`, then how many more (a fleet may fail whole). */
export function someNames(names: string[], shown = 10): string {
  return names.length <= shown ? names.join(', ') : `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
