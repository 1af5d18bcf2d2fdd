// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen:types.
// The data as validation leaves it: properties with a schema default are always present.
/**
 * Facts about the shop: who, where, when, and the third parties its site uses. Every other file may use these facts as {placeholders}.
 */

export interface Shop {
  /**
   * The brand folder this shop belongs to, relative to this shop's folder (../brand): every file, field and entry the shop does not write is the brand's (see the README, A brand of many shops).
   */
  brand?: string;
  /**
   * The shop's name, as in the logo and the page titles.
   */
  name: string;
  /**
   * Second line of the text logo.
   */
  logoText?: string;
  /**
   * The business in its own words, at most 750 characters (Google Business Profile's From the business): the description in the home page's structured data.
   */
  description?: string;
  /**
   * The day the shop opened, YYYY-MM-DD in quotes (Google Business Profile's Opening date): the structured data's foundingDate.
   */
  openingDate?: string;
  /**
   * Phone number as shown, in quotes so YAML keeps it as text: with its area code, any extension after it (x12), letters dialled as on a keypad (555-CARS). Checked for the country in address.country.
   */
  phone: string;
  /**
   * The shop's email address, such as service@example.com (the footer links it).
   */
  email: string;
  /**
   * The site's address; canonical links and the sitemap use it. No trailing slash needed.
   */
  siteUrl: string;
  address: {
    street: string;
    /**
     * The town, at most 60 characters (it is part of page addresses).
     */
    city: string;
    /**
     * Two-letter state or province code, in capitals.
     */
    state: string;
    stateName: string;
    /**
     * The ZIP or postal code in quotes, so YAML keeps leading zeros: in the US 5 digits (12345) or 5 and 4 (12345-6789); in Canada as Canada Post writes it, in capitals with one space (K1A 0B1); elsewhere as the country writes it; with the country below.
     */
    zip: string;
    /**
     * The country, as its two-letter code in capitals (ISO 3166-1): US.
     */
    country: string;
  };
  geo: {
    /**
     * The shop's latitude in degrees, such as 30.2672: on a map (Google Maps, OpenStreetMap), right-click the shop's door and the first of the two numbers shown is this one.
     */
    latitude: number;
    /**
     * The shop's longitude in degrees, the second of the two numbers a map shows for a place (negative in the Americas), such as -97.7431.
     */
    longitude: number;
  };
  /**
   * Opening hours, one entry per schedule (the shop, the gas station). The first is the shop's own. Copy names them as {hours} (the first) and {hours1}, {hours2}… by position. Open all day is opens "00:00", closes "24:00".
   *
   * @minItems 1
   */
  hours: {
    label: string;
    /**
     * What these hours are for, when it is a business of its own kind beside the shop (a gas station, a car wash): search engines then show it as part of the shop, with these hours. Left empty for the shop's own hours, the first schedule.
     */
    department?: 'GasStation' | 'AutoWash' | 'AutoPartsStore' | 'AutoBodyShop' | 'TireShop' | 'ConvenienceStore';
    /**
     * Days not listed are shown as closed.
     *
     * @minItems 1
     */
    schedule: {
      /**
       * @minItems 1
       */
      days: ('monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday')[];
      /**
       * 24-hour time in quotes: "07:30".
       */
      opens: string;
      /**
       * 24-hour time in quotes: "17:00".
       */
      closes: string;
    }[];
  }[];
  /**
   * The shop's time zone, an IANA name in quotes ("America/New_York"): the browser tells visitors whether the shop is open now by the shop's own clock, and picks the special hours of the coming days by the shop's own date. Left out, the pages show the hours without the open-now line. A brand's shop.yaml may give it for all its shops; shopsite import finds it from the coordinates.
   */
  timeZone?: string;
  /**
   * Days the shop keeps other hours than its weekly ones (holidays, a closure): the first schedule of hours gives way to these on their dates. The pages name those of the coming 14 days, by the shop's date (its timeZone; the visitor's without one); the structured data lists them all. Past days may stay: they are left out.
   */
  specialHours: {
    /**
     * The day, YYYY-MM-DD in quotes ("2026-11-26"), or the first day of a range with through.
     */
    date: string;
    /**
     * The last day of a range of days with the same hours, YYYY-MM-DD in quotes; left out, date alone.
     */
    through?: string;
    /**
     * Closed all day (closed: true in the file). Either this or hours, not both.
     */
    closed?: true;
    /**
     * The hours of the day, one or more ranges (opens "08:00", closes "12:00"). Either these or closed, not both.
     *
     * @minItems 1
     */
    hours?: {
      /**
       * 24-hour time in quotes: "08:00".
       */
      opens: string;
      /**
       * 24-hour time in quotes: "12:00".
       */
      closes: string;
    }[];
    /**
     * Why, in a few words, shown after the hours: Thanksgiving, Christmas Eve, inventory.
     */
    note?: string;
  }[];
  claims: {
    /**
     * Shown as {years}+.
     */
    yearsInBusiness: number;
    /**
     * Shown as {reviewCount}+.
     */
    reviewCount: number;
    /**
     * Average rating on the review site, 1 to 5.
     */
    rating: number;
    /**
     * The warranty as shown on the site.
     */
    warranty: string;
  };
  /**
   * One to four dollar signs for how the shop's prices compare locally: $$.
   */
  priceRange: string;
  /**
   * Towns the shop serves.
   *
   * @minItems 1
   */
  serviceArea: string[];
  links: {
    /**
     * The shop's place page on a maps service.
     */
    maps: string;
    /**
     * Directions to the shop.
     */
    directions: string;
    /**
     * Where customers write a review (your Google Business Profile's "Ask for reviews" link, or your page on the review site); /review redirects here.
     */
    review: string;
    /**
     * Address of the embedded map (an iframe).
     */
    mapEmbed: string;
    reviewSiteName: string;
    /**
     * The shop's own pages on other sites, each a full https address: its Google Business Profile, Facebook, Yelp or Instagram page. Search engines take them as the same business as this site.
     *
     * @maxItems 20
     *
     * Items: An https or http address.
     */
    profiles?: string[];
    /**
     * Where Book Appointment buttons go when the shop has no booking widget (thirdParty.booking): a page of this site (/contact/) or an https address (an online scheduler). Left out, the buttons call the shop's phone.
     */
    booking?: string;
  };
  /**
   * Scripts from other services; each is optional. Without a booking widget, Book Appointment buttons call the shop or go to links.booking.
   */
  thirdParty: {
    /**
     * The booking widget that Book Appointment buttons open.
     */
    booking?: {
      /**
       * An https address with a plain host name (letters, digits, dots and hyphens, then an optional :port), such as https://booking.example.com/widget.js: the site's Content-Security-Policy admits this host, so no wildcard (*), %, ;, comma, quote or space may be in it.
       */
      scriptUrl: string;
      /**
       * Name of the global object the script defines.
       */
      global: string;
      /**
       * Method that opens the widget.
       */
      method: string;
      /**
       * Where a Book Appointment button goes when the widget cannot load; the phone number is offered when this is left out.
       */
      fallbackUrl?: string;
    };
    /**
     * The customer-portal script added to every page.
     */
    portal?: {
      /**
       * An https address with a plain host name (letters, digits, dots and hyphens, then an optional :port), such as https://booking.example.com/widget.js: the site's Content-Security-Policy admits this host, so no wildcard (*), %, ;, comma, quote or space may be in it.
       */
      scriptUrl: string;
      apiKey: string;
      googleAnalytics: boolean;
      /**
       * The colour the portal shows while it loads, as a hex colour: #1d4ed8.
       */
      loadingColor: string;
    };
    /**
     * Web analytics: vercel (the hosting provider's script, only present on its deployments) or none.
     */
    analytics: {
      provider: 'vercel' | 'none';
    };
  };
  /**
   * Where the site is deployed; the build writes what that host reads. vercel: the Build Output API in .vercel/output/ (deploy with vercel deploy --prebuilt). cloudflare, netlify: _headers and _redirects. github-pages: the path of siteUrl (https://owner.github.io/repo) as the base of every address, and the CSP in each page. static: any file server (see the README for the headers to send).
   */
  host: 'vercel' | 'cloudflare' | 'netlify' | 'github-pages' | 'static';
  /**
   * Where the site's data is kept, for the content manager that shopsite build --cms writes at /admin/ (Decap CMS; see docs/cms.md): the owner signs in with the repository's host, and each save is a commit there that the host's build publishes. The data files' paths inside the repository come from where the data folder lies in it.
   */
  cms?: {
    /**
     * The repository's host: github (github.com), gitlab (gitlab.com, or apiRoot) or gitea (at apiRoot).
     */
    backend: 'github' | 'gitlab' | 'gitea';
    /**
     * The repository as owner/name (a GitLab subgroup's as group/subgroup/name).
     */
    repo: string;
    /**
     * The branch each save is committed to: the one the site is built from.
     */
    branch: string;
    /**
     * An https address with a plain host name (letters, digits, dots and hyphens, then an optional :port), such as https://booking.example.com/widget.js: the site's Content-Security-Policy admits this host, so no wildcard (*), %, ;, comma, quote or space may be in it.
     */
    apiRoot?: string;
    /**
     * An https address with a plain host name (letters, digits, dots and hyphens, then an optional :port), such as https://booking.example.com/widget.js: the site's Content-Security-Policy admits this host, so no wildcard (*), %, ;, comma, quote or space may be in it.
     */
    authUrl?: string;
  };
  /**
   * Old addresses sent on to new ones (a make or service removed, a page renamed): written into the host's rules and as a redirect page at the old address, for hosts that read none.
   */
  redirects: {
    /**
     * The old path, starting with / (/vehicles/saab-service-your-town/); not a page the site still has.
     */
    from: string;
    /**
     * A page of this site by its path (/vehicles/), which must exist, or an https address.
     */
    to: string;
  }[];
  /**
   * Words of this shop's own that copy names as {placeholders}, beside the facts above: county: Lane County fills {county}. A brand's copy may use them, each shop giving its own (the brand's shop.yaml may give a default). Names shopsite fills itself ({city}, {hours}) keep shopsite's value.
   */
  placeholders: {
    [k: string]: string;
  };
  theme: {
    /**
     * Main colour (buttons, links). Must keep 4.5:1 contrast with white.
     */
    primary: string;
    /**
     * Header, footer and dark blocks.
     */
    dark: string;
  };
}

