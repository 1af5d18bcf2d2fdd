// `shopsite check`: the whole build with nothing written, so it meets every problem a build meets
// (an image that is not one, a broken link, a template that fails), and a phone number written in
// the copy that is not the shop's (a warning: an old number, which no build reads). Several --data
// folders are checked as a fleet (check-fleet.ts): each shop on its own, then across the shops.
import { build } from '../build.js';
import { buildDate } from './build.js';
import { dataFolders } from './data-folders.js';
import { strayPhones } from '../check/fleet/across.js';
import { phonesInData } from '../check/fleet/summary.js';
import { readPhone } from '../shared/phone.js';
import type { FleetCheckFlags } from './check-fleet.js';
import { placeProblems } from '../load/positions.js';
import { dataByKind } from '../load/read.js';
import { sortProblems } from '../shared/problems.js';
import { blocksRun, strictly } from '../shared/run-clock.js';
import type { Problem } from '../shared/types.js';
import { ProblemsReported } from './errors.js';
import { printProblems } from './report.js';
import { folderLabel } from '../write.js';

export interface CheckFlags extends FleetCheckFlags {
  /** A dotted path into the data (services.brakes.title): say where its value comes from. */
  explain?: string;
}

// The build's today, as build reads it (SOURCE_DATE_EPOCH, else the clock): check tells of the site build writes.
const checkOne = (dataDir: string, flags: CheckFlags) => build({ dataDir, outDir: dataDir, write: false, strict: flags.strict, host: flags.host, today: buildDate() });

export async function runCheck(given: CheckFlags): Promise<void> {
  const flags = { ...given, data: dataFolders(given.data) };
  if (flags.explain !== undefined) return (await import('./explain.js')).runExplain(flags.data, flags.explain, flags.json);
  if (flags.data.length > 1 || flags.hub !== undefined) return (await import('./check-fleet.js')).checkFleet(flags);
  const dataDir = flags.data[0]!;
  const built = await checkOne(dataDir, flags);
  const result = { ...built, problems: sortProblems([...built.problems, ...phonesOfOthers(built.data, flags.strict)]) };
  result.ok = !blocksRun(result.problems, flags.strict);
  if (flags.json) {
    const report = { ok: result.ok, pages: result.pages, ms: result.ms, stages: result.stages, problems: result.problems };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    printProblems(result.problems);
  }
  if (!result.ok) throw new ProblemsReported();
  if (!flags.json) process.stderr.write(`${folderLabel(dataDir)} is valid: ${result.pages.length} pages.\n`);
}

/** One shop's copy: each phone number written in it that is not the shop's own, as a warning. */
function phonesOfOthers(data: Awaited<ReturnType<typeof checkOne>>['data'], strict?: boolean): Problem[] {
  if (!data) return [];
  const { shop } = data.site;
  const country = shop.address.country ?? 'US';
  const own = readPhone(shop.phone, country);
  const phone = own.ok ? own.number.number : undefined;
  const found = strayPhones([{ name: '', phone, phones: phonesInData(dataByKind(data.docs), phone, country) }]);
  const placed = placeProblems(found.map((f) => f.problem), data.docs);
  return strictly(placed, strict);
}
