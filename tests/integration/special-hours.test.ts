// Special hours through a real build on a fixed day (SOURCE_DATE_EPOCH): the structured data lists
// every special day not yet past, the footer names those of the coming 14 days and keeps the
// others for the browser to show when their time comes; a shop without a time zone has no
// open-now line, and one without special days carries nothing for them.
import { describe, expect, it } from 'vitest';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { FRANCHISE, REFERENCE_DATA, runCli, tempDir } from '../helpers.js';

const epoch = (iso: string) => String(Date.parse(iso) / 1000);

function buildOn(day: string, data = REFERENCE_DATA) {
  const out = path.join(tempDir(), 'dist');
  const run = runCli(['build', '--data', data, '--out', out], { env: { SOURCE_DATE_EPOCH: epoch(day) } });
  expect(run.status, run.stderr).toBe(0);
  const page = (file: string) => new JSDOM(readFileSync(path.join(out, file), 'utf8')).window.document;
  return { page, jsonLd: () => JSON.parse(page('index.html').querySelector('script[type="application/ld+json"]')!.textContent!) };
}

function dataWith(change: (shop: string) => string): string {
  const dir = path.join(tempDir(), 'data');
  cpSync(REFERENCE_DATA, dir, { recursive: true });
  const file = path.join(dir, 'shop.yaml');
  writeFileSync(file, change(readFileSync(file, 'utf8')));
  return dir;
}

describe('special hours', () => {
  it('are in the structured data, each not yet past, closed days as 00:00 to 00:00', () => {
    // 22:00 on Nov 26 in New York is Nov 27 in UTC: Thanksgiving is past by the shop's own date only on the 27th.
    const { jsonLd } = buildOn('2026-11-27T03:00:00Z');
    expect(jsonLd().specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-11-26', validThrough: '2026-11-26', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '08:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2027-01-01', validThrough: '2027-01-01', opens: '00:00', closes: '00:00' },
    ]);
    expect(buildOn('2026-12-26T12:00:00Z').jsonLd().specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2027-01-01', validThrough: '2027-01-01', opens: '00:00', closes: '00:00' },
    ]);
    expect(buildOn('2027-01-02T12:00:00Z').jsonLd().specialOpeningHoursSpecification).toBeUndefined();
  });

  it('are named in the footer for the coming 14 days, the later ones kept hidden for the browser', () => {
    const footer = buildOn('2026-11-20T12:00:00Z').page('about/index.html').querySelector('.special-hours')!;
    expect(footer.hasAttribute('hidden')).toBe(false);
    const items = [...footer.querySelectorAll('li')].map((li) => [li.textContent, li.hasAttribute('hidden')]);
    expect(items).toEqual([
      ['Thursday, Nov 26: closed for Thanksgiving', false],
      ['Thursday, Dec 24: 8AM-12PM for Christmas Eve', true],
      ['Friday, Dec 25: closed for Christmas', true],
      ["Friday, Jan 1: closed for New Year's Day", true],
    ]);
    // None within two weeks: the list is there for the browser, hidden.
    expect(buildOn('2026-11-01T12:00:00Z').page('index.html').querySelector('.special-hours')!.hasAttribute('hidden')).toBe(true);
  });

  it('carry a range and a note, and follow pages.yaml\'s words', () => {
    const data = dataWith((shop) => shop.replace(/specialHours:\n(?:  .*\n)+/, 'specialHours:\n  - { date: "2026-12-28", through: "2026-12-31", closed: true, note: inventory }\n'));
    const pages = path.join(data, 'pages.yaml');
    writeFileSync(pages, readFileSync(pages, 'utf8').replace('layout:\n', 'layout:\n  hours:\n    heading: Holiday hours\n    specialNote: "{day}: {hours} ({note})"\n'));
    const { page, jsonLd } = buildOn('2026-12-20T12:00:00Z', data);
    const box = page('index.html').querySelector('.special-hours')!;
    expect(box.querySelector('h3')!.textContent).toBe('Holiday hours');
    expect(box.querySelector('li')!.textContent).toBe('Monday, Dec 28 to Thursday, Dec 31: closed (inventory)');
    expect(jsonLd().specialOpeningHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', validFrom: '2026-12-28', validThrough: '2026-12-31', opens: '00:00', closes: '00:00' }]);
  });

  it('leave a shop without a time zone with no open-now line, and one without special days with nothing for them', () => {
    const noZone = buildOn('2026-11-20T12:00:00Z', dataWith((shop) => shop.replace('timeZone: America/New_York\n', '')));
    const about = noZone.page('about/index.html');
    expect(about.querySelectorAll('[data-open-now]')).toHaveLength(0);
    // The special days still come, picked by the visitor's date.
    expect(about.querySelector('[data-hours]')).not.toBeNull();
    expect(about.querySelector('.special-hours li')!.textContent).toBe('Thursday, Nov 26: closed for Thanksgiving');

    const plain = buildOn('2026-11-20T12:00:00Z', dataWith((shop) => shop.replace('timeZone: America/New_York\n', '').replace(/specialHours:\n(?:  .*\n)+/, '')));
    const home = plain.page('index.html');
    expect(home.querySelector('[data-hours]')).toBeNull();
    expect(home.querySelector('.special-hours')).toBeNull();
    expect(plain.jsonLd().specialOpeningHoursSpecification).toBeUndefined();
  });

  it("come from the brand: its time zone and its holidays hold for a shop that writes none", () => {
    const root = tempDir();
    cpSync(FRANCHISE, path.join(root, 'franchise'), { recursive: true });
    const brand = path.join(root, 'franchise', 'brand', 'shop.yaml');
    writeFileSync(brand, `${readFileSync(brand, 'utf8')}timeZone: America/New_York\nspecialHours:\n  - { date: "2026-12-25", closed: true, note: Christmas }\n`);
    const shop = path.join(root, 'franchise', 'shops', 'raleigh', 'shop.yaml');
    writeFileSync(shop, readFileSync(shop, 'utf8').replace('timeZone: America/New_York\n', ''));
    const { page, jsonLd } = buildOn('2026-12-20T12:00:00Z', path.join(root, 'franchise', 'shops', 'raleigh'));
    const home = page('index.html');
    expect(JSON.parse(home.querySelector('[data-hours]')!.getAttribute('data-hours')!).tz).toBe('America/New_York');
    expect(home.querySelectorAll('[data-open-now]')).toHaveLength(2);
    expect(home.querySelector('.special-hours li')!.textContent).toBe('Friday, Dec 25: closed for Christmas');
    expect(jsonLd().specialOpeningHoursSpecification).toHaveLength(1);
  });
});
