// What the owner writes once in shop.yaml is true everywhere: copy restates hours, years, reviews,
// phone and town only through {placeholders}, so editing shop.yaml changes every page (built in
// memory from an edited copy of the frozen reference data).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

const SHOP = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8');

/** Every HTML page of a build of the reference data with shop.yaml edited, by output file. */
async function pagesWith(shopYaml: string, files: Record<string, string> = {}): Promise<Map<string, string>> {
  const result = await build({ dataDir: dataWith(REFERENCE_DATA, { 'shop.yaml': shopYaml, ...files }), outDir: path.join(tempDir(), 'dist'), write: false });
  expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
  return new Map(result.files.filter((f) => f.file.endsWith('.html')).map((f) => [f.file, String(f.contents)]));
}

const faqAnswer = (html: string, question: string) => {
  const d = new JSDOM(html).window.document;
  const summary = [...d.querySelectorAll('.accordion-heading')].find((s) => s.textContent === question)!;
  return summary.parentElement!.querySelector('.accordion-panel')!.textContent!;
};

describe('given the hours, years and review count changed in shop.yaml', () => {
  const edited = SHOP.replace('opens: "07:30"\n        closes: "17:00"', 'opens: "08:00"\n        closes: "18:00"')
    .replace('opens: "07:00"\n        closes: "13:00"', 'opens: "09:00"\n        closes: "14:00"')
    .replace('opens: "06:00"\n        closes: "21:00"', 'opens: "05:00"\n        closes: "22:00"')
    .replace('yearsInBusiness: 35', 'yearsInBusiness: 36')
    .replace('reviewCount: 200', 'reviewCount: 250');

  it('then the FAQ answer and every page follow, and no page states the old facts', async () => {
    expect(edited).not.toBe(SHOP);
    const pages = await pagesWith(edited);
    expect(faqAnswer(pages.get('index.html')!, 'What are your hours?')).toBe(
      'The shop is open Monday to Friday from 8AM to 6PM and Saturday from 9AM to 2PM; closed Sunday. ' +
        'Our gas station is open every day from 5AM to 10PM, and you can pick up your car there during those hours.',
    );
    expect(pages.size).toBeGreaterThan(50);
    for (const [file, html] of pages) {
      // Raw HTML: text, attributes, island props and structured data alike.
      for (const old of ['7:30', '07:30', '1PM', '9PM', '6AM', '35+', '35 years', '200+', '200 reviews']) {
        expect(html.includes(old), `${file} still says ${old}`).toBe(false);
      }
      if (file !== 'review/index.html') expect(new JSDOM(html).window.document.querySelector('.topbar-hours')?.textContent, file).toBe('Mon-Fri 8AM-6PM · Sat 9AM-2PM · Sun Closed');
    }
    const text = (file: string) => new JSDOM(pages.get(file)!).window.document.querySelector('main')!.textContent!.replace(/\s+/g, ' ');
    expect(text('index.html')).toContain('36+ years');
    expect(text('index.html')).toContain('250+ reviews');
    const diagnostics = [...pages.keys()].find((f) => f.startsWith('services/vehicle-diagnostics'))!;
    expect(text(diagnostics)).toContain('More than 36 years of experience');
    expect(text(diagnostics)).toContain('Over 250 reviews');
  });
});

