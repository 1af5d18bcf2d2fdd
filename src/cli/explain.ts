// `shopsite check --explain PATH`: the value at a dotted path of one shop's data (as the site uses
// it) and where it is written: the brand's file, the shop's, both, or the schema's default. For a
// franchiser asking "why does this shop say that?".
import { loadShop } from '../load/index.js';
import { explainValue, type Written } from '../load/explain.js';
import { validateSite } from '../validate/index.js';
import { UsageError } from './errors.js';

const OWNER: Record<Written['layer'], string> = { brand: "the brand's", shop: "the shop's" };
const place = (w: Written) => `${w.file}:${w.line}:${w.col}  ${w.path || '/'}`;
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : Array.isArray(value) ? `a list of ${value.length}` : value && typeof value === 'object' ? 'a mapping' : String(value));

export async function runExplain(data: string[], path: string, json?: boolean): Promise<void> {
  if (data.length !== 1) throw new UsageError('--explain reads one shop: give one --data folder');
  // Validation fills defaults into the data it reads: the value as written is read from a second load.
  const { site } = validateSite(loadShop(data[0]!).docs);
  const result = explainValue(loadShop(data[0]!).docs, site, path);
  if (!result.ok) throw new UsageError(result.reason);
  const e = result.explanation;
  if (json) {
    process.stdout.write(`${JSON.stringify(e, null, 2)}\n`);
    return;
  }
  const lines = [`${e.path} = ${show(e.value)}`];
  if (e.written !== undefined) lines.push(`  written ${show(e.written)}, its placeholders filled from shop.yaml`);
  if (!e.from.length) lines.push("  the schema's default: neither the brand nor the shop writes it");
  for (const w of e.from) lines.push(`  ${e.from.length > 1 ? 'merged from ' : 'from '}${OWNER[w.layer]} ${place(w)}`);
  const width = Math.max(0, ...(e.parts ?? []).map((p) => p.key.length));
  for (const part of e.parts ?? []) {
    lines.push(`    ${part.key.padEnd(width)}  ${part.from.length ? part.from.map((w) => `${OWNER[w.layer]} ${place(w)}`).join(', merged with ') : "the schema's default"}`);
  }
  process.stderr.write(`${lines.join('\n')}\n`);
}
