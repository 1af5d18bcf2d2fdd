// build --cms (src/cms/): Decap CMS's configuration comes from the schemas alone (a widget per
// type, labels, hints, optional fields, a property added to a schema appearing by itself); the
// pinned script's integrity is the installed release's; /admin/'s policy replaces the site's
// there on every host, and every other page keeps the site's policy as it was.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfig, cmsLocation, readSchemas } from '../../src/cms/index.js';
import { cmsPolicy, DECAP_VERSION } from '../../src/cms/decap.js';
import type { CmsField, SchemaSet } from '../../src/cms/fields.js';
import { headersFile, hostRules, vercelRoutes, type HostName } from '../../src/hosting/index.js';
import { contentSecurityPolicy } from '../../src/hosting/publish.js';
import { WEEK_DAYS } from '../../src/shared/data.generated.js';
import { loadSiteData } from '../../src/load/documents.js';
import { buildRoutes } from '../../src/routes.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, tempDir } from '../helpers.js';

const CMS = { backend: 'github' as const, repo: 'owner/shop-site', branch: 'main' };
const LOCATION = { folder: 'shop-data', files: ['shop', 'services', 'makes', 'reviews', 'coupons', 'faq', 'pages'].map((kind) => ({ kind, file: `shop-data/${kind}.yaml` })) };

type Config = { collections: { files: { name: string; label: string; file: string; fields: CmsField[] }[] }[]; local_backend: unknown; backend: unknown; media_folder: string };

function configOf(schemas: SchemaSet = readSchemas()): Config {
  return cmsConfig(CMS, LOCATION, schemas, { siteUrl: 'https://shop.example.com' }) as unknown as Config;
}

/** The field at a path of names through objects and lists (`coupons`, `expires`). */
function fieldAt(config: Config, kind: string, ...names: string[]): CmsField {
  let fields = config.collections[0]!.files.find((f) => f.name === kind)!.fields;
  let found: CmsField | undefined;
  for (const name of names) {
    found = fields.find((f) => f.name === name);
    if (!found) throw new Error(`no field ${names.join('.')} in ${kind}`);
    fields = (found.fields as CmsField[] | undefined) ?? [];
  }
  return found!;
}

describe('the configuration, from the schemas', () => {
  const config = configOf();

  it('has a file for each kind of data file, at its path in the repository, labelled by the schema title', () => {
    expect(config.collections[0]!.files.map((f) => [f.name, f.file])).toEqual(LOCATION.files.map((f) => [f.kind, f.file]));
    expect(config.collections[0]!.files.find((f) => f.name === 'coupons')!.label).toBe('Coupons');
    expect(config.backend).toEqual({ name: 'github', repo: 'owner/shop-site', branch: 'main' });
    expect(config.local_backend).toBe(true);
    expect(config.media_folder).toBe('shop-data/images');
  });

  it('gives each type its widget, the key made readable as the label, the description as the hint, required: false for optional fields', () => {
    expect(fieldAt(config, 'shop', 'name')).toEqual({ name: 'name', label: 'Name', widget: 'string', hint: "The shop's name, as in the logo and the page titles." });
    expect(fieldAt(config, 'shop', 'logoText')).toMatchObject({ label: 'Logo text', widget: 'string', required: false });
    // maxLength 750: a text area.
    expect(fieldAt(config, 'shop', 'description').widget).toBe('text');
    expect(fieldAt(config, 'shop', 'host')).toMatchObject({ widget: 'select', options: ['vercel', 'cloudflare', 'netlify', 'github-pages', 'static'], default: 'static', required: false });
    expect(fieldAt(config, 'shop', 'geo', 'latitude')).toMatchObject({ widget: 'number', value_type: 'float', min: -90, max: 90 });
    expect(fieldAt(config, 'reviews', 'reviews', 'rating')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 });
    expect(fieldAt(config, 'shop', 'geo')).toMatchObject({ widget: 'object' });
    expect(fieldAt(config, 'faq', 'faq')).toMatchObject({ widget: 'list', min: 1 });
    // A month may have no coupons: the list may be emptied.
    expect(fieldAt(config, 'coupons', 'coupons')).toMatchObject({ widget: 'list' });
    expect(fieldAt(config, 'coupons', 'coupons')).not.toHaveProperty('min');
    // A new shop with no reviews yet: reviews: [], testimonials: [].
    expect([fieldAt(config, 'reviews', 'reviews').min, fieldAt(config, 'reviews', 'testimonials').min]).toEqual([undefined, undefined]);
    expect(fieldAt(config, 'coupons', 'coupons', 'expires')).toMatchObject({ widget: 'string', default: 'rolling', required: false });
    expect(fieldAt(config, 'shop', 'specialHours', 'closed')).toMatchObject({ widget: 'boolean', required: false });
    expect(fieldAt(config, 'services', 'services', 'teaser')).toMatchObject({ widget: 'boolean', default: true });
    // contentMediaType image/* (common.schema.json): Decap's picker, uploading into the data folder's images/.
    expect(fieldAt(config, 'services', 'services', 'image', 'src')).toMatchObject({ widget: 'image', required: false });
  });

  it('follows $refs across files, keeping a description given beside the $ref', () => {
    const from = fieldAt(config, 'shop', 'redirects', 'from');
    expect(from.hint).toMatch(/^The old path/);
    const common = readSchemas()['common.schema.json']!.definitions as Record<string, { pattern: string }>;
    expect((from.pattern as string[])[0]).toBe(common.sitePath!.pattern);
    expect(fieldAt(config, 'coupons', 'coupons', 'id').hint).toBe("A short name in lower-case letters, digits and hyphens, as in a page's address (oil-changes).");
  });

  it('makes a list of strings a list of one field, a list of enum values a multiple select, and sections told apart by their type Decap\'s variable types', () => {
    expect(fieldAt(config, 'shop', 'serviceArea')).toMatchObject({ widget: 'list', field: { name: 'item', widget: 'string' } });
    expect(fieldAt(config, 'shop', 'hours', 'schedule', 'days')).toMatchObject({ widget: 'select', multiple: true, options: [...WEEK_DAYS] });
    const body = fieldAt(config, 'services', 'services', 'sections');
    expect(body).toMatchObject({ widget: 'list', typeKey: 'type' });
    const types = body.types as CmsField[];
    expect(types.map((t) => t.name)).toEqual(['block', 'text', 'criteria', 'pricing', 'callout']);
    expect((types[0]!.fields as CmsField[]).map((f) => f.name)).not.toContain('type');
  });

  it('shows a property added to a schema, with its title and description, and no code changed', () => {
    const schemas = structuredClone(readSchemas());
    const coupon = (schemas['coupons.schema.json']!.properties as Record<string, { items: { properties: Record<string, unknown> } }>).coupons!.items;
    coupon.properties.finePrint = { title: 'Fine print', description: 'The small words under the offer.', type: 'string', maxLength: 1000 };
    expect(() => fieldAt(configOf(), 'coupons', 'coupons', 'finePrint')).toThrow();
    expect(fieldAt(configOf(schemas), 'coupons', 'coupons', 'finePrint')).toEqual({ name: 'finePrint', label: 'Fine print', widget: 'text', hint: 'The small words under the offer.', required: false });
  });

  it('leaves out a map of free keys (placeholders), which Decap keeps as the file has it', () => {
    expect(() => fieldAt(config, 'shop', 'placeholders')).toThrow(/no field/);
  });
});

