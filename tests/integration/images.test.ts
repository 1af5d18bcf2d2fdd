// A shop's own photos: files under its data folder, named in the YAML, come out resized, as WebP
// candidates with a fallback, under content-hashed names, with width, height and alt.
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OTHER_SHOP, runCli, tempDir } from '../helpers.js';

describe('photos from the data folder', () => {
  it('are resized, encoded as WebP with a fallback, hashed, and sized in the HTML', async () => {
    const data = path.join(tempDir(), 'shop');
    cpSync(OTHER_SHOP, data, { recursive: true });
    const photo = path.join(data, 'images', 'Front Bay.jpg');
    mkdirSync(path.dirname(photo), { recursive: true });
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366aa' } }).jpeg({ quality: 95 }).toFile(photo);
    const services = path.join(data, 'services.yaml');
    writeFileSync(services, readFileSync(services, 'utf8').replace(/(\n {2}- slug: oil-changes\n)/, '$1    image:\n      src: images/Front Bay.jpg\n      alt: Our front service bay\n'));
    const out = path.join(tempDir(), 'out');
    const run = runCli(['build', '--data', data, '--out', out]);
    expect(run.stderr).toMatch(/Built \d+ pages/);
    const d = new JSDOM(readFileSync(path.join(out, 'services', 'index.html'), 'utf8')).window.document;
    const picture = d.querySelector('.service-card picture')!;
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Our front service bay');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1067');
    expect(img.getAttribute('src')).toMatch(/^\/assets\/images\/front-bay-[0-9a-f]{10}-1600\.jpg$/);
    const candidates = picture.querySelector('source[type="image/webp"]')!.getAttribute('srcset')!.split(', ');
    expect(candidates.map((c) => c.split(' ')[1])).toEqual(['480w', '960w', '1600w']);
    for (const c of candidates) expect(existsSync(path.join(out, c.split(' ')[0]!))).toBe(true);
    const fallback = path.join(out, img.getAttribute('src')!);
    expect(statSync(fallback).size).toBeLessThan(statSync(photo).size);
  });
});
