// The second example shop (another town and state, three services, no inspection pages, other
// makes and hours) builds with every page and link check passing, and carries nothing of the
// reference shop.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load.js';
import { validateSite } from '../../src/validate/index.js';
import { OTHER_SHOP, REFERENCE_DATA, runCli, tempDir } from '../helpers.js';

describe('the other example shop', () => {
  it('builds every page of its own data, and no word of the reference shop', () => {
    const out = path.join(tempDir(), 'dist');
    const run = runCli(['build', '--data', OTHER_SHOP, '--out', out]);
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
});
