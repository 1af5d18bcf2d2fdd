// A name made a path segment: the routes' slugs, the merge key of a brand's FAQ entry without one,
// and the editor's (in the browser) made slugs and left-out entries. It imports nothing, so the
// editor may import it.

/** A safe lower-case path segment for a name: "Two Words" -> "two-words". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The key a list's entry merges by with the brand's (load/merge.ts): its `field` (slug or id), else,
 * where entries are questions (the FAQ), its question made a slug: a shop changes an answer, or
 * leaves a question out, by repeating the question.
 */
export function mergeKeyOf(entry: Record<string, unknown>, field: string | undefined, byQuestion: boolean): string | undefined {
  const own = field === undefined ? undefined : entry[field];
  if (typeof own === 'string') return own;
  return byQuestion && typeof entry.question === 'string' ? slugify(entry.question) : undefined;
}
