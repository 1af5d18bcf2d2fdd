// `shopsite init DIR`: a new shop's data folder that validates at once. Facts given as flags are
// written in; every other fact keeps its `# fill in` comment, so `check` lists it and
// `build --strict` refuses to publish it. Asks for missing facts only on a terminal; never
// overwrites an existing folder without --force.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { isScalar, parseDocument } from 'yaml';
import { loadBrand, loadShop } from '../load/index.js';
import { writeKeeping } from '../yaml/in-place.js';
import { readPhone } from '../shared/phone.js';
import { schemaAt, stringFits, type SchemaNode } from '../validate/definitions.js';
import { validateSite } from '../validate/index.js';
import { hubOnlyFillIns, validateHub } from '../validate/hub.js';
import { toFillIn } from '../validate/rules.js';
import { commentInCountry, newBrandFiles, starterFiles } from '../scaffold/index.js';
import { onlyZoneOf, regionsOf, stateCode, stateName, stateZone } from '../scaffold/states.js';
import { ProblemsReported, UsageError } from './errors.js';
import { printProblems } from './report.js';

export interface InitFlags {
  name?: string;
  city?: string;
  state?: string;
  stateName?: string;
  /** The shop's country (address.country), US when left out: the state and the phone are read by it. */
  country?: string;
  phone?: string;
  siteUrl?: string;
  force?: boolean;
  /** A brand folder: the new shop holds only its own facts. */
  brand?: string;
  /** Write a new brand's folder instead of a shop's: what its shops share, and its hub.yaml. */
  newBrand?: boolean;
}

/** Where each flag goes in shop.yaml (whose schema says what a valid value is), and how to ask for it. */
export const FACTS: { flag: keyof InitFlags; question: string; at: string[]; hint: string | ((field: SchemaNode) => string) }[] = [
  { flag: 'name', question: 'Shop name', at: ['name'], hint: 'any text' },
  { flag: 'city', question: 'City', at: ['address', 'city'], hint: (field) => `any text of at most ${field.maxLength} characters` },
  { flag: 'state', question: 'State (two letters)', at: ['address', 'state'], hint: 'two capital letters, such as OR' },
  { flag: 'stateName', question: 'State name', at: ['address', 'stateName'], hint: 'any text' },
  { flag: 'phone', question: 'Phone', at: ['phone'], hint: 'a phone number with its area code, such as "(541) 555-2368"' },
  { flag: 'siteUrl', question: 'Site URL', at: ['siteUrl'], hint: 'an https address, such as https://www.example.com' },
];

/** The facts a new brand's folder takes, into its hub.yaml (the brand's own site): at the same keys. */
const BRAND_FACTS = new Set<keyof InitFlags>(['name', 'siteUrl']);
export const BRAND_QUESTIONS = FACTS.filter((f) => BRAND_FACTS.has(f.flag)).map((f) => ({ ...f, question: f.flag === 'name' ? 'Brand name' : "The brand's own site URL" }));

/** The schema of the field a fact is written to: shop.schema.json#/properties/address/properties/city. */
const fieldSchema = (fact: (typeof FACTS)[number]) => schemaAt(`shop.schema.json#${fact.at.map((key) => `/properties/${key}`).join('')}`);

/**
 * A flag's value is written into YAML as data: it must be what its field's schema allows, not
 * blank, parse if it is a URL, and hold no {placeholder}.
 */
