// Third parties wait for the visitor (docs/architecture.md, The client runtime): as built, no page asks a third-party
// host for anything by itself (no iframe, no script, image or stylesheet of theirs in the HTML);
// the map is a facade button that names its map only in data-map; the booking status line is in
// the page from the start; the CSP still admits the map's frame and no inline script; and the
// build's manifest names each page's kind (npm run lighthouse picks its pages from it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { buildRoutes } from '../../src/routes.js';
import type { HostRules } from '../../src/hosting/index.js';
import { validateSite } from '../../src/validate/index.js';
import { MANIFEST } from '../../src/write.js';
import { REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

const site = validateSite(loadSiteData(REFERENCE_DATA).docs).site!;
const { routes } = buildRoutes(site);
const pageRoutes = routes.filter((r) => r.kind !== 'redirect');
let out: string;
let manifest: { pages: { path: string; file: string; kind: string }[]; host: HostRules };
const html = (file: string) => readFileSync(path.join(out, file), 'utf8');
const doms = new Map<string, Document>();
const dom = (file: string) => doms.get(file) ?? doms.set(file, new JSDOM(html(file)).window.document).get(file)!;
/** Every origin of the third parties the data names: the booking widget, the portal, the map. */
const thirdParty = [site.shop.thirdParty.booking!.scriptUrl, site.shop.thirdParty.portal!.scriptUrl, site.shop.links.mapEmbed].map((u) => new URL(u).origin);

beforeAll(() => {
  out = path.join(tempDir(), 'dist');
  expect(runCli(['build', '--data', REFERENCE_DATA, '--out', out]).status).toBe(0);
  manifest = JSON.parse(readFileSync(path.join(out, MANIFEST), 'utf8')) as typeof manifest;
});

describe('given the built reference site', () => {
  it('then no page makes the browser fetch from a third party by itself: no frame, and no src or stylesheet of theirs', () => {
    for (const route of pageRoutes) {
      const d = dom(route.file);
      expect(d.querySelectorAll('iframe, frame, object, embed'), route.path).toHaveLength(0);
      const fetched = [...d.querySelectorAll('[src], link[href]')].map((el) => el.getAttribute('src') ?? el.getAttribute('href')!);
      expect(fetched.filter((url) => thirdParty.some((origin) => url.startsWith(origin))), route.path).toEqual([]);
    }
  });

  it('then the map is a facade: a real button named by its action and the shop, the map only in its data-map', () => {
    const { shop, pages } = site;
    const withMap = pageRoutes.filter((r) => dom(r.file).querySelector('.location'));
    expect(withMap.map((r) => r.kind)).toEqual(expect.arrayContaining(['home', 'service', 'make']));
    for (const route of withMap) {
      const button = dom(route.file).querySelector<HTMLButtonElement>('.location .map-frame > button')!;
      expect(button.type).toBe('button');
      // Named as it reads, the action first, then the place with its street; the visible words begin
      // the name (WCAG 2.5.3). An aria-label, since hidden spans put a space before the comma in Chromium's name.
      expect(button.getAttribute('aria-label')).toBe(`${pages.layout.mapLabel} ${shop.name}, ${shop.address.street}, ${shop.address.city}`);
      expect(button.textContent!.replace(/\s+/g, ' ').trim()).toBe(`${pages.layout.mapLabel} ${shop.name}`);
      expect(button.dataset.map).toBe(shop.links.mapEmbed);
      // The one place the page names the map: the attribute the click reads (actions.ts, widgets.ts).
      const escaped = shop.links.mapEmbed.replace(/&/g, '&amp;');
      expect(html(route.file).split(escaped), route.path).toHaveLength(2);
    }
  });

  it('then every page has the booking status line, empty until a Book click waits, a live region with its words in data', () => {
    for (const route of pageRoutes) {
      const status = dom(route.file).getElementById('booking-status')!;
      expect(status.getAttribute('role'), route.path).toBe('status');
      expect(status.textContent).toBe('');
      expect(status.dataset.text).toBe(site.pages.layout.bookingOpening);
    }
  });

  it("then the policy still admits the map's frame and the widgets' scripts, and no inline script", () => {
    const csp = manifest.host.headers[0]!.headers['Content-Security-Policy']!;
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);
    expect(directive('frame-src')).toContain(new URL(site.shop.links.mapEmbed).origin);
    expect(directive('script-src')).toEqual(expect.arrayContaining(thirdParty.slice(0, 2)));
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
  });

  it('then the manifest names the kind of every page it wrote', () => {
    expect(manifest.pages).toEqual(pageRoutes.map((r) => ({ path: r.path, file: r.file, kind: r.kind })));
  });
});

describe('given a shop with no booking widget', () => {
  it('then its pages carry no booking status line, and still the map facade', () => {
    const shopYaml = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(/thirdParty:\n( {2}.+\n)+/, '');
    expect(shopYaml).not.toContain('booking:');
    const other = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--data', dataWith(REFERENCE_DATA, { 'shop.yaml': shopYaml }), '--out', other]).status).toBe(0);
    const d = new JSDOM(readFileSync(path.join(other, 'index.html'), 'utf8')).window.document;
    expect(d.getElementById('booking-status')).toBeNull();
    expect(d.querySelector('.location .map-frame > button[data-map]')).not.toBeNull();
  });
});
