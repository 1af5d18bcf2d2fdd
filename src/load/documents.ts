// Stage 1, load: finds the YAML documents of one data folder and reads them: the data by the fast
// reader (plain-yaml.ts), and the document with every node's source position (LineCounter) the
// first time a later stage asks for it to name file:line:col. Takes a folder; returns documents
// and problems. Never validates shape, never prints.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import { LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import { closest, distance } from 'fastest-levenshtein';
import { realPathInside, utf16 } from '../shared/files.js';
import { countLines, readPlainYaml } from './plain-yaml.js';
import { misreadProblems } from './misreads.js';
import { problem, type MessageArgs } from '../shared/problems.js';
import { DOC_KINDS, type DocKind, type Problem, type SchemaKind } from '../shared/types.js';

export interface SourceDoc<K extends SchemaKind = DocKind> {
  kind: K;
  /** Path as shown to the user: the data folder as given, joined with the file name. */
  file: string;
  text: string;
  /** The data, when the fast reader could read it; else `document` alone decides what it is. */
  data?: unknown;
  /** yaml's document with positions: parsed on first use (most builds never ask). */
  readonly document: Document.Parsed;
  readonly lineCounter: LineCounter;
}

export interface LoadResult {
  docs: SourceDoc[];
  problems: Problem[];
}

export function loadSiteData(dataDir: string): LoadResult {
  const folder = loadFolder(dataDir);
  return { docs: folder.docs, problems: [...folder.problems, ...missingFiles(dataDir, folder), ...folder.syntax] };
}

export interface FolderLoad extends LoadResult {
  /** The YAML syntax problems of the files, apart (listed after the missing files). */
  syntax: Problem[];
  /** Kinds whose file was reported already (misspelt, unreadable, empty, too large, linked out). */
  reported: Set<DocKind>;
  /** The folder is missing: nothing else is reported about it. */
  missing?: boolean;
  /** A brand folder's hub.yaml (loaded `withHub`): the brand's own site, no part of any shop's data. */
  hub?: SourceDoc<'hub'>;
  /** A data file saved with .txt after its name (shop.yaml.txt, shop.txt), by the kind it is. */
  texts?: Map<DocKind, string>;
}

/**
 * The data files one folder holds, read, with the problems of each; which files must be there is
 * the caller's to say (a shop with a brand holds only some of them: load/index.ts). `overlay`:
 * texts by file name read instead of the folder's files (or as its files, before the folder
 * exists), for the import, which validates what it would write before writing it.
 */
