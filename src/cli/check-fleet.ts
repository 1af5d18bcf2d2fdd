// `shopsite check --data shops/*/`: each shop built on its own with nothing written, in a fleet's
// worker threads (fleet/check-shop.ts), then the checks across shops (check/fleet/). Of each shop
// only its summary (a few KB) and its problems come back, never its pages. Problems found across shops are placed in a shop's files by loading that shop again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { duplicateCanonicals, duplicateTitles, hubProblems, strayPhones } from '../check/fleet/across.js';
import { sharedCopy, tallyCopy, type BrandTally } from '../check/fleet/copy.js';
import type { FleetFinding, ShopSummary } from '../check/fleet/types.js';
import { loadShop } from '../load/index.js';
import { placeAt, placeProblems } from '../load/positions.js';
import { isSiteDoc } from '../load/site-doc.js';
import { buildFleet, type ShopJob } from '../fleet/index.js';
import { hasErrors, problem, sortProblems } from '../shared/problems.js';
import { blocksRun, strictly } from '../shared/run-clock.js';
import type { Problem } from '../shared/types.js';
import { folderLabel } from '../write.js';
import type { HostName } from '../hosting/index.js';
import { InternalErrorsReported, ProblemsReported } from './errors.js';
import { buildDate } from './build.js';
import { printFleetProblems, someNames } from './report.js';

export interface FleetCheckFlags {
  data: string[];
  json?: boolean;
  strict?: boolean;
  host?: HostName;
  /** A built hub's output folder (shopsite hub): every shop of the fleet must be on its locations page. */
  hub?: string;
}

interface ShopReport {
  name: string;
  dataDir: string;
  ok: boolean;
  pages: number;
  ms: number;
  problems: Problem[];
}

/** The hub's locations page, the one page `--hub` is checked by (shopsite hub writes it). */
export const HUB_PAGE = path.join('locations', 'index.html');

export async function checkFleet(flags: FleetCheckFlags): Promise<void> {
  const started = performance.now();
  const dirs = [...new Set(flags.data)].sort();
  if (!flags.json) process.stderr.write(`Checking ${dirs.length} shops\n`);
  const shops: ShopReport[] = [];
  const summaries: ShopSummary[] = [];
  const tallies = new Map<string, BrandTally>();
  const dirOf = new Map<string, string>();
  const today = buildDate().getTime();
  const names = shopNames(dirs);
  const jobs: ShopJob[] = dirs.map((dataDir, i) => ({ name: names[i]!, dataDir, outDir: dataDir, today, strict: flags.strict, host: flags.host, check: true }));
  // Each shop is checked in a fleet worker (fleet/check-shop.ts), on every core, each worker's heap
  // capped: only its summary comes back here.
  await buildFleet(jobs, (checked) => {
    dirOf.set(checked.name, checked.dataDir);
    const { summary, copy } = checked.check ?? {};
    if (summary && copy) {
      tallyCopy(tallies, summary, copy);
      summaries.push(summary);
    }
    const problems = checked.internalError === undefined ? checked.problems : [...checked.problems, internalError(checked.internalError)];
    const shop = { name: checked.name, dataDir: checked.dataDir, ok: checked.ok && checked.internalError === undefined, pages: checked.pages, ms: checked.ms, problems: sortProblems(problems) };
    shops.push(shop);
    if (!flags.json) printShopLine(shop);
  });
  const findings = [
    ...strayPhones(summaries),
    ...duplicateTitles(summaries),
    ...duplicateCanonicals(summaries),
    ...sharedCopy(tallies, dirs.length - summaries.length),
    ...(flags.hub === undefined || !summaries.length ? [] : hubProblems(readHub(flags.hub), summaries, dirs.length - summaries.length)),
  ];
  const shared = addFindings(shops, findings, dirOf, flags.strict);
  report(shops, shared, dirOf, Math.round(performance.now() - started), flags);
}

/**
 * Each shop named as a fleet's build names it, by its folder's name (`shops/raleigh/` is raleigh),
 * so that a check's report and a build's read alike; by the folder as given where two share a name.
 */
