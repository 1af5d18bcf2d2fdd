// `shopsite dev`: a save rebuilds and reloads open pages; a bad save shows the problems in the
// browser and the site comes back on the next good save; Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startDev } from '../../src/cli/dev.js';
import { FRANCHISE, REFERENCE_DATA, ROOT, cliEnv, dataWith, tempDir } from '../helpers.js';
import { request } from './http.js';

/**
 * The reload events of a dev server at `url`; `log` is its log so far, shown when one is late;
 * `build`, the build a page listening is of (its reload.js?build=).
 */
async function reloads(url: string, log: readonly string[] = [], build?: string) {
  const response = await fetch(`${url}__shopsite/events${build === undefined ? '' : `?build=${build}`}`);
  const reader = response.body!.getReader();
  return {
    /** The next reload event; fails after a while instead of waiting for the test's timeout. */
    next: async (what = 'a reload') => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`no reload after ${what} within 20 s; the server's log:\n${log.join('\n')}`)), 20_000)),
      );
      const reload = (async () => {
        for (let text = ''; !text.includes('event: reload'); ) {
          const { done, value } = await reader.read();
          if (done) throw new Error(`the event stream ended while waiting for ${what}`);
          text += new TextDecoder().decode(value);
        }
      })();
      await Promise.race([reload, late]).finally(() => clearTimeout(timer));
    },
    stop: () => reader.cancel(),
  };
}

/** Waits for reloads until `done` holds: one change can bring more than one rebuild. */
async function reloadsUntil(events: Awaited<ReturnType<typeof reloads>>, what: string, done: () => Promise<boolean>) {
  for (let tries = 0; tries < 5; tries++) {
    await events.next(what);
    if (await done()) return;
  }
  throw new Error(`five reloads after ${what}, and the page is still not as expected`);
}

