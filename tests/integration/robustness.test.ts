// Inputs that once crashed or misled (from a review): each is a clear problem or a usage error
// now, never an internal error or a stack trace.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDev } from '../../src/cli/dev.js';
import { OTHER_SHOP, REFERENCE_DATA, ROOT, cliEnv, dataWith, runCli, tempDir } from '../helpers.js';

const noStack = (text: string) => expect(text).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);

describe('problems, not crashes', () => {
  it('no command at all is a usage mistake: exit 2, the help on stderr', () => {
    const run = runCli([]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Usage: shopsite \[options\] \[command\]\n[^]*\n {2}build \[options\]/);
  });

  it('an image file that is not an image', () => {
    const data = dataWith(OTHER_SHOP);
    mkdirSync(path.join(data, 'images'));
    writeFileSync(path.join(data, 'images', 'bay.jpg'), 'not a photo');
    const services = path.join(data, 'services.yaml');
    writeFileSync(services, readFileSync(services, 'utf8').replace(/(\n {2}- slug: oil-changes\n)/, '$1    image:\n      src: images/bay.jpg\n      alt: Bay\n'));
    const run = runCli(['build', '--data', data, '--out', path.join(tempDir(), 'out')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/images\/bay\.jpg cannot be read as an image/);
    noStack(run.stderr);
  });

  it('--out naming one of shopsite\'s own folders is refused', () => {
    for (const folder of ['templates', 'src', 'schemas']) {
      const run = runCli(['build', '--data', REFERENCE_DATA, '--out', path.join(ROOT, folder)], { cwd: tempDir() });
      expect(run.status, folder).toBe(1);
      expect(run.stderr).toContain('refusing to write the site into');
    }
  });

  it('--base-url and init flags are checked as whole URLs', () => {
    expect(runCli(['build', '--base-url', 'https://x y']).status).toBe(2);
    // A site's address alone: what follows it would be in every canonical link and the sitemap.
    for (const url of ['https://x.example.com/?utm=a', 'https://user:pw@x.example.com', 'https://x.example.com/#top', 'https://evil.example.com\\@x.example.com/']) {
      const run = runCli(['build', '--base-url', url]);
      expect(run.status, url).toBe(2);
      expect(run.stderr).toContain("--base-url must be a site's address");
    }
    expect(runCli(['init', path.join(tempDir(), 'd'), '--site-url', 'https://x.example.com/?q=1']).status).toBe(2);
    expect(runCli(['init', path.join(tempDir(), 'a'), '--site-url', 'https://x y']).status).toBe(2);
    expect(runCli(['init', path.join(tempDir(), 'b'), '--name', 'Joe {Best} Auto']).status).toBe(2);
    // The phone is read as shop.yaml's is: an area code is needed.
    const phone = runCli(['init', path.join(tempDir(), 'c'), '--phone', '555-0199']);
    expect(phone.status).toBe(2);
    expect(phone.stderr).toContain('a phone number with its area code');
  });

  it('init into a file, and init --force over a folder with .yml files', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'afile'), 'x');
    const run = runCli(['init', path.join(dir, 'afile')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('is a file, not a folder');
    mkdirSync(path.join(dir, 'shop'));
    writeFileSync(path.join(dir, 'shop', 'shop.yml'), 'name: old');
    const forced = runCli(['init', path.join(dir, 'shop'), '--force']);
    expect(forced.status).toBe(0);
    noStack(forced.stderr);
  });

  it('--strict stops a fleet shop before it writes anything', () => {
    const root = tempDir();
    const fresh = path.join(root, 'fresh');
    expect(runCli(['init', fresh]).status).toBe(0);
    const out = path.join(root, 'out');
    const run = runCli(['build', '--strict', '--data', fresh, OTHER_SHOP, '--out', out, '--json']);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report.shops.find((s: { name: string }) => s.name === 'fresh').ok).toBe(false);
    expect(report.pages).toBe(15);
    expect(() => readFileSync(path.join(out, 'fresh', 'index.html'))).toThrow();
  });

  it('a reader that closes the pipe early (build --json | head -1) gets no stack trace, and the build still finishes', async () => {
    const out = path.join(tempDir(), 'out');
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'build', '--data', OTHER_SHOP, REFERENCE_DATA, '--out', out, '--json'], { env: cliEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    // Closed before the report is written: every write to it fails with EPIPE.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    noStack(stderr);
    expect(stderr).not.toContain('EPIPE');
    expect(status).toBe(0);
    expect(readFileSync(path.join(out, path.basename(REFERENCE_DATA), 'index.html'), 'utf8')).toContain('<main');
  });

  it('preview on a port in use says so', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const out = path.join(tempDir(), 'dist');
      mkdirSync(out);
      writeFileSync(path.join(out, 'index.html'), '<!doctype html><title>A site</title>');
      const run = runCli(['preview', '--out', out, '--port', String(port)]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`port ${port} is in use`);
    } finally {
      blocker.close();
    }
  });
});

describe('the dev server stays up', () => {
  it('answers a malformed URL with 400 and keeps serving', async () => {
    const data = dataWith(REFERENCE_DATA);
    const dev = await startDev({ data, port: 0, host: '127.0.0.1' }, () => {});
    try {
      expect((await fetch(`${dev.url}%E0%A4%A`)).status).toBe(400);
      expect((await fetch(dev.url)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
