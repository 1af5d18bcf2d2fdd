// ajv over each document, all errors at once, schema defaults applied (useDefaults). Validators are
// compiled once per process. Errors are turned into problems with positions by hints.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { SCHEMA_DIR } from '../paths.js';
import { DOC_KINDS, type DocKind } from '../types.js';

let validators: Map<DocKind, ValidateFunction> | undefined;

function readSchema(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(SCHEMA_DIR, `${name}.schema.json`), 'utf8'));
}

function compileValidators(): Map<DocKind, ValidateFunction> {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, discriminator: true, verbose: true, strict: true, strictRequired: false });
  ajv.addSchema(readSchema('common'));
  return new Map(DOC_KINDS.map((kind) => [kind, ajv.compile(readSchema(kind))]));
}

export function schemaErrors(kind: DocKind, data: unknown): ErrorObject[] {
  validators ??= compileValidators();
  const validate = validators.get(kind)!;
  return validate(data) ? [] : [...(validate.errors ?? [])];
}
