// The sheet's hours as shop.yaml holds them: one day's cell, special hours, and the grouping of a
// week into a schedule (days with the same hours in one entry, Monday first).
import { describe, expect, it } from 'vitest';
import { readDay, readSpecial, scheduleOf, weekOf, sameWeek, datesOf } from '../../src/import/hours.js';

describe('a day of hours', () => {
  it.each([
    ['09:00-17:00', [{ opens: '09:00', closes: '17:00' }]],
    ['13:00-17:00, 8:00-12:00', [{ opens: '08:00', closes: '12:00' }, { opens: '13:00', closes: '17:00' }]],
    ['00:00-24:00', [{ opens: '00:00', closes: '24:00' }]],
    ['x', []],
    ['', []],
    // As people type them.
    ['8am-6pm', [{ opens: '08:00', closes: '18:00' }]],
    ['8:00 AM - 5:30 PM', [{ opens: '08:00', closes: '17:30' }]],
    ['7:30 a.m. to 12 p.m., 1pm–5pm', [{ opens: '07:30', closes: '12:00' }, { opens: '13:00', closes: '17:00' }]],
    ['6pm-12am', [{ opens: '18:00', closes: '24:00' }]],
    ['12am-6am', [{ opens: '00:00', closes: '06:00' }]],
    ['Closed', []],
    ['24 hours', [{ opens: '00:00', closes: '24:00' }]],
    ['Open 24 Hours', [{ opens: '00:00', closes: '24:00' }]],
  ])('reads %j', (cell, expected) => expect(readDay(cell)).toEqual({ ok: true, value: expected }));

  it.each(['9-5pm', '13pm-14pm', '8am-', 'closed on sundays', '09:00', '17:00-09:00', '08:00-12:00, 11:00-13:00', '25:00-26:00', '24:00-24:00', '=A1'])('refuses %j', (cell) => {
    expect(readDay(cell).ok).toBe(false);
  });
});

describe('special hours', () => {
  it('reads each date with its hours, in date order, several ranges a day', () => {
    const read = readSpecial('2026-12-25: x, 2026-12-24: 08:00-12:00, 13:00-15:00');
    expect(read).toEqual({ ok: true, value: new Map([['2026-12-24', [{ opens: '08:00', closes: '12:00' }, { opens: '13:00', closes: '15:00' }]], ['2026-12-25', []]]) });
  });

  it('reads none as no special hours', () => expect(readSpecial('none')).toEqual({ ok: true, value: new Map() }));

  it.each([
    ['Christmas: x', 'special hours'],
    ['2026-02-30: x', 'a date: 2026-02-30 is no day of the calendar'],
    ['2026-12-24: x, 2026-12-24: 08:00-12:00', 'special hours that name each date once: 2026-12-24 comes twice'],
    ['2026-12-24: 9-5', 'special hours: 2026-12-24 has no hours shopsite can read'],
  ])('refuses %j', (cell, expected) => expect(readSpecial(cell)).toMatchObject({ ok: false, expected }));

  it('counts the days of a range', () => {
    expect(datesOf({ date: '2026-12-30', through: '2027-01-02' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    // A shop's entry that is no date (its own validation reports it) is taken as written, never a crash.
    expect(datesOf({ date: 'tomorrow', through: 'yesterday' })).toEqual(['tomorrow']);
  });
});

describe('a week as a schedule', () => {
  const week = { ...weekOf([]), monday: [{ opens: '08:00', closes: '12:00' }, { opens: '13:00', closes: '17:00' }] };
  week.tuesday = week.monday;
  week.saturday = [{ opens: '08:00', closes: '12:00' }];
  week.sunday = [{ opens: '08:00', closes: '12:00' }];

  it('groups the days with the same hours, Monday first, one entry per range', () => {
    expect(scheduleOf(week)).toEqual([
      { days: ['monday', 'tuesday'], opens: '08:00', closes: '12:00' },
      { days: ['monday', 'tuesday'], opens: '13:00', closes: '17:00' },
      { days: ['saturday', 'sunday'], opens: '08:00', closes: '12:00' },
    ]);
  });

  it('means the same week however a schedule groups it', () => {
    const other = [
      { days: ['tuesday', 'monday'], opens: '13:00', closes: '17:00' },
      { days: ['sunday'], opens: '08:00', closes: '12:00' },
      { days: ['monday', 'tuesday', 'saturday'], opens: '08:00', closes: '12:00' },
    ];
    expect(sameWeek(weekOf(other), week)).toBe(true);
    expect(sameWeek(weekOf(other.slice(1)), week)).toBe(false);
  });
});
