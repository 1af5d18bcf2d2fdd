// `shopsite build` with several --data folders (or --shard): every shop into OUT/<folder name>/,
// in parallel on every core, a line per shop as it ends, then a summary. A shop whose inputs are
// those of its output is left as it is (fleet/inputs.ts; --force builds it anyway); a folder of
// OUT that no shop builds into is reported, and removed when shopsite wrote it. A shop with bad
// data fails alone; the exit code is 1 when any shop failed, 70 when shopsite failed one.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildFleet, fleetJobs, formerShops, shardOf, type Shard, type ShopJob, type ShopReport } from '../fleet/index.js';
import type { HostName } from '../hosting/index.js';
import { hasErrors } from '../shared/problems.js';
import { InternalErrorsReported, ProblemsReported, UsageError } from './errors.js';
import { FleetProblems, formatBytes, printProblems, someNames } from './report.js';
import { folderLabel, removableOutput, removeOutput, unsafeOutput } from '../write.js';

export interface FleetFlags {
  data: string[];
  out: string;
  baseUrl?: string;
  host?: HostName;
  json?: boolean;
  strict?: boolean;
  shard?: Shard;
  today: Date;
  protect: string[];
  force?: boolean;
  /** Remove the folders of `out` that no shop of the command builds into (only those shopsite wrote). */
  prune?: boolean;
  cms?: boolean;
}

export async function runFleet(flags: FleetFlags): Promise<void> {
  const started = performance.now();
  const { jobs, clash } = fleetJobs(flags.data, flags.out, {
    baseUrl: flags.baseUrl,
    host: flags.host,
    protect: flags.protect,
    today: flags.today.getTime(),
    strict: flags.strict,
    force: flags.force,
    cms: flags.cms,
  });
  if (clash) throw new UsageError(clash);
  // The fleet's folder is never replaced, only filled; it still may not be a file or hold a data folder.
  const unsafe = unsafeOutput({ outDir: flags.out, protect: flags.protect, dataDirs: flags.data, force: true });
  if (unsafe) {
    if (flags.json) process.stdout.write(`${JSON.stringify({ ok: false, shops: [], pages: 0, ms: 0, out: flags.out, problems: [unsafe] }, null, 2)}\n`);
    else printProblems([unsafe], 'Nothing was written.');
    throw new ProblemsReported();
  }
  const chosen = shardOf(jobs, flags.shard, (j) => j.name);
  // A CI matrix with more shards than shops has empty ones: their job still uploads OUT, so OUT
  // exists (empty) as the summary says, rather than failing the next step (tar, upload-artifact).
  if (!chosen.length) mkdirSync(flags.out, { recursive: true });
  if (!flags.json) {
    const of = flags.shard ? ` (shard ${flags.shard.index}/${flags.shard.count} of ${jobs.length})` : '';
    const none = flags.shard && !chosen.length ? `: this shard has none, ${flags.shard.count} shards being more than the fleet's ${jobs.length} shops` : '';
    process.stderr.write(`Building ${chosen.length} shop${chosen.length === 1 ? '' : 's'}${of}${none}\n`);
  }
  const failed = (r: ShopReport) => !r.ok || r.internalError !== undefined;
  // Nothing of a finished shop is kept: counts, the failed shops' names, and their distinct problems.
  const totals = { built: 0, unchanged: 0, pages: 0, shops: 0, internal: 0 };
  const bad: string[] = [];
  const badProblems = new FleetProblems();
  // The built shops' warnings (a value an import left to fill in), each once, naming its shops.
  const warnings = new FleetProblems();
  const json = flags.json ? jsonReport() : undefined;
  await buildFleet(chosen, (report) => {
    totals.shops++;
    if (failed(report)) {
      bad.push(report.name);
      if (report.internalError !== undefined) totals.internal++;
      badProblems.add(report.name, report.problems, report.dataDir);
    } else {
      totals.pages += report.pages;
      totals[report.status === 'built' ? 'built' : 'unchanged']++;
      warnings.add(report.name, report.problems, report.dataDir);
    }
    if (json) return json.shop(report);
    if (report.status === 'unchanged') {
      process.stderr.write(`· ${report.name}: unchanged\n`);
    } else if (failed(report)) {
      const count = report.problems.filter((p) => hasErrors([p])).length;
      process.stderr.write(`✗ ${report.name}: ${report.internalError ? 'internal error' : `${count} problem${count === 1 ? '' : 's'}`}\n`);
      if (report.internalError) process.stderr.write(`${report.internalError}\n`);
    } else {
      const warned = report.problems.length ? `, ${report.problems.length} warning${report.problems.length === 1 ? '' : 's'}` : '';
      process.stderr.write(`✓ ${report.name}: ${report.pages} pages (${formatBytes(report.bytes)}) in ${report.ms} ms${warned}\n`);
    }
  });
  const former = removeFormerShops(flags, jobs);
  const ms = Math.round(performance.now() - started);
  const { built, unchanged, pages } = totals;
  if (json) {
    const notInFleet = former.map((f) => ({ folder: f.folder, removed: f.removed }));
    json.end({ ok: bad.length === 0, built, unchanged, pages, ms, out: flags.out, notInFleet });
  } else {
    // Warnings stop nothing: their count line says only how many.
    warnings.print();
    if (bad.length) {
      // Only the folders a build had made before are named as they were (a new shop that failed has none).
      const held = bad.map((name) => path.join(flags.out, name)).filter((dir) => existsSync(dir));
      const kept = held.length ? `; ${someNames(held.map(folderLabel))} ${held.length === 1 ? 'is' : 'are'} as ${held.length === 1 ? 'it was' : 'they were'}` : '';
      badProblems.print(`Nothing was written for ${bad.length === 1 ? 'that shop' : 'those shops'}${kept}.`);
    }
    for (const f of former) {
      const why = f.removed ? 'removed: shopsite wrote it' : f.removable ? 'kept: --prune removes it' : 'kept: shopsite did not write all of it';
      process.stderr.write(`not in the fleet any more: ${f.folder} (${why})\n`);
    }
    const rate = ms > 0 ? Math.round((pages * 1000) / ms) : pages;
    const failures = bad.length ? `; failed: ${someNames(bad)}` : '';
    const same = unchanged ? `, ${unchanged} unchanged` : '';
    process.stderr.write(`Built ${built} of ${totals.shops} shops${same} (${pages} pages, ${rate} pages/s) in ${ms} ms into ${folderLabel(flags.out)}${failures}\n`);
  }
  if (totals.internal) throw new InternalErrorsReported();
  if (bad.length) throw new ProblemsReported();
}

