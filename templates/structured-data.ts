// JSON-LD for the home page: schema.org AutoRepair, from the same data the page shows (hours are
// derived from the schedule, never typed twice). Google's local-business guidance: no
// self-serving review markup, so the shop's own reviews are not marked up as its rating.
import { shopToday, specialDays } from '../src/shared/hours.js';
import { WEEK } from '../src/shared/text.js';
import type { AutoRepair, DayOfWeek, WithContext } from 'schema-dts';
import type { PageInput } from './context.js';

const DAY_NAMES: Record<(typeof WEEK)[number], DayOfWeek> = {
  monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday',
};

export function businessJsonLd({ site, route, today }: PageInput): string {
  const { shop } = site;
  const special = specialDays(shop, shopToday(shop.timeZone, new Date(today)));
  // Typed by schema-dts (Google's schema.org types): a property or a value schema.org does not
  // have for an AutoRepair is a type error in npm test.
  const data: WithContext<AutoRepair> = {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    name: shop.name,
    // Undefined values are left out of the JSON.
    description: shop.description,
    foundingDate: shop.openingDate,
    url: route.meta.canonical,
    telephone: shop.phone,
    email: shop.email,
    priceRange: shop.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.street,
      addressLocality: shop.address.city,
      addressRegion: shop.address.state,
      postalCode: shop.address.zip,
      addressCountry: shop.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.geo.latitude, longitude: shop.geo.longitude },
    openingHoursSpecification: shop.hours[0]!.schedule.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.days.map((d) => DAY_NAMES[d]),
      opens: slot.opens,
      // Google's local-business guidance: open all day is opens "00:00", closes "23:59"; "24:00"
      // is not a time of day schema.org's Time accepts everywhere.
      closes: slot.closes === '24:00' ? '23:59' : slot.closes,
    })),
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
    sameAs: [shop.links.maps],
    // The brand's own site (shopsite hub), where the brand's Organization lists this shop.
    parentOrganization: site.hub && { '@type': 'Organization', name: site.hub.name, url: site.hub.url },
  };
  // Inside <script>, "</script>" or "<!--" in any string would end or corrupt the block: escape
  // every <, > and & as JSON unicode escapes, which parse back to the same characters.
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
