// Builds the reference site through the CLI, as a user does, and reads what it wrote.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { buildRoutes } from '../../src/routes.js';
import { validateSite } from '../../src/validate/index.js';
import { OTHER_SHOP, REFERENCE_DATA, ROOT, cliEnv, dataWith, listFiles, runCli, tempDir } from '../helpers.js';

const EPOCH = { SOURCE_DATE_EPOCH: '1795000000' };
/** The forms of a valid date, month, year or local or global date and time string (HTML §2.3.5) a site uses. */
const MACHINE_DATE = /^(\d{4}(-\d{2}(-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?|\d{2}:\d{2}(:\d{2})?)$/;

describe('shopsite build of the reference site', () => {
  let out: string;
  let run: ReturnType<typeof runCli>;
  const { site } = validateSite(loadSiteData(REFERENCE_DATA).docs);
  const { routes } = buildRoutes(site!);
  const parsed = new Map<string, Document>();
  const doc = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, new JSDOM(readFileSync(path.join(out, file), 'utf8')).window.document);
    return parsed.get(file)!;
  };

  beforeAll(() => {
    out = path.join(tempDir(), 'dist');
    run = runCli(['build', '--data', REFERENCE_DATA, '--out', out], { env: EPOCH });
  });

  it('exits 0 with one summary line: pages, bytes, milliseconds, folder', () => {
    expect(run.stderr).toMatch(new RegExp(`^Built ${routes.length} pages \\([\\d.]+ (KB|MB)\\) in \\d+ ms into .+dist/\\n$`));
    expect(run.status).toBe(0);
  });

  it('writes every route of the route table, 404.html included', () => {
    expect(routes.length).toBe(1 + 1 + 9 + 1 + 1 + 1 + 42 + 1 + 1);
    for (const r of routes) expect(existsSync(path.join(out, r.file)), r.file).toBe(true);
    expect(doc('404.html').querySelector('h1')!.textContent).toBe('Oops! Page not found');
    expect(doc('404.html').querySelector('main a[href="/"]')!.textContent).toBe('Return to Home');
  });

  it('gives every indexable page its canonical link, robots, title, description and og tags', () => {
    const titles = new Set<string>();
    for (const r of routes.filter((x) => x.meta.canonical)) {
      const d = doc(r.file);
      const meta = (sel: string) => d.querySelector(sel)?.getAttribute('content');
      expect(d.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(`${site!.shop.siteUrl}${r.path}`);
      expect(meta('meta[name=robots]')).toBe('index, follow');
      expect(d.title).toBe(r.meta.title);
      expect(meta('meta[name=description]')).toBe(r.meta.description);
      expect(meta('meta[property="og:title"]')).toBe(r.meta.title);
      expect(meta('meta[property="og:description"]')).toBe(r.meta.description);
      titles.add(d.title);
    }
    expect(titles.size).toBe(routes.filter((x) => x.meta.canonical).length);
  });

  it('puts the shared header and footer on every page', () => {
    for (const r of routes) {
      const d = doc(r.file);
      const header = d.querySelector('header')!;
      expect(header.querySelector(`a[href^="tel:"]`)!.textContent!.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-')).toContain(site!.shop.phone);
      expect(header.querySelector('a.logo')!.getAttribute('href')).toBe('/');
      // One navigation for every width: the small-screen menu shows this same one.
      expect(header.querySelectorAll('nav')).toHaveLength(1);
      expect(header.querySelectorAll('.site-nav .dropdown')[0]!.querySelectorAll('a[href^="/services/"]')).toHaveLength(10);
      expect(header.querySelectorAll('.site-nav .dropdown')[1]!.querySelectorAll('a[href^="/vehicles/"]')).toHaveLength(42);
      for (const href of ['/coupons/', '/reviews/', '/about/']) expect(header.querySelectorAll(`a[href="${href}"]`)).toHaveLength(1);
      expect(header.querySelector('button[data-book]')!.textContent).toBe('Book Appointment');
      const footer = d.querySelector('footer')!;
      expect(footer.querySelector(`a[href="mailto:${site!.shop.email}"]`)).not.toBeNull();
      for (const href of ['/reviews/', '/services/', '/about/', '/coupons/']) expect(footer.querySelector(`a[href="${href}"]`)).not.toBeNull();
      expect(footer.textContent).toContain('7:30AM-5PM');
    }
  });

  it('marks the links to the page itself, and only those, as the current page in the header and the footer', () => {
    let marked = 0;
    for (const r of routes) {
      const d = doc(r.file);
      const current = [...d.querySelectorAll('[aria-current]')];
      for (const a of current) {
        expect(a.closest('header, footer'), r.file).not.toBeNull();
        expect([a.tagName, a.getAttribute('href'), a.getAttribute('aria-current')]).toEqual(['A', r.path, 'page']);
      }
      // Every plain link of the navigation and the quick links to this page is marked.
      const own = [...d.querySelectorAll(`#site-nav li > a[href="${r.path}"], footer nav a[href="${r.path}"]`)];
      expect(own.filter((a) => !a.hasAttribute('aria-current')), r.file).toEqual([]);
      marked += current.length;
    }
    // The services page (its group's first link, the footer's), coupons, reviews, about, each service and make.
    expect(marked).toBe(2 + 2 * 3 + 9 + 42);
  });

  it('renders islands with their props, unique id prefixes, and aria-controls that point at elements', () => {
    for (const r of routes) {
      const d = doc(r.file);
      const islands = [...d.querySelectorAll<HTMLElement>('[data-island]')];
      const prefixes = islands.map((el) => el.dataset.islandPrefix);
      expect(new Set(prefixes).size).toBe(prefixes.length);
      for (const el of islands) expect(() => JSON.parse(el.dataset.props ?? '{}')).not.toThrow();
      const ids = [...d.querySelectorAll('[id]')].map((el) => el.id);
      expect(new Set(ids).size, `${r.file} has duplicate ids`).toBe(ids.length);
      for (const el of d.querySelectorAll('[aria-controls]')) {
        expect(d.getElementById(el.getAttribute('aria-controls')!), `${r.file}: ${el.outerHTML}`).not.toBeNull();
      }
    }
    // The FAQ is plain HTML: native <details> of one exclusive group, no island.
    const faq = doc('index.html').querySelector('.accordion')!;
    expect(faq.closest('[data-island]')).toBeNull();
    expect([...faq.querySelectorAll('details')].map((el) => el.getAttribute('name'))).toEqual(Array(9).fill('faq'));
    expect(faq.querySelectorAll('details > summary > h3')).toHaveLength(9);
  });

  it('ships no props twice: an island sends as JSON only what its HTML does not show, a small part of any page', () => {
    const share: Record<string, number> = {};
    for (const r of routes) {
      const html = readFileSync(path.join(out, r.file), 'utf8');
      const d = new JSDOM(html).window.document;
      for (const el of d.querySelectorAll<HTMLElement>('[data-props]')) {
        const shown = `${el.textContent}\n${el.innerHTML}`;
        for (const value of Object.values(JSON.parse(el.dataset.props!) as Record<string, unknown>)) {
          expect(typeof value === 'string' && value.length > 3 && shown.includes(value), `${r.file}: ${String(value)} is in the HTML and the props`).toBe(false);
        }
      }
      const props = [...html.matchAll(/ data-props="[^"]*"/g)].reduce((n, m) => n + m[0].length, 0);
      share[r.file] = props / Buffer.byteLength(html);
    }
    // Before, 9.2 KB of the 48 KB home page and 6.2 KB of the 21 KB about page were props.
    expect(share['index.html']).toBe(0);
    expect(share['about/index.html']).toBe(0);
    for (const [file, part] of Object.entries(share)) expect(part, file).toBeLessThan(0.02);
  });

  it('loads the client bundle as a hashed, deferred module and the stylesheet as a hashed file', () => {
    const d = doc('index.html');
    const script = d.querySelector('script[type=module]')!.getAttribute('src')!;
    const css = d.querySelector('link[rel=stylesheet]')!.getAttribute('href')!;
    expect(script).toMatch(/^\/assets\/client-[A-Z0-9]{8}\.js$/);
    expect(css).toMatch(/^\/assets\/site-[A-Z0-9]{8}\.css$/);
    expect(readFileSync(path.join(out, script), 'utf8')).not.toMatch(/\n\s+\w/);
  });

  it('keeps the HTML within its budget (issue #14): at most 6.4 KB gzip for the median page', () => {
    const sizes = routes.map((r) => gzipSync(readFileSync(path.join(out, r.file))).length).sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThanOrEqual(6.4 * 1024);
  });

  it('keeps the JavaScript before any interaction within its budget (issues #14, #24): the loader at most 1.5 KB gzip', () => {
    const script = doc('index.html').querySelector('script[type=module]')!.getAttribute('src')!;
    expect(gzipSync(readFileSync(path.join(out, script))).length).toBeLessThanOrEqual(1.5 * 1024);
  });

  it('gives the loader nothing to import before it runs: its imports are all lazy, each of a chunk of the build', () => {
    const script = doc('index.html').querySelector('script[type=module]')!.getAttribute('src')!;
    const loader = readFileSync(path.join(out, script), 'utf8');
    // No static import (esbuild writes them first: import"./x.js"; or import{a}from"./x.js";), so
    // the page asks for no second script before the loader can run (docs/performance.md, Page load).
    expect(loader).not.toMatch(/(^|[;}])import\s*(["{*]|\w+\s*from)/);
    const lazy = [...loader.matchAll(/import\("\.\/([\w-]+\.js)"\)/g)].map((m) => m[1]!);
    expect(lazy.length).toBeGreaterThan(3);
    for (const chunk of lazy) expect(existsSync(path.join(out, 'assets', chunk)), chunk).toBe(true);
  });

  it('writes valid HTML on every page', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // React writes charSet and boolean attributes its own way; both are valid HTML.
        'attribute-misuse': 'off',
        'no-inline-style': 'off',
        'attribute-boolean-style': 'off',
        'attribute-empty-style': 'off',
        'no-trailing-whitespace': 'off',
        'void-style': 'off',
        'doctype-style': 'off',
        'attr-case': 'off',
        // HTML allows any id without spaces; React's useId ids start with an underscore.
        'valid-id': ['error', { relaxed: true }],
      },
    });
    const kinds = new Map(routes.map((r) => [r.kind, r]));
    for (const r of kinds.values()) {
      const report = await validator.validateString(readFileSync(path.join(out, r.file), 'utf8'), r.file);
      const messages = report.results.flatMap((res) => res.messages.map((m) => `${r.file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`));
      expect(messages).toEqual([]);
    }
  });

  it('writes no ARIA role on a table\'s parts, distinct landmarks and machine-readable <time>s, on every kind of page and every service page', async () => {
    // What the Nu validator reports, offline: html-validate's rules for roles and landmarks, and
    // two checks of the W3C content model that html-validate does not make.
    const validator = new HtmlValidate({
      rules: {
        'no-redundant-role': 'error',
        'prefer-native-element': 'error',
        'unique-landmark': 'error',
        'aria-label-misuse': 'error',
        'element-permitted-content': 'error',
        'valid-id': ['error', { relaxed: true }],
      },
    });
    const found: string[] = [];
    // Service pages differ by their sections (criteria tables are on some); make pages share one template.
    const pages = new Set([...new Map(routes.map((route) => [route.kind, route])).values(), ...routes.filter((route) => route.kind === 'service')]);
    for (const r of pages) {
      const report = await validator.validateString(readFileSync(path.join(out, r.file), 'utf8'), r.file);
      found.push(...report.results.flatMap((res) => res.messages.map((m) => `${r.file} ${m.ruleId} ${m.message}`)));
      const d = doc(r.file);
      // HTML, "ARIA in HTML": tr, th, td, thead, tbody and tfoot take no role inside a table whose
      // role is its own (none, table, grid or treegrid): the table's parts are native.
      for (const part of d.querySelectorAll('table :is(thead, tbody, tfoot, tr, th, td)[role]')) {
        const table = part.closest('table')!;
        if (['', 'table', 'grid', 'treegrid'].includes(table.getAttribute('role') ?? '')) found.push(`${r.file} role="${part.getAttribute('role')}" on <${part.localName}> in a table`);
      }
      // HTML §4.5.14: a <time> without datetime must hold a valid date or time; with it, datetime must be one.
      for (const time of d.querySelectorAll('time')) {
        const value = time.getAttribute('datetime') ?? time.textContent ?? '';
        if (!MACHINE_DATE.test(value)) found.push(`${r.file} <time>${time.textContent}</time> has no machine-readable date ("${value}")`);
      }
    }
    expect(found).toEqual([]);
  });

  it('gives the same bytes for the same input', () => {
    const again = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--data', REFERENCE_DATA, '--out', again], { env: EPOCH }).status).toBe(0);
    const files = listFiles(out);
    expect(listFiles(again)).toEqual(files);
    for (const f of files) expect(readFileSync(path.join(again, f)).equals(readFileSync(path.join(out, f))), f).toBe(true);
  });
});

describe('a build that fails', () => {
  it('leaves the previous output exactly as it was and says so', () => {
    const out = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--data', REFERENCE_DATA, '--out', out]).status).toBe(0);
    writeFileSync(path.join(out, 'robots.txt'), 'previous build');
    const before = listFiles(out);
    const broken = dataWith(REFERENCE_DATA, {
      'shop.yaml': readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace('phone:', 'phnoe:'),
    });
    const run = runCli(['build', '--data', broken, '--out', out]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('/phnoe  unknown field\n  hint: did you mean "phone"?');
    expect(run.stderr).toContain(`Nothing was written; ${out}/ is as it was.`);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+\)/);
    expect(listFiles(out)).toEqual(before);
    // No output folder before: none after, and no word of one "as it was".
    const none = path.join(tempDir(), 'never');
    const first = runCli(['build', '--data', broken, '--out', none]);
    expect(first.stderr).toMatch(/Nothing was written\.\n$/);
    expect(existsSync(none)).toBe(false);
  });

  it('refuses to write over the data folder or the project', () => {
    const data = dataWith(REFERENCE_DATA);
    const run = runCli(['build', '--data', data, '--out', data]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to write the site into');
    expect(runCli(['build', '--data', REFERENCE_DATA, '--out', '.'], { cwd: tempDir() }).status).toBe(1);
  });
});

describe('shopsite check', () => {
  it('names the file, line, column and path of a typo, with a hint, and writes nothing', () => {
    const data = dataWith(REFERENCE_DATA, {
      'shop.yaml': readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace('  city: Springfield', '  ctiy: Springfield'),
    });
    const cwd = path.dirname(data);
    const run = runCli(['check', '--data', 'shop-data'], { cwd });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n').slice(0, 4)).toEqual([
      'shop-data/shop.yaml:10:3  /address/city  missing field "city"',
      '  hint: add city: The town, at most 60 characters (it is part of page addresses).',
      'shop-data/shop.yaml:11:3  /address/ctiy  unknown field',
      '  hint: did you mean "city"? Fields here: street, city, state, stateName, zip, country',
    ]);
    // check never writes: it does not say it wrote nothing either.
    expect(run.stderr).toMatch(/\n2 problems in 1 file\.\n$/);
    expect(readdirSync(cwd)).toEqual(['shop-data']);
  });

  it("reads the build's day as build does, from SOURCE_DATE_EPOCH: an ended coupon only once it has ended", () => {
    const coupons = readFileSync(path.join(REFERENCE_DATA, 'coupons.yaml'), 'utf8').replace('    note: With any service.\n', '    note: With any service.\n    expires: "2026-06-30"\n');
    const data = dataWith(REFERENCE_DATA, { 'coupons.yaml': coupons });
    const at = (iso: string) => ({ SOURCE_DATE_EPOCH: String(Date.parse(iso) / 1000) });
    const before = runCli(['check', '--data', data], { env: at('2026-06-01T12:00:00Z') });
    expect(before.stderr).not.toMatch(/coupon ended/);
    expect(before.status).toBe(0);
    const after = runCli(['check', '--data', data], { env: at('2026-07-01T12:00:00Z') });
    expect(after.stderr).toMatch(/this coupon ended on 2026-06-30/);
  });

  it('exits 0 on the reference data', () => {
    const run = runCli(['check', '--data', REFERENCE_DATA]);
    expect(run.stderr).toMatch(/is valid: 58 pages/);
    expect(run.status).toBe(0);
  });
});

