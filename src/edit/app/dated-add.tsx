// A list whose entries are days that the site shows in date order (the special days; schemas.ts
// marks it x-date-order): its Add asks the new day's date first, then puts the entry at that date's
// place among the others, where the site will show it, and focuses its Date box there. Added at
// the list's end and moved once dated, the entry would jump away under the pointer or the typing
// (a date typed digit by digit is a date at every digit: 0002, 0020, 0202, 2026).
import { createContext, useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusOnceDrawn } from './list-focus.js';
import type { FieldPath } from './paths.js';
import { entryLabel, fieldLabel } from '../../shared/labels.js';

/** A dated list as its field template knows it, for its Add button inside it. */
export type DatedList = { id: string; path: FieldPath; entries: unknown; by: string; onChange: (value: unknown, path: FieldPath) => void };

export const DatedListContext = createContext<DatedList | undefined>(undefined);

/** The dated list whose Add button has this id, when it is one. */
export function useDatedList(addId: string | undefined): DatedList | undefined {
  const list = useContext(DatedListContext);
  return list && addId === `${list.id}__add` ? list : undefined;
}

/**
 * Where a new entry of `day` goes: after the last entry dated before it or on it, else first (in a
 * list in date order, its date's place; the file's own order is not changed).
 */
export function placeFor(entries: unknown[], by: string, day: string): number {
  const dates = entries.map((entry) => (entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[by] : undefined));
  return dates.findLastIndex((date) => typeof date === 'string' && date <= day) + 1;
}

/** The Add button of a dated list (its words, `children`), and the date it asks for first. */
export function AddOnADate({ list, children }: { list: DatedList; children: ReactNode }) {
  const [asking, setAsking] = useState(false);
  const [day, setDay] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  /** The question closed without an entry (Cancel, Escape): the focus goes back to Add, not to the page's start. */
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking) field.current?.focus();
    else if (cancelled.current) add.current?.focus();
    cancelled.current = false;
  }, [asking]);
  const key = list.path[list.path.length - 1];
  const entry = typeof key === 'string' ? entryLabel(key).toLowerCase() : 'entry';
  const id = `${list.id}__new`;
  const close = (withEntry: boolean) => {
    cancelled.current = !withEntry;
    setAsking(false);
    setDay('');
    setEmpty(false);
  };
  const put = () => {
    if (!day) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    const entries = Array.isArray(list.entries) ? list.entries : [];
    const at = placeFor(entries, list.by, day);
    list.onChange([...entries.slice(0, at), { [list.by]: day }, ...entries.slice(at)], list.path);
    close(true);
    // Its Date box once drawn at its place (the box there until then is the entry's it displaced).
    const box = () => document.getElementById(`${list.id}_${at}_${list.by}`) as HTMLInputElement | null;
    focusOnceDrawn(() => box()?.value === day, () => [box()]);
  };
  const keys = (event: KeyboardEvent) => {
    // Enter in the date box adds (on a button it presses the button); Escape anywhere in the question cancels.
    if (event.key === 'Enter' && event.target === field.current) {
      event.preventDefault();
      put();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(false);
    }
  };
  if (!asking) {
    return (
      <button
        type="button"
        ref={add}
        id={`${list.id}__add`}
        className="word-button add"
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
    );
  }
  return (
    <div className="add-dated" role="group" aria-label={`New ${entry}`} onKeyDown={keys}>
      <label htmlFor={id}>
        {fieldLabel(list.by)} of the new {entry}
      </label>
      <p className="note" id={`${id}-help`}>
        {empty ? `Pick its ${fieldLabel(list.by).toLowerCase()} first: ` : ''}It goes in at its place among the others, as the site shows them.
      </p>
      <input type="date" id={id} ref={field} value={day} onChange={(event) => setDay(event.target.value)} aria-describedby={`${id}-help`} aria-invalid={empty || undefined} />
      <div className="dialog-actions">
        <button type="button" className="save" onClick={put}>
          Add the {entry}
        </button>
        <button type="button" onClick={() => close(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