/**
 * One part of the page body; its type picks the layout.
 */

export type Section = BlockSection | TextSection | CriteriaSection | PricingSection | CalloutSection;
/**
 * @minItems 1
 */

export type Paragraphs = string[];
/**
 * @minItems 1
 */

export type Bullets = string[];

/**
 * The services the shop offers. Each one gets a page of its own, whose address is its slug and the shop's town (/services/brake-repair-anytown/); its sections are the page's body, top to bottom.
 */

export interface Services {
  /**
   * @minItems 1
   */
  services: Service[];
}

export interface Service {
  /**
   * A short name in lower-case letters, digits and hyphens, as in a page's address (oil-changes).
   */
  slug: string;
  /**
   * Name in menus and cards.
   */
  title: string;
  /**
   * One or two sentences for the service card.
   */
  summary: string;
  /**
   * The drawing on the service's card and page. Left out: the car.
   */
  icon?:
    | 'oil'
    | 'tire'
    | 'brake'
    | 'electrical'
    | 'maintenance'
    | 'inspection'
    | 'emissions'
    | 'diagnostics'
    | 'ac-heat'
    | 'shop'
    | 'car';
  image?: Image;
  meta?: Meta;
  hero?: Hero;
  /**
   * The page's body, top to bottom. Left out: the page has its top, then the services teaser and the location.
   *
   * @minItems 1
   */
  sections?: Section[];
  /**
   * Show the services teaser near the end of the page.
   */
  teaser: boolean;
  /**
   * Show the location block (map and directions) at the end of the page.
   */
  location: boolean;
}
/**
 * A photo (a file under the data folder, or an https URL) or one of shopsite's drawings, with words that say what it shows.
 */

