// JSON Pointers (RFC 6901) into a document's data: how every stage names the place of a value,
// and what problems carry until load/positions.ts turns them into file:line:col. Imports nothing:
// the owner's editor in the browser takes it as it is.

export function toPointer(segments: (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** A pointer's segments as text: `/services/3/slug` is ['services', '3', 'slug']. */
export function pointerSegments(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A pointer's keys, list indexes as numbers: `/services/3/slug` is ['services', 3, 'slug']. */
export const pointerKeys = (pointer: string): (string | number)[] => pointerSegments(pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
