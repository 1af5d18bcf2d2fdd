// The page registry (src/shared/page-kinds.ts) is the one place a page kind is declared: every entry has
// its component, its words in the pages schema, its route and its link; a new entry adds cases here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { pageKinds, type OnePageKind, type SiteLinks } from '../../src/shared/page-kinds.js';
import { renderPages, siteLinks } from '../../src/render.js';
import { shopCall } from '../../src/shared/phone.js';
import { buildRoutes } from '../../src/routes.js';
import { validateSite } from '../../src/validate/index.js';
import { navLinks } from '../../templates/components/LinkList.js';
import { REFERENCE_DATA, ROOT, dataWith } from '../helpers.js';
import { examplesAdded, referenceWithExamples } from '../registry-examples.js';

interface Words {
  $ref?: string;
  properties?: Record<string, unknown>;
}
const schema = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'pages.schema.json'), 'utf8')) as {
  required: string[];
  definitions: Record<string, Words>;
  properties: Record<string, Words> & { layout: { properties: { nav: { properties: Record<string, { default?: string }> } } } };
};
/** A page's words in the schema, through its $ref when it shares a shape (#/definitions/listPage). */
const wordsOf = (key: string): Words | undefined => {
  const words = schema.properties[key];
  return words?.$ref ? schema.definitions[words.$ref.replace('#/definitions/', '')] : words;
};
const site = validateSite(loadSiteData(REFERENCE_DATA).docs).site!;
const { routes } = buildRoutes(site);
const links = siteLinks(routes) as unknown as Record<string, unknown>;
const onePage = pageKinds().flatMap(([kind, spec]) => ('path' in spec ? [{ kind, ...spec }] : []));

describe.each(pageKinds())('the %s page kind', (kind, spec) => {
  it('has its component in templates/pages/, exported under its name', async () => {
    const file = path.join(ROOT, 'templates', 'pages', `${spec.component}.tsx`);
    expect(existsSync(file)).toBe(true);
    const module = (await import(`../../templates/pages/${spec.component}.tsx`)) as Record<string, unknown>;
    expect(typeof module[spec.component]).toBe('function');
  });

  it('is made by routes.ts for the reference shop, and linked by its name unless nothing links to it', () => {
    const made = routes.filter((r) => r.kind === kind);
    if ('optional' in spec && !site.pages[spec.data]) expect(made).toEqual([]);
    else if (kind !== 'redirect') expect(made.length).toBeGreaterThan(0);
    if ('each' in spec) expect(links[kind]).toEqual(Object.fromEntries(made.map((r) => [r.slug, r.path])));
    else if ('path' in spec) expect(links[kind]).toBe(made[0]?.path);
    else if (spec.link) expect(links[spec.link]).toBe(made[0]!.path);
  });
});

describe.each(onePage)('the one-page kind $kind', ({ kind, path: at, data, ...spec }) => {
  it('has its path by the trailing-slash policy, its words and their title in pages.yaml, required unless optional', () => {
    expect(at).toMatch(/^\/([a-z0-9-]+\/)*$/);
    expect(wordsOf(data)?.properties).toHaveProperty('meta');
    expect(schema.required.includes(data)).toBe(!('optional' in spec));
    const route = routes.find((r) => r.kind === kind);
    if (route) expect(route).toMatchObject({ path: at, meta: { title: site.pages[data]!.meta.title }, titleSource: { kind: 'pages', path: `/${data}/meta/title` } });
  });

});

describe.each(onePage.flatMap((p) => ('nav' in p && p.nav ? [{ kind: p.kind, nav: p.nav }] : [])))('the navigation link to $kind', ({ kind, nav }) => {
  it('has its label in the schema, with a default, a place of its own in the footer, and is among the navigation links', () => {
    expect(schema.properties.layout.properties.nav.properties[nav.label]?.default).toEqual(expect.any(String));
    expect(onePage.filter((p) => 'nav' in p && p.nav?.footer === nav.footer).map((p) => p.kind)).toEqual([kind]);
    const route = routes.find((r) => r.kind === kind);
    expect(navLinks({ site, links: siteLinks(routes) }).find((l) => l.kind === kind)).toEqual(route && { kind, label: site.pages.layout.nav[nav.label], href: route.path, footer: nav.footer });
  });
});

