// Which entries of the editor's form are new (new-entries.ts), followed from change to change by
// what they hold, not by their place: a special day put in at its date's place, an entry removed
// before an Add, a move, an edit. What is still to fill in there waits for a save.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { carry, follow, heldBack, inNewEntry, marksOf, stillToFill, type Marks } from '../../src/edit/app/new-entries.js';
import { EditDocs } from '../../src/edit/documents.js';
import { REFERENCE_DATA, dataWith } from '../helpers.js';

/** The file's data, then each change of it in turn: the marks of the last. */
function through(opened: unknown, ...changes: unknown[]): Marks {
  let marks = marksOf(opened);
  let was = opened;
  for (const next of changes) {
    marks = carry(marks, was, next);
    was = next;
  }
  return marks;
}

/** The places of `list` in `data` whose entry is new. */
const newIn = (marks: Marks, list: string, length: number) => Array.from({ length }, (_, i) => i).filter((i) => inNewEntry(marks, `/${list}/${i}/title`));

const a = { id: 'a', title: 'A' };
const b = { id: 'b', title: 'B' };
const c = { id: 'c', title: 'C' };

describe('the entries added since the file was opened', () => {
  it('are none in the file as opened, and a place past its lists or in a list it did not have is new', () => {
    const opened = { coupons: [a, b], hours: [{ schedule: [{ opens: '08:00' }] }] };
    const marks = marksOf(opened);
    expect(newIn(marks, 'coupons', 3)).toEqual([2]);
    expect(inNewEntry(marks, '/hours/0/schedule/0/closes')).toBe(false);
    expect(inNewEntry(marks, '/hours/0/schedule/1/closes')).toBe(true);
    expect(inNewEntry(marks, '/name')).toBe(false);
    expect(inNewEntry(marks, '/faq/0/answer')).toBe(true);
    expect(inNewEntry(marksOf(undefined), '/faq/0/answer')).toBe(true);
  });

  it('follow an entry put in before the file’s last: the new one is new, the last one is not', () => {
    const days = [{ date: '2026-11-26', closed: true }, { date: '2026-12-25', closed: true }, { date: '2027-01-01', closed: true }];
    const added = [days[0], { date: '2026-12-01' }, days[1], days[2]];
    const marks = through({ specialHours: days }, { specialHours: added });
    expect([0, 1, 2, 3].map((i) => inNewEntry(marks, `/specialHours/${i}`))).toEqual([false, true, false, false]);
    // The last day's date then cleared: it is still the file's, the new one still new.
    const cleared = [added[0], added[1], added[2], { closed: true }];
    const next = carry(marks, { specialHours: added }, { specialHours: cleared });
    expect([0, 1, 2, 3].map((i) => inNewEntry(next, `/specialHours/${i}/date`))).toEqual([false, true, false, false]);
  });

  it('follow the entries through a removal before an Add, and the new one through its typing', () => {
    const marks = through({ coupons: [a, b, c] }, { coupons: [b, c] }, { coupons: [b, c, {}] }, { coupons: [b, c, { title: '$' }] }, { coupons: [b, c, { title: '$5' }] });
    expect(newIn(marks, 'coupons', 3)).toEqual([2]);
  });

  it('follow an entry moved up or down, an old one edited, and one removed after it', () => {
    const moved = through({ coupons: [a, b, c] }, { coupons: [a, b, c, {}] }, { coupons: [a, b, {}, c] }, { coupons: [a, {}, b, c] });
    expect(newIn(moved, 'coupons', 4)).toEqual([1]);
    const edited = carry(moved, { coupons: [a, {}, b, c] }, { coupons: [a, {}, { ...b, title: 'Bb' }, c] });
    expect(newIn(edited, 'coupons', 4)).toEqual([1]);
    const removed = carry(edited, { coupons: [a, {}, { ...b, title: 'Bb' }, c] }, { coupons: [{}, { ...b, title: 'Bb' }, c] });
    expect(newIn(removed, 'coupons', 3)).toEqual([0]);
  });

  it('follow the lists inside an entry: a range of hours added to a day of the file, and the day moved', () => {
    const day = { date: '2026-12-24', hours: [{ opens: '08:00', closes: '12:00' }] };
    const other = { date: '2026-12-31', closed: true };
    const more = { ...day, hours: [...day.hours, {}] };
    const marks = through({ specialHours: [day, other] }, { specialHours: [more, other] }, { specialHours: [other, more] });
    expect(inNewEntry(marks, '/specialHours/1/hours/0/opens')).toBe(false);
    expect(inNewEntry(marks, '/specialHours/1/hours/1/opens')).toBe(true);
    expect(inNewEntry(marks, '/specialHours/0/closed')).toBe(false);
  });

  it('are none once saved, but those added while the save was under way', () => {
    const saved = { coupons: [b, c, { title: '$5', id: 'five' }] };
    const now = { coupons: [b, c, { title: '$5 OFF' }, {}] };
    expect(newIn(carry(marksOf(saved), saved, now), 'coupons', 4)).toEqual([3]);
  });

  it('tell an entry alike to another by its place between the entries that did not change', () => {
    expect(follow([a, b, c], [a, c])).toEqual([0, 2]);
    expect(follow([a, b, c], [a, b, b, c])).toEqual([0, 1, -1, 2]);
    expect(follow([a, b, c], [b, a, c])).toEqual([1, 0, 2]);
    expect(follow([a, b, c], [a, { ...b, title: 'Bb' }, c])).toEqual([0, 1, 2]);
    expect(follow([], [a])).toEqual([-1]);
  });
});

describe('what is still to fill in of a new entry', () => {
  it('is a field left empty, and a special day with neither Closed ticked nor hours: no other problem of a special day', async () => {
    const dir = dataWith(REFERENCE_DATA);
    const shop = parse(readFileSync(path.join(dir, 'shop.yaml'), 'utf8')) as Record<string, unknown>;
    const days = [
      { date: '2027-07-05' },
      { date: '2027-02-30', closed: true },
      { date: '2027-12-24', through: '2027-12-20', closed: true },
      { date: '2027-12-24', closed: true, hours: [{ opens: '08:00', closes: '12:00' }] },
      { date: '2027-12-22', through: '2027-12-31', closed: true },
      { closed: true },
    ];
    const { here } = await new EditDocs(dir).check('shop', { ...shop, specialHours: days });
    const special = here.filter((p) => p.path?.startsWith('/specialHours/'));
    expect(special.filter(stillToFill).map((p) => [p.code, p.path])).toEqual([
      ['special-hours', '/specialHours/0'],
      ['missing-field', '/specialHours/5/date'],
    ]);
    // Every other special-hours problem is there, and shown at once.
    expect(new Set(special.filter((p) => !stillToFill(p)).map((p) => p.code))).toEqual(new Set(['special-hours']));
    expect(special.filter((p) => !stillToFill(p))).toHaveLength(4);
    const marks = carry(marksOf({ specialHours: [] }), { specialHours: [] }, { specialHours: days });
    expect(here.filter((p) => heldBack(p, marks)).map((p) => p.path)).toEqual(['/specialHours/0', '/specialHours/5/date']);
    expect(here.filter((p) => heldBack(p, marksOf({ specialHours: days })))).toEqual([]);
  });
});
