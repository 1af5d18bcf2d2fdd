// The locator's form on the hub's home and locations pages (src/client/locator.ts brings it to
// life). Without JavaScript it is a plain search form that opens the locations page, where every
// shop is listed; with it, the nearest shops to a ZIP code, a town or the visitor's location (those
// within hub.yaml's locatorMiles, else the one nearest), or a state's shops, are shown under it and
// announced in a live region. The words travel in a data attribute, so a strict
// Content-Security-Policy holds.
import type { HubPageInput } from '../../src/shared/hub.js';

/** The words the browser fills ({count}, {query}, {state}, {distance}, {miles}), by name. */
const BROWSER_WORDS = ['noResult', 'nearResults', 'farResult', 'stateNone', 'searchFailed', 'nearYou', 'stateResults', 'distance', 'locating', 'locationUnavailable', 'phoneLabel', 'hoursLabel', 'visitSite'] as const;

export function HubLocator({ hub, links, locator, route }: HubPageInput) {
  if (!locator) return null;
  const words = Object.fromEntries(BROWSER_WORDS.map((name) => [name, hub.words[name]]));
  return (
    <section className="section hub-locator" aria-labelledby="locator-heading">
      <div className="container">
        <h2 id="locator-heading">{hub.words.locatorHeading}</h2>
        <form className="locator-form" role="search" action={links.locations} method="get" data-locator={locator.base} data-miles={hub.locatorMiles} data-words={JSON.stringify(words)}>
          <label htmlFor="locator-query">{hub.words.locatorLabel}</label>
          <div className="locator-row">
            <input id="locator-query" name="q" type="text" autoComplete="off" required />
            <button type="submit" className="button button-primary">
              {hub.words.locatorSubmit}
            </button>
            <button type="button" className="button button-outline" data-use-location="" hidden>
              {hub.words.useLocation}
            </button>
          </div>
        </form>
        <p className="locator-status" role="status" data-locator-status="" />
        <ol className="card-grid locator-results" data-locator-results="" hidden />
        {route.kind === 'hub-locations' && (
          <noscript>
            <p>{hub.words.noScript}</p>
          </noscript>
        )}
      </div>
    </section>
  );
}
