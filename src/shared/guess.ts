// "Did you mean …?": the known name a mistyped one most likely meant, for problems' hints. Only a
// near one counts (a third of the typed name's length at most, two letters for short names):
// `nope` is not a typo of `tires`, and a far guess misleads more than none.
import { closest, distance } from 'fastest-levenshtein';

export function likelyMeant(typed: string, known: readonly string[]): string | undefined {
  if (!known.length) return undefined;
  const guess = closest(typed, [...known]);
  return distance(typed.toLowerCase(), guess.toLowerCase()) <= Math.max(2, Math.floor(typed.length / 3)) ? guess : undefined;
}
