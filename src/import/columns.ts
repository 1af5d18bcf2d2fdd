// What each column of a locations sheet is: one of Google Business Profile's bulk-upload columns
// (by its English header), or a field of shop.yaml by its dotted path (placeholders.county,
// claims.yearsInBusiness), found in schemas/shop.schema.json and read by the field's type. Plain
// functions over the schema; never reads the sheet or a shop.
import { likelyMeant } from '../shared/guess.js';
import { WEEK, type Day } from '../shared/text.js';
import { schemaAt, type SchemaNode } from '../validate/definitions.js';

/** Google Business Profile's columns that shopsite reads, each by what it means. */
export const NAMED = {
  'store code': 'storeCode',
  'business name': 'name',
  'address line 1': 'street1',
  'address line 2': 'street2',
  'address line 3': 'street3',
  'address line 4': 'street4',
  'address line 5': 'street5',
  'sub-locality': 'subLocality',
  locality: 'city',
  'administrative area': 'state',
  'country / region': 'country',
  'postal code': 'zip',
  latitude: 'latitude',
  longitude: 'longitude',
  'primary phone': 'phone',
  website: 'siteUrl',
  'special hours': 'specialHours',
  'opening date': 'openingDate',
  'from the business': 'description',
  'monday hours': 'monday', 'tuesday hours': 'tuesday', 'wednesday hours': 'wednesday', 'thursday hours': 'thursday',
  'friday hours': 'friday', 'saturday hours': 'saturday', 'sunday hours': 'sunday',
  // Columns of the bulk-upload template that shop.yaml has no field for: accepted, not written.
  'additional phones': 'unread', 'primary category': 'unread', 'additional categories': 'unread', labels: 'unread',
  'logo photo': 'unread', 'cover photo': 'unread', 'other photos': 'unread', 'adwords location extensions phone': 'unread',
} as const satisfies Record<string, string>;

export type Named = (typeof NAMED)[keyof typeof NAMED];
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'strings';

export type Column =
  | { kind: 'named'; name: Named; header: string; col: number }
  | { kind: 'field'; path: string[]; type: FieldType; header: string; col: number };

/** Where each named column writes in shop.yaml: what makes two columns one field twice. */
export const NAMED_PATHS: Partial<Record<Named, string>> = {
  name: 'name', street1: 'address.street', city: 'address.city', state: 'address.state', country: 'address.country',
  zip: 'address.zip', latitude: 'geo.latitude', longitude: 'geo.longitude', phone: 'phone', siteUrl: 'siteUrl',
  specialHours: 'specialHours', openingDate: 'openingDate', description: 'description',
};

/** Fields a column may not write: the brand is the import's to set, and hours have their own columns. */
const NOT_COLUMNS = new Set(['brand', 'hours', 'specialHours']);

interface Node extends SchemaNode {
  items?: Node;
  additionalProperties?: Node | boolean;
  propertyNames?: { pattern?: string };
  properties?: Record<string, Node>;
}

const resolve = (node: Node): Node => (node.$ref ? (schemaAt(node.$ref, 'shop.schema.json') as Node) : node);

/** The column a header names, or the nearest header shopsite knows, for the hint. */
export function columnOf(header: string, col: number): { column: Column } | { guess: string | undefined } {
  const named = (NAMED as Record<string, Named>)[header.trim().toLowerCase()];
  if (named) return { column: { kind: 'named', name: named, header, col } };
  const type = fieldType(header);
  if (type && !NOT_COLUMNS.has(header.split('.')[0]!)) return { column: { kind: 'field', path: header.split('.'), type, header, col } };
  return { guess: likelyMeant(header, knownHeaders()) };
}

/** The schema of the value at a path of shop.yaml. */
function fieldAt(keys: readonly (string | number)[]): (Node & { default?: unknown }) | undefined {
  let node = resolve(schemaAt('shop.schema.json#') as Node);
  for (const key of keys.map(String)) {
    const child = node.properties?.[key] ?? (typeof node.additionalProperties === 'object' && new RegExp(node.propertyNames?.pattern ?? '', 'u').test(key) ? node.additionalProperties : undefined);
    if (!child || node.type !== 'object') return undefined;
    node = resolve(child);
  }
  return node;
}

/** The schema's default of a field: what the shop says when neither it nor its brand writes the field. */
export const fieldDefault = (keys: readonly (string | number)[]): unknown => fieldAt(keys)?.default;

/** The type of the value at a dotted path of shop.yaml, when it is one a cell can hold. */
function fieldType(dotted: string): FieldType | undefined {
  const node = fieldAt(dotted.split('.'));
  if (!node) return undefined;
  if (node.type === 'array') return resolve(node.items ?? {}).type === 'string' ? 'strings' : undefined;
  return node.type === 'string' || node.type === 'integer' || node.type === 'number' || node.type === 'boolean' ? node.type : undefined;
}

let known: string[] | undefined;
/** Every header shopsite reads: the named ones as Google writes them, and each field's path. */
function knownHeaders(): string[] {
  if (known) return known;
  const paths: string[] = [];
  const walk = (node: Node, at: string[]) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const here = [...at, key];
      if (NOT_COLUMNS.has(here[0]!)) continue;
      const resolved = resolve(child);
      if (resolved.type === 'object') walk(resolved, here);
      else if (fieldType(here.join('.'))) paths.push(here.join('.'));
    }
  };
  walk(resolve(schemaAt('shop.schema.json#') as Node), []);
  const named = Object.keys(NAMED).map((h) => h.replace(/(^|\s|\/ )([a-z])/, (m) => m.toUpperCase()));
  return (known = [...named, ...paths]);
}

/** A cell read by its field's type: text as it is, numbers, true or false, a list split at commas. */
export function readField(type: FieldType, cell: string): { ok: true; value: unknown } | { ok: false; expected: string } {
  switch (type) {
    case 'string':
      return { ok: true, value: cell };
    case 'integer':
      return /^[+-]?\d+$/.test(cell) ? { ok: true, value: Number(cell) } : { ok: false, expected: 'a whole number' };
    case 'number':
      return readNumber(cell);
    case 'boolean':
      return /^(true|yes)$/i.test(cell) ? { ok: true, value: true } : /^(false|no)$/i.test(cell) ? { ok: true, value: false } : { ok: false, expected: 'true or false' };
    case 'strings':
      return { ok: true, value: cell.split(',').map((s) => s.trim()).filter(Boolean) };
  }
}

export function readNumber(cell: string): { ok: true; value: number } | { ok: false; expected: string } {
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cell) ? { ok: true, value: Number(cell) } : { ok: false, expected: 'a number' };
}

export const isDay = (name: Named): name is Day => (WEEK as readonly string[]).includes(name);
