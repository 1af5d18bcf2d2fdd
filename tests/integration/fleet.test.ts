// Many shops in one command: each into OUT/<folder name>/, in parallel, one bad shop failing alone.
import { cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OTHER_SHOP, REFERENCE_DATA, ROOT, listFiles, runCli, tempDir } from '../helpers.js';

function shops(): string {
  const root = path.join(tempDir(), 'shops');
  cpSync(REFERENCE_DATA, path.join(root, 'alpha'), { recursive: true });
  cpSync(OTHER_SHOP, path.join(root, 'bravo'), { recursive: true });
  cpSync(OTHER_SHOP, path.join(root, 'charlie'), { recursive: true });
  const broken = path.join(root, 'charlie', 'shop.yaml');
  writeFileSync(broken, readFileSync(broken, 'utf8').replace('email:', 'emial:'));
  return root;
}

describe('a fleet build', () => {
  it('builds every good shop, fails the bad one with its errors, and exits 1', () => {
    const root = shops();
    const out = path.join(tempDir(), 'out');
    const run = runCli(['build', '--data', ...['alpha', 'bravo', 'charlie'].map((s) => path.join(root, s)), '--out', out]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Building 3 shops\n/);
    expect(run.stderr).toMatch(/✓ alpha: 58 pages/);
    expect(run.stderr).toMatch(/✓ bravo: 15 pages/);
    expect(run.stderr).toMatch(/✗ charlie: 2 problems\n.*charlie\/shop\.yaml:\d+:\d+ {2}\/emial {2}unknown field\n(?: {2}hint: .*\n)? {2}shop: charlie\n/s);
    expect(run.stderr).toMatch(/Built 2 of 3 shops \(73 pages, \d+ pages\/s\) in \d+ ms into .+; failed: charlie\n$/);
    expect(existsSync(path.join(out, 'alpha', 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'bravo', 'vehicles'))).toBe(true);
    expect(existsSync(path.join(out, 'charlie'))).toBe(false);
    // A line per shop in the fleet's order, whichever ended first.
    expect([...run.stderr.matchAll(/^[✓✗] (\w+):/gm)].map((m) => m[1])).toEqual(['alpha', 'bravo', 'charlie']);
  });

  it("prints a mistake made at the same place of two shops' own files once, naming both, and counts it in each", () => {
    const root = shops();
    const bravo = path.join(root, 'bravo', 'shop.yaml');
    writeFileSync(bravo, readFileSync(bravo, 'utf8').replace('email:', 'emial:'));
    const out = path.join(tempDir(), 'out');
    const run = runCli(['build', '--data', ...['alpha', 'bravo', 'charlie'].map((s) => path.join(root, s)), '--out', out]);
    expect(run.status).toBe(1);
    // A failed shop's folder is named as it was only where a build made one before: none here.
    expect(run.stderr).toMatch(/Nothing was written for those shops\.\n/);
    // bravo mended and built, then broken again: only its folder is named, as it was.
    const broken = readFileSync(bravo, 'utf8');
    writeFileSync(bravo, broken.replace('emial:', 'email:'));
    expect(runCli(['build', '--data', path.join(root, 'alpha'), path.join(root, 'bravo'), '--out', out]).status).toBe(0);
    writeFileSync(bravo, broken);
    const again = runCli(['build', '--data', ...['alpha', 'bravo', 'charlie'].map((s) => path.join(root, s)), '--out', out]);
    expect(again.stderr).toMatch(/Nothing was written for those shops; \S*\/out\/bravo\/ is as it was\.\n/);
    const printed = [...run.stderr.matchAll(/^(.*)\/shop\.yaml:\d+:\d+ {2}\/emial {2}unknown field\n(?: {2}hint: .*\n)? {2}(.*)$/gm)];
    expect(printed.map((m) => [m[1], m[2]])).toEqual([[path.join(root, 'bravo'), '2 shops, each in its own shop.yaml: bravo, charlie']]);
    // Two mistakes (the field misspelt, so the field missing) in each shop.yaml.
    expect(run.stderr).toMatch(/^4 problems in 2 files\. Nothing was written for those shops/m);
  });

  it("prints the warnings of the shops it built, each once, naming the shops, and their count on each shop's line", () => {
    const root = shops();
    for (const shop of ['bravo', 'charlie']) {
      const file = path.join(root, shop, 'shop.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('emial:', 'email:').replace(/^(email: .*)$/m, '$1 # fill in: the shop\'s own address'));
    }
    // A comment more in one shop's file puts the same field a line lower: it is still one place.
    const charlie = path.join(root, 'charlie', 'shop.yaml');
    writeFileSync(charlie, readFileSync(charlie, 'utf8').replace(/^(email: )/m, "# the front desk's\n$1"));
    const run = runCli(['build', '--data', ...['alpha', 'bravo', 'charlie'].map((s) => path.join(root, s)), '--out', path.join(tempDir(), 'out')]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/✓ alpha: 58 pages \([^)]*\) in \d+ ms\n/);
    expect(run.stderr).toMatch(/✓ bravo: 15 pages \([^)]*\) in \d+ ms, 1 warning\n/);
    const printed = [...run.stderr.matchAll(/^(.*)\/shop\.yaml:\d+:\d+ {2}\/email {2}warning: still to fill in: the shop's own address\n(?: {2}hint: .*\n)? {2}(.*)$/gm)];
    expect(printed.map((m) => [m[1], m[2]])).toEqual([[path.join(root, 'bravo'), '2 shops, each in its own shop.yaml: bravo, charlie']]);
    expect(run.stderr).toMatch(/Built 3 of 3 shops/);
  });

  it('--json is one document written shop by shop: the shops in order, then the totals', () => {
    const root = shops();
    const out = path.join(tempDir(), 'out');
    const run = runCli(['build', '--data', ...['charlie', 'bravo', 'alpha'].map((s) => path.join(root, s)), '--out', out, '--json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^\{\n {2}"shops": \[\n {4}\{\n {6}"name": "alpha",/);
    const report = JSON.parse(run.stdout);
    expect(report.shops.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([['alpha', 'built'], ['bravo', 'built'], ['charlie', 'failed']]);
    expect(report.shops[2].problems.map((p: { code: string }) => p.code)).toContain('unknown-field');
    expect(report).toMatchObject({ ok: false, built: 2, unchanged: 0, pages: 73, out, notInFleet: [] });
  });

  it('--shard builds only its slice of the sorted list, and --json reports each shop', () => {
    const root = shops();
    const out = path.join(tempDir(), 'out');
    const dirs = ['charlie', 'alpha', 'bravo'].map((s) => path.join(root, s));
    const run = runCli(['build', '--data', ...dirs, '--out', out, '--shard', '2/3', '--json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.shops.map((s: { name: string }) => s.name)).toEqual(['bravo']);
    expect(report.ok).toBe(true);
    // Each shop's stage times, as a single build's --json has them.
    expect(Object.keys(report.shops[0].stages)).toEqual(['load', 'validate', 'routes', 'templates', 'bundle', 'render', 'check', 'write']);
    expect(existsSync(path.join(out, 'alpha'))).toBe(false);
    expect(runCli(['build', '--data', ...dirs, '--shard', '4/3']).status).toBe(2);
  });

  it('takes --data as a pattern, as a shell that leaves it unexpanded passes it (Windows, an npm script there): its folders in order', () => {
    const root = shops();
    const out = path.join(tempDir(), 'out');
    const run = runCli(['build', '--data', `${root}/*/`, '--out', out, '--json']);
    // charlie's data is broken (shops()): it fails alone, and is one of the fleet.
    expect(run.status, run.stderr).toBe(1);
    const names = readdirSync(root).filter((f) => statSync(path.join(root, f)).isDirectory()).sort();
    expect(names.length).toBeGreaterThan(1);
    expect((JSON.parse(run.stdout) as { shops: { name: string }[] }).shops.map((s) => s.name).sort()).toEqual(names);
    const check = runCli(['check', '--data', `${root}/*`]);
    expect(check.stderr).toContain(`${names.length - 1} of ${names.length} shops are valid`);
  });

  it('an empty shard (more shards than shops) exits 0, says so, and leaves OUT an empty folder for the CI step after it', () => {
    const root = shops();
    const out = path.join(tempDir(), 'out');
    const dirs = ['alpha', 'bravo'].map((s) => path.join(root, s));
    const run = runCli(['build', '--data', ...dirs, '--out', out, '--shard', '2/5']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^Building 0 shops \(shard 2\/5 of 2\): this shard has none/);
    expect(listFiles(out)).toEqual([]);
    const json = runCli(['build', '--data', ...dirs, '--out', path.join(tempDir(), 'out2'), '--shard', '1/5', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ shops: [], ok: true, built: 0 });
  });
});

describe("a fleet worker's build, which lets each page's text go once it is written", () => {
  it('writes the same files, bytes and manifest as a build that keeps the pages, and reports the same sizes', async () => {
    const { build } = await import('../../src/build.js');
    // A brand's shop on Vercel: its pages' copies under .vercel/output/static/ are written as they come too.
    const data = path.join(ROOT, 'examples', 'franchise', 'shops', 'springfield');
    const today = new Date('2026-11-26T12:00:00Z');
    const [kept, letGo] = [path.join(tempDir(), 'kept'), path.join(tempDir(), 'let-go')];
    const keeping = await build({ dataDir: data, outDir: kept, today });
    const letting = await build({ dataDir: data, outDir: letGo, today, keepPages: false });
    expect(keeping.ok && letting.ok).toBe(true);
    const files = listFiles(kept);
    expect(files.filter((f) => f.startsWith('.vercel/output/static/vehicles/')).length).toBeGreaterThan(10);
    expect(listFiles(letGo)).toEqual(files);
    for (const file of files) expect(readFileSync(path.join(letGo, file)).equals(readFileSync(path.join(kept, file))), file).toBe(true);
    expect(letting.pages).toEqual(keeping.pages);
    expect(letting.bytes).toBe(keeping.bytes);
    // The result carries the other files; the pages are on disk only.
    const pageFiles = new Set(keeping.pages.map((p) => p.file));
    expect(letting.files.map((f) => f.file)).toEqual(keeping.files.map((f) => f.file).filter((f) => !pageFiles.has(f) && !pageFiles.has(f.replace('.vercel/output/static/', ''))));
  });
});

describe("a fleet check's build, which reads each page as it is rendered and keeps none", () => {
  it('hands every page to onPage, writes nothing, and reports the pages and problems of a build that keeps them', async () => {
    const { build } = await import('../../src/build.js');
    const data = path.join(ROOT, 'examples', 'franchise', 'shops', 'springfield');
    const today = new Date('2026-11-26T12:00:00Z');
    const keeping = await build({ dataDir: data, outDir: data, write: false, today });
    const seen: { file: string; html: string }[] = [];
    const reading = await build({ dataDir: data, outDir: data, write: false, today, keepPages: false, onPage: (page) => seen.push({ file: page.route.file, html: page.html }) });
    expect(keeping.ok && reading.ok).toBe(true);
    const html = new Map(keeping.files.filter((f) => f.file.endsWith('.html')).map((f) => [f.file, f.contents]));
    expect(seen.map((p) => p.file).sort()).toEqual(keeping.pages.map((p) => p.file).sort());
    for (const page of seen) expect(page.html, page.file).toBe(html.get(page.file));
    expect(reading.pages).toEqual(keeping.pages);
    expect(reading.problems).toEqual(keeping.problems);
    expect(reading.files.some((f) => html.has(f.file))).toBe(false);
  });
});

describe("a fleet's main thread", () => {
  it("reads no shop's files: the workers tell whether a shop changed, so its memory stays small for any number of shops", () => {
    const root = shops();
    const out = path.join(tempDir(), 'out');
    const record = path.join(tempDir(), 'reads.json');
    const env = { NODE_OPTIONS: `--require ${path.join(ROOT, 'tests', 'fixtures', 'workers', 'main-thread-reads.cjs')}`, MAIN_THREAD_READS: record };
    const dirs = ['alpha', 'bravo'].map((s) => path.join(root, s));
    const shopFiles = (paths: string[]) => paths.filter((p) => p.startsWith(root) || p.startsWith(path.join(out, 'alpha')) || p.startsWith(path.join(out, 'bravo')));
    expect(runCli(['build', '--data', ...dirs, '--out', out], { env }).status).toBe(0);
    expect(shopFiles(JSON.parse(readFileSync(record, 'utf8')))).toEqual([]);
    const again = runCli(['build', '--data', ...dirs, '--out', out], { env });
    expect(again.stderr).toMatch(/Built 0 of 2 shops, 2 unchanged/);
    const reads: string[] = JSON.parse(readFileSync(record, 'utf8'));
    expect(reads.some((p) => p.includes(`${path.sep}lib${path.sep}`)), 'the watch sees the main thread read').toBe(true);
    expect(shopFiles(reads)).toEqual([]);
  });
});