export interface Image {
  /**
   * Path relative to the data folder (images/bay.jpg) or an https URL.
   */
  src?: string;
  /**
   * One of the drawings shopsite ships, used where a shop has no photo.
   */
  illustration?:
    | 'oil'
    | 'tire'
    | 'brake'
    | 'electrical'
    | 'maintenance'
    | 'inspection'
    | 'emissions'
    | 'diagnostics'
    | 'ac-heat'
    | 'shop'
    | 'car';
  /**
   * Read out to visitors who cannot see the photo; empty for a purely decorative one. A drawing is not read out: these words are for the photo that will replace it.
   */
  alt: string;
  /**
   * Width in pixels: required for an https image (shopsite cannot measure it); a file's own size is used otherwise.
   */
  width?: number;
  /**
   * Height in pixels: required for an https image (shopsite cannot measure it); a file's own size is used otherwise.
   */
  height?: number;
}
/**
 * The page's title and description for search results. Left out: the title is the service's title in {city}, {state} with the shop's {name}, and the description its summary.
 */

export interface Meta {
  title: string;
  description: string;
}
/**
 * The top of the page. Left out: the service's title over its summary.
 */

export interface Hero {
  heading: string;
  text: string;
  image?: Image1;
  /**
   * A short label above the heading.
   */
  badge?: string;
  /**
   * Label of the booking button; leave out for none.
   */
  cta?: string;
}
/**
 * A photo (a file under the data folder, or an https URL) or one of shopsite's drawings, with words that say what it shows.
 */

