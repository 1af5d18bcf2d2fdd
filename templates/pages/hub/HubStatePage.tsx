// One state's page of the hub (/locations/nc/): its shops by town.
import type { HubPageInput } from '../../../src/shared/hub.js';
import { fillText } from '../../../src/shared/text.js';
import { HubDocument } from '../../components/HubDocument.js';
import { StateShops } from '../../components/HubShops.js';

export function HubStatePage(input: HubPageInput) {
  const { hub, states, route, links } = input;
  const state = states.find((s) => s.slug === route.state)!;
  return (
    <HubDocument input={input}>
      <section className="page-head">
        <div className="container">
          <h1>{fillText(hub.words.stateHeading, { brand: hub.name, state: state.name, count: String(state.shops.length) })}</h1>
          <p className="hero-text">
            <a href={links.locations}>{hub.words.locationsLink}</a>
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="hub-state-shops">
        <div className="container">
          <h2 id="hub-state-shops" className="visually-hidden">
            {state.name}
          </h2>
          <StateShops state={state} hub={hub} level={3} />
        </div>
      </section>
    </HubDocument>
  );
}
