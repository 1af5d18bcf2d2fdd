// Server side of an island (docs/architecture.md, Islands): the component is rendered with renderToString
// under its own identifierPrefix inside a marker carrying its name (no inline script, so a strict
// Content-Security-Policy holds). Only what the HTML does not already show travels as JSON props
// (data-props); what it shows, the island reads back from its own HTML in the browser (its
// module's fromHtml), so nothing is shipped twice. The browser loader hydrates it with the same
// prefix and the same IslandRoot wrapper, so the trees match.
import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { IslandRoot } from '../islands/IslandRoot.js';
import { ShopCall } from './Copy.js';
import { ISLANDS, type IslandContent, type IslandName, type IslandProps } from '../islands/index.js';

/** `interaction`: on the first pointer, focus or key event inside it; `load`: at once. */
export type Hydrate = 'interaction' | 'load';

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
 * so id prefixes stay unique on every page. The one thing that differs by page, the links to the
 * page itself (`here`), is marked in the markup: `aria-current="page"` on each plain `<a href>` to it.
 */
export function RenderOnce({ id, as: Tag, className, here, render }: { id: string; as: 'header' | 'footer'; className: string; here: string; render: () => ReactElement }) {
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
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: markCurrent(entry.html, here) }} />;
}

/** As React writes an attribute's value. */
const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/**
 * Each plain link (`<a href>` and nothing else: not the logo, a phone or a button) to `here` marked
 * as the current page. Not for a link an island renders (its hydration would not match): the
 * header's and the footer's islands (the menu's toggle) hold none.
 */
export function markCurrent(html: string, here: string): string {
  const href = here.replace(/[&"'<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
  return html.replaceAll(`<a href="${href}">`, `<a href="${href}" aria-current="page">`);
}

/** A prop object that may be left out when it has nothing in it. */
type Part<T, K extends string> = {} extends T ? { [P in K]?: T } : { [P in K]: T };

export function Island<N extends IslandName>({
  name,
  props,
  content,
  hydrate = 'interaction',
  as: Tag = 'div',
  className = 'island',
}: {
  name: N;
  hydrate?: Hydrate;
  /** The marker element: a <details> whose open state the browser keeps (MobileMenu) is itself the island. */
  as?: 'div' | 'details';
  className?: string;
} & Part<Omit<IslandProps<N>, keyof IslandContent<N>>, 'props'> &
  Part<IslandContent<N>, 'content'>) {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error('Island rendered outside a page');
  const prefix = `${name.toLowerCase()}${collector.used.length}-`;
  collector.used.push(name);
  const json = props && Object.keys(props).length ? JSON.stringify(props) : undefined;
  const all: Record<string, unknown> = { ...(props as object), ...(content as object) };
  const key = `${name}\0${prefix}\0${JSON.stringify(all)}`;
  let html = rendered.get(key);
  if (html === undefined) {
    const Component = ISLANDS[name].default as unknown as ComponentType<Record<string, unknown>>;
    html = renderToString(
      <IslandRoot>
        <Component {...all} />
      </IslandRoot>,
      { identifierPrefix: prefix },
    );
    rendered.set(key, html);
  }
  return (
    <Tag
      className={className}
      data-island={name}
      data-island-prefix={prefix}
      data-hydrate={hydrate === 'interaction' ? undefined : hydrate}
      data-props={json}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
