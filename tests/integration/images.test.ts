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

describe('a shared link', () => {
  it("shows the page's own photo, else the home page's, at an absolute address, with the shop's name", async () => {
    const data = path.join(tempDir(), 'shop');
    cpSync(OTHER_SHOP, data, { recursive: true });
    mkdirSync(path.join(data, 'images'));
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } }).jpeg().toFile(path.join(data, 'images', 'front.jpg'));
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#aa3366' } }).png().toFile(path.join(data, 'images', 'lift.png'));
    const pages = path.join(data, 'pages.yaml');
    writeFileSync(pages, readFileSync(pages, 'utf8').replace(/(\n {2}hero:\n)/, '$1    image:\n      src: images/front.jpg\n      alt: The garage from the street\n'));
    const services = path.join(data, 'services.yaml');
    writeFileSync(services, readFileSync(services, 'utf8').replace(/(\n {6}cta: "Book an Oil Change"\n)/, '$1      image:\n        src: images/lift.png\n        alt: A car on the lift\n'));
    const out = path.join(tempDir(), 'out');
    expect(runCli(['build', '--data', data, '--out', out]).stderr).toMatch(/Built \d+ pages/);
    const head = (file: string) => {
      const d = new JSDOM(readFileSync(path.join(out, file), 'utf8')).window.document;
      const meta = (key: string) => d.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
      return { site: meta('og:site_name'), image: meta('og:image'), width: meta('og:image:width'), height: meta('og:image:height'), alt: meta('og:image:alt'), card: meta('twitter:card') };
    };
    const home = head('index.html');
    expect(home).toMatchObject({ site: 'Riverbend Garage', width: '1200', height: '800', alt: 'The garage from the street', card: 'summary_large_image' });
    expect(home.image).toMatch(/^https:\/\/riverbend-garage\.example\.net\/assets\/images\/front-[0-9a-f]{10}-1200\.jpg$/);
    expect(existsSync(path.join(out, new URL(home.image!).pathname))).toBe(true);
    expect(head('coupons/index.html')).toEqual(home);
    const service = head(readFileSync(path.join(out, 'sitemap.xml'), 'utf8').match(/services\/oil-changes[^<]*/)![0] + 'index.html');
    expect(service).toMatchObject({ alt: 'A car on the lift', width: '900', height: '600' });
    expect(service.image).toMatch(/\/assets\/images\/lift-[0-9a-f]{10}-900\.png$/);
    // Where the shop has no photo, a link shows its name and words only.
    const plain = path.join(tempDir(), 'plain');
    runCli(['build', '--data', OTHER_SHOP, '--out', plain]);
    const d = new JSDOM(readFileSync(path.join(plain, 'index.html'), 'utf8')).window.document;
    expect(d.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe('Riverbend Garage');
    expect(d.querySelector('meta[property="og:image"], meta[name="twitter:card"]')).toBeNull();
  });
});
