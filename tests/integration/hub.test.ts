// `shopsite hub` on the example brand, through the real command line: the pages (home,
// locations, one per state, 404), the JSON-LD contract the fleet check reads (each shop's
// entry equal to the shop's own JSON-LD), every shop linked, sitemap, robots and host files as a
// shop site has them, valid HTML, the same bytes twice, and bad input (a bad hub.yaml, a bad
// shop) reported at file:line:col with the previous output left as it was.
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHub } from '../../src/hub/index.js';
import type { OutputFile } from '../../src/shared/types.js';
import { FRANCHISE, runCli, tempDir } from '../helpers.js';

const SHOPS = ['gainesville', 'raleigh', 'springfield'];
const ENV = { SOURCE_DATE_EPOCH: '1790000000' };
const shopDirs = (root: string) => SHOPS.map((s) => path.join(root, 'shops', s));

function hub(out: string, root = FRANCHISE, extra: string[] = []) {
  return runCli(['hub', '--brand', path.join(root, 'brand'), '--data', ...shopDirs(root), '--out', out, ...extra], { env: ENV });
}

function jsonLd(html: string): Record<string, unknown> {
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const doc = (dir: string, file: string) => new JSDOM(read(dir, file)).window.document;

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8', withFileTypes: false })
      .sort()
      .map((f) => [f, (() => { try { return readFileSync(path.join(dir, f), 'latin1'); } catch { return '<dir>'; } })()]),
  );
}

