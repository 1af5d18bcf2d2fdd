// Cross-document rules the schemas cannot say: unique slugs and ids, references that resolve,
// placeholders that can be filled, image paths that stay inside the data folder. Each rule is a
// named function over the parsed documents, pushing problems into one list.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { closest } from 'fastest-levenshtein';
import { readFileInside, realPathInside } from '../files.js';
import { problem } from '../problems.js';
import { inspectSvg } from '../svg.js';
import { SHOP_PLACEHOLDERS, placeholdersIn, walkStrings } from '../text.js';
import type { DocKind, Problem } from '../types.js';
import type { SourceDoc } from '../load.js';
import { locate, pointerAtLine, toPointer } from './positions.js';

export interface RuleContext {
  docs: Map<DocKind, { doc: SourceDoc; data: unknown }>;
  problems: Problem[];
}

type Rule = (ctx: RuleContext) => void;

const get = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function report(ctx: RuleContext, kind: DocKind, pointer: string, build: (where: { file: string; path: string; line: number; col: number }) => Problem) {
  const entry = ctx.docs.get(kind)!;
  ctx.problems.push(build({ file: entry.doc.file, path: pointer, ...locate(entry.doc, pointer) }));
}

/** Slugs of services and makes, ids of reviews and coupons: unique within their file. */
export const uniqueSlugs: Rule = (ctx) => {
  const keyed: [DocKind, string, string][] = [
    ['services', 'services', 'slug'],
    ['makes', 'makes', 'slug'],
    ['reviews', 'reviews', 'id'],
    ['coupons', 'coupons', 'id'],
  ];
  for (const [kind, arrayKey, field] of keyed) {
    const data = ctx.docs.get(kind)?.data;
    const first = new Map<string, number>();
    list(get(data, arrayKey)).forEach((item, i) => {
      const value = get(item, field);
      if (typeof value !== 'string') return;
      const earlier = first.get(value);
      if (earlier === undefined) {
        first.set(value, i);
        return;
      }
      report(ctx, kind, toPointer([arrayKey, i, field]), (where) =>
        problem('duplicate-slug', `"${value}" is already the ${field} of /${arrayKey}/${earlier}`, where),
      );
    });
  }
};

/** Testimonials name reviews that exist; the services teaser names services that exist. */
export const referencesResolve: Rule = (ctx) => {
  const reviews = ctx.docs.get('reviews')?.data;
  const reviewIds = list(get(reviews, 'reviews')).map((r) => get(r, 'id')).filter((v): v is string => typeof v === 'string');
  list(get(reviews, 'testimonials')).forEach((id, i) => {
    if (typeof id === 'string' && !reviewIds.includes(id)) {
      report(ctx, 'reviews', toPointer(['testimonials', i]), (where) =>
        problem('unresolved-reference', `no review has the id "${id}"`, {
          ...where,
          hint: reviewIds.length ? `did you mean "${closest(id, reviewIds)}"?` : 'add the review first',
        }),
      );
    }
  });
  if (!ctx.docs.has('services') || !ctx.docs.has('pages')) return;
  const slugs = list(get(ctx.docs.get('services')!.data, 'services')).map((s) => get(s, 'slug')).filter((v): v is string => typeof v === 'string');
  const teaser = get(get(get(ctx.docs.get('pages')!.data, 'home'), 'teaser'), 'services');
  list(teaser).forEach((slug, i) => {
    if (typeof slug === 'string' && !slugs.includes(slug)) {
      report(ctx, 'pages', toPointer(['home', 'teaser', 'services', i]), (where) =>
        problem('unresolved-reference', `no service has the slug "${slug}"`, {
          ...where,
          hint: slugs.length ? `did you mean "${closest(slug, slugs)}"? Services: ${slugs.join(', ')}` : 'add the service first',
        }),
      );
    }
  });
};

/**
 * Every {placeholder} is one shopsite fills; {make} only in the words make pages share. shop.yaml
 * holds the facts the placeholders are filled from, so it takes none itself.
 */
export const placeholdersKnown: Rule = (ctx) => {
  for (const [kind, { data }] of ctx.docs) {
    walkStrings(data, [], (text, at) => {
      const allowed = kind === 'shop' ? [] : kind === 'pages' && at[0] === 'make' ? [...SHOP_PLACEHOLDERS, 'make'] : SHOP_PLACEHOLDERS;
      for (const name of placeholdersIn(text)) {
        if (allowed.includes(name)) continue;
        report(ctx, kind, toPointer(at), (where) =>
          problem('unknown-placeholder', `{${name}} cannot be filled here`, {
            ...where,
            hint: allowed.length
              ? `did you mean {${closest(name, allowed)}}? Placeholders here: ${allowed.map((a) => `{${a}}`).join(' ')}`
              : 'shop.yaml holds the facts placeholders are filled from: write the value itself',
          }),
        );
      }
    });
  }
};

