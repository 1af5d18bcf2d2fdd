// JSON-LD of the hub's home and locations pages: the brand's Organization and, on the locations
// page, as its subOrganization, every shop with exactly the name, url, telephone and address of the shop's own
// JSON-LD (structured-data.ts), and its week's hours, so a search engine (and `shopsite check`) can tie them together.
import type { AutoRepair, Organization, WithContext } from 'schema-dts';
import type { HubPageInput, HubShop } from '../src/shared/hub.js';
import { businessId, organizationId, scriptJson, telephoneOf } from './structured-data.js';

/** The fields the fleet check compares with each shop's own JSON-LD: keep them the shop's. */
export function shopEntry(shop: HubShop): AutoRepair {
  return {
    '@type': 'AutoRepair',
    // The same node as the shop's own JSON-LD: its @id, its telephone as dialled.
    '@id': businessId(shop.url),
    name: shop.name,
    url: shop.url,
    telephone: telephoneOf(shop.tel),
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.street,
      addressLocality: shop.city,
      addressRegion: shop.state,
      postalCode: shop.zip,
      addressCountry: shop.country,
    },
    openingHours: shop.openingHours,
  };
}

/**
 * The brand's Organization; with `locations` (the locations page), every shop as its
 * subOrganization. The home names the brand alone: for a thousand shops the list is some 350 KB, which
 * one page carrying it is enough for.
 */
export function hubJsonLd({ hub, states, homeUrl }: HubPageInput, { locations = false } = {}): string {
  const data: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    // What each shop's parentOrganization names (structured-data.ts).
    '@id': organizationId(homeUrl),
    name: hub.name,
    url: homeUrl,
    ...(locations && { subOrganization: states.flatMap((state) => state.shops.map(shopEntry)) }),
  };
  return scriptJson(data);
}
