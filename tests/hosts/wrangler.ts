// Cloudflare's own runtime for the host tests: `wrangler pages dev` (workerd, the runtime Cloudflare
// Pages serves with) from node_modules, offline. It listens on 127.0.0.1 only, on a free port; it
// never logs in, checks for updates, sends telemetry or fetches the `request.cf` object; it reads
// and writes no user config (HOME, XDG_CONFIG_HOME, TMPDIR and its state are a temp folder, its cwd
// too, so no wrangler.toml of the project is found and no .wrangler/ is left in it). Its whole
// process group ends on stop(), and also when the test process ends in any way, or after a
// lifetime at most. POSIX only (process groups).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WRANGLER = fileURLToPath(new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url));

/** ≤ the newest date the installed workerd (1.20260426) supports, so wrangler never warns and looks for a newer version. */
export const COMPATIBILITY_DATE = '2026-04-01';

export interface PagesDev {
  /** The server's address, without a trailing slash: http://127.0.0.1:PORT */
  url: string;
  /** Everything wrangler printed so far (stdout and stderr, no colours). */
  output(): string;
  /** Ends wrangler and workerd (the whole process group) and removes the temp folder. */
  stop(): Promise<void>;
}

/**
 * Stands between the test process and wrangler, which it starts as the leader of a process group
 * of its own (wrangler, its node child, workerd, esbuild). When its stdin closes (the test process
 * ended, even by SIGKILL), on SIGTERM or SIGINT (stop(), Ctrl-C), or after its lifetime, it sends
 * SIGTERM to that group; once wrangler has ended (or 10 s later) it SIGKILLs whatever is left of
 * the group, removes the temp folder and exits. If wrangler ends by itself, the same.
 */
const GUARD = `
const { spawn } = require('node:child_process');
const { rmSync } = require('node:fs');
const [root, lifetime, ...args] = process.argv.slice(1);
const child = spawn(process.execPath, args, { cwd: root, detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
const signal = (name) => { try { process.kill(-child.pid, name); } catch {} };
const sweep = () => {
  signal('SIGKILL');
  try { rmSync(root, { recursive: true, force: true, maxRetries: 3 }); } catch {}
  process.exit(0);
};
let ending = false;
const end = () => {
  if (ending) return;
  ending = true;
  signal('SIGTERM');
  setTimeout(sweep, 10000);
};
process.on('SIGTERM', end);
process.on('SIGINT', end);
process.stdin.on('end', end).on('error', end).resume();
setTimeout(end, Number(lifetime)).unref();
child.on('exit', sweep);
child.on('error', sweep);
`;

/** A port free on 127.0.0.1 right now (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Serves `dir` as Cloudflare Pages would (its _headers, _redirects, 404.html, clean URLs) with
 * `wrangler pages dev`, and resolves once the address answers (rejects with wrangler's output if
 * it does not within `timeoutMs`, or exits first).
 */
export async function startPagesDev(dir: string, { timeoutMs = 60_000, lifetimeMs = 15 * 60_000 } = {}): Promise<PagesDev> {
  // wrangler serves a folder that is not there as an empty site: say so instead.
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${dir} is not a folder to serve`);
  const root = mkdtempSync(path.join(tmpdir(), 'shopsite-wrangler-'));
  const port = await freePort();
  let inspectorPort = await freePort();
  while (inspectorPort === port) inspectorPort = await freePort();
  const args = [
    WRANGLER,
    'pages',
    'dev',
    path.resolve(dir),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    // There is no flag to turn the devtools inspector off: give it its own free port on loopback.
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    path.join(root, 'state'),
    '--show-interactive-dev-session=false',
    '--live-reload=false',
  ];
  const child = spawn(process.execPath, ['-e', GUARD, '--', root, String(lifetimeMs), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // Only what wrangler needs: no CLOUDFLARE_API_TOKEN or NODE_OPTIONS of the caller's.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: root,
      XDG_CONFIG_HOME: path.join(root, 'config'),
      TMPDIR: root,
      // The `request.cf` object is otherwise fetched from workers.cloudflare.com.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      // The banner asks registry.npmjs.org for a newer wrangler (update-check, which CI and
      // NO_UPDATE_NOTIFIER do not stop): without it nothing leaves the machine.
      WRANGLER_HIDE_BANNER: 'true',
      CI: '1',
      NO_UPDATE_NOTIFIER: '1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk));
  child.stdin!.on('error', () => {});

  // If the test process exits without stop() (an error, process.exit), the guard's stdin closes
  // with it; say it at once too. Whatever kills the test process, the guard sees its stdin close.
  const endGuard = () => {
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', endGuard);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
      process.off('exit', endGuard);
      rmSync(root, { recursive: true, force: true });
    })());

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited(child).then(() => (gone = true));
  for (;;) {
    if (gone) {
      await stop();
      throw new Error(`wrangler pages dev ended before serving ${url}:\n${text}`);
    }
    try {
      const answer = await fetch(`${url}/`, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
      await answer.arrayBuffer();
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not answer at ${url} within ${timeoutMs} ms:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, output: () => text, stop };
}
