// The render stage on the second core, the main thread's side. `shopsite build` of one shop starts
// a worker thread (render-worker.ts) as the build begins; the worker loads the prebuilt templates
// and React while the main thread reads and validates, then renders the pages and sends each one back as it is done, so the main thread
// writes it at once. The main thread then never loads React at all. Fleets run a whole build per
// worker instead (fleet/), and runs from the sources (tests, dev after a template edit) render in
// their own thread (render.ts), where templates can fail to compile.
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderOptions, RenderResult } from '../render.js';
import type { Page, Route, SiteData } from '../shared/types.js';

/** What the main thread sends: one render of the whole site. */
export interface RenderJob {
  routes: Route[];
  site: SiteData;
  options: Omit<RenderOptions, 'onPage' | 'today'> & { today: string };
}

/**
 * What the worker answers: first its islands, then each page, then the end (or an error). A page's
 * HTML comes as UTF-8 bytes whose memory is handed over, not copied: posted as a string, each page
 * was copied twice over (its text is mostly two-byte, for the typographic quotes and dashes), 13 ms
 * of the render thread's time for the reference site against 5 ms to encode and hand over.
 */
export type RenderMessage =
  | { ready: string[] }
  | { page: Omit<Page, 'html' | 'bytes'> & { bytes: Uint8Array } }
  | { done: Omit<RenderResult, 'pages'> }
  | { error: { message: string; stack?: string } };

export interface RenderThread {
  /** The templates' island names, once the worker has loaded them. */
  islands: Promise<string[]>;
  /** Renders every route there, calling `onPage` here with each page as it arrives. */
  render(routes: Route[], site: SiteData, options: RenderOptions): Promise<RenderResult>;
  /** Stops the worker (also after an error). */
  close(): Promise<void>;
}

/** Starts the render thread (lib/launch.cjs runs render-worker.cjs there, which calls serveRenders). */
export function renderThread(): RenderThread {
  const worker = new Worker(path.join(path.dirname(fileURLToPath(import.meta.url)), 'launch.cjs'), {
    workerData: { role: 'render' },
    // Rendering makes short-lived garbage only (each page leaves at once, as bytes): a young
    // generation of 4 MB instead of V8's 16 to 32 collects it as cheaply and keeps a build under
    // 100 MB.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  let failure: Error | undefined;
  const listeners = new Set<(message: RenderMessage) => void>();
  const fail = (error: Error) => {
    failure ??= error;
    for (const listener of listeners) listener({ error: { message: error.message, stack: error.stack } });
  };
  worker.on('message', (message: RenderMessage) => {
    for (const listener of listeners) listener(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the render thread stopped (exit code ${code})`)));
  const asError = ({ message, stack }: { message: string; stack?: string }) => Object.assign(new Error(message), { stack: stack ?? message });
  const next = <T>(pick: (message: RenderMessage) => T | undefined, onOther?: (message: RenderMessage) => void) =>
    new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      const listener = (message: RenderMessage) => {
        if ('error' in message) {
          listeners.delete(listener);
          return reject(asError(message.error));
        }
        const found = pick(message);
        if (found === undefined) return onOther?.(message);
        listeners.delete(listener);
        resolve(found);
      };
      listeners.add(listener);
    });
  const islands = next((m) => ('ready' in m ? m.ready : undefined));
  islands.catch(() => {}); // a build that stops before rendering never asks
  const thread: RenderThread = {
    islands,
    async render(routes, site, { onPage, today, ...options }) {
      const pages: Page[] = [];
      let writing = Promise.resolve();
      const done = next(
        (m) => ('done' in m ? m.done : undefined),
        (m) => {
          if (!('page' in m)) return;
          const { bytes } = m.page;
          const page: Page = { ...m.page, html: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), bytes };
          pages.push(page);
          if (onPage) writing = writing.then(() => onPage(page));
        },
      );
      worker.postMessage({ routes, site, options: { ...options, today: today.toISOString() } } satisfies RenderJob);
      const { problems } = await done;
      await writing;
      return { pages, problems };
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
  return thread;
}