describe('shopsite hub on the example brand', () => {
  let out: string;
  let shops: string;
  beforeAll(() => {
    out = path.join(tempDir(), 'hub');
    const run = hub(out, FRANCHISE, ['--json']);
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { ok: boolean; shops: number; pages: { path: string; bytes: { html: number; js: number; css: number } }[]; bytes: number; ms: number };
    expect(report).toMatchObject({ ok: true, shops: 3 });
    expect(report.pages.map((p) => p.path)).toEqual(['/', '/locations/', '/locations/fl/', '/locations/nc/', '/locations/va/', '/404.html']);
    expect(report.pages[1]!.bytes.html).toBe(Buffer.byteLength(readFileSync(path.join(out, 'locations/index.html'))));
    expect(report.pages[1]!.bytes.js).toBeGreaterThan(0);
    expect(report.bytes).toBeGreaterThan(0);
    expect(report.ms).toBeGreaterThan(0);
    shops = path.join(tempDir(), 'shops');
    const built = runCli(['build', '--data', ...shopDirs(FRANCHISE), '--out', shops], { env: ENV });
    expect(built.status, built.stderr).toBe(0);
  }, 120_000);

  it('writes the home, the locations page, one page per state and the not-found page', () => {
    for (const file of ['index.html', 'locations/index.html', 'locations/fl/index.html', 'locations/nc/index.html', 'locations/va/index.html', '404.html']) {
      expect(read(out, file)).toMatch(/^<!DOCTYPE html><html lang="en">/);
    }
    expect(doc(out, 'index.html').querySelector('h1')!.textContent).toBe('Auto repair you can count on, near you');
    expect([...doc(out, 'index.html').querySelectorAll('.hub-states a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/locations/fl/', 'Florida (1)'],
      ['/locations/nc/', 'North Carolina (1)'],
      ['/locations/va/', 'Virginia (1)'],
    ]);
    expect(doc(out, 'locations/nc/index.html').querySelector('h1')!.textContent).toBe('Cardinal Auto in North Carolina');
  });

  it("lists every shop on the locations page with its address, phone, the week's hours and a link to its site", () => {
    const cards = [...doc(out, 'locations/index.html').querySelectorAll('.hub-shop')];
    expect(cards.map((c) => c.querySelector('.card-title')!.textContent)).toEqual(['Cardinal Auto Gainesville', 'Cardinal Auto Raleigh', 'Cardinal Auto Springfield']);
    const raleigh = cards[1]!;
    expect(raleigh.querySelector('address')!.textContent).toBe('4100 Capital BoulevardRaleigh, NC 27604');
    expect(raleigh.querySelector('a[href^="tel:"]')!.getAttribute('href')).toBe('tel:+19195550117');
    // The week, as the shop's own header gives it: true on whatever day the page is read.
    // Each day's hours unbroken (no space or hyphen a line may end at), the days apart.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');
    expect(raleigh.textContent).toContain('Hours: Mon\u2011Fri\u00a08AM\u20116PM · Sat\u00a08AM\u20112PM · Sun\u00a0Closed');
    const own = new JSDOM(readFileSync(path.join(shops, 'raleigh', 'index.html'), 'utf8')).window.document;
    expect(plain(raleigh.textContent!)).toContain(`Hours: ${own.querySelector('.topbar-hours')!.textContent}`);
    expect(own.querySelector('.topbar-hours')!.textContent).toBe('Mon-Fri 8AM-6PM · Sat 8AM-2PM · Sun Closed');
    expect(raleigh.querySelector('a.hub-visit')!.getAttribute('href')).toBe('https://raleigh.cardinal-auto.example.com/');
  });

  it('sets a state of one town as a column of its shops, and a state of several towns across the page', () => {
    const root = path.join(tempDir(), 'franchise');
    cpSync(FRANCHISE, root, { recursive: true });
    const durham = path.join(root, 'shops', 'durham');
    cpSync(path.join(root, 'shops', 'raleigh'), durham, { recursive: true });
    const yaml = read(durham, 'shop.yaml');
    writeFileSync(path.join(durham, 'shop.yaml'), yaml.replace('name: Cardinal Auto Raleigh', 'name: Cardinal Auto Durham').replace('raleigh.cardinal-auto', 'durham.cardinal-auto').replace('city: Raleigh', 'city: Durham'));
    const more = path.join(tempDir(), 'hub');
    const run = hub(more, root, ['--data', durham]);
    expect(run.status, run.stderr).toBe(0);
    const states = [...doc(more, 'locations/index.html').querySelectorAll('.hub-state-list > section.hub-state')];
    expect(states.map((s) => [s.querySelector('h2')!.textContent, s.classList.contains('hub-state-wide')])).toEqual([
      ['Florida', false],
      ['North Carolina', true],
      ['Virginia', false],
    ]);
  });

  it("names every shop in the Organization's JSON-LD with the same values as the shop's own JSON-LD, and links each", () => {
    const locations = read(out, 'locations/index.html');
    const org = jsonLd(locations) as { '@type': string; name: string; url: string; subOrganization: Record<string, unknown>[] };
    expect(org).toMatchObject({ '@type': 'Organization', '@id': 'https://www.cardinal-auto.example.com/#organization', name: 'Cardinal Auto', url: 'https://www.cardinal-auto.example.com/' });
    expect(org.subOrganization).toHaveLength(3);
    const links = new Set([...doc(out, 'locations/index.html').querySelectorAll('a[href]')].map((a) => a.getAttribute('href')));
    for (const shop of SHOPS) {
      const own = jsonLd(read(shops, `${shop}/index.html`)) as Record<string, unknown>;
      const entry = org.subOrganization.find((e) => e.url === own.url);
      // The week's hours as text: each day's, spelt out from runs like "Mo-Fr", are the shop's own openingHoursSpecification.
      const specs = own.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
      const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
      const byDay = (texts: string[]) =>
        texts.flatMap((text) => {
          const [days, range] = text.split(' ') as [string, string];
          const [from, to = from] = days.split('-').map((d) => week.findIndex((w) => w.startsWith(d)));
          return week.slice(from, to! + 1).map((day) => `${day} ${range}`);
        });
      const fromSpecs = specs.flatMap((s) => s.dayOfWeek.map((day) => `${day} ${s.opens}-${s.closes}`));
      const { openingHours, ...rest } = entry as { openingHours: string[] };
      expect(byDay(openingHours).sort(), shop).toEqual(fromSpecs.sort());
      expect(rest, shop).toEqual({ '@type': 'AutoRepair', '@id': own['@id'], name: own.name, url: own.url, telephone: own.telephone, address: own.address });
      // One entity, wherever it is described: the entry is the shop's own node by @id, the shop names the brand by the Organization's.
      expect(own['@id'], shop).toBe(`${own.url as string}#business`);
      expect((own.parentOrganization as Record<string, unknown>)['@id'], shop).toBe((org as Record<string, unknown>)['@id']);
      expect(own.telephone, shop).toMatch(/^\+1\d{10}$/);
      expect(links.has(own.url as string), `${shop} linked`).toBe(true);
    }
    // The home names the brand alone: the list of a thousand shops is for one page.
    const { subOrganization, ...brand } = org;
    expect(subOrganization.length).toBeGreaterThan(0);
    expect(jsonLd(read(out, 'index.html'))).toEqual(brand);
  });

  it('writes sitemap, robots, favicon and the host files as a shop site has them', () => {
    expect(read(out, 'sitemap.xml')).toContain('<loc>https://www.cardinal-auto.example.com/locations/nc/</loc>');
    expect(read(out, 'sitemap.xml')).not.toContain('404');
    expect(read(out, 'robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.cardinal-auto.example.com/sitemap.xml\n');
    // hub.yaml says host: vercel.
    const config = JSON.parse(read(out, '.vercel/output/config.json')) as { routes: { headers?: Record<string, string> }[] };
    const headers = config.routes.find((r) => r.headers?.['Content-Security-Policy'])!.headers!;
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self';");
    expect(headers['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=(self)');
    expect(read(out, '.vercel/output/static/locations/index.html')).toBe(read(out, 'locations/index.html'));
  });

  it('writes valid HTML on every kind of hub page', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        'attribute-misuse': 'off', 'no-inline-style': 'off', 'attribute-boolean-style': 'off', 'attribute-empty-style': 'off',
        'no-trailing-whitespace': 'off', 'void-style': 'off', 'doctype-style': 'off', 'attr-case': 'off',
        'valid-id': ['error', { relaxed: true }], 'unique-landmark': 'error',
      },
    });
    for (const file of ['index.html', 'locations/index.html', 'locations/va/index.html', '404.html']) {
      const report = await validator.validateString(read(out, file), file);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([]);
    }
  });

  it('gives the same bytes twice', () => {
    const again = path.join(tempDir(), 'hub');
    expect(hub(again).status).toBe(0);
    expect(snapshot(again)).toEqual(snapshot(out));
  });
});

