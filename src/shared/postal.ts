// Postal codes as the countries shopsite knows write them: a US ZIP code, and a Canadian postal
// code as Canada Post writes it, whose first letter names its province. The schema's address.zip
// takes any country's postal code; the build's rules (validate/rules.ts), the import
// (import/plan.ts) and the places of Canada's postal areas (scaffold/states.ts) read these.

/** A US ZIP code, 5 digits or ZIP+4, which a shop in the US writes. */
export const US_ZIP = /^[0-9]{5}(?:-[0-9]{4})?$/;

/**
 * The first letters of each province's and territory's postal codes (Canada Post, Canada Postal
 * Guide: the first letter of a forward sortation area names its province): X is both the Northwest
 * Territories' and Nunavut's.
 */
const LETTERS_OF: Record<string, string> = { NL: 'A', NS: 'B', PE: 'C', NB: 'E', QC: 'GHJ', ON: 'KLMNP', MB: 'R', SK: 'S', AB: 'T', BC: 'V', NT: 'X', NU: 'X', YT: 'Y' };

/** The letters Canada Post uses first (no D, F, I, O, Q, U, W or Z: the table's), and after a digit (no D, F, I, O, Q or U). */
const FIRST = `[${[...new Set(Object.values(LETTERS_OF).join(''))].sort().join('')}]`;
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

/** The first letters of the postal codes of a province or territory, by its code ("KLMNP" for ON); undefined for none of Canada's. */
export const postalLettersOf = (province: string): string | undefined => LETTERS_OF[province];

/** The provinces and territories whose postal codes begin with a letter: ["QC"] for H, ["NT", "NU"] for X. */
export const provincesOfLetter = (letter: string): string[] => Object.keys(LETTERS_OF).filter((code) => LETTERS_OF[code]!.includes(letter.toUpperCase()));

/**
 * A Canadian postal code whose first letter is no letter of the province `province` (a province's
 * code, as address.state writes it): the letter, the provinces it is of, and the province's own
 * letters; undefined when they agree, or for a code or a province Canada Post does not have.
 */
export function postalOfOtherProvince(postal: string, province: string): { letter: string; provinces: string[]; letters: string } | undefined {
  const letters = postalLettersOf(province);
  const code = canadianPostal(postal);
  if (!letters || !code || letters.includes(code[0]!)) return undefined;
  return { letter: code[0]!, provinces: provincesOfLetter(code[0]!), letters };
}