describe('given a 24-hour schedule', () => {
  const allDay = SHOP.replace('opens: "06:00"\n        closes: "21:00"', 'opens: "00:00"\n        closes: "24:00"');

  it('then the footer, the copy and the structured data say open 24 hours, never 12AM-12AM', async () => {
    const pages = await pagesWith(allDay);
    const home = pages.get('index.html')!;
    expect(home).not.toContain('12AM');
    const d = new JSDOM(home).window.document;
    expect(d.querySelector('footer')!.textContent).toContain('Mon-SunOpen 24 hours');
    expect(faqAnswer(home, 'What are your hours?')).toContain('Our gas station is open every day 24 hours,');
    // Only the first schedule (the shop's own) is structured data; make the shop itself 24 hours.
    const shop24 = SHOP.replace(/hours:\n {2}- label: Shop hours\n {4}schedule:\n[\s\S]*?(?= {2}- label)/, 'hours:\n  - label: Shop hours\n    schedule:\n      - days: [monday, tuesday, wednesday, thursday, friday, saturday, sunday]\n        opens: "00:00"\n        closes: "24:00"\n');
    expect(shop24).not.toBe(SHOP);
    const jsonLd = new JSDOM((await pagesWith(shop24)).get('index.html')!).window.document.querySelector('script[type="application/ld+json"]')!.textContent!;
    // Google's local-business guidance for open all day: 00:00 to 23:59.
    expect(JSON.parse(jsonLd).openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '00:00', closes: '23:59' }),
    ]);
  });
});

describe('given a schedule that is a part of the business of its own kind (department: GasStation)', () => {
  it("then the structured data names it as the shop's department, with its own hours, and the pages show the hours as before", async () => {
    const second = /^ {2}- label: (.+)$/gm;
    const labels = [...SHOP.matchAll(second)].map((m) => m[1]!);
    expect(labels.length).toBeGreaterThan(1);
    const edited = SHOP.replace(`  - label: ${labels[1]}\n`, `  - label: ${labels[1]}\n    department: GasStation\n`);
    const pages = await pagesWith(edited);
    const ld = JSON.parse(new JSDOM(pages.get('index.html')!).window.document.querySelector('script[type="application/ld+json"]')!.textContent!);
    const { name } = ld as { name: string };
    expect(ld.department).toHaveLength(1);
    expect(ld.department[0]).toMatchObject({ '@type': 'GasStation', name: `${name} ${labels[1]}`, telephone: ld.telephone, address: ld.address });
    expect(ld.department[0].openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '06:00', closes: '21:00' },
    ]);
    // Without it, no department.
    const plain = await pagesWith(SHOP);
    expect(JSON.parse(new JSDOM(plain.get('index.html')!).window.document.querySelector('script[type="application/ld+json"]')!.textContent!).department).toBeUndefined();
  });
});

describe('given copy that names {phone}', () => {
  it('then the page has a tap-to-call link with the number that does not wrap', async () => {
    const pages = await pagesWith(SHOP);
    const d = new JSDOM(pages.get('index.html')!).window.document;
    const answer = [...d.querySelectorAll('.accordion-heading')]
      .find((s) => s.textContent === 'Do I need an appointment, or can I walk in?')!
      .parentElement!.querySelector('.accordion-panel')!;
    const link = answer.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('tel:+17035550142');
    // Non-breaking space and hyphen (html-validate's tel-non-breaking), and white-space: nowrap.
    expect(link.textContent).toBe('(703)\u00a0555\u20110142');
    expect(link.classList.contains('nowrap')).toBe(true);
    expect(answer.textContent).toMatch(/just call \(703\)\u00a0555\u20110142\.$/);
  });

  it('then copy on a static page links it too, and copy is still text: markup in it is escaped', async () => {
    const pagesYaml = readFileSync(path.join(REFERENCE_DATA, 'pages.yaml'), 'utf8').replace(
      'text: Easy to reach from the Beltway and I-95, with parking and a gas station on site.',
      'text: "Call {phone} <b>now</b>, or {phone} again."',
    );
    const pages = await pagesWith(SHOP, { 'pages.yaml': pagesYaml });
    const make = new JSDOM(pages.get('vehicles/ford-service-springfield/index.html')!).window.document;
    const p = make.querySelector('.location p')!;
    expect(p.textContent).toBe('Call (703)\u00a0555\u20110142 <b>now</b>, or (703)\u00a0555\u20110142 again.');
    expect(p.querySelector('b')).toBeNull();
    expect([...p.querySelectorAll('a.nowrap')].map((a) => a.getAttribute('href'))).toEqual(['tel:+17035550142', 'tel:+17035550142']);
  });
});

