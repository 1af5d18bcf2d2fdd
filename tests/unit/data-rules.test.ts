// Standing rules about the project's data and engine: nothing of the reference shop in src/ or
// templates/, schemas named by every YAML file, generated types in step with the schemas, and
// make pages whose words are their own.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/load/documents.js';
import { validateSite } from '../../src/validate/index.js';
import { DOC_KINDS } from '../../src/shared/types.js';
import { OTHER_SHOP, REFERENCE_DATA, ROOT } from '../helpers.js';

const STARTER = path.join(ROOT, 'starter');

const reference = validateSite(loadSiteData(REFERENCE_DATA).docs).site!;

/** Every shop-specific string of the reference data that code must never contain. */
function referenceWords(): string[] {
  const { shop, services, makes } = reference;
  const prices = services.flatMap((s) => s.sections.flatMap((sec) => (sec.type === 'pricing' ? sec.items.map((i) => i.price) : [])));
  return [
    shop.name,
    shop.phone,
    shop.phone.replace(/\D/g, '').slice(0, 3),
    shop.email,
    new URL(shop.siteUrl).host,
    shop.address.street,
    shop.address.city,
    shop.address.stateName,
    shop.address.zip,
    shop.thirdParty.portal!.apiKey,
    ...prices,
    ...makes.map((m) => m.name).filter((name) => name.length > 3 && name !== 'smart'),
    ...shop.serviceArea,
  ];
}

describe('no word of the reference shop in the engine or the templates', () => {
  const files = fg.sync(['src/**/*.{ts,tsx,css}', 'templates/**/*.{ts,tsx,css}', 'bin/*.js'], { cwd: ROOT });

  it.each(referenceWords())('%s appears in no file of src/ or templates/', (word) => {
    const pattern = new RegExp(`(^|[^A-Za-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z0-9]|$)`);
    const hits = files.filter((f) => pattern.test(readFileSync(path.join(ROOT, f), 'utf8')));
    expect(hits).toEqual([]);
  });

  // The area code hides from the word test inside a number written as digits (tel:+1703…), as in
  // an example of a comment: any number that starts with it, in any of the forms a phone takes.
  it('nor a phone number in its area code, in any form (digits only, E.164, with a leading 1)', () => {
    const area = reference.shop.phone.replace(/\D/g, '').slice(0, 3);
    const number = new RegExp(`(?<![0-9])(\\+?1[-. ]?)?\\(?${area}\\)?(?=[-. ]?[0-9]{3})`);
    expect(files.filter((f) => number.test(readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('nor the two-letter state code as a word', () => {
    const code = new RegExp(`\\b${reference.shop.address.state}\\b`);
    expect(files.filter((f) => code.test(readFileSync(path.join(ROOT, f), 'utf8')))).toEqual([]);
  });
});

describe('the schemas', () => {
  it.each([REFERENCE_DATA, OTHER_SHOP, STARTER])('every YAML file in %s names its schema on its first line', (dir) => {
    for (const kind of DOC_KINDS) {
      const first = readFileSync(path.join(dir, `${kind}.yaml`), 'utf8').split('\n')[0];
      expect(first).toMatch(new RegExp(`^# yaml-language-server: \\$schema=(\\.\\./)+(node_modules/shopsite/)?schemas/${kind}\\.schema\\.json$`));
    }
  });

  it('every YAML file of the example brand names its schema by a path that leads to it', () => {
    const files = fg.sync('examples/**/*.yaml', { cwd: ROOT });
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const schema = /^# yaml-language-server: \$schema=(\S+)\n/.exec(readFileSync(path.join(ROOT, file), 'utf8'))?.[1];
      expect(schema, file).toBe(path.relative(path.dirname(file), `schemas/${path.basename(file, '.yaml')}.schema.json`));
    }
  });

  it('and the TypeScript types derived from them are up to date', () => {
    expect(() => execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'gen-types.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('every schema file is used', () => {
    const schemas = readdirSync(path.join(ROOT, 'schemas')).sort();
    expect(schemas).toEqual([...DOC_KINDS.map((k) => `${k}.schema.json`), 'hub.schema.json', 'common.schema.json'].sort());
  });
});

describe('the reference site copy', () => {
  it('has the counts of the spec: 9 services, 42 makes, 6 reviews, 3 testimonials, 3 coupons, 9 FAQ, 12 towns', () => {
    expect(reference.services).toHaveLength(9);
    expect(reference.makes).toHaveLength(42);
    expect(reference.reviews.reviews).toHaveLength(6);
    expect(reference.reviews.testimonials).toHaveLength(3);
    expect(reference.coupons).toHaveLength(3);
    expect(reference.faq).toHaveLength(9);
    expect(reference.shop.serviceArea).toHaveLength(12);
  });

  it('lists the 42 makes of the spec', () => {
    expect(reference.makes.map((m) => m.slug).sort()).toEqual(
      'acura audi bmw buick cadillac chevrolet chrysler dodge fiat ford gmc gm honda hummer hyundai infiniti isuzu jaguar jeep kia land-rover lexus lincoln mazda mercedes-benz mercury mini mitsubishi nissan plymouth pontiac porsche saab saturn scion smart subaru suzuki tesla toyota volkswagen volvo'
        .split(' ')
        .sort(),
    );
  });

  it('gives every make an intro that names at least two of its models', () => {
    for (const make of reference.makes) {
      const text = make.intro.join(' ');
      const named = make.models.filter((m) => text.includes(m));
      expect(named.length, make.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives no two makes more than a small share of the same sentences (no doorway pages)', () => {
    const normalise = (sentence: string, name: string) =>
      sentence.toLowerCase().replaceAll(name.toLowerCase(), 'MAKE').replace(/[^a-z ]/gi, '').replace(/\s+/g, ' ').trim();
    const sentences = reference.makes.map((m) => ({
      name: m.name,
      set: new Set(m.intro.join(' ').split(/(?<=[.!?])\s+/).map((s) => normalise(s, m.name)).filter((s) => s.length > 20)),
    }));
    for (let i = 0; i < sentences.length; i++) {
      for (let j = i + 1; j < sentences.length; j++) {
        const a = sentences[i]!;
        const b = sentences[j]!;
        const shared = [...a.set].filter((s) => b.set.has(s)).length;
        expect(shared / Math.min(a.set.size, b.set.size), `${a.name} and ${b.name}`).toBeLessThanOrEqual(0.1);
      }
    }
  });

  it('has no placeholder text anywhere', () => {
    // {make} stays in the words all make pages share until each page fills it; the words around
    // the hours keep theirs ({time}, {day}) until the hours are shown, the stars' label its {stars}.
    const all = JSON.stringify({ ...reference, pages: { ...reference.pages, make: undefined, layout: { ...reference.pages.layout, hours: undefined, starsLabel: undefined } } });
    expect(all).not.toMatch(/lorem ipsum|\bTODO\b|TBD|\{[a-zA-Z]+\}/i);
  });
});
