// JSON Pointers (RFC 6901) into a document's data: how every stage names the place of a value,
// and what problems carry until load/positions.ts turns them into file:line:col.

export function toPointer(segments: (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
