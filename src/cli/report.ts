// How problems and summaries reach people: one line per problem (file:line:col  path  message),
// its hint indented beneath, then a count and the state of the output. Human text goes to stderr.
import { formatProblem } from '../shared/problems.js';
import type { Problem } from '../shared/types.js';

export function printProblems(problems: Problem[], outcome: string): void {
  if (!problems.length) return;
  process.stderr.write(`${problems.map(formatProblem).join('\n')}\n`);
  printCounts(problems, outcome);
}

/**
 * A fleet's problems after its shops' lines, each once: a brand's file is every shop's, and its
 * mistake, met by each shop, would otherwise print once per shop. Each names the shops it was met
 * in, as a problem in the brand's file does not say which shop it stopped. Gathered shop by shop
 * as they end: only the distinct problems are kept, not the shops' reports.
 */
export class FleetProblems {
  private readonly met = new Map<string, { problem: Problem; shops: string[] }>();

  add(shop: string, problems: Problem[]): void {
    for (const problem of problems) {
      const text = formatProblem(problem);
      const seen = this.met.get(text) ?? this.met.set(text, { problem, shops: [] }).get(text)!;
      if (seen.shops.at(-1) !== shop) seen.shops.push(shop);
    }
  }

  print(outcome: string): void {
    if (!this.met.size) return;
    const lines = [...this.met].map(([text, seen]) => `${text}\n  ${seen.shops.length === 1 ? 'shop' : `${seen.shops.length} shops`}: ${someNames(seen.shops)}`);
    process.stderr.write(`${lines.join('\n')}\n`);
    printCounts([...this.met.values()].map((seen) => seen.problem), outcome);
  }
}

export function printFleetProblems(shops: { name: string; problems: Problem[] }[], outcome: string): void {
  const all = new FleetProblems();
  for (const shop of shops) all.add(shop.name, shop.problems);
  all.print(outcome);
}

/** "2 problems and 1 warning in 2 files." and, when any is an error, what became of the output. */
function printCounts(problems: Problem[], outcome: string): void {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.length - errors.length;
  const files = new Set(problems.map((p) => p.file).filter(Boolean)).size;
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
  process.stderr.write(`${counts}${where}.${errors.length ? ` ${outcome}` : ''}\n`);
}

/** Names for a summary line: the first `shown`, then how many more (a fleet may fail whole). */
export function someNames(names: string[], shown = 10): string {
  return names.length <= shown ? names.join(', ') : `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
