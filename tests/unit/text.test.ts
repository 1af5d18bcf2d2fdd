import { describe, expect, it } from 'vitest';
import { fillDeep, fillText, formatTime, hoursLines, placeholdersIn, slugify, telHref } from '../../src/text.js';

describe('hoursLines', () => {
  it('joins runs of days with the same hours and shows missing days as closed', () => {
    const lines = hoursLines([
      { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '07:30', closes: '17:00' },
      { days: ['saturday'], opens: '07:00', closes: '13:00' },
    ]);
    expect(lines).toEqual([
      { days: 'Mon-Fri', hours: '7:30AM-5PM' },
      { days: 'Sat', hours: '7AM-1PM' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });

  it('shows a whole week as one line', () => {
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    expect(hoursLines([{ days: [...days], opens: '06:00', closes: '21:00' }])).toEqual([{ days: 'Mon-Sun', hours: '6AM-9PM' }]);
  });

  it('shows every slot of a day that has several, in order', () => {
    const lines = hoursLines([
      { days: ['monday'], opens: '18:00', closes: '20:00' },
      { days: ['monday'], opens: '07:30', closes: '17:00' },
    ]);
    expect(lines[0]).toEqual({ days: 'Mon', hours: '7:30AM-5PM, 6PM-8PM' });
  });

  it('does not join days that are apart in the week', () => {
    const lines = hoursLines([{ days: ['monday', 'wednesday'], opens: '09:00', closes: '12:00' }]);
    expect(lines.map((l) => l.days)).toEqual(['Mon', 'Tue', 'Wed', 'Thu-Sun']);
  });
});

describe('formatTime', () => {
  it.each([
    ['00:00', '12AM'],
    ['07:30', '7:30AM'],
    ['12:00', '12PM'],
    ['12:05', '12:05PM'],
    ['17:00', '5PM'],
    ['24:00', '12AM'],
  ])('%s is %s', (time, shown) => {
    expect(formatTime(time)).toBe(shown);
  });
});

describe('placeholders', () => {
  it('fills known placeholders and leaves unknown ones for validation to report', () => {
    expect(fillText('{make} in {city}, {nope}', { make: 'Kia', city: 'Here' })).toBe('Kia in Here, {nope}');
    expect(placeholdersIn('{a} and {bC} but not { x }')).toEqual(['a', 'bC']);
  });

  it('fills every string inside nested data without touching other values', () => {
    expect(fillDeep({ a: ['{x}', 2], b: { c: '{x}!' }, d: true }, { x: 'y' })).toEqual({ a: ['y', 2], b: { c: 'y!' }, d: true });
  });
});

describe('slugify and telHref', () => {
  it('makes safe path segments', () => {
    expect(slugify('Land Rover')).toBe('land-rover');
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('../../etc/Passwd')).toBe('etc-passwd');
    expect(slugify('Citroën')).toBe('citroen');
  });

  it('keeps only digits and a leading plus for tel: links', () => {
    expect(telHref('(555) 010-0142')).toBe('tel:5550100142');
    expect(telHref('+1 555.010.0142')).toBe('tel:+15550100142');
  });
});
