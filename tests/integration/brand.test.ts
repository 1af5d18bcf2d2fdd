// A brand of many shops (examples/franchise/: one brand folder, three shops in three towns and
// states, one without a gas station or state inspections), built as a franchiser builds it: each
// shop's pages name only its own facts, one sentence of the brand changes every site, a shop that
// changes one service keeps the brand's others, and every problem is placed in the file it is in.
import { cpSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { loadShop } from '../../src/load/index.js';
import type { SiteDoc } from '../../src/load/site-doc.js';
import { formatProblem } from '../../src/shared/problems.js';
import type { OutputFile } from '../../src/shared/types.js';
import { FRANCHISE, runCli, tempDir } from '../helpers.js';

const SHOPS = ['gainesville', 'raleigh', 'springfield'];

/** A copy of the example to change; the repository's is never written. */
function franchise(): string {
  const dir = path.join(tempDir(), 'franchise');
  cpSync(FRANCHISE, dir, { recursive: true });
  return dir;
}

const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));

/** Every HTML page under a built shop's folder (the copy Vercel's output holds is the same bytes). */
function pages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('.vercel'))
    .map((f) => path.join(dir, f));
}

/** What names a shop: its name, its town and the towns it serves, its street, its phone as shown and as dialled. */
function facts(shop: string): string[] {
  const data = parse(readFileSync(path.join(FRANCHISE, 'shops', shop, 'shop.yaml'), 'utf8')) as {
    name: string;
    phone: string;
    address: { city: string; street: string };
    serviceArea: string[];
  };
  const area = /\((\d{3})\)/.exec(data.phone)![1]!;
  return [data.name, data.address.city, data.address.street, ...data.serviceArea, `(${area})`, `+1${area}`];
}

async function built(data: string) {
  const result = await build({ dataDir: data, outDir: path.join(tempDir(), 'dist'), write: false });
  const html = (file: string) => String(result.files.find((f: OutputFile) => f.file === file)?.contents);
  return { result, html };
}

