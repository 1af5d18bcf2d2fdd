// A shop's YAML file changed in place, for the commands that write a user's files (import, and the
// owner's editor to come: issue 26). The `yaml` package's Document is edited node by node, never
// stringified from the data: a scalar that changed keeps its node (its quotes, its comment), a
// mapping keeps its keys' order and the comments between them, a list of entries with a slug or
// an id keeps each entry's node wherever it moves. yaml then writes the document anew, and what
// it cannot keep of a maintainer's writing (a text folded over lines by hand, four-space indents,
// two spaces before a comment) is put back from the source wherever the data did not change, and
// a folded text that did change is folded again as wide as the file's.
// Data equal to the file's comes back as the very text. Never reads or writes a file.
import { isDeepStrictEqual } from 'node:util';
import { pointerKeys } from '../shared/json-pointer.js';
import { Document, isMap, isNode, isScalar, isSeq, parseDocument, Scalar, visit, type Node, type Pair } from 'yaml';

/** As shopsite's own files are written: no folding of long lines, `[a, b]` lists. */
export const STRINGIFY = { lineWidth: 0, flowCollectionPadding: false } as const;

/**
 * As shopsite makes a value into YAML: a list or mapping that is twice in the data (the same
 * days for two ranges of hours) written twice, never as an anchor and an alias (`&a1`, `*a1`),
 * which a maintainer does not expect and which a reader of nodes must resolve.
 */
export const CREATE = { aliasDuplicateObjects: false } as const;

/**
 * The text of `before` holding `after` instead of its data. `after` is plain data as the schemas
 * describe it (what an editor's form gives back).
 */
export function editInPlace(before: string, after: unknown, confirmed: readonly string[] = []): string {
  const doc = parseDocument(before);
  if (isDeepStrictEqual(doc.toJS(), after) && !confirmed.length) return before;
  doc.contents = update(doc, doc.contents as Node | null, after) as typeof doc.contents;
  // A value left as it was, which the owner says is right: its mark goes, and the warning with it.
  for (const pointer of confirmed) {
    const node = doc.getIn(pointerKeys(pointer), true);
    if (isNode(node)) unmark(node);
  }
  return writeKeeping(before, doc);
}

/** `# fill in: …`, the comment that marks a value as the starter's stand-in (validate/rules.ts valuesToFillIn). */
const FILL_IN_MARK = /^\s*fill in\b/i;

/**
 * The value answers its mark: a stand-in changed, or confirmed, is the shop's own. A mapping's or
 * block list's mark written after its key (`claims:  # fill in`) is the first comment before it.
 */
export function unmark(node: Node): void {
  if (FILL_IN_MARK.test(node.comment ?? '')) node.comment = undefined;
  if ((isMap(node) || isSeq(node)) && FILL_IN_MARK.test(node.commentBefore ?? '')) node.commentBefore = undefined;
}


/** The document's text, keeping the source's own writing wherever its data is the source's. */
export function writeKeeping(before: string, doc: Document): string {
  const source = parseDocument(before);
  return refold(before, source, keepUntouched(before, keepCommentSpacing(before, doc.toString(STRINGIFY)), source));
}

/** Pieces of `text` replaced, each `at` its range of the text as it was. */
function spliced(text: string, swaps: { at: [number, number]; text: string }[]): string {
  let out = text;
  for (const { at, text: piece } of [...swaps].sort((a, b) => b.at[0] - a.at[0])) out = out.slice(0, at[0]) + piece + out.slice(at[1]);
  return out;
}

/** The widest line a maintainer folded a text to (`>-`), and at least 80. */
function foldWidth(text: string, doc: Document): number {
  let width = 80;
  visit(doc, {
    Scalar(_, node) {
      if (node.type === Scalar.BLOCK_FOLDED && node.range) for (const line of lines(text, node.range[0], node.range[1])) width = Math.max(width, line.length);
    },
  });
  return width;
}

/** The whole lines of `text` from the one holding `start` to the one holding `end`. */
function lines(text: string, start: number, end: number): string[] {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', end - 1);
  return text.slice(from, to === -1 ? text.length : to).split('\n');
}

