// ajv over each document, all errors at once, schema defaults applied (useDefaults). The schemas
// are compiled once into standalone validator code (ajv's standaloneCode), prebuilt with lib/ or
// cached by a hash of the schemas and the ajv version, so a build loads ready code instead of compiling (~10 ms
// instead of ~140 ms), run with shopsite's own require wherever the cache is (fast/build-cache.ts). Errors are
// turned into problems with positions by hints.ts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { asModuleFactory, cachePath, loadCachedModule, writeCacheFile } from '../fast/build-cache.js';
import { PACKAGE_ROOT, SCHEMA_DIR } from '../shared/paths.js';
import { prebuilt } from '../fast/prebuilt.js';
import { DOC_KINDS, type SchemaKind } from '../shared/types.js';

const SCHEMA_KINDS: readonly SchemaKind[] = [...DOC_KINDS, 'hub'];

const require = createRequire(path.join(PACKAGE_ROOT, 'package.json'));
let validators: Record<SchemaKind, ValidateFunction> | undefined;

/**
 * `x-setup`: a field of the site's set-up, made once by whoever built the site (script
 * addresses, the host, the brand). It says nothing of the data's validity; the owner's editor
 * shows those fields apart, below the rest. `x-entries-of`: the value names an entry of that
 * kind's list by its slug or id (the testimonials' reviews), which the editor offers to pick.
 */
export const AJV_OPTIONS = { allErrors: true, useDefaults: true, discriminator: true, verbose: true, strict: true, strictRequired: false, keywords: ['x-setup', 'x-entries-of'] as string[] } as const;

function schemaText(name: string): string {
  return readFileSync(path.join(SCHEMA_DIR, `${name}.schema.json`), 'utf8');
}

function loadValidators(): Record<SchemaKind, ValidateFunction> {
  let file = prebuilt('validators.cjs');
  if (!file) {
    const texts = schemaTexts();
    const ajvVersion = (require('ajv/package.json') as { version: string }).version;
    const key = createHash('sha256').update(ajvVersion).update(JSON.stringify(AJV_OPTIONS)).update(texts.join('\0')).digest('hex').slice(0, 16);
    file = cachePath(`validators-${key}.module.cjs`);
    if (!existsSync(file)) writeCacheFile(file, validatorsCode(texts));
  }
  return loadCachedModule(file, require) as Record<SchemaKind, ValidateFunction>;
}

const schemaTexts = () => ['common', ...SCHEMA_KINDS].map(schemaText);

/** The validators of every kind of document as one CommonJS module's code (ajv standalone). */
export function validatorsCode(texts = schemaTexts()): string {
  const { default: Ajv } = require('ajv') as typeof import('ajv');
  const { default: standaloneCode } = require('ajv/dist/standalone') as typeof import('ajv/dist/standalone');
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true } });
  for (const text of texts) ajv.addSchema(JSON.parse(text));
  return asModuleFactory(standaloneCode(ajv, Object.fromEntries(SCHEMA_KINDS.map((kind) => [kind, `${kind}.schema.json`]))));
}

export function schemaErrors(kind: SchemaKind, data: unknown): ErrorObject[] {
  validators ??= loadValidators();
  const validate = validators[kind];
  return validate(data) ? [] : [...(validate.errors ?? [])];
}
