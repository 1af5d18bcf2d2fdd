// The catalogue's entries for the checks across a fleet's shops (check/fleet/): part of CATALOGUE
// (problems.ts), kept apart so that each file stays readable.
import { entry } from './catalogue-entry.js';

/** "/, /about/ and 56 more pages". */
function pageList(pages: string[]): string {
  if (pages.length <= 2) return pages.join(' and ');
  return `${pages.slice(0, 2).join(', ')} and ${pages.length - 2} more page${pages.length === 3 ? '' : 's'}`;
}

const OWN_PHONE = 'write {phone} where the copy gives the number: it is filled with each shop\'s own';

export const FLEET_CATALOGUE = {
  'nap-mismatch': entry({
    title: "A page, the JSON-LD or the hub giving the shop's name, address or phone (the hub: or hours) otherwise than shop.yaml",
    message: ({ where, found, expected, pages, missing }: { where: string; found: string; expected: string; pages: string[]; missing?: boolean }) =>
      missing ? `${where} on ${pageList(pages)} is "${found}", without "${expected}"` : `${where} on ${pageList(pages)} gives "${found}", not "${expected}"`,
    hint: ({ where }) =>
      where === 'the hub'
        ? 'build the hub again (shopsite hub) from the same shop folders'
        : 'search engines trust a business whose name, address and phone read the same everywhere: check the templates and any copy that writes them by hand',
  }),
  'phone-of-other-shop': entry({
    title: "Another shop's phone number in a shop's copy",
    message: ({ written, other }: { written: string; other: string }) => `"${written}" is the phone number of ${other}`,
    hint: OWN_PHONE,
  }),
  'unknown-phone': entry({
    title: "A phone number in the copy that is not the shop's (an old number?)",
    message: ({ written, fleet }: { written: string; fleet: boolean }) => `"${written}" is not the shop's phone number${fleet ? ', nor any other shop\'s of the fleet' : ''}`,
    hint: `an old number? ${OWN_PHONE}. A number of another business (a towing partner) can stay`,
  }),
  'fleet-duplicate-title': entry({
    title: "A page title another shop's page has too",
    message: ({ page, other, shop, title, more = 0 }: { page: string; other: string; shop: string; title: string; more?: number }) =>
      `${page} has the same title as ${other} of ${shop}: "${title}"${more ? `; so do ${more} more page${more === 1 ? '' : 's'} of the two shops` : ''}`,
    hint: 'search results show titles: put each shop\'s {name} and {city} in it, and {state} where two towns of one name have a shop, or check that the two shops are not one',
  }),
  'fleet-duplicate-canonical': entry({
    title: "Canonical URLs another shop's pages claim too",
    message: ({ shop, count, example }: { shop: string; count: number; example: string }) =>
      `${count} page${count === 1 ? ' has' : 's have'} the canonical URL of a page of ${shop} (${example})`,
    hint: 'search engines keep one page per canonical URL: give each shop its own siteUrl',
  }),
  'hub-missing-shop': entry({
    title: "A shop the brand's hub does not list or link to",
    message: ({ file, listed }: { file: string; listed: boolean }) => `not linked from the hub (${file})${listed ? ': listed in its JSON-LD, with no link' : ''}`,
    hint: 'build the hub again with this shop among its --data folders (shopsite hub)',
  }),
  'hub-extra-shop': entry({
    title: "A shop the brand's hub lists that is none of the shops checked: closed, or left out of the check",
    message: ({ file, name, url }: { file: string; name?: string; url: string }) => `the hub (${file}) lists ${name ? `${name} at ` : ''}${url}, none of the shops checked`,
    hint: 'a shop that closed: build the hub again without its folder (shopsite hub); a shop still open: check its folder with the others',
  }),
  'hub-other-brand': entry({
    title: "A shop among a hub's --data folders that is not of the hub's brand",
    message: ({ brand, hub }: { brand?: string; hub: string }) =>
      brand ? `this shop is of the brand ${brand}, not of the hub's brand ${hub}` : `this shop has no brand: the hub lists the shops of the brand ${hub}`,
    hint: "a hub lists its own brand's shops: pass the shop folders whose shop.yaml names --brand",
  }),
  'hub-stand-ins': entry({
    title: "Shops whose facts on the hub are still stand-ins, marked # fill in",
    message: ({ count, shops, fields }: { count: number; shops: string; fields: string; first: string }) =>
      `${count} shop${count === 1 ? ' is' : 's are'} on the hub with ${count === 1 ? 'its' : 'their'} ${fields} still to fill in: ${shops}`,
    hint: ({ first }: { first: string }) => `write them (shopsite check --data ${first} lists them); hub --strict refuses to publish stand-ins`,
  }),
  'hub-unreadable': entry({
    title: "A hub folder without a locations page shopsite can read",
    message: ({ file, why }: { file: string; why: 'missing' | 'no-list' }) =>
      why === 'missing' ? `no hub page at ${file}` : `${file} has no JSON-LD Organization with subOrganization`,
    hint: "--hub is the output folder of shopsite hub, which writes locations/index.html",
  }),
  'brand-copy-shared': entry({
    title: "A kind of page whose text is mostly the brand's, the same in every shop",
    message: ({ page, percent, shops, brand, uncompared = 0 }: { page: string; percent: number; shops: number; brand: string; unused: string[]; uncompared?: number }) =>
      uncompared
        ? `${page}: ${percent}% of its text is the same in the ${shops} shops of brand ${brand} compared (${uncompared} shop${uncompared === 1 ? ' that fails its' : 's that fail their'} own check not among them)`
        : `${page}: ${percent}% of its text is the same in ${shops === 2 ? 'both' : `all ${shops}`} shops of brand ${brand}`,
    hint: ({ unused }) =>
      `search engines discount pages that differ only by the town: ${unused.length ? `use the shops' own ${unused.map((p) => `{${p}}`).join(', ')} in this copy, or ` : ''}write each shop's own paragraph (a section in its own file)`,
  }),
};
