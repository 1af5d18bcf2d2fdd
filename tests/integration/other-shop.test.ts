// The second example shop (another town and state, three services, no inspection pages, other
// makes and hours) builds with every page and link check passing, and carries nothing of the
// reference shop.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { validateSite } from '../../src/validate/index.js';
import { OTHER_SHOP, REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

describe('the other example shop', () => {
  it('builds every page of its own data, and no word of the reference shop', () => {
    const out = path.join(tempDir(), 'dist');
    const run = runCli(['build', '--strict', '--data', OTHER_SHOP, '--out', out]);
    expect(run.stderr).toMatch(/^Built 15 pages/);
    expect(run.status).toBe(0);
    const other = validateSite(loadSiteData(OTHER_SHOP).docs).site!;
    const city = other.shop.address.city.toLowerCase();
    const html = readdirSync(out, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'));
    expect(html.filter((f) => f.startsWith('services/')).sort()).toEqual(
      other.services.map((s) => `services/${s.slug}-${city}/index.html`).concat('services/index.html').sort(),
    );
    expect(html.filter((f) => f.startsWith('vehicles/'))).toHaveLength(other.makes.length);

    const reference = validateSite(loadSiteData(REFERENCE_DATA).docs).site!;
    const words = [reference.shop.name, reference.shop.phone, reference.shop.address.city, reference.shop.address.stateName, reference.shop.address.street, new URL(reference.shop.siteUrl).host];
    for (const file of html) {
      const text = readFileSync(path.join(out, file), 'utf8');
      for (const word of words) expect(text.includes(word), `${file} contains ${word}`).toBe(false);
      expect(text).toContain(other.shop.name.replace('&', '&amp;'));
    }
    const home = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('8AM-6PM');
  });

  it('builds with --strict as a phone-only shop: no booking widget, gas station or inspection pages, every page still useful', () => {
    const shop = readFileSync(path.join(OTHER_SHOP, 'shop.yaml'), 'utf8').replace(/\n {2}booking:\n( {4}.+\n)+/, '\n');
    expect(shop).not.toContain('booking:');
    const data = dataWith(OTHER_SHOP, { 'shop.yaml': shop });
    const out = path.join(tempDir(), 'dist');
    const run = runCli(['build', '--strict', '--data', data, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^Built 15 pages/);
    const files = readdirSync(out, { recursive: true }).map(String);
    expect(files.filter((f) => /gas|inspection/.test(f))).toEqual([]);
    const home = new JSDOM(readFileSync(path.join(out, 'index.html'), 'utf8')).window.document;
    expect(home.querySelector('script[src*="widget"], [data-book]')).toBeNull();
    const book = [...home.querySelectorAll('a')].filter((a) => /book/i.test(a.textContent ?? ''));
    expect(book.length).toBeGreaterThan(0);
    for (const a of book) expect(a.getAttribute('href')).toBe('tel:+15035550187');
  });
});
