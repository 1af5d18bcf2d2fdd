// Copy pasted from one make's (or service's) page into another's, with the name swapped, reads as
// thin duplicate content to search engines and as carelessness to visitors. Checked after the
// routes (build.ts; it changes no page): each page's words are cut into overlapping runs of a few
// words ("shingles", shared/word-runs.ts, with the page's own names masked), and two pages that
// share most of their runs are named together.
import { problem } from '../shared/problems.js';
import { walkStrings } from '../shared/text.js';
import { hashedRuns } from '../shared/word-runs.js';
import type { Problem, Route, SiteData } from '../shared/types.js';

/** Share of the shorter page's runs found in the other page from which a page counts as copied. */
export const COPIED_SHARE = 0.5;
/** Pages this short say too little to compare (a stub is another problem). */
const MIN_RUNS = 12;

/** Runs of words of a text (shared/word-runs.ts), lower-case, with each of `names` (the page's own) masked. */
export function wordRuns(text: string, names: string[]): Set<number> {
  let lower = ` ${text.toLowerCase()} `;
  for (const name of names.filter(Boolean).sort((a, b) => b.length - a.length)) {
    const masked = name.toLowerCase();
    if (lower.includes(masked)) lower = lower.split(masked).join(' \u0000 ');
  }
  return hashedRuns(lower);
}

interface Compared {
  /** Undefined only if the route table lacks the page (then it is not compared). */
  route: Route | undefined;
  runs: Set<number>;
  /** Where the copy is written, for the problem's place. */
  field: string;
}

/**
 * How many runs each two of `pages` share: entry i * n + j (i < j) of an n by n table, counted
 * through one table of the runs seen so far, open addressing over typed arrays: a run is a small
 * integer (shared/word-runs.ts) and most runs are one page's only, so each costs a probe or two
 * and no allocation. A run two or more pages hold keeps the list of them aside.
 */
function sharedRuns(pages: Set<number>[]): Uint32Array {
  const n = pages.length;
  const counts = new Uint32Array(n * n);
  const total = pages.reduce((sum, runs) => sum + runs.size, 0);
  let size = 16;
  while (size < total * 2) size *= 2;
  const mask = size - 1;
  // A slot holds run + 1 (0: empty) and the first page that has it.
  const keys = new Int32Array(size);
  const first = new Int32Array(size);
  const more = new Map<number, number[]>();
  pages.forEach((runs, page) => {
    for (const run of runs) {
      let slot = Math.imul(run, 0x9e3779b1) & mask;
      while (keys[slot] !== 0 && keys[slot] !== run + 1) slot = (slot + 1) & mask;
      if (keys[slot] === 0) {
        keys[slot] = run + 1;
        first[slot] = page;
        continue;
      }
      counts[first[slot]! * n + page]!++;
      const others = more.get(run);
      if (others) {
        for (const other of others) counts[other * n + page]!++;
        others.push(page);
      } else more.set(run, [page]);
    }
  });
  return counts;
}

/**
 * A warning for each make or service page whose copy mostly repeats an earlier page of its kind,
 * placed at the later one's copy and naming both pages (so --strict refuses it).
 */
export function similarCopy(site: SiteData, routes: Route[]): Problem[] {
  const bySlug = (kind: Route['kind']) => new Map(routes.filter((r) => r.kind === kind).map((r) => [r.slug, r]));
  const makes = bySlug('make');
  const services = bySlug('service');
  const textOf = (value: unknown) => {
    const parts: string[] = [];
    walkStrings(value, [], (text) => parts.push(text));
    return parts.join(' \n ');
  };
  const groups: Compared[][] = [
    site.makes.map((m, i) => ({
      route: makes.get(m.slug),
      runs: wordRuns(textOf(m.intro), [m.name, ...(m.models ?? []).map(String)]),
      field: `/makes/${i}/intro`,
    })),
    site.services.map((s, i) => ({
      route: services.get(s.slug),
      runs: wordRuns(textOf([s.hero, s.sections]), [s.title]),
      field: `/services/${i}/sections`,
    })),
  ];
  const problems: Problem[] = [];
  for (const group of groups) {
    const pages = group.filter((p): p is Compared & { route: Route } => p.route !== undefined && p.runs.size >= MIN_RUNS);
    const shared = sharedRuns(pages.map((p) => p.runs));
    pages.forEach((later, j) => {
      let best: { page: (typeof pages)[number]; share: number } | undefined;
      // Earliest first: of equal shares, the earlier page is named.
      for (let i = 0; i < j; i++) {
        const count = shared[i * pages.length + j]!;
        if (!count) continue;
        const share = count / Math.min(later.runs.size, pages[i]!.runs.size);
        if (share >= COPIED_SHARE && share > (best?.share ?? 0)) best = { page: pages[i]!, share };
      }
      if (!best) return;
      problems.push(
        problem(
          'similar-copy',
          { page: later.route.path, other: best.page.route.path, percent: Math.round(best.share * 100) },
          { severity: 'warning', source: { kind: later.route.entry!.kind, path: later.field } },
        ),
      );
    });
  }
  return problems;
}
