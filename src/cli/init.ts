// `shopsite init DIR`: a new shop's data folder that validates at once. Facts given as flags are
// written in; every other fact keeps its `# fill in` comment, so `check` lists it and
// `build --strict` refuses to publish it. Asks for missing facts only on a terminal; never
// overwrites an existing folder without --force.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { isScalar, parseDocument } from 'yaml';
import { loadShop } from '../load/index.js';
import { SCHEMA_DIR, STARTER_DIR } from '../shared/paths.js';
import { readPhone } from '../shared/phone.js';
import { schemaAt, stringFits, type SchemaNode } from '../validate/definitions.js';
import { validateSite } from '../validate/index.js';
import { brandStart, type BrandStart } from './init-brand.js';
import { ProblemsReported, UsageError } from './errors.js';
import { printProblems } from './report.js';

export interface InitFlags {
  name?: string;
  city?: string;
  state?: string;
  stateName?: string;
  phone?: string;
  siteUrl?: string;
  force?: boolean;
  /** A brand folder: the new shop holds only its own facts. */
  brand?: string;
}

/** Where each flag goes in shop.yaml (whose schema says what a valid value is), and how to ask for it. */
const FACTS: { flag: keyof InitFlags; question: string; at: string[]; hint: string | ((field: SchemaNode) => string) }[] = [
  { flag: 'name', question: 'Shop name', at: ['name'], hint: 'any text' },
  { flag: 'city', question: 'City', at: ['address', 'city'], hint: (field) => `any text of at most ${field.maxLength} characters` },
  { flag: 'state', question: 'State (two letters)', at: ['address', 'state'], hint: 'two capital letters, such as OR' },
  { flag: 'stateName', question: 'State name', at: ['address', 'stateName'], hint: 'any text' },
  { flag: 'phone', question: 'Phone', at: ['phone'], hint: 'a phone number with its area code, such as "(541) 555-2368"' },
  { flag: 'siteUrl', question: 'Site URL', at: ['siteUrl'], hint: 'an https address, such as https://www.example.com' },
];

/** The schema of the field a fact is written to: shop.schema.json#/properties/address/properties/city. */
const fieldSchema = (fact: (typeof FACTS)[number]) => schemaAt(`shop.schema.json#${fact.at.map((key) => `/properties/${key}`).join('')}`);

/**
 * A flag's value is written into YAML as data: it must be what its field's schema allows, not
 * blank, parse if it is a URL, and hold no {placeholder}.
 */
