// Finds island markers and hydrates each with React when it is needed (README, How it works: Islands):
// `interaction` on the first pointer, focus or key event inside it, `visible` when it scrolls
// into view, `load` at once. React and each island are separate chunks, so a page downloads
// them only when one of its islands wakes. A click that arrives while hydrating is held and
// replayed on the same element once React has committed.
import type { ComponentType } from 'react';

export type IslandLoader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'mouseover', 'touchstart'] as const;

export function startIslands(loaders: Record<string, IslandLoader>): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const loader = loaders[el.dataset.island ?? ''];
    if (!loader) continue;
    const wake = () => {
      void hydrateIsland(el, loader);
    };
    const mode = el.dataset.hydrate;
    if (mode === 'load') wake();
    else if (mode === 'visible' && 'IntersectionObserver' in window) {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          wake();
        }
      });
      observer.observe(el);
    } else {
      for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { once: true, passive: true });
    }
  }
}

async function hydrateIsland(el: HTMLElement, loader: IslandLoader): Promise<void> {
  if (el.dataset.hydrated !== undefined) return;
  el.dataset.hydrated = 'pending';
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && el.contains(button)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held = button;
    }
  };
  el.addEventListener('click', hold, true);
  const [reactDomClient, react, { IslandRoot }, island] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    import('../../templates/islands/IslandRoot.js'),
    loader(),
  ]);
  // React ships CommonJS: a lazily imported chunk exposes it as the default export.
  const { hydrateRoot } = commonjs(reactDomClient);
  const { createElement } = commonjs(react);
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const onReady = () => {
    el.removeEventListener('click', hold, true);
    el.dataset.hydrated = '';
    const button = held as HTMLElement | null;
    held = null;
    button?.click();
  };
  hydrateRoot(el, createElement(IslandRoot, { onReady, children: createElement(island.default, props) }), {
    identifierPrefix: el.dataset.islandPrefix,
  });
}

function commonjs<T extends object>(module: T): T {
  return ((module as { default?: T }).default ?? module) as T;
}
