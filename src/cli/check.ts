// `shopsite check`: the whole build with nothing written, so it meets every problem a build meets
// (an image that is not one, a broken link, a template that fails) and no other.
import { build } from '../build.js';
import { ProblemsReported } from './errors.js';
import { printProblems } from './report.js';
import { folderLabel } from '../write.js';

export interface CheckFlags {
  data: string;
  json?: boolean;
  strict?: boolean;
}

export async function runCheck(flags: CheckFlags): Promise<void> {
  const result = await build({ dataDir: flags.data, outDir: flags.data, write: false, strict: flags.strict });
  if (flags.json) {
    const report = { ok: result.ok, pages: result.pages, ms: result.ms, stages: result.stages, problems: result.problems };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    printProblems(result.problems, 'Nothing was written.');
  }
  if (!result.ok) throw new ProblemsReported();
  if (!flags.json) process.stderr.write(`${folderLabel(flags.data)} is valid: ${result.pages.length} pages.\n`);
}
