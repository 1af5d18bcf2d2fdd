// Which entries of the form's lists the owner added since the file was opened or a save was last
// tried: what is still to fill in there is not a problem yet (main.tsx). An entry is followed from
// change to change, not known by its place: a special day goes in at its date's place, an entry
// removed above another moves it up, Move up and Move down swap two. The form's data is copied
// whole at every change (main.tsx plain, settle), so an entry is followed by its value: each change
// is one act of the owner's (an edit, an Add, a Remove, a move), and the entries before and after
// the part of a list it changed are the same entries as before it.
import { useCallback, useState } from 'react';
import { pointerPath } from './paths.js';

/**
 * Beside the data, for each list at any depth, what each entry is: `false` for one added since
 * the file was opened or a save was last tried (all inside it new too), else its own marks.
 * `true` is a value that holds no list.
 */
export type Marks = boolean | Marks[] | { [key: string]: Marks };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The marks of data as the file holds it: every entry of every list is the file's. */
export function marksOf(data: unknown): Marks {
  if (Array.isArray(data)) return data.map(marksOf);
  if (isObject(data)) return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, marksOf(value)]));
  return true;
}

/**
 * For each entry of `after`, the place in `before` of the entry it was, or -1 for one added: the
 * entries alike at the lists' start and at their end are the same, and between them an entry
 * alike to one there was is it (a move), the others the entries there were, in order (an edit),
 * and those beyond them added.
 */
export const follow = (before: readonly unknown[], after: readonly unknown[]): number[] => align(before.map(text), after.map(text));

const text = (value: unknown) => JSON.stringify(value);

/** follow, of the entries as texts. */
function align(was: string[], now: string[]): number[] {
  const from = now.map(() => -1);
  let start = 0;
  while (start < was.length && start < now.length && was[start] === now[start]) from[start] = start++;
  let end = 0;
  while (end < was.length - start && end < now.length - start && was[was.length - 1 - end] === now[now.length - 1 - end]) {
    from[now.length - 1 - end] = was.length - 1 - end;
    end++;
  }
  const left: number[] = [];
  for (let j = start; j < was.length - end; j++) left.push(j);
  for (let i = start; i < now.length - end; i++) {
    const same = left.findIndex((j) => was[j] === now[i]);
    if (same >= 0) from[i] = left.splice(same, 1)[0]!;
  }
  for (let i = start; i < now.length - end && left.length; i++) if (from[i]! < 0) from[i] = left.shift()!;
  return from;
}

/** The marks of `after`, the data `before` (marked `marks`) became by one change. */
export function carry(marks: Marks | undefined, before: unknown, after: unknown): Marks {
  if (marks === false) return false;
  if (Array.isArray(after)) {
    // A list the data did not have: all its entries are new.
    if (!Array.isArray(before) || !Array.isArray(marks)) return after.map(() => false);
    const was = before.map(text);
    const now = after.map(text);
    return align(was, now).map((j, i) => {
      if (j < 0) return false;
      // An entry as it was keeps its marks; one changed has its own lists followed.
      return was[j] === now[i] ? marks[j]! : carry(marks[j], before[j], after[i]);
    });
  }
  if (isObject(after)) {
    const own = isObject(marks) ? marks : {};
    return Object.fromEntries(Object.entries(after).map(([key, value]) => [key, carry(own[key], isObject(before) ? before[key] : undefined, value)]));
  }
  return true;
}

/** Whether a place (`/coupons/3/title`) lies in an entry added since the file was opened or a save tried. */
export function inNewEntry(marks: Marks, pointer: string): boolean {
  let at: Marks | undefined = marks;
  for (const key of pointerPath(pointer)) {
    if (typeof key === 'number') {
      if (!Array.isArray(at) || at[key] === undefined || at[key] === false) return true;
      at = at[key];
    } else at = isObject(at) ? at[key] : undefined;
  }
  return false;
}

/**
 * A problem of what is still to fill in, which a new entry has before the owner typed a letter:
 * a field left empty, or a special day with neither Closed ticked nor hours (the one special-hours
 * problem the build places at the day itself, validate/hours.ts).
 */
export const stillToFill = (p: { code: string; path?: string }): boolean =>
  p.code === 'missing-field' || (p.code === 'special-hours' && /\/\d+$/.test(p.path ?? ''));

/** Whether a problem is held back until a save is tried: what is still to fill in of a new entry. */
export const heldBack = (p: { code: string; path?: string }, marks: Marks): boolean => stillToFill(p) && inNewEntry(marks, p.path ?? '');

/**
 * The form's data and its marks, changed together: each change carries the marks along
 * (`setData`); `filed` says the file now holds `file` (opened, or saved), and none of its entries
 * is new, and sets the form's data to `now` (what was typed while a save was under way); `tried`
 * says a save of the form's data was tried: none of its entries is new any more, their problems
 * all shown whether the save is made or refused, and one added after it is new, as before any save.
 */
export function useFollowedData() {
  const [state, setState] = useState<{ data: unknown; marks: Marks }>({ data: undefined, marks: true });
  const setData = useCallback((data: unknown) => setState((was) => ({ data, marks: carry(was.marks, was.data, data) })), []);
  const filed = useCallback((file: unknown, now?: (was: unknown) => unknown) => {
    setState((was) => {
      const data = now ? now(was.data) : file;
      return { data, marks: carry(marksOf(file), file, data) };
    });
  }, []);
  const tried = useCallback(() => setState((was) => ({ data: was.data, marks: marksOf(was.data) })), []);
  return { data: state.data, marks: state.marks, setData, filed, tried };
}
