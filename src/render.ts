// Stage 4, render: loads the templates (prebuilt with lib/, or bundled for Node with esbuild and
// cached by a hash of the template sources), then renders every route into a whole HTML document. Takes the route
// table and site data; returns pages and problems. Never writes output, never reads site-data.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { asModuleFactory, cachePath, loadCachedModule, writeCacheFile } from './fast/build-cache.js';
import { COMPILED_SOURCES, PACKAGE_ROOT, TEMPLATE_DIR } from './shared/paths.js';
import { pageKinds, type SiteLinks } from './shared/page-kinds.js';
import { prebuilt } from './fast/prebuilt.js';
import { problem } from './shared/problems.js';
import type { HostRules } from './hosting/index.js';
import type { ImageAsset } from './bundle/images.js';
import { contentSecurityPolicy } from './hosting/publish.js';
import { LINK_FIELDS, type Page, type Problem, type Route, type SiteData } from './shared/types.js';
import type * as Templates from '../templates/index.js';
import type { PageInput } from '../templates/index.js';
import type { HubPageInput, HubRoute } from './shared/hub.js';

export type TemplatesModule = typeof Templates;

export interface RenderOptions {
  /** Hashed asset URLs shared by every page. */
  assets: { css: string; client?: string };
  images: Record<string, ImageAsset>;
  /** The build's today, for first-paint values such as the coupon expiry. */
  today: Date;
  /** The host's rules: its base path prefixes every address of the site. */
  host?: Pick<HostRules, 'host' | 'base'>;
  /**
   * The shop's number and its tel: address (phone.ts shopCall), dialled by the caller, where the
   * phone library is loaded for validation anyway: the templates never load it.
   */
  call: { number: string; href: string };
  /** Called with each page as soon as it is rendered (the build starts writing it), and awaited. */
  onPage?: (page: Page) => Promise<void>;
  /** false: a page handed to onPage is not kept in the result, whose pages are then empty (the build keeps what it needs of each). */
  keep?: boolean;
}

export interface RenderResult {
  pages: Page[];
  problems: Problem[];
}

