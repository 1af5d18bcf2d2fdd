// The open-now line and the special days (src/shared/hours.ts): the same code runs at build time
// and in the browser, so these cases hold for both.
import { describe, expect, it } from 'vitest';
import { addDays, dayName, hoursData, localTime, openLine, openState, shopToday, specialLine, specialSoon, type HoursData } from '../../src/shared/hours.js';
import type { Shop } from '../../src/shared/data.generated.js';
import type { SiteData } from '../../src/shared/types.js';
import { pastSpecialDays } from '../../src/validate/hours.js';

const WORDS = {
  openUntil: 'Open now, until {time}',
  openAllDay: 'Open now, 24 hours',
  closedUntil: 'Closed now, opens {day} {time}',
  closed: 'Closed now',
  today: 'today',
  tomorrow: 'tomorrow',
  heading: 'Special hours',
  special: '{day}: {hours}',
  specialNote: '{day}: {hours} for {note}',
  specialRange: '{from} to {through}',
  closedAllDay: 'closed',
  allDay: 'open 24 hours',
  weekClosed: 'Closed',
  weekAllDay: 'Open 24 hours',
};

type Schedule = Shop['hours'][number]['schedule'];
const shop = (schedule: Schedule, specialHours: Shop['specialHours'] = [], timeZone = 'America/New_York') => ({ hours: [{ label: 'Shop hours', schedule }], specialHours, timeZone });
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
// Monday to Friday 7:30 to 17:00, Saturday 7:00 to 13:00, closed Sunday.
const usual: Schedule = [
  { days: [...WEEKDAYS], opens: '07:30', closes: '17:00' },
  { days: ['saturday'], opens: '07:00', closes: '13:00' },
];
const data = (schedule = usual, special: Shop['specialHours'] = [], today = '2026-11-01'): HoursData => hoursData(shop(schedule, special), WORDS, today);
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
// 2026-11-23 is a Monday.
const line = (d: HoursData, day: string, time: string) => openLine(d, day, at(time));

describe('openLine', () => {
  it('tells open and closed on both sides of the opening and the closing time', () => {
    expect(line(data(), '2026-11-23', '07:29')).toBe('Closed now, opens today 7:30AM');
    expect(line(data(), '2026-11-23', '07:30')).toBe('Open now, until 5PM');
    expect(line(data(), '2026-11-23', '16:59')).toBe('Open now, until 5PM');
    expect(line(data(), '2026-11-23', '17:00')).toBe('Closed now, opens tomorrow 7:30AM');
  });

  it('names the day of the next opening past a closed day', () => {
    // Saturday after 13:00: Sunday is closed, so Monday.
    expect(line(data(), '2026-11-28', '13:00')).toBe('Closed now, opens Monday 7:30AM');
    expect(line(data(), '2026-11-29', '10:00')).toBe('Closed now, opens tomorrow 7:30AM');
  });

  it("dates an opening a week on, which is today's weekday again", () => {
    // A Saturday-only shop after it closes on Saturday 2026-11-28.
    const saturdays: Schedule = [{ days: ['saturday'], opens: '07:00', closes: '13:00' }];
    expect(line(data(saturdays), '2026-11-28', '14:00')).toBe('Closed now, opens Saturday, Dec 5 7AM');
    expect(line(data(saturdays), '2026-11-27', '14:00')).toBe('Closed now, opens tomorrow 7AM');
  });

  it('goes on across midnight when a day ends at 24:00 and the next opens at 00:00', () => {
    const nights: Schedule = [
      { days: ['friday'], opens: '18:00', closes: '24:00' },
      { days: ['saturday'], opens: '00:00', closes: '02:00' },
    ];
    expect(line(data(nights), '2026-11-27', '23:30')).toBe('Open now, until 2AM');
    expect(line(data(nights), '2026-11-28', '01:59')).toBe('Open now, until 2AM');
    expect(line(data(nights), '2026-11-28', '02:00')).toBe('Closed now, opens Friday 6PM');
    // A day that ends at midnight with nothing after it closes at 12AM.
    expect(line(data([{ days: ['friday'], opens: '18:00', closes: '24:00' }]), '2026-11-27', '23:00')).toBe('Open now, until 12AM');
  });

  it('reads ranges that meet or overlap as one opening: open until the last of them closes', () => {
    // Mondays given twice, as an owner who lengthens one day may leave them: 8 to 12 and 12 to 5, or 7:30 to 5 and 7:30 to 7.
    const meeting: Schedule = [{ days: ['monday'], opens: '08:00', closes: '12:00' }, { days: ['monday'], opens: '12:00', closes: '17:00' }];
    expect(line(data(meeting), '2026-11-23', '11:00')).toBe('Open now, until 5PM');
    const longer: Schedule = [{ days: [...WEEKDAYS], opens: '07:30', closes: '17:00' }, { days: ['monday'], opens: '07:30', closes: '19:00' }];
    expect(line(data(longer), '2026-11-23', '10:00')).toBe('Open now, until 7PM');
    // A lunch break stays a break.
    const lunch: Schedule = [{ days: ['monday'], opens: '08:00', closes: '12:00' }, { days: ['monday'], opens: '13:00', closes: '17:00' }];
    expect(line(data(lunch), '2026-11-23', '11:00')).toBe('Open now, until 12PM');
    expect(line(data(lunch), '2026-11-23', '12:30')).toBe('Closed now, opens today 1PM');
  });

  it('says open all day for a shop that never closes, and closed when nothing opens in the week ahead', () => {
    expect(line(data([{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], opens: '00:00', closes: '24:00' }]), '2026-11-25', '03:00')).toBe('Open now, 24 hours');
    const closedMonth = [{ date: '2026-11-20', through: '2026-12-20', closed: true as const }];
    expect(line(data(usual, closedMonth), '2026-11-25', '10:00')).toBe('Closed now');
  });

  it('honours special days: closed on a holiday, short hours on another, the week again after', () => {
    const special = [
      { date: '2026-11-26', closed: true as const, note: 'Thanksgiving' },
      { date: '2026-11-27', hours: [{ opens: '09:00', closes: '12:00' }] },
    ];
    // Wednesday evening: Thursday is closed, Friday opens late.
    expect(line(data(usual, special), '2026-11-25', '18:00')).toBe('Closed now, opens Friday 9AM');
    expect(line(data(usual, special), '2026-11-26', '10:00')).toBe('Closed now, opens tomorrow 9AM');
    expect(line(data(usual, special), '2026-11-27', '11:00')).toBe('Open now, until 12PM');
    expect(line(data(usual, special), '2026-11-27', '12:00')).toBe('Closed now, opens tomorrow 7AM');
  });

  it('reports the state apart from the words', () => {
    expect(openState(data(), '2026-11-23', at('08:00'))).toEqual({ open: true, until: { day: 0, time: '17:00' } });
    expect(openState(data(), '2026-11-23', at('18:00'))).toEqual({ open: false, opens: { day: 1, time: '07:30' } });
  });
});

