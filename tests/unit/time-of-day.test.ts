// A time of day as people write it, read as the data writes it (shared/time-of-day.ts): the
// import's hours and the editor's time fields.
import { describe, expect, it } from 'vitest';
import { timeOfDay } from '../../src/shared/time-of-day.js';

describe('timeOfDay', () => {
  it.each([
    ['8am', '08:00'],
    ['8 AM', '08:00'],
    ['8:30 p.m.', '20:30'],
    ['5.30pm', '17:30'],
    ['12pm', '12:00'],
    ['noon', '12:00'],
    ['Midday', '12:00'],
    ['17h30', '17:30'],
    ['8h00', '08:00'],
    ['12am', '00:00'],
    ['7:30', '07:30'],
    ['07:30', '07:30'],
    ['17.00', '17:00'],
    [' 17:00 ', '17:00'],
    // An hour alone past noon, which no morning's can be; 5 alone could be either, and is none.
    ['14', '14:00'],
    ['23', '23:00'],
  ])('reads %j as an opening time %s', (typed, time) => {
    expect(timeOfDay(typed)).toBe(time);
  });

  it('reads midnight as the end of the day when it closes, and never opens at the end of one', () => {
    expect(timeOfDay('12am', true)).toBe('24:00');
    expect(timeOfDay('midnight', true)).toBe('24:00');
    expect(timeOfDay('00:00', true)).toBe('24:00');
    expect(timeOfDay('24:00', true)).toBe('24:00');
    expect(timeOfDay('24:00')).toBeUndefined();
    expect(timeOfDay('midnight')).toBe('00:00');
  });

  it.each(['', '5', '12', '25', '13pm', '0am', '24:30', '25:00', '7:60', 'half past five', '5pm-6pm'])('reads %j as no time', (typed) => {
    expect(timeOfDay(typed)).toBeUndefined();
    expect(timeOfDay(typed, true)).toBeUndefined();
  });
});
