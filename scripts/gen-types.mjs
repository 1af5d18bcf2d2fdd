// Derives src/shared/data.generated.ts from schemas/*.schema.json, so the data's shape is written once.
// `npm run gen:types` writes it; `node scripts/gen-types.mjs --check` exits 1 when it is stale.
// The types describe the data as validation leaves it: ajv's useDefaults fills in every property
// that has a schema `default`, so such a property is required in the type and code never restates
// the default (no `theme.primary ?? '#b91c1c'`). Values of the schemas that templates need (they
// read no files) are generated as constants beside the types.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const kinds = ['shop', 'services', 'makes', 'reviews', 'coupons', 'faq', 'pages'];
const target = `${root}src/shared/data.generated.ts`;
/**
 * The brand's hub.yaml (shopsite hub) has its types in a file of their own: the browser's bundle
 * imports data.generated.ts for a constant, and esbuild's minifier picks short names by the
 * characters of every file it reads, types included, so a type added there would change every
 * shop's scripts.
 */
const hubTarget = `${root}src/shared/hub.generated.ts`;

/** Constants generated from the schemas: name, schema file, JSON Pointer, what it is. */
const VALUES = [
  ['MAKE_GROUPS', 'makes', '/definitions/make/properties/group/enum', 'The groups of makes, in the order the home page shows them.'],
  ['HOSTS', 'shop', '/properties/host/enum', 'The hosts a build writes for.'],
  ['WEEK_DAYS', 'shop', '/properties/hours/items/properties/schedule/items/properties/days/items/enum', 'The days of a schedule, Monday first.'],
];

/** The schema with every property that has a `default` required, as it is once ajv has filled it in. */
function withDefaultsRequired(schema) {
  if (Array.isArray(schema)) return schema.map(withDefaultsRequired);
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    // Keywords holding data, not schemas.
    out[key] = key === 'default' || key === 'const' || key === 'enum' || key === 'examples' ? value : withDefaultsRequired(value);
  }
  const properties = schema.properties && typeof schema.properties === 'object' ? schema.properties : {};
  const defaulted = Object.keys(properties).filter((name) => properties[name] && typeof properties[name] === 'object' && 'default' in properties[name]);
  if (defaulted.length) out.required = [...new Set([...(schema.required ?? []), ...defaulted])];
  return out;
}

const readSchema = (file) => withDefaultsRequired(JSON.parse(readFileSync(file, 'utf8')));

const pointerIn = (schema, pointer) =>
  pointer
    .split('/')
    .slice(1)
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], schema);

const BANNER =
  '// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen:types.\n' +
  '// The data as validation leaves it: properties with a schema default are always present.\n';

/** The types of the schemas of `names`, each declared once. */
async function typesOf(names) {
  let out = '';
  const seen = new Set();
  for (const kind of names) {
  const schema = readSchema(`${root}schemas/${kind}.schema.json`);
  const ts = await compile(schema, schema.title, {
    cwd: `${root}schemas`,
    // Referenced files (common.schema.json) get the same treatment as the documents' own schemas.
    $refOptions: { resolve: { file: { read: (file) => JSON.stringify(readSchema(fileURLToPath(new URL(file.url, 'file://')))) } } },
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: true,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true },
  });
  // Shared definitions (common.schema.json) are emitted by every file that uses them: keep the first.
  for (const block of ts.split(/\n(?=export )/)) {
    const name = /^export (?:interface|type) (\w+)/.exec(block.trim())?.[1];
    if (name && seen.has(name)) continue;
    if (name) seen.add(name);
    out += `${block.trim()}\n\n`;
  }
  }
  return out;
}

let out = BANNER + (await typesOf(kinds));
for (const [name, kind, pointer, what] of VALUES) {
  const value = pointerIn(JSON.parse(readFileSync(`${root}schemas/${kind}.schema.json`, 'utf8')), pointer);
  if (value === undefined) throw new Error(`${name}: nothing at ${kind}.schema.json#${pointer}`);
  out += `/** ${what} From ${kind}.schema.json#${pointer}. */\nexport const ${name} = ${JSON.stringify(value).replace(/"/g, "'").replace(/,/g, ', ')} as const;\n\n`;
}
out = `${out.trimEnd()}\n`;

const hubOut = `${BANNER}${(await typesOf(['hub'])).trimEnd()}\n`;

for (const [file, text] of [[target, out], [hubTarget, hubOut]]) {
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // missing: stale
    }
    if (current !== text) {
      console.error(`${file.slice(root.length)} is stale: run npm run gen:types`);
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
  }
}
