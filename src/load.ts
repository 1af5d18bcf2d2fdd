// Stage 1, load: finds the YAML documents of one data folder and parses them, keeping source
// positions (LineCounter) so later stages can name file:line:col. Takes a folder; returns
// documents and problems. Never validates shape, never prints.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { closest } from 'fastest-levenshtein';
import { realPathInside } from './files.js';
import { problem } from './problems.js';
import { DOC_KINDS, type DocKind, type Problem } from './types.js';

export interface SourceDoc {
  kind: DocKind;
  /** Path as shown to the user: the data folder as given, joined with the file name. */
  file: string;
  text: string;
  document: Document.Parsed;
  lineCounter: LineCounter;
}

export interface LoadResult {
  docs: SourceDoc[];
  problems: Problem[];
}

export function loadSiteData(dataDir: string): LoadResult {
  const problems: Problem[] = [];
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) {
    return {
      docs: [],
      problems: [problem('data-folder-missing', { dir: dataDir })],
    };
  }
  // Folders named like data files are listed too, so that they are reported as what they are.
  const names = readdirSync(dataDir).filter((name) => /\.ya?ml$/.test(name)).sort();
  const docs: SourceDoc[] = [];
  for (const name of names) {
    const file = path.join(dataDir, name);
    const kind = name.replace(/\.ya?ml$/, '');
    if (!(DOC_KINDS as readonly string[]).includes(kind)) {
      problems.push(
        problem('unknown-file', { name }, {
          file,
          hint: `did you mean "${closest(kind, [...DOC_KINDS])}.yaml"? The data files are ${DOC_KINDS.map((k) => `${k}.yaml`).join(', ')}`,
        }),
      );
      continue;
    }
    if (docs.some((d) => d.kind === kind)) {
      problems.push(problem('unknown-file', { name, repeats: kind }, { file }));
      continue;
    }
    if (!realPathInside(dataDir, file)) {
      problems.push(problem('unsafe-path', { file: name, how: 'data-file-link' }, { file }));
      continue;
    }
    let text: string;
    try {
      // The size is judged before reading: a 50 MB file is refused without being read.
      const size = statSync(file).isFile() ? statSync(file).size : 0;
      const bytes = size > MAX_FILE_BYTES ? Buffer.alloc(0) : readFileSync(file);
      const unfit = unfitBytes(file, bytes, size);
      if (unfit) {
        problems.push(unfit);
        continue;
      }
      text = bytes.toString('utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      problems.push(problem('unreadable-file', { name, reason: code ?? (error as Error).message }, { file }));
      continue;
    }
    const doc = parseSource(file, kind as DocKind, text);
    if (doc.document.contents === null && !doc.document.errors.length) {
      problems.push(problem('empty-file', { name, kind }, { file }));
      continue;
    }
    docs.push(doc);
  }
  for (const kind of DOC_KINDS) {
    // A file reported already (unreadable, empty, too large, linked out) is not also missing.
    if (!docs.some((d) => d.kind === kind) && !problems.some((p) => new RegExp(`(^|[\\/])${kind}\\.ya?ml$`).test(p.file ?? ''))) {
      problems.push(problem('missing-file', { kind }, { file: path.join(dataDir, `${kind}.yaml`) }));
    }
  }
  for (const doc of docs) problems.push(...syntaxProblems(doc));
  return { docs, problems };
}

/**
 * Eight times the reference shop's largest data file (60 KB), refused before parsing: the YAML
 * document of a larger file alone would need more memory than a whole build may use (200 MB).
 */
export const MAX_FILE_BYTES = 512 * 1024;

/** A file too large to be a shop's, or bytes that are not UTF-8 text, as a located problem. */
function unfitBytes(file: string, bytes: Buffer, size: number): Problem | undefined {
  if (size > MAX_FILE_BYTES) {
    return problem('too-large', { what: 'file', name: path.basename(file), kb: Math.round(size / 1024), limitKb: MAX_FILE_BYTES / 1024 }, { file });
  }
  if (isUtf8(bytes)) return undefined;
  // Decoded leniently, the first bad byte becomes the first U+FFFD: what precedes it is the text
  // as the user sees it, which gives the line and column.
  const text = bytes.toString('utf8');
  let at = text.indexOf('\uFFFD');
  while (at >= 0 && isUtf8(bytes.subarray(0, Buffer.byteLength(text.slice(0, at + 1))))) at = text.indexOf('\uFFFD', at + 1);
  const before = text.slice(0, Math.max(at, 0));
  const line = before.split('\n').length;
  const col = before.length - before.lastIndexOf('\n');
  const byte = bytes[Buffer.byteLength(before)]!;
  return problem('invalid-text', { byte }, { file, line, col });
}

/** Parses one document; exported for tests and for the dev server's in-memory edits. */
export function parseSource(file: string, kind: DocKind, text: string): SourceDoc {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, keepSourceTokens: false });
  return { kind, file, text, document, lineCounter };
}

function syntaxProblems(doc: SourceDoc): Problem[] {
  return doc.document.errors.map((err) => {
    // An unclosed quote is detected at the end of the file; the place to fix is where it opened.
    const quote = /Missing closing (["'])quote/.exec(err.message)?.[1];
    const opened = quote ? doc.text.lastIndexOf(quote, err.pos[0] - 1) : -1;
    const { line, col } = doc.lineCounter.linePos(opened >= 0 ? opened : err.pos[0]);
    const hint = quote
      ? `this quoted text is never closed: add the closing ${quote}`
      :
      err.code === 'DUPLICATE_KEY'
        ? 'a key may appear only once in a mapping: remove or rename one'
        : err.code === 'TAB_AS_INDENT'
          ? 'indent with spaces, not tabs'
          : 'check indentation and quotes near this position';
    // yaml's messages end with "at line L, column C" which we already print in front.
    const message = err.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '').replace(/\.$/, '');
    return problem('yaml-syntax', { reason: message }, { file: doc.file, line, col, hint });
  });
}
