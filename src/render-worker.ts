// lib/render-worker.cjs: a single build's render thread (render-thread.ts has the main thread's
// side). Its own small bundle: the render stage and what it imports, without the validators, YAML
// or the phone library, so the thread is ready sooner and holds less.
import { readFileSync } from 'node:fs';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { saveCodeCache } from './code-cache.js';
import { prebuilt } from './prebuilt.js';
import { islandNames, renderPages } from './render.js';
import type { RenderJob, RenderMessage } from './render-thread.js';

/** The worker's side: loads the templates at once, then renders each job it is sent. */
function serveRenders(port: MessagePort): void {
  const send = (message: RenderMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  // Its own memory (TextEncoder's, not Node's shared pool of small buffers), so it can be handed over.
  const encoder = new TextEncoder();
  const failed = (error: unknown) => {
    const e = error instanceof Error ? error : new Error(String(error));
    send({ error: { message: e.message, stack: e.stack } });
  };
  islandNames().then((names) => {
    send({ ready: names });
    warmUp();
  }, failed);
  port.on('message', (job: RenderJob) => {
    renderPages(job.routes, job.site, {
      ...job.options,
      today: new Date(job.options.today),
      onPage: async ({ html, ...page }) => {
        const bytes = encoder.encode(html);
        send({ page: { ...page, bytes } }, [bytes.buffer as ArrayBuffer]);
      },
    }).then(({ problems }) => {
      // Before the answer, on which the main thread stops this one: its code cache, if it had none.
      saveCodeCache();
      send({ done: { problems } });
    }, failed);
  });
}

/**
 * Renders the starter's pages (prebuild.ts), for nothing, while the main thread reads and
 * validates the shop: the thread is idle then, and the shop's pages then render warm. A job that
 * comes meanwhile waits for it; anything wrong with it is no build's business.
 */
function warmUp(): void {
  try {
    const file = prebuilt('warm-up.json');
    if (!file) return;
    const job = JSON.parse(readFileSync(file, 'utf8')) as RenderJob;
    void renderPages(job.routes, job.site, { ...job.options, today: new Date(job.options.today) }).catch(() => {});
  } catch {
    // no warm-up
  }
}

serveRenders(parentPort!);
