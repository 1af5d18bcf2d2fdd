// The hub's list of shops by state and town: every shop's name, address, phone, its week's hours
// (true on whatever day the page is read) and a link to its own site, as plain HTML (the page works without JavaScript).
import type { HubData, HubShop, HubState } from '../../src/shared/hub.js';
import { fillText, unbreakable } from '../../src/shared/text.js';

export function ShopCard({ shop, hub, level = 4 }: { shop: HubShop; hub: HubData; level?: 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <li className="card hub-shop">
      <Heading className="card-title">{shop.name}</Heading>
      <address>
        {shop.street}
        <br />
        {shop.city}, {shop.state} {shop.zip}
      </address>
      <p>
        {hub.words.phoneLabel}: <a href={shop.tel}>{unbreakable(shop.phone)}</a>
      </p>
      <p>
        {hub.words.hoursLabel}: {shop.hours}
      </p>
      <p>
        <a className="hub-visit" href={shop.url}>
          {fillText(hub.words.visitSite, { name: shop.name, brand: hub.name })}
        </a>
      </p>
    </li>
  );
}

/** One state's shops, grouped by town; `level` is the towns' heading level. */
export function StateShops({ state, hub, level }: { state: HubState; hub: HubData; level: 2 | 3 }) {
  const towns = [...new Set(state.shops.map((s) => s.city))];
  const Town = `h${level}` as const;
  return (
    <div className="hub-towns">
      {towns.map((town) => (
        <section key={town} className="hub-town" aria-label={`${town}, ${state.code}`}>
          <Town>
            {town}, {state.code}
          </Town>
          <ul className="card-grid hub-shops">
            {state.shops
              .filter((s) => s.city === town)
              .map((shop) => (
                <ShopCard key={shop.url} shop={shop} hub={hub} level={level === 2 ? 3 : 4} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
