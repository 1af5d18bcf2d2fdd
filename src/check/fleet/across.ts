// The checks that need every shop of a fleet: a phone number in one shop's copy that is another
// shop's (or no shop's), two shops with one page title or one canonical URL, and the brand's hub
// listing every shop with the name, address and phone its own pages give. Takes the shops'
// summaries (and the hub's page); returns problems to place in a shop's data. Reads no file.
import { problem } from '../../shared/problems.js';
import type { Business, FleetFinding, ShopSummary } from './types.js';
import { businessOf, jsonLd, linkHrefs } from './page-facts.js';
import { businessDifferences, NAP_FIELDS } from './summary.js';

/** Each number written in a shop's data that is not its own: another shop's (an error), or nobody's (a warning). */
export function strayPhones(summaries: Pick<ShopSummary, 'name' | 'phone' | 'phones'>[]): FleetFinding[] {
  const owners = new Map<string, string>();
  for (const s of summaries) if (s.phone && !owners.has(s.phone)) owners.set(s.phone, s.name);
  const fleet = summaries.length > 1;
  return summaries.flatMap((s) =>
    s.phones.map((p): FleetFinding => {
      const other = owners.get(p.number);
      const found = other
        ? problem('phone-of-other-shop', { written: p.written, other }, { source: p.source })
        : problem('unknown-phone', { written: p.written, fleet }, { severity: 'warning', source: p.source });
      return { shops: [s.name], placeIn: s.name, problem: found };
    }),
  );
}

/** A page title another shop's page already has (the later shop in the command's order is told). */
export function duplicateTitles(summaries: ShopSummary[]): FleetFinding[] {
  const first = new Map<string, { shop: string; page: string }>();
  const found: FleetFinding[] = [];
  for (const s of summaries) {
    // Per shop it repeats: two shops of one name and town share every title, one problem says it.
    const clashes = new Map<string, { page: string; other: string; title: string; source: (typeof s.titles)[number]['source']; more: number }>();
    for (const t of s.titles) {
      const earlier = first.get(t.title);
      if (!earlier) first.set(t.title, { shop: s.name, page: t.page });
      else if (earlier.shop !== s.name) {
        const clash = clashes.get(earlier.shop);
        if (clash) clash.more++;
        else clashes.set(earlier.shop, { page: t.page, other: earlier.page, title: t.title, source: t.source, more: 0 });
      }
    }
    for (const [shop, { source, ...args }] of clashes) {
      found.push({ shops: [s.name], placeIn: s.name, problem: problem('fleet-duplicate-title', { ...args, shop }, { source }) });
    }
  }
  return found;
}

/** Canonical URLs another shop's pages already claim: one problem per pair of shops, at shop.yaml's siteUrl. */
export function duplicateCanonicals(summaries: ShopSummary[]): FleetFinding[] {
  const owner = new Map<string, string>();
  const found: FleetFinding[] = [];
  for (const s of summaries) {
    const clashes = new Map<string, string[]>();
    for (const url of s.canonicals) {
      const other = owner.get(url);
      if (other === undefined) owner.set(url, s.name);
      else if (other !== s.name) (clashes.get(other) ?? clashes.set(other, []).get(other)!).push(url);
    }
    for (const [other, urls] of clashes) {
      const args = { shop: other, count: urls.length, example: urls[0]! };
      found.push({ shops: [s.name], placeIn: s.name, problem: problem('fleet-duplicate-canonical', args, { source: { kind: 'shop', path: '/siteUrl' } }) });
    }
  }
  return found;
}

/**
 * The hub's locations page (`shopsite hub`'s HUBOUT/locations/index.html, named `file`): its
 * Organization JSON-LD lists each shop in `subOrganization` with the values of the shop's own
 * JSON-LD, and the page links to each shop's home page (its JSON-LD `url`). `stopped`: shops
 * checked whose check stopped on their problems, with no summary: a shop the hub lists may be
 * one of them, so none it lists is told as none of the shops checked.
 */
export function hubProblems(hub: { file: string; html?: string }, summaries: ShopSummary[], stopped = 0): FleetFinding[] {
  const all = summaries.map((s) => s.name);
  if (hub.html === undefined) return [{ shops: all, placeIn: all[0]!, problem: problem('hub-unreadable', { file: hub.file, why: 'missing' }) }];
  const org = jsonLd(hub.html).find((v): v is { subOrganization: unknown } => !!v && typeof v === 'object' && 'subOrganization' in v);
  if (!org || !Array.isArray(org.subOrganization)) return [{ shops: all, placeIn: all[0]!, problem: problem('hub-unreadable', { file: hub.file, why: 'no-list' }) }];
  const listed = new Map<string, Business>();
  for (const node of org.subOrganization) {
    const business = businessOf(node && typeof node === 'object' ? (node as Record<string, unknown>) : undefined);
    if (business?.url) listed.set(business.url, business);
  }
  const links = linkHrefs(hub.html);
  const checked = new Set(summaries.map((s) => (s.business ?? s.own).url));
  // A shop that closed stays on a hub built before it did, sending visitors to a closed door.
  const extra = [...listed.values()].filter((b) => !stopped && !checked.has(b.url)).map((b): FleetFinding => ({
    shops: all,
    placeIn: all[0]!,
    problem: problem('hub-extra-shop', { file: hub.file, name: b.name, url: b.url! }, { severity: 'warning' }),
  }));
  return [...extra, ...summaries.flatMap((s): FleetFinding[] => {
    // As the shop's page gives it (its JSON-LD), its hours as its data has them (the page gives no openingHours text),
    // and its phone as shop.yaml writes it (the JSON-LD's is the dialled E.164 form; phones are compared as dialled).
    const page = s.business ?? s.own;
    const mine = { ...page, telephone: s.own.telephone ?? page.telephone, openingHours: s.own.openingHours };
    const there = mine.url === undefined ? undefined : listed.get(mine.url);
    if (!there || !links.has(mine.url!)) {
      return [{ shops: [s.name], placeIn: s.name, problem: problem('hub-missing-shop', { file: hub.file, listed: !!there }, { source: { kind: 'shop', path: '/name' } }) }];
    }
    return businessDifferences(there, mine, s.country).map((d) => ({
      shops: [s.name],
      placeIn: s.name,
      problem: problem('nap-mismatch', { where: 'the hub', found: d.found, expected: d.expected, pages: [hub.file] }, { source: { kind: 'shop', path: NAP_FIELDS[d.field] } }),
    }));
  })];
}
