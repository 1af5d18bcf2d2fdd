// Finds island markers and hydrates each with React when it is needed (docs/architecture.md:
// Islands): on the first pointer, focus or key event inside it, or at once (data-hydrate="load").
// React and each island are lazy chunks. Every island works without them (native <details> and
// links, or its look without JavaScript), so a slow or failed chunk never leaves a visitor stuck:
// - a click on a button that arrives while React loads is held, and replayed on the same button
//   once hydration commits;
// - if React has not answered it within SLOW_MS, the island takes its no-JavaScript look at once
//   (data-fallback, templates/styles.css) and leaves it when the held click is replayed;
// - if a chunk fails, the island keeps that look, the held click is let go, and the next
//   interaction tries again. No rejection is left unhandled.
import type { IslandModule } from './mount.js';

export type IslandLoader = () => Promise<IslandModule>;

// A touch is a pointerdown too (pointer events: every browser shopsite's pages support). No
// `passive` needed: wake never cancels the event (idle.ts, INPUT).
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

/** Longer than a cached chunk takes, short enough that a tap never seems ignored (about 0.1 s feels instant, 1 s breaks the flow). */
export const SLOW_MS = 400;

export function startIslands(loaders: Record<string, IslandLoader>): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const loader = loaders[el.dataset.island!];
    if (!loader) continue;
    const wake = () => hydrateIsland(el, loader);
    if (el.dataset.hydrate === 'load') wake();
    // Kept after a failure, so the next interaction tries again; a no-op once hydrated.
    for (const type of WAKE_EVENTS) el.addEventListener(type, wake);
  }
}

function hydrateIsland(el: HTMLElement, loader: IslandLoader): void {
  if (el.dataset.hydrated !== undefined) return;
  el.dataset.hydrated = 'pending';
  let held: HTMLElement | undefined;
  let slow: ReturnType<typeof setTimeout> | undefined;
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && el.contains(button)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held = button;
      slow ??= setTimeout(() => {
        el.dataset.fallback = '';
      }, SLOW_MS);
    }
  };
  const release = () => {
    el.removeEventListener('click', hold, true);
    clearTimeout(slow);
  };
  el.addEventListener('click', hold, true);
  Promise.all([import('./mount.js'), loader()])
    .then(([{ mountIsland }, island]) => {
      mountIsland(el, island, () => {
        release();
        el.dataset.hydrated = '';
        if (held) {
          held.click();
          held = undefined;
          delete el.dataset.fallback;
        }
      });
    })
    .catch(() => {
      release();
      el.dataset.fallback = '';
      delete el.dataset.hydrated;
    });
}
