// Which YAML files of a data folder are shop data, table-driven: a file of the user's own (a
// backup, notes) is left out with a warning; a misspelt data file while the real one is missing,
// and two spellings of one data file, are errors. Exact lines as `shopsite check` prints them.
import { describe, expect, it } from 'vitest';
import { cpSync, renameSync } from 'node:fs';
import path from 'node:path';
import { loadSiteData } from '../../src/load/documents.js';
import { formatProblem } from '../../src/shared/problems.js';
import { validateSite } from '../../src/validate/index.js';
import { REFERENCE_DATA, dataWith } from '../helpers.js';

const DATA_FILES = 'shop.yaml, services.yaml, makes.yaml, reviews.yaml, coupons.yaml, faq.yaml, pages.yaml';

const cases: { name: string; change: (dir: string) => void; expected: string[]; builds: boolean }[] = [
  {
    name: 'a backup copy of a data file: a warning, and the site still builds',
    change: (dir) => cpSync(path.join(dir, 'coupons.yaml'), path.join(dir, 'coupons-old.yaml')),
    expected: [
      'shop-data/coupons-old.yaml  warning: coupons-old.yaml is not shop data: shopsite leaves it out',
      `  hint: the shop's data files are ${DATA_FILES}; move this one out of the data folder if it is not one of them`,
    ],
    builds: true,
  },
  {
    name: 'a copy one letter from a data file that is there: a warning',
    change: (dir) => cpSync(path.join(dir, 'faq.yaml'), path.join(dir, 'faq2.yml')),
    expected: [
      'shop-data/faq2.yml  warning: faq2.yml is not shop data: shopsite leaves it out',
      `  hint: the shop's data files are ${DATA_FILES}; move this one out of the data folder if it is not one of them`,
    ],
    builds: true,
  },
  {
    name: 'a misspelt data file, the real one missing: one error, not also "missing"',
    change: (dir) => renameSync(path.join(dir, 'services.yaml'), path.join(dir, 'servces.yaml')),
    expected: ['shop-data/servces.yaml  shopsite reads no file named servces.yaml', `  hint: did you mean "services.yaml"? The data files are ${DATA_FILES}`],
    builds: false,
  },
  {
    name: 'a data file named in capitals, the real one missing',
    change: (dir) => renameSync(path.join(dir, 'shop.yaml'), path.join(dir, 'Shop.yaml')),
    expected: ['shop-data/Shop.yaml  shopsite reads no file named Shop.yaml', `  hint: did you mean "shop.yaml"? The data files are ${DATA_FILES}`],
    builds: false,
  },
  {
    name: 'one data file in two spellings',
    change: (dir) => cpSync(path.join(dir, 'shop.yaml'), path.join(dir, 'shop.yml')),
    expected: ['shop-data/shop.yml  shop.yml repeats shop: keep one of .yaml and .yml'],
    builds: false,
  },
];

describe('files of the data folder that are not shop data', () => {
  it.each(cases)('$name', ({ change, expected, builds }) => {
    const dir = dataWith(REFERENCE_DATA);
    change(dir);
    const loaded = loadSiteData(dir);
    const { site, problems } = validateSite(loaded.docs);
    const all = [...loaded.problems, ...problems];
    // The lines of the load stage: what validation then says of data that is missing is not the point here.
    const lines = loaded.problems.map((p) => formatProblem({ ...p, file: p.file && path.join('shop-data', path.relative(dir, p.file)) })).join('\n').split('\n');
    expect(lines.filter(Boolean)).toEqual(expected);
    expect(Boolean(site) && !all.some((p) => p.severity === 'error')).toBe(builds);
  });
});
