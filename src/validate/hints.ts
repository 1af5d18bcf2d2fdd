// Rewords ajv errors into problems a shop owner can act on: the right position (the key for an
// unknown field, the parent mapping for a missing one), one line per mistake, and a hint.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { SCHEMA_DIR } from '../paths.js';
import { closest } from 'fastest-levenshtein';
import { problem } from '../problems.js';
import { slugify } from '../text.js';
import type { Problem } from '../types.js';
import type { SourceDoc } from '../load.js';
import { locate, sourceText, toPointer, pointerSegments } from './positions.js';

type SchemaNode = { description?: string; properties?: Record<string, SchemaNode>; enum?: unknown[]; pattern?: string };

export function problemsFromAjv(doc: SourceDoc, errors: ErrorObject[]): Problem[] {
  // A failed discriminated union reports the branch's errors; ajv's own "must match a schema in
  // oneOf" line adds nothing, and `if` failures repeat their branch (one line per mistake).
  const useful = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if');
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of useful) {
    const p = toProblem(doc, error);
    if (!p) continue;
    const key = `${p.path}|${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(p);
  }
  return problems;
}

function toProblem(doc: SourceDoc, e: ErrorObject): Problem | undefined {
  const parent = e.parentSchema as SchemaNode | undefined;
  const at = (pointer: string, key = false) => ({ file: doc.file, path: pointer || '/', ...locate(doc, pointer, key) });
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(e.params.additionalProperty);
      const pointer = toPointer([...pointerSegments(e.instancePath), name]);
      const known = Object.keys(parent?.properties ?? {});
      const guess = known.length ? closest(name, known) : undefined;
      return problem('unknown-field', 'unknown field', {
        ...at(pointer, true),
        hint: guess ? `did you mean "${guess}"? Fields here: ${known.join(', ')}` : 'remove it',
      });
    }
    case 'required': {
      const name = String(e.params.missingProperty);
      const described = parent?.properties?.[name]?.description;
      return problem('missing-field', `missing field "${name}"`, {
        ...at(e.instancePath),
        path: toPointer([...pointerSegments(e.instancePath), name]),
        hint: described ? `add ${name}: ${described}` : `add ${name}`,
      });
    }
    case 'type': {
      const typed = sourceText(doc, e.instancePath);
      const wantsString = e.params.type === 'string';
      const empty = e.data === null && !typed;
      return problem('wrong-type', empty ? `is empty: must be ${article(String(e.params.type))}` : `must be ${article(String(e.params.type))}`, {
        ...at(e.instancePath),
        hint: empty
          ? `write a value after the colon${parent?.description ? `: ${parent.description}` : ''}`
          : wantsString && typed !== undefined
            ? `write it in quotes: "${typed.replace(/^["']|["']$/g, '')}" (YAML reads unquoted numbers, dates and yes/no as other types)`
            : (parent?.description ?? `change it to ${article(String(e.params.type))}`),
      });
    }
    case 'maxLength':
    case 'minLength': {
      const limit = Number(e.params.limit);
      const length = typeof e.data === 'string' ? [...e.data].length : 0;
      const most = e.keyword === 'maxLength';
      return problem('invalid-value', most ? `is ${length} characters long: at most ${limit} allowed` : `is ${length} characters long: write at least ${limit}`, {
        ...at(e.instancePath),
        hint: most ? `shorten it by ${length - limit} characters` : parent?.description,
      });
    }
    case 'uniqueItems': {
      const [first, second] = [Number(e.params.i), Number(e.params.j)].sort((a, b) => a - b);
      return problem('invalid-value', `items ${first} and ${second} are the same`, {
        ...at(toPointer([...pointerSegments(e.instancePath), second!])),
        path: e.instancePath,
        hint: 'remove one of them',
      });
    }
    case 'enum': {
      const allowed = (e.params.allowedValues as unknown[]).map(String);
      const guess = typeof e.data === 'string' ? closest(e.data, allowed) : undefined;
      return problem('invalid-value', `must be one of: ${allowed.join(', ')}`, {
        ...at(e.instancePath),
        hint: guess ? `did you mean "${guess}"?` : undefined,
      });
    }
    case 'pattern': {
      const isSlug = parent?.pattern === '^[a-z0-9]+(-[a-z0-9]+)*$';
      const suggestion = isSlug && typeof e.data === 'string' ? slugify(e.data) : '';
      return problem('invalid-value', isSlug ? 'must be lower-case letters, digits and hyphens' : 'is not in the expected form', {
        ...at(e.instancePath),
        hint: suggestion ? `try "${suggestion}"` : (parent?.description ?? `it must match ${String(e.params.pattern)}`),
      });
    }
    case 'discriminator': {
      // A missing type is already reported by `required`.
      if (e.data && typeof e.data === 'object' && !('type' in e.data)) return undefined;
      const tags = discriminatorTags(doc, e);
      const value = (e.data as { type?: unknown } | null)?.type;
      return problem('invalid-value', `unknown type "${String(value)}": must be one of ${tags.join(', ')}`, {
        ...at(toPointer([...pointerSegments(e.instancePath), 'type'])),
        hint: typeof value === 'string' && tags.length ? `did you mean "${closest(value, tags)}"?` : `write one of ${tags.join(', ')}`,
      });
    }
    default:
      return problem('invalid-value', e.message ?? 'is not valid', { ...at(e.instancePath), hint: parent?.description });
  }
}

/** The `type` values a discriminated union accepts, from the const of each branch it refers to. */
function discriminatorTags(doc: SourceDoc, e: ErrorObject): string[] {
  const root = JSON.parse(readFileSync(path.join(SCHEMA_DIR, `${doc.kind}.schema.json`), 'utf8')) as { definitions?: Record<string, { properties?: { type?: { const?: string } } }> };
  const branches = ((e.parentSchema as { oneOf?: { $ref?: string }[] } | undefined)?.oneOf ?? []).map((b) => b.$ref?.replace('#/definitions/', '') ?? '');
  return branches.map((name) => root.definitions?.[name]?.properties?.type?.const).filter((t): t is string => typeof t === 'string');
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