describe('a hub whose lang is not English', () => {
  /** The example brand's hub in `lang`, with `words` added to its hub.yaml's, built in memory: each file's text. */
  async function hubWith(lang: string, words = ''): Promise<(file: string) => string> {
    const root = path.join(tempDir(), 'franchise');
    cpSync(FRANCHISE, root, { recursive: true });
    const file = path.join(root, 'brand', 'hub.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^words:\n/m, `lang: ${lang}\nwords:\n${words}`));
    const result = await buildHub({ brandDir: path.join(root, 'brand'), dataDirs: shopDirs(root), outDir: path.join(tempDir(), 'hub'), write: false });
    expect(result.problems).toEqual([]);
    return (name: string) => String(result.files.find((f: OutputFile) => f.file === name)!.contents);
  }
  const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2011/g, '-');

  it("writes a shop's week in the hub's language: its days and times from Intl, a closed day in hub.yaml's words", async () => {
    const files = await hubWith('de', '  hoursLabel: Öffnungszeiten\n  weekClosed: geschlossen\n');
    const d = new JSDOM(files('locations/index.html')).window.document;
    expect(d.documentElement.lang).toBe('de');
    const raleigh = [...d.querySelectorAll('.hub-shop')].find((c) => c.querySelector('.card-title')!.textContent === 'Cardinal Auto Raleigh')!;
    // Each day's hours still unbroken, the days apart.
    expect(raleigh.textContent).toContain('Öffnungszeiten: Mo\u2011Fr\u00a08:00\u201118:00 · Sa\u00a08:00\u201114:00 · So\u00a0geschlossen');
    // The locator shows the same words for the shop it finds.
    const nc = JSON.parse(files('locator/shops/nc.json')) as unknown[][];
    expect(nc.map((shop) => plain(String(shop.at(-1))))).toEqual(['Mo-Fr 8:00-18:00 · Sa 8:00-14:00 · So geschlossen']);
  });

  it('writes it as before in English, whatever its region', async () => {
    const files = await hubWith('en-GB');
    const nc = JSON.parse(files('locator/shops/nc.json')) as unknown[][];
    expect(nc.map((shop) => plain(String(shop.at(-1))))).toEqual(['Mon-Fri 8AM-6PM · Sat 8AM-2PM · Sun Closed']);
  });
});

