// The hub's locations page (/locations/): the locator at the top, then every shop by state and
// town, with the brand's Organization and its shops as JSON-LD (the fleet check reads it).
import type { HubPageInput } from '../../../src/shared/hub.js';
import { fillText } from '../../../src/shared/text.js';
import { HubDocument } from '../../components/HubDocument.js';
import { HubLocator } from '../../components/HubLocator.js';
import { StateShops } from '../../components/HubShops.js';
import { hubJsonLd } from '../../hub-structured-data.js';

export function HubLocationsPage(input: HubPageInput) {
  const { hub, states, links } = input;
  const head = <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: hubJsonLd(input, { locations: true }) }} />;
  return (
    <HubDocument input={input} head={head}>
      <section className="page-head">
        <div className="container">
          <h1>{fillText(hub.words.locationsHeading, { brand: hub.name, count: String(input.count) })}</h1>
          <p className="hero-text">{hub.intro}</p>
        </div>
      </section>
      <HubLocator {...input} />
      {/* A state of one town is a column of its shops, beside the next such state where there is
          room; a state of several towns takes the width, its towns side by side. */}
      <div className="section">
        <div className="container hub-state-list">
          {states.map((state) => (
            <section key={state.slug} className={new Set(state.shops.map((s) => s.city)).size > 1 ? 'hub-state hub-state-wide' : 'hub-state'} aria-labelledby={`state-${state.slug}`}>
              <h2 id={`state-${state.slug}`}>
                <a href={`${links.locations}${state.slug}/`}>{state.name}</a>
              </h2>
              <StateShops state={state} hub={hub} level={3} />
            </section>
          ))}
        </div>
      </div>
    </HubDocument>
  );
}
