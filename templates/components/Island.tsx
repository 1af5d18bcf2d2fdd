// Server side of an island (DESIGN.md, Islands): the component is rendered with renderToString
// under its own identifierPrefix inside a marker carrying its name and JSON props as data
// attributes (no inline script, so a strict Content-Security-Policy holds). The browser loader
// hydrates it with the same prefix and the same IslandRoot wrapper, so the trees match.
import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from '../islands/IslandRoot.js';
import { ISLANDS, type IslandName } from '../islands/index.js';

export type Hydrate = 'interaction' | 'visible' | 'load';

/** Collects the islands one page uses and numbers them, so prefixes are unique and stable. */
export interface IslandCollector {
  used: IslandName[];
}

export const IslandContext = createContext<IslandCollector | null>(null);

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
  const Component = ISLANDS[name] as unknown as ComponentType<Record<string, unknown>>;
  const html = renderToString(
    <IslandRoot>
      <Component {...(props as unknown as Record<string, unknown>)} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
  return (
    <div
      className="island"
      data-island={name}
      data-island-prefix={prefix}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
