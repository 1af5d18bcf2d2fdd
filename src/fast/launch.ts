// lib/launch.cjs: what the launcher (bin/shopsite.js) and each worker thread start with. The
// command line (cli.cjs: commander) loads first, and the command that runs (commands.cjs) only
// when one does, so `shopsite --version` reads commander alone; a fleet's worker threads run
// worker.cjs. The command runs from V8's code cache of its earlier runs (code-cache.ts), made again
// when a run that had none ends well.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import type { LoadCommands } from '../cli/index.js';
import { CACHE_DIR } from '../shared/paths.js';
import { useCodeCache } from './code-cache.js';

/** Runs a bundle of lib/ beside this one (a require esbuild does not follow: each is a file of its own). */
const runBundle = (name: string) => createRequire(import.meta.url)(`./${name}`) as unknown;

/** Runs the command line; resolves to its exit code. */
export function launch(argv: string[]): Promise<number> {
  const cache = useCodeCache(CACHE_DIR, argv.find((arg) => !arg.startsWith('-')) ?? '', path.dirname(fileURLToPath(import.meta.url)));
  process.once('exit', (code) => {
    if (code === 0) cache.save();
  });
  const { main } = runBundle('cli.cjs') as { main: (argv: string[], load: LoadCommands) => Promise<number> };
  let commands: ReturnType<LoadCommands> | undefined;
  return main(argv, () => (commands ??= Promise.resolve((runBundle('commands.cjs') as { commands: Awaited<ReturnType<LoadCommands>> }).commands)));
}

// A fleet's worker thread.
if (!isMainThread) runBundle('worker.cjs');
