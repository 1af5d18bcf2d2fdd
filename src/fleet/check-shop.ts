// One shop of a fleet's check (`check --data shops/*/`), in a fleet worker: the whole build with
// nothing written, then the shop reduced to the summary the checks across shops compare
// (check/fleet/summary.ts). Only the summary, its copy's hashes and the problems go back to the
// main thread, never a page: its heap holds a thousand summaries, not a thousand sites.
import path from 'node:path';
import { build } from '../build.js';
import type { PageCopy } from '../check/fleet/copy.js';
import { readPage, type PageFacts } from '../check/fleet/page-facts.js';
import { summarizeShop } from '../check/fleet/summary.js';
import type { ShopSummary } from '../check/fleet/types.js';
import { placeProblems } from '../load/positions.js';
import { strictly } from '../shared/run-clock.js';
import { dataByKind } from '../load/read.js';
import type { Problem } from '../shared/types.js';
import { folderLabel } from '../write.js';
import type { ShopJob } from './index.js';

export interface ShopCheck {
  pages: number;
  ms: number;
  /** The build's problems and those of the shop's own pages (name, address, phone), placed. */
  problems: Problem[];
  /** Undefined when the shop's data did not validate: it takes no part in the checks across shops. */
  summary?: ShopSummary;
  copy?: PageCopy[];
}

export async function checkShop(job: ShopJob): Promise<ShopCheck> {
  // Each page's facts are read as it is rendered, and the page goes: kept to the end of the shop,
  // every page outlived V8's young generation (docs/performance.md).
  const pages: PageFacts[] = [];
  const result = await build({
    dataDir: job.dataDir,
    outDir: job.dataDir,
    write: false,
    strict: job.strict,
    host: job.host,
    today: new Date(job.today),
    keepPages: false,
    onPage: (page) => pages.push(readPage(page.route, page.html)),
  });
  const problems = [...result.problems];
  if (!result.data) return { pages: result.pages.length, ms: result.ms, problems };
  const { site, docs, brandDir } = result.data;
  const { summary, problems: own, copy } = summarizeShop({
    name: job.name,
    ...(brandDir ? { brand: folderLabel(path.normalize(brandDir)) } : {}),
    site,
    data: dataByKind(docs),
    routes: result.routes,
    pages,
  });
  const placed = placeProblems(own, docs);
  problems.push(...strictly(placed, job.strict));
  return { pages: result.pages.length, ms: result.ms, problems, summary, copy };
}
