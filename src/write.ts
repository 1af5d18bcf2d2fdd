// Stage 6, write: fills a temporary folder beside the output, then swaps it in with renames, so
// a failed build leaves the previous output exactly as it was. Takes the files and the output
// folder; returns problems. Refuses an output folder that is the project or holds the data.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { problem } from './problems.js';
import type { OutputFile, Problem } from './types.js';

export interface WriteTarget {
  outDir: string;
  /** Folders the output must never replace or contain: the project root, the data folder. */
  protect: string[];
}

export function unsafeOutput({ outDir, protect }: WriteTarget): Problem | undefined {
  const out = path.resolve(outDir);
  for (const dir of protect.map((d) => path.resolve(d))) {
    if (out === dir || dir.startsWith(out + path.sep) || out === path.parse(out).root) {
      return problem('unsafe-output', `refusing to write the site into ${outDir}: it would replace ${dir}`, {
        hint: 'pass another folder with --out, such as dist',
      });
    }
  }
  return undefined;
}

export async function writeOutput(files: OutputFile[], target: WriteTarget): Promise<Problem[]> {
  const unsafe = unsafeOutput(target);
  if (unsafe) return [unsafe];
  const out = path.resolve(target.outDir);
  const parent = path.dirname(out);
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = path.join(parent, `.${path.basename(out)}.shopsite-tmp-${stamp}`);
  const old = path.join(parent, `.${path.basename(out)}.shopsite-old-${stamp}`);
  mkdirSync(parent, { recursive: true });
  try {
    for (const dir of new Set(files.map((f) => path.dirname(path.join(temp, f.file))))) mkdirSync(dir, { recursive: true });
    // Files are written in parallel on libuv's thread pool: most of a build's writing time.
    await Promise.all(files.map(({ file, contents }) => writeFile(path.join(temp, file), contents)));
    if (existsSync(out)) renameSync(out, old);
    renameSync(temp, out);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(out) && existsSync(old)) renameSync(old, out);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
  return [];
}
