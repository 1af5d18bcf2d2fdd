// Server side of an island (README, How it works: Islands): the component is rendered with renderToString
// under its own identifierPrefix inside a marker carrying its name and JSON props as data
// attributes (no inline script, so a strict Content-Security-Policy holds). The browser loader
// hydrates it with the same prefix and the same IslandRoot wrapper, so the trees match.
import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { IslandRoot } from '../islands/IslandRoot.js';
import { ShopCall } from './Copy.js';
import { ISLANDS, type IslandName } from '../islands/index.js';

export type Hydrate = 'interaction' | 'visible' | 'load';

/** Collects the islands one page uses and numbers them, so prefixes are unique and stable. */
export interface IslandCollector {
  used: IslandName[];
}

export const IslandContext = createContext<IslandCollector | null>(null);

/**
 * Rendered islands by name, prefix and props: the header's menu is the same on every page, so
 * it is rendered once per build, not once per page. Rendering is pure, so reuse is safe.
 */
const rendered = new Map<string, string>();
const once = new Map<string, { html: string; islands: IslandName[] }>();

/** Called at the start of each build: renders are reused within a build, never across builds. */
export function forgetRenders(): void {
  rendered.clear();
  once.clear();
}

/**
 * Renders a part that is the same on every page of a build (the header, the footer) once, and
 * reuses its markup. `render` must depend only on build-wide data, never on the route. Islands
 * inside are numbered from where the page has got to, and the cache is keyed by that number too,
 * so id prefixes stay unique on every page.
 */
export function RenderOnce({ id, as: Tag, className, render }: { id: string; as: 'header' | 'footer'; className: string; render: () => ReactElement }) {
  const collector = useContext(IslandContext);
  // A separate render: the page's build-wide context (the shop's phone link) is passed into it.
  const call = useContext(ShopCall);
  if (!collector) throw new Error('RenderOnce outside a page');
  const key = `${id}\0${collector.used.length}`;
  let entry = once.get(key);
  if (!entry) {
    const inner: IslandCollector = { used: [...collector.used] };
    const html = renderToStaticMarkup(
      <IslandContext.Provider value={inner}>
        <ShopCall.Provider value={call}>{render()}</ShopCall.Provider>
      </IslandContext.Provider>,
    );
    entry = { html, islands: inner.used.slice(collector.used.length) };
    once.set(key, entry);
  }
  collector.used.push(...entry.islands);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: entry.html }} />;
}

export function Island<N extends IslandName>({
  name,
  props,
  hydrate = 'interaction',
}: {
  name: N;
  props: React.ComponentProps<(typeof ISLANDS)[N]>;
  hydrate?: Hydrate;
}) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error('Island rendered outside a page');
  const prefix = `${name.toLowerCase()}${collector.used.length}-`;
  collector.used.push(name);
  const json = JSON.stringify(props);
  const key = `${name}\0${prefix}\0${json}`;
  let html = rendered.get(key);
  if (html === undefined) {
    const Component = ISLANDS[name] as unknown as ComponentType<Record<string, unknown>>;
    html = renderToString(
      <IslandRoot>
        <Component {...(props as unknown as Record<string, unknown>)} />
      </IslandRoot>,
      { identifierPrefix: prefix },
    );
    rendered.set(key, html);
  }
  return (
    <div
      className="island"
      data-island={name}
      data-island-prefix={prefix}
      data-hydrate={hydrate}
      data-props={json}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