export interface Image1 {
  /**
   * Path relative to the data folder (images/bay.jpg) or an https URL.
   */
  src?: string;
  /**
   * One of the drawings shopsite ships, used where a shop has no photo.
   */
  illustration?:
    | 'oil'
    | 'tire'
    | 'brake'
    | 'electrical'
    | 'maintenance'
    | 'inspection'
    | 'emissions'
    | 'diagnostics'
    | 'ac-heat'
    | 'shop'
    | 'car';
  /**
   * Read out to visitors who cannot see the photo; empty for a purely decorative one. A drawing is not read out: these words are for the photo that will replace it.
   */
  alt: string;
  /**
   * Width in pixels: required for an https image (shopsite cannot measure it); a file's own size is used otherwise.
   */
  width?: number;
  /**
   * Height in pixels: required for an https image (shopsite cannot measure it); a file's own size is used otherwise.
   */
  height?: number;
}
/**
 * A content block with an image beside the text; consecutive blocks alternate sides.
 */

export interface BlockSection {
  type: 'block';
  variant: 'light' | 'dark' | 'neutral';
  heading: string;
  paragraphs: Paragraphs;
  bullets?: Bullets;
  image?: Image;
  caption?: string;
  hideImageOnMobile: boolean;
  /**
   * Label of a booking button under the text.
   */
  cta?: string;
}
/**
 * A heading with paragraphs, optional bullets and an optional link.
 */

export interface TextSection {
  type: 'text';
  heading: string;
  paragraphs: Paragraphs;
  bullets?: Bullets;
  link?: Link;
  button?: Button;
}

export interface Link {
  label: string;
  /**
   * An https, http, tel or mailto address, or a page of this site by its path (/coupons/), which must be one the site has.
   */
  href: string;
}

export interface Button {
  label: string;
  /**
   * call: dial the shop's phone; book: open the booking widget.
   */
  action: 'call' | 'book';
  /**
   * Analytics event fired on click.
   */
  event?: string;
}
/**
 * A pass/fail table.
 */

export interface CriteriaSection {
  type: 'criteria';
  heading: string;
  intro?: string;
  /**
   * Column headings: item, pass, fail.
   *
   * @minItems 3
   * @maxItems 3
   */
  columns: string[];
  /**
   * @minItems 1
   */
  rows: {
    item: string;
    pass: string;
    fail: string;
  }[];
  link?: Link;
}
/**
 * Prices, with what is included.
 */

export interface PricingSection {
  type: 'pricing';
  heading: string;
  intro?: string;
  /**
   * @minItems 1
   */
  items: {
    label: string;
    /**
     * As shown, with its currency sign, in quotes.
     */
    price: string;
    note?: string;
  }[];
  features?: Bullets;
  button?: Button;
}
/**
 * A short, prominent message with one button.
 */

export interface CalloutSection {
  type: 'callout';
  heading: string;
  text: string;
  button: Button;
}

/**
 * The vehicle makes the shop services. Each make gets a page of its own under /vehicles/, whose address is the make's slug, then -service- and the shop's town.
 */

