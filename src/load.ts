// Stage 1, load: finds the YAML documents of one data folder and parses them, keeping source
// positions (LineCounter) so later stages can name file:line:col. Takes a folder; returns
// documents and problems. Never validates shape, never prints.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { closest } from 'fastest-levenshtein';
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
      problems: [problem('data-folder-missing', `no data folder at ${dataDir}`, { hint: 'pass the folder that holds shop.yaml with --data DIR' })],
    };
  }
  const names = fg.sync('*.{yaml,yml}', { cwd: dataDir, onlyFiles: true }).sort();
  const docs: SourceDoc[] = [];
  for (const name of names) {
    const file = path.join(dataDir, name);
    const kind = name.replace(/\.ya?ml$/, '');
    if (!(DOC_KINDS as readonly string[]).includes(kind)) {
      problems.push(
        problem('unknown-file', `shopsite reads no file named ${name}`, {
          file,
          hint: `did you mean "${closest(kind, [...DOC_KINDS])}.yaml"? The data files are ${DOC_KINDS.map((k) => `${k}.yaml`).join(', ')}`,
        }),
      );
      continue;
    }
    if (docs.some((d) => d.kind === kind)) {
      problems.push(problem('unknown-file', `${name} repeats ${kind}: keep one of .yaml and .yml`, { file }));
      continue;
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      problems.push(
        problem('unreadable-file', `${name} cannot be read (${code ?? (error as Error).message})`, {
          file,
          hint: code === 'EACCES' ? 'give yourself read permission on the file' : code === 'EISDIR' ? 'it is a folder: a data file must be a file' : 'check the file',
        }),
      );
      continue;
    }
    docs.push(parseSource(file, kind as DocKind, text));
  }
  for (const kind of DOC_KINDS) {
    if (!docs.some((d) => d.kind === kind) && !problems.some((p) => p.code === 'unreadable-file' && new RegExp(`(^|[\\/])${kind}\\.ya?ml$`).test(p.file ?? ''))) {
      problems.push(
        problem('missing-file', `${kind}.yaml is missing`, {
          file: path.join(dataDir, `${kind}.yaml`),
          hint: `every shop needs ${kind}.yaml; npx shopsite init DIR writes a complete set to start from`,
        }),
      );
    }
  }
  for (const doc of docs) problems.push(...syntaxProblems(doc));
  return { docs, problems };
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
    return problem('yaml-syntax', message, { file: doc.file, line, col, hint });
  });
}