describe('siteLinks', () => {
  it('never links a missing page to the home page: a kind the routes do not make is an error', () => {
    expect(() => siteLinks(routes.filter((r) => r.kind !== 'coupons'))).toThrow(/no coupons page/);
  });

  it('gives an optional page left out no link, so a template cannot link it by mistake', () => {
    const optional = onePage.filter((p) => 'optional' in p).map((p) => p.kind);
    const without = siteLinks(routes.filter((r) => !optional.includes(r.kind as OnePageKind))) as unknown as Record<string, unknown>;
    for (const kind of optional) expect(without[kind]).toBeUndefined();
  });

  it('has no link for a kind the registry does not declare (a type error)', () => {
    const typed: SiteLinks = siteLinks(routes);
    // @ts-expect-error: no such page kind, so no such link
    expect(typed.contact).toBeUndefined();
  });
});

describe('every one-page kind, rendered with the reference data and the schema examples of what it leaves out', () => {
  it('is a page at its path with its title and description, and a link with its nav label in the footer quick links when it has one', async () => {
    const full = referenceWithExamples();
    const made = buildRoutes(full.site, full.site.shop.siteUrl).routes;
    const { pages, problems } = await renderPages(made, full.site, { assets: { css: '/assets/site.css' }, images: {}, today: new Date(0), call: shopCall(full.site.shop) });
    expect(problems).toEqual([]);
    for (const { kind, path: at, data, ...spec } of onePage) {
      const page = pages.find((p) => p.route.kind === kind);
      expect(page?.route.path, kind).toBe(at);
      const document = new JSDOM(page!.html).window.document;
      const meta = full.site.pages[data]!.meta;
      expect(document.title).toBe(meta.title);
      expect(document.querySelector('meta[name=description]')!.getAttribute('content')).toBe(meta.description);
      expect(document.querySelector('main h1')?.textContent, kind).toBeTruthy();
      const linked = [...document.querySelectorAll(`footer a[href="${at}"]`)].map((a) => a.textContent);
      if ('nav' in spec && spec.nav) expect(linked, kind).toContain(full.site.pages.layout.nav[spec.nav.label]);
    }
  }, 60_000);
});

describe('the schema examples the registry and the table reach the tests with (tests/registry-examples.ts)', () => {
  const read = (name: string) => readFileSync(path.join(REFERENCE_DATA, name), 'utf8');

  it('adds nothing to the reference data, which stays byte for byte as it is, when it has every entry', () => {
    const added = examplesAdded(read('pages.yaml'), read('shop.yaml'));
    expect(added).toMatchObject({ pages: [], thirdParties: [], pagesText: read('pages.yaml'), shopText: read('shop.yaml') });
    expect(referenceWithExamples().data).toBe(REFERENCE_DATA);
  });

  it("adds a third party the shop leaves out from its schema's example, and the data still validates", () => {
    const shop = read('shop.yaml').replace(/^ {2}booking:\n(?: {4}.*\n)+/m, '');
    expect(shop).not.toMatch(/^ {2}booking:/m);
    const added = examplesAdded(read('pages.yaml'), shop);
    expect(added.thirdParties).toEqual(['booking']);
    const docs = loadSiteData(dataWith(REFERENCE_DATA, { 'shop.yaml': added.shopText })).docs;
    expect(validateSite(docs).site!.shop.thirdParty.booking).toEqual({ scriptUrl: 'https://booking.example.com/widget.js', global: 'BookingWidget', method: 'show' });
  });

  it("adds an optional page kind the pages leave out, from its schema's example (a Financing page)", () => {
    const kinds = [...pageKinds(), ['financing', { component: 'FinancingPage', path: '/financing/', data: 'financing', optional: true }] as never];
    const asked: string[] = [];
    const added = examplesAdded(read('pages.yaml'), read('shop.yaml'), kinds, undefined, (file, pointer) => {
      asked.push(`${file}#${pointer}`);
      return { meta: { title: 'Financing', description: 'Pay over time.' }, heading: 'Financing' };
    });
    expect(asked).toEqual(['pages.schema.json#/properties/financing']);
    expect(added.pages).toEqual(['financing']);
    const { financing, ...rest } = parse(added.pagesText) as Record<string, unknown>;
    expect(financing).toEqual({ meta: { title: 'Financing', description: 'Pay over time.' }, heading: 'Financing' });
    expect(rest).toEqual(parse(read('pages.yaml')));
    expect(added.shopText).toBe(read('shop.yaml'));
  });

  it('says what to add for a new optional page kind or third party whose schema has no example', () => {
    const kinds = [...pageKinds(), ['financing', { component: 'FinancingPage', path: '/financing/', data: 'financing', optional: true }] as never];
    expect(() => examplesAdded(read('pages.yaml'), read('shop.yaml'), kinds)).toThrow('schemas/pages.schema.json /properties/financing has no "examples"');
    expect(() => examplesAdded(read('pages.yaml'), read('shop.yaml'), pageKinds(), ['booking', 'chat'])).toThrow('schemas/shop.schema.json /properties/thirdParty/properties/chat has no "examples"');
  });
});