/**
 * The fleet's --json report, written as the shops end: one JSON document, its `shops` first, in
 * the fleet's order, then the totals, so a fleet of any size is never held whole in memory.
 */
function jsonReport(write = (text: string) => void process.stdout.write(text)) {
  let shops = 0;
  write('{\n  "shops": [');
  return {
    shop(report: ShopReport): void {
      write(`${shops++ ? ',' : ''}\n${JSON.stringify(report, null, 2).replace(/^/gm, '    ')}`);
    },
    end(totals: object): void {
      write(`${shops ? '\n  ' : ''}],${JSON.stringify(totals, null, 2).slice(1)}\n`);
    },
  };
}

/** Each folder of OUT that no shop of the fleet builds into, removed with --prune when shopsite wrote all of it (write.ts). */
function removeFormerShops(flags: FleetFlags, jobs: ShopJob[]): { folder: string; removed: boolean; removable: boolean }[] {
  return formerShops(flags.out, jobs).map((name) => {
    const outDir = path.join(flags.out, name);
    const target = { outDir, protect: flags.protect, dataDirs: flags.data };
    // Only asked for: a build of a few of the fleet's shops would otherwise take the others' sites down.
    // Unasked, the report says whether --prune would remove the folder.
    return { folder: folderLabel(outDir), removed: flags.prune === true && removeOutput(target), removable: flags.prune !== true && removableOutput(target) };
  });
}
