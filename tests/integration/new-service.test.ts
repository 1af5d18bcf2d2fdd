// A service written as an owner first writes it, its title and summary alone: its page, card and
// search result are made from those (validate/index.ts withPageParts), and it builds with --strict.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DATA, dataWith, runCli, tempDir } from '../helpers.js';

describe('a service with a title and a summary only', () => {
  it('gets a page of its title over its summary, a search result in the shop\'s town, the car drawing, and builds with --strict', () => {
    const services = readFileSync(path.join(REFERENCE_DATA, 'services.yaml'), 'utf8');
    const data = dataWith(REFERENCE_DATA, {
      'services.yaml': services.replace(
        'services:\n',
        'services:\n  - slug: winter-tires\n    title: Winter Tire Swap\n    summary: Snow tires on, summer tires stored, every wheel balanced and torqued by hand.\n',
      ),
    });
    const out = path.join(tempDir(), 'dist');
    const run = runCli(['build', '--data', data, '--out', out, '--strict']);
    expect(run.status, run.stderr).toBe(0);
    const folder = readdirSync(path.join(out, 'services')).find((f) => f.startsWith('winter-tires-'))!;
    const page = readFileSync(path.join(out, 'services', folder, 'index.html'), 'utf8');
    const shop = readFileSync(path.join(REFERENCE_DATA, 'shop.yaml'), 'utf8');
    const city = /^ {2}city: (.+)$/m.exec(shop)![1]!;
    expect(page).toMatch(new RegExp(`<title>Winter Tire Swap in ${city}, [A-Z]{2} \\| [^<]+</title>`));
    expect(page).toContain('<meta name="description" content="Snow tires on, summer tires stored, every wheel balanced and torqued by hand."');
    expect(page).toContain('<h1>Winter Tire Swap</h1>');
    // Its card on the services page, with the car drawing.
    const list = readFileSync(path.join(out, 'services', 'index.html'), 'utf8');
    const card = /<article class="card service-card">((?:(?!<\/article>).)*winter-tires-(?:(?!<\/article>).)*)<\/article>/.exec(list)?.[1] ?? '';
    expect(card).toMatch(/^<div class="card-icon"><svg class="illustration"/);
    expect(card).toContain('<p>Snow tires on, summer tires stored');
  });

  it('is still refused without its summary, which the card and the page are made from', () => {
    const services = readFileSync(path.join(REFERENCE_DATA, 'services.yaml'), 'utf8');
    const data = dataWith(REFERENCE_DATA, { 'services.yaml': services.replace('services:\n', 'services:\n  - slug: winter-tires\n    title: Winter Tire Swap\n') });
    const run = runCli(['build', '--data', data, '--out', path.join(tempDir(), 'dist')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/services\.yaml:3:5  \/services\/0\/summary  missing field "summary"/);
  });
});
