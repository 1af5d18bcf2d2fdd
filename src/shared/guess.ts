// "Did you mean …?": the known name a mistyped one most likely meant, for problems' hints. Only a
// near one counts: a typo (a third of the typed name's length at most, two letters for short
// names, capitals aside), or a name written inside the other (zipcode for zip, phone for
// telephone). `nope` is not a typo of `tires`, and a far guess misleads more than none.
import { distance } from 'fastest-levenshtein';

export function likelyMeant(typed: string, known: readonly string[]): string | undefined {
  const lower = typed.toLowerCase();
  let best: { name: string; apart: number } | undefined;
  for (const name of known) {
    const other = name.toLowerCase();
    const apart = distance(lower, other);
    const near = apart <= Math.max(2, Math.floor(typed.length / 3)) || (Math.min(lower.length, other.length) >= 3 && (lower.includes(other) || other.includes(lower)));
    if (near && (!best || apart < best.apart)) best = { name, apart };
  }
  return best?.name;
}

