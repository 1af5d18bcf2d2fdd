// The shapes that flow between pipeline stages. Data types come from the schemas (data.generated.ts);
// nothing here restates a field the schemas define.
import type { Coupons, FAQ, Makes, Pages, Reviews, Service, Shop } from './data.generated.js';
import type { PageKind } from './page-kinds.js';

export type * from './data.generated.js';
export type * from './hub.generated.js';

/** Every kind of YAML document, named after its file (site-data/<kind>.yaml) and its schema. */
export const DOC_KINDS = ['shop', 'services', 'makes', 'reviews', 'coupons', 'faq', 'pages'] as const;
export type DocKind = (typeof DOC_KINDS)[number];
/** Every document a schema checks: a shop's kinds, and the brand's hub.yaml (shopsite hub). */
export type SchemaKind = DocKind | 'hub';

/** The whole shop, validated, with schema defaults applied and shop placeholders filled. */
export interface SiteData {
  shop: Shop;
  services: SiteService[];
  makes: Makes['makes'];
  reviews: Reviews;
  coupons: Coupons['coupons'];
  faq: FAQ['faq'];
  pages: Pages;
  /** The brand's hub (hub.yaml in the brand folder), when it has one: named in the JSON-LD, linked from the footer. */
  hub?: HubLink;
}

/**
 * A service as its pages show it: what services.yaml may leave out (its drawing, search result,
 * top of the page and sections) made from its title and summary (validate/index.ts).
 */
export type SiteService = Service & Required<Pick<Service, 'icon' | 'meta' | 'hero' | 'sections'>>;

/** What a shop's pages say of its brand's hub: only this of hub.yaml reaches a shop's site. */
export interface HubLink {
  /** The brand's name (the JSON-LD's parentOrganization). */
  name: string;
  /** The hub's address with its trailing slash (https://www.example.com/). */
  url: string;
  /** The hub's locations page, which the footer links to. */
  locations: string;
  /** The footer link's words ("All Cardinal Auto locations"). */
  backLink: string;
}

/** A place in the data by meaning, not by file: the kind of document and a JSON Pointer into it. */
export interface DataRef {
  kind: DocKind;
  path: string;
}

export interface Problem {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
  /** Relative to the current folder, as the user typed it (site-data/shop.yaml). */
  file?: string;
  line?: number;
  col?: number;
  /** JSON Pointer into the document (/services/3/slug). */
  path?: string;
  /**
   * Where in the data a problem found after loading is, for stages that know the data but not its
   * files; placeProblems (load/positions.ts) turns it into file, line, col and path.
   */
  source?: DataRef;
  /** Said after the hint when placeProblems finds the value in the brand's file: what one shop does instead. */
  inBrand?: string;
  /**
   * A warning that stays one with --strict: advice rather than a fault of the data (a brand's copy
   * all its shops share), or one that follows from the day, not from a change (a coupon that ended).
   */
  advice?: true;
}

/** Declared once, in the page registry. */
export type { PageKind } from './page-kinds.js';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL, or undefined for pages that must not claim one (404). */
  canonical?: string;
  robots: string;
}

export interface Route {
  /** URL path as linked, with the site's trailing-slash policy applied (/services/). */
  path: string;
  /** File written for it, relative to the output folder (services/index.html). */
  file: string;
  kind: PageKind;
  meta: PageMeta;
  /** Which service or make the page is about, for kinds that have one. */
  slug?: string;
  /** The entry of a service's or a make's page (/services/3), for problems about the page. */
  entry?: DataRef;
  /** Where the page's title is written in the data, for problems about it. */
  titleSource?: DataRef;
  /** Where a redirect page sends the visitor: a path of the site or an https address. */
  target?: string;
}

export interface Page {
  route: Route;
  html: string;
  /** Island names the page uses, sorted. */
  islands: string[];
}

export interface Asset {
  /** Relative to the output folder (assets/client-3F2A.js). */
  file: string;
  contents: Uint8Array;
}

/** One file of the built site, ready to write. */
export interface OutputFile {
  file: string;
  contents: string | Uint8Array;
  /** Another output file with the same contents: written as a hard link to it (Vercel's copy of the site). */
  sameAs?: string;
}

/** Fields whose value is an address: a path in one of them must be a page of the site. */
export const LINK_FIELDS = new Set(['href', 'fallbackUrl', 'booking', 'to']);
