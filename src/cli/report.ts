// How problems and summaries reach people: one line per problem (file:line:col  path  message),
// its hint indented beneath, then a count and the state of the output. Human text goes to stderr.
import { formatProblem } from '../shared/problems.js';
import type { Problem } from '../shared/types.js';

export function printProblems(problems: Problem[], outcome: string): void {
  if (!problems.length) return;
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.length - errors.length;
  const files = new Set(problems.map((p) => p.file).filter(Boolean)).size;
  process.stderr.write(`${problems.map(formatProblem).join('\n')}\n`);
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

export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
