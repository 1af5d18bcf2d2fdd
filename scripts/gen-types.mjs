// Derives src/data.generated.ts from schemas/*.schema.json, so the data's shape is written once.
// `npm run gen:types` writes it; `node scripts/gen-types.mjs --check` exits 1 when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const kinds = ['shop', 'services', 'makes', 'reviews', 'coupons', 'faq', 'pages'];
const target = `${root}src/data.generated.ts`;

let out = '// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run npm run gen:types.\n';
const seen = new Set();
for (const kind of kinds) {
  const schema = JSON.parse(readFileSync(`${root}schemas/${kind}.schema.json`, 'utf8'));
  const ts = await compile(schema, schema.title, {
    cwd: `${root}schemas`,
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
out = `${out.trimEnd()}\n`;

if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== out) {
    console.error('src/data.generated.ts is stale: run npm run gen:types');
    process.exit(1);
  }
} else {
  writeFileSync(target, out);
}
