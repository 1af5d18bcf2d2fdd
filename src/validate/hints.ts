// Rewords ajv errors into problems a shop owner can act on: the right position (the key for an
// unknown field, the parent mapping for a missing one), one line per mistake, and a hint.
import type { ErrorObject } from 'ajv';
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
    const key = `${p.path}|${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(p);
  }
  return problems;
}

function toProblem(doc: SourceDoc, e: ErrorObject): Problem {
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
      return problem('wrong-type', `must be ${article(String(e.params.type))}`, {
        ...at(e.instancePath),
        hint:
          wantsString && typed !== undefined
            ? `write it in quotes: "${typed.replace(/^["']|["']$/g, '')}" (YAML reads unquoted numbers, dates and yes/no as other types)`
            : (parent?.description ?? `change it to ${article(String(e.params.type))}`),
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
      return problem(isSlug ? 'invalid-value' : 'invalid-value', isSlug ? 'must be lower-case letters, digits and hyphens' : 'is not in the expected form', {
        ...at(e.instancePath),
        hint: suggestion ? `try "${suggestion}"` : (parent?.description ?? `it must match ${String(e.params.pattern)}`),
      });
    }
    case 'discriminator':
      return problem('invalid-value', e.params.error === 'mapping' ? `unknown type: must be one of ${Object.keys((e.params as { tagName?: string }) ?? {}).length ? discriminatorTags(e) : ''}` : 'needs a "type"', {
        ...at(e.instancePath),
      });
    default:
      return problem('invalid-value', e.message ?? 'is not valid', { ...at(e.instancePath), hint: parent?.description });
  }
}

function discriminatorTags(e: ErrorObject): string {
  const oneOf = (e.schema as unknown as { $ref: string }[] | undefined) ?? [];
  return oneOf.length ? `${oneOf.length} kinds` : 'a known type';
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
