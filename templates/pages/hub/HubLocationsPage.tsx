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
      {states.map((state) => (
        <section key={state.slug} className="section hub-state" aria-labelledby={`state-${state.slug}`}>
          <div className="container">
            <h2 id={`state-${state.slug}`}>
              <a href={`${links.locations}${state.slug}/`}>{state.name}</a>
            </h2>
            <StateShops state={state} hub={hub} level={3} />
          </div>
        </section>
      ))}
    </HubDocument>
  );
}