export function loadFolder(dataDir: string, overlay?: ReadonlyMap<string, string>, { withHub = false } = {}): FolderLoad {
  const problems: Problem[] = [];
  const exists = existsSync(dataDir) && statSync(dataDir).isDirectory();
  if (!exists && !overlay) {
    return {
      docs: [],
      problems: [problem('data-folder-missing', { dir: dataDir })],
      syntax: [],
      reported: new Set(),
      missing: true,
    };
  }
  // Folders named like data files are listed too, so that they are reported as what they are.
  const listed = exists ? readdirSync(dataDir).sort() : [];
  const names = [...new Set([...listed, ...(overlay?.keys() ?? [])])].filter((name) => /\.ya?ml$/.test(name)).sort();
  const docs: SourceDoc[] = [];
  let hub: SourceDoc<'hub'> | undefined;
  /** Data files whose name the user misspelt: reported at the misspelt file, not also as missing. */
  const misspelt = new Set<DocKind>();
  for (const name of names) {
    const file = path.join(dataDir, name);
    const kind = name.replace(/\.ya?ml$/, '');
    const isHub = withHub && kind === 'hub';
    if (!isHub && !(DOC_KINDS as readonly string[]).includes(kind)) {
      const other = otherFile(file, names);
      problems.push(other.problem);
      if (other.meant) misspelt.add(other.meant);
      continue;
    }
    if (isHub ? hub : docs.some((d) => d.kind === kind)) {
      problems.push(problem('unknown-file', { name, repeats: kind }, { file }));
      continue;
    }
    const given = overlay?.get(name);
    if (given !== undefined) {
      if (isHub) hub = parseSource(file, 'hub', given);
      else docs.push(parseSource(file, kind as DocKind, given));
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
    const doc = parseSource(file, isHub ? 'hub' : (kind as DocKind), text);
    if (doc.data === undefined && doc.document.contents === null && !doc.document.errors.length) {
      problems.push(problem('empty-file', { name, kind }, { file }));
      continue;
    }
    if (isHub) hub = doc as SourceDoc<'hub'>;
    else docs.push(doc as SourceDoc);
  }
  // A file reported already (unreadable, empty, too large, linked out, misspelt) is not also missing.
  const reported = new Set<DocKind>(DOC_KINDS.filter((kind) => misspelt.has(kind) || problems.some((p) => new RegExp(`(^|[\\/])${kind}\\.ya?ml$`).test(p.file ?? ''))));
  // Text the fast reader read is well-formed YAML: only the others can have syntax problems.
  const all = [...docs, ...(hub ? [hub] : [])];
  const syntax = [...all.filter((doc) => doc.data === undefined).flatMap(syntaxProblems), ...all.flatMap(misreadProblems)];
  return { docs, problems, syntax, reported, ...(hub ? { hub } : {}), texts: savedAsText(listed) };
}

/**
 * Notepad saves shop.yaml as shop.yaml.txt (or shop.txt), and Windows hides the .txt: the file
 * the user sees as shop.yaml is named after its missing-file problem, not left unmentioned.
 */
function savedAsText(names: string[]): Map<DocKind, string> {
  const texts = new Map<DocKind, string>();
  for (const name of names) {
    const kind = /^([a-z]+)(?:\.ya?ml)?\.txt$/i.exec(name)?.[1]!.toLowerCase() as DocKind | undefined;
    if (kind && DOC_KINDS.includes(kind) && !texts.has(kind)) texts.set(kind, name);
  }
  return texts;
}

/** The kinds of data neither the folder nor `elsewhere` (a brand's kinds) has, each a problem. */
export function missingFiles(dataDir: string, folder: FolderLoad, elsewhere: readonly DocKind[] = [], hint?: (kind: DocKind) => string): Problem[] {
  if (folder.missing) return [];
  return DOC_KINDS.filter((kind) => !folder.reported.has(kind) && !elsewhere.includes(kind) && !folder.docs.some((d) => d.kind === kind)).map((kind) => {
    const text = folder.texts?.get(kind);
    const said = text ? `there is ${text}: Windows hid its .txt ending; rename it to ${kind}.yaml` : hint?.(kind);
    return problem('missing-file', { kind }, { file: path.join(dataDir, `${kind}.yaml`), ...(said ? { hint: said } : {}) });
  });
}

const DATA_FILES = DOC_KINDS.map((k) => `${k}.yaml`).join(', ');

/**
 * A YAML file that is no kind of shop data. Most are the user's own (coupons-old.yaml, a backup, a
 * draft, notes): shopsite leaves them out with a warning, so a stray file never stops a build
 * (build --strict still refuses it, as it refuses every warning). It is an error only when data
 * would be lost without one: a near-miss of a data file's name (servces.yaml, Shop.yaml: a letter
 * or two, or capitals, apart) while that data file is missing, because then the shop's data is in
 * it and would be silently left out; it replaces that file's missing-file problem. Two spellings of
 * one data file (shop.yaml and shop.yml) are refused in loadSiteData: which one the user edits is
 * not knowable.
 */
function otherFile(file: string, names: string[]): { problem: Problem; meant?: DocKind } {
  const name = path.basename(file);
  const kind = name.replace(/\.ya?ml$/, '');
  // shop.yaml saved as shop.yaml.yaml: Windows shows it as shop.yaml.
  const doubled = /^([a-z]+)\.ya?ml$/i.exec(kind)?.[1]!.toLowerCase() as DocKind | undefined;
  if (doubled && DOC_KINDS.includes(doubled) && !names.includes(`${doubled}.yaml`) && !names.includes(`${doubled}.yml`)) {
    return { problem: problem('unknown-file', { name }, { file, hint: `Windows hid its second ${path.extname(name)} ending; rename it to ${doubled}.yaml` }), meant: doubled };
  }
  const meant = closest(kind.toLowerCase(), [...DOC_KINDS]) as DocKind;
  const near = kind.toLowerCase() === meant || (kind.length >= 3 && distance(kind.toLowerCase(), meant) <= 2);
  if (near && !names.includes(`${meant}.yaml`) && !names.includes(`${meant}.yml`)) {
    return { problem: problem('unknown-file', { name }, { file, hint: `did you mean "${meant}.yaml"? The data files are ${DATA_FILES}` }), meant };
  }
  return {
    problem: problem('unknown-file', { name, ignored: true }, {
      file,
      severity: 'warning',
      hint: `the shop's data files are ${DATA_FILES}; move this one out of the data folder if it is not one of them`,
    }),
  };
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
  if (utf16(bytes)) return problem('invalid-text', { name: path.basename(file), utf16: 'Notepad' }, { file });
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

/** Reads one document; exported for tests and for the dev server's in-memory edits. */
export function parseSource<K extends SchemaKind>(file: string, kind: K, text: string): SourceDoc<K> {
  let parsed: { document: Document.Parsed; lineCounter: LineCounter } | undefined;
  let counted: LineCounter | undefined;
  const located = () => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = { lineCounter, document: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, keepSourceTokens: false }) };
    }
    return parsed;
  };
  const fast = readPlainYaml(text);
  return {
    kind,
    file,
    text,
    ...(fast ? { data: fast.data } : {}),
    get document() {
      return located().document;
    },
    // Lines are counted without a parse when the text was read fast (a `# fill in` mark is placed
    // so): the same starts as yaml's parser gives its LineCounter, every \n.
    get lineCounter() {
      if (!parsed && fast) counted ??= countLines(text);
      return counted ?? located().lineCounter;
    },
  };
}

