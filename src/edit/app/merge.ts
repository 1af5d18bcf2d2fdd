// Two people's changes to one file, field by field: what the owner changed in the form since the
// file was opened, and what changed on disk meanwhile (another editor, a maintainer's commit).
// The changes to different fields are all kept; where both changed a field, the owner chooses
// whose change it keeps. A list whose entries were added, removed or moved is one change as a
// whole.
import { placeLabel } from '../../shared/labels.js';
import { entryName, summary, valueAt, type FieldPath } from './paths.js';

export interface Change {
  path: FieldPath;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An entry's slug or id: entries that keep their number but not their names were moved. */
const idOf = (entry: unknown) => (isObject(entry) ? (entry.slug ?? entry.id) : undefined);

/** What differs from `before` to `after`, at the deepest place that tells. */
export function changes(before: unknown, after: unknown, path: FieldPath = []): Change[] {
  if (same(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changes(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length && same(before.map(idOf), after.map(idOf))) {
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

/**
 * The file as it is on disk (`disk`) with the owner's changes since `opened` (`mine`) made in it:
 * all of them where no one else changed the field, and where both did, the owner's (`mine`) or
 * the other's (`theirs`).
 */
export function merged(opened: unknown, mine: unknown, disk: unknown, where: 'mine' | 'theirs'): unknown {
  const ours = changes(opened, mine);
  const theirs = changes(opened, disk);
  const both = clashes(ours, theirs);
  const calm = ours.filter((c) => !both.includes(c));
  if (where === 'theirs') return applied(disk, calm);
  // Where both changed, the owner's version of the larger of the two places (the whole list the other reordered).
  const places = both.flatMap((m) => theirs.filter((t) => overlap(m.path, t.path)).map((t) => (t.path.length < m.path.length ? t.path : m.path)));
  const widest = places.filter((p, i) => !places.some((q, j) => (q.length < p.length || (q.length === p.length && j < i)) && overlap(p, q)));
  return applied(disk, [...calm, ...widest.map((path) => ({ path, before: undefined, after: valueAt(mine, path) }))]);
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

/**
 * The page that shows what a save changed, of `places` (the pages of the file's parts): an entry's
 * own page (a service's, one just added included), or the page whose words changed; none for a
 * change no page of its own shows.
 */
export function pageChanged(before: unknown, after: unknown, places: readonly { at: string[]; page: string }[]): string | undefined {
  for (const { path, before: was, after: now } of changes(before, after)) {
    const [key, index] = path;
    if (typeof key !== 'string') continue;
    let slug: unknown;
    if (typeof index === 'number') slug = idOf(valueAt(after, [key, index]));
    // A list changed as a whole (entries added, moved or removed): the first entry new or changed.
    else if (path.length === 1 && Array.isArray(now)) {
      const had = new Map((Array.isArray(was) ? (was as unknown[]) : []).map((entry) => [idOf(entry), entry]));
      slug = idOf((now as unknown[]).find((entry) => idOf(entry) !== undefined && !same(entry, had.get(idOf(entry)))));
    }
    const place = places.find((p) => p.at[0] === key && (p.at.length === 1 || p.at[1] === slug));
    if (place) return place.page;
  }
  return undefined;
}

/** A change's place as the form names it: "Hours 1: Shop hours › Closes". */
export function placeOf(path: FieldPath, data: unknown): string {
  return placeLabel(path, (entry) => entryName(valueAt(data, [...entry]))) || 'The whole file';
}

/** A value in a few words, or that there is none. */
export const valueInWords = (value: unknown) => (value === undefined || value === '' ? '(nothing)' : summary(value));
