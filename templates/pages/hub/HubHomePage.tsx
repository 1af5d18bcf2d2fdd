// The hub's home (/): the brand's heading and intro, the locator, and the states with their
// number of shops, each linked to its page.
import type { HubPageInput } from '../../../src/shared/hub.js';
import { fillText } from '../../../src/shared/text.js';
import { HubDocument } from '../../components/HubDocument.js';
import { HubLocator } from '../../components/HubLocator.js';
import { hubJsonLd } from '../../hub-structured-data.js';

export function HubHomePage(input: HubPageInput) {
  const { hub, states, links } = input;
  const head = <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: hubJsonLd(input) }} />;
  return (
    <HubDocument input={input} head={head}>
      <section className="page-head">
        <div className="container">
          <h1>{fillText(hub.words.homeHeading, { brand: hub.name, count: String(input.count) })}</h1>
          <p className="hero-text">{hub.intro}</p>
        </div>
      </section>
      <HubLocator {...input} />
      <section className="section" aria-labelledby="hub-states">
        <div className="container">
          <h2 id="hub-states">{fillText(hub.words.statesHeading, { count: String(states.length), brand: hub.name })}</h2>
          <ul className="hub-states">
            {states.map((state) => (
              <li key={state.slug}>
                <a href={`${links.locations}${state.slug}/`}>{fillText(hub.words.stateCount, { state: state.name, count: String(state.shops.length) })}</a>
              </li>
            ))}
          </ul>
          <p>
            <a className="button button-primary" href={links.locations}>
              {hub.words.locationsLink}
            </a>
          </p>
        </div>
      </section>
    </HubDocument>
  );
}