export interface Makes {
  /**
   * @minItems 1
   */
  makes: Make[];
}

export interface Make {
  /**
   * The make in its page's address: lower-case letters, digits and hyphens (land-rover).
   */
  slug: string;
  /**
   * Display name, spelled as the maker spells it.
   */
  name: string;
  /**
   * Where the make is listed on the home page.
   */
  group: 'domestic' | 'import' | 'european' | 'luxury';
  /**
   * Real models of this make that the intro names.
   *
   * @minItems 2
   */
  models: string[];
  /**
   * Three paragraphs written for this make, not shared with any other.
   *
   * @minItems 3
   * @maxItems 3
   */
  intro: string[];
  image?: Image;
}
/**
 * A photo (a file under the data folder, or an https URL) or one of shopsite's drawings, with words that say what it shows.
 */

/**
 * Customer reviews shown on /reviews; the ones listed in testimonials also appear on the home and make pages. A new shop with no reviews yet leaves both lists empty (reviews: [] and testimonials: []): the reviews page then says pages.yaml's reviews.noneText above its review button, and the home and make pages have no testimonials.
 */

export interface Reviews {
  /**
   * @minItems 0
   */
  reviews: {
    /**
     * A short name in lower-case letters, digits and hyphens, as in a page's address (oil-changes).
     */
    id: string;
    /**
     * The reviewer's name as they posted it.
     */
    name: string;
    text: string;
    rating: number;
    dateLabel: string;
  }[];
  /**
   * The reviews shown as testimonials on the home and make pages, in order, each by its id. With none, those pages have no testimonials.
   *
   * @minItems 0
   *
   * Items: A short name in lower-case letters, digits and hyphens, as in a page's address (oil-changes).
   */
  testimonials: string[];
}

/**
 * Coupons on /coupons. Each has an end date, expires on the first day of the month after today at the shop (rolling; by its timeZone), or never expires. None at all (coupons: []) is fine: the page then says pages.yaml's coupons.noneText.
 */

export interface Coupons {
  /**
   * @minItems 0
   */
  coupons: {
    /**
     * A short name in lower-case letters, digits and hyphens, as in a page's address (oil-changes).
     */
    id: string;
    /**
     * The offer, shown large.
     */
    title: string;
    /**
     * What the offer is for.
     */
    subtitle: string;
    description: string;
    note?: string;
    /**
     * When the coupon ends: a date (2026-12-31, its last day; after it the coupon is gone from the site), rolling (the first of the month after today at the shop) or never.
     */
    expires: string;
  }[];
}

/**
 * Questions and answers on the home page.
 */

export interface FAQ {
  /**
   * @minItems 1
   */
  faq: {
    /**
     * Names the entry for a brand's shops: a shop's entry of the same slug changes it, or leaves it out (omit: true). Without one, the question's words name it.
     */
    slug?: string;
    question: string;
    answer: string;
  }[];
}

/**
 * @minItems 1
 */

