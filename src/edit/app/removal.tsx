// Removing a list's entry asks first, as "Undo all changes" does (main.tsx): a modal <dialog>
// naming what goes ("Remove the coupon “Loyalty Card Bonus”?"), the focus on keeping it, so that an
// Enter pressed by habit loses nothing; Escape keeps it too, and the focus goes back to its Remove
// button. Until a save, only "Undo all changes" brought a removed entry back, with every other
// change. An entry that holds nothing yet (one just added) goes without a question.
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { entryName, valueAt, type FieldPath } from './paths.js';
import { entryLabel, fieldLabel } from '../../shared/labels.js';

/** An entry's place from its Remove button's id (`coupons_coupons_1__remove`: coupons, 1): the schemas' keys have no underscore. */
const entryPath = (id: string): FieldPath =>
  id.replace(/__remove$/, '').split('_').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** Whether a value holds anything the owner would lose: a text, a number, a ticked box, somewhere inside. */
export function holdsSomething(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return false;
  if (Array.isArray(value)) return value.some(holdsSomething);
  if (typeof value === 'object') return Object.values(value).some(holdsSomething);
  return true;
}

/**
 * The question, naming the entry as the form titles it: by what it is where its list's entries
 * have a name of their own ("the coupon “Loyalty Card Bonus”", "the special day “Thu, Dec 24, 2026,
 * Christmas Eve”"), else by its place (`entry`, "Service area 3", "Hours 1, Schedule 2") and
 * its text.
 */
export function removalQuestion(path: FieldPath, value: unknown, entry: string): string {
  const list = path[path.length - 2];
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : entryName(value);
  const name = text && text.length > 60 ? `${text.slice(0, 60)}…` : text;
  const word = typeof list === 'string' && entryLabel(list) !== fieldLabel(list) ? entryLabel(list).toLowerCase() : undefined;
  if (word && name) return `Remove the ${word} “${name}”?`;
  return `Remove ${entry}${name ? `, “${name}”` : ''}?`;
}

type Remove = ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;

/**
 * A Remove button's click that asks first, and the dialog that asks, drawn only while it asks (a
 * file of ten services has a hundred Remove buttons). `remove` removes the entry and then moves
 * the focus (list-focus.ts focusing): it is given the click on "Remove it", whose button, inside
 * the entry, goes with it.
 */
export function useRemovalAsked(id: string | undefined, current: () => unknown, entry: string, remove: Remove): { ask: Remove; dialog: ReactNode } {
  const [question, setQuestion] = useState<string>();
  const asking = useRef<HTMLDialogElement>(null);
  const from = useRef<HTMLElement | null>(null);
  const removing = useRef(false);
  useEffect(() => {
    if (question !== undefined && !asking.current?.open) asking.current?.showModal();
  }, [question]);
  if (!id || !remove) return { ask: remove, dialog: null };
  const path = entryPath(id);
  const ask: Remove = (event) => {
    const value = valueAt(current(), path);
    if (!holdsSomething(value)) return remove(event);
    from.current = event.currentTarget;
    removing.current = false;
    setQuestion(removalQuestion(path, value, entry));
  };
  const dialog = question !== undefined && (
    <dialog
      ref={asking}
      className="leaving"
      aria-labelledby={`${id}-asking`}
      aria-describedby={`${id}-asking-more`}
      onClose={() => {
        setQuestion(undefined);
        // Kept (Keep it, or Escape): back to the Remove button it was asked from.
        if (!removing.current && from.current?.isConnected) from.current.focus();
      }}
    >
      <p id={`${id}-asking`}>{question}</p>
      <p id={`${id}-asking-more`} className="note">It leaves the site when you save; until then, Undo all changes brings it back.</p>
      <div className="dialog-actions">
        <button type="button" onClick={() => asking.current?.close()}>
          Keep it
        </button>
        <button
          type="button"
          className="danger"
          onClick={(event) => {
            removing.current = true;
            asking.current?.close();
            remove(event);
          }}
        >
          Remove it
        </button>
      </div>
    </dialog>
  );
  return { ask, dialog };
}
