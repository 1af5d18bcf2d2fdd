// The hub's load and validate stages for its shops: each shop folder loaded and validated exactly
// as `build` does (loadShop, validateSite), then reduced to what the hub shows of it, taken from
// the shop's own route table (its home page's canonical address, as its JSON-LD names it). Only
// the reduced shop is kept, so a hub of a thousand shops holds a thousand small records.
import path from 'node:path';
import { loadShop } from '../load/index.js';
import { tellMisreadsOnce } from '../load/misreads.js';
import { placeProblems } from '../load/positions.js';
import { problem } from '../shared/problems.js';
import { folderLabel } from '../write.js';
import { buildRoutes } from '../routes.js';
import type { HubShop } from '../shared/hub.js';
import { shopCall } from '../shared/phone.js';
import type { Hub, Problem, SiteData } from '../shared/types.js';
import { hoursLines, unbreakable } from '../shared/text.js';
import { openingHours } from '../shared/opening-hours.js';
import { validateSite } from '../validate/index.js';

export interface HubShops {
  shops: HubShop[];
  problems: Problem[];
  /** The brand folders the shops name, as loadShop joined them (never written into). */
  brandDirs: string[];
  /** The shops whose facts the hub shows are still stand-ins (marked # fill in): their folders, and those facts. */
  standIns: { dir: string; fields: string[] }[];
}

/** What the hub shows of a shop, by the top field of shop.yaml (hours: its first schedule). */
const SHOWN = /^\/(name|siteUrl|phone|address|geo|hours\/0)(\/|$)/;
const FIELD_WORDS: Record<string, string> = { name: 'name', siteUrl: 'site address', phone: 'phone', address: 'address', geo: 'place on the map', hours: 'hours' };

/** The hub's words for a shop's hours: its language, and a closed day's and an all-day's words. */
export type HubHoursWords = Pick<Hub, 'lang'> & { words: Pick<Hub['words'], 'weekClosed' | 'weekAllDay'> };

/**
 * Each shop of `dataDirs`, which must name `brandDir` as their brand (hub-other-brand); its hours
 * in the words of `hub` (hub.yaml's, when it is valid: else the hub is not built).
 */
export function loadHubShops(dataDirs: string[], brandDir: string, hub?: HubHoursWords): HubShops {
  const shops: HubShop[] = [];
  const problems: Problem[] = [];
  const brandDirs = new Set<string>();
  const standIns: HubShops['standIns'] = [];
  for (const dir of dataDirs) {
    const loaded = loadShop(dir);
    if (loaded.brandDir) brandDirs.add(loaded.brandDir);
    if (!loaded.brandDir || path.resolve(loaded.brandDir) !== path.resolve(brandDir)) {
      const brand = loaded.brandDir && folderLabel(loaded.brandDir);
      problems.push(...placeProblems([problem('hub-other-brand', { brand, hub: folderLabel(brandDir) }, { source: { kind: 'shop', path: '/brand' } })], loaded.docs));
    }
    const validated = validateSite(loaded.docs, loaded.hub);
    problems.push(...tellMisreadsOnce(loaded.problems, validated.problems));
    if (validated.site) shops.push(hubShop(validated.site, hub));
    const fields = new Set(
      validated.problems
        // The shop's data (its own or its brand's shop.yaml), not the hub's own hub.yaml, which every shop is validated with.
        .filter((p) => p.code === 'unfilled-value' && p.file !== loaded.hub?.file && SHOWN.test(p.path ?? ''))
        .map((p) => FIELD_WORDS[p.path!.split('/')[1]!]!),
    );
    if (fields.size) standIns.push({ dir, fields: Object.values(FIELD_WORDS).filter((w) => fields.has(w)) });
  }
  return { shops, problems, brandDirs: [...brandDirs], standIns };
}

export function hubShop(site: SiteData, hub?: HubHoursWords): HubShop {
  const { shop } = site;
  const home = buildRoutes(site).routes.find((r) => r.kind === 'home')!;
  const call = shopCall(shop);
  return {
    name: shop.name,
    url: home.meta.canonical!,
    phone: shop.phone,
    tel: call.href,
    street: shop.address.street,
    city: shop.address.city,
    state: shop.address.state,
    stateName: shop.address.stateName,
    zip: shop.address.zip,
    country: shop.address.country,
    latitude: shop.geo.latitude,
    longitude: shop.geo.longitude,
    // Each day's hours unbroken ("Sat 8AM-2PM" never ends a line at its hyphen): lines break only
    // between days. The days and times are the hub's language's, as the rest of its page.
    hours: hoursLines(shop.hours[0]!.schedule, hub?.words.weekClosed, hub?.words.weekAllDay, hub?.lang)
      .map((line) => unbreakable(`${line.days} ${line.hours}`))
      .join(' · '),
    openingHours: openingHours(shop.hours[0]!.schedule),
  };
}