/**
 * A folded text (`>-`) that changed comes from yaml as one long line: it is folded again as wide
 * as the maintainer folded the file's texts. Should the text so made read as other data, it is
 * not folded.
 */
function refold(before: string, source: Document, after: string): string {
  // Most files fold nothing: no line ends in a folded text's header (`>`, `>-`, `>+`).
  if (!/>[-+]?[ \t]*$/m.test(after)) return after;
  const width = foldWidth(before, source);
  const swaps: { at: [number, number]; text: string }[] = [];
  visit(parseDocument(after), {
    Scalar(_, node) {
      if (node.type !== Scalar.BLOCK_FOLDED || !node.range || typeof node.value !== 'string') return;
      // The lines after the header (`>-`), and how far they are indented.
      const headerEnd = after.indexOf('\n', node.range[0]);
      if (headerEnd === -1 || headerEnd >= node.range[1]) return;
      const body = after.slice(headerEnd + 1, node.range[1]).replace(/\n+$/, '');
      if (!body.split('\n').some((line) => line.length > width)) return;
      const indent = /^ */.exec(body)![0];
      const alone = new Scalar(node.value);
      alone.type = Scalar.BLOCK_FOLDED;
      const folded = new Document(alone, CREATE).toString({ lineWidth: width - indent.length, minContentWidth: 20 });
      const text = folded.slice(folded.indexOf('\n') + 1).replace(/\n+$/, '').split('\n').map((line) => (line ? indent + line : line)).join('\n');
      swaps.push({ at: [headerEnd + 1, headerEnd + 1 + body.length], text });
    },
  });
  if (!swaps.length) return after;
  const text = spliced(after, swaps);
  return isDeepStrictEqual(parseDocument(text).toJS(), parseDocument(after).toJS()) ? text : after;
}

/** The node to hold `value` where `node` was: the same node, changed where it differs, or a new one. */
function update(doc: Document, node: Node | null, value: unknown): Node {
  // A list of values written on one line with its mark (days: [monday, …]  # fill in): changed, it is the shop's.
  if (isSeq(node) && node.flow && !isDeepStrictEqual(node.toJSON(), value)) unmark(node);
  if (Array.isArray(value) && isSeq(node)) {
    const olds = node.items as Node[];
    const matched = matchEntries(olds, value);
    // yaml gives a comment above a block list's first entry to the list: it goes with that entry.
    if (olds.length && matched[0] !== 0 && node.commentBefore && !node.flow) {
      olds[0]!.commentBefore = [node.commentBefore, olds[0]!.commentBefore].filter(Boolean).join('\n');
      node.commentBefore = undefined;
    }
    // A blank line between entries belongs to the place, not to the entry: a moved entry takes the spacing of where it lands.
    const spacing = olds.map((old) => old.spaceBefore);
    // A new entry is written as the entries around it are: its texts quoted where theirs are, and
    // parted by a blank line where every entry after the first is.
    const parted = olds.length > 1 && spacing.slice(1).every(Boolean);
    node.items = value.map((entry, i) => {
      if (matched[i] !== undefined) return update(doc, olds[matched[i]!]!, entry);
      const made = fresh(doc, entry);
      const model = olds[matched.slice(0, i).findLast((m) => m !== undefined) ?? 0];
      if (model) styledLike(made, model);
      if (i >= spacing.length && i > 0 && parted) made.spaceBefore = true;
      return made;
    });
    (node.items as Node[]).forEach((item, i) => {
      if (i < spacing.length && matched[i] !== i) item.spaceBefore = spacing[i];
    });
    return node;
  }
  if (isPlainObject(value) && isMap(node)) {
    node.items = (node.items as Pair<Node, Node | null>[]).filter((pair) => value[keyOf(pair)] !== undefined);
    for (const pair of node.items as Pair<Node, Node | null>[]) pair.value = update(doc, pair.value, value[keyOf(pair)]);
    const present = new Set(node.items.map((pair) => keyOf(pair as Pair<Node, unknown>)));
    for (const [key, entry] of Object.entries(value)) if (!present.has(key) && entry !== undefined) node.add(doc.createPair(key, fresh(doc, entry)));
    return node;
  }
  if (isScalar(node) && !isCollectionValue(value)) {
    if (node.value !== value) {
      node.value = value;
      unmark(node);
    }
    return node;
  }
  const made = fresh(doc, value);
  if (node) made.commentBefore = node.commentBefore;
  return made;
}

