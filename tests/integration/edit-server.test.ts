// The owner's editor's server (src/edit/): only this run's secret, from its own origin, on the
// loopback names; a save refused with the build's problems writes nothing; a save writes only what
// changed, atomically, never over a file changed since it was opened; photos are checked as the
// build checks images.
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditServer, type EditServer } from '../../src/edit/server.js';
import { FRANCHISE, REFERENCE_DATA, ROOT, cliEnv, dataWith, runCli, tempDir } from '../helpers.js';
import { newEntryRef } from '../../src/edit/app/paths.js';
import { parse } from 'yaml';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

let dir: string;
let editor: EditServer;
const shopFile = () => path.join(dir, 'shop.yaml');
const api = (route: string) => `${editor.url}api/${route}`;
const json = (data: unknown, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: editor.origin, 'sec-fetch-site': 'same-origin', ...extra },
  body: JSON.stringify(data),
});
const open = async (kind = 'shop') => JSON.parse((await send(api(`doc/${kind}`))).body) as { data: Record<string, unknown>; version: string; text: string; schema: { properties: Record<string, { title?: string }> } };

beforeAll(async () => {
  dir = dataWith(REFERENCE_DATA);
  editor = await startEditServer({ dataDir: dir, host: '127.0.0.1', port: 0, preview: 'http://127.0.0.1:9', assets: async () => ({ script: '', style: '' }) });
});
afterAll(async () => editor?.close());

