// A shop's YAML changed in place (src/yaml/in-place.ts): the data that did not change keeps its
// bytes, comments, quotes, key order and flow lists; only the lines of what changed differ.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editInPlace } from '../../src/yaml/in-place.js';
import { ROOT } from '../helpers.js';

const FILES = fg.sync(['tests/fixtures/**/*.yaml', 'examples/**/*.yaml', 'starter/**/*.yaml'], { cwd: ROOT }).sort();
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const SHOP = 'tests/fixtures/reference-shop';

/** The lines only in `before` and only in `after` (a longest-common-subsequence line diff). */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

/** The data of a file, changed by `change`. */
function changed(text: string, change: (data: any) => void): unknown {
  const data = parse(text);
  change(data);
  return data;
}

describe('a YAML file edited in place', () => {
  it('comes back byte for byte when its data did not change, for every data file of the repository', () => {
    expect(FILES.length).toBeGreaterThan(20);
    for (const file of FILES) expect(editInPlace(read(file), parse(read(file))), file).toBe(read(file));
  });

  it("changes one line for one value, keeping its quotes: Monday's closing time", () => {
    const text = read(`${SHOP}/shop.yaml`);
    const after = editInPlace(text, changed(text, (d) => (d.hours[0].schedule[0].closes = '18:00')));
    const diff = lineDiff(text, after);
    expect(diff.removed).toEqual(['        closes: "17:00"']);
    expect(diff.added).toEqual(['        closes: "18:00"']);
  });

  it('changes one line for the first plain text of every data file, and nothing else', () => {
    let changed = 0;
    for (const file of FILES) {
      const text = read(file);
      const data = parse(text);
      const leaf = firstText(data);
      if (!leaf) continue;
      changed++;
      leaf.set('A changed value');
      const diff = lineDiff(text, editInPlace(text, data));
      expect(diff.removed.length, file).toBe(1);
      expect(diff.added, file).toEqual([expect.stringContaining('A changed value')]);
      expect(parse(editInPlace(text, data)), file).toEqual(data);
    }
    // Most files have such a text: the loop above is not passed by skipping them.
    expect(changed).toBeGreaterThan(FILES.length / 2);
  });

  it('adds a coupon that ends on a date at the end of the list, quoted as the files write dates', () => {
    const text = read(`${SHOP}/coupons.yaml`);
    const coupon = { id: 'winter-battery', title: '$10 OFF', subtitle: 'Battery Replacement', description: 'Any battery we install.', expires: '2026-12-31' };
    const after = editInPlace(text, changed(text, (d) => d.coupons.push(coupon)));
    const diff = lineDiff(text, after);
    expect(diff.removed).toEqual([]);
    expect(diff.added).toEqual(['  - id: winter-battery', '    title: $10 OFF', '    subtitle: Battery Replacement', '    description: Any battery we install.', '    expires: "2026-12-31"']);
    expect(parse(after).coupons.at(-1)).toEqual(coupon);
  });

  it("removes an entry's lines only, and moves entries with a slug whole, comments and all", () => {
    const faq = read(`${SHOP}/faq.yaml`);
    const fewer = lineDiff(faq, editInPlace(faq, changed(faq, (d) => d.faq.splice(1, 1))));
    expect(fewer.added).toEqual([]);
    expect(fewer.removed).toEqual([expect.stringContaining('- question: "Do I need an appointment'), expect.stringContaining('answer: "For repairs')]);

    const text = '# services\nservices:\n  # the first\n  - slug: brakes\n    title: Brakes # short\n  - slug: tires\n    title: "Tires"\n';
    const swapped = editInPlace(text, changed(text, (d) => d.services.reverse()));
    expect(swapped).toBe('# services\nservices:\n  - slug: tires\n    title: "Tires"\n  # the first\n  - slug: brakes\n    title: Brakes # short\n');
  });

  it("removes, adds and changes entries without ids as a line diff would: each keeps its own comments and its keys' order", () => {
    const days = [
      'specialHours:',
      '  # half day',
      '  - date: "2026-12-24"',
      '    hours: [{ opens: "08:00", closes: "12:00" }]',
      '    note: Christmas Eve',
      '  - date: "2026-12-25"',
      '    note: Christmas  # never open on the 25th',
      '    closed: true',
      '  - date: "2027-01-01"',
      '    closed: true',
      "    note: New Year's Day",
      '',
    ].join('\n');
    // Christmas Eve removed: its lines go, comment and all; Christmas keeps its comment and its order.
    const fewer = editInPlace(days, changed(days, (d) => d.specialHours.shift()));
    expect(fewer).toBe(['specialHours:', ...days.split('\n').slice(5)].join('\n'));
    // Christmas Eve removed and Christmas's note changed, a day added between: only those lines change.
    const both = editInPlace(
      days,
      changed(days, (d) => {
        d.specialHours.shift();
        d.specialHours[0].note = 'Christmas Day';
        d.specialHours.splice(1, 0, { date: '2026-12-31', through: '2026-12-31', closed: true });
      }),
    );
    expect(both).toBe(
      [
        'specialHours:',
        '  - date: "2026-12-25"',
        // (yaml writes one space before the comment of a line it changed.)
        '    note: Christmas Day # never open on the 25th',
        '    closed: true',
        '  - date: "2026-12-31"',
        '    through: "2026-12-31"',
        '    closed: true',
        ...days.split('\n').slice(8),
      ].join('\n'),
    );
    // New Year's Day removed, the Fourth of July added: both closed, but not one day changed; its comment goes with it.
    const holidays = 'specialHours:\n  # Christmas\n  - date: "2026-12-25"\n    closed: true\n  # New Year\n  - date: "2027-01-01"\n    closed: true\n';
    const swapped = editInPlace(holidays, { specialHours: [{ date: '2026-12-25', closed: true }, { date: '2027-07-04', closed: true }] });
    expect(swapped).toBe('specialHours:\n  # Christmas\n  - date: "2026-12-25"\n    closed: true\n  - date: "2027-07-04"\n    closed: true\n');
    // A day moved to the next date, its hours and note kept: the same entry, with its comment.
    const moved = editInPlace(days, changed(days, (d) => (d.specialHours[0].date = '2026-12-23')));
    expect(lineDiff(days, moved)).toEqual({ removed: ['  - date: "2026-12-24"'], added: ['  - date: "2026-12-23"'] });
    // A schedule whose times all changed, with nothing naming it: the same entry, its comments kept.
    const week = 'schedule:\n  # weekdays\n  - days: [monday, friday]\n    opens: "07:30"  # early\n    closes: "17:00"\n';
    expect(editInPlace(week, { schedule: [{ days: ['monday', 'friday'], opens: '08:00', closes: '18:00' }] })).toBe(
      'schedule:\n  # weekdays\n  - days: [monday, friday]\n    opens: "08:00" # early\n    closes: "18:00"\n',
    );
    // A list of towns: one removed, one renamed in place, one added.
    const towns = 'serviceArea:\n  - Alpha  # home\n  - Beta\n  - Gamma  # far\n';
    expect(editInPlace(towns, { serviceArea: ['Alpha', 'Gamma', 'Delta'] })).toBe('serviceArea:\n  - Alpha  # home\n  - Gamma  # far\n  - Delta\n');
    expect(editInPlace(towns, { serviceArea: ['Alpha', 'Bet', 'Gamma'] })).toBe('serviceArea:\n  - Alpha  # home\n  - Bet\n  - Gamma  # far\n');
  });

  it("puts a special day the editor adds at its date's place (first, or between two) as new lines alone: each comment stays above its own day, every other line byte for byte", () => {
    // The shop's days with a comment above the list's first day and one above Christmas.
    const shop = read(`${SHOP}/shop.yaml`).replace('specialHours:\n', 'specialHours:\n  # closed for the holidays\n').replace('  - date: "2026-12-25"', '  # never open on the 25th\n  - date: "2026-12-25"');
    const days = (parse(shop) as { specialHours: unknown[] }).specialHours;
    const between = editInPlace(shop, changed(shop, (d) => d.specialHours.splice(2, 0, { date: '2026-12-24', through: '2026-12-24', closed: true })));
    expect(lineDiff(shop, between)).toEqual({ removed: [], added: ['  - date: "2026-12-24"', '    through: "2026-12-24"', '    closed: true'] });
    // The new day stands above Christmas's comment, which stays with Christmas.
    expect(between).toContain('    closed: true\n  # never open on the 25th\n  - date: "2026-12-25"');
    const first = editInPlace(shop, changed(shop, (d) => d.specialHours.unshift({ date: '2026-11-01', closed: true })));
    expect(lineDiff(shop, first)).toEqual({ removed: [], added: ['  - date: "2026-11-01"', '    closed: true'] });
    // The list's first comment was above Thanksgiving, and stays there.
    expect(first).toContain('  - date: "2026-11-01"\n    closed: true\n  # closed for the holidays\n  - date: "2026-11-26"');
    expect((parse(first) as { specialHours: unknown[] }).specialHours.slice(1)).toEqual(days);
  });

  it('writes a new entry as the entries beside it are written: texts quoted where theirs are, parted by a blank line where they are', () => {
    const text = [
      'services:',
      '  - slug: oil',
      '    title: "Oil Changes"',
      "    bullets: ['Filter', 'Top-up']",
      '    icon: oil',
      '',
      '  - slug: brakes',
      '    title: "Brakes"',
      "    bullets: ['Pads']",
      '    icon: brake',
      '',
    ].join('\n');
    const added = editInPlace(text, changed(text, (d) => d.services.push({ slug: 'tires', title: 'Tires', bullets: ['Rotation'], icon: 'tire', opens: '08:00' })));
    expect(added).toBe(`${text}\n  - slug: tires\n    title: "Tires"\n    bullets: ['Rotation']\n    icon: tire\n    opens: "08:00"\n`);
    // Days written one a line beside a new schedule's: its days too (shopsite writes [a, b] otherwise).
    const week = 'schedule:\n  - days:\n      - monday\n    opens: "08:00"\n';
    expect(editInPlace(week, { schedule: [{ days: ['monday'], opens: '08:00' }, { days: ['tuesday'], opens: '09:00' }] })).toBe(`${week}  - days:\n      - tuesday\n    opens: "09:00"\n`);
    // Not parted, not quoted: the same.
    const plain = 'faq:\n  - question: Why?\n    answer: Because.\n  - question: How?\n    answer: Thus.\n';
    expect(editInPlace(plain, changed(plain, (d) => d.faq.push({ question: 'When?', answer: 'Now.' })))).toBe(`${plain}  - question: When?\n    answer: Now.\n`);
  });

  it('moves an entry of a list whose entries are parted by blank lines: the blank lines stay where they were, and only lines move', () => {
    const services = read(`${SHOP}/services.yaml`);
    const moved = editInPlace(services, changed(services, (d) => d.services.splice(0, 2, d.services[1], d.services[0])));
    expect(moved).not.toBe(services);
    expect(moved.split('\n').sort()).toEqual(services.split('\n').sort());
    expect(moved.split('\n').filter((l) => /^\s+$/.test(l))).toEqual([]);

    const text = 'services:\n  - slug: a\n    title: A\n\n  - slug: b\n    title: B\n\n  - slug: c\n    title: C\n';
    expect(editInPlace(text, changed(text, (d) => d.services.reverse()))).toBe('services:\n  - slug: c\n    title: C\n\n  - slug: b\n    title: B\n\n  - slug: a\n    title: A\n');
  });

  it('folds a folded text (>-) that changed as wide as the file folds its texts (here its first line stays as it was)', () => {
    const pages = read(`${SHOP}/pages.yaml`);
    const more = ' Come and see us: we are open six days a week, and the coffee is on while you wait.';
    const after = editInPlace(pages, changed(pages, (d) => (d.about.meta.description += more)));
    const { removed, added } = lineDiff(pages, after);
    // The text's first line is as it was; its last took the new words, folded over new lines.
    expect(removed).toEqual(['      honest work on every make and model.']);
    expect(added.length).toBeGreaterThan(1);
    const widest = Math.max(...pages.split('\n').map((line) => line.length));
    for (const line of added) expect(line.length).toBeLessThanOrEqual(widest);
    expect(added.every((line) => line.startsWith('      ') && !line.startsWith('       '))).toBe(true);
    expect(parse(after).about.meta.description).toBe(parse(pages).about.meta.description + more);
  });

  it("writes a new entry's long text folded (>-) in a file that folds its texts, as wide as the file's, and a short one plain", () => {
    const reviews = read(`${SHOP}/reviews.yaml`);
    const text = 'They found the rattle the dealer could not: a loose heat shield, fixed in twenty minutes for less than the diagnosis would have cost me anywhere else. I will be back for my oil changes.';
    const after = editInPlace(reviews, changed(reviews, (d) => d.reviews.push({ id: 'sam-k', author: 'Sam K.', rating: 5, text })));
    const { removed, added } = lineDiff(reviews, after);
    expect(removed).toEqual([]);
    expect(added.slice(0, 5)).toEqual(['  - id: sam-k', '    author: Sam K.', '    rating: 5', '    text: >-', expect.stringMatching(/^ {6}They found the rattle/)]);
    const widest = Math.max(...reviews.split('\n').map((line) => line.length));
    expect(added.length).toBeGreaterThan(5);
    for (const line of added) expect(line.length).toBeLessThanOrEqual(widest);
    expect(parse(after).reviews.at(-1).text).toBe(text);
    // A file that folds nothing keeps a long text on its line.
    const plain = 'items:\n  - a\n';
    const long = 'A long text written on one line, because this file folds nothing and never did, however long its lines are';
    expect(editInPlace(plain, { items: ['a', long] })).toBe(`items:\n  - a\n  - ${long}\n`);
  });

  it('keeps a flow list flow, without padding, when a day is added to it', () => {
    const text = read(`${SHOP}/shop.yaml`);
    const after = editInPlace(text, changed(text, (d) => d.hours[0].schedule[1].days.push('sunday')));
    expect(lineDiff(text, after)).toEqual({ removed: ['      - days: [saturday]'], added: ['      - days: [saturday, sunday]'] });
  });

  it('removes a field, adds one at the end of its mapping, and keeps two spaces before a comment', () => {
    const text = 'name: Shop  # the sign says so\nemail: a@example.com\nphone: "(555) 555-0100"\n';
    const after = editInPlace(text, { name: 'Shop', phone: '(555) 555-0100', zip: '02142' });
    expect(after).toBe('name: Shop  # the sign says so\nphone: "(555) 555-0100"\nzip: "02142"\n');
  });

  it("drops a value's # fill in mark when the value changes or the owner confirms it, and keeps every other comment", () => {
    const text = read('starter/shop.yaml');
    const after = editInPlace(
      text,
      changed(text, (d) => {
        d.email = 'desk@hilltop.example.org';
        d.hours[0].schedule[0].days = ['monday', 'tuesday', 'wednesday', 'thursday'];
      }),
      ['/claims/rating'],
    );
    expect(lineDiff(text, after)).toEqual({
      removed: [
        'email: service@example.com  # fill in: the email address customers should write to',
        '      - days: [monday, tuesday, wednesday, thursday, friday]  # fill in: the weekdays you keep these hours',
        '  rating: 4.5  # fill in: your average rating on your review site, from 1 to 5',
      ],
      added: ['email: desk@hilltop.example.org', '      - days: [monday, tuesday, wednesday, thursday]', '  rating: 4.5'],
    });
    // Nothing changed and nothing confirmed: the same bytes.
    expect(editInPlace(text, parse(text))).toBe(text);
    // A group's mark, after its key, goes when the group is confirmed.
    const group = 'claims:  # fill in: the claims\n  rating: 4.5\nname: Shop\n';
    expect(editInPlace(group, parse(group), ['/claims'])).toBe('claims:\n  rating: 4.5\nname: Shop\n');
  });
});

/** The first single-line, plain-style string of the data, with a way to replace it. */
function firstText(data: unknown): { set: (value: string) => void } | undefined {
  const walk = (holder: any, key: string | number): { set: (value: string) => void } | undefined => {
    const value = holder[key];
    if (typeof value === 'string') return /^[A-Za-z][\w ]*$/.test(value) && key !== 'slug' && key !== 'id' && key !== 'brand' ? { set: (v) => (holder[key] = v) } : undefined;
    if (value && typeof value === 'object') {
      for (const k of Array.isArray(value) ? value.keys() : Object.keys(value)) {
        const found = walk(value, k);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk({ root: data }, 'root');
}