const idOf = (data: unknown) => (isPlainObject(data) ? [data.slug, data.id].find((v) => typeof v === 'string') : undefined);

/**
 * For each new entry of a list, the index of the old entry it continues: by `slug` or `id` when
 * every entry of both lists has one (an entry moved keeps its node and comments), else by
 * alignment (alignedEntries): an entry removed from a list of special days takes its own comment
 * with it, not the next day's.
 */
function matchEntries(olds: unknown[], values: unknown[]): (number | undefined)[] {
  const oldData = olds.map((node) => (isNode(node) ? node.toJSON() : node));
  const oldIds = oldData.map(idOf);
  const keyed = values.length > 0 && values.every((v) => idOf(v) !== undefined) && oldIds.every((id) => id !== undefined);
  if (!keyed) return alignedEntries(oldData, values);
  const at = new Map(oldIds.map((id, i) => [id, i]));
  return values.map((v) => at.get(idOf(v)!));
}

/**
 * Entries without ids matched as a line diff matches lines: the equal ones kept in order (a
 * longest common subsequence); between two kept ones, each new one continues the old one most like
 * it (the most fields alike: the same date, another note), else an old one in its place whose
 * naming fields do not differ (matchGap), else none.
 */
function alignedEntries(olds: unknown[], values: unknown[]): (number | undefined)[] {
  const [n, m] = [olds.length, values.length];
  const equal = (i: number, j: number) => isDeepStrictEqual(olds[i], values[j]);
  // common[i][j]: how many equal entries olds[i..] and values[j..] keep in order.
  const common = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) common[i]![j] = equal(i, j) ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  }
  const matched: (number | undefined)[] = new Array(m).fill(undefined);
  let [i, j, gapOld, gapNew] = [0, 0, 0, 0];
  const closeGap = (oldEnd: number, newEnd: number) => {
    matchGap(olds, values, [gapOld, oldEnd], [gapNew, newEnd], matched);
    [gapOld, gapNew] = [oldEnd + 1, newEnd + 1];
  };
  while (i < n && j < m) {
    if (equal(i, j) && common[i]![j] === common[i + 1]![j + 1]! + 1) {
      closeGap(i, j);
      matched[j++] = i++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) i++;
    else j++;
  }
  closeGap(n, m);
  return matched;
}

/**
 * Between two entries kept, which old entry of `olds[oldFrom..oldTo)` each new one of
 * `values[newFrom..newTo)` continues: the one most like it, in order (a day whose note changed
 * continues that day, not the day removed before it); between those, as many old entries as new
 * ones are the same entries changed, in order (a town renamed, a schedule's times), but for two
 * whose naming fields differ.
 */
function matchGap(olds: unknown[], values: unknown[], [oldFrom, oldTo]: [number, number], [newFrom, newTo]: [number, number], matched: (number | undefined)[]): void {
  const pairs: [number, number][] = [];
  let next = oldFrom;
  for (let j = newFrom; j < newTo; j++) {
    let [best, most] = [-1, 0];
    for (let i = next; i < oldTo; i++) {
      const alike = likeness(olds[i], values[j]);
      if (alike > most) [best, most] = [i, alike];
    }
    if (best >= 0) {
      pairs.push([best, j]);
      next = best + 1;
    }
  }
  pairs.push([oldTo, newTo]);
  let [fromOld, fromNew] = [oldFrom, newFrom];
  for (const [i, j] of pairs) {
    // (Two entries whose naming fields differ, another date, are two entries: not paired so.)
    if (i - fromOld === j - fromNew) for (let k = 0; k < j - fromNew; k++) if (!namedApart(olds[fromOld + k], values[fromNew + k])) matched[fromNew + k] = fromOld + k;
    if (j < newTo) matched[j] = i;
    [fromOld, fromNew] = [i + 1, j + 1];
  }
}

