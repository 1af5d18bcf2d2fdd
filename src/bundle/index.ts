// Stage 5, bundle: the browser's files. The island loader and each island as its own lazily
// imported chunk (esbuild, ESM, code splitting, minified, content-hashed names), the stylesheet
// with the shop's theme, and local images resized and encoded under content-hashed names. The client bundle
// and the base stylesheet come prebuilt with lib/ (prebuilt.ts), or are compiled and cached by a
// hash of everything that decides their bytes, so a warm and a cold build, from any folder, write
// the same files. Takes island names and site data; returns
// assets. Never writes into the output folder.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import fg from 'fast-glob';
import { cachePath, readCacheDir, writeCacheDir } from '../fast/build-cache.js';
import { byCodeUnits } from '../shared/order.js';
import { COMPILED_SOURCES, PACKAGE_ROOT, TEMPLATE_DIR } from '../shared/paths.js';
import { prebuilt } from '../fast/prebuilt.js';
import { processImages, type ImageAsset } from './images.js';
import { imageSources, walkStrings } from '../shared/text.js';
import { browserLoads } from '../shared/third-parties.js';
import { DOC_KINDS, type Asset, type DataRef, type DocKind, type Problem, type Shop, type SiteData } from '../shared/types.js';
import { toPointer } from '../shared/json-pointer.js';

export interface BundleResult {
  assets: Asset[];
  /** URL of the loader script, when any page has islands or actions. */
  client?: string;
  css: string;
  /** Image paths as written in the YAML, to their processed, hashed files. */
  images: Record<string, ImageAsset>;
  problems: Problem[];
}

export const ASSET_DIR = 'assets';

/** `dataDirs`: the folders local images are looked up in, the shop's first (then its brand's). */
export async function bundleAssets(islands: string[], site: SiteData, dataDirs: string | string[]): Promise<BundleResult> {
  const [client, css, images] = await Promise.all([bundleClient(islands), bundleCss(site.shop.theme), processImages(imageSources(site, false), dataDirs, ASSET_DIR, imageFields(site))]);
  const clientEntry = client.find((a) => path.basename(a.file).startsWith('client-'));
  return {
    assets: [...client, css, ...images.assets],
    client: clientEntry ? `/${clientEntry.file}` : undefined,
    css: `/${css.file}`,
    images: images.images,
    problems: images.problems,
  };
}

/**
 * The fields of the data that name each local image, as documents and JSON Pointers, so that a
 * problem met while processing the file is placed at them (placeProblems). The site holds each
 * document under its kind; services, makes, coupons and faq as the one list their file holds.
 */
