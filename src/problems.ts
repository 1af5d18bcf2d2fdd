// Catalogue of every problem a user can meet. Codes are permanent and searchable; the README's list
// of problems is checked against this table by a test. Stages build problems with `problem()`.
import type { Problem } from './types.js';

interface Entry {
  title: string;
  /** Default hint when the stage has nothing more specific to say. */
  hint?: string;
}

export const CATALOGUE = {
  'yaml-syntax': { title: 'The YAML cannot be read', hint: 'check indentation and quotes near this position' },
  'missing-file': { title: 'A data file is missing' },
  'unreadable-file': { title: 'A data file that cannot be read' },
  'invalid-image': { title: 'An image file that cannot be read as an image' },
  'invalid-url': { title: 'An address that is not a valid URL' },
  'unknown-file': { title: 'A YAML file shopsite does not know' },
  'unknown-field': { title: 'A field the schema does not define' },
  'missing-field': { title: 'A required field is missing' },
  'wrong-type': { title: 'A value of the wrong type' },
  'invalid-value': { title: 'A value outside what the field allows' },
  'duplicate-slug': { title: 'Two entries share one slug or id', hint: 'each slug and id must be unique in its file' },
  'unresolved-reference': { title: 'A reference to an entry that does not exist' },
  'unknown-placeholder': { title: 'A {placeholder} shopsite cannot fill' },
  'unsafe-path': { title: 'A file path that leaves the data folder', hint: 'use a path inside the data folder, such as images/shop.jpg, or an https URL' },
  'unsafe-svg': {
    title: 'An SVG that could run script or load other files, or that cannot be checked',
    hint: 'remove scripts, event handlers (on…) and links to other files, or export it again as plain SVG (or as PNG)',
  },
  'missing-image': { title: 'An image file that does not exist' },
  'duplicate-route': { title: 'Two pages would be written to one file' },
  'duplicate-title': { title: 'Two pages share one title', hint: 'search engines show titles in results: give each page its own' },
  'unfilled-value': { title: 'A value marked # fill in, still as shopsite init wrote it' },
  'long-title': { title: 'A page title longer than search results show' },
  'template-error': { title: 'A template failed to render' },
  'head-invalid-child': { title: 'A page head element the metadata helper does not support' },
  'broken-link': { title: 'A link or asset that points at no written file' },
  'unsafe-output': { title: 'An output folder that would overwrite the project or its data, or that is a file' },
  'output-not-shopsite': { title: 'An output folder holding files shopsite did not write (replaced only with --force)' },
  'output-not-writable': { title: 'An output folder that cannot be written (permissions, a full disk, a file in the way)' },
  'empty-file': { title: 'A data file with nothing in it' },
  'too-large': { title: 'A data file, text or document larger than any shop needs' },
  'invalid-text': { title: 'Bytes that are not UTF-8 text, or control characters in a value' },
  'data-folder-missing': { title: 'The data folder does not exist' },
  'internal-error': { title: 'A fault in shopsite itself (please report it)' },
} satisfies Record<string, Entry>;

export type ProblemCode = keyof typeof CATALOGUE;

export function problem(
  code: ProblemCode,
  message: string,
  where: Partial<Omit<Problem, 'code' | 'message' | 'severity'>> & { severity?: Problem['severity'] } = {},
): Problem {
  const entry: Entry = CATALOGUE[code];
  const { severity = 'error', hint = entry.hint, ...rest } = where;
  return { code, severity, message, ...(hint ? { hint } : {}), ...rest };
}

export function hasErrors(problems: Problem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}

/** Sorted by file, line, column, then path, so output is stable and reads top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.col ?? 0) - (b.col ?? 0) ||
      (a.path ?? '').localeCompare(b.path ?? ''),
  );
}

/** `site-data/shop.yaml:3:1  /phnoe  unknown field` then `  hint: ...`. */
export function formatProblem(p: Problem): string {
  const where = p.file ? `${p.file}${p.line ? `:${p.line}:${p.col ?? 1}` : ''}` : '';
  const head = [where, p.path, p.severity === 'warning' ? `warning: ${p.message}` : p.message]
    .filter(Boolean)
    .join('  ');
  return p.hint ? `${head}\n  hint: ${p.hint}` : head;
}
