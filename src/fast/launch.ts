// lib/launch.cjs: what the launcher (bin/shopsite.js) and each worker thread start with. The
// command line (cli.cjs: commander) loads first, and the command that runs (commands.cjs) only
// when one does, so `shopsite --version` reads commander alone; a fleet's worker threads run
// worker.cjs. No compile cache: Node's own (module.enableCompileCache, Node 22.1+) made a build
// 4% faster at best in paired runs (docs/performance.md), too little to keep.
import { createRequire } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import type { LoadCommands } from '../cli/index.js';

/** Runs a bundle of lib/ beside this one (a require esbuild does not follow: each is a file of its own). */
const runBundle = (name: string) => createRequire(import.meta.url)(`./${name}`) as unknown;

/** Runs the command line; resolves to its exit code. */
export function launch(argv: string[]): Promise<number> {
  const { main } = runBundle('cli.cjs') as { main: (argv: string[], load: LoadCommands) => Promise<number> };
  let commands: ReturnType<LoadCommands> | undefined;
  return main(argv, () => (commands ??= Promise.resolve((runBundle('commands.cjs') as { commands: Awaited<ReturnType<LoadCommands>> }).commands)));
}

// A fleet's worker thread.
if (!isMainThread) runBundle('worker.cjs');
