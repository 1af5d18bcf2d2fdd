// `shopsite init`: a new shop's folder that validates at once, with the values still to fill in
// listed as warnings and refused by --strict; never over an existing folder without --force.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers.js';

/** The schema path on the first line of a YAML file. */
const schemaLine = (file: string) => /^# yaml-language-server: \$schema=(\S+)\n/.exec(readFileSync(file, 'utf8'))?.[1];

const FLAGS = ['--name', 'Hilltop Auto', '--city', 'Asheville', '--state', 'nc', '--state-name', 'North Carolina', '--phone', '(828) 555-0123', '--site-url', 'https://hilltop.example.org'];

const checkOutput = (dir: string) => runCli(['check', '--data', dir]).stderr;

describe('shopsite init', () => {
  it('writes a folder that validates at once and builds, asking nothing when flags are given', () => {
    const dir = path.join(tempDir(), 'hilltop');
    const run = runCli(['init', dir, ...FLAGS]);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/Wrote a new shop in .+hilltop\/\. (\d+) values still to fill in/);
    const shop = readFileSync(path.join(dir, 'shop.yaml'), 'utf8');
    expect(shop).toMatch(/^# yaml-language-server: \$schema=(\.\.\/)+.*schemas\/shop\.schema\.json\n/);
    expect(shop).toContain('name: Hilltop Auto\n');
    expect(shop).toContain('  state: NC\n');
    expect(shop).toContain('phone: "(828) 555-0123"\n');
    expect(shop).toMatch(/email: .+ # fill in:/);
    // The time zone is the state's: all of North Carolina keeps one. Tennessee's main one is still to be confirmed.
    expect(shop).toMatch(/\ntimeZone: America\/New_York\n/);
    expect(checkOutput(dir)).not.toMatch(/\/timeZone {2}warning/);
    const tennessee = path.join(tempDir(), 'crossville');
    expect(runCli(['init', tennessee, '--state', 'TN']).status).toBe(0);
    expect(readFileSync(path.join(tennessee, 'shop.yaml'), 'utf8')).toMatch(/\ntimeZone: America\/Chicago # fill in:/);
    expect(checkOutput(tennessee)).toMatch(/\/timeZone {2}warning: still to fill in/);

    const check = runCli(['check', '--data', dir]);
    expect(check.status).toBe(0);
    const count = Number(/(\d+) values still to fill in/.exec(check.stderr)![1]);
    expect(count).toBeGreaterThan(5);
    // One "in" each: "32 values still to fill in, in 3 files."
    expect(check.stderr).toMatch(/\n\d+ values still to fill in, in \d+ files\.\n/);
    expect(check.stderr).toMatch(/shop\.yaml:\d+:\d+ {2}\/email {2}warning: still to fill in/);
    expect(check.stderr).not.toMatch(/shop\.yaml:\d+:\d+ {2}\/name {2}/);

    const out = path.join(tempDir(), 'out');
    expect(runCli(['build', '--data', dir, '--out', out]).status).toBe(0);
    const home = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('Hilltop Auto');
    expect(home).toContain('Asheville');
    expect(home).not.toMatch(/fill in|\{[a-zA-Z]+\}/);
  });

  it('build --strict refuses to publish values still to fill in, and passes once they are filled', () => {
    const dir = path.join(tempDir(), 'shop');
    expect(runCli(['init', dir, ...FLAGS]).status).toBe(0);
    const out = path.join(tempDir(), 'out');
    const strict = runCli(['build', '--strict', '--data', dir, '--out', out]);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toMatch(/\/email {2}still to fill in/);
    expect(existsSync(out)).toBe(false);
    for (const name of ['shop.yaml', 'reviews.yaml', 'coupons.yaml']) {
      const file = path.join(dir, name);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/ +# fill in:.*$/gm, ''));
    }
    expect(runCli(['build', '--strict', '--data', dir, '--out', out]).status).toBe(0);
  });

  it('never writes over an existing folder without --force', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'shop'));
    writeFileSync(path.join(dir, 'shop', 'shop.yaml'), 'mine');
    const run = runCli(['init', path.join(dir, 'shop'), ...FLAGS]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('already exists and is not empty; nothing was written');
    expect(readFileSync(path.join(dir, 'shop', 'shop.yaml'), 'utf8')).toBe('mine');
    expect(runCli(['init', path.join(dir, 'shop'), '--force', ...FLAGS]).status).toBe(0);
    expect(readFileSync(path.join(dir, 'shop', 'shop.yaml'), 'utf8')).toContain('Hilltop Auto');
  });

  it('refuses a flag that would not validate, with exit 2', () => {
    const run = runCli(['init', path.join(tempDir(), 'x'), '--site-url', 'hilltop.example.org']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--site-url "hilltop.example.org" is not valid');
  });

  it.each([
    ['Oregon', 'OR'],
    ['new  york', 'NY'],
    ['District of Columbia', 'DC'],
  ])('refuses a state name (--state %s) with exit 2, suggesting its code %s', (name, code) => {
    const dir = path.join(tempDir(), 'x');
    const run = runCli(['init', dir, '--state', name]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`--state "${name}" is a state's name: pass its two-letter code, --state ${code}`);
    expect(existsSync(dir)).toBe(false);
  });

  it("writes a state's name from its code, and refuses a code of no state unless its name is given", () => {
    const dir = path.join(tempDir(), 'x');
    expect(runCli(['init', dir, '--state', 'tx']).status).toBe(0);
    expect(readFileSync(path.join(dir, 'shop.yaml'), 'utf8')).toMatch(/\n {2}state: TX\n {2}stateName: Texas\n/);
    const none = path.join(tempDir(), 'y');
    const run = runCli(['init', none, '--state', 'XX']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--state XX is no US state's code: pass one such as TX");
    expect(existsSync(none)).toBe(false);
    expect(runCli(['init', none, '--state', 'XX', '--state-name', 'Elsewhere']).status).toBe(0);
  });

  it("writes a shop of another country with --country: its province's name from its code, its phone read by the country, and a shop that builds", () => {
    const dir = path.join(tempDir(), 'ca');
    const run = runCli(['init', dir, '--country', 'ca', '--state', 'on', '--city', 'Ottawa', '--phone', '(613) 555-0170']);
    expect(run.stderr).toContain('Wrote a new shop');
    expect(run.status).toBe(0);
    const shop = readFileSync(path.join(dir, 'shop.yaml'), 'utf8');
    expect(shop).toMatch(/\n {2}state: ON\n {2}stateName: Ontario\n/);
    expect(shop).toMatch(/\n {2}country: CA\n/);
    // No US state's time zone is written for a province (ON is no state's code, but a province's could be one).
    expect(shop).toMatch(/\ntimeZone: America\/Chicago +# fill in/);
    expect(shop).toMatch(/\n {2}zip: "00000" +# fill in: your postal code, in quotes\n/);
    expect(runCli(['check', '--data', dir]).status).toBe(0);
    // A US state's code is no province's; a country written in full is no code.
    const refused = runCli(['init', path.join(tempDir(), 'tx'), '--country', 'CA', '--state', 'TX']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("--state TX is no province or territory of CA's code: pass one such as ON");
    const named = runCli(['init', path.join(tempDir(), 'named'), '--country', 'Canada']);
    expect(named.status).toBe(2);
    expect(named.stderr).toContain('--country "Canada" is not a country\'s code: pass its two letters (ISO 3166-1), such as CA');
    const province = runCli(['init', path.join(tempDir(), 'qc'), '--country', 'CA', '--state', 'Québec']);
    expect(province.stderr).toContain('--state "Québec" is a province or territory\'s name: pass its two-letter code, --state QC');
    expect(runCli(['init', path.join(tempDir(), 'on'), '--country', 'CA', '--state', 'Ontaro']).stderr).toContain('--state "Ontaro" is not valid: two capital letters, such as ON');
  });

  // The starter's hints are the US's (its ZIP code, longitudes negative in the US, US time zones and states).
  const US_ONLY = ['ZIP code', 'negative in the US', 'America/New_York', 'America/Chicago,', 'America/Denver', 'America/Los_Angeles', 'state code', "state's full name", 'such as TX', 'such as Texas', '30.2672', '-97.7431'];

  it.each([
    ['with its province', ['--state', 'ON']],
    ['without its province', []],
  ])("writes a Canadian shop's hints in Canada's words, %s: no US-only one in any file, nor in what check lists", (_, flags) => {
    const dir = path.join(tempDir(), 'ca');
    expect(runCli(['init', dir, '--country', 'CA', ...flags]).status).toBe(0);
    const files = readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')] as const);
    const comments = files.flatMap(([name, text]) => text.split('\n').filter((line) => line.includes('#')).map((line) => `${name}: ${line}`));
    for (const phrase of US_ONLY) expect(comments.filter((line) => line.includes(phrase)), phrase).toEqual([]);
    const shop = readFileSync(path.join(dir, 'shop.yaml'), 'utf8');
    expect(shop).toMatch(/\n {2}zip: "00000" # fill in: your postal code, in quotes\n/);
    expect(shop).toMatch(/\n {2}longitude: -98\.35 # fill in: your shop's longitude, negative in North America, such as -79\.3832\n/);
    expect(shop).toMatch(/\ntimeZone: America\/Chicago # fill in: your time zone, such as America\/Toronto \(Eastern\), .*America\/Vancouver\n/);
    if (!flags.length) expect(shop).toMatch(/\n {2}state: XX # fill in: your province's or territory's two-letter code in capitals, such as ON\n/);
    const listed = checkOutput(dir);
    expect(listed).toMatch(/\/geo\/longitude {2}warning: still to fill in: your shop's longitude, negative in North America/);
    for (const phrase of US_ONLY) expect(listed, phrase).not.toContain(phrase);
  });

  it("keeps a US shop's hints, byte for byte as the starter writes them", () => {
    const dir = path.join(tempDir(), 'us');
    expect(runCli(['init', dir, '--state', 'TN']).status).toBe(0);
    const shop = readFileSync(path.join(dir, 'shop.yaml'), 'utf8');
    for (const line of [
      '  zip: "00000" # fill in: your ZIP code, in quotes',
      "  latitude: 39.5 # fill in: your shop's latitude, such as 30.2672",
      "  longitude: -98.35 # fill in: your shop's longitude, negative in the US, such as -97.7431",
      'timeZone: America/Chicago # fill in: your time zone, such as America/New_York (Eastern), America/Chicago, America/Denver, America/Los_Angeles',
    ]) expect(shop).toContain(`\n${line}\n`);
  });

  it('echoes an invalid --state as it was typed, not upper-cased', () => {
    const run = runCli(['init', path.join(tempDir(), 'x'), '--state', 'Oregn']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--state "Oregn" is not valid: two capital letters');
  });
});

describe('the schema line init writes', () => {
  it('names node_modules/shopsite/schemas of the project above the folder, and still resolves when the project moves', () => {
    const project = path.join(tempDir(), 'project');
    // A project with shopsite installed, as npm lays it out (only the schemas matter here).
    mkdirSync(path.join(project, 'node_modules', 'shopsite'), { recursive: true });
    cpSync(path.join(ROOT, 'schemas'), path.join(project, 'node_modules', 'shopsite', 'schemas'), { recursive: true });
    writeFileSync(path.join(project, 'package.json'), '{ "private": true }\n');
    for (const [dir, up] of [['shop-data', '../'], ['shops/hilltop', '../../']] as const) {
      expect(runCli(['init', path.join(project, dir), ...FLAGS]).status).toBe(0);
      for (const kind of ['shop', 'services', 'pages']) {
        expect(schemaLine(path.join(project, dir, `${kind}.yaml`))).toBe(`${up}node_modules/shopsite/schemas/${kind}.schema.json`);
      }
    }
    const moved = path.join(tempDir(), 'elsewhere', 'renamed');
    mkdirSync(path.dirname(moved));
    renameSync(project, moved);
    for (const dir of ['shop-data', 'shops/hilltop']) {
      const file = path.join(moved, dir, 'shop.yaml');
      expect(existsSync(path.resolve(path.dirname(file), schemaLine(file)!))).toBe(true);
    }
  });

  it('names the running shopsite\'s schemas/ by a relative path when no project has it installed', () => {
    const dir = path.join(tempDir(), 'hilltop');
    expect(runCli(['init', dir, ...FLAGS]).status).toBe(0);
    const schema = schemaLine(path.join(dir, 'shop.yaml'))!;
    expect(schema).toMatch(/^(\.\.\/)+.*schemas\/shop\.schema\.json$/);
    expect(path.resolve(dir, schema)).toBe(path.join(ROOT, 'schemas', 'shop.schema.json'));
  });
});

describe('shopsite init --brand', () => {
  it('writes only the shop\'s own facts, naming the brand by a path from the new folder, and builds at once', () => {
    const shops = path.join(tempDir(), 'shops');
    cpSync(path.join(ROOT, 'examples', 'franchise', 'brand'), path.join(shops, '..', 'brand'), { recursive: true });
    const dir = path.join(shops, 'asheville');
    const run = runCli(['init', dir, '--brand', path.join(shops, '..', 'brand'), ...FLAGS]);
    expect(run.status, run.stderr).toBe(0);
    // The brand has every kind but reviews.yaml: the shop's files are its facts and its reviews.
    expect(readdirSync(dir).sort()).toEqual(['reviews.yaml', 'shop.yaml']);
    const shop = readFileSync(path.join(dir, 'shop.yaml'), 'utf8');
    expect(shop.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=/);
    expect(shop).toMatch(/\nbrand: \.\.\/\.\.\/brand\nname: Hilltop Auto\n/);
    // The brand writes these for every shop.
    expect(shop).not.toMatch(/^(logoText|priceRange|host):|^ {2}warranty:/m);
    // What the brand's copy needs of each shop: its own words, a second schedule of hours.
    expect(shop).toMatch(/\n {2}county: county # fill in: the words the brand's copy shows for \{county\}\n/);
    expect(shop).toMatch(/- label: Hours 2 # fill in: .*\{hours2\}/);

    const check = runCli(['check', '--data', dir]);
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toMatch(/shop\.yaml:\d+:\d+ {2}\/placeholders\/county {2}warning: still to fill in/);
    expect(runCli(['check', '--strict', '--data', dir]).status).toBe(1);
    const out = path.join(tempDir(), 'out');
    expect(runCli(['build', '--data', dir, '--out', out]).status).toBe(0);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Hilltop Auto');
  });

  it('refuses a brand that is not a folder, writing nothing', () => {
    const dir = path.join(tempDir(), 'new');
    const run = runCli(['init', dir, '--brand', path.join(dir, 'nowhere'), ...FLAGS]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--brand .*nowhere is not a folder/);
    expect(existsSync(dir)).toBe(false);
  });
});

describe('shopsite init --new-brand', () => {
  it('writes a brand folder that a new shop, an import and the hub start from, each value left to fill in marked', () => {
    const root = tempDir();
    const brand = path.join(root, 'brand');
    const run = runCli(['init', brand, '--new-brand', '--name', 'Cardinal Auto', '--site-url', 'https://www.cardinal.example.org']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/Wrote a new brand in .+brand\/: .+ (\d+) values still to fill in/);
    expect(run.stderr).toContain(`--brand ${brand} --into ${path.join(root, 'shops')} `);
    // The copy every shop shares, and no one's reviews: those are each shop's own.
    expect(readdirSync(brand).sort()).toEqual(['coupons.yaml', 'faq.yaml', 'hub.yaml', 'makes.yaml', 'pages.yaml', 'services.yaml', 'shop.yaml']);
    const shared = readFileSync(path.join(brand, 'shop.yaml'), 'utf8');
    expect(shared).toMatch(/^# yaml-language-server: \$schema=\S+\/schemas\/shop\.schema\.json\n# What every shop of the brand shares/);
    expect(shared).toContain('(brand: ../../brand from shops/NAME/ beside it)');
    expect(shared.match(/^[a-zA-Z]+:/gm)).toEqual(['logoText:', 'claims:', 'priceRange:', 'thirdParty:', 'host:']);
    expect(shared).toMatch(/^ {2}warranty: .+ # fill in:/m);
    expect(shared).not.toMatch(/^ *(yearsInBusiness|phone|address|rating):/m);
    const hub = readFileSync(path.join(brand, 'hub.yaml'), 'utf8');
    expect(hub).toMatch(/^# yaml-language-server: \$schema=\S+\/schemas\/hub\.schema\.json\n/);
    // Only the two lines given change: the rest is the starter's, byte for byte.
    expect(hub).toBe(readFileSync(path.join(ROOT, 'starter', 'brand', 'hub.yaml'), 'utf8').replace(/^# yaml-language-server: .*\n/, hub.split('\n')[0] + '\n').replace(/^name: .*$/m, 'name: Cardinal Auto').replace(/^siteUrl: .*$/m, 'siteUrl: https://www.cardinal.example.org'));

    // A shop of it writes its own facts, and none of those the brand gives.
    const shop = path.join(root, 'shops', 'asheville');
    expect(runCli(['init', shop, '--brand', brand, ...FLAGS]).status).toBe(0);
    const own = readFileSync(path.join(shop, 'shop.yaml'), 'utf8');
    expect(own).toMatch(/\nbrand: \.\.\/\.\.\/brand\nname: Hilltop Auto\n/);
    expect(own).toMatch(/^(phone|address|hours|serviceArea|links):/m);
    expect(own).not.toMatch(/^(logoText|priceRange|host|thirdParty):|^ {2}warranty:/m);
    const out = path.join(root, 'out');
    expect(runCli(['build', '--data', shop, '--out', path.join(out, 'asheville')]).status).toBe(0);
    const check = runCli(['check', '--data', shop]);
    expect(check.stderr).toMatch(/brand\/shop\.yaml:\d+:\d+ {2}\/claims\/warranty {2}warning: still to fill in/);

    // A locations sheet adds the others.
    const sheet = path.join(root, 'locations.csv');
    writeFileSync(sheet, readFileSync(path.join(ROOT, 'examples', 'franchise', 'locations.csv'), 'utf8').split('\n').slice(0, 2).join('\n') + '\n');
    const imported = runCli(['import', sheet, '--brand', brand, '--into', path.join(root, 'shops')]);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stderr).toMatch(/created 1, /);

    // The brand's site: refused while its intro is the stand-in, and built when not strict.
    const shops = readdirSync(path.join(root, 'shops')).map((name) => path.join(root, 'shops', name));
    const strict = runCli(['hub', '--strict', '--brand', brand, '--data', ...shops, '--out', path.join(out, 'hub')]);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toMatch(/brand\/hub\.yaml:7:\d+ {2}\/intro {2}still to fill in/);
    expect(existsSync(path.join(out, 'hub'))).toBe(false);
    const built = runCli(['hub', '--brand', brand, '--data', ...shops, '--out', path.join(out, 'hub')]);
    expect(built.status, built.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'hub', 'locations', 'index.html'), 'utf8')).toContain('Hilltop Auto');
    // The hub shows the new shop's stand-ins (its street, its place on the locator): it says so, naming it.
    expect(built.stderr).toMatch(/warning: 1 shop is on the hub with its address, place on the map or hours still to fill in: \S*asheville\/?\n {2}hint: write them \(shopsite check --data \S*asheville/);
  });

  it('refuses a shop\'s facts, writing nothing', () => {
    const dir = path.join(tempDir(), 'brand');
    const run = runCli(['init', dir, '--new-brand', '--city', 'Asheville', '--phone', '(828) 555-0123']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--city, --phone are a shop's: a new brand's folder holds what its shops share");
    expect(existsSync(dir)).toBe(false);
  });
});
