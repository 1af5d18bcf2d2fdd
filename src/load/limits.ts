// Limits no real shop reaches, checked on each document's plain data before anything else reads
// it: a text longer than any page needs, a document that aliases expand beyond any shop's size,
// and control characters (a NUL would be written into the HTML). Each is a located problem.
import type { SourceDoc } from '../load/documents.js';
import type { SchemaKind } from '../shared/types.js';
import { problem } from '../shared/problems.js';
import { walkStrings } from '../shared/text.js';
import type { Problem } from '../shared/types.js';
import { locate } from './positions.js';
import { toPointer } from '../shared/json-pointer.js';

/** Twenty times the reference shop's longest text (535 characters). */
export const MAX_TEXT = 10_000;
/** Characters of text in one document once aliases are expanded; the reference's largest has 55,000. */
export const MAX_EXPANDED = 1_000_000;
/** C0 and C1 control characters, but tab, line feed, carriage return and NEL, which YAML allows. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F]/;
/** Problems of one kind past which a document's others are not listed. */
const MOST = 5;

export function limitProblems(doc: SourceDoc<SchemaKind>, data: unknown): Problem[] {
  const problems: Problem[] = [];
  const at = (segments: (string | number)[]) => {
    const path = toPointer(segments);
    return { file: doc.file, path, ...locate(doc, path) };
  };
  let total = 0;
  let long = 0;
  let control = 0;
  walkStrings(data, [], (text, segments) => {
    total += text.length;
    if (text.length > MAX_TEXT && long++ < MOST) {
      problems.push(problem('too-large', { what: 'text', length: text.length, limit: MAX_TEXT }, at(segments)));
    }
    const found = CONTROL.exec(text);
    if (found && control++ < MOST) {
      problems.push(problem('invalid-text', { char: found.index + 1, codePoint: found[0].charCodeAt(0) }, at(segments)));
    }
  });
  if (total > MAX_EXPANDED) {
    problems.push(problem('too-large', { what: 'expanded', length: total, limit: MAX_EXPANDED }, { file: doc.file, line: 1, col: 1 }));
  }
  return problems;
}
