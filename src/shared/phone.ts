// Phone numbers as the data writes them: read with libphonenumber's metadata (validation), and
// dialled as tel: addresses (render's input). Apart from text.ts, which the templates import: they
// never load the phone library.
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength, type PhoneNumber } from 'libphonenumber-js';
import type { Shop } from './data.generated.js';

/**
 * A tel: link in E.164 form with any extension (RFC 3966: tel:+15415552368;ext=12), dialling
 * letters as a keypad does. A number validation would refuse keeps its digits and a leading +.
 */
export function telHref(phone: string, country = 'US'): string {
  const read = readPhone(phone, country);
  return read.ok ? read.number.getURI() : `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/** The shop's number as written and as a tel: address: what every page's call buttons dial. */
export function shopCall(shop: Pick<Shop, 'phone' | 'address'>): { number: string; href: string } {
  return { number: shop.phone, href: telHref(shop.phone, shop.address.country) };
}

export type PhoneReading = { ok: true; number: PhoneNumber } | { ok: false; why: 'short' | 'long' | 'invalid' | 'words'; letters: boolean };

/** A word written beside the number ("Call" before it, "ask for Bob" after it): apart from the digits, with a small letter (not a keypad word, 555-CARS, 1-800-GO-FEDEX). */
const A_WORD = '(?=[A-Za-z]*[a-z])[A-Za-z]{2,}[.:]?';
const WORD = new RegExp(`(?:^|\\s)${A_WORD}(?=\\s|$)`);
/** Such a word before the number. */
const LEADING_WORD = new RegExp(`^\\s*${A_WORD}\\s`);

/** Letters of a vanity number (555-CARS) as a phone keypad has them (ITU-T E.161). */
const KEYPAD = ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'];
/** An extension after the number: x12, ext 4, ext. 4, extension 4, ;ext=4, #4. */
const EXTENSION = /\s*(?:[;,]\s*)?(?:(?<![A-Za-z])(?:ext(?:ension)?|x)[.=:]?|#)\s*(\d{1,7})\s*$/i;

/** A phone number as written in the data, read as dialled in `country` (ISO 3166-1, from address.country). */
export function readPhone(phone: string, country = 'US'): PhoneReading {
  const ext = EXTENSION.exec(phone);
  const written = ext ? phone.slice(0, ext.index) : phone;
  // A word before the number ("Tel" and seven digits) is never a keypad's: dialled, "Tel" would be an area
  // code. One after it is said as such only when, dialled, it makes no number (1 800 Flowers does).
  if (LEADING_WORD.test(written) && /\d/.test(written)) return { ok: false, why: 'words', letters: true };
  const words = WORD.test(written) && /\d/.test(written);
  const dialled = written.toUpperCase().replace(/[A-Z]/g, (l) => String(KEYPAD.findIndex((k) => k.includes(l)) + 2));
  const region = isSupportedCountry(country) ? country : undefined;
  const length = validatePhoneNumberLength(dialled, region);
  const letters = /[A-Z]/i.test(written);
  if (length === 'TOO_SHORT') return { ok: false, why: 'short', letters };
  if (length === 'TOO_LONG' || length === 'INVALID_LENGTH') return { ok: false, why: words ? 'words' : 'long', letters };
  const number = parsePhoneNumberFromString(dialled, region);
  if (!number?.isValid()) return { ok: false, why: words ? 'words' : 'invalid', letters };
  if (ext) number.setExt(ext[1]!);
  return { ok: true, number };
}

/**
 * A number as `country` writes its numbers: in its national form when dialled with the country's
 * calling code (a Canadian number for a US shop: both +1), else in the international one.
 */
export function spelledFor(number: PhoneNumber, country: string): string {
  const home = isSupportedCountry(country) ? getCountryCallingCode(country) : undefined;
  return number.countryCallingCode === home ? number.formatNational() : number.formatInternational();
}

/**
 * A letter O, I or l written in a group of digits ("555-O199", "555-0l99"): a digit mistyped,
 * most likely, since a keypad dials it as 6, 4 or 5 and a vanity number spells whole words. The
 * letter, and the digit it is dialled as.
 */
export function letterForDigit(phone: string): { letter: string; digit: string } | undefined {
  for (const group of phone.replace(EXTENSION, '').split(/[^0-9A-Za-z]+/)) {
    const letters = group.replace(/[0-9]/g, '');
    if (letters && /[0-9]/.test(group) && /^[OoIl]+$/.test(letters)) {
      const letter = letters[0]!;
      return { letter, digit: String(KEYPAD.findIndex((k) => k.includes(letter.toUpperCase())) + 2) };
    }
  }
  return undefined;
}