/**
 * One problem per mistake, at the line that has it. yaml reports a wrong indent, a tab or an
 * unquoted colon where it first trips, then again at every line the shifted structure upsets (a
 * tab: as many as eight errors). So each mistake found is mended in a copy of the text (the line
 * re-indented, its tab replaced, its text quoted) and the copy parsed again: the errors that go
 * away were that mistake's echoes, and the first one left is the next mistake. A mend changes one
 * line and adds none, so the lines of later errors are the user's. A mistake no mend explains is
 * reported as the parser words it, and ends the search: what follows it may be its echo.
 */
function syntaxProblems(doc: SourceDoc<SchemaKind>): Problem[] {
  const problems: Problem[] = [];
  let text = doc.text;
  let errors = doc.document.errors;
  let lines = doc.lineCounter;
  const seen = new Set<string>();
  while (errors.length && problems.length < MAX_SYNTAX_PROBLEMS) {
    const at = (err: YAMLError) => lines.linePos(err.pos[0]);
    const err = errors.find((e) => !seen.has(JSON.stringify(at(e))));
    if (!err) break;
    seen.add(JSON.stringify(at(err)));
    // A repeated key upsets nothing after it: report it and go on with the same parse.
    if (err.code === 'DUPLICATE_KEY') {
      problems.push(parserProblem(doc, text, lines, err));
      continue;
    }
    const mended = mendLine(text, at(err).line, errors.length, parserReason(err));
    if (!mended) {
      problems.push(parserProblem(doc, text, lines, err));
      break;
    }
    problems.push(problem('yaml-syntax', mended.args, { file: doc.file, line: mended.line, col: mended.col }));
    ({ text, errors, lines } = mended);
  }
  return problems;
}

/** More than this in one file, and the rest are left for the next check. */
const MAX_SYNTAX_PROBLEMS = 20;