describe('where the data lies in its repository', () => {
  it('is the data folder\'s path from the nearest folder with .git, and only the files it has', () => {
    const root = tempDir();
    const data = path.join(root, 'shops', 'north');
    mkdirSync(path.join(root, '.git'), { recursive: true });
    mkdirSync(data, { recursive: true });
    writeFileSync(path.join(data, 'shop.yaml'), 'name: x\n');
    writeFileSync(path.join(data, 'coupons.yml'), 'coupons: []\n');
    expect(cmsLocation(data)).toEqual({ folder: 'shops/north', files: [{ kind: 'shop', file: 'shops/north/shop.yaml' }, { kind: 'coupons', file: 'shops/north/coupons.yml' }] });
  });

  it('is nothing outside a repository', () => {
    expect(cmsLocation(tempDir())).toBeUndefined();
  });
});

describe("/admin/'s policy", () => {
  const site = validateSite(loadSiteData(REFERENCE_DATA).docs).site!;
  const { routes } = buildRoutes(site, site.shop.siteUrl);
  const policy = cmsPolicy(CMS, 'http://localhost:8081/api/v1');
  const rules = (host: HostName) => {
    const r = hostRules(routes, site, host, '');
    r.headers.push({ path: '/admin/*', headers: { 'Content-Security-Policy': policy }, replaces: true });
    return r;
  };

  it("admits the pinned release, eval (Decap's ajv), the host's API and the local backend; the site's does none of that", () => {
    expect(policy).toContain(`script-src 'self' 'unsafe-eval' https://unpkg.com/decap-cms@${DECAP_VERSION}/dist/;`);
    expect(policy).toContain("connect-src 'self' https://api.github.com http://localhost:8081;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(cmsPolicy(CMS, 'http://localhost:8081/api/v1', { meta: true })).not.toContain('frame-ancestors');
    const own = contentSecurityPolicy(site);
    expect(own).not.toMatch(/unsafe-eval|unpkg|localhost/);
    expect(() => cmsPolicy(CMS, 'http://evil.example.com:8081/api/v1')).toThrow(/localhost/);
  });

  it('replaces the site\'s on Cloudflare (detached first) and Netlify (the last rule wins), the site\'s rule unchanged', () => {
    const cloudflare = headersFile(rules('cloudflare'));
    expect(cloudflare).toContain(`/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}\n`);
    expect(cloudflare.startsWith(headersFile(hostRules(routes, site, 'cloudflare', '')))).toBe(true);
    const netlify = headersFile(rules('netlify'));
    expect(netlify).toBe(`${headersFile(hostRules(routes, site, 'netlify', ''))}/admin/*\n  Content-Security-Policy: ${policy}\n`);
  });

  it("leaves /admin/ out of the site's policy route on Vercel, the site's other headers kept there", () => {
    const routesOut = vercelRoutes(rules('vercel'));
    const withPolicy = routesOut.filter((r) => 'headers' in r && r.headers?.['Content-Security-Policy']);
    expect(withPolicy.map((r) => ('src' in r ? r.src : ''))).toEqual(['^(?!/admin/)/(.*)$', '^/admin/(.*)$']);
    const site404 = withPolicy.map((r) => ('src' in r ? new RegExp(r.src) : /$^/));
    expect([site404[0]!.test('/admin/'), site404[0]!.test('/services/'), site404[1]!.test('/admin/')]).toEqual([false, true, true]);
    expect(routesOut.some((r) => 'src' in r && r.src === '^/(.*)$' && r.headers?.['X-Content-Type-Options'] === 'nosniff')).toBe(true);
  });
});
