// Entry of the templates bundle (src/render.ts bundles it once per build for Node): renders one
// route into a whole HTML document and reports which islands it used.
import { pageKinds, type PageKind } from '../src/shared/page-kinds.js';
import type { PageInput } from './context.js';
import { ShopCall } from './components/Copy.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { IslandContext, type IslandCollector } from './components/Island.js';
import type { HubPageInput, HubPageKind } from '../src/shared/hub.js';
import { HubHomePage } from './pages/hub/HubHomePage.js';
import { HubLocationsPage } from './pages/hub/HubLocationsPage.js';
import { HubNotFoundPage } from './pages/hub/HubNotFoundPage.js';
import { HubStatePage } from './pages/hub/HubStatePage.js';

export { HeadError } from './components/Document.js';
export { forgetRenders } from './components/Island.js';
export { ISLANDS } from './islands/index.js';
export type { PageInput } from './context.js';

/**
 * Each kind's component, found by the name the page registry gives it: esbuild bundles every file
 * of pages/ for this pattern, so a new kind needs no line here. One the registry names that is not
 * there stops the templates loading (tests/unit/page-kinds.test.ts names it).
 */
export const PAGES = Object.fromEntries(
  pageKinds().map(([kind, { component }]) => [kind, (require(`./pages/${component}.tsx`) as Record<string, Page>)[component]]),
) as Record<PageKind, Page>;

type Page = (input: PageInput) => React.ReactElement;

export function renderPage(input: PageInput): { html: string; islands: string[] } {
  const Page = PAGES[input.route.kind];
  const collector: IslandCollector = { used: [] };
  const html = renderToStaticMarkup(
    <IslandContext.Provider value={collector}>
      <ShopCall.Provider value={input.call}>
        <Page {...input} />
      </ShopCall.Provider>
    </IslandContext.Provider>,
  );
  return { html: `<!DOCTYPE html>${html}`, islands: [...new Set(collector.used)].sort() };
}

/** The brand's hub (shopsite hub): its page kinds, a second site kind beside a shop's. */
export const HUB_PAGES: Record<HubPageKind, (input: HubPageInput) => React.ReactElement> = {
  'hub-home': HubHomePage,
  'hub-locations': HubLocationsPage,
  'hub-state': HubStatePage,
  'hub-not-found': HubNotFoundPage,
};

export function renderHubPage(input: HubPageInput): string {
  const Page = HUB_PAGES[input.route.kind];
  return `<!DOCTYPE html>${renderToStaticMarkup(<Page {...input} />)}`;
}