export interface Pages {
  /**
   * The language the pages are written in, as a BCP 47 tag (en, en-US, es): the lang of every page, which screen readers and search engines read. In any language but English (en, en-*), the days, months and times shopsite writes (the hours, the special days, the open-now line, a coupon's MMM or MMMM, {hours} in copy) and the rating's figure (4,4) are that language's own.
   */
  lang: string;
  /**
   * Words of the header and footer on every page.
   */
  layout: {
    bookLabel: string;
    directionsLabel: string;
    footerAbout: string;
    /**
     * Shown when the booking widget cannot open.
     */
    bookingFallback: string;
    /**
     * The words around the hours: the open-now line the browser writes by the shop's clock (shop.yaml timeZone) and the special days of the coming two weeks (shop.yaml specialHours). {time}, {day}, {hours}, {note}, {from} and {through} are filled in.
     */
    hours: {
      /**
       * The open-now line while the shop is open: it must hold {time}, when it closes.
       */
      openUntil: string;
      openAllDay: string;
      /**
       * The open-now line while the shop is closed: it must hold {time} (and may hold {day}), when it opens next.
       */
      closedUntil: string;
      /**
       * Closed, with no opening in the week ahead.
       */
      closed: string;
      today: string;
      tomorrow: string;
      /**
       * Above the special days of the coming two weeks.
       */
      heading: string;
      special: string;
      /**
       * A special day with a note.
       */
      specialNote: string;
      /**
       * Special days from one date to another; in a language other than English, a run of days of the week in {hours} too (lunes a viernes).
       */
      specialRange: string;
      /**
       * A special day the shop is closed; in a language other than English, its closed days in {hours} too (domingo cerrado).
       */
      closedAllDay: string;
      /**
       * A special day the shop never closes; in a language other than English, such days in {hours} too.
       */
      allDay: string;
      /**
       * A day the shop is closed, in the hours of the top bar and the footer (Sun Closed).
       */
      weekClosed: string;
      /**
       * A day the shop never closes, in the hours of the top bar and the footer.
       */
      weekAllDay: string;
    };
    /**
     * The navigation's words, in the header, the small-screen menu and the footer's quick links.
     */
    nav: {
      services: string;
      /**
       * The first link of the Services menu, to /services/.
       */
      allServices: string;
      vehicles: string;
      coupons: string;
      reviews: string;
      about: string;
    };
    /**
     * The name of the small-screen menu and of its button, read by screen readers.
     */
    menuLabel: string;
    /**
     * The heading of the footer's links.
     */
    quickLinksHeading: string;
    /**
     * The first link of every page, for keyboard users, to the main content.
     */
    skipLinkLabel: string;
    /**
     * The button that closes the booking fallback dialog.
     */
    closeLabel: string;
    /**
     * Shown at once, beside a busy Book Appointment button, while the booking widget is on its way.
     */
    bookingOpening: string;
    /**
     * The button that loads the map from the map provider: nothing is asked of the provider before it is pressed.
     */
    mapLabel: string;
    /**
     * Before the shop's name and street, the name of the map once it is loaded, read by screen readers.
     */
    mapTitle: string;
    /**
     * The name of the main navigation, read by screen readers.
     */
    navLabel: string;
    /**
     * After a link that opens in a new tab (directions, the review site, an outside page), read by screen readers.
     */
    newTabLabel: string;
    /**
     * What a row of stars says to screen readers: {stars} is the rating it shows (the shop's, or a review's).
     */
    starsLabel: string;
  };
  home: {
    meta: Meta;
    hero: {
      heading: string;
      text: string;
      badge: string;
      reviewsLabel: string;
      cta: string;
      image?: Image;
    };
    testimonialsHeading: string;
    teaser: Teaser;
    welcome: Prose;
    whyChooseUs: {
      heading: string;
      /**
       * @minItems 1
       */
      cards: {
        title: string;
        text: string;
      }[];
    };
    vehicles: {
      heading: string;
      text: string;
      /**
       * Heading of each group of makes, in the order shown.
       */
      groups: {
        domestic: string;
        import: string;
        european: string;
        luxury: string;
      };
    };
    faqHeading: string;
    /**
     * The labels of the three figures beside the welcome text, from shop.yaml's claims.
     */
    stats: {
      years: string;
      reviews: string;
      rating: string;
    };
    serviceArea: Headed;
    map: Headed;
  };
  services: ListPage;
  coupons: {
    meta: Meta;
    heading: string;
    text: string;
    /**
     * The note under the coupons.
     */
    terms: string;
    cta: string;
    expiryLabel: string;
    /**
     * How expiry dates are written: YYYY, YY, MMMM (January), MMM (Jan), MM, M, DD, D, with spaces, commas, dots, slashes and hyphens between. The default, MMM D, YYYY, cannot be misread; the spec's form is MM-DD-YY.
     */
    expiryFormat: string;
    /**
     * Shown when every coupon has expired.
     */
    noneText: string;
  };
  reviews: {
    meta: Meta;
    heading: string;
    text: string;
    ratingLabel: string;
    reviewUsLabel: string;
    /**
     * The button under a review cut short, that shows the whole of it.
     */
    readMoreLabel: string;
    /**
     * The same button once the whole review shows, that cuts it short again.
     */
    showLessLabel: string;
    /**
     * Shown on the reviews page, above its review button, while the shop has no reviews to show (reviews: []).
     */
    noneText: string;
  };
  about: {
    meta: Meta;
    heading: string;
    paragraphs: Paragraphs;
    cta: string;
    image?: Image1;
    /**
     * A caption under the photo.
     */
    caption?: string;
  };
  /**
   * What every make page shares; {make} is the make's display name.
   */
  make: {
    meta: Meta;
    heroHeading: string;
    heroText: string;
    heroImage?: Image2;
    cta: string;
    testimonialsHeading: string;
    block: {
      heading: string;
      image?: Image3;
      paragraphs: Paragraphs;
      bullets?: Bullets;
      cta?: string;
    };
    section: Prose;
    locationHeading: string;
  };
  location: Headed1;
  notFound: {
    title: string;
    heading: string;
    text: string;
    linkLabel: string;
  };
  /**
   * The page left at each old address of shop.yaml's redirects, for hosts that read no _redirects.
   */
  redirect: {
    title: string;
    text: string;
    linkLabel: string;
  };
  /**
   * The /review page, which sends the visitor on to the review site at once.
   */
  review: {
    title: string;
    text: string;
    linkLabel: string;
  };
}
/**
 * The page's title and description for search results and link previews.
 */

