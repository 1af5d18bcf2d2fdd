// The only module that knows the order of the stages: load, validate, routes, render, bundle,
// check, write. Stops after the first stage that reports errors, before any byte is written.
// `write: false` returns everything in memory, for tests and --json.
import { bundleAssets } from './bundle/index.js';
import { cmsFiles, type CmsOptions } from './cms/index.js';
import { LinkCheck } from './check/index.js';
import { basePath, hostCopies, hostFiles, hostRules, hostWarnings, type HostName, type HostRules } from './hosting/index.js';
import { loadShop, type ShopLoad } from './load/index.js';
import { tellMisreadsOnce } from './load/misreads.js';
import { publishingFiles } from './hosting/publish.js';
import { TemplatesDoNotCompile, islandNames, renderPages } from './render.js';
import { byCodeUnits } from './shared/order.js';
import { byteSize, startRun } from './shared/run-clock.js';
import { buildRoutes } from './routes.js';
import { similarCopy } from './check/similar-copy.js';
import { fileClashes } from './check/output-files.js';
import { shopCall } from './shared/phone.js';
import { outputDays } from './fleet/inputs.js';
import type { OutputFile, Page, Problem, Route, SiteData } from './shared/types.js';
import { validateSite } from './validate/index.js';
import { endedCoupons } from './validate/coupons.js';
import { pastSpecialDays } from './validate/hours.js';
import { placeProblems } from './load/positions.js';
import { stageOutput, unsafeOutput, type StagedOutput } from './write.js';

export interface BuildOptions {
  dataDir: string;
  outDir: string;
  /** Site URL for canonical links and the sitemap; defaults to siteUrl in shop.yaml. */
  baseUrl?: string;
  /** Folders the output may never replace (the project root). */
  protect?: string[];
  /** Every data folder of this command (a fleet's), which the output may neither hold nor lie in. */
  dataDirs?: string[];
  /** Replace an output folder shopsite did not write (--force). */
  force?: boolean;
  write?: boolean;
  /** The build's today (first paint of the coupon expiry); SOURCE_DATE_EPOCH in the CLI. */
  today?: Date;
  /**
   * Also warn of special days that are over (special-day-past): the owner's editor asks, for the
   * days a save adds or changes. A build does not: last year's holidays kept in a file harm nothing.
   */
  pastDays?: boolean;
  /** Warnings stop the build too (for example values still to fill in). */
  strict?: boolean;
  /** The host to write for, over shop.yaml's `host` (--host). */
  host?: HostName;
  /**
   * A fleet's hash of what this shop's pages come from and the brand folder it includes
   * (fleet/inputs.ts): kept in the manifest with the days the pages hold for, so a later
   * fleet build can leave them as they are.
   */
  inputs?: { hash: string; brand: string | null };
  /** Texts by file name read instead of the data folder's files: the owner's editor checks a save before writing it. */
  overlay?: ReadonlyMap<string, string>;
  /** Also write /admin/, the content manager for shop.yaml's cms repository (--cms). */
  cms?: boolean | CmsOptions;
  /**
   * Keep each page's text in the result's files (the default). A fleet's worker, which reports
   * only counts and sizes, passes false: a written page's text is then let go as soon as it is
   * on disk, and the result's files are the others. Held to the end of its shop, every page
   * outlived V8's young generation, and collecting them took a sixth of a worker's time.
   */
  keepPages?: boolean;
  /**
   * Reads each page as it is rendered (a fleet check takes what it compares of it). With
   * keepPages false and nothing written, the page is then let go: the result has none.
   */
  onPage?: (page: Page) => void;
}

export interface PageReport {
  path: string;
  file: string;
  bytes: { html: number; js: number; css: number };
}

export interface BuildResult {
  ok: boolean;
  problems: Problem[];
  routes: Route[];
  pages: PageReport[];
  files: OutputFile[];
  bytes: number;
  ms: number;
  /** Milliseconds per stage, in the order they ran. */
  stages: Record<string, number>;
  /** How the site must be served, once routes exist. */
  host?: HostRules;
  /**
   * A built site's data, its documents (for placing problems found later) and its brand's folder:
   * what `check` reads of each shop of a fleet beside its pages (check/fleet/).
   */
  data?: { site: SiteData; docs: ShopLoad['docs']; brandDir?: string };
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const { lap, blocks, done } = startRun<BuildResult>(options.strict, { routes: [], pages: [], files: [], bytes: 0 });
  const target = {
    outDir: options.outDir,
    protect: options.protect ?? [],
    dataDirs: [options.dataDir, ...(options.dataDirs ?? [])],
    force: options.force,
  };
  if (options.write !== false) {
    const unsafe = unsafeOutput(target);
    if (unsafe) return done([unsafe]);
  }

  const loaded = loadShop(options.dataDir, options.overlay);
  // The brand's folder is a data folder too: never replaced, held or written into.
  if (loaded.brandDir) target.dataDirs.push(loaded.brandDir);
  if (loaded.brandDir && options.write !== false) {
    const unsafe = unsafeOutput(target);
    if (unsafe) return done([unsafe]);
  }
  lap('load');
  const validated = validateSite(loaded.docs, loaded.hub);
  lap('validate');
  const problems = tellMisreadsOnce(loaded.problems, validated.problems);
  if (blocks(problems) || !validated.site) return done(problems);
  const site = validated.site;