function imageFields(site: SiteData): (src: string) => DataRef[] {
  const uses = new Map<string, DataRef[]>();
  for (const [key, value] of Object.entries(site)) {
    if (!(DOC_KINDS as readonly string[]).includes(key)) continue;
    walkStrings(value, Array.isArray(value) ? [key] : [], (text, at) => {
      if (at.at(-1) !== 'src' || /^https?:\/\//.test(text)) return;
      uses.set(text, [...(uses.get(text) ?? []), { kind: key as DocKind, path: toPointer(at) }]);
    });
  }
  return (src) => uses.get(src) ?? [];
}

function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

/**
 * Options every esbuild run here shares. esbuild puts each input file's path, relative to
 * absWorkingDir, into the content hash of the chunk that holds it (so that identical code from two
 * files never merges), and absWorkingDir defaults to the process's working folder: the same
 * sources built from another folder got other chunk names, and every page naming them changed.
 * Relative to the package, and with entries importing by relative path, the hashes depend only on
 * the package's own files and the packages it resolves. outdir only names outputFiles (nothing is
 * written), so it too is fixed inside the package.
 */
const ESBUILD_PATHS = { absWorkingDir: PACKAGE_ROOT, outdir: path.join(PACKAGE_ROOT, ASSET_DIR), write: false } as const;

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/**
 * Where esbuild is told a package file lies: its real path when that is inside the package, or else
 * (node_modules a symbolic link, packages hoisted above an installed shopsite, pnpm's store) the
 * place it would have in the package's own node_modules. esbuild hashes the path relative to
 * absWorkingDir, so "../../../elsewhere/node_modules/react/..." gave each checkout its own chunk
 * names; named this way every layout hashes what a plain checkout hashes.
 */
function packagePath(real: string): string {
  const inside = path.relative(PACKAGE_ROOT, real);
  const at = real.lastIndexOf(NODE_MODULES);
  if ((!inside.startsWith('..') && !path.isAbsolute(inside)) || at < 0) return real;
  return path.join(PACKAGE_ROOT, 'node_modules', real.slice(at + NODE_MODULES.length));
}

/**
 * Resolves as esbuild does (real paths, so a package finds its own dependencies), then names each
 * package file by packagePath and reads it from where it really is. Dynamic imports are the
 * loader's own chunks (compileClient's lazy-chunks plugin).
 */
function packagePaths(): Plugin {
  const again = Symbol('package-paths');
  const realOf = new Map<string, string>();
  return {
    name: 'package-paths',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === again || args.kind === 'dynamic-import' || args.kind === 'entry-point') return undefined;
        const found = await esbuild.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: again });
        if (found.errors.length || found.external || found.namespace !== 'file') return undefined;
        const named = packagePath(found.path);
        if (named === found.path) return undefined;
        const before = realOf.get(named);
        if (before !== undefined && before !== found.path) return { errors: [{ text: `two copies of one package file: ${before} and ${found.path}` }] };
        realOf.set(named, found.path);
        return { path: named, sideEffects: found.sideEffects };
      });
      esbuild.onLoad({ filter: /.*/ }, (args) => {
        const real = realOf.get(args.path);
        return real === undefined ? undefined : { contents: readFileSync(real), resolveDir: path.dirname(real) };
      });
    },
  };
}

/** A specifier from the package folder, in the form esbuild and Node read: "./src/client/index.ts". */
const fromRoot = (...parts: string[]) => `./${path.posix.join(...parts)}`;
const clientModule = (name: string) => fromRoot('src', 'client', `${name}.ts`);

/**
 * Resolves and requires as Node does from this module, so it finds packages hoisted above an
 * installed shopsite.
 */
const nodeRequire = createRequire(import.meta.url);
const { resolve } = nodeRequire;
const relativeToRoot = (file: string) => path.relative(PACKAGE_ROOT, file).split(path.sep).join('/');

/** esbuild's version and the options in this file decide every bundle's bytes as much as its sources. */
function toolingStamp(): string[] {
  return [readFileSync(resolve('esbuild/package.json'), 'utf8'), readFileSync(path.join(PACKAGE_ROOT, 'src', 'bundle', 'index.ts'), 'utf8')];
}

/**
 * The npm packages the client bundle holds, found as Node finds them (beside shopsite, or hoisted
 * above it when shopsite is installed as a dependency): each one's version and its place relative
 * to the package as esbuild is told it (packagePath), a path esbuild hashes.
 */
function clientPackagesStamp(): string[] {
  const reactDom = resolve('react-dom/package.json');
  const files = [resolve('react/package.json'), reactDom, createRequire(reactDom).resolve('scheduler/package.json'), resolve('@vercel/analytics/package.json')];
  return files.flatMap((file) => [relativeToRoot(packagePath(file)), readFileSync(file, 'utf8')]);
}

async function bundleClient(islands: string[]): Promise<Asset[]> {
  const ready = prebuilt('client');
  if (ready) return assetsIn(ready);
  const sources = fg.sync(COMPILED_SOURCES, { cwd: PACKAGE_ROOT }).sort();
  const key = hashOf(islands.join(','), ...toolingStamp(), ...clientPackagesStamp(), ...sources.flatMap((f) => [f, readFileSync(path.join(PACKAGE_ROOT, f))])).slice(0, 16);
  const cached = cachePath(`client-${key}`);
  if (readCacheDir(cached)) return assetsIn(cached);
  const assets = await compileClient(islands);
  cacheAssets(cached, assets);
  return assets;
}