describe('given bad input', () => {
  function broken(change: (root: string) => void) {
    const root = path.join(tempDir(), 'franchise');
    cpSync(FRANCHISE, root, { recursive: true });
    const out = path.join(tempDir(), 'hub');
    expect(hub(out, root).status).toBe(0);
    const before = snapshot(out);
    change(root);
    return { run: hub(out, root), out, before };
  }

  it('a bad hub.yaml is reported at its file:line:col, and the previous output is left as it was', () => {
    const { run, out, before } = broken((root) => writeFileSync(path.join(root, 'brand', 'hub.yaml'), 'name: X\nsiteUrl: nowhere\nintro: Shops.\n'));
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/brand\/hub\.yaml:2:10 {2}\/siteUrl {2}/);
    expect(run.stderr).toMatch(/Nothing was written/);
    expect(snapshot(out)).toEqual(before);
  });

  it("a shop with bad data is reported at its file:line:col, and the hub is not written", () => {
    const { run, out, before } = broken((root) => {
      const file = path.join(root, 'shops', 'raleigh', 'shop.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('  zip: "27604"', '  zip: "27604"\n  zipp: 1'));
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/shops\/raleigh\/shop\.yaml:\d+:3 {2}\/address\/zipp {2}unknown field/);
    expect(snapshot(out)).toEqual(before);
  });

  it("a shop's value in curly quotes that then breaks its field is told as its build tells it: the quotes, once", () => {
    const { run } = broken((root) => {
      const file = path.join(root, 'shops', 'springfield', 'services.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('  - slug: state-inspection\n', '  - slug: \u201cstate-inspection\u201d\n'));
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/shops\/springfield\/services\.yaml:5:11 {2}\/services\/0\/slug {2}the curly quotes around \u201cstate-inspection\u201d are read as part of the text\n/);
    expect(run.stderr).not.toContain('lower-case letters');
  });

  it('an empty hub.yaml, or none, says what to write', () => {
    const empty = broken((root) => writeFileSync(path.join(root, 'brand', 'hub.yaml'), ''));
    expect(empty.run.status).toBe(1);
    expect(empty.run.stderr).toMatch(/brand\/hub\.yaml {2}/);
    const none = broken((root) => rmSync(path.join(root, 'brand', 'hub.yaml')));
    expect(none.run.status).toBe(1);
    expect(none.run.stderr).toMatch(/brand\/hub\.yaml {2}hub\.yaml is missing\n {2}hint: the brand folder needs a hub\.yaml with at least name, siteUrl and intro/);
  });
});

describe("hub.yaml's values still to fill in", () => {
  it("stop a shop's strict build only where its pages show them (the brand's name), and are never a shop's stand-ins", () => {
    const root = path.join(tempDir(), 'franchise');
    cpSync(FRANCHISE, root, { recursive: true });
    const file = path.join(root, 'brand', 'hub.yaml');
    const text = readFileSync(file, 'utf8');
    const raleigh = path.join(root, 'shops', 'raleigh');
    // The intro is the hub's alone: a shop publishes with it unwritten, the hub does not.
    writeFileSync(file, text.replace(/^intro: >-$/m, 'intro: >- # fill in: the brand in a few sentences'));
    expect(runCli(['build', '--strict', '--data', raleigh, '--out', path.join(tempDir(), 'out')]).status).toBe(0);
    const strict = hub(path.join(tempDir(), 'hub'), root, ['--strict']);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toMatch(/brand\/hub\.yaml:\d+:\d+ {2}\/intro {2}still to fill in/);
    // The brand's name is on every shop's pages: each shop's strict build says so.
    writeFileSync(file, text.replace(/^name: (.*)$/m, 'name: $1 # fill in: the brand\'s name'));
    const shop = runCli(['build', '--strict', '--data', raleigh, '--out', path.join(tempDir(), 'out')]);
    expect(shop.status).toBe(1);
    expect(shop.stderr).toMatch(/brand\/hub\.yaml:\d+:\d+ {2}\/name {2}still to fill in/);
    const built = hub(path.join(tempDir(), 'hub'), root);
    expect(built.status, built.stderr).toBe(0);
    expect(built.stderr).not.toContain('on the hub with');
  });
});