/** The fields that name an entry of a list without ids: one alike says two entries are one. */
const NAMING = ['date', 'name', 'title', 'question', 'heading', 'label', 'author'];

/** Whether two entries both have a naming field and it differs (two holidays of other dates). */
function namedApart(a: unknown, b: unknown): boolean {
  return isPlainObject(a) && isPlainObject(b) && NAMING.some((key) => key in a && key in b && !isDeepStrictEqual(a[key], b[key]));
}

/**
 * How many fields two entries have alike, when they are likely one entry changed: a naming field
 * alike (the same date, another note), or most of their fields. Else 0, as for texts and numbers:
 * `closed: true` alone does not make one closed holiday another.
 */
function likeness(a: unknown, b: unknown): number {
  if (!isPlainObject(a) || !isPlainObject(b)) return 0;
  const alike = Object.keys(b).filter((key) => key in a && isDeepStrictEqual(a[key], b[key]));
  const named = alike.some((key) => NAMING.includes(key));
  return named || alike.length * 2 > new Set([...Object.keys(a), ...Object.keys(b)]).size ? alike.length : 0;
}

/**
 * A new node as shopsite's files write values: times, dates and phones quoted; days as a flow
 * list; and, in a file that folds its long texts (`>-`: a review, an answer), a long text folded
 * too (refold folds it as wide as the file's), not written on one line of 300 characters.
 */
function fresh(doc: Document, value: unknown): Node {
  const node = styled(doc.createNode(value, CREATE) as Node);
  if (foldsTexts(doc)) {
    visit(node, {
      Scalar(_, scalar) {
        if (typeof scalar.value === 'string' && scalar.value.length > 80 && !scalar.value.includes('\n') && scalar.type === undefined) scalar.type = Scalar.BLOCK_FOLDED;
      },
    });
  }
  return node;
}

/**
 * A new node's texts quoted as `model`'s (an entry beside it) are at the same place: a text of a
 * key, or an entry of a list of texts, where the model's is in double or single quotes, or plain
 * (a text of several lines is yaml's to write); a list on one line ([a, b]) or one entry a line,
 * as the model's is. A text fresh() gave a style of its own (a time, a folded text) keeps it.
 */
function styledLike(node: Node, model: Node): void {
  if (isMap(node) && isMap(model)) {
    for (const pair of node.items as Pair<Node, Node | null>[]) {
      const theirs = (model.items as Pair<Node, Node | null>[]).find((p) => keyOf(p) === keyOf(pair))?.value;
      if (pair.value && theirs) styledLike(pair.value, theirs);
    }
  } else if (isSeq(node) && isSeq(model) && model.items.length) {
    node.flow = model.flow;
    for (const item of node.items as Node[]) styledLike(item, model.items[0] as Node);
  } else if (isScalar(node) && isScalar(model) && typeof node.value === 'string' && typeof model.value === 'string' && node.type === undefined && !node.value.includes('\n')) {
    if (model.type === Scalar.QUOTE_DOUBLE || model.type === Scalar.QUOTE_SINGLE) node.type = model.type;
  }
}

const folding = new WeakMap<Document, boolean>();
/** Whether the file writes a text folded (`>-`) anywhere. */
function foldsTexts(doc: Document): boolean {
  let found = folding.get(doc);
  if (found === undefined) {
    found = false;
    visit(doc, {
      Scalar(_, node) {
        if (node.type === Scalar.BLOCK_FOLDED) {
          found = true;
          return visit.BREAK;
        }
      },
    });
    folding.set(doc, found);
  }
  return found;
}

