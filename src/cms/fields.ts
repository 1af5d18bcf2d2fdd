// The content manager's fields, derived from the JSON Schemas alone: each property becomes a Decap
// CMS widget chosen by its type (decapcms.org/docs/widgets), labelled by its `title` (else its key
// made readable), with its `description` as the hint. Takes the schemas as plain data, returns
// plain data; never lists a field by name, so a property added to a schema appears by itself.

import { fieldLabel } from '../shared/labels.js';

/** A JSON Schema node, as read from schemas/*.schema.json. */
export type SchemaNode = { [keyword: string]: unknown };

/** Each schema file by its name (shop.schema.json): what `$ref`s across files point into. */
export type SchemaSet = Record<string, SchemaNode>;

/** One field of Decap CMS's configuration (its keys as Decap reads them). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  default?: unknown;
  [option: string]: unknown;
}

/** A node and the schema file its `$ref`s are relative to. */
interface Located {
  node: SchemaNode;
  file: string;
}

/** Strings longer than this are edited in a text area rather than a single line. */
export const LONG_TEXT = 200;

/** JSON Pointer's escapes (RFC 6901 §4). */
const unescape = (token: string) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The node with its `$ref` followed (across files too), the referring node's own keywords kept
 * over the target's: the schemas give a `description` beside a `$ref` for that one use.
 */
export function resolve({ node, file }: Located, schemas: SchemaSet, depth = 0): Located {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { node, file };
  if (depth > 32) throw new Error(`$ref ${ref} in ${file} refers to itself`);
  const [target = '', pointer = ''] = ref.split('#');
  const targetFile = target || file;
  let found: unknown = schemas[targetFile];
  for (const token of pointer.split('/').slice(1)) found = (found as SchemaNode | undefined)?.[unescape(token)];
  if (!found || typeof found !== 'object') throw new Error(`$ref ${ref} in ${file} names nothing`);
  const { $ref: _ref, ...own } = node;
  const inner = resolve({ node: found as SchemaNode, file: targetFile }, schemas, depth + 1);
  return { node: { ...inner.node, ...own }, file: inner.file };
}