/** A dev server on a copy of the reference data, stopped when the test ends. */
async function devServer() {
  const data = dataWith(REFERENCE_DATA);
  const dev = await startDev({ data, port: 0, host: '127.0.0.1' }, () => {});
  onTestFinished(() => dev.close());
  return { data, url: dev.url };
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
      expect(html).toMatch(/<script type="module" src="\/__shopsite\/reload\.js\?build=1"><\/script><\/body>/);
      expect(await (await fetch(`${dev.url}__shopsite/reload.js`)).text()).toContain('EventSource');

      const events = await reloads(dev.url, lines);
      const pages = path.join(data, 'pages.yaml');
      const original = readFileSync(pages, 'utf8');
      writeFileSync(pages, original.replace('heading: Our Story', 'heading: Our Family Story'));
      await events.next('a good save');
      expect(await (await fetch(`${dev.url}about/`)).text()).toContain('<h1>Our Family Story</h1>');
      expect(lines.at(-1)).toMatch(/pages\.yaml: rebuilt 58 pages in \d+ ms/);

      writeFileSync(pages, original.replace('heading: Our Story', 'heding: Our Story'));
      await events.next('a bad save');
      const broken = await fetch(`${dev.url}about/`);
      expect(broken.status).toBe(500);
      const list = await broken.text();
      expect(list).toContain('The site cannot be built');
      expect(list).toMatch(/pages\.yaml:\d+:\d+ {2}\/about\/heding {2}unknown field/);
      expect(list).toContain('/__shopsite/reload.js');

      writeFileSync(pages, original);
      await events.next('the save that mends it');
      const back = await fetch(`${dev.url}about/`);
      expect(back.status).toBe(200);
      expect(await back.text()).toContain('<h1>Our Story</h1>');
      await events.stop();
    } finally {
      await dev.close();
    }
  });

  it('tells a page served before a rebuild, and listening only after it, to reload as it listens', async () => {
    const { data, url } = await devServer();
    const buildOf = async () => /reload\.js\?build=(\d+)"/.exec(await (await fetch(`${url}about/`)).text())![1]!;
    const before = await buildOf();
    const events = await reloads(url);
    const pages = path.join(data, 'pages.yaml');
    writeFileSync(pages, readFileSync(pages, 'utf8').replace('heading: Our Story', 'heading: Our Family Story'));
    await events.next('a save');
    await events.stop();
    const after = await buildOf();
    expect(Number(after)).toBeGreaterThan(Number(before));
    // A page of the build before, listening now: told at once, no save needed.
    const stale = await reloads(url, [], before);
    await stale.next('listening with a page of the build before');
    await stale.stop();
    // A page of this build: nothing to reload for.
    const response = await fetch(`${url}__shopsite/events?build=${after}`);
    const reader = response.body!.getReader();
    let heard = '';
    const listening = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        heard += new TextDecoder().decode(value);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await reader.cancel();
    await listening.catch(() => undefined);
    expect(heard).toContain(': connected');
    expect(heard).not.toContain('event: reload');
  });

  it('says when a file saved just now is built (the editor answers a save then), or that it was not, in time', async () => {
    const data = dataWith(REFERENCE_DATA);
    const dev = await startDev({ data, port: 0, host: '127.0.0.1' }, () => {});
    onTestFinished(() => dev.close());
    const pages = path.join(data, 'pages.yaml');
    const built = dev.rebuiltWith(pages);
    writeFileSync(pages, readFileSync(pages, 'utf8').replace('heading: Our Story', 'heading: Our Family Story'));
    expect(await built).toBe(true);
    expect(await (await fetch(`${dev.url}about/`)).text()).toContain('<h1>Our Family Story</h1>');
    // Nothing saved: no rebuild to wait for, and the wait ends.
    expect(await dev.rebuiltWith(pages, 300)).toBe(false);
  });

  it('does not rebuild for what a commit writes in the data folder\'s .git, and still does for a save', async () => {
    const { data, url } = await devServer();
    const events = await reloads(url);
    const reload = events.next('a save after a commit');
    const git = path.join(data, '.git');
    mkdirSync(path.join(git, 'objects', 'ab'), { recursive: true });
    writeFileSync(path.join(git, 'objects', 'ab', 'cdef0123'), 'blob');
    writeFileSync(path.join(git, 'config.yaml'), 'a: 1\n');
    writeFileSync(path.join(git, 'index'), 'index');
    const quiet = await Promise.race([reload.then(() => 'reloaded'), new Promise((resolve) => setTimeout(() => resolve('quiet'), 2000))]);
    expect(quiet).toBe('quiet');
    const shop = path.join(data, 'shop.yaml');
    writeFileSync(shop, readFileSync(shop, 'utf8').replace('logoText: Auto Repair & Gas Station', 'logoText: Repairs and Fuel'));
    await reload;
    await events.stop();
  });

  it('rebuilds a shop of a brand when a file of the brand is saved', async () => {
    const root = path.join(tempDir(), 'franchise');
    cpSync(FRANCHISE, root, { recursive: true });
    const dev = await startDev({ data: path.join(root, 'shops', 'raleigh'), port: 0, host: '127.0.0.1' }, () => {});
    try {
      const events = await reloads(dev.url);
      const pages = path.join(root, 'brand', 'pages.yaml');
      writeFileSync(pages, readFileSync(pages, 'utf8').replace('heading: Our Story', 'heading: Our Family Story'));
      await reloadsUntil(events, 'a save in the brand', async () => (await (await fetch(`${dev.url}about/`)).text()).includes('<h1>Our Family Story</h1>'));
      await events.stop();
    } finally {
      await dev.close();
    }
  });

  it('follows shop.yaml to another brand: it watches the new brand\'s folder, and no longer the old one', async () => {
    const root = path.join(tempDir(), 'franchise');
    cpSync(FRANCHISE, root, { recursive: true });
    // The about page's heading (the one after "Customer Reviews").
    const heading = (brand: string, text: string) => {
      const pages = path.join(root, brand, 'pages.yaml');
      writeFileSync(pages, readFileSync(pages, 'utf8').replace(/(heading: Customer Reviews\n[^]*?\n {2}heading: ).*/, `$1${text}`));
    };
    cpSync(path.join(root, 'brand'), path.join(root, 'other-brand'), { recursive: true });
    heading('other-brand', 'The Other Story');
    const lines: string[] = [];
    const dev = await startDev({ data: path.join(root, 'shops', 'raleigh'), port: 0, host: '127.0.0.1' }, (line) => lines.push(line));
    const about = async () => (await (await fetch(`${dev.url}about/`)).text()).match(/<h1>(.*?)<\/h1>/)![1];
    try {
      const events = await reloads(dev.url);
      const shop = path.join(root, 'shops', 'raleigh', 'shop.yaml');
      writeFileSync(shop, readFileSync(shop, 'utf8').replace('brand: ../../brand', 'brand: ../../other-brand'));
      await reloadsUntil(events, 'naming another brand', async () => (await about()) === 'The Other Story');
      // A save in the brand now named rebuilds the shop; the old brand's saves are no longer seen.
      heading('brand', 'A Story Of Another Brand');
      await new Promise((resolve) => setTimeout(resolve, 200));
      heading('other-brand', 'The Other Story Goes On');
      await reloadsUntil(events, 'a save in the new brand', async () => (await about()) === 'The Other Story Goes On');
      expect(lines.filter((l) => l.includes(`${path.sep}brand${path.sep}`))).toEqual([]);
      await events.stop();
    } finally {
      await dev.close();
    }
  });

  it('says what it serves after a bad build, and names files as the data folder was given', async () => {
    // An absolute --data outside the working folder: every line names its files the same way.
    const shopFile = path.join(REFERENCE_DATA, 'shop.yaml');
    const good = readFileSync(shopFile, 'utf8');
    const bad = good.replace(/^name:/m, 'nmae:');
    const data = dataWith(REFERENCE_DATA, { 'shop.yaml': bad });
    const file = path.join(data, 'shop.yaml');
    let printed = '';
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((printed += String(chunk)), true));
    const lines: string[] = [];
    let dev: Awaited<ReturnType<typeof startDev>>;
    try {
      dev = await startDev({ data, port: 0, host: '127.0.0.1' }, (line) => lines.push(line));
    } finally {
      stderr.mockRestore();
    }
    onTestFinished(() => dev.close());
    // No good build has happened: nothing claims to keep one.
    expect(printed).toContain(`${file}:`);
    expect(printed).toMatch(/\. Pages show this list until the data is fixed; there was no good build yet\.\n$/);
    expect(printed).not.toContain('last good build');

    const events = await reloads(dev.url);
    onTestFinished(() => events.stop());
    writeFileSync(file, good);
    await reloadsUntil(events, 'a good save', async () => (await fetch(`${dev.url}about/`)).status === 200);
    expect(lines.at(-1)).toMatch(/: rebuilt \d+ pages in \d+ ms$/);
    expect(lines.at(-1)!.startsWith(`${file}: rebuilt `)).toBe(true);

    printed = '';
    const again = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((printed += String(chunk)), true));
    try {
      writeFileSync(file, bad);
      await reloadsUntil(events, 'a bad save', async () => (await fetch(`${dev.url}about/`)).status === 500);
    } finally {
      again.mockRestore();
    }
    expect(lines.at(-1)).toBe(`${file}: the build has problems; the browser shows them`);
    expect(printed).toContain(`${file}:`);
    expect(printed).toContain("Pages show this list until the data is fixed; images, styles and scripts are the last good build's.");
  });

  it('answers GET and HEAD, and 405 with Allow to any other method', async () => {
    const { url } = await devServer();
    const head = await request(`${url}about/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      for (const where of ['about/', '__shopsite/events', '__shopsite/reload.js']) {
        const answer = await request(`${url}${where}`, { method });
        expect(answer.status, `${method} /${where}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
      }
    }
  });

  it('answers only requests addressed to localhost, 127.0.0.1 or [::1], so DNS rebinding cannot read it', async () => {
    const { url } = await devServer();
    const port = new URL(url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost', 'LOCALHOST:80']) {
      expect((await request(`${url}about/`, { headers: { host } })).status, host).toBe(200);
    }
    for (const host of [`attacker.example:${port}`, 'attacker.example', `localhost.attacker.example:${port}`, `127.0.0.1.nip.io:${port}`, `evil.localhost:${port}`]) {
      for (const where of ['about/', '__shopsite/events', '__shopsite/reload.js']) {
        const answer = await request(`${url}${where}`, { headers: { host } });
        expect(answer.status, `${host} /${where}`).toBe(403);
        expect(answer.body.toString()).not.toContain('<h1>');
      }
    }
  });

  it('keeps watching when the data folder is moved away and back', async () => {
    const { data, url } = await devServer();
    const events = await reloads(url);
    try {
      const away = `${data}-away`;
      renameSync(data, away);
      await events.next('moving the data folder away');
      const missing = await fetch(`${url}about/`);
      expect(missing.status).toBe(500);
      expect(await missing.text()).toContain('no data folder at');

      renameSync(away, data);
      await reloadsUntil(events, 'moving it back', async () => (await fetch(`${url}about/`)).status === 200);

      const pages = path.join(data, 'pages.yaml');
      writeFileSync(pages, readFileSync(pages, 'utf8').replace('heading: Our Story', 'heading: Our Story Goes On'));
      await reloadsUntil(events, 'a save after it came back', async () => (await (await fetch(`${url}about/`)).text()).includes('<h1>Our Story Goes On</h1>'));
    } finally {
      await events.stop();
    }
  });

  it('stops cleanly on Ctrl-C', async () => {
    const data = dataWith(REFERENCE_DATA);
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'dev', '--data', data, '--port', '0'], { env: cliEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
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

describe('shopsite dev, for a GitHub Pages project site', () => {
  it('serves the pages under the base path of siteUrl, where their links point', async () => {
    const shopYaml = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8')
      .replace(/siteUrl: .*/, 'siteUrl: https://owner.github.io/cardinal')
      .replace('host: vercel', 'host: github-pages')
      .replace('provider: vercel', 'provider: none');
    const dev = await startDev({ data: dataWith(REFERENCE_DATA, { 'shop.yaml': shopYaml }), host: '127.0.0.1', port: 0 }, () => {});
    try {
      expect(dev.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cardinal\/$/);
      const home = await fetch(`${dev.url}coupons/`);
      expect(home.status).toBe(200);
      const css = /href="(\/cardinal\/assets\/[^"]+\.css)"/.exec(await home.text())![1]!;
      expect((await fetch(new URL(css, dev.url))).status).toBe(200);
      expect((await fetch(new URL('/coupons/', dev.url))).status).toBe(404);
    } finally {
      await dev.close();
    }
  });

  it('sends a page open under the base path a save of siteUrl moved to the same page under the new one', async () => {
    const shopYaml = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8').replace(/siteUrl: .*/, 'siteUrl: https://owner.github.io/cardinal/');
    const data = dataWith(REFERENCE_DATA, { 'shop.yaml': shopYaml });
    const dev = await startDev({ data, host: '127.0.0.1', port: 0 }, () => {});
    onTestFinished(() => dev.close());
    const origin = new URL(dev.url).origin;
    const shop = path.join(data, 'shop.yaml');
    const built = dev.rebuiltWith(shop);
    writeFileSync(shop, shopYaml.replace('/cardinal/', '/garage/'));
    expect(await built).toBe(true);
    expect(dev.url).toBe(`${origin}/garage/`);
    const moved = await request(`${origin}/cardinal/coupons/`);
    expect([moved.status, moved.headers.location]).toEqual([302, '/garage/coupons/']);
    // Its path made plain: a Location of //coupons/ would send the browser to another host.
    const doubled = await request(`${origin}/cardinal//coupons/`);
    expect([doubled.status, doubled.headers.location]).toEqual([302, '/garage/coupons/']);
    expect((await request(`${origin}/garage/coupons/`)).status).toBe(200);
    // Only a page there is: anything else under the old base path is not found, as before.
    expect((await request(`${origin}/cardinal/no-such-page/`)).status).toBe(404);
    // A second move: a page open under either earlier base path follows to the newest.
    const again = dev.rebuiltWith(shop);
    writeFileSync(shop, shopYaml.replace('/cardinal/', '/shop/'));
    expect(await again).toBe(true);
    for (const from of ['/cardinal', '/garage']) {
      const followed = await request(`${origin}${from}/coupons/`);
      expect([followed.status, followed.headers.location]).toEqual([302, '/shop/coupons/']);
    }
  });
});
