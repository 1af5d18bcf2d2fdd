// A photo the owner uploads for a page or a service: stored in the data folder's images/ under a
// name made safe from the one the browser gives (never a path), next to no file it would replace,
// and kept only when the build's own image step (bundle/images.ts) can use it.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES, processImages } from '../bundle/images.js';
import { realPathInside } from '../shared/files.js';
import { formatProblem } from '../shared/problems.js';

export const PHOTO_FOLDER = 'images';
const EXTENSIONS = /\.(jpe?g|png|webp|avif|gif)$/i;

export type PhotoResult = { ok: true; src: string } | { ok: false; problems: string[] };

/** `name` as a file name of the images folder: lower case letters, digits and dashes, its extension kept. */
export function safePhotoName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop() ?? '';
  const ext = EXTENSIONS.exec(base)?.[0]?.toLowerCase().replace('.jpeg', '.jpg');
  if (!ext) return undefined;
  const stem = base.slice(0, -ext.length).normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${stem || 'photo'}${ext}`;
}

export async function savePhoto(dataDir: string, name: string, bytes: Uint8Array): Promise<PhotoResult> {
  const safe = safePhotoName(name);
  if (!safe) return { ok: false, problems: [`"${name}" is not a photo shopsite can use\n  hint: use a JPEG, PNG, WebP, AVIF or GIF file`] };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, problems: [`${safe} is ${mb(bytes.length)}: a photo may be at most ${mb(MAX_IMAGE_BYTES)}\n  hint: save it again smaller (2000 pixels wide is plenty for a page)`] };
  const folder = path.join(dataDir, PHOTO_FOLDER);
  // images/ may be a link the maintainer made: a photo is written only where it stays in the folder.
  if (!realPathInside(dataDir, path.join(folder, safe))) return { ok: false, problems: [`${PHOTO_FOLDER}/ leads outside the data folder (a symbolic link): no photo is written there\n  hint: make ${PHOTO_FOLDER}/ a folder inside the data folder`] };
  mkdirSync(folder, { recursive: true });
  const file = freeName(folder, safe);
  writeFileSync(file, bytes, { flag: 'wx' });
  const src = `${PHOTO_FOLDER}/${path.basename(file)}`;
  const checked = await processImages([src], dataDir, 'assets');
  if (checked.problems.length) {
    rmSync(file, { force: true });
    return { ok: false, problems: checked.problems.map((p) => formatProblem({ ...p, file: undefined })) };
  }
  return { ok: true, src };
}

/** `name` in `folder`, or name-2, name-3… : an upload never replaces a file. */
function freeName(folder: string, name: string): string {
  const ext = path.extname(name);
  const stem = name.slice(0, -ext.length);
  for (let n = 1; ; n++) {
    const file = path.join(folder, n === 1 ? name : `${stem}-${n}${ext}`);
    if (!existsSync(file)) return file;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