/** The fields of an object schema's properties, in the schema's order. */
export function objectFields(at: Located, schemas: SchemaSet): CmsField[] {
  const { node, file } = resolve(at, schemas);
  const properties = (node.properties ?? {}) as Record<string, SchemaNode>;
  const required = new Set((node.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([name, child]) => {
    const field = schemaField(name, { node: child, file }, required.has(name), schemas);
    return field ? [field] : [];
  });
}

/**
 * One property as a field, or undefined for a shape Decap has no widget for (an object of free
 * keys, a list of lists): Decap leaves a value it has no field for as the file has it.
 */
export function schemaField(name: string, at: Located, required: boolean, schemas: SchemaSet): CmsField | undefined {
  const located = resolve(at, schemas);
  const { node } = located;
  const base: CmsField = {
    name,
    label: typeof node.title === 'string' ? node.title : fieldLabel(name),
    widget: 'string',
    ...(typeof node.description === 'string' ? { hint: node.description } : {}),
    ...(required ? {} : { required: false as const }),
    ...(node.default !== undefined && typeof node.default !== 'object' ? { default: node.default } : {}),
  };
  const widget = widgetOf(located, schemas);
  return widget && { ...base, ...widget };
}

type Widget = Omit<CmsField, 'name' | 'label'> | undefined;

function widgetOf(at: Located, schemas: SchemaSet): Widget {
  const { node } = at;
  // A value that may only be one thing (`closed: true`): offered, never filled in unasked.
  if ('const' in node) return typeof node.const === 'boolean' ? { widget: 'boolean' } : { widget: 'select', options: [node.const] };
  if (Array.isArray(node.enum)) return { widget: 'select', options: node.enum };
  switch (node.type) {
    case 'string':
      return stringWidget(node);
    case 'integer':
    case 'number':
      return numberWidget(node);
    case 'boolean':
      return { widget: 'boolean' };
    case 'object': {
      if (!node.properties) return undefined;
      return { widget: 'object', collapsed: true, fields: objectFields(at, schemas) };
    }
    case 'array':
      return listWidget(at, schemas);
    default:
      return undefined;
  }
}

/**
 * A text area where the schema says the text is long (a markdown or plain-text body by
 * `contentMediaType`, or a `maxLength` past LONG_TEXT); an image picker for an image's media
 * type; the schema's `pattern` checked as Decap checks one (a regular expression and a message).
 */
function stringWidget(node: SchemaNode): Widget {
  const media = typeof node.contentMediaType === 'string' ? node.contentMediaType : '';
  if (media.startsWith('image/')) return { widget: 'image', choose_url: true };
  const long = media.startsWith('text/') || (typeof node.maxLength === 'number' && node.maxLength > LONG_TEXT);
  const pattern = typeof node.pattern === 'string' ? { pattern: [node.pattern, patternMessage(node)] } : {};
  return { widget: long ? 'text' : 'string', ...pattern };
}

/** What a value must look like, for Decap's message when a pattern does not match. */
function patternMessage(node: SchemaNode): string {
  return typeof node.description === 'string' ? node.description : 'not in the form this field takes';
}

function numberWidget(node: SchemaNode): Widget {
  return {
    widget: 'number',
    value_type: node.type === 'integer' ? 'int' : 'float',
    ...(typeof node.minimum === 'number' ? { min: node.minimum } : {}),
    ...(typeof node.maximum === 'number' ? { max: node.maximum } : {}),
  };
}

/**
 * A list: of one kind of object (its fields), of objects told apart by a discriminator (Decap's
 * variable types, `types` and `typeKey`), of enum values (a multiple select), or of single values
 * (one field each).
 */
function listWidget(at: Located, schemas: SchemaSet): Widget {
  const { node, file } = at;
  if (!node.items || typeof node.items !== 'object' || Array.isArray(node.items)) return undefined;
  const items = resolve({ node: node.items as SchemaNode, file }, schemas);
  const bounds = {
    ...(typeof node.minItems === 'number' && node.minItems > 0 ? { min: node.minItems } : {}),
    ...(typeof node.maxItems === 'number' ? { max: node.maxItems } : {}),
  };
  if (Array.isArray(items.node.enum)) return { widget: 'select', multiple: true, options: items.node.enum, ...bounds };
  const variants = variantTypes(items, schemas);
  if (variants) return { widget: 'list', ...variants, ...bounds };
  if (items.node.type === 'object' && items.node.properties) return { widget: 'list', fields: objectFields(items, schemas), ...bounds };
  const single = schemaField('item', items, true, schemas);
  if (!single || single.widget === 'list' || single.widget === 'object') return undefined;
  const { required: _required, ...field } = single;
  return { widget: 'list', field, ...bounds };
}

/**
 * `oneOf` objects told apart by one property that holds a `const` in each (the `discriminator`
 * ajv reads): a type per object, named by that value, its other properties as its fields.
 */
function variantTypes(items: Located, schemas: SchemaSet): { typeKey: string; types: CmsField[] } | undefined {
  const key = (items.node.discriminator as { propertyName?: unknown } | undefined)?.propertyName;
  if (typeof key !== 'string' || !Array.isArray(items.node.oneOf)) return undefined;
  const types = (items.node.oneOf as SchemaNode[]).map((option) => {
    const variant = resolve({ node: option, file: items.file }, schemas);
    const name = String((variant.node.properties as Record<string, SchemaNode>)[key]?.const);
    return {
      name,
      label: typeof variant.node.title === 'string' ? variant.node.title : fieldLabel(name),
      widget: 'object',
      ...(typeof variant.node.description === 'string' ? { hint: variant.node.description } : {}),
      fields: objectFields(variant, schemas).filter((f) => f.name !== key),
    };
  });
  return { typeKey: key, types };
}