  const baseUrl = options.baseUrl ?? site.shop.siteUrl;
  const { routes, problems: routeProblems } = buildRoutes(site, baseUrl);
  const host = hostRules(routes, site, options.host ?? site.shop.host, basePath(baseUrl));
  const today = options.today ?? new Date();
  problems.push(...placeProblems([...routeProblems, ...hostWarnings(site, host.host), ...endedCoupons(site, today), ...(options.pastDays ? pastSpecialDays(site, today) : [])], loaded.docs));
  // Copy compared between pages: warnings only, which change no page.
  problems.push(...placeProblems(similarCopy(site, routes), loaded.docs));
  const cms = options.cms ? cmsFiles(site, options.dataDir, { base: host.base, baseUrl, meta: host.host === 'github-pages' }, options.cms === true ? {} : options.cms) : undefined;
  problems.push(...placeProblems(cms?.problems ?? [], loaded.docs));
  if (cms?.rule) host.headers.push(cms.rule);
  lap('routes');
  if (blocks(problems)) return done(problems, { routes });

  // Every page carries the loader (booking and event buttons are on every page). Each island is
  // its own chunk, so bundling all of them costs a page nothing it does not use.
  let islands: string[];
  try {
    islands = await islandNames();
  } catch (error) {
    if (error instanceof TemplatesDoNotCompile) return done([...problems, ...error.problems], { routes });
    throw error;
  }
  lap('templates');
  const bundle = await bundleAssets(islands, site, loaded.folders);
  problems.push(...placeProblems(bundle.problems, loaded.docs));
  const assets: OutputFile[] = [...bundle.assets.map((a) => ({ file: a.file, contents: a.contents })), ...publishingFiles(routes, site.shop.theme, baseUrl), ...(cms?.files ?? [])];
  problems.push(...placeProblems(fileClashes(routes, [...assets, ...hostFiles(host, []).files], host), loaded.docs));
  lap('bundle');
  if (blocks(problems)) return done(problems, { routes });
  // Each file is written into the output's temporary folder as soon as it exists (a page as it is
  // rendered, while the next one renders, with its host's copy); the folder is swapped in only
  // once every check has passed (write.ts).
  let staged: StagedOutput | undefined;
  if (options.write !== false) {
    const stage = stageOutput(target);
    if (!('commit' in stage)) return done([...problems, stage], { routes });
    staged = stage;
  }
  const writing = staged;
  // Not writing, the result's pages are the only copy, unless a reader of its own takes them.
  const keepPages = options.keepPages !== false || (!writing && !options.onPage);
  // Each page's links are read as it arrives, while the next one renders; resolved once all exist.
  const links = new LinkCheck();
  // The sizes of the pages let go (keepPages false).
  const written: PageSize[] = [];
  const writeEarly = (file: OutputFile) => {
    if (!writing) return;
    writing.add(file);
    for (const copy of hostCopies(host, file)) writing.add(copy);
  };
  try {
    for (const file of assets) writeEarly(file);
    const rendered = await renderPages(routes, site, {
      assets: { css: bundle.css, client: bundle.client },
      images: bundle.images,
      today,
      host,
      call: shopCall(site.shop),
      onPage: (writing || options.onPage) && (async (page) => {
        links.read(page.route.file, page.html);
        writeEarly({ file: page.route.file, contents: page.html });
        options.onPage?.(page);
        if (!keepPages) written.push({ route: page.route, bytes: byteSize(page.html) });
      }),
      keep: keepPages,
    });
    problems.push(...rendered.problems);
    lap('render');
    if (blocks(problems)) return done(problems, { routes });

    const files: OutputFile[] = [...rendered.pages.map((p) => ({ file: p.route.file, contents: p.html })), ...assets]
      .sort((a, b) => byCodeUnits(a.file, b.file));
    problems.push(...links.problems(files, host.base));
    const hosted = hostFiles(host, files);
    problems.push(...hosted.problems);
    files.push(...hosted.files);
    files.sort((a, b) => byCodeUnits(a.file, b.file));
    lap('check');
    if (blocks(problems)) return done(problems, { routes, host });

    // The manifest names each page's kind, for tools that pick one page of each (npm run lighthouse).
    const pageKinds = routes.filter((r) => r.kind !== 'redirect').map((r) => ({ path: r.path, file: r.file, kind: r.kind }));
    if (staged) {
      const committing = staged;
      staged = undefined;
      const inputs = options.inputs === undefined ? {} : { inputs: { ...options.inputs, ...outputDays(site, today) } };
      problems.push(...(await committing.commit(files, { host, pages: pageKinds, ...inputs })));
    }
    lap('write');
    return report(keepPages ? rendered.pages.map((p) => ({ route: p.route, bytes: byteSize(p.html) })) : written, files);
  } finally {
    // Stopped before the swap (a problem, or shopsite's own error): the previous output is untouched.
    await staged?.abandon();
  }

  /** The result: each page's size (measured once: a page's UTF-8 length is a walk of its text) and the total. */
  function report(pageSizes: PageSize[], files: OutputFile[]): BuildResult {
    const cssBytes = byteSize(bundle.assets.find((a) => `/${a.file}` === bundle.css)!.contents);
    const jsBytes = bundle.client ? byteSize(bundle.assets.find((a) => `/${a.file}` === bundle.client)!.contents) : 0;
    const pages = pageSizes.map((p) => ({ path: p.route.path, file: p.route.file, bytes: { html: p.bytes, js: jsBytes, css: cssBytes } }));
    const pageFiles = new Set(pageSizes.map((p) => p.route.file));
    // A hard link takes no second copy of its bytes.
    const others = files.reduce((n, f) => n + (f.sameAs || pageFiles.has(f.file) ? 0 : byteSize(f.contents)), 0);
    const bytes = pageSizes.reduce((n, p) => n + p.bytes, others);
    return done(problems, { routes, pages, files, host, data: { site, docs: loaded.docs, brandDir: loaded.brandDir }, bytes });
  }
}

interface PageSize {
  route: Route;
  bytes: number;
}