export interface Teaser {
  heading: string;
  text: string;
  /**
   * Slugs of the services shown.
   *
   * @minItems 1
   *
   * Items: A short name in lower-case letters, digits and hyphens, as in a page's address (oil-changes).
   */
  services: string[];
  linkLabel: string;
}

export interface Prose {
  heading: string;
  paragraphs: Paragraphs;
}

export interface Headed {
  heading: string;
  text: string;
}

export interface ListPage {
  meta: Meta;
  heading: string;
  text: string;
}
/**
 * A photo beside the story (the shop, the team).
 */

export interface Image2 {
  /**
   * Path relative to the data folder (images/bay.jpg) or an https URL.
   */
  src?: string;
  /**
   * One of the drawings shopsite ships, used where a shop has no photo.
   */
  illustration?:
    | 'oil'
    | 'tire'
    | 'brake'
    | 'electrical'
    | 'maintenance'
    | 'inspection'
    | 'emissions'
    | 'diagnostics'
    | 'ac-heat'
    | 'shop'
    | 'car';
  /**
   * Read out to visitors who cannot see the photo; empty for a purely decorative one. A drawing is not read out: these words are for the photo that will replace it.
   */
  alt: string;
  /**
   * Width in pixels: required for an https image (shopsite cannot measure it); a file's own size is used otherwise.
   */
  width?: number;
  /**
   * Height in pixels: required for an https image (shopsite cannot measure it); a file's own size is used otherwise.
   */
  height?: number;
}
/**
 * A photo beside the block (a drawing of maintenance is shown without one).
 */

export interface Image3 {
  /**
   * Path relative to the data folder (images/bay.jpg) or an https URL.
   */
  src?: string;
  /**
   * One of the drawings shopsite ships, used where a shop has no photo.
   */
  illustration?:
    | 'oil'
    | 'tire'
    | 'brake'
    | 'electrical'
    | 'maintenance'
    | 'inspection'
    | 'emissions'
    | 'diagnostics'
    | 'ac-heat'
    | 'shop'
    | 'car';
  /**
   * Read out to visitors who cannot see the photo; empty for a purely decorative one. A drawing is not read out: these words are for the photo that will replace it.
   */
  alt: string;
  /**
   * Width in pixels: required for an https image (shopsite cannot measure it); a file's own size is used otherwise.
   */
  width?: number;
  /**
   * Height in pixels: required for an https image (shopsite cannot measure it); a file's own size is used otherwise.
   */
  height?: number;
}
/**
 * The location block at the end of service and make pages.
 */

export interface Headed1 {
  heading: string;
  text: string;
}

/** The groups of makes, in the order the home page shows them. From makes.schema.json#/definitions/make/properties/group/enum. */
export const MAKE_GROUPS = ['domestic', 'import', 'european', 'luxury'] as const;

/** The hosts a build writes for. From shop.schema.json#/properties/host/enum. */
export const HOSTS = ['vercel', 'cloudflare', 'netlify', 'github-pages', 'static'] as const;

/** The days of a schedule, Monday first. From shop.schema.json#/properties/hours/items/properties/schedule/items/properties/days/items/enum. */
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
