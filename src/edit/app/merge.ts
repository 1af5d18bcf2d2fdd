// Two people's changes to one file, field by field: what the owner changed in the form since the
// file was opened, and what changed on disk meanwhile (another editor, a maintainer's commit).
// When no field was changed by both, both sets of changes are kept; where one was, the owner
// chooses. A list whose entries were added, removed or moved is one change as a whole.
import { fieldLabel } from '../../shared/labels.js';
import { entryName, summary, type FieldPath } from './paths.js';

export interface Change {
  path: FieldPath;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What differs from `before` to `after`, at the deepest place that tells. */
export function changes(before: unknown, after: unknown, path: FieldPath = []): Change[] {
  if (same(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changes(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((entry, i) => changes(entry, after[i], [...path, i]));
  }
  return [{ path, before, after }];
}

/** Whether two places are one, or one holds the other. */
const overlap = (a: FieldPath, b: FieldPath) => a.slice(0, Math.min(a.length, b.length)).every((key, i) => key === b[i]);

/** The owner's changes that a change on disk touched too. */
export function clashes(mine: Change[], theirs: Change[]): Change[] {
  return mine.filter((m) => theirs.some((t) => overlap(m.path, t.path)));
}

/** `data` with `changes` made (a value made undefined is left out). */
export function applied(data: unknown, made: Change[]): unknown {
  let out = structuredClone(data);
  for (const { path, after } of made) {
    if (!path.length) {
      out = structuredClone(after);
      continue;
    }
    let at = out as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (after === undefined && !Array.isArray(at)) delete at[last];
    else at[last] = structuredClone(after);
  }
  return out;
}

/** A change's place as the form names it: "Hours 1: Shop hours › Closes". */
export function placeOf(path: FieldPath, data: unknown): string {
  const words: string[] = [];
  let at = data;
  for (const key of path) {
    at = (at as Record<string | number, unknown> | undefined)?.[key];
    if (typeof key === 'number') {
      const name = entryName(at);
      words[words.length - 1] = `${words[words.length - 1] ?? 'Entry'} ${key + 1}${name ? `: ${name}` : ''}`;
    } else words.push(fieldLabel(key));
  }
  return words.join(' › ') || 'The whole file';
}

/** A value in a few words, or that there is none. */
export const shown = (value: unknown) => (value === undefined || value === '' ? '(nothing)' : summary(value));
