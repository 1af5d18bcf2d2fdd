// A name made a path segment: the routes' slugs, the merge key of a brand's FAQ entry without one,
// and the editor's (in the browser) made slugs. It imports nothing, so the editor may import it.

/** A safe lower-case path segment for a name: "Two Words" -> "two-words". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
