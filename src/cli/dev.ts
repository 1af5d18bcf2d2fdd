// `shopsite dev`: builds in memory, serves on 127.0.0.1, watches the data folder and the
// templates, rebuilds on every save and reloads open pages (server-sent events). A YAML mistake
// never stops the server: pages show the same problem list `check` prints, and the site comes
// back on the next good save. Ctrl-C stops it cleanly. It answers only requests addressed to
// localhost, 127.0.0.1 or [::1] (so no other site can read it through DNS rebinding), GET and
// HEAD only, keeps watching when the data folder is moved away and back, and follows shop.yaml's
// `brand:` to another brand's folder (watching it, and no longer the old one).
import { ANALYTICS_SCRIPT, STAND_IN_SCRIPT } from './analytics-stand-in.js';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { existsSync } from 'node:fs';
import { build } from '../build.js';
import { loadShop } from '../load/index.js';
import { fileCandidates, underBase } from '../check/index.js';
import { TEMPLATE_DIR } from '../shared/paths.js';
import { sourcesChanged } from '../fast/prebuilt.js';
import { formatProblem, problem } from '../shared/problems.js';
import type { Problem } from '../shared/types.js';
import { ProblemsReported } from './errors.js';
import { printProblems } from './report.js';
import { contentType, refuseMethod } from './serve.js';
import { escapeHtml } from '../shared/escape-html.js';

const CLIENT = '/__shopsite/reload.js';
const EVENTS = '/__shopsite/events';
// A page says which build it is of (the script's ?build=): one served just before a rebuild and
// connected just after it missed that rebuild's reload, and is told to reload as it connects.
const RELOAD_SCRIPT = `new EventSource(${JSON.stringify(`${EVENTS}?build=`)} + new URL(import.meta.url).searchParams.get('build')).addEventListener('reload', () => location.reload());\n`;
const RELOAD_EVENT = 'event: reload\ndata: now\n\n';
const reloadTag = (build: number) => `<script type="module" src="${CLIENT}?build=${build}"></script>`;
// DNS rebinding: a page on another site can point its own name at 127.0.0.1 and then read this
// server as its own origin, but its requests still carry that name in Host. Only the loopback
// names are answered (as webpack-dev-server's allowedHosts and Vite's server.allowedHosts do).
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

export interface DevFlags {
  data: string;
  port: number;
  host: string;
  /**
   * The status of the page of problems a page is while the build fails: 500, a server's error
   * to any tool that asks; 200 in the owner's editor's preview, whose form shows the problems,
   * and where a frame's 500 would be an error in the editor's console.
   */
  problemsStatus?: number;
}

