// The whole HTML document around a page: head metadata (spec section 2, every page: canonical,
// robots, title, description, og title and description; and the shop's name and a photo for a
// link shared in a message or a post), the stylesheet, the island loader (a deferred module, only
// on pages that need one), header, main, footer.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { clientConfig } from '../../src/shared/third-parties.js';
import type { Image, PageMeta } from '../../src/shared/types.js';
import type { PageInput } from '../context.js';
import { BookingTarget, bookingHref } from './Actions.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';

/** Thrown when a template puts an unsupported element in the page head (spec section 8). */
export class HeadError extends Error {
  constructor(readonly element: string) {
    super(`<${element}> is not supported in the page head`);
    this.name = 'HeadError';
  }
}

const HEAD_ELEMENTS = new Set(['title', 'meta', 'link', 'script']);

/** The page metadata helper: accepts title, meta, link, JSON-LD and external module scripts, and nothing else. */
/** Each child, arrays flattened, as Children.forEach gives them (which costs a key per child). */
function eachChild(children: ReactNode, visit: (child: ReactNode) => void): void {
  if (Array.isArray(children)) for (const child of children) eachChild(child, visit);
  else visit(typeof children === 'boolean' ? null : children);
}

export function Head({ children }: { children?: ReactNode }) {
  eachChild(children, (child) => {
    if (child === null || child === undefined || child === false) return;
    if (!isValidElement(child) || typeof child.type !== 'string' || !HEAD_ELEMENTS.has(child.type)) {
      throw new HeadError(isValidElement(child) ? String((child.type as { name?: string }).name ?? child.type) : typeof child);
    }
    const props = (child as ReactElement<{ type?: string; src?: string }>).props;
    const allowedScript = props.type === 'application/ld+json' || (props.type === 'module' && props.src);
    if (child.type === 'script' && !allowedScript) throw new HeadError('script');
  });
  return <>{children}</>;
}

/** What a link to the page shows where it is shared: the site's name, and a photo if there is one. */
export interface ShareCard {
  siteName: string;
  image?: { url: string; width?: number; height?: number; alt: string };
}

/**
 * The photo a shared link shows: the page's own lead photo, else the home page's. Only a photo in
 * a format link previews read (JPEG, PNG, WebP, GIF; not SVG or AVIF), at an absolute address.
 */
export function shareImage(input: PageInput, own: Image | undefined): ShareCard['image'] {
  const image = [own, input.site.pages.home.hero.image].find((i) => i?.src);
  const canonical = input.route.meta.canonical;
  if (!image?.src || !canonical) return undefined;
  const local = input.images[image.src];
  const src = local?.src ?? image.src;
  if (!/\.(jpe?g|png|webp|gif)$/i.test(new URL(src, canonical).pathname)) return undefined;
  return { url: new URL(src, canonical).href, width: local?.width ?? image.width, height: local?.height ?? image.height, alt: image.alt ?? '' };
}

/** The head of every page, a shop's or its brand's hub's: the policy first, then the metadata, the stylesheet and the loader. */
export function DocumentHead({ meta, share, themeColor, assets, csp, head }: { meta: PageMeta; share: ShareCard; themeColor: string; assets: PageInput['assets']; csp?: string; head?: ReactNode }) {
  const { image } = share;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* First in the head, so the policy covers everything after it. */}
      {csp && <meta httpEquiv="Content-Security-Policy" content={csp} />}
      <Head>
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <meta name="robots" content={meta.robots} />
        {meta.canonical && <link rel="canonical" href={meta.canonical} />}
        <meta property="og:type" content="website" />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        {meta.canonical && <meta property="og:url" content={meta.canonical} />}
        <meta property="og:site_name" content={share.siteName} />
        {image && <meta property="og:image" content={image.url} />}
        {image?.width && <meta property="og:image:width" content={String(image.width)} />}
        {image?.height && <meta property="og:image:height" content={String(image.height)} />}
        {image?.alt && <meta property="og:image:alt" content={image.alt} />}
        {image && <meta name="twitter:card" content="summary_large_image" />}
        <meta name="theme-color" content={themeColor} />
        <link rel="icon" href={assets.favicon ?? '/favicon.svg'} type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        {assets.client && <script type="module" src={assets.client} />}
      </Head>
      {head && <Head>{head}</Head>}
    </head>
  );
}

/** `image`: the page's lead photo, shown where a link to the page is shared (the home page's when left out). */
export function Document({ input, head, image, children }: { input: PageInput; head?: ReactNode; image?: Image; children: ReactNode }) {
  const { route, site, assets } = input;
  const { meta } = route;
  const config = clientConfig(site);
  const booking = bookingHref(site.shop, input.call);
  return (
    <html lang={site.pages.lang}>
      <DocumentHead meta={meta} share={{ siteName: site.shop.name, image: shareImage(input, image) }} themeColor={site.shop.theme.dark} assets={assets} csp={input.csp} head={head} />
      <body data-config={JSON.stringify(config)}>
        <a className="skip-link" href="#main">
          {site.pages.layout.skipLinkLabel}
        </a>
        <BookingTarget.Provider value={booking}>
          <Header {...input} />
          <main id="main">{children}</main>
          <Footer {...input} />
        </BookingTarget.Provider>
      </body>
    </html>
  );
}