/** An error as yaml words it: the position it gives, its message, a hint by its code. */
function parserProblem(doc: SourceDoc<SchemaKind>, text: string, lines: LineCounter, err: YAMLError): Problem {
  // An unclosed quote is detected at the end of the file; the place to fix is where it opened.
  const quote = /Missing closing (["'])quote/.exec(err.message)?.[1];
  const opened = quote ? text.lastIndexOf(quote, err.pos[0] - 1) : -1;
  const { line, col } = lines.linePos(opened >= 0 ? opened : err.pos[0]);
  const hint = quote
    ? `this quoted text is never closed: add the closing ${quote}`
    : err.code === 'DUPLICATE_KEY'
      ? 'a key may appear only once in a mapping: remove or rename one'
      : undefined;
  return problem('yaml-syntax', { reason: parserReason(err) }, { file: doc.file, line, col, ...(hint ? { hint } : {}) });
}

/** yaml's message without the "at line L, column C" it ends with, which is printed in front. */
const parserReason = (err: YAMLError) => err.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '').replace(/\.$/, '');

interface Mend {
  args: MessageArgs<'yaml-syntax'>;
  /** The line mended, which has the mistake: the line of the error, or the first of its block. */
  line: number;
  col: number;
  text: string;
  errors: YAMLError[];
  lines: LineCounter;
}

/**
 * The one change to a line that mends the parse at line `line` (1-based) best: its text in quotes,
 * or its indentation (tabs included) set to a column of the lines above it. Best: fewest errors
 * left, none of them up to `line`; a change that leaves as many errors as before mends nothing.
 */
function mendLine(text: string, line: number, before: number, reason: string): Mend | undefined {
  const all = text.split('\n');
  const source = all[line - 1];
  if (source === undefined) return undefined;
  const parseWith = (at: number, replaced: string) => {
    const lines = new LineCounter();
    const mended = [...all.slice(0, at - 1), replaced, ...all.slice(at)].join('\n');
    const { errors } = parseDocument(mended, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    const clean = errors.every((e) => lines.linePos(e.pos[0]).line > line || e.code === 'DUPLICATE_KEY');
    return clean && errors.length < before ? { text: mended, errors, lines } : undefined;
  };
  const indent = indentOf(source);
  const body = source.slice(indent.length);
  // key: value, or - value, with the value plain (not quoted, not a block scalar, no comment).
  // (Read from the line trimmed: a lazy .*? before \s*$ would try each space of a long run to its end.)
  const plain = /^((?:- +)*(?:[^\s"'#-][^:#]*:[ \t]+)?)([^\s"'|>#].*)$/.exec(body.trimEnd());
  // Only text that quotes change: a quoted street is a mend of the line after it, too far in.
  if (plain && !indent.includes('\t') && QUOTES_CHANGE.test(plain[2]!)) {
    const [, key, value] = plain as unknown as [string, string, string];
    const quoted = parseWith(line, `${indent}${key}${JSON.stringify(value)}`);
    if (quoted) return { args: { cause: 'quote', key, value, reason }, line, col: indent.length + key.length + 1, ...quoted };
  }
  const early = quotedEarly(body);
  if (early && !indent.includes('\t')) {
    const { col, fix, ...args } = early;
    const requoted = parseWith(line, indent + fix);
    if (requoted) return { args, line, col: indent.length + col, ...requoted };
  }
  // The first line of a block set the column the others are held to: when this line sits where
  // the block's opener puts it (two deeper) and that first line does not, the first is wrong.
  const [first, opener] = linesAbove(all, line, 2);
  if (first !== undefined && opener !== undefined && /:\s*(#.*)?$/.test(all[opener]!) && !/^\s*-/.test(all[first]!)) {
    const want = indentOf(all[opener]!, true).length + 2;
    const found = indentOf(all[first]!);
    if (indent === ' '.repeat(want) && found.length !== want) {
      const tried = parseWith(first + 1, ' '.repeat(want) + all[first]!.slice(found.length));
      if (tried) return { args: indentArgs(found, all[first]!.slice(found.length), want), line: first + 1, col: 1, ...tried };
    }
  }
  const reindented = reindent(all, line, parseWith);
  if (reindented) return reindented;
  // A field's name and value with no colon between them as YAML reads one (none, no space after
  // it, a non-breaking space, a full-width colon): the line with one written as YAML reads it.
  // Without the \r of a Windows line end, which no . reads.
  const colon = COLONS.map((how) => ({ how, found: how.pattern.exec(body.replace(/\r$/, '')) })).find((c) => c.found);
  if (colon && !indent.includes('\t')) {
    const [, item, key, value] = colon.found as unknown as [string, string, string, string | undefined];
    const fixed = `${item}${key}:${value?.trim() ? ` ${value.trim()}` : ''}`;
    const mended = parseWith(line, indent + fixed);
    if (mended) return { args: { cause: 'colon', how: colon.how.how, key, fixed }, line, col: indent.length + item.length + 1, ...mended };
  }
  // A value continued on a line further in than the fields beside it (street, then city two
  // spaces deeper): that line is the mistake.
  const [next] = linesBelow(all, line);
  if (next !== undefined && indentOf(all[next]!).length > indent.length) return reindent(all, next + 1, parseWith);
  return undefined;
}

type ParseWith = (at: number, replaced: string) => Pick<Mend, 'text' | 'errors' | 'lines'> | undefined;

/** Line `line` (1-based) set to the column of the lines above it that mends the parse best. */
function reindent(all: string[], line: number, parseWith: ParseWith): Mend | undefined {
  const indent = indentOf(all[line - 1]!);
  // Non-breaking spaces (pasted from a web page or a phone) look like an indent, but are text.
  const nbsp = /^[\u00A0\u2007\u202F]+/.exec(all[line - 1]!.slice(indent.length))?.[0] ?? '';
  const body = all[line - 1]!.slice(indent.length + nbsp.length);
  let best: Mend | undefined;
  for (const expected of indentCandidates(all, line)) {
    if (expected === indent.length && !indent.includes('\t') && !nbsp) continue;
    const tried = parseWith(line, ' '.repeat(expected) + body);
    if (!tried || (best && best.errors.length <= tried.errors.length)) continue;
    best = { args: indentArgs(indent + nbsp, body, expected), line, col: 1, ...tried };
    if (!tried.errors.length) break;
  }
  return best;
}

/** Plain text that quotes read otherwise: `: `, ` #`, or a first character YAML reserves. */
const QUOTES_CHANGE = /:(\s|$)|\s#|^[-?:,[\]{}&*!|>%@`]/;

const COLONS = [
  { how: 'fullwidth', pattern: /^((?:- +)*)([A-Za-z_][\w-]*)[ \t]*\uFF1A[ \t\u00A0]*(.*)$/ },
  { how: 'nbsp', pattern: /^((?:- +)*)([A-Za-z_][\w-]*):[\u00A0\u2007\u202F][ \t\u00A0\u2007\u202F]*(.*)$/ },
  { how: 'space', pattern: /^((?:- +)*)([A-Za-z_][\w-]*):([^\s:/].*)$/ },
  // One blank, then the rest (its spaces too): [ \t]+ before [^:#]* would share a long run of spaces.
  { how: 'missing', pattern: /^((?:- +)*)([A-Za-z_][\w-]*)(?:[ \t]([^:#]*))?$/ },
] as const;

/**
 * A value that opens with a quote which closes before the text ends (an apostrophe in '…', a
 * quoted word in "…", "Free" then more words): the text as one quoted value, in the quotes its
 * own text leaves free.
 */
function quotedEarly(body: string): (MessageArgs<'yaml-syntax'> & { col: number; fix: string }) | undefined {
  const found = /^((?:- +)*(?:[^\s"'#-][^:#]*:[ \t]+)?)(["'])(.*)$/.exec(body.trimEnd());
  if (!found) return undefined;
  const [, key, quote, after] = found as unknown as [string, string, string, string];
  const closes = after.indexOf(quote);
  if (closes < 0 || closes === after.length - 1) return undefined;
  const whole = `${quote}${after}`;
  const text = whole.endsWith(quote) && whole.length > 1 ? whole.slice(1, -1) : whole;
  const value = !text.includes("'") ? `'${text}'` : !text.includes('"') ? `"${text}"` : JSON.stringify(text);
  return { cause: 'early-quote', quote, before: after.slice(0, closes), key, value, col: key.length + 1, fix: `${key}${value}` };
}

/** The indentation of a line: its spaces and tabs, and with `items` its "- " markers too. */
const indentOf = (line: string, items = false) => (items ? /^[ \t]*(?:- +)*/ : /^[ \t]*/).exec(line)![0];

const indentArgs = (indent: string, body: string, expected: number) => ({
  cause: indent.includes('\t') ? ('tab' as const) : /[\u00A0\u2007\u202F]/.test(indent) ? ('nbsp' as const) : ('indent' as const),
  start: body.length > 30 ? `${body.slice(0, 29).trimEnd()}…` : body.trimEnd(),
  found: indent.length,
  expected,
});

/** The index of the first line below line `line` (1-based) that holds more than a comment. */
function linesBelow(all: string[], line: number): number[] {
  for (let i = line; i < all.length; i++) if (all[i]!.trim() && !/^\s*#/.test(all[i]!)) return [i];
  return [];
}

/** The indexes of up to `count` lines above line `line` (1-based) that hold more than a comment, nearest first. */
function linesAbove(all: string[], line: number, count: number): number[] {
  const found: number[] = [];
  for (let i = line - 2; i >= 0 && found.length < count; i--) if (all[i]!.trim() && !/^\s*#/.test(all[i]!)) found.push(i);
  return found;
}

/**
 * Columns the line could start at: that of the line above (its content, after any "- "), deeper
 * by two when that line opens a mapping, then each shallower column of the lines above it,
 * nearest first.
 */
function indentCandidates(all: string[], line: number): number[] {
  const found: number[] = [];
  let deepest = Infinity;
  for (let i = line - 2; i >= 0 && deepest > 0; i--) {
    const above = all[i]!;
    if (!above.trim() || /^\s*#/.test(above)) continue;
    const column = indentOf(above, true).length;
    const own = indentOf(above).length;
    if (!found.length) {
      found.push(column);
      if (/:\s*(#.*)?$/.test(above)) found.push(column + 2);
      if (own !== column) found.push(own);
    } else if (own < deepest) found.push(own, column);
    deepest = Math.min(deepest, own);
  }
  return [...new Set(found)];
}
