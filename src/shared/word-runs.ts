// Runs of a few words in a row ("shingles"), each kept as a number: how texts are compared for
// copy written twice, within a shop (check/similar-copy.ts) and across a brand's shops
// (check/fleet/copy.ts). Two texts share a run where they say the same RUN words in a row.

/** Words per run: long enough that shared stock phrases ("our 24-month warranty") stay rare. */
const RUN = 5;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;

/** 1 for the ASCII characters of words: a to z, A to Z, 0 to 9, and U+0000. */
const ASCII_WORD = new Uint8Array(128).map((_, code) => Number(/[a-zA-Z0-9\u0000]/.test(String.fromCharCode(code))));

/**
 * The runs of RUN words of `text` (lower-case already, its names masked), each a hash of its
 * words that fits V8's small integers (30 bits): no string is made per word or per run, and a
 * set of them costs no boxed number. Collisions among a page's few hundred runs are negligible.
 * A word is letters and numbers of any script, or U+0000, which stands for a masked name.
 */
export function hashedRuns(text: string): Set<number> {
  const words: number[] = [];
  let hash = FNV_OFFSET;
  let inside = false;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    let word: boolean;
    if (code < 0x80) word = ASCII_WORD[code] === 1;
    else {
      code = text.codePointAt(i)!;
      if (code > 0xffff) i++;
      word = LETTER_OR_NUMBER.test(String.fromCodePoint(code));
    }
    if (word) {
      hash = Math.imul(hash ^ code, FNV_PRIME);
      inside = true;
    } else if (inside) {
      words.push(hash);
      hash = FNV_OFFSET;
      inside = false;
    }
  }
  if (inside) words.push(hash);
  const runs = new Set<number>();
  for (let i = 0; i + RUN <= words.length; i++) {
    let run = FNV_OFFSET;
    for (let k = i; k < i + RUN; k++) run = Math.imul(run ^ words[k]!, FNV_PRIME);
    runs.add(run & 0x3fffffff);
  }
  return runs;
}
