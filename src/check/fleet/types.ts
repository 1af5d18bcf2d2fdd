// The plain data the fleet checks pass between them: a shop's summary (a few KB, kept for every
// shop of the fleet until the checks across shops have run) and a problem found across shops.
import type { DataRef, Problem } from '../../shared/types.js';

/** The business as a JSON-LD AutoRepair node gives it (the hub's contract, README "Fleets"). */
export interface Business {
  name?: string;
  url?: string;
  telephone?: string;
  address?: { streetAddress?: string; addressLocality?: string; addressRegion?: string; postalCode?: string; addressCountry?: string };
  /** schema.org's openingHours, joined by "; " (the hub's JSON-LD gives them; a shop's page gives openingHoursSpecification). */
  openingHours?: string;
}

export interface PhoneInCopy {
  /** E.164. */
  number: string;
  written: string;
  source: DataRef;
}

export interface ShopSummary {
  name: string;
  brand?: string;
  /** The shop's own number, E.164 (undefined when it cannot be read: validation said so). */
  phone?: string;
  country: string;
  /** shop.yaml's facts as its pages should show them. */
  own: Business;
  /** The home page's JSON-LD business, as the hub must repeat it. */
  business?: Business;
  titles: { page: string; title: string; source: DataRef }[];
  canonicals: string[];
  /** Numbers written in the data that are not the shop's own. */
  phones: PhoneInCopy[];
  /** The shop's own words for its placeholders (shop.yaml `placeholders`). */
  placeholders: string[];
}

/**
 * A problem found across shops: placed in `placeIn`'s data (its file, line and column, in the
 * brand's file when `brand` is set and the brand writes it), and reported for each of `shops`.
 */
export interface FleetFinding {
  shops: string[];
  placeIn: string;
  brand?: boolean;
  /** Advice on the brand's content (the copy its shops share) says so itself (Problem `advice`). */
  problem: Problem;
}
