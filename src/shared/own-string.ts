// A string of its own. V8 makes a long slice of a string (a YAML file's value, a page's link) a
// view into the whole, and a concatenation a pair of views: kept, either keeps the whole text
// alive. Copied through UTF-8 bytes, the copy holds only its own characters.

export function ownString(text: string): string {
  return Buffer.from(text).toString();
}
