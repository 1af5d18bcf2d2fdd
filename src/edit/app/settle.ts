// The form library hands back its own picture of the data: an optional object or list the owner
// never touched comes back as {} or [], and an empty text ("" for a decorative image's alt) as nothing. Laid
// over the file's data, those leftovers are dropped and those texts kept, so that a save writes
// the owner's changes and nothing the form made up.

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (entry: unknown) => (isPlain(entry) ? [entry.slug, entry.id].find((v) => typeof v === 'string') : undefined);

/** `after` (the form's data) with what the form made up of `before` (the file's) undone. */
export function settle(before: unknown, after: unknown): unknown {
  if (after === undefined) return before === '' ? '' : undefined;
  if (Array.isArray(after)) {
    if (!after.length && before === undefined) return undefined;
    const olds = Array.isArray(before) ? before : [];
    return after.map((entry, i) => {
      const id = idOf(entry);
      const old = id === undefined ? olds[i] : olds.find((o) => idOf(o) === id);
      return settle(old, entry) ?? entry;
    });
  }
  if (isPlain(after)) {
    const out: Plain = {};
    for (const [key, value] of Object.entries(after)) {
      const kept = settle(isPlain(before) ? before[key] : undefined, value);
      if (kept !== undefined) out[key] = kept;
    }
    if (isPlain(before)) for (const [key, value] of Object.entries(before)) if (value === '' && !(key in out)) out[key] = '';
    return Object.keys(out).length || before !== undefined ? out : undefined;
  }
  return after;
}