describe('who may ask', () => {
  it('answers the printed address, and refuses one without the secret or with another', async () => {
    expect((await send(editor.url)).status).toBe(200);
    expect((await send(`${editor.origin}/`)).status).toBe(403);
    expect((await send(`${editor.origin}/api/doc/shop`)).status).toBe(403);
    // Another secret: its last character changed (a random secret may end in x already).
    const other = `${editor.secret.slice(0, -1)}${editor.secret.endsWith('x') ? 'y' : 'x'}`;
    expect((await send(`${editor.origin}/${other}/api/doc/shop`)).status).toBe(403);
  });

  it('refuses a Host that is not a loopback name (DNS rebinding) and another origin, and sends no CORS header', async () => {
    expect((await send(api('doc/shop'), { headers: { host: 'evil.example' } })).status).toBe(403);
    const before = readFileSync(shopFile(), 'utf8');
    const { data, version } = await open();
    const foreign = await send(api('save/shop'), json({ data: { ...data, name: 'Taken over' }, version }, { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }));
    expect(foreign.status).toBe(403);
    expect((await send(api('save/shop'), json({ data: { ...data, name: 'Taken over' }, version }, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    const noOrigin = json({ data: { ...data, name: 'Taken over' }, version });
    delete (noOrigin.headers as Record<string, string>).origin;
    expect((await send(api('save/shop'), noOrigin)).status).toBe(403);
    expect(readFileSync(shopFile(), 'utf8')).toBe(before);
    const answer = await send(api('doc/shop'), { headers: { origin: editor.origin } });
    expect(Object.keys(answer.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('names kinds of documents, never paths: a save naming ../ is refused', async () => {
    const { data, version } = await open();
    for (const kind of ['..%2Fshop', '..%2F..%2Fetc%2Fpasswd', 'shop.yaml', '%2Ftmp%2Fx']) {
      const answer = await send(api(`save/${kind}`), json({ data, version }));
      expect(answer.status, kind).toBe(400);
    }
    expect((await send(api('save/../../shop'), json({ data, version }))).status).toBe(404);
  });
});

describe('saving', () => {
  it('gives each field its title (the schema\'s, or its key made readable) and its data', async () => {
    const doc = await open();
    expect(doc.data.name).toBe('Cardinal Family Auto & Gas');
    expect(doc.schema.properties.siteUrl!.title).toBe('Site URL');
  });

  it('refuses a phone the build refuses, with the build\'s hint at its field, and writes nothing', async () => {
    const before = readFileSync(shopFile(), 'utf8');
    const { data, version } = await open();
    const checked = JSON.parse((await send(api('check/shop'), json({ data: { ...data, phone: 'abc' } }))).body) as { here: { path: string; hint?: string; text: string }[] };
    const atPhone = checked.here.find((p) => p.path === '/phone');
    expect(atPhone?.hint).toBeTruthy();
    expect(atPhone?.text).toMatch(/shop\.yaml:\d+:\d+\s+\/phone/);
    const saved = await send(api('save/shop'), json({ data: { ...data, phone: 'abc' }, version }));
    expect(JSON.parse(saved.body)).toMatchObject({ status: 'refused' });
    expect((JSON.parse(saved.body) as { problems: { here: { path: string }[] } }).problems.here.map((p) => p.path)).toContain('/phone');
    expect(readFileSync(shopFile(), 'utf8')).toBe(before);
    expect(readdirSync(dir).filter((n) => n.includes('shopsite-edit'))).toEqual([]);
  });

  it('writes nothing when nothing changed', async () => {
    const stat = statSync(shopFile());
    const { data, version } = await open();
    const answer = await send(api('save/shop'), json({ data, version }));
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'unchanged' });
    expect(statSync(shopFile()).mtimeMs).toBe(stat.mtimeMs);
  });

  it('changes only the lines of what changed, keeping every comment', async () => {
    const before = readFileSync(shopFile(), 'utf8');
    const { data, version } = await open();
    const hours = structuredClone(data.hours) as { schedule: { closes: string }[] }[];
    hours[0]!.schedule[0]!.closes = '18:30';
    const answer = await send(api('save/shop'), json({ data: { ...data, hours }, version }));
    expect(answer.status, answer.body).toBe(200);
    const after = readFileSync(shopFile(), 'utf8');
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual(['        closes: "18:30"']);
    expect(readdirSync(dir).filter((n) => n.includes('shopsite-edit'))).toEqual([]);
  });

  it("makes a new coupon's id from what it is for, writes it, and answers with the ids it made", async () => {
    const file = path.join(dir, 'coupons.yaml');
    const { data, version } = await open('coupons');
    const coupons = [...(data.coupons as object[]), { title: '$10 OFF', subtitle: 'Battery Replacement', description: 'Any new battery, installed.' }];
    const checked = JSON.parse((await send(api('check/coupons'), json({ data: { ...data, coupons } }))).body) as { here: { message: string }[] };
    expect(checked.here.map((p) => p.message)).toEqual([]);
    const answer = await send(api('save/coupons'), json({ data: { ...data, coupons }, version }));
    const body = JSON.parse(answer.body) as { status: string; made: { list: string; field: string; at: number; value: string; name: string }[] };
    expect(body.status, answer.body).toBe('saved');
    expect(body.made).toEqual([{ list: 'coupons', field: 'id', at: coupons.length - 1, value: 'battery-replacement', name: 'Battery Replacement' }]);
    expect(readFileSync(file, 'utf8')).toMatch(/- id: battery-replacement\n\s+title: \$10 OFF\n/);
  });

  it('names a new review chosen as a testimonial by the id it makes, and one renamed since by the name it held', async () => {
    const file = path.join(dir, 'reviews.yaml');
    const { data, version } = await open('reviews');
    const reviews = [...(data.reviews as object[]), { name: 'Ana P.', rating: 5, text: 'Done the same day.' }];
    const testimonials = [...(data.testimonials as string[]), newEntryRef('Ana P.')];
    // Chosen, then renamed in the form: no id is made for "Ana P.", and the check says so in words.
    const renamed = reviews.map((r, i) => (i === reviews.length - 1 ? { ...r, name: 'Ana Pérez' } : r));
    const checked = JSON.parse((await send(api('check/reviews'), json({ data: { ...data, reviews: renamed, testimonials } }))).body) as { here: { message: string }[] };
    expect(checked.here.map((p) => p.message)).toContain('No review has the id "Ana P."');
    expect(checked.here.map((p) => p.message).join()).not.toMatch(/control character|U\+0000/);
    const answer = await send(api('save/reviews'), json({ data: { ...data, reviews, testimonials }, version }));
    expect(JSON.parse(answer.body).status, answer.body).toBe('saved');
    const saved = readFileSync(file, 'utf8');
    expect(saved).toContain('- id: ana-p');
    expect(saved).not.toContain('\\0');
    expect(parse(saved).testimonials.at(-1)).toBe('ana-p');
  });

  it('never overwrites a file changed on disk since it was opened: it answers with both', async () => {
    const { data, version } = await open();
    const edited = `${readFileSync(shopFile(), 'utf8')}# a note typed in another editor\n`;
    writeFileSync(shopFile(), edited);
    const answer = await send(api('save/shop'), json({ data: { ...data, name: 'Mine' }, version }));
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'conflict' });
    const body = JSON.parse(answer.body) as { disk: string; mine: string; version: string };
    expect(body.disk).toBe(edited);
    expect(body.mine).toContain('name: Mine');
    expect(readFileSync(shopFile(), 'utf8')).toBe(edited);
    // Choosing "save mine over it" names the version now on disk.
    const again = await send(api('save/shop'), json({ data: { ...data, name: 'Mine' }, version: body.version }));
    expect(JSON.parse(again.body)).toMatchObject({ status: 'saved' });
    expect(readFileSync(shopFile(), 'utf8')).toContain('# a note typed in another editor');
  });
});

describe("a brand's shop", () => {
  let brandEditor: EditServer;
  let shop: string;
  beforeAll(async () => {
    const copy = path.join(tempDir(), 'franchise');
    cpSync(FRANCHISE, copy, { recursive: true });
    shop = path.join(copy, 'shops', 'gainesville');
    brandEditor = await startEditServer({ dataDir: shop, host: '127.0.0.1', port: 0, preview: 'http://127.0.0.1:9', assets: async () => ({ script: '', style: '' }) });
  });
  afterAll(async () => brandEditor?.close());
  const call = (route: string, body?: unknown) =>
    send(`${brandEditor.url}api/${route}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json', origin: brandEditor.origin, 'sec-fetch-site': 'same-origin' }, body: JSON.stringify(body) });

  it("makes a new coupon's id different from the brand's, and asks the owner where its name is a brand's coupon", async () => {
    const opened = JSON.parse((await call('doc/coupons')).body) as { data: { coupons: object[] }; version: string };
    const brandCoupons = readFileSync(path.join(shop, '..', '..', 'brand', 'coupons.yaml'), 'utf8');
    expect(brandCoupons).toContain('id: brake-inspection');
    const clash = { title: 'FREE', subtitle: 'Brake Inspection', description: 'Our own brake check.' };
    const checked = JSON.parse((await call('check/coupons', { data: { coupons: [...opened.data.coupons, clash] } })).body) as { here: { message: string; hint?: string }[] };
    const asked = checked.here.find((p) => p.message.includes('the brand has a coupon of this name'));
    expect(asked, JSON.stringify(checked.here)).toMatchObject({ message: 'ID is required: the brand has a coupon of this name (brake-inspection)' });
    expect(asked!.hint).toContain("write brake-inspection to change the brand's coupon");

    const own = { title: '$15 OFF', subtitle: 'Summer A/C Check', description: 'Our own A/C offer.' };
    const saved = JSON.parse((await call('save/coupons', { data: { coupons: [...opened.data.coupons, own] }, version: opened.version })).body) as { status: string; made: { value: string }[] };
    // The shop changes the brand's summer-ac-check already: a coupon of that name is a new one.
    expect(saved).toMatchObject({ status: 'saved', made: [{ value: 'summer-ac-check-2' }] });
    expect(readFileSync(path.join(shop, 'coupons.yaml'), 'utf8')).toContain('- id: summer-ac-check-2');
  });
});

describe('a file the YAML reader refuses', () => {
  it('is never saved over: its problem is shown, at its line, to mend by hand', async () => {
    const file = path.join(dir, 'faq.yaml');
    const good = readFileSync(file, 'utf8');
    const broken = good.replace(/^faq:/m, 'faq: [');
    writeFileSync(file, broken);
    try {
      const opened = await open('faq');
      expect(opened.data).toBeUndefined();
      const answer = JSON.parse((await send(api('save/faq'), json({ data: { faq: [] }, version: opened.version }))).body) as { status: string; problems: { here: { text: string }[] } };
      expect(answer.status).toBe('refused');
      expect(answer.problems.here.map((p) => p.text).join('\n')).toMatch(/faq\.yaml:\d+:\d+/);
      expect(readFileSync(file, 'utf8')).toBe(broken);
    } finally {
      writeFileSync(file, good);
    }
  });
});

describe('a data file that is a link', () => {
  it('is never written through when it leads outside the data folder', async () => {
    const file = path.join(dir, 'reviews.yaml');
    const elsewhere = path.join(tempDir(), 'reviews.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(elsewhere, text);
    renameSync(file, `${file}-kept`);
    symlinkSync(elsewhere, file);
    try {
      const opened = await open('reviews');
      const answer = JSON.parse((await send(api('save/reviews'), json({ data: { ...opened.data, extra: 1 }, version: opened.version }))).body) as { status: string };
      expect(answer.status).toBe('refused');
      expect(readFileSync(elsewhere, 'utf8')).toBe(text);
    } finally {
      rmSync(file);
      renameSync(`${file}-kept`, file);
    }
  });
});

describe('photos', () => {
  const upload = (name: string, bytes: Buffer) =>
    send(api(`photo?name=${encodeURIComponent(name)}`), { method: 'POST', headers: { origin: editor.origin, 'content-type': 'application/octet-stream' }, body: bytes });

  it('stores a photo under a safe name in images/, never replacing a file', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } }).png().toBuffer();
    const first = JSON.parse((await upload('../../My Bay #1.PNG', png)).body) as { ok: boolean; src: string };
    expect(first).toEqual({ ok: true, src: 'images/my-bay-1.png' });
    expect(readFileSync(path.join(dir, 'images', 'my-bay-1.png'))).toEqual(png);
    const second = JSON.parse((await upload('my bay 1.png', png)).body) as { src: string };
    expect(second.src).toBe('images/my-bay-1-2.png');
  });

  it('refuses what the build could not use, and keeps nothing of it', async () => {
    const before = readdirSync(path.join(dir, 'images')).sort();
    const fake = JSON.parse((await upload('bay.jpg', Buffer.from('not a photo at all'))).body) as { ok: boolean; problems: string[] };
    expect(fake.ok).toBe(false);
    expect(fake.problems.join('\n')).toMatch(/cannot be read as an image/);
    const script = JSON.parse((await upload('bay.html', Buffer.from('<script>'))).body) as { ok: boolean };
    expect(script.ok).toBe(false);
    expect(readdirSync(path.join(dir, 'images')).sort()).toEqual(before);
  });

  it('writes nothing through an images/ that links outside the data folder', async () => {
    const outside = tempDir();
    const own = path.join(dir, 'images');
    renameSync(own, `${own}-kept`);
    symlinkSync(outside, own);
    try {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
      const answer = JSON.parse((await upload('bay.png', png)).body) as { ok: boolean; problems: string[] };
      expect(answer.ok).toBe(false);
      expect(answer.problems.join('\n')).toMatch(/outside the data folder/);
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      rmSync(own);
      renameSync(`${own}-kept`, own);
    }
  });

  it('refuses a file larger than the image limit', async () => {
    const answer = await upload('huge.jpg', Buffer.alloc(21 * 1024 * 1024));
    expect(answer.status).toBe(413);
  });
});

describe('shopsite edit on the command line', () => {
  it('prints one address with its secret, serves the editor there, and stops on Ctrl-C', async () => {
    const data = dataWith(REFERENCE_DATA);
    const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'edit', '--data', data, '--port', '0'], { env: cliEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        said += chunk;
        const found = /http:\/\/127\.0\.0\.1:\d+\/[\w-]{20,}\//.exec(said);
        if (found) resolve(found[0]);
      });
      child.once('exit', () => reject(new Error(said)));
    });
    const page = await send(url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Edit your site');
    expect((await send(new URL(url).origin + '/')).status).toBe(403);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('names a data folder that does not exist, with a hint', () => {
    const run = runCli(['edit', '--data', 'no-such-folder', '--port', '0']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('no-such-folder: no such folder');
    expect(run.stderr).toContain('hint:');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