/** http(s) addresses that the schema's pattern lets through must also parse as URLs. */
export const urlsParse: Rule = (ctx) => {
  for (const [kind, { data }] of ctx.docs) {
    walkStrings(data, [], (text, at) => {
      if (!/^https?:\/\//i.test(text)) return;
      let ok = true;
      try {
        const url = new URL(text);
        ok = !!url.hostname && !/\s/.test(text);
      } catch {
        ok = false;
      }
      if (!ok) {
        report(ctx, kind, toPointer(at), (where) =>
          problem('invalid-url', `"${text}" is not a valid web address`, { ...where, hint: 'check the host name and any % signs; spaces must be written %20' }),
        );
      }
    });
  }
};

/**
 * Image files are inside the data folder, on their real paths too (a symbolic link, or a linked
 * folder, can lead out of it), exist and are images; an SVG, published as it is, must also pass
 * inspectSvg. Anything with a scheme is an address, which the schema requires to be https.
 */
export const imagesInsideData: Rule = (ctx) => {
  for (const [kind, { doc, data }] of ctx.docs) {
    const dataDir = path.dirname(doc.file);
    walkStrings(data, [], (src, at) => {
      if (at.at(-1) !== 'src' || SCHEME.test(src)) return;
      const image = at.slice(0, -1).reduce<unknown>((value, key) => get(value, String(key)), data);
      const found = localImageProblem(dataDir, src, get(image, 'width') !== undefined && get(image, 'height') !== undefined);
      if (found) report(ctx, kind, toPointer(at), (where) => found(where));
    });
  }
};

/** "https:", "data:", "javascript:": two letters or more, so a Windows drive (C:) stays a path. */
const SCHEME = /^[a-z][a-z0-9+.-]+:/i;

type Where = { file: string; path: string; line: number; col: number };

function localImageProblem(dataDir: string, src: string, sizedInData: boolean): ((where: Where) => Problem) | undefined {
  const file = path.join(dataDir, src);
  const resolved = path.resolve(dataDir, src);
  const inside = !path.isAbsolute(src) && !src.split(/[\\/]/).includes('..') && resolved.startsWith(path.resolve(dataDir) + path.sep);
  if (!inside) return (where) => problem('unsafe-path', `"${src}" is outside the data folder`, where);
  if (!realPathInside(dataDir, resolved)) {
    return (where) =>
      problem('unsafe-path', `"${src}" leads outside the data folder through a symbolic link`, {
        ...where,
        hint: 'copy the file into the data folder instead of linking to it',
      });
  }
  if (!existsSync(resolved)) return (where) => problem('missing-image', `no file at ${file}`, { ...where, hint: 'check the file name and its folder' });
  const stats = statSync(resolved);
  if (!stats.isFile()) return (where) => problem('missing-image', `${file} is ${stats.isDirectory() ? 'a folder' : 'not a regular file'}, not an image`, where);
  if (!/\.(jpe?g|png|webp|avif|gif|svg)$/i.test(src)) {
    return (where) => problem('invalid-image', `"${src}" is not an image shopsite can use`, { ...where, hint: 'use a JPEG, PNG, WebP, AVIF, GIF or SVG file' });
  }
  if (!/\.svg$/i.test(src)) return undefined;
  const read = readFileInside(dataDir, resolved);
  if (!read.ok && read.reason === 'outside') return (where) => problem('unsafe-path', `"${src}" leads outside the data folder through a symbolic link`, where);
  if (!read.ok) return (where) => problem('invalid-image', `${file} cannot be read (${read.code ?? read.reason})`, { ...where, hint: 'check the file and its permissions' });
  const svg = inspectSvg(read.bytes);
  if (svg.refusal) {
    const { line, col, reason } = svg.refusal;
    return (where) => problem('unsafe-svg', `${file}:${line}:${col} ${reason}`, where);
  }
  if (!svg.width && !sizedInData) {
    return (where) =>
      problem('invalid-image', `${file} has no size of its own`, {
        ...where,
        hint: 'give its <svg> element a viewBox (or width and height), or write width and height next to src',
      });
  }
  return undefined;
}

/**
 * Values `shopsite init` left for the franchiser carry a `# fill in: …` comment. They validate (so
 * a new folder builds at once), but each is a warning, and `build --strict` refuses them.
 */
export const valuesToFillIn: Rule = (ctx) => {
  for (const [kind, { doc }] of ctx.docs) {
    doc.text.split('\n').forEach((text, i) => {
      const marker = /#\s*fill in:?\s*(.*)$/i.exec(text);
      if (!marker) return;
      const pointer = pointerAtLine(doc, i + 1);
      const what = marker[1]!.trim();
      ctx.problems.push(
        problem('unfilled-value', `still to fill in${what ? `: ${what}` : ''}`, {
          severity: 'warning',
          file: doc.file,
          line: i + 1,
          col: marker.index + 1,
          ...(pointer ? { path: pointer } : {}),
          hint: `write the real value, then delete the "# fill in" comment (${kind}.yaml)`,
        }),
      );
    });
  }
};

export const RULES: Rule[] = [uniqueSlugs, referencesResolve, placeholdersKnown, urlsParse, imagesInsideData, valuesToFillIn];
