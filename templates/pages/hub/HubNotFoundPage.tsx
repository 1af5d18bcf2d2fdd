// The hub's not-found page (404.html), answered for any address that is no page.
import type { HubPageInput } from '../../../src/shared/hub.js';
import { fillText } from '../../../src/shared/text.js';
import { HubDocument } from '../../components/HubDocument.js';

export function HubNotFoundPage(input: HubPageInput) {
  const { hub, links } = input;
  return (
    <HubDocument input={input}>
      <section className="page-head not-found">
        <div className="container">
          <h1>{hub.words.notFoundHeading}</h1>
          <p className="hero-text">{fillText(hub.words.notFoundText, { brand: hub.name })}</p>
          <a className="button button-primary" href={links.locations}>
            {hub.words.locationsLink}
          </a>
        </div>
      </section>
    </HubDocument>
  );
}
