// lib/launch.cjs: what the launcher (bin/shopsite.js) and each worker thread start with. It runs
// lib/'s bundle (cli.cjs; worker.cjs or render-worker.cjs in a worker thread) through V8's code
// cache (code-cache.ts), so a run reads compiled code instead of compiling a megabyte of it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, workerData } from 'node:worker_threads';
import { runCommonJs } from './code-cache.js';
import { CACHE_DIR } from './paths.js';
import { prebuilt } from './prebuilt.js';
import { startRenderThreadEarly } from './render-thread.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runs the command line; resolves to its exit code. */
export function launch(argv: string[]): Promise<number> {
  const file = path.join(here, 'cli.cjs');
  // One cache per command: `--version` then reads only what `--version` runs.
  const command = argv.find((a) => !a.startsWith('-')) ?? '';
  // The render thread starts now, beside the command line's load (render-thread.ts).
  if (command === 'build' && prebuilt('templates.cjs')) startRenderThreadEarly();
  const { main } = runCommonJs(file, createRequire(file), CACHE_DIR, command) as { main: (argv: string[]) => Promise<number> };
  return main(argv);
}

// A worker thread: a fleet's (worker.cjs) or a single build's render thread (render-worker.cjs).
if (!isMainThread) {
  const file = path.join(here, (workerData as { role?: string } | undefined)?.role === 'render' ? 'render-worker.cjs' : 'worker.cjs');
  runCommonJs(file, createRequire(file), CACHE_DIR);
}