/** Times, dates and numbers as text in double quotes (YAML would read some as numbers); days in a flow list. */
export function styled(node: Node): Node {
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

/**
 * yaml writes a document anew from its nodes, and some of a maintainer's writing it cannot keep: a
 * text folded over lines where they chose (`>-`) comes back as one line, a four-space indent as
 * two. Each field of a mapping, and each entry of a list, whose data is the source's is put back
 * as the source wrote it, byte for byte, when it stands in the same column; one whose data changed
 * is looked into for the parts that did not. Should the text so made read as other data than
 * yaml's (it never should), yaml's text is kept.
 */
export function keepUntouched(before: string, after: string, old: Document = parseDocument(before)): string {
  const now = parseDocument(after);
  const swaps: { at: [number, number]; text: string }[] = [];
  const keep = (nowNode: Node | null, oldNode: Node | null, nowAt: [number, number] | undefined, oldAt: [number, number] | undefined) => {
    if (!nowAt || !oldAt || !nowNode || !oldNode) return;
    // The same data, and no mark of a stand-in dropped inside it (a value the owner confirmed): the source's writing.
    if (isDeepStrictEqual(nowNode.toJSON(), oldNode.toJSON()) && marks(after.slice(...nowAt)) === marks(before.slice(...oldAt))) {
      if (column(after, nowAt[0]) === column(before, oldAt[0])) swaps.push({ at: nowAt, text: before.slice(...oldAt) });
    } else {
      walk(nowNode, oldNode);
    }
  };
  const walk = (nowNode: Node, oldNode: Node) => {
    if (isMap(nowNode) && isMap(oldNode)) {
      const olds = oldNode.items as Pair<Node, Node | null>[];
      for (const pair of nowNode.items as Pair<Node, Node | null>[]) {
        const was = olds.find((p) => isScalar(p.key) && isScalar(pair.key) && p.key.value === pair.key.value);
        if (was) keep(pair.value ?? pair.key, was.value ?? was.key, spanOf(pair), spanOf(was));
      }
    } else if (isSeq(nowNode) && isSeq(oldNode) && !nowNode.flow) {
      const olds = oldNode.items as Node[];
      const matched = matchEntries(olds, (nowNode.items as Node[]).map((n) => n.toJSON()));
      (nowNode.items as Node[]).forEach((item, i) => {
        const was = matched[i] === undefined ? undefined : olds[matched[i]!];
        if (was) keep(item, was, rangeOf(item), rangeOf(was));
      });
    }
  };
  if (now.contents && old.contents) walk(now.contents as Node, old.contents as Node);
  const text = spliced(after, swaps);
  return text === after || isDeepStrictEqual(parseDocument(text).toJS(), now.toJS()) ? text : after;
}

/** How many `# fill in` marks a piece of YAML holds. */
const marks = (text: string) => text.match(/#\s*fill in\b/gi)?.length ?? 0;

/** Where a field's key starts and its value ends in the text (its trailing comment left out). */
function spanOf(pair: Pair<Node, Node | null>): [number, number] | undefined {
  const start = pair.key?.range?.[0];
  const end = (pair.value ?? pair.key)?.range?.[1];
  return start === undefined || end === undefined ? undefined : [start, end];
}

const rangeOf = (node: Node): [number, number] | undefined => (node.range ? [node.range[0], node.range[1]] : undefined);

/**
 * yaml writes one space before a line's comment; a maintainer's file may have two (`name: X  # why`).
 * A line the edits did not touch, otherwise the same, keeps the spacing it had.
 */
export function keepCommentSpacing(before: string, after: string): string {
  const spaced = (line: string) => line.replace(/[ \t]+#/, ' #');
  const original = new Map(before.split('\n').filter((l) => /[ \t]{2,}#/.test(l)).map((l) => [spaced(l), l]));
  if (!original.size) return after;
  return after
    .split('\n')
    .map((line) => original.get(line) ?? line)
    .join('\n');
}

const column = (text: string, at: number) => at - text.lastIndexOf('\n', at - 1) - 1;
const keyOf = (pair: Pair<unknown, unknown>) => String(isScalar(pair.key) ? pair.key.value : pair.key);
const isCollectionValue = (value: unknown) => typeof value === 'object' && value !== null;
const isPlainObject = (value: unknown): value is Record<string, unknown> => isCollectionValue(value) && !Array.isArray(value);
