// `shopsite dev`: a save rebuilds and reloads open pages; a bad save shows the problems in the
// browser and the site comes back on the next good save; Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDev } from '../../src/cli/dev.js';
import { REFERENCE_DATA, ROOT, dataWith } from '../helpers.js';

async function reloads(url: string) {
  const response = await fetch(`${url}__shopsite/events`);
  const reader = response.body!.getReader();
  return {
    next: async () => {
      for (let text = ''; !text.includes('event: reload'); ) text += new TextDecoder().decode((await reader.read()).value);
    },
    stop: () => reader.cancel(),
  };
}

describe('shopsite dev', () => {
  it('reloads after a save, shows problems after a bad one, and recovers', async () => {
    const data = dataWith(REFERENCE_DATA);
    const lines: string[] = [];
    const dev = await startDev({ data, port: 0, host: '127.0.0.1' }, (line) => lines.push(line));
    try {
      const about = await fetch(`${dev.url}about/`);
      expect(about.status).toBe(200);
      const html = await about.text();
      expect(html).toContain('<script type="module" src="/__shopsite/reload.js"></script></body>');
      expect(await (await fetch(`${dev.url}__shopsite/reload.js`)).text()).toContain('EventSource');

      const events = await reloads(dev.url);
      const pages = path.join(data, 'pages.yaml');
      const original = readFileSync(pages, 'utf8');
      writeFileSync(pages, original.replace('heading: Our Story', 'heading: Our Family Story'));
      await events.next();
      expect(await (await fetch(`${dev.url}about/`)).text()).toContain('<h1>Our Family Story</h1>');
      expect(lines.at(-1)).toMatch(/pages\.yaml: rebuilt 58 pages in \d+ ms/);

      writeFileSync(pages, original.replace('heading: Our Story', 'heding: Our Story'));
      await events.next();
      const broken = await fetch(`${dev.url}about/`);
      expect(broken.status).toBe(500);
      const list = await broken.text();
      expect(list).toContain('The site cannot be built');
      expect(list).toMatch(/pages\.yaml:\d+:\d+ {2}\/about\/heding {2}unknown field/);
      expect(list).toContain('/__shopsite/reload.js');

      writeFileSync(pages, original);
      await events.next();
      const back = await fetch(`${dev.url}about/`);
      expect(back.status).toBe(200);
      expect(await back.text()).toContain('<h1>Our Story</h1>');
      await events.stop();
    } finally {
      await dev.close();
    }
  });

  it('stops cleanly on Ctrl-C', async () => {
    const data = dataWith(REFERENCE_DATA);
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'dev', '--data', data, '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let text = '';
    await new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk;
        if (text.includes('Ctrl-C stops')) resolve();
      });
      child.once('exit', () => reject(new Error(text)));
    });
    child.kill('SIGINT');
    const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).toBe(0);
    expect(text).toContain('Stopping.');
  });
});
