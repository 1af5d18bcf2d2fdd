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

/** The hashes of a text's words, in order: the first `count` of `hashes` (one buffer, reused). */
let hashes: Int32Array = new Int32Array(1024);

function wordHashes(text: string): number {
  let count = 0;
  let hash = FNV_OFFSET;
  let inside = false;
  // One past the last character: a word that ends the text ends there.
  for (let i = 0; i <= text.length; i++) {
    let code = i < text.length ? text.charCodeAt(i) : 0x20;
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
      if (count === hashes.length) hashes = grown(hashes);
      hashes[count++] = hash;
      hash = FNV_OFFSET;
      inside = false;
    }
  }
  return count;
}

function grown(buffer: Int32Array): Int32Array {
  const more = new Int32Array(buffer.length * 2);
  more.set(buffer);
  return more;
}

/** The run of RUN words from word `first` (wordHashes'). */
function runAt(first: number): number {
  let run = FNV_OFFSET;
  for (let k = first; k < first + RUN; k++) run = Math.imul(run ^ hashes[k]!, FNV_PRIME);
  return run & 0x3fffffff;
}

/**
 * The runs of RUN words of `text` (lower-case already, its names masked), each a hash of its
 * words that fits V8's small integers (30 bits): no string is made per word or per run, and a
 * set of them costs no boxed number. Collisions among a page's few hundred runs are negligible.
 * A word is letters and numbers of any script, or U+0000, which stands for a masked name.
 */
export function hashedRuns(text: string): Set<number> {
  const count = wordHashes(text) - RUN + 1;
  const runs = new Set<number>();
  for (let i = 0; i < count; i++) runs.add(runAt(i));
  return runs;
}

/** hashedRuns as a typed array, distinct and in ascending order: twice as fast as from the Set. */
export function sortedRuns(text: string): Int32Array {
  const count = Math.max(0, wordHashes(text) - RUN + 1);
  const runs = new Int32Array(count);
  for (let i = 0; i < count; i++) runs[i] = runAt(i);
  runs.sort();
  let distinct = 0;
  for (let i = 0; i < count; i++) if (i === 0 || runs[i] !== runs[distinct - 1]) runs[distinct++] = runs[i]!;
  return distinct === count ? runs : runs.slice(0, distinct);
}
