// `shopsite hub`: the brand's own site, a second site kind through the same stages as a shop's:
// load and validate (hub.yaml with the brand folder, every shop as `build` reads it), routes
// (routes.ts), render (the templates' hub pages), bundle (its script and stylesheet, the
// locator's data), check (internal links), hosting (the same rules and host files) and write (one
// swap). The only module that knows the hub's stage order; stops before writing on any error.
import { byteSize, startRun } from '../shared/run-clock.js';
import path from 'node:path';
import { bundleHubAssets } from '../bundle/index.js';
import { LinkCheck } from '../check/index.js';
import { basePath, hostFiles, hostRules, type HostName, type HostRules } from '../hosting/index.js';
import { contentSecurityPolicy, publishingFiles } from '../hosting/publish.js';
import { loadBrand } from '../load/index.js';
import { atBase, renderHubPages } from '../render.js';
import type { HubRoute } from '../shared/hub.js';
import { byCodeUnits } from '../shared/order.js';
import { problem } from '../shared/problems.js';
import type { OutputFile, Problem } from '../shared/types.js';
import { brandTheme, hubOnlyFillIns, validateHub } from '../validate/hub.js';
import { folderLabel, stageOutput, unsafeOutput } from '../write.js';
import type { PageReport } from '../build.js';
import { LOCATOR_DIR, locatorFiles } from './locator-data.js';
import { hubRoutes } from './routes.js';
import { loadHubShops } from './shops.js';

export interface HubOptions {
  brandDir: string;
  dataDirs: string[];
  outDir: string;
  /** The hub's address for canonical links and the sitemap; defaults to siteUrl in hub.yaml. */
  baseUrl?: string;
  host?: HostName;
  protect?: string[];
  force?: boolean;
  write?: boolean;
  strict?: boolean;
}

export interface HubResult {
  ok: boolean;
  problems: Problem[];
  routes: HubRoute[];
  files: OutputFile[];
  /** Each page with its bytes, as build's report has them (js: the page's script, loaded up front). */
  pages: PageReport[];
  shops: number;
  bytes: number;
  ms: number;
  stages: Record<string, number>;
  host?: HostRules;
}

export async function buildHub(options: HubOptions): Promise<HubResult> {
  const { lap, blocks, done } = startRun<HubResult>(options.strict, { routes: [], files: [], pages: [], shops: 0, bytes: 0 });
  const target = { outDir: options.outDir, protect: options.protect ?? [], dataDirs: [options.brandDir, ...options.dataDirs], force: options.force };
  if (options.write !== false) {
    const unsafe = unsafeOutput(target);
    if (unsafe) return done([unsafe]);
  }

  const brand = loadBrand(options.brandDir);
  const problems: Problem[] = [...brand.problems];
  if (!brand.hub && !brand.problems.some((p) => p.file?.startsWith(path.join(options.brandDir, 'hub.')))) {
    problems.push(problem('missing-file', { kind: 'hub' }, { file: path.join(options.brandDir, 'hub.yaml'), hint: 'the brand folder needs a hub.yaml with at least name, siteUrl and intro (docs/hub.md)' }));
  }
  const hubDoc = brand.hub && validateHub(brand.hub);
  if (hubDoc) problems.push(...hubDoc.problems, ...hubOnlyFillIns(brand.hub!));
  const loaded = loadHubShops(options.dataDirs, options.brandDir, hubDoc?.hub);
  // A shop's errors stop the hub; its warnings (values still to fill in, copy to finish) are its
  // own build's to report, unless --strict. The brand's, which every shop repeats, are told once.
  const seen = new Set(problems.map((p) => JSON.stringify(p)));
  for (const p of loaded.problems) {
    const key = JSON.stringify(p);
    if (seen.has(key) || (p.severity === 'warning' && !options.strict)) continue;
    problems.push(p);
    seen.add(key);
  }
  // Their stand-ins, though, are the hub's own business: it shows them (a phone that calls no one).
  if (loaded.standIns.length && !options.strict) {
    const shown = loaded.standIns.slice(0, 5).map((s) => folderLabel(s.dir)).join(', ') + (loaded.standIns.length > 5 ? ', …' : '');
    const fields = [...new Set(loaded.standIns.flatMap((s) => s.fields))];
    const words = fields.length > 1 ? `${fields.slice(0, -1).join(', ')} or ${fields.at(-1)}` : fields[0]!;
    problems.push(problem('hub-stand-ins', { count: loaded.standIns.length, shops: shown, fields: words, first: folderLabel(loaded.standIns[0]!.dir) }, { severity: 'warning' }));
  }
  // The brand folders the shops name are data folders too: never replaced, held or written into.
  target.dataDirs.push(...loaded.brandDirs);
  const unsafe = options.write !== false && unsafeOutput(target);
  if (unsafe) problems.push(unsafe);
  lap('load');
  if (blocks(problems) || !hubDoc?.hub) return done(problems);
  const hub = brandTheme(hubDoc.hub, brand.docs.find((d) => d.kind === 'shop'));

  const baseUrl = options.baseUrl ?? hub.siteUrl;
  const base = basePath(baseUrl);
  const { routes, states } = hubRoutes(hub, loaded.shops, baseUrl);
  const host = hostRules([], undefined, options.host ?? hub.host ?? 'static', base, { geolocation: true });
  lap('routes');

  const bundle = await bundleHubAssets(hub.theme);
  const within = atBase(base);
  const data = locatorFiles(states);
  lap('bundle');
  const pages = await renderHubPages(routes, {
    hub,
    states,
    count: loaded.shops.length,
    links: { home: within('/'), locations: within('/locations/') },
    homeUrl: `${baseUrl.replace(/\/+$/, '')}/`,
    assets: { css: within(bundle.css), client: within(bundle.client), favicon: within('/favicon.svg') },
    locator: { base: within(`/${LOCATOR_DIR}/`) },
    ...(host.host === 'github-pages' ? { csp: contentSecurityPolicy(undefined, { meta: true }) } : {}),
  });
  lap('render');

  const files: OutputFile[] = [
    ...pages.map((p) => ({ file: p.route.file, contents: p.html })),
    ...bundle.assets.map((a) => ({ file: a.file, contents: a.contents })),
    ...publishingFiles(routes, hub.theme, baseUrl),
    ...data,
  ].sort((a, b) => byCodeUnits(a.file, b.file));
  problems.push(...new LinkCheck().problems(files, host.base));
  const hosted = hostFiles(host, files);
  problems.push(...hosted.problems);
  files.push(...hosted.files);
  files.sort((a, b) => byCodeUnits(a.file, b.file));
  lap('check');
  if (blocks(problems)) return done(problems, { routes, host });

  if (options.write !== false) {
    const staged = stageOutput(target);
    if (!('commit' in staged)) return done([...problems, staged], { routes, host });
    const pageKinds = routes.map((r) => ({ path: r.path, file: r.file, kind: r.kind }));
    problems.push(...(await staged.commit(files, { host, pages: pageKinds })));
  }
  lap('write');
  const bytes = files.reduce((n, f) => n + (f.sameAs ? 0 : byteSize(f.contents)), 0);
  const sizeOf = (file: string) => byteSize(files.find((f) => `/${f.file}` === file)!.contents);
  const pageBytes = { js: sizeOf(bundle.client), css: sizeOf(bundle.css) };
  const reports = pages.map((p) => ({ path: p.route.path, file: p.route.file, bytes: { html: byteSize(p.html), ...pageBytes } }));
  return done(problems, { routes, files, host, pages: reports, shops: loaded.shops.length, bytes });
}

