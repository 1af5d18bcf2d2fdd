// JSON-LD for the home page: schema.org AutoRepair, from the same data the page shows (hours are
// derived from the schedule, never typed twice). Google's local-business guidance: no
// self-serving review markup, so the shop's own reviews are not marked up as its rating.
import { shopToday, specialDays } from '../src/shared/hours.js';
import { WEEK } from '../src/shared/text.js';
import type { AutoRepair, DayOfWeek, OpeningHoursSpecification, PostalAddress, WebSite, WithContext } from 'schema-dts';
import type { Shop } from '../src/shared/data.generated.js';
import type { PageInput } from './context.js';

const DAY_NAMES: Record<(typeof WEEK)[number], DayOfWeek> = {
  monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday',
};

/**
 * The node identifiers shared by a shop's site and its brand's hub: the same business (and the same
 * brand) named by one @id wherever it is described, so a search engine joins the descriptions
 * into one entity instead of guessing from names and addresses.
 */
export const businessId = (homeUrl: string) => `${homeUrl}#business`;
export const organizationId = (homeUrl: string) => `${homeUrl}#organization`;
export const websiteId = (homeUrl: string) => `${homeUrl}#website`;

/** A tel: address (RFC 3966, E.164 with any ;ext=) as JSON-LD's telephone: Google asks for the country code. */
export const telephoneOf = (telHref: string) => telHref.replace(/^tel:/, '');

/** A week's schedule as schema.org's opening hours. */
function weekHours(schedule: Shop['hours'][number]['schedule']): OpeningHoursSpecification[] {
  return schedule.map((slot) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: slot.days.map((d) => DAY_NAMES[d]),
    opens: slot.opens,
    // Google's local-business guidance: open all day is opens "00:00", closes "23:59"; "24:00"
    // is not a time of day schema.org's Time accepts everywhere.
    closes: slot.closes === '24:00' ? '23:59' : slot.closes,
  }));
}

/** As JSON in a <script>: "</script>" or "<!--" in any string would end or corrupt the block. */
export function scriptJson(data: unknown): string {
  // Escape every <, > and & as JSON unicode escapes, which parse back to the same characters.
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function businessJsonLd({ site, route, today, call }: PageInput): string {
  const { shop } = site;
  const special = specialDays(shop, shopToday(shop.timeZone, new Date(today)));
  const postalAddress: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: shop.address.street,
    addressLocality: shop.address.city,
    addressRegion: shop.address.state,
    postalCode: shop.address.zip,
    addressCountry: shop.address.country,
  };
  const departments = shop.hours.slice(1).filter((entry) => entry.department);
  // Typed by schema-dts (Google's schema.org types): a property or a value schema.org does not
  // have for an AutoRepair is a type error in npm test.
  const data: WithContext<AutoRepair> = {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    ...(route.meta.canonical && { '@id': businessId(route.meta.canonical) }),
    name: shop.name,
    // Undefined values are left out of the JSON.
    description: shop.description,
    foundingDate: shop.openingDate,
    url: route.meta.canonical,
    telephone: telephoneOf(call.href),
    email: shop.email,
    priceRange: shop.priceRange,
    address: postalAddress,
    geo: { '@type': 'GeoCoordinates', latitude: shop.geo.latitude, longitude: shop.geo.longitude },
    openingHoursSpecification: weekHours(shop.hours[0]!.schedule),
    // The special days not yet past. Google's local-business guidance: closed all day is opens and
    // closes "00:00"; a day of several ranges is one entry per range.
    specialOpeningHoursSpecification: special.length
      ? special.flatMap(({ from, through, ranges }) =>
          (ranges.length ? ranges : [['00:00', '00:00']]).map(([opens, closes]) => ({
            '@type': 'OpeningHoursSpecification' as const,
            validFrom: from,
            validThrough: through,
            opens,
            closes: closes === '24:00' ? '23:59' : closes,
          })),
        )
      : undefined,
    areaServed: shop.serviceArea.map((town) => ({ '@type': 'City', name: town })),
    hasMap: shop.links.maps,
    // The shop's own profiles elsewhere; its maps link is hasMap (a maps search names no business).
    sameAs: shop.links.profiles?.length ? shop.links.profiles : undefined,
    // A schedule of a part of the business of its own kind (a gas station): a department, as Google's
    // local-business guidance describes one (named the business's name and its own, its own hours).
    department: departments.length
      ? departments.map(({ label, department, schedule }) => ({
          '@type': department!,
          name: `${shop.name} ${label}`,
          telephone: telephoneOf(call.href),
          address: postalAddress,
          openingHoursSpecification: weekHours(schedule),
        }))
      : undefined,
    // The brand's own site (shopsite hub), where the brand's Organization lists this shop.
    parentOrganization: site.hub && { '@type': 'Organization', '@id': organizationId(site.hub.url), name: site.hub.name, url: site.hub.url },
  };
  return scriptJson(data);
}

/**
 * The home page's WebSite node: the name Google's site-name system reads first (Search Central,
 * "Site names"), published by the business above.
 */
export function websiteJsonLd({ site, route }: PageInput): string {
  const url = route.meta.canonical;
  const data: WithContext<WebSite> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    ...(url && { '@id': websiteId(url), url, publisher: { '@id': businessId(url) } }),
    name: site.shop.name,
    inLanguage: site.pages.lang,
  };
  return scriptJson(data);
}
