// Every island by name, each as its module: the component (default) and, when the island shows
// its props in its own HTML, fromHtml, which reads them back in the browser. The server renders
// from this table; the client bundle imports each island's own file lazily (src/bundle/index.ts), so a
// page downloads only what it hydrates.
import type { ComponentProps } from 'react';
import * as MobileMenu from './MobileMenu.js';
import * as ReviewText from './ReviewText.js';

export const ISLANDS = { MobileMenu, ReviewText };
export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]['default']>;
/** The props an island reads back from its HTML, never sent as JSON. */
export type IslandContent<N extends IslandName> = (typeof ISLANDS)[N] extends { fromHtml: (el: HTMLElement) => infer C } ? C : {};
