// The catalogue's entries for a shop's phone and postal code, which the build's rules
// (validate/rules.ts) and the import (import/plan.ts) both report: part of CATALOGUE (problems.ts),
// kept apart so that each file stays readable.
import { entry } from './catalogue-entry.js';

/** Codes as a sentence lists them: "NT and NU". */
const both = (codes: string[]): string => codes.join(' and ');

/** Letters as a sentence offers them: "K, L, M, N or P". */
const either = (letters: string): string => (letters.length === 1 ? letters : `${[...letters].slice(0, -1).join(', ')} or ${letters.at(-1)!}`);

export const ADDRESS_CATALOGUE = {
  'invalid-phone': entry({
    title: 'A phone number that cannot be dialled',
    message: ({ phone, why, country }: { phone: string; why: 'short' | 'long' | 'invalid' | 'words'; letters: boolean; country: string }) =>
      why === 'words'
        ? `"${phone}" has words beside the number`
        : why === 'invalid'
          ? `"${phone}" is not a valid ${country} phone number`
          : `"${phone}" has too ${why === 'short' ? 'few' : 'many'} digits for a phone number`,
    hint: ({ why, letters, country }) =>
      why === 'words'
        ? 'write the number alone (an extension after it as x12); the words around it belong in the text that shows it'
        : letters
        ? 'letters are dialled as on a keypad (CARS is 2277): write the number in digits, or as many letters as it has digits; an extension goes after it as x12'
        : why === 'short'
          ? 'write it with its area code, as a caller from another town dials it'
          : why === 'long'
            ? 'check for a digit too many; write an extension after the number as x12'
            : `check the area code and the digits; a number outside ${country} (address.country) starts with + and its country code`,
  }),
  'phone-letter-digit': entry({
    title: 'A letter among the digits of a phone number, where a digit was likely meant',
    message: ({ phone, letter, digit }: { phone: string; letter: string; digit: string }) => `"${phone}" has the letter ${letter} among its digits: it is dialled as ${digit}`,
    hint: ({ letter, digit }) => `write ${/o/i.test(letter) ? '0 (zero)' : '1 (one)'}, or ${digit} if the letter is meant; a number spelt in letters on purpose spells whole words (555-CARS)`,
  }),
  'postal-code-province': entry({
    title: "A Canadian postal code whose first letter is another province's or territory's (address.state)",
    message: ({ zip, letter, provinces, province }: { zip: string; letter: string; provinces: string[]; province: string; letters: string }) =>
      `"${zip}" starts with ${letter}, as ${both(provinces)}'s postal codes do, not ${province}'s`,
    hint: ({ letter, provinces, province, letters }) =>
      `${province}'s postal codes start with ${either(letters)}, and ${letter} begins ${both(provinces)}'s: check the province and the postal code (a place by a border may have its neighbour's)`,
  }),
};
