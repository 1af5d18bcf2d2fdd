// What code needs to know of the schemas (the slug rule, a field's pattern, the tags of a union),
// read from schemas/ itself, so that no pattern or list is written a second time in code. Each
// schema file is read once per process. Templates never read files: the values they need are
// generated into data.generated.ts instead (scripts/gen-types.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_DIR } from '../shared/paths.js';
import { pointerSegments } from '../shared/json-pointer.js';

export interface SchemaNode {
  $ref?: string;
  description?: string;
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  items?: SchemaNode;
  default?: unknown;
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
  oneOf?: SchemaNode[];
}

const files = new Map<string, SchemaNode>();

function schemaFile(name: string): SchemaNode {
  let schema = files.get(name);
  if (!schema) {
    schema = JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), 'utf8')) as SchemaNode;
    files.set(name, schema);
  }
  return schema;
}

/**
 * The schema at `ref` ("common.schema.json#/definitions/slug"; "#/definitions/x" within `base`),
 * with a `$ref` it holds followed (its own description and other keywords beside the `$ref` win).
 */
export function schemaAt(ref: string, base = ''): SchemaNode {
  const [file, pointer = ''] = ref.split('#');
  const name = file || base;
  let node: unknown = schemaFile(name);
  for (const segment of pointerSegments(pointer)) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  }
  if (!node || typeof node !== 'object') throw new Error(`no schema at ${name}#${pointer}`);
  const { $ref, ...own } = node as SchemaNode;
  return $ref ? { ...schemaAt($ref, name), ...own } : own;
}

/** Whether a text meets a string schema's pattern and lengths (as ajv checks them: `u` flag, code points). */
export function stringFits(schema: SchemaNode, value: string): boolean {
  const length = [...value].length;
  return (
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value)) &&
    (schema.minLength === undefined || length >= schema.minLength) &&
    (schema.maxLength === undefined || length <= schema.maxLength)
  );
}

const patterns = new Map<string, RegExp>();
/** The pattern of the string schema at `ref`, as ajv reads it (`u` flag), made once. */
export function patternAt(ref: string): RegExp {
  let pattern = patterns.get(ref);
  if (!pattern) patterns.set(ref, (pattern = new RegExp(schemaAt(ref).pattern!, 'u')));
  return pattern;
}

/** The rule every slug follows (common.schema.json), which hints recognise to suggest one. */
export const slugSchema = (): SchemaNode => schemaAt('common.schema.json#/definitions/slug');
