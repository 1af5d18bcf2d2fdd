// Every island by name. The server renders from this table; the client bundle imports each
// island's own file lazily (src/bundle.ts), so a page downloads only what it hydrates.
import CouponExpiry from './CouponExpiry.js';
import FaqAccordion from './FaqAccordion.js';
import MobileMenu from './MobileMenu.js';
import ReviewCard from './ReviewCard.js';

export const ISLANDS = { CouponExpiry, FaqAccordion, MobileMenu, ReviewCard };
export type IslandName = keyof typeof ISLANDS;
