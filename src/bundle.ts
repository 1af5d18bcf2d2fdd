// Stage 5, bundle: the browser's files. The island loader and each island as its own lazily
// imported chunk (esbuild, ESM, code splitting, minified, content-hashed names), the stylesheet
// with the shop's theme, and local images resized and encoded under content-hashed names. The client bundle
// is cached by a hash of its inputs. Takes island names and site data; returns assets. Never
// writes into the output folder.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { cachePath, readCacheDir, writeCacheDir } from './cache.js';
import { CACHE_DIR, CLIENT_DIR, PACKAGE_ROOT, TEMPLATE_DIR } from './paths.js';
import { processImages, type ImageAsset } from './images.js';
import { imageSources } from './text.js';
import type { Asset, Problem, SiteData } from './types.js';

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

export async function bundleAssets(islands: string[], site: SiteData, dataDir: string): Promise<BundleResult> {
  const [client, css, images] = await Promise.all([bundleClient(islands), bundleCss(site), processImages(imageSources(site, false), dataDir, ASSET_DIR)]);
  const clientEntry = client.find((a) => path.basename(a.file).startsWith('client-'));
  return {
    assets: [...client, css, ...images.assets],
    client: clientEntry ? `/${clientEntry.file}` : undefined,
    css: `/${css.file}`,
    images: images.images,
    problems: images.problems,
  };
}

function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

async function bundleClient(islands: string[]): Promise<Asset[]> {
  const sources = fg.sync(['src/client/**/*.ts', 'templates/**/*.{ts,tsx}'], { cwd: PACKAGE_ROOT }).sort();
  const react = readFileSync(path.join(PACKAGE_ROOT, 'node_modules', 'react-dom', 'package.json'), 'utf8');
  const key = hashOf(islands.join(','), react, ...sources.flatMap((f) => [f, readFileSync(path.join(PACKAGE_ROOT, f))])).slice(0, 16);
  const cached = cachePath(`client-${key}`);
  const hit = readCacheDir(cached);
  if (hit) return hit.map(([name, contents]) => ({ file: `${ASSET_DIR}/${name}`, contents }));
  const loaders = islands
    .map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(TEMPLATE_DIR, 'islands', `${name}.tsx`))}),`)
    .join('\n');
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: `import { start } from ${JSON.stringify(path.join(CLIENT_DIR, 'index.ts'))};\nstart({\n${loaders}\n});\n`,
      resolveDir: PACKAGE_ROOT,
      sourcefile: 'client.ts',
      loader: 'ts',
    },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    jsx: 'automatic',
    minify: true,
    outdir: path.join(CACHE_DIR, 'out'),
    entryNames: 'client-[hash]',
    chunkNames: 'chunk-[hash]',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const assets = result.outputFiles
    .map((f) => ({ file: `${ASSET_DIR}/${path.basename(f.path)}`, contents: f.contents }))
    .sort((a, b) => a.file.localeCompare(b.file));
  cacheAssets(cached, assets);
  return assets;
}

async function bundleCss(site: SiteData): Promise<Asset> {
  const theme = site.shop.theme ?? {};
  const vars = `:root{--primary:${theme.primary ?? '#b91c1c'};--dark:${theme.dark ?? '#0f172a'}}`;
  const source = readFileSync(path.join(TEMPLATE_DIR, 'styles.css'));
  const cached = cachePath(`css-${hashOf(vars, source).slice(0, 16)}`);
  const hit = readCacheDir(cached);
  if (hit) return { file: `${ASSET_DIR}/${hit[0]![0]}`, contents: hit[0]![1] };
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: `@import ${JSON.stringify(path.join(TEMPLATE_DIR, 'styles.css'))};\n${vars}\n`,
      resolveDir: TEMPLATE_DIR,
      sourcefile: 'site.css',
      loader: 'css',
    },
    bundle: true,
    minify: true,
    write: false,
    outdir: path.join(CACHE_DIR, 'out'),
    entryNames: 'site-[hash]',
    logLevel: 'silent',
  });
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))!;
  const asset = { file: `${ASSET_DIR}/${path.basename(css.path)}`, contents: css.contents };
  cacheAssets(cached, [asset]);
  return asset;
}

function cacheAssets(dir: string, assets: Asset[]): void {
  writeCacheDir(dir, Object.fromEntries(assets.map((a) => [path.basename(a.file), a.contents])));
}

