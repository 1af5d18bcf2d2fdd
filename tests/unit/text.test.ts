import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/shared/phone.js';
import { slugify } from '../../src/shared/slug.js';
import { fillDeep, fillText, formatTime, hoursLines, hoursSentence, isEnglish, placeholdersIn, shopPlaceholders } from '../../src/shared/text.js';

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

describe('hours as a sentence for copy ({hours})', () => {
  const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
  const WEEK = [...WEEKDAYS, 'saturday', 'sunday'] as const;

  it.each([
    [
      'the reference shop',
      [{ days: [...WEEKDAYS], opens: '07:30', closes: '17:00' }, { days: ['saturday' as const], opens: '07:00', closes: '13:00' }],
      'Monday to Friday from 7:30AM to 5PM and Saturday from 7AM to 1PM; closed Sunday',
    ],
    ['a whole week', [{ days: [...WEEK], opens: '06:00', closes: '21:00' }], 'every day from 6AM to 9PM'],
    ['open all day every day', [{ days: [...WEEK], opens: '00:00', closes: '24:00' }], 'every day 24 hours'],
    [
      'days apart with the same hours, a weekend closed',
      [{ days: ['monday' as const, 'wednesday' as const, 'friday' as const], opens: '09:00', closes: '12:00' }, { days: ['tuesday' as const, 'thursday' as const], opens: '13:00', closes: '18:30' }],
      'Monday, Wednesday and Friday from 9AM to 12PM and Tuesday and Thursday from 1PM to 6:30PM; closed Saturday and Sunday',
    ],
    [
      'a day closed for lunch',
      [{ days: [...WEEKDAYS], opens: '13:00', closes: '17:00' }, { days: [...WEEKDAYS], opens: '08:00', closes: '12:00' }],
      'Monday to Friday from 8AM to 12PM and from 1PM to 5PM; closed Saturday and Sunday',
    ],
  ])('%s', (_, schedule, sentence) => {
    expect(hoursSentence(schedule)).toBe(sentence);
  });

  it('names every schedule by its position: {hours1}, {hours2}… on top of the fixed list', () => {
    expect(shopPlaceholders(2).slice(-3)).toEqual(['hours', 'hours1', 'hours2']);
    expect(placeholdersIn('{hours} and {hours2}')).toEqual(['hours', 'hours2']);
  });
});

describe('a 24-hour schedule', () => {
  it('shows as open 24 hours, not 12AM-12AM', () => {
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    expect(hoursLines([{ days: [...days], opens: '00:00', closes: '24:00' }])).toEqual([{ days: 'Mon-Sun', hours: 'Open 24 hours' }]);
    expect(hoursLines([{ days: ['monday'], opens: '00:00', closes: '24:00' }, { days: ['tuesday'], opens: '06:00', closes: '24:00' }]).slice(0, 2)).toEqual([
      { days: 'Mon', hours: 'Open 24 hours' },
      { days: 'Tue', hours: '6AM-12AM' },
    ]);
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

describe('days and times in the pages\' language (pages.yaml lang)', () => {
  const usual: Parameters<typeof hoursLines>[0] = [
    { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], opens: '07:30', closes: '17:00' },
    { days: ['saturday'], opens: '07:00', closes: '13:00' },
  ];

  it.each(['en', 'en-US', 'en-GB', 'EN-ca'])('keeps shopsite\'s own English in %s, as the reference spec writes it', (lang) => {
    expect(isEnglish(lang)).toBe(true);
    expect(hoursLines(usual, 'Closed', 'Open 24 hours', lang)).toEqual(hoursLines(usual));
    expect(['00:00', '07:30', '12:05', '17:00', '24:00'].map((t) => formatTime(t, lang))).toEqual(['12AM', '7:30AM', '12:05PM', '5PM', '12AM']);
  });

  it.each([
    ['es', 'Cerrado', ['lun-vie', 'sáb', 'dom'], ['7:30-17:00', '7:00-13:00', 'Cerrado']],
    ['fr', 'Fermé', ['lun.-ven.', 'sam.', 'dim.'], ['7:30-17:00', '7:00-13:00', 'Fermé']],
    ['de', 'Geschlossen', ['Mo-Fr', 'Sa', 'So'], ['7:30-17:00', '7:00-13:00', 'Geschlossen']],
  ])('writes the days and times of %s as the language does', (lang, closed, days, hours) => {
    expect(isEnglish(lang)).toBe(false);
    const lines = hoursLines(usual, closed, '24 h', lang);
    expect(lines.map((l) => l.days)).toEqual(days);
    expect(lines.map((l) => l.hours)).toEqual(hours);
  });

  it.each([
    ['es', '07:30', '7:30'],
    ['es', '17:00', '17:00'],
    ['es', '24:00', '0:00'],
    ['fr', '08:00', '8:00'],
    ['fr', '12:05', '12:05'],
  ])('in %s, %s is %s', (lang, time, shown) => {
    expect(formatTime(time, lang)).toBe(shown);
  });

  it('follows a region\'s own clock: 12 hours in es-US, "h" in fr-CA', () => {
    expect(formatTime('17:00', 'es-US')).toMatch(/^5:00\sp\.\s?m\.$/u);
    expect(formatTime('07:30', 'fr-CA')).toMatch(/^7\sh\s30$/u);
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
