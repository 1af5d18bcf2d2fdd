// Cross-document rules the schemas cannot say: unique slugs and ids, references that resolve,
// placeholders that can be filled, image paths that stay inside the data folder. Each rule is a
// named function over the parsed documents, pushing problems into one list.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { closest } from 'fastest-levenshtein';
import { problem } from '../problems.js';
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

/** Image files are inside the data folder and exist; anything else must be an https URL. */
export const imagesInsideData: Rule = (ctx) => {
  for (const [kind, { doc, data }] of ctx.docs) {
    const dataDir = path.dirname(doc.file);
    walkStrings(data, [], (src, at) => {
      if (at.at(-1) !== 'src' || /^https?:\/\//.test(src)) return;
      const resolved = path.resolve(dataDir, src);
      const inside = !path.isAbsolute(src) && !src.split(/[\\/]/).includes('..') && resolved.startsWith(path.resolve(dataDir) + path.sep);
      if (!inside) {
        report(ctx, kind, toPointer(at), (where) => problem('unsafe-path', `"${src}" is outside the data folder`, where));
      } else if (!existsSync(resolved)) {
        report(ctx, kind, toPointer(at), (where) =>
          problem('missing-image', `no file at ${path.join(dataDir, src)}`, { ...where, hint: 'check the file name and its folder' }),
        );
      } else if (!statSync(resolved).isFile()) {
        report(ctx, kind, toPointer(at), (where) => problem('missing-image', `${path.join(dataDir, src)} is a folder, not an image`, where));
      } else if (!/\.(jpe?g|png|webp|avif|gif|svg)$/i.test(src)) {
        report(ctx, kind, toPointer(at), (where) =>
          problem('invalid-image', `"${src}" is not an image shopsite can use`, { ...where, hint: 'use a JPEG, PNG, WebP, AVIF, GIF or SVG file' }),
        );
      }
    });
  }
};

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