export function shopNames(dirs: string[]): string[] {
  const base = dirs.map((dir) => path.basename(path.resolve(dir)));
  const count = new Map<string, number>();
  for (const name of base) count.set(name.toLowerCase(), (count.get(name.toLowerCase()) ?? 0) + 1);
  return base.map((name, i) => (count.get(name.toLowerCase()) === 1 ? name : folderLabel(dirs[i]!)));
}

/** A shop whose check stopped on shopsite's own fault: reported as such, with the stack to report. */
const internalError = (stack: string): Problem => problem('internal-error', stack);

function readHub(hub: string): { file: string; html?: string } {
  const file = path.join(hub, HUB_PAGE);
  try {
    return { file, html: readFileSync(file, 'utf8') };
  } catch {
    return { file };
  }
}

/** A problem met in several shops (the brand's copy, a number in the brand's text): placed and reported once. */
interface Shared {
  problem: Problem;
  shops: string[];
}

/**
 * Each finding placed once, in the data of the shop it names (the brand's file when the brand
 * writes the value): one shop's is added to that shop's problems, one of several shops is kept
 * once (a brand's 50 warnings are not repeated for each of its thousand shops).
 */
function addFindings(shops: ShopReport[], findings: FleetFinding[], dirOf: Map<string, string>, strict?: boolean): Shared[] {
  const docsOf = new Map<string, ReturnType<typeof loadShop>['docs']>();
  const byName = new Map(shops.map((s) => [s.name, s]));
  const shared: Shared[] = [];
  for (const finding of findings) {
    const dir = dirOf.get(finding.placeIn)!;
    const docs = docsOf.get(dir) ?? docsOf.set(dir, loadShop(dir).docs).get(dir)!;
    const placed = strictly([place(finding, docs)], strict)[0]!;
    if (finding.shops.length > 1) shared.push({ problem: placed, shops: finding.shops });
    else byName.get(finding.shops[0]!)!.problems.push(placed);
    if (blocksRun([placed], strict)) for (const name of finding.shops) byName.get(name)!.ok = false;
  }
  for (const shop of shops) shop.problems = sortProblems(shop.problems);
  return shared;
}

function place(finding: FleetFinding, docs: ReturnType<typeof loadShop>['docs']): Problem {
  const { source, ...rest } = finding.problem;
  const doc = source && docs.find((d) => d.kind === source.kind);
  if (!finding.brand || !doc || !isSiteDoc(doc)) return placeProblems([finding.problem], docs)[0]!;
  const at = placeAt(doc, source!.path, false, 'brand');
  return { ...rest, file: at.file, path: at.pointer, line: at.line, col: at.col };
}

function printShopLine(shop: ShopReport): void {
  if (shop.ok) {
    const warned = shop.problems.length ? ` and ${shop.problems.length} warning${shop.problems.length === 1 ? '' : 's'}` : '';
    process.stderr.write(`✓ ${shop.name}: ${shop.pages} pages${warned}\n`);
  } else {
    const count = shop.problems.filter((p) => hasErrors([p])).length;
    process.stderr.write(`✗ ${shop.name}: ${count} problem${count === 1 ? '' : 's'}\n`);
  }
}

function report(shops: ShopReport[], shared: Shared[], dirOf: Map<string, string>, ms: number, flags: FleetCheckFlags): void {
  const bad = shops.filter((s) => !s.ok);
  if (flags.json) {
    const acrossShops = shared.map(({ problem, shops: names }) => ({ ...problem, shops: names }));
    process.stdout.write(`${JSON.stringify({ ok: bad.length === 0, shops, acrossShops, ms }, null, 2)}\n`);
  } else {
    const withShared = new Map(shops.map((s) => [s.name, { name: s.name, problems: [...s.problems], dir: dirOf.get(s.name) }]));
    for (const { problem, shops: names } of shared) for (const name of names) withShared.get(name)!.problems.push(problem);
    printFleetProblems([...withShared.values()], 'Nothing was written.');
    const failures = bad.length ? `; failed: ${someNames(bad.map((s) => s.name))}` : '';
    process.stderr.write(`${shops.length - bad.length} of ${shops.length} shops are valid (checked in ${ms} ms)${failures}\n`);
  }
  if (shops.some((s) => s.problems.some((p) => p.code === 'internal-error'))) throw new InternalErrorsReported();
  if (bad.length) throw new ProblemsReported();
}
