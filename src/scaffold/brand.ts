// A shop of a brand (init --brand, import) holds only its own facts. From the starter,
// the files of the kinds the brand has are left out, and from shop.yaml every field the brand's
// shop.yaml writes; what the brand's copy needs of each shop is added to fill in: a value for each
// placeholder of its own ({county}), and as many schedules of hours as its copy names ({hours2}).
import path from 'node:path';
import { isMap, isSeq, parseDocument, type Document, type Pair, type Scalar, type YAMLMap } from 'yaml';
import { loadBrand } from '../load/index.js';
import { CREATE } from '../yaml/in-place.js';
import { SHOP_PLACEHOLDERS, placeholdersIn, walkStrings } from '../shared/text.js';
import type { DocKind } from '../shared/types.js';

export interface BrandStart {
  /** The brand's folder as shop.yaml names it: relative to the new shop's folder. */
  brand: string;
  /** Kinds the brand has a file of: the new shop gets none of them (but shop.yaml). */
  kinds: Set<DocKind>;
  /** The starter's shop.yaml made the shop's part of the brand's. */
  shopText: (starter: string) => string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function brandStart(brandDir: string, shopDir: string): BrandStart {
  const brand = loadBrand(brandDir);
  const data = new Map(brand.docs.filter((d) => brand.data.has(d)).map((d) => [d.kind, brand.data.get(d)]));
  const brandShop = data.get('shop');
  const given = new Set(Object.keys(isObject(brandShop) && isObject(brandShop.placeholders) ? brandShop.placeholders : {}));
  const own = new Set<string>();
  let schedules = 1;
  for (const [kind, value] of data) {
    if (kind === 'shop') continue;
    walkStrings(value, [], (text) => {
      for (const name of placeholdersIn(text)) {
        const hours = /^hours(\d+)$/.exec(name);
        if (hours) schedules = Math.max(schedules, Number(hours[1]));
        else if (!SHOP_PLACEHOLDERS.includes(name) && name !== 'make' && !given.has(name)) own.add(name);
      }
    });
  }
  const rel = path.relative(path.resolve(shopDir), path.resolve(brandDir)).split(path.sep).join('/');
  return {
    brand: rel,
    kinds: new Set(brand.docs.map((d) => d.kind)),
    shopText: (starter) => {
      const doc = parseDocument(starter);
      if (isObject(brandShop)) leaveOut(doc, brandShop, []);
      addSchedules(doc, schedules);
      addPlaceholders(doc, [...own].sort());
      // First, under the comments that open the file (the schema line first of all).
      const root = doc.contents as YAMLMap<Scalar, unknown>;
      const pair = doc.createPair('brand', rel) as Pair<Scalar, unknown>;
      pair.key.commentBefore = root.items[0]?.key.commentBefore;
      if (root.items[0]) root.items[0].key.commentBefore = undefined;
      root.items.unshift(pair);
      return doc.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\n*$/, '\n');
    },
  };
}

/** Removes from the starter every field the brand's shop.yaml writes (a mapping left empty goes too). */
function leaveOut(doc: Document, brand: Record<string, unknown>, at: string[]): void {
  for (const [key, value] of Object.entries(brand)) {
    const here = [...at, key];
    if (isObject(value) && isMap(doc.getIn(here, true))) {
      leaveOut(doc, value, here);
      const left = doc.getIn(here, true);
      if (isMap(left) && !left.items.length) doc.deleteIn(here);
    } else doc.deleteIn(here);
  }
}

/** Schedules of hours up to the last the brand's copy names ({hours2}: a second one), each to fill in. */
function addSchedules(doc: Document, count: number): void {
  const hours = doc.get('hours', true);
  if (!isSeq(hours)) return;
  for (let n = hours.items.length + 1; n <= count; n++) {
    const entry = parseDocument(
      `label: Hours ${n}  # fill in: what these hours are for; the brand's copy names them {hours${n}}\n` +
        'schedule:\n  - days: [monday, tuesday, wednesday, thursday, friday, saturday, sunday]  # fill in: the days of these hours\n' +
        '    opens: "08:00"  # fill in: opening time, 24-hour, in quotes\n    closes: "18:00"  # fill in: closing time, 24-hour, in quotes\n',
    ).contents;
    hours.items.push(entry);
  }
}

/** A stand-in for each placeholder of the brand's own, marked to fill in. */
function addPlaceholders(doc: Document, names: string[]): void {
  if (!names.length) return;
  const map = doc.createNode(Object.fromEntries(names.map((n) => [n, n])), CREATE) as YAMLMap;
  for (const item of map.items) (item.value as { comment?: string }).comment = ` fill in: the words the brand's copy shows for {${String((item.key as { value: unknown }).value)}}`;
  doc.set('placeholders', map);
}