export interface DevServer {
  /** The site's address now: under the base path of the last good build, which a change of `siteUrl` moves. */
  readonly url: string;
  /**
   * Resolves once a rebuild that read `file`, saved just now, has ended and the pages open were
   * told to reload (true), or after `within` ms without one (false): the editor answers a save then.
   */
  rebuiltWith(file: string, within?: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function startDev(flags: DevFlags, log: (line: string) => void = (l) => process.stderr.write(`${l}\n`)): Promise<DevServer> {
  let files = new Map<string, string | Uint8Array>();
  let problems: Problem[] = [];
  /** The base path of the last good build (a GitHub Pages project site's /repo): its pages are served from under it. */
  let base = '';
  /** The base paths earlier saves of `siteUrl` moved from: a page open under one follows to the new one. */
  const movedFrom = new Set<string>();
  const clients = new Set<ServerResponse>();
  /** Builds so far: the one every page served now is of. */
  let builds = 0;
  const reloadAll = () => {
    builds++;
    for (const client of clients) client.write(RELOAD_EVENT);
  };

  const rebuild = async (reason: string) => {
    let result: Awaited<ReturnType<typeof build>>;
    try {
      result = await build({ dataDir: flags.data, outDir: '.shopsite-dev', write: false, today: new Date() });
    } catch (error) {
      // Never let one bad save stop the server: show it, keep the last good build for assets.
      const e = error as Error;
      problems = [problem('internal-error', `internal error, please report it: ${e.message}`, { hint: e.stack?.split('\n').slice(1, 4).join(' ').trim() })];
      log(`${reason}: internal error, please report it: ${e.message}`);
      reloadAll();
      return;
    }
    problems = result.ok ? [] : result.problems;
    if (result.ok) {
      const now = result.host?.base ?? '';
      if (files.size && now !== base) movedFrom.add(base);
      movedFrom.delete(now);
      base = now;
      files = new Map(result.files.map((f) => [f.file, f.contents]));
      const warnings = result.problems.length ? `, ${result.problems.length} warning${result.problems.length === 1 ? '' : 's'}` : '';
      log(`${reason}: rebuilt ${result.pages.length} pages in ${result.ms} ms${warnings}`);
    } else {
      log(`${reason}: the build has problems; the browser shows them`);
      // Say what the server does now: every page is this list; other files (images, styles,
      // scripts) are the last good build's, when there was one.
      printProblems(
        result.problems,
        files.size
          ? 'Pages show this list until the data is fixed; images, styles and scripts are the last good build\'s.'
          : 'Pages show this list until the data is fixed; there was no good build yet.',
      );
    }
    reloadAll();
  };

  const server = createServer((req, res) => {
    if (!LOOPBACK_HOST.test(req.headers.host ?? '')) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Open this server at localhost or 127.0.0.1\n');
      return;
    }
    if (refuseMethod(req, res)) return;
    let url: string;
    try {
      url = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]!);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    if (url === EVENTS) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      if (req.method === 'HEAD') return void res.end();
      res.write(': connected\n\n');
      const of = new URL(req.url ?? '/', 'http://localhost').searchParams.get('build');
      if (of !== null && of !== String(builds)) res.write(RELOAD_EVENT);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (url === CLIENT) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(RELOAD_SCRIPT);
      return;
    }
    if (url.startsWith('/_vercel/')) {
      // Vercel's analytics exists only on its deployments: the stand-in script, and its events taken and dropped.
      if (req.method === 'POST') return void req.resume().on('end', () => res.writeHead(204).end());
      res.writeHead(url === ANALYTICS_SCRIPT ? 200 : 404, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(url === ANALYTICS_SCRIPT ? STAND_IN_SCRIPT : '');
      return;
    }
    const asked = req.url ?? '/';
    const inSite = underBase(asked, base);
    const found = inSite === undefined ? undefined : fileCandidates(inSite).find((k) => files.has(k));
    // A page open under the base path that a save of siteUrl moved (the editor's preview, reloaded
    // by that save's rebuild) is sent to the same page under the new one, not to "page not found".
    // The longest earlier base first: /a/b/ is more of the address than /a/.
    const earlier = found ? undefined : [...movedFrom].sort((a, b) => b.length - a.length).map((from) => underBase(asked, from)).find((at) => at !== undefined && fileCandidates(at).some((k) => files.has(k)));
    if (earlier !== undefined) {
      // Its path made plain: //coupons/ would be another host's address to a browser.
      res.writeHead(302, { location: `${base}${path.posix.normalize(`/${earlier}`)}`, 'cache-control': 'no-store' }).end();
      return;
    }
    const isPage = !found || found.endsWith('.html');
    if (problems.length && isPage) {
      res.writeHead(flags.problemsStatus ?? 500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(problemPage(problems, builds));
      return;
    }
    const file = found && files.has(found) ? found : '404.html';
    const body = files.get(file);
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const status = file === found ? 200 : 404;
    const withReload = file.endsWith('.html') ? String(body).replace('</body>', `${reloadTag(builds)}</body>`) : body;
    res.writeHead(status, { 'content-type': contentType(file), 'cache-control': 'no-store' }).end(withReload);
  });

  await rebuild('start');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(flags.port, flags.host, resolve);
  });
  const { port } = server.address() as AddressInfo;

  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  let closed = false;
  const changed = new Set<string>();
  /** Those waiting for a file's save to be built (rebuiltWith): `seen` once the watcher saw it change. */
  const waiting = new Set<{ file: string; seen: boolean; done: (built: boolean) => void }>();
  const dataDir = path.resolve(flags.data);
  // The shop's own shop.yaml names its brand: a save of it may name another.
  const shopFile = /^shop\.ya?ml$/;
  let brandMayMove = false;
  const schedule = (file: string) => {
    if (closed) return;
    // An edited template: lib/'s prebuilt templates and client are stale for this session.
    if (!path.relative(TEMPLATE_DIR, file).startsWith('..')) sourcesChanged();
    if (path.dirname(path.resolve(file)) === dataDir && shopFile.test(path.basename(file))) brandMayMove = true;
    changed.add(shownPath(file, flags.data));
    for (const w of waiting) if (w.file === path.resolve(file)) w.seen = true;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const reason = [...changed].join(', ');
      changed.clear();
      // The rebuild queued now reads every change seen so far.
      const built = [...waiting].filter((w) => w.seen);
      const moved = brandMayMove;
      brandMayMove = false;
      // Watching the brand's folder that shop.yaml names now, before the build reads it.
      // One failure (a watcher that cannot start anew) never stops the rebuilds after it.
      running = running
        .then(() => (moved ? rewatch(() => brandOf() !== watchedBrand) : undefined))
        .then(() => rebuild(reason))
        .catch((error: Error) => log(`${reason}: internal error, please report it: ${error.message}`))
        .finally(() => {
          for (const w of built) w.done(true);
        });
    }, 30);
  };
  // A shop of a brand is built from the brand's folder too (the one its shop.yaml names now).
  const brandOf = () => {
    const dir = loadShop(flags.data).brandDir;
    return dir && existsSync(dir) ? path.resolve(dir) : undefined;
  };
  let watchedBrand: string | undefined;
  // A folder the system cannot watch (Linux's inotify limit, ENOSPC): said, not a silent stop.
  const cannotWatch = (error: unknown) => {
    const e = error as NodeJS.ErrnoException;
    log(`cannot watch for saves: ${e.message}${e.code === 'ENOSPC' ? ' (raise fs.inotify.max_user_watches)' : ''}`);
  };
  // Only what a build reads: editors' and tools' temporary files would only cause extra rebuilds.
  const watched = /\.(ya?ml|tsx?|css|png|jpe?g|webp|avif|gif|svg)$/i;
  const watchSources = async (): Promise<FSWatcher> => {
    watchedBrand = brandOf();
    const roots = [flags.data, TEMPLATE_DIR, ...(watchedBrand ? [watchedBrand] : [])].map((root) => path.resolve(root));
    // A file or folder whose name starts with a dot, inside a watched folder (.git, an editor's
    // .shop.yaml.swp): a commit of the data wrote hundreds of files in .git and rebuilt each time.
    const hidden = (file: string) => {
      const at = path.resolve(file);
      // The nearest watched folder holding it (the templates may lie inside the data folder's).
      const root = roots.filter((r) => at.startsWith(r + path.sep)).sort((a, b) => b.length - a.length)[0];
      return root !== undefined && path.relative(root, at).split(path.sep).some((part) => part.startsWith('.'));
    };
    const sources = watch(roots, {
      ignoreInitial: true,
      ignored: (file, stats) => hidden(file) || Boolean(stats?.isFile() && !watched.test(file)),
    });
    sources.on('all', (_event, file) => schedule(file));
    sources.on('error', cannotWatch);
    await new Promise<void>((resolve) => sources.once('ready', () => resolve()));
    return sources;
  };
  let watcher = await watchSources();
  let rewatching = Promise.resolve();
  /** Watches anew when `needed` (one at a time): chokidar's add() gives no sign of being ready. */
  const rewatch = (needed: () => boolean) =>
    (rewatching = rewatching.then(async () => {
      if (closed || !needed()) return;
      await watcher.close();
      watcher = await watchSources();
    }));

  // chokidar (4.0.3) forgets a watched folder that is moved or deleted and never looks for it
  // again; its parent is watched (only for that one name) to start watching anew when it returns.
  const parentDir = path.dirname(dataDir);
  const parent = watch(parentDir, { ignoreInitial: true, depth: 0, ignored: (file) => path.resolve(file) !== parentDir && path.resolve(file) !== dataDir });
  parent.on('error', cannotWatch);
  parent.on('unlinkDir', (dir) => path.resolve(dir) === dataDir && schedule(dir));
  parent.on('addDir', (dir) => {
    if (path.resolve(dir) !== dataDir) return;
    // Rebuild only once watching again, so a save right after the reload is seen.
    void rewatch(() => true).then(() => schedule(dir));
  });
  await new Promise<void>((resolve) => parent.once('ready', () => resolve()));

  return {
    get url() {
      return `http://${flags.host}:${port}${base}/`;
    },
    rebuiltWith(file, within = 5000) {
      return new Promise<boolean>((resolve) => {
        const waiter = {
          file: path.resolve(file),
          seen: false,
          done: (built: boolean) => {
            waiting.delete(waiter);
            clearTimeout(late);
            resolve(built);
          },
        };
        const late = setTimeout(() => waiter.done(false), within).unref();
        waiting.add(waiter);
      });
    },
    close: async () => {
      closed = true;
      for (const w of waiting) w.done(false);
      await parent.close();
      await rewatching;
      clearTimeout(timer);
      await watcher.close();
      await running;
      for (const client of clients) client.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A changed file as the problems name it: inside the data folder, joined to --data as the user gave
 * it (relative or absolute); anything else (the templates) relative to the working folder when it
 * is inside it, else absolute, so one run never mixes `/abs/data/x.yaml` with `../../abs/data/x.yaml`.
 */
function shownPath(file: string, data: string): string {
  const inside = (from: string) => {
    const rel = path.relative(from, path.resolve(file));
    return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? undefined : rel;
  };
  const inData = inside(path.resolve(data));
  if (inData !== undefined) return inData ? path.join(data, inData) : data;
  return inside(process.cwd()) || path.resolve(file);
}

function problemPage(problems: Problem[], build: number): string {
  const lines = problems.map((p) => escapeHtml(formatProblem(p))).join('\n');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build problems</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1e293b}pre{background:#0f172a;color:#f8fafc;padding:1.25rem;border-radius:10px;overflow:auto;white-space:pre-wrap}h1{color:#b91c1c}</style>
</head><body><h1>The site cannot be built</h1><p>Fix the data below and save; this page reloads by itself.</p><pre>${lines}</pre>
${reloadTag(build)}</body></html>`;
}

export async function runDev(flags: DevFlags): Promise<void> {
  await serveUntilStopped(flags.port, () => startDev(flags), (dev) => `Serving ${dev.url} (watching ${flags.data.replace(/(?<=.)\/+$/, '')}/ and the templates; Ctrl-C stops)\n`);
}

/**
 * A local server run from the command line until Ctrl-C (dev, edit): a port in use is a problem
 * with a hint, and the server says it works only once the signals that stop it are heard.
 */
export async function serveUntilStopped<S extends { close(): Promise<void> }>(port: number, start: () => Promise<S>, ready: (server: S) => string): Promise<void> {
  let server: S;
  try {
    server = await start();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      process.stderr.write(`port ${port} is in use\n  hint: pass another with --port, or --port 0 for a free one\n`);
      throw new ProblemsReported();
    }
    throw error;
  }
  // Listen for Ctrl-C before saying it works: a signal between the two would kill the process.
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      process.stderr.write('Stopping.\n');
      void server.close().then(resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  process.stderr.write(ready(server));
  await stopped;
}