describe('the command line', () => {
  it('prints help and its version with exit 0', () => {
    const help = runCli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/build .*\n.*check .*\n.*preview/s);
    const version = runCli(['--version']);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version);
  });

  it('runs in the tests as users run it: the launcher sets NODE_ENV to production, so React runs its production build', () => {
    // A preload that reports, as the process ends, the NODE_ENV React read (no spaces or double quotes: NODE_OPTIONS splits and unquotes).
    const report = "data:text/javascript,process.on('exit',()=>process.stderr.write('NODE_ENV='+process.env.NODE_ENV))";
    const run = runCli(['--version'], { env: { NODE_OPTIONS: `--import=${report}` } });
    expect(run.stderr).toBe('NODE_ENV=production');
    // An empty NODE_ENV (a CI's "NODE_ENV=" line) is no choice of React's development build.
    expect(runCli(['--version'], { env: { NODE_ENV: '', NODE_OPTIONS: `--import=${report}` } }).stderr).toBe('NODE_ENV=production');
    expect(runCli(['--version'], { env: { NODE_ENV: 'development', NODE_OPTIONS: `--import=${report}` } }).stderr).toBe('NODE_ENV=development');
  });

  it('runs as npx shopsite in the project, with no compile step', () => {
    const run = spawnSync('npx', ['--offline', 'shopsite', '--version'], { cwd: ROOT, encoding: 'utf8', env: cliEnv() });
    expect(run.stdout.trim()).toBe(JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version);
  });

  it('exits 2 on a usage mistake', () => {
    expect(runCli(['bild']).status).toBe(2);
    expect(runCli(['build', '--nope']).status).toBe(2);
    expect(runCli(['preview', '--port', 'abc']).status).toBe(2);
    expect(runCli(['build', '--base-url', 'not a url']).status).toBe(2);
    // One site's address for a fleet would give every shop the same canonical links.
    const fleet = runCli(['build', '--data', REFERENCE_DATA, OTHER_SHOP, '--out', path.join(tempDir(), 'out'), '--base-url', 'https://preview.example.org/']);
    expect(fleet.status).toBe(2);
    expect(fleet.stderr).toContain('--base-url names one site');
  });

  it('--json prints one report on stdout with routes and bytes per page', () => {
    const out = path.join(tempDir(), 'dist');
    const run = runCli(['build', '--data', REFERENCE_DATA, '--out', out, '--json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.ok).toBe(true);
    expect(report.pages).toHaveLength(58);
    expect(report.pages[0]).toMatchObject({ path: '/', file: 'index.html', bytes: { html: expect.any(Number), js: expect.any(Number), css: expect.any(Number) } });
    expect(report.problems).toEqual([]);
  });
});
