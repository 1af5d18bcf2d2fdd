// A fleet's worker thread (lib/worker.cjs): builds (or checks: check-shop.ts) the shops the main
// thread sends, one at a time (fleet/index.ts), and answers with each report by the shop's name
// (no file contents: they are written here, in the worker; a check sends its shop's summary). A
// shop whose output was built from its inputs (inputs.ts) is left as it is and reported unchanged.
import { parentPort } from 'node:worker_threads';
import { build } from '../build.js';
import { blocksRun } from '../shared/run-clock.js';
import { checkShop } from './check-shop.js';
import type { ShopJob, ShopReport } from './index.js';
import { jobInputs } from './inputs.js';

/** Each brand folder's hash, for the fleet this worker builds in: a brand's files are read once. */
const brands = new Map<string, string>();

parentPort!.on('message', buildShop);

async function buildShop(job: ShopJob): Promise<void> {
  let report: ShopReport;
  try {
    if (job.check) {
      const { summary, copy, ...checked } = await checkShop(job);
      const ok = !blocksRun(checked.problems, job.strict);
      report = { name: job.name, status: ok ? 'built' : 'failed', dataDir: job.dataDir, outDir: job.outDir, ok, bytes: 0, stages: {}, ...checked, check: { summary, copy } };
    } else {
      const started = performance.now();
      const { inputs, current } = jobInputs(job, brands);
      if (current) {
        report = { name: job.name, status: 'unchanged', dataDir: job.dataDir, outDir: job.outDir, ok: true, problems: [], pages: 0, bytes: 0, ms: Math.round(performance.now() - started), stages: {} };
      } else {
        // Only counts and sizes go back: each page's text is let go once written.
        const result = await build({ ...job, inputs, today: new Date(job.today), keepPages: false });
        report = { name: job.name, status: result.ok ? 'built' : 'failed', dataDir: job.dataDir, outDir: job.outDir, ok: result.ok, problems: result.problems, pages: result.pages.length, bytes: result.bytes, ms: result.ms, stages: result.stages };
      }
    }
  } catch (error) {
    const e = error as Error;
    report = { name: job.name, status: 'failed', dataDir: job.dataDir, outDir: job.outDir, ok: false, problems: [], pages: 0, bytes: 0, ms: 0, stages: {}, internalError: `${e.message}\n${e.stack ?? ''}` };
  }
  parentPort!.postMessage(report);
}
