// `shopsite preview` serves a build as static hosts do: clean URLs, 404.html with status 404,
// _headers and _redirects, on 127.0.0.1 only, and stops on a signal.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA, ROOT, runCli, tempDir } from '../helpers.js';

describe('shopsite preview', () => {
  it('serves pages at clean URLs and unknown paths with 404.html and status 404', async () => {
    const out = path.join(tempDir(), 'dist');
    expect(runCli(['build', '--data', REFERENCE_DATA, '--out', out]).status).toBe(0);
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'preview', '--out', out, '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stderr.on('data', (chunk: Buffer) => {
          text += chunk;
          const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(text);
          if (found) resolve(found[0]);
        });
        child.once('exit', () => reject(new Error(text)));
      });
      const about = await fetch(`${url}about/`);
      expect(about.status).toBe(200);
      expect(about.headers.get('content-type')).toContain('text/html');
      expect(await about.text()).toContain('<h1>');
      expect((await fetch(`${url}about`)).status).toBe(200);
      const missing = await fetch(`${url}no/such/page/`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Oops! Page not found');
      expect((await fetch(`${url}..%2f..%2fetc/passwd`)).status).toBe(404);
      expect(about.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
      expect(about.headers.get('x-content-type-options')).toBe('nosniff');
      const review = await fetch(`${url}review`, { redirect: 'manual' });
      expect(review.status).toBe(302);
      expect(review.headers.get('location')).toMatch(/^https:\/\//);
      const sitemap = await fetch(`${url}sitemap.xml`);
      expect(sitemap.headers.get('content-type')).toContain('xml');
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? signal)));
    expect([0, 'SIGTERM']).toContain(code);
  });

  it('says what to do when there is nothing to serve', () => {
    const run = runCli(['preview', '--out', path.join(tempDir(), 'nothing')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('hint: run npx shopsite build first');
  });
});
