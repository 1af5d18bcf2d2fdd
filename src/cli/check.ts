// `shopsite check`: the whole build with nothing written, so it meets every problem a build meets
// (an image that is not one, a broken link, a template that fails) and no other. Several --data
// folders are checked as a fleet is built: each shop on its own, a line per shop with its
// problems, a summary, and exit 1 when any shop failed.
import { build, type BuildResult } from '../build.js';
import type { HostName } from '../hosting/index.js';
import { hasErrors } from '../shared/problems.js';
import { ProblemsReported } from './errors.js';
import { printFleetProblems, printProblems } from './report.js';
import { folderLabel } from '../write.js';

export interface CheckFlags {
  data: string[];
  json?: boolean;
  strict?: boolean;
  host?: HostName;
  /** A dotted path into the data (services.brakes.title): say where its value comes from. */
  explain?: string;
}

const checkOne = (dataDir: string, flags: CheckFlags) => build({ dataDir, outDir: dataDir, write: false, strict: flags.strict, host: flags.host });

export async function runCheck(flags: CheckFlags): Promise<void> {
  if (flags.explain !== undefined) return (await import('./explain.js')).runExplain(flags.data, flags.explain, flags.json);
  if (flags.data.length > 1) return checkFleet(flags);
  const dataDir = flags.data[0]!;
  const result = await checkOne(dataDir, flags);
  if (flags.json) {
    const report = { ok: result.ok, pages: result.pages, ms: result.ms, stages: result.stages, problems: result.problems };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    printProblems(result.problems, 'Nothing was written.');
  }
  if (!result.ok) throw new ProblemsReported();
  if (!flags.json) process.stderr.write(`${folderLabel(dataDir)} is valid: ${result.pages.length} pages.\n`);
}

/**
 * One shop after another, in this process: a check writes nothing, and the compiled templates and
 * validators are shared by every shop, so there is no output to spread over worker threads.
 */
async function checkFleet(flags: CheckFlags): Promise<void> {
  const started = performance.now();
  const dirs = [...new Set(flags.data)].sort();
  if (!flags.json) process.stderr.write(`Checking ${dirs.length} shops\n`);
  const shops: { name: string; ok: boolean; pages: number; ms: number; problems: BuildResult['problems'] }[] = [];
  for (const dataDir of dirs) {
    const result = await checkOne(dataDir, flags);
    const name = folderLabel(dataDir);
    shops.push({ name, ok: result.ok, pages: result.pages.length, ms: result.ms, problems: result.problems });
    if (flags.json) continue;
    if (result.ok) {
      const warned = result.problems.length ? ` and ${result.problems.length} warning${result.problems.length === 1 ? '' : 's'}` : '';
      process.stderr.write(`✓ ${name}: ${result.pages.length} pages${warned}\n`);
    } else {
      const count = result.problems.filter((p) => hasErrors([p])).length;
      process.stderr.write(`✗ ${name}: ${count} problem${count === 1 ? '' : 's'}\n`);
    }
  }
  if (!flags.json) printFleetProblems(shops, 'Nothing was written.');
  const ms = Math.round(performance.now() - started);
  const bad = shops.filter((s) => !s.ok);
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ ok: bad.length === 0, shops, ms }, null, 2)}\n`);
  } else {
    const failures = bad.length ? `; failed: ${bad.map((s) => s.name).join(', ')}` : '';
    process.stderr.write(`${shops.length - bad.length} of ${shops.length} shops are valid (checked in ${ms} ms)${failures}\n`);
  }
  if (bad.length) throw new ProblemsReported();
}
