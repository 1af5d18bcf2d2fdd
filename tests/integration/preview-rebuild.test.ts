// `shopsite preview` keeps serving while the folder it serves is rebuilt. `shopsite build` fills
// `.<name>.shopsite-tmp-…` beside the output, renames the output to `.<name>.shopsite-old-…` and
// the temp folder to the output's name (so for a moment there is no folder), then deletes the old
// one. A request meanwhile gets the old page or the new one, whole, with 200: never a crash, a
// cut-off body or a 404 for a page both builds have.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { REFERENCE_DATA, ROOT, cliEnv, runCli, servingAt, tempDir } from '../helpers.js';

const CLI = path.join(ROOT, 'bin', 'shopsite.js');
const CONNECTIONS = 100;

/** `shopsite build` without blocking this process, so the requests keep running while it swaps. */
function buildInto(out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'build', '--data', REFERENCE_DATA, '--out', out], { env: cliEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build exited ${code}:\n${stderr}`))));
  });
}

async function startPreview(out: string): Promise<{ child: ChildProcess; url: string; exits: string[] }> {
  const child = spawn(process.execPath, [CLI, 'preview', '--out', out, '--port', '0'], { env: cliEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
  let text = '';
  const exits: string[] = [];
  child.once('exit', (code, signal) => exits.push(`preview exited (${code ?? signal}):\n${text}`));
  // Also when the test times out, which skips its finally blocks.
  onTestFinished(() => void child.kill('SIGKILL'));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk));
  // Pages are asked for as `${url}/about/`: the URL without its trailing slash.
  const url = (await servingAt(child)).url.replace(/\/$/, '');
  return { child, url, exits };
}

/**
 * Serves a fresh build of the reference shop while `replace` runs, with CONNECTIONS clients asking
 * for pages and assets all the while; returns every answer that was not the whole file with 200.
 */
async function failuresWhile(replace: (out: string) => Promise<void>): Promise<{ failures: string[]; answered: number }> {
  const out = path.join(tempDir(), 'dist');
  expect(runCli(['build', '--data', REFERENCE_DATA, '--out', out]).status).toBe(0);
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  const assets = [/href="(\/assets\/[^"]+\.css)"/, /src="(\/assets\/[^"]+\.js)"/].map((re) => re.exec(html)![1]!);
  // The same data builds the same bytes, so every answer must equal what is on disk now.
  const pages = ['/', '/about/', '/services/brakes-springfield/', '/vehicles/ford-service-springfield/', '/coupons/', ...assets];
  const expected = new Map(pages.map((p) => [p, readFileSync(path.join(out, p.endsWith('/') ? `${p}index.html` : p), 'utf8')]));

  const preview = await startPreview(out);
  const failures: string[] = [];
  let answered = 0;
  let replacing = true;
  const client = async (n: number) => {
    for (let i = n; replacing && !preview.exits.length && failures.length < 20; i++) {
      const page = pages[i % pages.length]!;
      try {
        const response = await fetch(`${preview.url}${page}`);
        const body = await response.text();
        answered++;
        if (response.status !== 200 || body !== expected.get(page)) failures.push(`${page}: ${response.status}, ${body.length} bytes`);
      } catch (error) {
        failures.push(`${page}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`);
      }
      // A breath between requests: all connections stay busy without starving the builds of CPU.
      await delay(5);
    }
  };
  try {
    const clients = Array.from({ length: CONNECTIONS }, (_, n) => client(n));
    await replace(out);
    replacing = false;
    await Promise.all(clients);
    const after = await fetch(`${preview.url}/about/`).catch((error: Error) => error);
    if (after instanceof Error || after.status !== 200) failures.push(`after the rebuilds: ${after instanceof Error ? after.message : after.status}`);
    return { failures: [...preview.exits, ...failures], answered };
  } finally {
    replacing = false;
    preview.child.kill('SIGTERM');
  }
}

describe('shopsite preview while the site is rebuilt', () => {
  it(`answers ${CONNECTIONS} connections with whole pages through 40 swaps done as build does them`, { timeout: 120_000 }, async () => {
    const { failures, answered } = await failuresWhile(async (out) => {
      const temps = Array.from({ length: 40 }, (_, swap) => {
        const temp = path.join(path.dirname(out), `.dist.shopsite-tmp-${process.pid}-${swap}`);
        cpSync(out, temp, { recursive: true });
        return temp;
      });
      for (const [swap, temp] of temps.entries()) {
        const old = path.join(path.dirname(out), `.dist.shopsite-old-${process.pid}-${swap}`);
        await delay(20);
        renameSync(out, old);
        // Longer than build leaves it, so requests surely meet the missing folder.
        await delay(swap % 4 === 0 ? 0 : 5 * (swap % 4));
        renameSync(temp, out);
        rmSync(old, { recursive: true, force: true });
      }
    });
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(400);
  });

  it(`keeps serving ${CONNECTIONS} connections while shopsite build replaces the folder 5 times`, { timeout: 120_000 }, async () => {
    const { failures, answered } = await failuresWhile(async (out) => {
      for (let build = 0; build < 5; build++) await buildInto(out);
    });
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
  });
});
