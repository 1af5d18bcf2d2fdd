// lib/render-worker.cjs: a single build's render thread (render-thread.ts has the main thread's
// side). Its own small bundle: the render stage and what it imports, without the validators, YAML
// or the phone library, so the thread is ready sooner and holds less.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { islandNames, renderPages } from '../render.js';
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
  islandNames().then((names) => send({ ready: names }), failed);
  port.on('message', (job: RenderJob) => {
    renderPages(job.routes, job.site, {
      ...job.options,
      today: new Date(job.options.today),
      onPage: async ({ html, ...page }) => {
        const bytes = encoder.encode(html);
        send({ page: { ...page, bytes } }, [bytes.buffer as ArrayBuffer]);
      },
    }).then(({ problems }) => send({ done: { problems } }), failed);
  });
}

serveRenders(parentPort!);
