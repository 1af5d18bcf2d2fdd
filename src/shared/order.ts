// One order for names and texts: by UTF-16 code units, as Array.prototype.sort without a
// comparator. The same on every machine and in every locale, where localeCompare's order follows
// ICU's data and its first call spends about 8 ms loading the collator, once per thread.

/** Compares two strings by code units: negative, zero or positive, for sort(). */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
