// lib/launch.cjs: what the launcher (bin/shopsite.js) and each worker thread start with. It runs
// lib/'s bundles through V8's code cache (code-cache.ts), so a run reads compiled code instead of
// compiling it: the command line (cli.cjs: commander), then the command that runs (commands.cjs),
// or in a worker thread worker.cjs or render-worker.cjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, workerData } from 'node:worker_threads';
import type { LoadCommands } from './cli/index.js';
import { runCommonJs } from './code-cache.js';
import { fleetBuild } from './fleet/index.js';
import { CACHE_DIR } from './paths.js';
import { prebuilt } from './prebuilt.js';
import { startRenderThreadEarly } from './render-thread.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const runBundle = (name: string, variant?: string) => {
  const file = path.join(here, name);
  return runCommonJs(file, createRequire(file), CACHE_DIR, variant);
};

/** Runs the command line; resolves to its exit code. */
export function launch(argv: string[]): Promise<number> {
  // One cache per command: `--version` then reads only what `--version` runs.
  const command = argv.find((a) => !a.startsWith('-')) ?? '';
  // The render thread starts now, beside the command line's load (render-thread.ts); a fleet has
  // its workers instead.
  if (command === 'build' && !fleetBuild(argv) && prebuilt('templates.cjs')) startRenderThreadEarly();
  const { main } = runBundle('cli.cjs', command) as { main: (argv: string[], load: LoadCommands) => Promise<number> };
  let commands: ReturnType<LoadCommands> | undefined;
  return main(argv, () => (commands ??= Promise.resolve((runBundle('commands.cjs', command) as { commands: Awaited<ReturnType<LoadCommands>> }).commands)));
}

// A worker thread: a fleet's (worker.cjs) or a single build's render thread (render-worker.cjs).
if (!isMainThread) runBundle((workerData as { role?: string } | undefined)?.role === 'render' ? 'render-worker.cjs' : 'worker.cjs');
