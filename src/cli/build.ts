// `shopsite build`: the whole pipeline into the output folder, one summary line on success.
import path from 'node:path';
import { build } from '../build.js';
import type { HostName } from '../hosting/index.js';
import { PACKAGE_ROOT } from '../shared/paths.js';
import { parseShard } from '../fleet/index.js';
import { runFleet } from './fleet.js';
import { ProblemsReported, UsageError } from './errors.js';
import { formatBytes, printProblems } from './report.js';
import { folderLabel, outputUntouched } from '../write.js';
import { patternAt } from '../validate/definitions.js';
import { dataFolders } from './data-folders.js';

export interface BuildFlags {
  data: string[];
  out: string;
  baseUrl?: string;
  host?: HostName;
  json?: boolean;
  strict?: boolean;
  shard?: string;
  force?: boolean;
  prune?: boolean;
  cms?: boolean;
}

export async function runBuild(given: BuildFlags): Promise<void> {
  const flags = { ...given, data: dataFolders(given.data) };
  checkBaseUrl(flags.baseUrl);
  const today = buildDate();
  const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
  if (flags.shard !== undefined && !shard) throw new UsageError(`--shard takes I/N with 1 <= I <= N, such as 2/5, not "${flags.shard}"`);
  if (flags.prune && flags.data.length === 1 && !shard) throw new UsageError('--prune is for a fleet (several --data folders): one shop\'s build replaces its output folder whole');
  if (flags.data.length > 1 || shard) {
    // One address for every shop would give each the others' canonical links and sitemap.
    if (flags.baseUrl !== undefined && flags.data.length > 1) throw new UsageError('--base-url names one site: with several --data folders, each shop takes siteUrl from its own shop.yaml');
    await runFleet({ ...flags, shard, today, protect: protectedFolders() });
    return;
  }
  const result = await build({
    dataDir: flags.data[0]!,
    outDir: flags.out,
    baseUrl: flags.baseUrl,
    host: flags.host,
    protect: protectedFolders(),
    today,
    strict: flags.strict,
    force: flags.force,
    cms: flags.cms,
  });
  if (flags.json) {
    const report = {
      ok: result.ok,
      pages: result.pages,
      bytes: result.bytes,
      ms: result.ms,
      stages: result.stages,
      out: flags.out,
      problems: result.problems,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    printProblems(result.problems, outputUntouched(flags.out));
  }
  if (!result.ok) throw new ProblemsReported();
  if (!flags.json) {
    process.stderr.write(`Built ${result.pages.length} pages (${formatBytes(result.bytes)}) in ${result.ms} ms into ${folderLabel(flags.out)}\n`);
  }
}

/** --base-url, when given, is a site's address as siteUrl takes it: a usage mistake otherwise. */
export function checkBaseUrl(baseUrl: string | undefined): void {
  if (baseUrl !== undefined && !patternAt('common.schema.json#/definitions/siteAddress').test(baseUrl)) {
    throw new UsageError(`--base-url must be a site's address, such as https://www.example.com (http or https; no ?query, #part or user name), not "${baseUrl}"`);
  }
}

/** Folders an output folder may never replace or contain: the current one and shopsite's own. */
export function protectedFolders(): string[] {
  const own = ['src', 'templates', 'schemas', 'starter', 'site-data', 'bin', 'scripts', 'tests', 'node_modules', 'lib', '.git', '.ci'];
  return [process.cwd(), PACKAGE_ROOT, ...own.map((d) => path.join(PACKAGE_ROOT, d))];
}

/**
 * SOURCE_DATE_EPOCH (reproducible-builds.org: whole seconds since 1970, UTC) pins the build's
 * today; otherwise the clock. A value that is no such date is a usage mistake, not a silent clock.
 */
export function buildDate(epoch = process.env.SOURCE_DATE_EPOCH): Date {
  if (epoch === undefined || epoch === '') return new Date();
  const date = new Date(Number(epoch) * 1000);
  if (!/^\d{1,15}$/.test(epoch) || Number.isNaN(date.getTime())) {
    throw new UsageError(
      `SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01 UTC, such as ${Math.floor(Date.now() / 1000)}, not "${epoch}"`,
    );
  }
  return date;
}
