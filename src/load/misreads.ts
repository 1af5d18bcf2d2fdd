// Stage 1, load: YAML that parses, but not as the person who wrote it reads it: a `#` that starts a
// comment in the middle of a value (Suite #4), curly quotes a phone's keyboard typed, kept as part
// of the text (“07:30”), a list item indented under the item above and read as more of its text.
// Takes one parsed document; returns problems. Never reads the disk; parses only a suspect text.
// Curly quotes around words may be meant (a customer's words quoted): a warning, unless the value
// they wrap no longer fits its field (tellMisreadsOnce); around digits alone, never meant: an error.
import { isPair, isScalar, isSeq, visit, type Document, type LineCounter, type Scalar } from 'yaml';
import { problem, type MessageArgs } from '../shared/problems.js';
import { toPointer } from '../shared/json-pointer.js';
import type { Problem } from '../shared/types.js';

/** What of a SourceDoc (documents.ts) this reads. */
interface Parsed {
  file: string;
  text: string;
  readonly document: Document.Parsed;
  readonly lineCounter: LineCounter;
}

/**
 * A quick look at the text: most files have none of these, and are not parsed again for them.
 * A comment right after a value with no space after its `#`, a curly quote, or a `- ` line deeper
 * than a line holding a plain value (`- Old Town` then `    - Riverside`).
 */
const SUSPECT = /[^\s#][ \t]+#[^\s#]|:[ \t]+#\S|[\u201C\u2018]|^( *)(?:- +|[^\s#-][^:\n]*:[ \t]+)[^\s"'|>[{&*!#][^\n]*\n\1 +- /m;
/**
 * A value wholly inside one pair of English curly quotes, as a phone or a word processor turns
 * "…" and '…' into: “…” (no other double quote inside), or ‘…’ (an apostrophe ’ inside, as in
 * ‘Joe’s’). Quotes inside the text, a lone ’ (Joe’s) and other languages' marks („…“, «…», ‚…‘)
 * are the text's own.
 */
const CURLY = /^(?:\u201C[^\u201C\u201D]+\u201D|\u2018[^\u2018]+\u2019)$/;

export function misreadProblems(doc: Parsed): Problem[] {
  if (!SUSPECT.test(doc.text) || doc.document.errors.length) return [];
  const problems: Problem[] = [];
  const { text } = doc;
  visit(doc.document, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || node.type !== 'PLAIN' || !node.range) return;
      const args = misread(text, node, typeof key === 'number');
      if (!args) return;
      const { line, col } = doc.lineCounter.linePos(node.range[0]);
      const severity = args.cause === 'curly' && args.words ? 'warning' : 'error';
      problems.push(problem('yaml-misread', args, { file: doc.file, line, col, path: pointerOf(ancestors, node), severity }));
    },
  });
  return problems;
}

function misread(text: string, node: Scalar, item: boolean): MessageArgs<'yaml-misread'> | undefined {
  const [start, end] = node.range!;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end) < 0 ? text.length : text.indexOf('\n', end);
  const lead = text.slice(lineStart, start).replace(/^\s*/, '');
  const rest = text.slice(end, lineEnd);
  // YAML needs a space before a comment's #; after it, people write one, so `#4` was text. (On
  // the text trimmed: a lazy .*? before \s*$ tries each space of a long run to its end.)
  const comment = /^[ \t]*(#[^\s#].*)$/.exec(rest.trimEnd())?.[1];
  const written = text.slice(start, end);
  if (comment && !written.includes('\n')) {
    const meant = `${written}${rest}`.trim();
    return { cause: 'comment', comment: comment.split(/\s/)[0]!, value: written, fix: `${lead}${JSON.stringify(meant)}` };
  }
  if (CURLY.test(written)) {
    const inner = written.slice(1, -1);
    return { cause: 'curly', value: written, fix: `${lead}${JSON.stringify(inner)}`, words: /\p{L}/u.test(inner) };
  }
  const folded = /\n([ \t]*)(- .*)/.exec(written);
  if (folded) {
    const column = item ? text.slice(lineStart, start).lastIndexOf('-') + 1 : 0;
    return { cause: 'item', item: folded[2]!.trim(), value: String(node.value), ...(column ? { column } : {}) };
  }
  return undefined;
}

/**
 * The load's problems and validation's, a value YAML misread told once, as that, not again as what
 * it breaks; a warning of curly quotes whose value breaks its field (a slug, an address in them) is
 * then an error: the value cannot be used as it is.
 */
export function tellMisreadsOnce(loaded: Problem[], validated: Problem[]): Problem[] {
  const at = (p: Problem) => `${p.file}#${p.path}`;
  const misread = new Set(loaded.filter((p) => p.code === 'yaml-misread').map(at));
  const broken = new Set(validated.filter((p) => p.severity === 'error' && misread.has(at(p))).map(at));
  return [
    ...loaded.map((p) => (p.code === 'yaml-misread' && p.severity === 'warning' && broken.has(at(p)) ? { ...p, severity: 'error' as const } : p)),
    ...validated.filter((p) => !misread.has(at(p))),
  ];
}

/** The JSON Pointer of `node` from the ancestors yaml's visitor passes. */
function pointerOf(ancestors: readonly unknown[], node: unknown): string {
  const segments: (string | number)[] = [];
  const chain = [...ancestors, node];
  chain.forEach((item, i) => {
    if (isPair(item) && isScalar(item.key)) segments.push(String(item.key.value));
    else if (isSeq(item)) segments.push(item.items.indexOf(chain[i + 1] as never));
  });
  return toPointer(segments);
}
