// Before anything is written: no page of the site (a redirect's, above all) may take a file the
// build writes itself (an asset, the sitemap, the host's rules, the content manager's page, Vercel's
// copy of a page) or stand where one's folder must be. The write stage would keep whichever came
// last: a redirect from /.vercel/output/static/ would replace the home page Vercel serves.
import { hostCopies, type HostRules } from '../hosting/index.js';
import { named } from '../routes.js';
import { problem } from '../shared/problems.js';
import type { OutputFile, Problem, Route } from '../shared/types.js';
import { MANIFEST } from '../write.js';

/**
 * Every file a page takes (its own, and its host's copy: Vercel serves .vercel/output/static/)
 * against every other file of the build (assets, sitemap, robots, favicon, the content manager's,
 * the host's, the manifest) and every other page's. A redirect from /_headers, /sitemap.xml,
 * /admin/ (with --cms) or /.vercel/output/static/ (the home page Vercel serves) would replace that
 * file, or stand where its folder must be: a problem at the page's source, before anything is written.
 */
export function fileClashes(routes: Route[], others: OutputFile[], host: HostRules): Problem[] {
  type Claim = { file: string; owner: string; route?: Route };
  const copies = (file: string, owner: string, route?: Route): Claim[] =>
    [{ file, owner, route }, ...hostCopies(host, { file, contents: '' }).map((c) => ({ file: c.file, owner: `the host's copy of ${owner}`, route }))];
  const claims = [
    { file: MANIFEST, owner: `shopsite's ${MANIFEST}` },
    ...others.flatMap((f) => copies(f.file, `shopsite's ${f.file}`)),
    ...routes.flatMap((r) => copies(r.file, named(r), r)),
  ];
  // Keyed in lower case: on macOS and Windows /Sitemap.xml is the file sitemap.xml, and a redirect
  // from /About/ the page /about/. Two pages of the data apart only by case are let be (their
  // slugs are lower case; routes.ts compares pages as they are).
  const key = (file: string) => file.toLowerCase();
  const related = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
  const files = new Map<string, Claim>();
  const folders = new Map<string, Claim>();
  const clashes = new Map<Route | undefined, [Claim, Claim, string]>();
  const clash = (a: Claim, b: Claim, file: string) => {
    const [page, other] = a.route?.entry ? [a, b] : [b, a];
    if (other.route && !related(a.file, b.file) && a.route?.kind !== 'redirect' && b.route?.kind !== 'redirect') return;
    if (page.route?.entry && page.route !== other.route && !clashes.has(page.route)) clashes.set(page.route, [page, other, file]);
  };
  const above = (file: string) => {
    const at: string[] = [];
    for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1)) at.push(file.slice(0, i));
    return at;
  };
  for (const c of claims) {
    const first = files.get(key(c.file));
    if (first) clash(c, first, c.file);
    else files.set(key(c.file), c);
    for (const folder of above(c.file)) if (!folders.has(key(folder))) folders.set(key(folder), c);
  }
  for (const c of claims) {
    const inside = folders.get(key(c.file));
    if (inside) clash(c, inside, c.file);
    for (const folder of above(c.file)) {
      const file = files.get(key(folder));
      if (file) clash(c, file, file.file);
    }
  }
  return [...clashes.values()].map(([page, other, file]) =>
    problem('duplicate-route', { page: page.owner, other: other.owner, file }, {
      source: { ...page.route!.entry!, path: `${page.route!.entry!.path}/${page.route!.kind === 'redirect' ? 'from' : 'slug'}` },
      ...(!related(page.file, other.file)
        ? { hint: `${page.file} and ${other.file} differ only by case: one file on macOS and Windows, where one would replace the other` }
        : other.route && other.owner === named(other.route)
          ? {}
          : { hint: `${other.file} is a file shopsite writes itself: redirect from the old page's own address` }),
    }),
  );
}
