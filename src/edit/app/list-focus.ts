// Where the focus goes after a list's button (Add, Remove, Move up, Move down): where the owner
// goes on from, once the list is drawn again, never the page's start, where a keyboard or screen
// reader user would have to find the list again. Reads the form's fields by their ids only.
import type { IconButtonProps } from '@rjsf/utils';

export type Act = IconButtonProps['onClick'];

/** A list's entry `at`: its fields' and buttons' ids (an entry that is a text is its own field, `list_1`). */
const entryAt = (list: string, at: number) => (at < 0 ? [] : [...document.querySelectorAll<HTMLElement>(`[id="${list}_${at}"], [id^="${list}_${at}_"]`)]);
const usable = (el: HTMLElement | null | undefined) => (el && !(el as HTMLButtonElement).disabled ? el : undefined);
/** An entry's first field (past a slug made from its name, which the owner leaves alone), else its first button that works. */
export const firstField = (list: string, at: number) => entryAt(list, at).find((el) => (el.matches('input, select, textarea') && !el.matches('[data-made]')) || (el.matches('button') && usable(el)));

/** Focuses the first of `next` that there is once `ready`, waiting a few frames for the list to be drawn again. */
export function focusOnceDrawn(ready: () => boolean, next: () => (HTMLElement | null | undefined)[]): void {
  const settle = (frames: number) => {
    const target = ready() ? next().find(Boolean) : undefined;
    if (target) target.focus();
    else if (frames > 0) requestAnimationFrame(() => settle(frames - 1));
  };
  requestAnimationFrame(() => settle(10));
}

/**
 * A list's button that acts, then puts the focus where the owner goes on from, once the list is
 * drawn again (`drawn`): left on a button that went, or moved, the focus would fall to the page's
 * start. `next` names the candidates, first that there is.
 */
function thenFocus(act: Act, drawn: (button: HTMLElement) => boolean, next: () => (HTMLElement | null | undefined)[]): Act {
  return (event) => {
    const button = event.currentTarget;
    act?.(event);
    focusOnceDrawn(() => drawn(button), next);
  };
}

/**
 * Where the focus goes after a list's button: after Remove, to the entry that took its place, else
 * the one before, else Add; after a move, to the same button of the moved entry (the other one at
 * the list's end); after Add, to the new entry's first field.
 */
export function focusing(id: string | undefined, act: Act): Act {
  const place = /^(.*)_(\d+)__(remove|moveUp|moveDown)$/.exec(id ?? '');
  if (place && act) {
    const [, list, number, kind] = place as unknown as [string, string, string, string];
    const i = Number(number);
    if (kind === 'remove') return thenFocus(act, (b) => !b.isConnected, () => [firstField(list, i), firstField(list, i - 1), document.getElementById(`${list}__add`)]);
    const to = kind === 'moveUp' ? i - 1 : i + 1;
    const other = kind === 'moveUp' ? 'moveDown' : 'moveUp';
    return thenFocus(act, (b) => b.id !== id || !b.isConnected, () => [usable(document.getElementById(`${list}_${to}__${kind}`)), usable(document.getElementById(`${list}_${to}__${other}`)), firstField(list, to)]);
  }
  const adding = /^(.*)__add$/.exec(id ?? '');
  if (adding && act) {
    const list = adding[1]!;
    let count = 0;
    return (event) => {
      for (count = 0; entryAt(list, count).length; count++);
      thenFocus(act, () => entryAt(list, count).length > 0, () => [firstField(list, count)])!(event);
    };
  }
  return act;
}
