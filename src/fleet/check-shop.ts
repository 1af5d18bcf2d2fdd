// One shop of a fleet's check (`check --data shops/*/`), in a fleet worker: the whole build with
// nothing written, then the shop reduced to the summary the checks across shops compare
// (check/fleet/summary.ts). Only the summary, its copy's hashes and the problems go back to the
// main thread, never a page: its heap holds a thousand summaries, not a thousand sites.
import path from 'node:path';
import { build, type BuildResult } from '../build.js';
import type { PageCopy } from '../check/fleet/copy.js';
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
  const result = await build({ dataDir: job.dataDir, outDir: job.dataDir, write: false, strict: job.strict, host: job.host, today: new Date(job.today) });
  const problems = [...result.problems];
  if (!result.data) return { pages: result.pages.length, ms: result.ms, problems };
  const { summary, problems: own, copy } = summarizeShop(shopInput(job.name, result, result.data));
  const placed = placeProblems(own, result.data.docs);
  problems.push(...strictly(placed, job.strict));
  return { pages: result.pages.length, ms: result.ms, problems, summary, copy };
}

/** What the fleet checks read of a built shop: its data by kind, its routes, its pages' HTML. */
function shopInput(name: string, result: BuildResult, built: NonNullable<BuildResult['data']>) {
  const { site, docs, brandDir } = built;
  const html = new Map(result.files.filter((f) => f.file.endsWith('.html')).map((f) => [f.file, f.contents]));
  return {
    name,
    ...(brandDir ? { brand: folderLabel(path.normalize(brandDir)) } : {}),
    site,
    data: dataByKind(docs),
    routes: result.routes,
    html: (file: string) => {
      const contents = html.get(file);
      return typeof contents === 'string' ? contents : undefined;
    },
  };
}