describe('the open-now line and the special days in another language', () => {
  const ES = { ...WORDS, openUntil: 'Abierto ahora, hasta las {time}', closedUntil: 'Cerrado ahora, abre {day} a las {time}', today: 'hoy', tomorrow: 'mañana', specialNote: '{day}: {hours} por {note}', specialRange: '{from} a {through}', closedAllDay: 'cerrado' };
  const es = (schedule = usual): HoursData => hoursData(shop(schedule), ES, '2026-11-01');

  it('names the days and times in es, from the browser\'s and Node\'s own Intl', () => {
    expect(openLine(es(), '2026-11-23', at('07:30'), 'es')).toBe('Abierto ahora, hasta las 17:00');
    expect(openLine(es(), '2026-11-28', at('13:00'), 'es')).toBe('Cerrado ahora, abre lunes a las 7:30');
    expect(openLine(es(), '2026-11-24', at('17:00'), 'es')).toBe('Cerrado ahora, abre mañana a las 7:30');
    const saturdays: Schedule = [{ days: ['saturday'], opens: '07:00', closes: '13:00' }];
    expect(openLine(es(saturdays), '2026-11-28', at('14:00'), 'es')).toBe('Cerrado ahora, abre sábado, 5 dic a las 7:00');
  });

  it('writes a special day as the language writes a date', () => {
    expect(dayName('2026-11-26', 'es')).toBe('jueves, 26 nov');
    expect(dayName('2026-11-26', 'fr')).toBe('jeudi 26 nov.');
    expect(specialLine({ from: '2026-12-24', through: '2026-12-24', ranges: [['08:00', '12:00']], note: 'Nochebuena' }, ES, 'es')).toBe('jueves, 24 dic: 8:00-12:00 por Nochebuena');
    expect(specialLine({ from: '2026-12-24', through: '2026-12-26', ranges: [] }, ES, 'es')).toBe('jueves, 24 dic a sábado, 26 dic: cerrado');
  });

  it.each(['en', 'en-US', 'en-GB'])('stays as it was in %s', (lang) => {
    expect(openLine(data(), '2026-11-28', at('13:00'), lang)).toBe('Closed now, opens Monday 7:30AM');
    expect(dayName('2026-11-26', lang)).toBe('Thursday, Nov 26');
    expect(specialLine({ from: '2026-12-24', through: '2026-12-24', ranges: [['08:00', '12:00']] }, WORDS, lang)).toBe('Thursday, Dec 24: 8AM-12PM');
  });
});

