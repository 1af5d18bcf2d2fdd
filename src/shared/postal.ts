// Postal codes as the countries shopsite knows write them: a US ZIP code, and a Canadian postal
// code as Canada Post writes it. The schema's address.zip takes any country's postal code; the
// build's rules (validate/rules.ts), the import (import/plan.ts) and the places of Canada's postal
// areas (scaffold/states.ts) read these.

/** A US ZIP code, 5 digits or ZIP+4, which a shop in the US writes. */
export const US_ZIP = /^[0-9]{5}(?:-[0-9]{4})?$/;

/** The letters Canada Post uses first (no D, F, I, O, Q, U, W or Z), and after a digit (no D, F, I, O, Q or U). */
const FIRST = '[ABCEGHJ-NPRSTVXY]';
const LATER = '[ABCEGHJ-NPRSTV-Z]';

/** A Canadian postal code's area (its forward sortation area: K1A of K1A 0B1), in capitals. */
export const CA_POSTAL_AREA = new RegExp(`^${FIRST}[0-9]${LATER}$`);

/**
 * A Canadian postal code as Canada Post writes it (Canada Postal Guide, Addressing Guidelines):
 * letter, digit, letter, one space, digit, letter, digit, in capitals, of the letters it uses.
 */
export const CA_POSTAL = new RegExp(`^${FIRST}[0-9]${LATER} [0-9]${LATER}[0-9]$`);

/** A Canadian postal code however it was typed ("k1a0b1", "K1A-0B1"), as Canada Post writes it; undefined for none. */
export function canadianPostal(text: string): string | undefined {
  const typed = /^\s*([a-z][0-9][a-z])[\s-]*([0-9][a-z][0-9])\s*$/i.exec(text);
  const code = typed ? `${typed[1]} ${typed[2]}`.toUpperCase() : undefined;
  return code && CA_POSTAL.test(code) ? code : undefined;
}
