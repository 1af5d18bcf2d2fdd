// Local images named in the data, made ready for the web: photos (JPEG, PNG, WebP, AVIF) are
// resized to a few widths and encoded as WebP for srcset, with a compressed fallback in their own
// format, all under content-hashed names; SVG and GIF are copied as they are. Results are cached
// by a hash of the source bytes, so an unchanged photo costs nothing on the next build. Part of
// the bundle stage; sharp is loaded only when there is a photo to process.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cachePath, readCacheDir, writeCacheDir } from '../fast/build-cache.js';
import { imageFolder, readFileInside } from '../shared/files.js';
import { problem } from '../shared/problems.js';
import { inspectSvg } from '../shared/svg.js';
import type { Asset, DataRef, Problem } from '../shared/types.js';

export interface ImageAsset {
  /** URL of the fallback image, for <img src>. */
  src: string;
  width: number;
  height: number;
  /** WebP candidates for <source srcset>, "URL 480w, URL 960w". */
  webp?: string;
}

/** Widths offered to browsers; a photo is never enlarged. */
const WIDTHS = [480, 960, 1600];
/** How photos are encoded; part of the cache key with sharp's version, so a change re-encodes. */
const ENCODING = { widths: WIDTHS, webp: { quality: 78 }, jpeg: { quality: 80, mozjpeg: true }, png: { compressionLevel: 9, palette: true } } as const;
let encoderKey: string | undefined;
function encoder(): string {
  // sharp's exports do not include its package.json: find it beside the module it resolves to.
  const sharp = () => {
    const main = createRequire(import.meta.url).resolve('sharp');
    return (JSON.parse(readFileSync(path.join(main, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
  };
  return (encoderKey ??= createHash('sha256').update(JSON.stringify(ENCODING)).update(sharp()).digest('hex').slice(0, 8));
}
const PHOTO = /\.(jpe?g|png|webp|avif)$/i;
/** The largest image file a shop may use: a camera's photo fits; the editor refuses larger uploads. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/**
 * `uses` gives, for an image path, the fields of the data that name it: a problem met with the
 * file is reported once at each of them (the line to fix is in the YAML, not in the image).
 */
export async function processImages(
  sources: string[],
  dataDirs: string | string[],
  assetDir: string,
  uses: (src: string) => DataRef[] = () => [],
): Promise<{ assets: Asset[]; images: Record<string, ImageAsset>; problems: Problem[] }> {
  const assets: Asset[] = [];
  const images: Record<string, ImageAsset> = {};
  const problems: Problem[] = [];
  const folders = typeof dataDirs === 'string' ? [dataDirs] : dataDirs;
  for (const src of [...sources].sort()) {
    // Validation found it in one of the folders: the shop's own file first, as imageFolder looks.
    const dataDir = imageFolder(folders, src) ?? folders[0]!;
    const source = path.join(dataDir, src);
    const report = (p: Problem) => problems.push(...(uses(src).length ? uses(src).map((ref) => ({ ...p, source: ref })) : [p]));
    // Validation checked this file's real path and content; reading through the same check means
    // what is published is the file that was checked, even if a link was swapped in since.
    const read = readFileInside(dataDir, source);
    if (!read.ok) {
      report(
        read.reason === 'outside'
          ? problem('unsafe-path', { file: src, how: 'link' })
          : problem('invalid-image', { file: source, why: 'unreadable', reason: read.code ?? read.reason }),
      );
      continue;
    }
    const bytes = read.bytes;
    const base = path.basename(src, path.extname(src)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    const stem = `${assetDir}/images/${base}-${hashOf(bytes)}`;
    if (!PHOTO.test(src)) {
      const size = /\.svg$/i.test(src) ? svgSize(bytes, source, report) : gifSize(bytes, source, report);
      if (!size) continue;
      const file = `${stem}${path.extname(src).toLowerCase()}`;
      assets.push({ file, contents: bytes });
      images[src] = { src: `/${file}`, ...size };
      continue;
    }
    try {
      if (!isRaster(bytes)) throw new Error('it is not a JPEG, PNG, WebP or AVIF file');
      const made = await photoVariants(bytes, stem, path.extname(src).toLowerCase());
      assets.push(...made.assets);
      images[src] = made.image;
    } catch (error) {
      report(problem('invalid-image', { file: source, why: 'not-an-image', reason: (error as Error).message }));
    }
  }
  return { assets, images, problems };
}

/**
 * An SVG is published as it is, so it is checked again here, on the very bytes written (the file
 * may have changed since validation). Its size is the drawing's own; 0 when it has none (the
 * data's width and height are used then: validation requires them).
 */
function svgSize(bytes: Uint8Array, source: string, report: (p: Problem) => void): { width: number; height: number } | undefined {
  const svg = inspectSvg(bytes);
  if (svg.refusal) {
    report(problem('unsafe-svg', { file: source, ...svg.refusal }));
    return undefined;
  }
  return { width: svg.width ?? 0, height: svg.height ?? 0 };
}

/** A GIF is published as it is: its size from the logical screen descriptor (GIF89a §18). */
function gifSize(bytes: Uint8Array, source: string, report: (p: Problem) => void): { width: number; height: number } | undefined {
  const signature = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', 0, 6);
  if (bytes.length < 10 || (signature !== 'GIF87a' && signature !== 'GIF89a')) {
    report(problem('invalid-image', { file: source, why: 'not-an-image', reason: 'it is not a GIF file' }, { hint: 'save it again as GIF, PNG or JPEG' }));
    return undefined;
  }
  return { width: bytes[6]! | (bytes[7]! << 8), height: bytes[8]! | (bytes[9]! << 8) };
}

/**
 * Photos go to sharp only when their first bytes say JPEG, PNG, WebP or AVIF: sharp would also
 * render an SVG (or another format libvips reads) renamed .jpg, and nothing but photos is meant here.
 */
function isRaster(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', from, Math.min(to, bytes.length));
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 8) === '\x89PNG\r\n\x1a\n' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp'
  );
}

interface Variants {
  assets: Asset[];
  image: ImageAsset;
}

async function photoVariants(bytes: Uint8Array, stem: string, ext: string): Promise<Variants> {
  const cached = cachePath(`image-${path.basename(stem)}-${encoder()}`);
  const hit = readCacheDir(cached);
  if (hit) {
    const image = JSON.parse(String(hit.find(([name]) => name === 'image.json')![1])) as ImageAsset;
    const assets = hit.filter(([name]) => name !== 'image.json').map(([name, contents]) => ({ file: `${path.dirname(stem)}/${name}`, contents }));
    return { assets, image };
  }
  // Loaded when a shop has photos: most builds never load sharp.
  const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
  const meta = await sharp(bytes).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, width)))];
  const assets: Asset[] = [];
  const webp: string[] = [];
  for (const w of widths) {
    const file = `${stem}-${w}.webp`;
    assets.push({ file, contents: await sharp(bytes).rotate().resize({ width: w }).webp(ENCODING.webp).toBuffer() });
    webp.push(`/${file} ${w}w`);
  }
  const largest = widths.at(-1)!;
  const fallbackExt = ext === '.png' ? '.png' : '.jpg';
  const fallback = `${stem}-${largest}${fallbackExt}`;
  const pipeline = sharp(bytes).rotate().resize({ width: largest });
  assets.push({ file: fallback, contents: await (fallbackExt === '.png' ? pipeline.png(ENCODING.png) : pipeline.jpeg(ENCODING.jpeg)).toBuffer() });
  const image: ImageAsset = { src: `/${fallback}`, width: largest, height: Math.round((height * largest) / width), webp: webp.join(', ') };
  writeCacheDir(cached, { ...Object.fromEntries(assets.map((a) => [path.basename(a.file), a.contents])), 'image.json': JSON.stringify(image) });
  return { assets, image };
}