function validFact(fact: (typeof FACTS)[number], value: string): boolean {
  if (!value.trim() || !stringFits(fieldSchema(fact), value) || /[{}]/.test(value)) return false;
  // The same reading the phonesDial rule applies to shop.yaml (--state is not checked yet here: US).
  if (fact.flag === 'phone') return readPhone(value).ok;
  if (fact.flag !== 'siteUrl') return true;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

export async function runInit(dir: string, flags: InitFlags): Promise<void> {
  const given: InitFlags = { ...flags, state: flags.state?.toUpperCase() };
  for (const fact of FACTS) {
    const value = given[fact.flag];
    if (typeof value !== 'string' || validFact(fact, value)) continue;
    // Echo what was typed (not the upper-cased value), and turn a state's name into its code.
    const typed = flags[fact.flag] as string;
    const code = fact.flag === 'state' ? stateCode(typed) : undefined;
    if (code) throw new UsageError(`--state "${typed}" is a state's name: pass its two-letter code, --state ${code} (the name goes in --state-name)`);
    throw new UsageError(`--${kebab(fact.flag)} "${typed}" is not valid: ${hintOf(fact)}, without { or }`);
  }
  if (flags.brand !== undefined && !(existsSync(flags.brand) && statSync(flags.brand).isDirectory())) {
    throw new UsageError(`--brand ${flags.brand} is not a folder: give the brand's folder, which holds its YAML files`);
  }
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    process.stderr.write(`${dir} is a file, not a folder; nothing was written\n  hint: choose a folder name for the new shop\n`);
    throw new ProblemsReported();
  }
  if (existsSync(dir) && readdirSync(dir).length > 0 && !flags.force) {
    process.stderr.write(`${dir}/ already exists and is not empty; nothing was written\n  hint: choose a new folder, or pass --force to replace its data files\n`);
    throw new ProblemsReported();
  }
  if (process.stdin.isTTY && process.stderr.isTTY) await ask(given);

  const starter = STARTER_DIR;
  mkdirSync(dir, { recursive: true });
  const schemas = schemaFolderFor(dir);
  const brand: BrandStart | undefined = flags.brand === undefined ? undefined : brandStart(flags.brand, dir);
  for (const name of readdirSync(starter).filter((f) => f.endsWith('.yaml')).sort()) {
    // A shop of a brand holds only what the brand does not: its own facts (README, A brand of many shops).
    if (brand && name !== 'shop.yaml' && brand.kinds.has(name.replace(/\.yaml$/, '') as never)) continue;
    // The first line names the schema for editors (see schemaFolderFor).
    let text = readFileSync(path.join(starter, name), 'utf8').replace(/\$schema=\S*?schemas\//, () => `$schema=${schemas}/`);
    if (name === 'shop.yaml' && brand) text = brand.shopText(text);
    if (name === 'shop.yaml') text = fillFacts(text, given);
    const target = path.join(dir, name);
    // --force: the new file replaces both spellings of the old one (shop.yaml and shop.yml).
    if (flags.force) for (const old of [target, target.replace(/\.yaml$/, '.yml')]) rmSync(old, { force: true });
    writeFileSync(target, text);
  }

  const loaded = loadShop(dir);
  const { problems } = validateSite(loaded.docs);
  const all = [...loaded.problems, ...problems];
  if (all.some((p) => p.severity === 'error')) {
    printProblems(all, `The new data in ${dir}/ needs these fixed before it builds.`);
    throw new ProblemsReported();
  }
  const unfilled = all.filter((p) => p.code === 'unfilled-value').length;
  process.stderr.write(
    `Wrote a new shop in ${dir}/. ${unfilled} value${unfilled === 1 ? '' : 's'} still to fill in: npx shopsite check --data ${dir} lists them.\n` +
      `Preview it with npx shopsite dev --data ${dir}; npx shopsite build --strict --data ${dir} publishes once nothing is left to fill in.\n`,
  );
}

/**
 * The folder of schemas that the new files' `# yaml-language-server: $schema=` lines name, relative
 * to the data folder. There is no published address for the schemas, so it is a path:
 * - in a project with shopsite installed, the `node_modules/shopsite/schemas` of the nearest folder
 *   above the data folder that has one (`../node_modules/shopsite/schemas`, or `../../…` for
 *   `shops/NAME/`): it moves with the project, and `npm install shopsite@…` replaces the files at
 *   the same path, so the line survives moving the project and upgrading shopsite;
 * - otherwise (this repository's checkout, or a data folder outside any project) the schemas of the
 *   shopsite that runs, relative: right for data kept beside the engine, as site-data/ is.
 * Never the absolute path of the engine, which breaks when either folder moves.
 */
function schemaFolderFor(dir: string): string {
  const data = path.resolve(dir);
  for (let at = data; ; at = path.dirname(at)) {
    const installed = path.join(at, 'node_modules', 'shopsite', 'schemas');
    if (existsSync(path.join(installed, 'shop.schema.json'))) return posixRelative(data, installed);
    if (path.dirname(at) === at) return posixRelative(data, SCHEMA_DIR);
  }
}

const posixRelative = (from: string, to: string) => path.relative(from, to).split(path.sep).join('/');

/** Writes the given facts into shop.yaml; the new value replaces the old one and its comment. */
function fillFacts(text: string, given: InitFlags): string {
  const doc = parseDocument(text);
  for (const fact of FACTS) {
    const value = given[fact.flag];
    if (typeof value !== 'string' || !value) continue;
    const node = doc.getIn(fact.at, true);
    if (isScalar(node)) {
      node.value = value;
      node.comment = undefined;
    } else doc.setIn(fact.at, value);
  }
  return doc.toString({ lineWidth: 0 });
}

async function ask(given: InitFlags): Promise<void> {
  const missing = FACTS.filter((f) => !given[f.flag]);
  if (!missing.length) return;
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    process.stderr.write('Answer what you know; leave a blank to fill in later.\n');
    for (const fact of missing) {
      for (;;) {
        const answer = (await rl.question(`${fact.question}: `)).trim();
        const value = fact.flag === 'state' ? answer.toUpperCase() : answer;
        if (!value) break;
        if (validFact(fact, value)) {
          (given as Record<string, string>)[fact.flag] = value;
          break;
        }
        const code = fact.flag === 'state' ? stateCode(answer) : undefined;
        process.stderr.write(code ? `  that is the state's name; its code is ${code}\n` : `  that is not valid: ${hintOf(fact)}\n`);
      }
    }
  } finally {
    rl.close();
  }
}

/**
 * The two-letter code of a US state, DC or territory named in full ("oregon", "New  York"), from
 * starter/us-states.json: a list, not code, since src/ names no state (tests/unit/data-rules).
 */
function stateCode(name: string): string | undefined {
  const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const codes = JSON.parse(readFileSync(path.join(STARTER_DIR, 'us-states.json'), 'utf8')) as Record<string, string>;
  return Object.entries(codes).find(([full]) => key(full) === key(name))?.[1];
}

function hintOf(fact: (typeof FACTS)[number]): string {
  return typeof fact.hint === 'string' ? fact.hint : fact.hint(fieldSchema(fact));
}

function kebab(flag: string): string {
  return flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