describe('given a placeholder for a schedule the shop does not have', () => {
  it('then it is a located problem, and the known ones are listed', async () => {
    const faq = readFileSync(path.join(REFERENCE_DATA, 'faq.yaml'), 'utf8').replace('Our gas station is open {hours2}', 'Our gas station is open {hours3}');
    const result = await build({ dataDir: dataWith(REFERENCE_DATA, { 'faq.yaml': faq }), outDir: path.join(tempDir(), 'dist'), write: false });
    const found = result.problems.find((p) => p.code === 'unknown-placeholder')!;
    expect(found).toMatchObject({ line: 4, path: '/faq/0/answer' });
    expect(found.hint).toBe("shop.yaml's hours has 2 schedules, and {hours3} names schedule 3: take it out of this text, or add that schedule to hours");
  });

  it("then a schedule taken out of hours (the README's example of one) names the copy that still uses it", async () => {
    const shop = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(/\n  - label: Gas station[^]*?(?=\n\S)/, '');
    expect(shop).not.toContain('Gas station');
    const result = await build({ dataDir: dataWith(REFERENCE_DATA, { 'shop.yaml': shop }), outDir: path.join(tempDir(), 'dist'), write: false });
    const found = result.problems.filter((p) => p.code === 'unknown-placeholder');
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(p.hint).toBe("shop.yaml's hours has one schedule, and {hours2} names schedule 2: take it out of this text, or add that schedule to hours");
  });

  it('then a shop.yaml that cannot be read is its one problem, not every placeholder of the copy', async () => {
    const shop = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(/^name: .*$/m, 'name: "Cardinal');
    const result = await build({ dataDir: dataWith(REFERENCE_DATA, { 'shop.yaml': shop }), outDir: path.join(tempDir(), 'dist'), write: false });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.file).toMatch(/shop\.yaml$/);
  });

  it('then hours that are no list are their one problem, not every {hours2} of the copy', async () => {
    const shop = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(/^hours:\n(?: .*\n)+/m, 'hours:\n  label: Shop hours\n');
    expect(shop).toMatch(/^hours:\n {2}label: Shop hours\n[a-z]/m);
    const result = await build({ dataDir: dataWith(REFERENCE_DATA, { 'shop.yaml': shop }), outDir: path.join(tempDir(), 'dist'), write: false });
    expect(result.problems.map((p) => p.code)).not.toContain('unknown-placeholder');
    expect(result.problems.length).toBeGreaterThan(0);
  });
});

describe("given BMW's intro pasted into Mercedes-Benz with the name swapped", () => {
  const makes = readFileSync(path.join(REFERENCE_DATA, 'makes.yaml'), 'utf8');
  const bmwIntro = /- slug: bmw\n(?:.*\n)*?    intro:\n((?: {6}- .*\n)+)/.exec(makes)![1]!;
  const pasted = makes.replace(/(- slug: mercedes-benz\n(?:.*\n)*?    intro:\n)(?: {6}- .*\n)+/, (_, head: string) => head + bmwIntro.replaceAll('BMW', 'Mercedes-Benz'));

  it('then build warns, naming both pages, and --strict refuses it', () => {
    expect(pasted).not.toBe(makes);
    const data = dataWith(REFERENCE_DATA, { 'makes.yaml': pasted });
    const out = path.join(tempDir(), 'dist');
    const line = pasted.split('\n').findIndex((l) => l.startsWith("  - slug: mercedes-benz")) + 6;
    const warned = runCli(['build', '--data', data, '--out', out]);
    expect(warned.status, warned.stderr).toBe(0);
    // Not 100%: the pasted copy still names BMW's models, which the BMW page masks as its own.
    expect(warned.stderr).toContain(
      `${path.join(data, 'makes.yaml')}:${line}:7  /makes/24/intro  warning: the copy of /vehicles/mercedes-benz-service-springfield/ repeats /vehicles/bmw-service-springfield/: 92% of its phrases are the same`,
    );
    const strict = runCli(['check', '--strict', '--data', data]);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('repeats /vehicles/bmw-service-springfield/');
  });
});
