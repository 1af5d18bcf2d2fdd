// Fleet builds: many shops in one command, on every core. Each shop builds in a worker thread
// into OUT/<its folder's name>/; one shop's bad data fails that shop alone. `shard` picks the
// I-th of N contiguous slices of the sorted shop list, so a CI matrix can spread hundreds of
// shops over machines with no other coordination.
import { readdirSync, type Dirent } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HostName } from '../hosting/index.js';
import { byCodeUnits } from '../shared/order.js';
import type { Problem } from '../shared/types.js';
import type { PageCopy } from '../check/fleet/copy.js';
import type { ShopSummary } from '../check/fleet/types.js';

export interface ShopJob {
  name: string;
  dataDir: string;
  outDir: string;
  baseUrl?: string;
  host?: HostName;
  protect?: string[];
  force?: boolean;
  /** Milliseconds since the epoch: the build's today. */
  today: number;
  strict?: boolean;
  /** Write /admin/ too (build --cms). */
  cms?: boolean;
  /** Check the shop (check-shop.ts) instead of building it: nothing is written. */
  check?: true;
}

export interface ShopReport {
  name: string;
  /** Built and swapped in; unchanged: its inputs are those of its output, left as it is; failed: its output is as it was. */
  status: 'built' | 'unchanged' | 'failed';
  dataDir: string;
  outDir: string;
  ok: boolean;
  problems: Problem[];
  pages: number;
  bytes: number;
  ms: number;
  /** Milliseconds per stage, as a single build's --json reports them. */
  stages: Record<string, number>;
  internalError?: string;
  /** A check's summary of the shop for the checks across shops (check-shop.ts). */
  check?: { summary?: ShopSummary; copy?: PageCopy[] };
}

export interface Shard {
  index: number;
  count: number;
}

/** "2/5" -> { index: 2, count: 5 }; undefined when it is not of that form. */
export function parseShard(text: string): Shard | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  if (!m) return undefined;
  const [index, count] = [Number(m[1]), Number(m[2])];
  return index >= 1 && count >= 1 && index <= count ? { index, count } : undefined;
}

/** The I-th of N contiguous, nearly equal slices of the list, sorted first so every machine agrees. */
export function shardOf<T>(items: T[], shard: Shard | undefined, key: (item: T) => string): T[] {
  const sorted = [...items].sort((a, b) => byCodeUnits(key(a), key(b)));
  if (!shard) return sorted;
  const start = Math.floor(((shard.index - 1) * sorted.length) / shard.count);
  const end = Math.floor((shard.index * sorted.length) / shard.count);
  return sorted.slice(start, end);
}

/**
 * Each data folder's output folder: OUT/<folder name>. Two folders with one name are an error, and
 * so are two whose names differ only in case: one folder on macOS and Windows. A job names only
 * its own data folder: the fleet's output folder is checked once against all of them (runFleet),
 * and a folder that neither holds nor lies in any data folder has no sub-folder that does. Each
 * shop checking every data folder of the fleet was 10,000 x 10,000 checks for 10,000 shops.
 */
export function fleetJobs(dataDirs: string[], outDir: string, base: Omit<ShopJob, 'name' | 'dataDir' | 'outDir'>): { jobs: ShopJob[]; clash?: string } {
  const seen = new Map<string, { name: string; dataDir: string }>();
  const jobs: ShopJob[] = [];
  for (const dataDir of dataDirs) {
    const name = path.basename(path.resolve(dataDir));
    const earlier = seen.get(name.toLowerCase());
    if (earlier?.name === name) return { jobs: [], clash: `${earlier.dataDir} and ${dataDir} would both be built into ${path.join(outDir, name)}` };
    if (earlier) {
      return {
        jobs: [],
        clash: `${earlier.dataDir} and ${dataDir} would be built into ${path.join(outDir, earlier.name)} and ${path.join(outDir, name)}, one folder where names ignore case (macOS, Windows): rename one`,
      };
    }
    seen.set(name.toLowerCase(), { name, dataDir });
    jobs.push({ ...base, name, dataDir, outDir: path.join(outDir, name) });
  }
  return { jobs };
}

/**
 * Each worker's heap. V8 grows a heap it is given no limit for long before it collects: a fleet's
 * memory then grew with its size (188 MB for 10 shops, 271 MB for 100). A shop's build holds under
 * 30 MB at its peak; these limits leave it four times that and keep the fleet's memory flat (171, 182 and 188 MB for 20, 100 and 200 shops). A young generation of
 * 16 MB builds a fleet 8% faster than one of 4 MB (fewer scavenges of a shop's short-lived
 * strings), for 28 MB more in all (paired runs).
 */
