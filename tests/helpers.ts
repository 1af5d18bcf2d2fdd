// Shared test helpers: temporary folders removed when the test finishes, data folders built from
// a fixture with some files replaced, and the CLI run as a user runs it.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, onTestFinished } from 'vitest';

export const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** A frozen copy of the reference shop's data: the spec walk tests this, never the editable site-data/. */
export const REFERENCE_DATA = path.join(ROOT, 'tests', 'fixtures', 'reference-shop');
export const OTHER_SHOP = path.join(ROOT, 'tests', 'fixtures', 'other-shop');
/** The example brand of three shops (examples/franchise/): brand/ and shops/<name>/. */
export const FRANCHISE = path.join(ROOT, 'examples', 'franchise');

const suiteDirs: string[] = [];
afterAll(() => {
  for (const dir of suiteDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temp folder removed when the test finishes (or, made in a hook, when the file finishes). */
/** Every file under `dir`, by its path from there, sorted. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

export function tempDir(prefix = 'shopsite-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  } catch {
    suiteDirs.push(dir);
  }
  return dir;
}

/** A copy of a data folder with some files replaced, under a temp folder named `data`. */
export function dataWith(base: string, files: Record<string, string> = {}): string {
  const dir = path.join(tempDir(), 'shop-data');
  cpSync(base, dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment a user's shell gives the CLI: the test runner's own NODE_ENV (vitest sets "test")
 * removed, so the launcher sets "production" and React runs its production build, as for users.
 */
export function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  if (!('NODE_ENV' in extra)) delete env.NODE_ENV;
  return env;
}

export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): CliRun {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    env: cliEnv(options.env),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Waits for `shopsite preview`'s "Serving FOLDER/ at URL" line on the child's stderr: the folder as
 * printed and the URL (with its trailing slash). Rejects with everything printed if the child exits first.
 */
export function servingAt(child: ChildProcess): Promise<{ folder: string; url: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk;
      const found = /^Serving (.+)\/ at (http:\/\/127\.0\.0\.1:\d+\/)/m.exec(text);
      if (found) resolve({ folder: found[1]!, url: found[2]! });
    });
    child.once('exit', () => reject(new Error(text)));
  });
}
