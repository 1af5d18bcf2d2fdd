// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen:types.
// The data as validation leaves it: properties with a schema default are always present.
/**
 * The brand's own locations site (shopsite hub), in the brand folder beside the brand's other files: the brand's name and address, the copy of its pages, and every word its pages and locator show. Only name, siteUrl and intro must be written; every other word has an English default. Its shops name the brand in their structured data and link back to its locations page.
 */

export interface Hub {
  /**
   * The brand's name, as in the logo, the page titles and each shop's parentOrganization.
   */
  name: string;
  /**
   * Second line of the text logo (the shops' own logoText when left out).
   */
  logoText?: string;
  /**
   * The hub's address (https://www.example.com): canonical links, the sitemap and the shops' link back use it. No trailing slash needed.
   */
  siteUrl: string;
  /**
   * The brand in a few sentences, under the heading of the home and locations pages.
   */
  intro: string;
  /**
   * The pages' language (BCP 47). In any language but English (en, en-*), the days and times of the shops' hours and the locator's distances are that language's own.
   */
  lang: string;
  /**
   * Where the hub is deployed, as a shop's host in shop.yaml: vercel, cloudflare, netlify, github-pages or static. hub --host wins over it; without either, static.
   */
  host?: 'vercel' | 'cloudflare' | 'netlify' | 'github-pages' | 'static';
  /**
   * How far, in miles, a shop the locator lists as near may be. With none that near, the locator says so (words.farResult) and shows the nearest shop however far.
   */
  locatorMiles: number;
  /**
   * The hub's colours; left out, the brand's shop.yaml theme (the shops' look).
   */
  theme?: {
    /**
     * Main colour (buttons, links). Must keep 4.5:1 contrast with white.
     */
    primary?: string;
    /**
     * Header, footer and dark blocks.
     */
    dark?: string;
  };
  /**
   * Each page's title and description for search results and link previews.
   */
  pages: {
    /**
     * The home page (/). Placeholders: {brand}, {count}.
     */
    home: {
      title: string;
      description: string;
    };
    /**
     * The locations page (/locations/). Placeholders: {brand}, {count}.
     */
    locations: {
      title: string;
      description: string;
    };
    /**
     * Each state's page (/locations/nc/). Placeholders: {brand}, {state}, {count}.
     */
    state: {
      title: string;
      description: string;
    };
    /**
     * The not-found page (404.html). Placeholders: {brand}, {count}.
     */
    notFound: {
      title: string;
      description: string;
    };
  };
  /**
   * Every word the hub's pages and its locator show. Placeholders in braces are filled where the words are shown.
   */
  words: {
    /**
     * The link that skips to the page's content, for keyboard users.
     */
    skipLink: string;
    /**
     * The name of the header's navigation, for screen readers.
     */
    navLabel: string;
    /**
     * The header's link to the home page.
     */
    homeLink: string;
    /**
     * The header's link to the locations page.
     */
    locationsLink: string;
    /**
     * The home page's main heading. Placeholders: {brand}.
     */
    homeHeading: string;
    /**
     * The locations page's main heading. Placeholders: {brand}, {count}.
     */
    locationsHeading: string;
    /**
     * A state page's main heading. Placeholders: {brand}, {state}, {count}.
     */
    stateHeading: string;
    /**
     * The heading of the list of states. Placeholders: {count} (states).
     */
    statesHeading: string;
    /**
     * A state in the list, with its number of shops. Placeholders: {state}, {count}.
     */
    stateCount: string;
    /**
     * Before a shop's phone.
     */
    phoneLabel: string;
    /**
     * Before a shop's opening hours: its week (true on any day the page is read, however long ago it was built), its days and times in the hub's lang (Mon-Fri 8AM-6PM in English, lun-vie 8:00-18:00 in es).
     */
    hoursLabel: string;
    /**
     * A day a shop is closed, in its week's hours (Sun Closed), as pages.yaml's layout.hours.weekClosed on its own site.
     */
    weekClosed: string;
    /**
     * A day a shop never closes, in its week's hours, as pages.yaml's layout.hours.weekAllDay on its own site.
     */
    weekAllDay: string;
    /**
     * The link to a shop's own site. Placeholders: {name} (the shop).
     */
    visitSite: string;
    /**
     * Each shop's footer link back to the locations page. Placeholders: {brand}.
     */
    backLink: string;
    /**
     * The not-found page's heading.
     */
    notFoundHeading: string;
    /**
     * The not-found page's text. Placeholders: {brand}.
     */
    notFoundText: string;
    /**
     * The locator's heading.
     */
    locatorHeading: string;
    /**
     * The label of the locator's search field.
     */
    locatorLabel: string;
    /**
     * The locator's search button.
     */
    locatorSubmit: string;
    /**
     * The locator's button that asks the browser for the visitor's location (shown only where the browser can).
     */
    useLocation: string;
    /**
     * Said while the browser finds the visitor's location.
     */
    locating: string;
    /**
     * Said when the browser gives no location.
     */
    locationUnavailable: string;
    /**
     * Said when the locator finds no shop. Placeholders: {query}.
     */
    noResult: string;
    /**
     * Above the nearest shops, those within locatorMiles of the place searched. Placeholders: {count}, {query}.
     */
    nearResults: string;
    /**
     * Above the one nearest shop when none is within locatorMiles of the place searched. Placeholders: {miles}, {query}.
     */
    farResult: string;
    /**
     * Above the nearest shops to a state that has none. Placeholders: {state}.
     */
    stateNone: string;
    /**
     * Said when the locator's files could not be loaded (the visitor is offline).
     */
    searchFailed: string;
    /**
     * The {query} of nearResults and farResult when the visitor used their location.
     */
    nearYou: string;
    /**
     * Above a state's shops. Placeholders: {count}, {state}.
     */
    stateResults: string;
    /**
     * A shop's distance from the place searched, not shown for a shop at that place (under a twentieth of a mile). Placeholders: {distance} (miles: to a tenth under 10, else whole miles, as 2.4, 11 or 1,049).
     */
    distance: string;
    /**
     * Said in place of the locator when JavaScript is off.
     */
    noScript: string;
  };
}