describe('the example brand of three shops', () => {
  it('builds as one fleet with --strict, and each shop\'s pages name only its own facts', () => {
    const out = path.join(tempDir(), 'out');
    const run = runCli(['build', '--strict', '--data', ...SHOPS.map((s) => path.join(FRANCHISE, 'shops', s)), '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/Built 3 of 3 shops/);
    for (const shop of SHOPS) {
      const home = readFileSync(path.join(out, shop, 'index.html'), 'utf8');
      for (const own of facts(shop).slice(0, 2)) expect(home, `${shop}: ${own}`).toContain(own.replace('&', '&amp;'));
      const others = SHOPS.filter((s) => s !== shop).flatMap(facts);
      for (const file of pages(path.join(out, shop))) {
        const text = readFileSync(file, 'utf8');
        const found = others.filter((fact) => text.includes(fact));
        expect(found, path.relative(out, file)).toEqual([]);
      }
    }
  });

  it('changes one sentence of the brand in all three sites in one build', () => {
    const dir = franchise();
    const sentence = 'Our courtesy shuttle runs all day, so just ask for a ride when you drop off your car.';
    edit(path.join(dir, 'brand', 'faq.yaml'), (text) => text.replace(/(question: "Do you offer a shuttle[^\n]*\n\s+answer: )"[^"]*"/, `$1"${sentence}"`));
    const out = path.join(tempDir(), 'out');
    const run = runCli(['build', '--data', ...SHOPS.map((s) => path.join(dir, 'shops', s)), '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    for (const shop of SHOPS) expect(readFileSync(path.join(out, shop, 'index.html'), 'utf8'), shop).toContain(sentence);
  });

  it('keeps the brand\'s other services, and the rest of a service\'s fields, for a shop that changes one field of one', async () => {
    const springfield = await built(path.join(FRANCHISE, 'shops', 'springfield'));
    const raleigh = await built(path.join(FRANCHISE, 'shops', 'raleigh'));
    const slugs = (r: typeof springfield) => r.result.routes.filter((route) => route.kind === 'service').map((route) => route.slug);
    expect(slugs(springfield)).toEqual(slugs(raleigh));
    expect(slugs(springfield)).toHaveLength(9);
    const cards = (r: typeof springfield) => r.html('services/index.html');
    expect(cards(springfield)).toContain('$12 for a motorcycle');
    expect(cards(raleigh)).not.toContain('$12 for a motorcycle');
    const inspection = springfield.html('services/state-inspection-springfield/index.html');
    expect(inspection).toContain('Virginia state inspection, done while you wait');
    // Another service: the brand's words, filled for each shop.
    const brakes = (r: typeof springfield, town: string) => /<h1>([^<]*)<\/h1>/.exec(r.html(`services/brakes-${town}/index.html`))![1];
    expect(brakes(springfield, 'springfield')).toBe('Brake repair you can trust');
    expect(brakes(raleigh, 'raleigh')).toBe('Brake repair you can trust');
  });

  it('leaves out what a shop omits: the two inspection services of the shop in a state without inspections', async () => {
    const { result, html } = await built(path.join(FRANCHISE, 'shops', 'gainesville'));
    expect(result.ok, JSON.stringify(result.problems)).toBe(true);
    expect(result.routes.filter((r) => r.kind === 'service').map((r) => r.slug)).not.toContain('state-inspection');
    expect(html('index.html')).not.toMatch(/state inspection|emissions test|gas station/i);
  });

  it("warns a shop of a brand's value still to fill in only where the shop publishes it: not in an entry it leaves out, nor under its own value", async () => {
    const dir = franchise();
    edit(path.join(dir, 'brand', 'services.yaml'), (text) => text.replace('    icon: inspection\n', '    icon: inspection  # fill in: the right drawing\n'));
    edit(path.join(dir, 'brand', 'shop.yaml'), (text) => text.replace(/^( {2}warranty: .*)$/m, '$1  # fill in: our warranty'));
    edit(path.join(dir, 'shops', 'raleigh', 'shop.yaml'), (text) => text.replace(/^claims:\n/m, 'claims:\n  warranty: 36 month/36K mile\n'));
    const unfilled = async (shop: string) =>
      (await built(path.join(dir, 'shops', shop))).result.problems.filter((p) => p.code === 'unfilled-value').map((p) => `${path.basename(p.file!)} ${p.path}`);
    // Raleigh publishes the inspection service but its own warranty; Gainesville the brand's warranty, no inspection.
    expect(await unfilled('raleigh')).toEqual(['services.yaml /services/1/icon']);
    expect(await unfilled('gainesville')).toEqual(['shop.yaml /claims/warranty']);
    expect((await unfilled('springfield')).sort()).toEqual(['services.yaml /services/1/icon', 'shop.yaml /claims/warranty']);
  });
});

interface LocatedCase {
  name: string;
  shop?: string;
  change: (dir: string) => void;
  /** A problem's first line as printed, the example's copy written FR; «file|text» is the line of that text in that file. */
  line: string;
}

const at = (dir: string, file: string, text: string) => readFileSync(path.join(dir, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

const located: LocatedCase[] = [
  {
    name: 'a brand service\'s field of the wrong type: in the brand\'s file',
    change: (dir) => edit(path.join(dir, 'brand/services.yaml'), (t) => t.replace('    title: "Brakes"', '    title: 12')),
    line: 'FR/brand/services.yaml:«brand/services.yaml|    title: 12»:12  /services/4/title  must be a string',
  },
  {
    name: 'a shop\'s change of the wrong type: in the shop\'s file, at its pointer there',
    change: (dir) => edit(path.join(dir, 'shops/springfield/services.yaml'), (t) => t.replace(/summary: ".*"/, 'summary: 12')),
    line: 'FR/shops/springfield/services.yaml:6:14  /services/0/summary  must be a string',
  },
  {
    name: 'a field missing from an entry the brand defines and the shop changes: in the brand\'s file',
    change: (dir) => edit(path.join(dir, 'brand/services.yaml'), (t) => t.replace(/(- slug: state-inspection\n) {4}title: .*\n/, '$1')),
    line: 'FR/brand/services.yaml:«brand/services.yaml|- slug: state-inspection»:5  /services/1/title  missing field "title"',
  },
  {
    name: 'a shop\'s own fact missing: in its shop.yaml',
    change: (dir) => edit(path.join(dir, 'shops/springfield/shop.yaml'), (t) => t.replace(/^phone: .*\n/m, '')),
    line: 'FR/shops/springfield/shop.yaml:4:1  /phone  missing field "phone"',
  },
  {
    name: 'a placeholder of the brand\'s copy the shop leaves unfilled: at the brand\'s line',
    change: (dir) => edit(path.join(dir, 'shops/springfield/shop.yaml'), (t) => t.replace('  county: Fairfax County\n', '')),
    line: 'FR/brand/pages.yaml:«brand/pages.yaml|from all over {county}»:11  /home/serviceArea/text  {county} is not filled for this shop',
  },
  {
    name: 'a shop leaving out a service the brand does not have: at the shop\'s slug',
    shop: 'gainesville',
    change: (dir) => edit(path.join(dir, 'shops/gainesville/services.yaml'), (t) => t.replace('slug: emissions-inspection', 'slug: emission-inspection')),
    line: 'FR/shops/gainesville/services.yaml:7:11  /services/1/slug  no service has the slug "emission-inspection"',
  },
  {
    name: 'the brand\'s teaser naming a service the shop leaves out: at the brand\'s line',
    shop: 'gainesville',
    change: (dir) => edit(path.join(dir, 'shops/gainesville/pages.yaml'), (t) => t.replace(/ {4}services: \[oil-changes.*\n/, '')),
    line: 'FR/brand/pages.yaml:«brand/pages.yaml|services: [state-inspection»:16  /home/teaser/services/0  no service has the slug "state-inspection"',
  },
  {
    name: 'a brand\'s shop.yaml that names a brand',
    change: (dir) => edit(path.join(dir, 'brand/shop.yaml'), (t) => t.replace('logoText:', 'brand: ../other\nlogoText:')),
    line: 'FR/brand/shop.yaml:4:8  /brand  a brand cannot name a brand of its own',
  },
  {
    name: 'a YAML mistake in a brand file',
    change: (dir) => edit(path.join(dir, 'brand/faq.yaml'), (t) => t.replace('  - slug: hours\n', '  - slug: "hours\n')),
    line: 'FR/brand/faq.yaml:5:11  Missing closing "quote',
  },
  {
    name: 'merge: with a value it cannot take',
    change: (dir) => edit(path.join(dir, 'shops/springfield/services.yaml'), (t) => t.replace('services:\n', 'merge: swap\nservices:\n')),
    line: 'FR/shops/springfield/services.yaml:4:8  /merge  must be one of: extend, replace',
  },
];

describe('problems in a brand\'s files and a shop\'s', () => {
  it.each(located)('$name', async ({ shop = 'springfield', change, line }) => {
    const dir = franchise();
    change(dir);
    const { result } = await built(path.join(dir, 'shops', shop));
    const expected = line.replace(/«([^|]+)\|([^»]+)»/, (_, file: string, text: string) => String(at(dir, file, text)));
    const printed = result.problems.map((p) => formatProblem(p).split('\n')[0]!.replaceAll(dir, 'FR'));
    expect(printed, printed.join('\n')).toContain(expected);
  });
});

describe("a long title of the brand's", () => {
  it("says that it is the brand's, and where one shop writes its own; a shop's own long title is not told so", async () => {
    const dir = franchise();
    const shop = path.join(dir, 'shops', 'raleigh');
    edit(path.join(shop, 'shop.yaml'), (t) => t.replace('name: Cardinal Auto Raleigh', 'name: Cardinal Auto Raleigh North Carolina Capital Boulevard'));
    const brands = (await built(shop)).result.problems.find((p) => p.code === 'long-title' && p.path === '/home/meta/title')!;
    expect(brands.file).toBe(path.join(dir, 'brand', 'pages.yaml'));
    expect(brands.hint).toMatch(/; it is the brand's title for every shop: write a shorter one there, or this shop's own at the same place in its own pages\.yaml/);
    writeFileSync(path.join(shop, 'pages.yaml'), 'home:\n  meta:\n    title: "{name}, Raleigh auto repair and more auto repair"\n');
    const own = (await built(shop)).result.problems.find((p) => p.code === 'long-title' && p.path === '/home/meta/title')!;
    expect(own.file).toBe(path.join(shop, 'pages.yaml'));
    expect(own.hint).not.toContain("brand's title");
  });
});

describe('a mistake in the brand\'s file, in a fleet of its shops', () => {
  const mistake = (dir: string) => edit(path.join(dir, 'brand/services.yaml'), (t) => t.replace('    title: "Brakes"', '    title: 12'));
  const printed = (dir: string) => `${dir}/brand/services.yaml:${at(dir, 'brand/services.yaml', '    title: 12')}:12  /services/4/title  must be a string`;
  const count = (text: string, part: string) => text.split(part).length - 1;

  it.each(['build', 'check'])('%s prints it once, naming the shops it stopped, after their lines', (command) => {
    const dir = franchise();
    mistake(dir);
    const out = command === 'build' ? ['--out', path.join(tempDir(), 'out')] : [];
    const run = runCli([command, '--data', ...SHOPS.map((s) => path.join(dir, 'shops', s)), ...out]);
    expect(run.status).toBe(1);
    expect(count(run.stderr, printed(dir)), run.stderr).toBe(1);
    const shops = SHOPS.join(', ');
    expect(run.stderr).toContain(`${printed(dir)}\n  hint: write it in quotes: "12" (YAML reads unquoted numbers, dates and yes/no as other types)\n  3 shops: ${shops}\n1 problem in 1 file. Nothing was written`);
    for (const shop of SHOPS) expect(run.stderr.indexOf(`✗ ${shop}: 1 problem`)).toBeLessThan(run.stderr.indexOf(printed(dir)));
  });

  it('a shop\'s own mistake besides is printed once too, naming that shop alone', () => {
    const dir = franchise();
    mistake(dir);
    edit(path.join(dir, 'shops/raleigh/shop.yaml'), (t) => t.replace(/^email: /m, 'emial: '));
    const run = runCli(['build', '--data', ...SHOPS.map((s) => path.join(dir, 'shops', s)), '--out', path.join(tempDir(), 'out')]);
    expect(count(run.stderr, printed(dir))).toBe(1);
    expect(run.stderr).toMatch(/raleigh\/shop\.yaml:\d+:1 {2}\/emial {2}unknown field\n {2}hint: .*\n {2}shop: raleigh\n/);
    // Built for the first time: no folder of theirs to be as it was.
    expect(run.stderr).toMatch(/\n3 problems in 2 files\. Nothing was written for those shops\.\n/);
  });
});

describe('the shop\'s name in copy, one spelling: {name}', () => {
  it('{shopName} in the brand\'s copy is a problem at the brand\'s line, for every shop, whose hint gives {name} (not a placeholder for each shop to fill)', async () => {
    const dir = franchise();
    edit(path.join(dir, 'brand/pages.yaml'), (t) => t.replace('title: "{name} | Auto Repair', 'title: "{shopName} | Auto Repair'));
    const line = at(dir, 'brand/pages.yaml', '{shopName} | Auto Repair');
    for (const shop of SHOPS) {
      const { result } = await built(path.join(dir, 'shops', shop));
      const printed = result.problems.map((p) => formatProblem(p).replaceAll(dir, 'FR'));
      expect(printed).toEqual([
        `FR/brand/pages.yaml:${line}:12  /home/meta/title  {shopName} cannot be filled here\n  hint: write {name}: shopsite fills it from shop.yaml's name`,
      ]);
    }
  });

  it('a shop\'s own copy that writes {shopName} is told the same', async () => {
    const dir = franchise();
    edit(path.join(dir, 'shops/gainesville/pages.yaml'), (t) => t.replace('a family that has fixed cars', 'the family of {shopName}, who have fixed cars'));
    const { result } = await built(path.join(dir, 'shops', 'gainesville'));
    expect(result.problems.map((p) => [p.code, p.file?.replaceAll(dir, 'FR'), p.path, p.hint])).toEqual([
      ['unknown-placeholder', 'FR/shops/gainesville/pages.yaml', '/home/hero/text', "write {name}: shopsite fills it from shop.yaml's name"],
    ]);
  });
});

describe('images of a brand', () => {
  const svg = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"><rect width="30" height="20" fill="${colour}"/></svg>`;

  it('are read from the brand\'s folder, unless the shop has a file of the same path, which replaces it', async () => {
    const dir = franchise();
    for (const [folder, colour] of [['brand', 'red'], ['shops/raleigh', 'blue']] as const) {
      cpSync(path.join(FRANCHISE, folder), path.join(dir, folder), { recursive: true });
      writeFileSync(path.join(dir, folder, 'bay.svg'), svg(colour));
    }
    edit(path.join(dir, 'brand/pages.yaml'), (t) => t.replace('    cta: Book Appointment\n  testimonialsHeading', '    cta: Book Appointment\n    image:\n      src: bay.svg\n      alt: Our bays\n  testimonialsHeading'));
    const image = async (shop: string) => {
      const { result, html } = await built(path.join(dir, 'shops', shop));
      expect(result.problems).toEqual([]);
      const src = /<img[^>]+src="(\/assets\/images\/bay-[^"]+)"/.exec(html('index.html'))![1]!;
      return String(result.files.find((f) => `/${f.file}` === src)!.contents);
    };
    expect(await image('springfield')).toContain('red');
    expect(await image('raleigh')).toContain('blue');
  });

  it('missing everywhere: at the brand\'s line, named in the brand\'s folder', async () => {
    const dir = franchise();
    edit(path.join(dir, 'brand/pages.yaml'), (t) => t.replace('    cta: Book Appointment\n  testimonialsHeading', '    cta: Book Appointment\n    image:\n      src: bay.svg\n      alt: Our bays\n  testimonialsHeading'));
    const { result } = await built(path.join(dir, 'shops', 'springfield'));
    const printed = result.problems.map((p) => formatProblem(p).split('\n')[0]!.replaceAll(dir, 'FR'));
    expect(printed, printed.join('\n')).toContain(`FR/brand/pages.yaml:${at(dir, 'brand/pages.yaml', 'src: bay.svg')}:12  /home/hero/image/src  no file at FR/brand/bay.svg`);
  });
});

describe('a brand read once per process', () => {
  it('is the same documents for every shop of it while its files are unchanged, and read again once one changes', () => {
    const dir = franchise();
    const brandDocs = (shop: string) =>
      (loadShop(path.join(dir, 'shops', shop)).docs as SiteDoc[]).find((d) => d.kind === 'makes')!.files[0]!.doc;
    const first = brandDocs('springfield');
    expect(brandDocs('raleigh')).toBe(first);
    const file = path.join(dir, 'brand', 'makes.yaml');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n`);
    expect(statSync(file).size).toBe(first.text.length + 1);
    expect(brandDocs('raleigh')).not.toBe(first);
  });
});

describe('check --explain', () => {
  const springfield = path.join(FRANCHISE, 'shops', 'springfield');
  const explain = (...args: string[]) => {
    const run = runCli(['check', '--data', springfield, '--explain', ...args]);
    return { ...run, stderr: run.stderr.replaceAll(FRANCHISE, 'FR') };
  };

  it('names the file, line and pointer of a value, the brand\'s or the shop\'s', () => {
    const title = explain('services.brakes.title');
    expect(title.status, title.stderr).toBe(0);
    expect(title.stderr).toBe(`services.brakes.title = "Brakes"\n  from the brand's FR/brand/services.yaml:${at(FRANCHISE, 'brand/services.yaml', 'title: "Brakes"')}:12  /services/4/title\n`);
    const summary = explain('services.state-inspection.summary');
    expect(summary.stderr).toMatch(/^services\.state-inspection\.summary = "Official Virginia safety inspections .*\$12 for a motorcycle\."\n {2}written "Official \{stateName\} .*", its placeholders filled from shop\.yaml\n {2}from the shop's FR\/shops\/springfield\/services\.yaml:6:14 {2}\/services\/0\/summary\n$/);
  });

  it('lists, for a value both layers write, the part each one writes', () => {
    const claims = explain('shop.claims');
    expect(claims.stderr.split('\n')).toEqual([
      'shop.claims = a mapping',
      "  merged from the shop's FR/shops/springfield/shop.yaml:34:3  /claims",
      "  merged from the brand's FR/brand/shop.yaml:6:3  /claims",
      "    warranty         the brand's FR/brand/shop.yaml:6:13  /claims/warranty",
      "    yearsInBusiness  the shop's FR/shops/springfield/shop.yaml:34:20  /claims/yearsInBusiness",
      "    reviewCount      the shop's FR/shops/springfield/shop.yaml:35:16  /claims/reviewCount",
      "    rating           the shop's FR/shops/springfield/shop.yaml:36:11  /claims/rating",
      '',
    ]);
  });

  it('says when a value is the schema\'s default, prints JSON with --json, and names the nearest path when there is none', () => {
    expect(explain('pages.layout.nav.services').stderr).toBe('pages.layout.nav.services = "Services"\n  the schema\'s default: neither the brand nor the shop writes it\n');
    const json = JSON.parse(explain('faq.hours.answer', '--json').stdout) as { from: { layer: string; path: string }[]; written: string };
    expect(json.from).toEqual([expect.objectContaining({ layer: 'brand', path: '/faq/0/answer' })]);
    expect(json.written).toContain('{hours2}');
    const wrong = explain('services.brakez.title');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^no value at services\.brakez\. Did you mean "brakes"\?/);
    // A name near none guesses nothing, and lists what there is.
    const far = explain('services.nope.title');
    expect(far.stderr).toMatch(/^no value at services\.nope\. Here: [a-z-]+(, [a-z-]+)+\n/);
  });
});
