// Edits made in place in a shop.yaml document (the `yaml` package's Document): a scalar that
// exists keeps its node, so its quotes and its comments stay (but a `# fill in` marker, which the
// new value answers); a new value is written as the shop's files write them (times, dates, ZIP
// codes and phones in double quotes, days as a flow list). Everything the edits do not name stays
// as it was. Takes a document and edits; returns the new text. Never writes a file.
import { isCollection, isScalar, isSeq, type Document, type Node, type YAMLSeq } from 'yaml';
import { CREATE, keepCommentSpacing, STRINGIFY, styled, unmark, writeKeeping } from '../yaml/in-place.js';
import type { Edit } from './plan.js';

/** `maintained`: the file is a maintainer's (not a new shop's starter), whose writing is kept (yaml/in-place.ts). */
export function applyEdits(doc: Document, edits: Edit[], before: string, maintained = true): string {
  for (const edit of edits) {
    if (edit.value === undefined) {
      doc.deleteIn(edit.path);
      continue;
    }
    const node = doc.getIn(edit.path, true);
    if (isScalar(node) && !isCollectionValue(edit.value)) {
      node.value = edit.value;
      if (!edit.keepMark) unmark(node);
      continue;
    }
    const made = styled(edit.path[0] === 'specialHours' ? kept(doc, edit) : doc.createNode(edit.value, CREATE));
    if (isCollection(node) && !/fill in\b/i.test(node.commentBefore ?? '')) made.commentBefore = node.commentBefore;
    doc.setIn(edit.path, made);
  }
  return maintained ? writeKeeping(before, doc) : keepCommentSpacing(before, doc.toString(STRINGIFY));
}

const isCollectionValue = (value: unknown) => typeof value === 'object' && value !== null;

/** The special hours as a list whose entries the shop had stay the very nodes they were. */
function kept(doc: Document, edit: Edit): Node {
  const old = doc.getIn(['specialHours'], true);
  const seq = doc.createNode([], CREATE) as YAMLSeq;
  (edit.value as unknown[]).forEach((entry, i) => {
    const index = edit.keep?.[i];
    const reused = index !== undefined && isSeq(old) ? old.items[index] : undefined;
    seq.items.push((reused as Node | undefined) ?? styled(doc.createNode(entry, CREATE)));
  });
  return seq;
}
