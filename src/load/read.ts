// A loaded document as plain data, the one reading both validation and the brand layers use: the
// fast reader's data when it had it, else yaml's document; an alias that cannot be resolved (or
// that would multiply without end) is a problem at the alias.
import { visit } from 'yaml';
import type { SourceDoc } from '../load/documents.js';
import type { SchemaKind } from '../shared/types.js';
import { problem } from '../shared/problems.js';
import type { DocKind, Problem } from '../shared/types.js';
import { isSiteDoc, type SiteDoc } from './site-doc.js';

export function readData(doc: SourceDoc<SchemaKind>): { data: unknown } | { problem: Problem } {
  if (doc.data !== undefined) return { data: doc.data };
  try {
    return { data: doc.document.toJS({ maxAliasCount: 100 }) ?? {} };
  } catch (error) {
    let at = 0;
    visit(doc.document, {
      Alias(_, alias) {
        if (!at || !alias.resolve(doc.document)) at = alias.range?.[0] ?? at;
        if (!alias.resolve(doc.document)) return visit.BREAK;
        return undefined;
      },
    });
    const { line, col } = doc.lineCounter.linePos(at);
    return {
      problem: problem('yaml-syntax', { reason: (error as Error).message.replace(/\.$/, '') }, {
        file: doc.file,
        line,
        col,
        hint: 'an alias (*name) must refer to an anchor (&name) written before it, and aliases may not multiply without end',
      }),
    };
  }
}

/** Whether load reported the document's syntax already: its data is not to be trusted. */
export const unreadable = (doc: SourceDoc<SchemaKind>) => doc.data === undefined && doc.document.errors.length > 0;

/** Each kind's data, merged with the brand's when the shop has one, for the checks that read the data as written. */
export function dataByKind(docs: readonly (SourceDoc | SiteDoc)[]): Partial<Record<DocKind, unknown>> {
  const data: Partial<Record<DocKind, unknown>> = {};
  for (const doc of docs) {
    if (isSiteDoc(doc)) data[doc.kind] = doc.data;
    else {
      const read = readData(doc);
      if ('data' in read) data[doc.kind] = read.data;
    }
  }
  return data;
}