/** The files of a cache or prebuilt folder as assets under /assets/. */
const assetsIn = (dir: string): Asset[] => readCacheDir(dir)!.map(([name, contents]) => ({ file: `${ASSET_DIR}/${name}`, contents }));

/**
 * The loader and what it imports lazily, minified, content-hashed: one chunk per island, React
 * with mount.ts, one per third-party loader of the table (widgets.ts for booking and the map), the
 * analytics' and a few pages' own (page-extras.ts). Three esbuild runs, so that the loader is one file that imports nothing
 * before it runs: built together, esbuild's CommonJS helpers (for React) land in a chunk of their
 * own that every entry imports, the loader too, which cost a page a second round trip before the
 * loader could run. So: the islands and React split among
 * themselves (they share React and those helpers); the third parties' loaders and analytics each
 * whole (nothing of theirs is CommonJS); then the loader, its dynamic imports pointed at the chunks
 * just made, the islands' and the idle third parties' written into its entry from their tables.
 */
export async function compileClient(islands: string[]): Promise<Asset[]> {
  const { build } = nodeRequire('esbuild') as typeof import('esbuild');
  // The third parties the browser loads at its first idle spell, each with its loader, by the table.
  const idle = browserLoads().filter((p) => p.when === 'idle');
  const options = {
    ...ESBUILD_PATHS,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    // es2021 keeps `??=` as written: every browser with <dialog>'s showModal (Safari 15.4) runs it.
    target: 'es2021',
    jsx: 'automatic',
    minify: true,
    logLevel: 'silent',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  } as const;
  const paths = packagePaths();
  // mount.ts hydrates an island (with IslandRoot and React). react-dom's own entry, asked for beside
  // it, was weighed and dropped: esbuild makes it a file that only imports the chunks mount's chunk
  // imports too, so it came no sooner, a request more.
  const islandEntries = [...islands.map((name) => fromRoot('templates', 'islands', `${name}.tsx`)), fromRoot('src', 'client', 'mount.ts')];
  const lazy = await Promise.all([
    build({ ...options, plugins: [paths], entryPoints: islandEntries, splitting: true, entryNames: 'chunk-[hash]', chunkNames: 'chunk-[hash]', metafile: true }),
    build({ ...options, plugins: [paths], entryPoints: [...new Set(['widgets', 'analytics', 'page-extras', ...idle.map((p) => p.module)])].map(clientModule), entryNames: 'chunk-[hash]', metafile: true }),
  ]);
  // Each lazily imported module (its path as esbuild names it, from PACKAGE_ROOT) to its chunk.
  const chunkOf = new Map<string, string>();
  for (const { metafile } of lazy) {
    for (const [file, output] of Object.entries(metafile.outputs)) if (output.entryPoint) chunkOf.set(output.entryPoint, `./${path.posix.basename(file)}`);
  }
  const loaders = islands.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(fromRoot('templates', 'islands', `${name}.tsx`))}),`).join('\n');
  const idleLoaders = idle.map((p) => `  ${JSON.stringify(p.name)}: () => import(${JSON.stringify(clientModule(p.module))}),`).join('\n');
  const loader = await build({
    ...options,
    stdin: {
      contents: `import { start } from ${JSON.stringify(clientModule('index'))};\nstart({\n${loaders}\n}, {\n${idleLoaders}\n});\n`,
      resolveDir: PACKAGE_ROOT,
      sourcefile: 'client.ts',
      loader: 'ts',
    },
    entryNames: 'client-[hash]',
    plugins: [
      paths,
      {
        name: 'lazy-chunks',
        setup(esbuild) {
          esbuild.onResolve({ filter: /.*/ }, async (args) => {
            if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy-chunks') return undefined;
            const found = await esbuild.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'lazy-chunks' });
            const chunk = chunkOf.get(relativeToRoot(found.path));
            if (!chunk) return { errors: [{ text: `${args.path} is imported lazily by the loader but is in no chunk (src/bundle/index.ts, compileClient)` }] };
            return { path: chunk, external: true };
          });
        },
      },
    ],
  });
  return [...lazy.flatMap((r) => r.outputFiles), ...loader.outputFiles]
    .map((f) => ({ file: `${ASSET_DIR}/${path.basename(f.path)}`, contents: f.contents }))
    .sort((a, b) => byCodeUnits(a.file, b.file));
}

/**
 * The stylesheet: templates/styles.css minified (prebuilt, or compiled and cached by a hash of it),
 * then the shop's theme as custom properties, under a name hashed from the bytes. The theme's
 * colours are #rrggbb by the schema, so nothing else can reach the CSS.
 */
async function bundleCss({ primary, dark }: Shop['theme'], extra: Uint8Array = Buffer.alloc(0)): Promise<Asset> {
  const base = await baseCss();
  const contents = Buffer.concat([base, extra, Buffer.from(`:root{--primary:${primary};--dark:${dark}}\n`)]);
  return { file: `${ASSET_DIR}/site-${hashOf(contents).slice(0, 8).toUpperCase()}.css`, contents };
}

async function baseCss(): Promise<Buffer> {
  const ready = prebuilt('styles.css');
  if (ready) return readFileSync(ready);
  const source = readFileSync(path.join(TEMPLATE_DIR, 'styles.css'));
  const cached = cachePath(`css-${hashOf(source, ...toolingStamp()).slice(0, 16)}`);
  const hit = readCacheDir(cached);
  if (hit) return hit[0]![1];
  const css = await compileBaseCss();
  writeCacheDir(cached, { 'styles.css': css });
  return css;
}

/** templates/styles.css minified. */
export async function compileBaseCss(): Promise<Buffer> {
  const { transform } = nodeRequire('esbuild') as typeof import('esbuild');
  const result = await transform(readFileSync(path.join(TEMPLATE_DIR, 'styles.css'), 'utf8'), { loader: 'css', minify: true, logLevel: 'silent' });
  return Buffer.from(result.code.trimEnd());
}

function cacheAssets(dir: string, assets: Asset[]): void {
  writeCacheDir(dir, Object.fromEntries(assets.map((a) => [path.basename(a.file), a.contents])));
}


/**
 * The brand's hub's files (shopsite hub): its page script (src/client/hub.ts, with the locator's
 * chunk it loads on interaction), and the shops' stylesheet with templates/hub.css and the theme.
 * Built on each hub build (a few tens of milliseconds), never cached: hubs are built seldom.
 */
export async function bundleHubAssets(theme: Shop['theme']): Promise<{ assets: Asset[]; client: string; css: string }> {
  const { build, transform } = nodeRequire('esbuild') as typeof import('esbuild');
  const hubCss = await transform(readFileSync(path.join(TEMPLATE_DIR, 'hub.css'), 'utf8'), { loader: 'css', minify: true, logLevel: 'silent' });
  const css = await bundleCss(theme, Buffer.from(hubCss.code));
  const result = await build({
    ...ESBUILD_PATHS,
    entryPoints: [clientModule('hub')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2021',
    minify: true,
    splitting: true,
    logLevel: 'silent',
    legalComments: 'none',
    entryNames: 'hub-[hash]',
    chunkNames: 'chunk-[hash]',
  });
  const assets = result.outputFiles.map((f) => ({ file: `${ASSET_DIR}/${path.basename(f.path)}`, contents: f.contents })).sort((a, b) => byCodeUnits(a.file, b.file));
  const entry = assets.find((a) => path.basename(a.file).startsWith('hub-'))!;
  return { assets: [...assets, css], client: `/${entry.file}`, css: `/${css.file}` };
}
