// `shopsite hub`: the brand's own locations site (src/hub/) into the output folder, one summary
// line on success; every shop's problems, and hub.yaml's, at their file:line:col otherwise, with
// the output as it was.
import { buildHub } from '../hub/index.js';
import type { HostName } from '../hosting/index.js';
import { checkBaseUrl, protectedFolders } from './build.js';
import { ProblemsReported } from './errors.js';
import { formatBytes, printProblems } from './report.js';
import { folderLabel, outputUntouched } from '../write.js';
import { dataFolders } from './data-folders.js';

export interface HubFlags {
  brand: string;
  data: string[];
  out: string;
  baseUrl?: string;
  host?: HostName;
  json?: boolean;
  strict?: boolean;
  force?: boolean;
}

export async function runHub(flags: HubFlags): Promise<void> {
  checkBaseUrl(flags.baseUrl);
  const result = await buildHub({
    brandDir: flags.brand,
    dataDirs: dataFolders(flags.data),
    outDir: flags.out,
    baseUrl: flags.baseUrl,
    host: flags.host,
    protect: protectedFolders(),
    strict: flags.strict,
    force: flags.force,
  });
  if (flags.json) {
    const report = { ok: result.ok, shops: result.shops, pages: result.pages, bytes: result.bytes, ms: result.ms, stages: result.stages, out: flags.out, problems: result.problems };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    printProblems(result.problems, outputUntouched(flags.out));
  }
  if (!result.ok) throw new ProblemsReported();
  if (!flags.json) {
    process.stderr.write(`Built the hub of ${result.shops} shops: ${result.pages.length} pages (${formatBytes(result.bytes)}) in ${result.ms} ms into ${folderLabel(flags.out)}\n`);
  }
}
