// The problems the form cannot show beside a field (another part's, or this file's as a whole),
// each named as the menu and the form name it, with a way to open its part.
import type { Problems } from './api.js';
import { pointerPath } from './paths.js';

const TITLES: Record<string, string> = { shop: 'Shop facts and hours', services: 'Services', makes: 'Makes', faq: 'Questions (FAQ)', reviews: 'Reviews', coupons: 'Coupons', pages: 'Page words' };
/** A file's name as the owner knows it (the menu's), never the file's: the owner need not know there are files. */
export const titleOf = (kind: string) => TITLES[kind] ?? kind;

/** Problems of other parts of the site (or of this file as a whole), each named as the menu and the form name it. */
export function ProblemList({ problems, kind, choose }: { problems: Problems['here']; kind: string; choose: (part: string, at?: string) => void }) {
  return (
    <ul>
      {problems.map((p) => (
        <li key={p.text} className={p.severity}>
          {p.part ? (
            <>
              <p>
                <strong>{titleOf(p.part)}{p.brand ? ' (the brand’s)' : ''}{p.place ? ` › ${p.place}` : ''}</strong>: {p.message}
              </p>
              {p.hint && <p className="hint">{p.hint}</p>}
              {!p.brand && p.part !== kind && (
                <button type="button" onClick={() => choose(p.part!, p.at)}>
                  Open {titleOf(p.part)}
                </button>
              )}
            </>
          ) : (
            <>
              <p>{p.message}</p>
              {p.hint && <p className="hint">{p.hint}</p>}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A part opened from a problem elsewhere: the field at `at` (a JSON Pointer into the `kind`'s file)
 * in view and focused once the form is drawn, the set-up it may be folded in unfolded.
 */
export function goToField(kind: string, at: string): void {
  const id = [kind, ...pointerPath(at)].join('_');
  requestAnimationFrame(() => {
    const field = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}_"]:is(input, select, textarea)`);
    if (!field) return;
    for (let folded = field.closest('details'); folded; folded = folded.parentElement?.closest('details') ?? null) folded.open = true;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
