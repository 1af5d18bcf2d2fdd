// build --cms in real Chromium (docs/cms.md): the reference shop in a git repository of its own,
// /admin/ served as its host serves it (its own Content-Security-Policy in force), Decap CMS's
// script from unpkg.com answered by a local https stand-in holding the pinned release from
// node_modules (a self-signed certificate made with openssl), and decap-server as the local
// backend. An owner signs in, opens the shop's file, changes its name and publishes: the change
// lands in the repository's shop.yaml, with nothing else of the data changed, and the next build
// shows it on the home page.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, appendFileSync, createReadStream, existsSync } from 'node:fs';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { build } from '../../src/build.js';
import { createHash } from 'node:crypto';
import { DECAP_INTEGRITY, DECAP_SCRIPT, DECAP_VERSION } from '../../src/cms/decap.js';
import { REFERENCE_DATA, ROOT, tempDir } from '../helpers.js';
import { CHROMIUM, DESKTOP, serve, type Site } from './harness.js';

// tools/decap/: a package of its own, installed by npm run test:browser (Decap's tree is large).
const DECAP = path.join(ROOT, 'tools', 'decap');
const DECAP_DIST = path.join(DECAP, 'node_modules', 'decap-cms', 'dist');
const DECAP_SERVER = path.join(DECAP, 'node_modules', 'decap-server', 'dist', 'index.js');

let work: string;
let repo: string;
let data: string;
let out: string;
let site: Site;
let unpkg: Server;
let backend: ChildProcess;
let browser: Browser;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
}

/** unpkg.com as Chromium reaches it here: the pinned release's dist/ from node_modules, over https. */
async function unpkgStandIn(): Promise<Server> {
  run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '1', '-subj', '/CN=unpkg.com', '-addext', 'subjectAltName=DNS:unpkg.com'], work);
  const prefix = `/decap-cms@${DECAP_VERSION}/dist/`;
  const server = createHttpsServer({ key: readFileSync(path.join(work, 'key.pem')), cert: readFileSync(path.join(work, 'cert.pem')) }, (req, res) => {
    const name = req.url?.startsWith(prefix) ? req.url.slice(prefix.length) : '';
    const file = path.join(DECAP_DIST, name);
    if (!/^[\w.-]+\.js$/.test(name) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    // unpkg answers with CORS open, which a script loaded with crossorigin (for SRI) needs.
    res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'access-control-allow-origin': '*' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** decap-server on 127.0.0.1 and a free port, editing the temp repository's files. */
async function startBackend(port: number): Promise<ChildProcess> {
  // timeout(1) ends it after a lifetime at most, should this process end without afterAll.
  const child = spawn('timeout', ['300', process.execPath, DECAP_SERVER], {
    cwd: repo,
    env: { PATH: process.env.PATH, PORT: String(port), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repo, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const listen = (chunk: Buffer) => {
      said += chunk;
      if (/listening on/.test(said)) resolve();
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.once('exit', () => reject(new Error(`decap-server ended:\n${said}`)));
  });
  return child;
}

beforeAll(async () => {
  work = tempDir('shopsite-cms-');
  repo = path.join(work, 'repo');
  data = path.join(repo, 'shop-data');
  out = path.join(work, 'dist');
  cpSync(REFERENCE_DATA, data, { recursive: true });
  appendFileSync(path.join(data, 'shop.yaml'), 'cms:\n  backend: github\n  repo: owner/shop-site\n  branch: main\n');
  run('git', ['init', '-q', '-b', 'main'], repo);
  run('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'add', '.'], repo);
  run('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', 'the shop'], repo);
  const backendPort = await freePort();
  backend = await startBackend(backendPort);
  const built = await build({ dataDir: data, outDir: out, cms: { localBackend: `http://127.0.0.1:${backendPort}/api/v1` } });
  expect(built.problems.filter((p) => p.severity === 'error')).toEqual([]);
  site = await serve(out);
  unpkg = await unpkgStandIn();
  const { port } = unpkg.address() as { port: number };
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--host-resolver-rules=MAP unpkg.com 127.0.0.1:${port}`, '--ignore-certificate-errors'],
  });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise<void>((resolve) => (unpkg ? unpkg.close(() => resolve()) : resolve()));
  backend?.kill('SIGTERM');
});

describe('given a shop built with --cms and the local backend', () => {
  it('then an owner changes the name in /admin/, publishes, and the repository and the next build show it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    const elsewhere: string[] = [];
    // Nothing but this machine: the site, the stand-in and decap-server.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|unpkg\.com\/)/, async (route) => {
      elsewhere.push(route.request().url());
      await route.abort();
    });
    const before = parse(readFileSync(path.join(data, 'shop.yaml'), 'utf8')) as Record<string, unknown>;
    const name = `${String(before.name)} Garage`;

    await page.goto(`${site.url}/admin/`);
    await page.getByRole('button', { name: /login/i }).click();
    await page.getByRole('link', { name: 'Shop data' }).first().click();
    await page.getByText('Shop', { exact: true }).first().click();
    const field = page.getByLabel('Name', { exact: true });
    await expect.poll(() => field.inputValue()).toBe(before.name);
    await field.fill(name);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await expect.poll(() => (parse(readFileSync(path.join(data, 'shop.yaml'), 'utf8')) as Record<string, unknown>).name, { timeout: 15_000 }).toBe(name);

    // Decap writes the whole file again (comments go: docs/cms.md), and no value but the name changes.
    const after = parse(readFileSync(path.join(data, 'shop.yaml'), 'utf8')) as Record<string, unknown>;
    expect({ ...after, name: before.name }).toEqual(before);
    const rebuilt = await build({ dataDir: data, outDir: out, force: true });
    expect(rebuilt.ok).toBe(true);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(`<title>${name.replace(/&/g, '&amp;')} | `);
    expect(messages.filter((m) => /Content Security Policy|Refused|pageerror|integrity/i.test(m))).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});

describe('the pinned script', () => {
  it('is the installed release, and its integrity is the hash of its file', () => {
    const installed = JSON.parse(readFileSync(path.join(DECAP, 'node_modules', 'decap-cms', 'package.json'), 'utf8')) as { version: string };
    const declared = (JSON.parse(readFileSync(path.join(DECAP, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies['decap-cms'];
    expect([installed.version, declared]).toEqual([DECAP_VERSION, DECAP_VERSION]);
    const file = readFileSync(path.join(DECAP_DIST, 'decap-cms.js'));
    expect(DECAP_INTEGRITY).toBe(`sha384-${createHash('sha384').update(file).digest('base64')}`);
    expect(DECAP_SCRIPT).toBe(`https://unpkg.com/decap-cms@${DECAP_VERSION}/dist/decap-cms.js`);
  });
});
