// What every template receives: plain data prepared by the render stage. Templates read nothing
// else: no files, no site-data, no clock.
import type { ImageAsset } from '../src/bundle/images.js';
import type { SiteLinks } from '../src/shared/page-kinds.js';
import type { Route, SiteData } from '../src/shared/types.js';
import type { CallLink } from './components/Copy.js';

export interface PageInput {
  route: Route;
  /** The page's own address as its links write it (under the base path): the header and footer mark it as the current page. */
  here: string;
  site: SiteData;
  links: SiteLinks;
  /** Hashed asset URLs for this page, and the site icon's, under the base path. */
  assets: { css: string; client?: string; favicon?: string };
  /** Local image files (as written in the YAML) to their processed files under /assets/. */
  images: Record<string, ImageAsset>;
  /** The build's today (ISO), for first-paint values the browser recomputes (the coupon expiry). */
  today: string;
  /** The shop's phone as shown and its tel: address (E.164, from the phone library on the server). */
  call: CallLink;
  /** The Content-Security-Policy as a <meta http-equiv>, where the host sends no headers (GitHub Pages). */
  csp?: string;
}
