// Edits made in place in a shop.yaml document (the `yaml` package's Document): a scalar that
// exists keeps its node, so its quotes and its comments stay (but a `# fill in` marker, which the
// new value answers); a new value is written as the shop's files write them (times, dates, ZIP
// codes and phones in double quotes, days as a flow list). Everything the edits do not name stays
// as it was. Takes a document and edits; returns the new text. Never writes a file.
import { isCollection, isMap, isScalar, isSeq, parseDocument, Scalar, visit, type Document, type Node, type Pair, type YAMLSeq } from 'yaml';
import { isDeepStrictEqual } from 'node:util';
import type { Edit, Key } from './plan.js';

/** As shopsite's own files are written: no folding of long lines, `[a, b]` lists. */
export const STRINGIFY = { lineWidth: 0, flowCollectionPadding: false } as const;

/** `maintained`: the file is a maintainer's (not a new shop's starter), whose writing is kept (keepUntouched). */
export function applyEdits(doc: Document, edits: Edit[], before: string, maintained = true): string {
  for (const edit of edits) {
    if (edit.value === undefined) {
      doc.deleteIn(edit.path);
      continue;
    }
    const node = doc.getIn(edit.path, true);
    if (isScalar(node) && !isCollectionValue(edit.value)) {
      node.value = edit.value;
      if (/^\s*fill in\b/i.test(node.comment ?? '')) node.comment = undefined;
      continue;
    }
    const made = styled(edit.path[0] === 'specialHours' ? kept(doc, edit) : doc.createNode(edit.value));
    if (isCollection(node) && !/fill in\b/i.test(node.commentBefore ?? '')) made.commentBefore = node.commentBefore;
    doc.setIn(edit.path, made);
  }
  const after = keepCommentSpacing(before, doc.toString(STRINGIFY));
  return maintained ? keepUntouched(before, after, edits.map((e) => e.path)) : after;
}

/**
 * yaml writes a document anew from its nodes, and some of a maintainer's writing it cannot keep: a
 * folded text (`>-`) broken over lines where they chose comes back as one line. Each field of a
 * mapping that no edit reaches is put back as its source was, byte for byte, when it stands in the
 * same column; a field an edit reaches is looked into for fields it does not. Should the text so
 * made read as other data than yaml's (it never should), yaml's text is kept.
 */
function keepUntouched(before: string, after: string, edited: Key[][]): string {
  const old = parseDocument(before);
  const now = parseDocument(after);
  const swaps: { at: [number, number]; text: string }[] = [];
  const reached = (path: Key[]) => edited.some((edit) => path.every((key, i) => i >= edit.length || edit[i] === key));
  const walk = (nowNode: unknown, oldNode: unknown, path: Key[]) => {
    if (!isMap(nowNode) || !isMap(oldNode)) return;
    for (const pair of nowNode.items as Pair<Node, Node | null>[]) {
      const key = isScalar(pair.key) ? (pair.key.value as Key) : undefined;
      const was = (oldNode.items as Pair<Node, Node | null>[]).find((p) => isScalar(p.key) && p.key.value === key);
      if (key === undefined || !was) continue;
      if (reached([...path, key])) {
        walk(pair.value, was.value, [...path, key]);
        continue;
      }
      const [nowAt, oldAt] = [spanOf(pair), spanOf(was)];
      if (nowAt && oldAt && column(after, nowAt[0]) === column(before, oldAt[0])) swaps.push({ at: nowAt, text: before.slice(...oldAt) });
    }
  };
  walk(now.contents, old.contents, []);
  let text = after;
  for (const { at, text: source } of swaps.sort((a, b) => b.at[0] - a.at[0])) text = text.slice(0, at[0]) + source + text.slice(at[1]);
  return isDeepStrictEqual(parseDocument(text).toJS(), now.toJS()) ? text : after;
}

/** Where a field's key starts and its value ends in the text (its trailing comment left out). */
function spanOf(pair: Pair<Node, Node | null>): [number, number] | undefined {
  const start = pair.key?.range?.[0];
  const end = (pair.value ?? pair.key)?.range?.[1];
  return start === undefined || end === undefined ? undefined : [start, end];
}

const column = (text: string, at: number) => at - text.lastIndexOf('\n', at - 1) - 1;

/**
 * yaml writes one space before a line's comment; a maintainer's file may have two (`name: X  # why`).
 * A line the edits did not touch, otherwise the same, keeps the spacing it had.
 */
function keepCommentSpacing(before: string, after: string): string {
  const spaced = (line: string) => line.replace(/[ \t]+#/, ' #');
  const original = new Map(before.split('\n').filter((l) => /[ \t]{2,}#/.test(l)).map((l) => [spaced(l), l]));
  if (!original.size) return after;
  return after
    .split('\n')
    .map((line) => original.get(line) ?? line)
    .join('\n');
}

const isCollectionValue = (value: unknown) => typeof value === 'object' && value !== null;

/** The special hours as a list whose entries the shop had stay the very nodes they were. */
function kept(doc: Document, edit: Edit): Node {
  const old = doc.getIn(['specialHours'], true);
  const seq = doc.createNode([]) as YAMLSeq;
  (edit.value as unknown[]).forEach((entry, i) => {
    const index = edit.keep?.[i];
    const reused = index !== undefined && isSeq(old) ? old.items[index] : undefined;
    seq.items.push((reused as Node | undefined) ?? styled(doc.createNode(entry)));
  });
  return seq;
}

/** Times, dates and numbers as text in double quotes (YAML would read some as numbers); days in a flow list. */
function styled(node: Node): Node {
  visit(node, {
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && /^[0-9(+]/.test(scalar.value)) scalar.type = Scalar.QUOTE_DOUBLE;
    },
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === 'days' && isSeq(pair.value)) pair.value.flow = true;
    },
  });
  return node;
}