function validFact(fact: (typeof FACTS)[number], value: string, country = 'US'): boolean {
  if (!value.trim() || !stringFits(fieldSchema(fact), value) || /[{}]/.test(value)) return false;
  // The same reading the phonesDial rule applies to shop.yaml, for the shop's country.
  if (fact.flag === 'phone') return readPhone(value, country).ok;
  if (fact.flag !== 'siteUrl') return true;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

export async function runInit(dir: string, flags: InitFlags): Promise<void> {
  if (flags.country !== undefined && !/^[A-Za-z]{2}$/.test(flags.country)) {
    throw new UsageError(`--country "${flags.country}" is not a country's code: pass its two letters (ISO 3166-1), such as CA`);
  }
  const country = flags.country?.toUpperCase() ?? 'US';
  const given: InitFlags = { ...flags, state: flags.state?.toUpperCase(), country: flags.country && country };
  for (const fact of FACTS) {
    const value = given[fact.flag];
    if (typeof value !== 'string' || validFact(fact, value, country)) continue;
    // Echo what was typed (not the upper-cased value), and turn a state's name into its code.
    const typed = flags[fact.flag] as string;
    const code = fact.flag === 'state' ? stateCode(typed, country) : undefined;
    if (code) throw new UsageError(`--state "${typed}" is a ${regionWord(country)}'s name: pass its two-letter code, --state ${code} (the name goes in --state-name)`);
    throw new UsageError(`--${kebab(fact.flag)} "${typed}" is not valid: ${worded(fact, country).hint}, without { or }`);
  }
  if (flags.newBrand) {
    const shops = FACTS.filter((f) => !BRAND_FACTS.has(f.flag) && given[f.flag] !== undefined).map((f) => `--${kebab(f.flag)}`);
    if (flags.brand !== undefined) shops.unshift('--brand');
    if (shops.length) throw new UsageError(`${shops.join(', ')} ${shops.length === 1 ? 'is' : 'are'} a shop's: a new brand's folder holds what its shops share (--new-brand takes --name and --site-url, the brand's own site)`);
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
  // A code of no state (the starter's XX) is no place, unless its name is given: refused before any question.
  if (given.state && !given.stateName && !stateName(given.state, country)) throw new UsageError(noRegion(given.state, country));
  if (process.stdin.isTTY && process.stderr.isTTY) await ask(given, flags.newBrand ? BRAND_QUESTIONS : FACTS);
  // A state's name follows from its code, as the import writes it.
  if (given.state && !given.stateName) given.stateName = stateName(given.state, country);

  mkdirSync(dir, { recursive: true });
  const files = flags.newBrand ? newBrandFiles(dir) : starterFiles(dir, flags.brand);
  for (const file of files) {
    const text = flags.newBrand ? (file.name === 'hub.yaml' ? fillBrand(file.text, given) : file.text) : file.name === 'shop.yaml' ? fillFacts(file.text, given) : file.text;
    const target = path.join(dir, file.name);
    // --force: the new file replaces both spellings of the old one (shop.yaml and shop.yml).
    if (flags.force) for (const old of [target, target.replace(/\.yaml$/, '.yml')]) rmSync(old, { force: true });
    writeFileSync(target, text);
  }

  if (flags.newBrand) return reportBrand(dir);
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

/** A new brand's folder, checked as its files can be alone: they load, and its hub.yaml is valid. */
function reportBrand(dir: string): void {
  // Its shops' folders, as the brand's shop.yaml says: beside it, in shops/.
  const shops = path.join(path.dirname(dir.replace(/[\\/]+$/, '')), 'shops');
  const brand = loadBrand(dir);
  const all = [...brand.problems, ...(brand.hub ? [...validateHub(brand.hub).problems, ...hubOnlyFillIns(brand.hub)] : []), ...brand.docs.flatMap((doc) => toFillIn(doc))];
  if (all.some((p) => p.severity === 'error')) {
    printProblems(all, `The new brand in ${dir}/ needs these fixed.`);
    throw new ProblemsReported();
  }
  const unfilled = all.filter((p) => p.code === 'unfilled-value').length;
  process.stderr.write(
    `Wrote a new brand in ${dir}/: the copy its shops share, the part of shop.yaml they share, and hub.yaml (its own site). ` +
      `${unfilled} value${unfilled === 1 ? '' : 's'} still to fill in, each marked # fill in.\n` +
      `Add its shops with npx shopsite init ${shops}/NAME --brand ${dir}, or from a locations sheet with npx shopsite import locations.csv --brand ${dir} --into ${shops} (docs/import.md).\n`,
  );
}

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
  if (given.country) doc.setIn(['address', 'country'], given.country);
  // Another country's stand-ins are still to fill in, in its own words (a postal code, Canada's time zones).
  if (given.country) commentInCountry(doc, given.country);
  // The stand-in time zone made the state's own: written when all of the state keeps it, else
  // still to fill in, its main one, so that a shop that forgets it is seldom off by an hour (US states').
  const zone = given.state === undefined || (given.country ?? 'US') !== 'US' ? undefined : stateZone(given.state);
  const standIn = doc.get('timeZone', true);
  if (zone && isScalar(standIn) && standIn.comment?.includes('fill in')) {
    standIn.value = zone;
    if (onlyZoneOf(given.state!) === zone) standIn.comment = undefined;
  }
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/** Writes the brand's name and site address into hub.yaml; every other line stays as the starter writes it. */
function fillBrand(text: string, given: InitFlags): string {
  const doc = parseDocument(text);
  for (const key of ['name', 'siteUrl'] as const) {
    const node = doc.get(key, true);
    if (given[key] && isScalar(node)) {
      node.value = given[key];
      node.comment = undefined;
    }
  }
  return writeKeeping(text, doc);
}

/** Asks on a terminal (`io`: in tests, any streams) for each fact not given, filling `given` in place. */
export async function ask(given: InitFlags, facts: typeof FACTS, io: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream } = { input: process.stdin, output: process.stderr }): Promise<void> {
  const missing = facts.filter((f) => !given[f.flag]);
  if (!missing.length) return;
  const rl = createInterface(io);
  try {
    io.output.write('Answer what you know; leave a blank to fill in later.\n');
    for (const fact of missing) {
      // The state's name, given by its code's answer, is not asked.
      if (given[fact.flag]) continue;
      const country = given.country ?? 'US';
      for (;;) {
        const answer = (await rl.question(`${worded(fact, country).question}: `)).trim();
        const value = fact.flag === 'state' ? answer.toUpperCase() : answer;
        if (!value) break;
        if (validFact(fact, value, country)) {
          // A code of no state is a place only with its name (--state-name).
          if (fact.flag === 'state' && !stateName(value, country) && !given.stateName) {
            const words = regionWords(country);
            io.output.write(words ? `  that is no ${words.what}'s code: such as ${words.example}\n` : `  shopsite has no list of the regions of ${country}: pass --state-name too\n`);
            continue;
          }
          (given as Record<string, string>)[fact.flag] = value;
          if (fact.flag === 'state') given.stateName ??= stateName(value, country);
          break;
        }
        const code = fact.flag === 'state' ? stateCode(answer, country) : undefined;
        io.output.write(code ? `  that is the ${regionWord(country)}'s name; its code is ${code}\n` : `  that is not valid: ${worded(fact, country).hint}\n`);
      }
    }
  } finally {
    rl.close();
  }
}

/** What --state CODE is not, when refused without --state-name: "US state", "province or territory of CA"; undefined for a country shopsite has no list of. */
function regionWords(country: string): { what: string; example: string } | undefined {
  const regions = regionsOf(country);
  return regions && { what: country === 'US' ? 'US state' : `${regions.what} of ${country}`, example: country === 'US' ? 'TX' : regions.example.code };
}

/** Why --state CODE is refused without --state-name. */
function noRegion(state: string, country: string): string {
  const words = regionWords(country);
  if (!words) return `--state ${state} needs its name: shopsite has no list of the regions of ${country} (pass --state-name)`;
  return `--state ${state} is no ${words.what}'s code: pass one such as ${words.example} (a place outside the list also needs its name: --state-name)`;
}

/** What the country calls the place --state names: "state", Canada's "province or territory" (states.ts regionsOf). */
const regionWord = (country: string): string => regionsOf(country)?.what ?? 'state';

/**
 * A fact's question and hint in the words of the shop's country: in Canada a province or
 * territory, such as ON, not a state such as OR. A country shopsite has no list of is asked as the US.
 */
function worded(fact: (typeof FACTS)[number], country: string): { question: string; hint: string } {
  const regions = country === 'US' ? undefined : regionsOf(country);
  if (!regions || (fact.flag !== 'state' && fact.flag !== 'stateName')) return { question: fact.question, hint: hintOf(fact) };
  const what = `${regions.what[0]!.toUpperCase()}${regions.what.slice(1)}`;
  return fact.flag === 'state' ? { question: `${what} (two letters)`, hint: `two capital letters, such as ${regions.example.code}` } : { question: `${what} name`, hint: hintOf(fact) };
}

function hintOf(fact: (typeof FACTS)[number]): string {
  return typeof fact.hint === 'string' ? fact.hint : fact.hint(fieldSchema(fact));
}

function kebab(flag: string): string {
  return flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
