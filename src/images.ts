// Local images named in the data, made ready for the web: photos (JPEG, PNG, WebP, AVIF) are
// resized to a few widths and encoded as WebP for srcset, with a compressed fallback in their own
// format, all under content-hashed names; SVG and GIF are copied as they are. Results are cached
// by a hash of the source bytes, so an unchanged photo costs nothing on the next build. Part of
// the bundle stage; sharp is loaded only when there is a photo to process.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cachePath, readCacheDir, writeCacheDir } from './cache.js';
import { problem } from './problems.js';
import type { Asset, Problem } from './types.js';

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
const PHOTO = /\.(jpe?g|png|webp|avif)$/i;

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

export async function processImages(
  sources: string[],
  dataDir: string,
  assetDir: string,
): Promise<{ assets: Asset[]; images: Record<string, ImageAsset>; problems: Problem[] }> {
  const assets: Asset[] = [];
  const images: Record<string, ImageAsset> = {};
  const problems: Problem[] = [];
  for (const src of [...sources].sort()) {
    const bytes = readFileSync(path.join(dataDir, src));
    const base = path.basename(src, path.extname(src)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    const stem = `${assetDir}/images/${base}-${hashOf(bytes)}`;
    if (!PHOTO.test(src)) {
      const file = `${stem}${path.extname(src).toLowerCase()}`;
      assets.push({ file, contents: bytes });
      images[src] = { src: `/${file}`, width: 0, height: 0 };
      continue;
    }
    try {
      const made = await photoVariants(bytes, stem, path.extname(src).toLowerCase());
      assets.push(...made.assets);
      images[src] = made.image;
    } catch (error) {
      problems.push(
        problem('invalid-image', `${path.join(dataDir, src)} cannot be read as an image: ${(error as Error).message}`, {
          hint: 'save it again as JPEG, PNG, WebP or AVIF',
        }),
      );
    }
  }
  return { assets, images, problems };
}

interface Variants {
  assets: Asset[];
  image: ImageAsset;
}

async function photoVariants(bytes: Uint8Array, stem: string, ext: string): Promise<Variants> {
  const cached = cachePath(`image-${path.basename(stem)}`);
  const hit = readCacheDir(cached);
  if (hit) {
    const image = JSON.parse(String(hit.find(([name]) => name === 'image.json')![1])) as ImageAsset;
    const assets = hit.filter(([name]) => name !== 'image.json').map(([name, contents]) => ({ file: `${path.dirname(stem)}/${name}`, contents }));
    return { assets, image };
  }
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, width)))];
  const assets: Asset[] = [];
  const webp: string[] = [];
  for (const w of widths) {
    const file = `${stem}-${w}.webp`;
    assets.push({ file, contents: await sharp(bytes).rotate().resize({ width: w }).webp({ quality: 78 }).toBuffer() });
    webp.push(`/${file} ${w}w`);
  }
  const largest = widths.at(-1)!;
  const fallbackExt = ext === '.png' ? '.png' : '.jpg';
  const fallback = `${stem}-${largest}${fallbackExt}`;
  const pipeline = sharp(bytes).rotate().resize({ width: largest });
  assets.push({ file: fallback, contents: await (fallbackExt === '.png' ? pipeline.png({ compressionLevel: 9, palette: true }) : pipeline.jpeg({ quality: 80, mozjpeg: true })).toBuffer() });
  const image: ImageAsset = { src: `/${fallback}`, width: largest, height: Math.round((height * largest) / width), webp: webp.join(', ') };
  writeCacheDir(cached, { ...Object.fromEntries(assets.map((a) => [path.basename(a.file), a.contents])), 'image.json': JSON.stringify(image) });
  return { assets, image };
}
