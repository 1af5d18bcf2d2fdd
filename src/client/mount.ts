// An island's hydration, in a chunk that comes with React (islands.ts imports it on the island's
// first interaction, beside React's own chunks): the props it gets (data-props and what it reads
// back from its HTML), the IslandRoot wrapper the server rendered too, and its own id prefix.
// Apart from the loader, which only holds clicks and starts this, so every page's first script
// stays small.
import { hydrateRoot } from 'react-dom/client';
import { createElement } from 'react';
import { IslandRoot } from '../../templates/islands/IslandRoot.js';
import type { ComponentType } from 'react';

export interface IslandModule {
  default: ComponentType<Record<string, unknown>>;
  /** The props the island reads back from its own server-rendered HTML (never sent twice). */
  fromHtml?: (el: HTMLElement) => Record<string, unknown>;
}

/** Hydrates `el` with `island`; `onReady` runs once React has committed it. */
export function mountIsland(el: HTMLElement, island: IslandModule, onReady: () => void): void {
  const props = { ...(JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>), ...island.fromHtml?.(el) };
  hydrateRoot(el, createElement(IslandRoot, { onReady, children: createElement(island.default, props) }), {
    identifierPrefix: el.dataset.islandPrefix,
  });
}
