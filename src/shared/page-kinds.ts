// Every kind of page the site has, declared once: routes.ts makes the pages from it, render.ts the
// links templates use (SiteLinks), templates/index.tsx finds each kind's component by its name here,
// and the header and footer take their plain links from `nav`. A new page kind is an entry here, its
// component (templates/pages/<component>.tsx), its words in the pages schema and in pages.yaml
// (docs/architecture.md, Where things go). Imports only the schemas' types, so the engine and the templates can both read it.
import type { Pages } from './data.generated.js';

/** Entries of pages.yaml that hold a page's own words and its title and description (`meta`). */
type PageWords = { [K in keyof Pages]-?: NonNullable<Pages[K]> extends { meta: unknown } ? K : never }[keyof Pages];
type NavLabel = keyof NonNullable<Pages['layout']['nav']>;

/** One page at one path, its title and description at pages.yaml `<data>.meta`. */
interface OnePage {
  /** Its function's name, exported from templates/pages/<component>.tsx. */
  component: string;
  /** The page's path, by the site's one trailing-slash policy (routes.ts pagePath). */
  path: `/${string}`;
  data: PageWords;
  /** Made only when pages.yaml has its entry (which the schema must then not require); its link is then optional too. */
  optional?: true;
  /** In the header and the footer's quick links: its label at pages.yaml layout.nav.<label>, and its place among the footer's. */
  nav?: { label: NavLabel; footer: number };
}

/** Pages routes.ts makes in its own way (buildRoutes, its `made` table): one per service or make, or a special one. */
interface MadePage {
  component: string;
  /** One page per entry: templates find each as links.<kind>[slug]. */
  each?: true;
  /** Linked under this name (links.review), for a kind of exactly one page; unlinked without. */
  link?: string;
}

export type PageKindSpec = OnePage | MadePage;

/** In the order pages are made: the sitemap's, the build report's and the header's order. */
export const PAGE_KINDS = {
  home: { component: 'HomePage', path: '/', data: 'home' },
  services: { component: 'ServicesPage', path: '/services/', data: 'services', nav: { label: 'services', footer: 2 } },
  service: { component: 'ServicePage', each: true },
  coupons: { component: 'CouponsPage', path: '/coupons/', data: 'coupons', nav: { label: 'coupons', footer: 4 } },
  reviews: { component: 'ReviewsPage', path: '/reviews/', data: 'reviews', nav: { label: 'reviews', footer: 1 } },
  about: { component: 'AboutPage', path: '/about/', data: 'about', nav: { label: 'about', footer: 3 } },
  make: { component: 'MakePage', each: true },
  'review-redirect': { component: 'ReviewRedirectPage', link: 'review' },
  'not-found': { component: 'NotFoundPage' },
  redirect: { component: 'RedirectPage' },
} as const satisfies Record<string, PageKindSpec>;

type Kinds = typeof PAGE_KINDS;
export type PageKind = keyof Kinds;
/** Kinds of one page at a path of their own, made from the entry alone. */
export type OnePageKind = { [K in PageKind]: Kinds[K] extends { path: string } ? K : never }[PageKind];
/** Kinds routes.ts makes itself (MadePage): it must say how for each, or it does not compile. */
export type MadePageKind = Exclude<PageKind, OnePageKind>;

type LinkName<K extends PageKind> = Kinds[K] extends { link: infer N extends string } ? N : Kinds[K] extends { path: string } | { each: true } ? K : never;
type LinkOf<K extends PageKind> = Kinds[K] extends { each: true }
  ? Record<string, string>
  : Kinds[K] extends { optional: true }
    ? string | undefined
    : string;

/**
 * Internal links by purpose, from the route table (render.ts siteLinks): a page of one path as a
 * string (undefined for an optional page the shop leaves out), a page per slug as a record. A kind
 * that is not here cannot be linked: a type error, never a link to the home page.
 */
export type SiteLinks = { [K in PageKind as LinkName<K>]: LinkOf<K> };

/** The entries of the registry with their kinds, in its order. */
export const pageKinds = (): [PageKind, PageKindSpec][] => Object.entries(PAGE_KINDS) as [PageKind, PageKindSpec][];