describe('the shop\'s clock', () => {
  it('reads the date and time in the shop\'s time zone, not the machine\'s', () => {
    // 03:30 UTC on the 26th is 22:30 on the 25th in New York and 19:30 in Los Angeles.
    const now = new Date('2026-11-26T03:30:00Z');
    expect(localTime('America/New_York', now)).toEqual({ day: '2026-11-25', minutes: at('22:30') });
    expect(localTime('America/Los_Angeles', now)).toEqual({ day: '2026-11-25', minutes: at('19:30') });
    expect(localTime('Asia/Tokyo', now)).toEqual({ day: '2026-11-26', minutes: at('12:30') });
    expect(shopToday(undefined, now)).toBe('2026-11-26');
    // Midnight is 0, never 24.
    expect(localTime('UTC', new Date('2026-11-26T00:00:00Z')).minutes).toBe(0);
  });

  it('keeps summer time: 12:00 UTC is 8AM in New York in July and 7AM in November', () => {
    expect(localTime('America/New_York', new Date('2026-07-01T12:00:00Z')).minutes).toBe(at('08:00'));
    expect(localTime('America/New_York', new Date('2026-11-02T12:00:00Z')).minutes).toBe(at('07:00'));
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('special days', () => {
  it('names a day, a range, the hours and the note', () => {
    expect(dayName('2026-11-26')).toBe('Thursday, Nov 26');
    expect(specialLine({ from: '2026-11-26', through: '2026-11-26', ranges: [], note: 'Thanksgiving' }, WORDS)).toBe('Thursday, Nov 26: closed for Thanksgiving');
    expect(specialLine({ from: '2026-12-24', through: '2026-12-24', ranges: [['08:00', '12:00'], ['13:00', '15:30']] }, WORDS)).toBe('Thursday, Dec 24: 8AM-12PM, 1PM-3:30PM');
    expect(specialLine({ from: '2026-12-24', through: '2026-12-26', ranges: [] }, WORDS)).toBe('Thursday, Dec 24 to Saturday, Dec 26: closed');
    expect(specialLine({ from: '2026-12-31', through: '2026-12-31', ranges: [['00:00', '24:00']] }, WORDS)).toBe('Thursday, Dec 31: open 24 hours');
  });

  it('are named in the 14 days from today, today included, and a range while any of it is ahead', () => {
    const day = { from: '2026-11-26', through: '2026-11-26' };
    expect(specialSoon(day, '2026-11-13')).toBe(true);
    expect(specialSoon(day, '2026-11-12')).toBe(false);
    expect(specialSoon(day, '2026-11-26')).toBe(true);
    expect(specialSoon(day, '2026-11-27')).toBe(false);
    expect(specialSoon({ from: '2026-12-20', through: '2027-01-02' }, '2026-12-31')).toBe(true);
  });

  it('leave out the days already past on the build\'s day, and sort the rest', () => {
    const special = [
      { date: '2026-12-25', closed: true as const },
      { date: '2026-11-01', closed: true as const },
      { date: '2026-11-20', through: '2026-11-30', closed: true as const },
    ];
    expect(data(usual, special, '2026-11-25').special).toEqual([
      ['2026-11-20', '2026-11-30', ''],
      ['2026-12-25', '2026-12-25', ''],
    ]);
  });

  it('ship the browser only what the open-now line needs, short: ranges as text, no notes, its own words', () => {
    const special = [{ date: '2026-12-24', hours: [{ opens: '13:00', closes: '15:00' }, { opens: '08:00', closes: '12:00' }], note: 'Christmas Eve' }];
    const shipped = data(usual, special, '2026-11-25');
    expect(shipped.week).toEqual(['', '07:30-17:00', '07:30-17:00', '07:30-17:00', '07:30-17:00', '07:30-17:00', '07:00-13:00']);
    expect(shipped.special).toEqual([['2026-12-24', '2026-12-24', '08:00-12:00 13:00-15:00']]);
    expect(Object.keys(shipped.words).sort()).toEqual(['closed', 'closedUntil', 'openAllDay', 'openUntil', 'today', 'tomorrow']);
    expect(shipped.words.openUntil).toEqual(['Open now, until ', 'time', '']);
  });
});

describe('special days that are over', () => {
  const site = (specialHours: Shop['specialHours'], timeZone = 'America/New_York') => ({ shop: { timeZone, specialHours } }) as unknown as SiteData;
  const days: Shop['specialHours'] = [
    { date: '2026-11-26', closed: true },
    { date: '2026-12-24', through: '2026-12-25', closed: true },
  ];

  it("are those whose last day is before today at the shop, named at that day", () => {
    // 03:00 in London on Dec 26 is still Christmas Day at a shop in New York.
    expect(pastSpecialDays(site(days), new Date(Date.UTC(2026, 11, 26, 3))).map((p) => [p.message, p.source?.path])).toEqual([['2026-11-26 is over: the site no longer shows this special day', '/specialHours/0/date']]);
    expect(pastSpecialDays(site(days), new Date(Date.UTC(2026, 11, 26, 6))).map((p) => p.source?.path)).toEqual(['/specialHours/0/date', '/specialHours/1/through']);
    expect(pastSpecialDays(site(days), new Date(Date.UTC(2026, 11, 26, 6))).every((p) => p.severity === 'warning' && p.advice)).toBe(true);
    expect(pastSpecialDays(site(days), new Date(Date.UTC(2026, 10, 26, 12)))).toEqual([]);
  });
});