const WORKER_HEAP = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 128 };

/** The report of a shop whose worker stopped under it (out of memory, a crash): it fails alone. */
function stoppedReport(job: ShopJob, why: string): ShopReport {
  return { name: job.name, status: 'failed', dataDir: job.dataDir, outDir: job.outDir, ok: false, problems: [], pages: 0, bytes: 0, ms: 0, stages: {}, internalError: why };
}

/**
 * A worker thread that builds the shops it is sent, answering each by name (a fleet's shop names
 * are unique: fleetJobs). When it stops under its shop, that shop gets a failed report, and
 * the next shop starts a new worker.
 */
function workerSlot(file: string) {
  let current: { worker: Worker; waiting: Map<string, { job: ShopJob; answer: (report: ShopReport) => void }> } | undefined;
  const start = () => {
    const worker = new Worker(file, { resourceLimits: WORKER_HEAP });
    const waiting = new Map<string, { job: ShopJob; answer: (report: ShopReport) => void }>();
    const stopped = (why: string) => {
      if (current?.worker === worker) current = undefined;
      for (const { job, answer } of waiting.values()) answer(stoppedReport(job, why));
      waiting.clear();
    };
    worker.on('message', (report: ShopReport) => {
      waiting.get(report.name)?.answer(report);
      waiting.delete(report.name);
    });
    worker.on('error', (error) => stopped(`${error.message}\n${error.stack ?? ''}`));
    worker.on('exit', (code) => stopped(`the worker thread building it stopped (exit code ${code})`));
    return { worker, waiting };
  };
  return {
    build(job: ShopJob): Promise<ShopReport> {
      const slot = (current ??= start());
      return new Promise((answer) => {
        slot.waiting.set(job.name, { job, answer });
        slot.worker.postMessage(job);
      });
    },
    async close(): Promise<void> {
      const worker = current?.worker;
      current = undefined;
      worker?.removeAllListeners('exit');
      await worker?.terminate();
    },
  };
}

/**
 * Runs the jobs on up to `threads` workers (default: every core), each building one shop at a
 * time (two at once were no faster: 0.99x and 1.02x, paired, docs/performance.md), and hands each
 * report to `onReport` in the jobs' order. Nothing of a finished shop is kept here: a report
 * waits only for the shops before it still building (at most one a worker in practice), so the
 * fleet's memory does not grow with its size. Each shop's work, down to reading its files to
 * tell whether it changed, is the worker's: this thread only hands out jobs and takes reports.
 * `workerFile` is the worker's script (tests give another).
 */
export async function buildFleet(
  jobs: ShopJob[],
  onReport: (report: ShopReport) => void,
  threads = availableParallelism(),
  // lib/launch.cjs runs lib/worker.cjs in a worker thread.
  workerFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'launch.cjs'),
): Promise<void> {
  let next = 0;
  const inOrder = jobOrder(onReport);
  const slots = Array.from({ length: Math.max(1, Math.min(threads, jobs.length)) }, () => workerSlot(workerFile));
  const lane = async (slot: ReturnType<typeof workerSlot>) => {
    while (next < jobs.length) {
      const index = next++;
      inOrder(index, await slot.build(jobs[index]!));
    }
  };
  try {
    await Promise.all(slots.map(lane));
  } finally {
    await Promise.all(slots.map((slot) => slot.close()));
  }
}

/** Hands on the reports by their jobs' index, in order, holding only those that came early. */
export function jobOrder(onReport: (report: ShopReport) => void): (index: number, report: ShopReport) => void {
  const early = new Map<number, ShopReport>();
  let due = 0;
  return (index, report) => {
    early.set(index, report);
    for (let ready = early.get(due); ready; ready = early.get(due)) {
      early.delete(due++);
      onReport(ready);
    }
  };
}

/**
 * The folders of the fleet's output that no shop of the fleet builds into (a shop removed from
 * the fleet, or renamed): every shop, not only a shard's. Names that differ only in case count
 * as the shop's own (one folder on macOS and Windows). Hidden entries are shopsite's temporary
 * folders or the user's; they are never listed.
 */
export function formerShops(outDir: string, jobs: ShopJob[]): string[] {
  const names = new Set(jobs.map((j) => j.name.toLowerCase()));
  let entries: Dirent[];
  try {
    entries = readdirSync(outDir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => (e.isDirectory() || e.isSymbolicLink()) && !e.name.startsWith('.') && !names.has(e.name.toLowerCase()))
    .map((e) => e.name)
    .sort(byCodeUnits);
}
