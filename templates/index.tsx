// Entry of the templates bundle (src/render.ts bundles it once per build for Node): renders one
// route into a whole HTML document and reports which islands it used.
import type { PageKind } from '../src/shared/types.js';
import type { PageInput } from './context.js';
import { ShopCall } from './components/Copy.js';
import { IslandContext, staticMarkup, type IslandCollector } from './components/Island.js';
import { AboutPage } from './pages/AboutPage.js';
import { CouponsPage } from './pages/CouponsPage.js';
import { HomePage } from './pages/HomePage.js';
import { MakePage } from './pages/MakePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { RedirectPage } from './pages/RedirectPage.js';
import { ReviewRedirectPage } from './pages/ReviewRedirectPage.js';
import { ReviewsPage } from './pages/ReviewsPage.js';
import { ServicePage } from './pages/ServicePage.js';
import { ServicesPage } from './pages/ServicesPage.js';

export { HeadError } from './components/Document.js';
export { forgetRenders } from './components/Island.js';
export { ISLANDS } from './islands/index.js';
export type { PageInput, SiteLinks } from './context.js';

export const PAGES: Record<PageKind, (input: PageInput) => React.ReactElement> = {
  home: HomePage,
  services: ServicesPage,
  service: ServicePage,
  coupons: CouponsPage,
  reviews: ReviewsPage,
  about: AboutPage,
  make: MakePage,
  'not-found': NotFoundPage,
  'review-redirect': ReviewRedirectPage,
  redirect: RedirectPage,
};

export { staticMarkupByReact } from './components/Island.js';

export function renderPage(input: PageInput): { html: string; islands: string[] } {
  const Page = PAGES[input.route.kind];
  let collector: IslandCollector = { used: [] };
  const html = staticMarkup(() => {
    collector = { used: [] };
    return (
      <IslandContext.Provider value={collector}>
        <ShopCall.Provider value={input.call}>
          <Page {...input} />
        </ShopCall.Provider>
      </IslandContext.Provider>
    );
  });
  return { html: `<!DOCTYPE html>${html}`, islands: [...new Set(collector.used)].sort() };
}