export async function renderPages(routes: Route[], site: SiteData, options: RenderOptions): Promise<RenderResult> {
  const templates = await loadTemplates();
  templates.forgetRenders();
  const base = options.host?.base ?? '';
  const links = siteLinks(routes, base);
  const within = atBase(base);
  const assets = { css: within(options.assets.css), client: options.assets.client && within(options.assets.client), favicon: within('/favicon.svg') };
  const images = Object.fromEntries(
    Object.entries(options.images).map(([src, image]) => [src, { ...image, src: within(image.src), webp: image.webp?.replace(/(^|, )\//g, (_, before: string) => `${before}${base}/`) }]),
  );
  const placed = base ? sitePathsAt(site, within) : site;
  // Where no host sends headers (GitHub Pages), the policy travels in each page.
  const csp = options.host?.host === 'github-pages' ? contentSecurityPolicy(site, { meta: true }) : undefined;
  const problems: Problem[] = [];
  const pages: Page[] = [];
  for (const route of routes) {
    const at = route.target ? { ...route, target: within(route.target) } : route;
    const input: PageInput = { route: at, here: within(route.path), site: placed, links, assets, images, today: options.today.toISOString(), csp, call: options.call };
    try {
      const { html, islands } = templates.renderPage(input);
      const page = { route, html, islands };
      if (options.keep !== false || !options.onPage) pages.push(page);
      if (options.onPage) await options.onPage(page);
    } catch (error) {
      const template = templates.PAGES[route.kind].name;
      if (error instanceof templates.HeadError) {
        problems.push(
          problem('head-invalid-child', `${template} put <${error.element}> in the page head`, {
            hint: 'the head accepts title, meta, link, JSON-LD scripts and external module scripts only',
          }),
        );
      } else {
        // Validated data that a template cannot render is shopsite's bug, not the shop's: it
        // goes up as an internal error, with the stack to report.
        throw error;
      }
    }
  }
  return { pages, problems };
}

/**
 * The brand's hub's pages (shopsite hub, src/hub/): each route into a whole HTML document by the
 * same templates module. `input` is every page's but the route.
 */
export async function renderHubPages(routes: HubRoute[], input: Omit<HubPageInput, 'route'>): Promise<{ route: HubRoute; html: string }[]> {
  const templates = await loadTemplates();
  return routes.map((route) => ({ route, html: templates.renderHubPage({ ...input, route }) }));
}

/** A path of the site under the base path (/repo/coupons/); anything else (https:, tel:) as it is. */
export const atBase = (base: string) => (href: string) => (base && href.startsWith('/') && !href.startsWith('//') ? `${base}${href}` : href);

/** The site data with every internal path of a link field (/coupons/) under the base path. */
function sitePathsAt(site: SiteData, within: (href: string) => string): SiteData {
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key && LINK_FIELDS.has(key) ? within(value) : value;
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(site) as SiteData;
}

/** Internal links by purpose, from the route table and the page registry: templates never build a path themselves. */
export function siteLinks(routes: Route[], base = ''): SiteLinks {
  const links: Record<string, string | Record<string, string> | undefined> = {};
  for (const [kind, spec] of pageKinds()) {
    const made = routes.filter((r) => r.kind === kind);
    if ('each' in spec) links[kind] = Object.fromEntries(made.map((r) => [r.slug!, `${base}${r.path}`]));
    else if ('path' in spec || spec.link) {
      // Shopsite's own mistake, never the shop's: the registry's kinds are all made by routes.ts.
      if (!made.length && !('optional' in spec)) throw new Error(`no ${kind} page to link to: routes.ts made none`);
      links['link' in spec && spec.link ? spec.link : kind] = made[0] && `${base}${made[0].path}`;
    }
  }
  return links as SiteLinks;
}

/** Names of every island the templates define. */
export async function islandNames(): Promise<string[]> {
  return Object.keys((await loadTemplates()).ISLANDS).sort();
}

/** The templates failed to compile; `problems` say where. */
export class TemplatesDoNotCompile extends Error {
  constructor(readonly problems: Problem[]) {
    super('the templates do not compile');
  }
}

let loaded: { key: string; module: TemplatesModule } | undefined;

/**
 * The templates as one CommonJS module, run with this module's require, so react resolves from
 * shopsite's folder wherever the file is: lib/prebuilt/ when bundled (prebuilt.ts), else compiled
 * from templates/ (and the src helpers they import) and cached by a hash of those sources.
 */
async function loadTemplates(): Promise<TemplatesModule> {
  const ready = prebuilt('templates.cjs');
  const key = ready ?? templatesKey();
  if (loaded?.key === key) return loaded.module;
  const file = ready ?? cachePath(`templates-${key}.module.cjs`);
  if (!ready && !existsSync(file)) writeCacheFile(file, await compileTemplates());
  const module = loadCachedModule(file, createRequire(import.meta.url)) as TemplatesModule;
  loaded = { key, module };
  return module;
}

function templatesKey(): string {
  const sources = fg.sync(COMPILED_SOURCES, { cwd: PACKAGE_ROOT }).sort();
  const hash = createHash('sha256');
  for (const file of sources) hash.update(file).update(readFileSync(path.join(PACKAGE_ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * react-dom/server loads two renderers, the string one the templates use (renderToString,
 * renderToStaticMarkup) and the streaming one they never do: half of React's load time in a
 * build. The templates get the string renderer alone, found from shopsite's folder when the
 * module runs (its require is shopsite's: fast/build-cache.ts), so the bundle holds no path of this machine.
 */
const SERVER_RENDERER: Plugin = {
  name: 'string-renderer-only',
  setup(build) {
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: 'react-dom/server', namespace: 'string-renderer' }));
    build.onLoad({ filter: /.*/, namespace: 'string-renderer' }, () => ({
      // The build React's own entry would pick (react-dom/server.node.js): the same as the
      // jsx runtime's, which is required by name. Read through a variable, so `define` leaves it.
      contents:
        "const { dirname, join } = require('node:path');\n" +
        "const env = process.env;\n" +
        "const build = env.NODE_ENV === 'production' ? 'production' : 'development';\n" +
        "module.exports = require(join(dirname(require.resolve('react-dom/package.json')), 'cjs', `react-dom-server-legacy.node.${build}.js`));\n",
      loader: 'js',
    }));
  },
};

/** Bundles templates/ for Node into one module for loadCachedModule (its bytes); compile errors as problems. */
export async function compileTemplates(): Promise<Uint8Array> {
  const { build } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const result = await build({
    entryPoints: [path.join(TEMPLATE_DIR, 'index.tsx')],
    // Positions in compile errors are then relative to the package: templates/…
    absWorkingDir: PACKAGE_ROOT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [SERVER_RENDERER],
  }).catch((error: { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }) => {
    throw new TemplatesDoNotCompile(
      (error.errors ?? [{ text: String(error) }]).map((e) =>
        problem('template-error', e.text, {
          ...(e.location ? { file: e.location.file, line: e.location.line, col: e.location.column + 1 } : {}),
          hint: 'the templates do not compile: fix the TypeScript at this position',
        }),
      ),
    );
  });
  return Buffer.from(asModuleFactory(result.outputFiles[0]!.text));
}
