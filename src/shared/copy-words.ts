// The words code writes into a shop's copy, in the pages' language (pages.yaml lang): the
// placeholders' values ({hours}, {rating}, {reviewCount}) and the figures. English (en, en-*) is text.ts's
// own, unchanged. Apart from text.ts on purpose: the browser's bundle takes text.ts in, and the
// minifier names its symbols by the characters of the whole file, dead code included, so code
// added there can rename the reference site's client chunk.
import type { Pages, Shop } from './data.generated.js';
import { WEEK, dateWords, dayRuns, daysByTimes, fillText, formatTime, hoursSentence, isAllDay, isEnglish, shopVars, unbreakable, type Day } from './text.js';

type Slot = Shop['hours'][number]['schedule'][number];

/** What the copy needs of pages.yaml: its language, and its words for a range of days, a closed day and one open all day. */
export interface CopyPages {
  lang: string;
  layout: { hours: Pick<Pages['layout']['hours'], 'specialRange' | 'closedAllDay' | 'allDay'> };
}

/**
 * The placeholders' values as the pages write them: shopVars (text.ts), with the hours and the
 * rating in the language of `pages` ("lunes a viernes 7:30-17:00…", "4,8" in de, es and fr).
 */
export function pageVars(shop: Shop, pages: CopyPages): Record<string, string> {
  const counts = { years: countWords(shop.claims.yearsInBusiness, pages.lang), reviewCount: countWords(shop.claims.reviewCount, pages.lang) };
  const vars = { ...shopVars(shop), ...counts };
  if (isEnglish(pages.lang)) return vars;
  const hours = Object.fromEntries(shop.hours.map((entry, i) => [`hours${i + 1}`, hoursSentenceIn(entry.schedule, pages)]));
  // Over the shop's own placeholders too, as shopVars does: a name shopsite fills keeps its value.
  return { ...vars, rating: numberWords(shop.claims.rating, pages.lang), hours: hours.hours1!, ...hours };
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * A figure as `lang` writes it on a page (a rating: 4.8; 4,8 in de, es and fr); in English,
 * JavaScript's own digits ("4.8"), as the reference spec writes them. Never for JSON-LD, which
 * keeps the machine's number.
 */
export function numberWords(value: number, lang: string): string {
  if (isEnglish(lang)) return String(value);
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 20 })));
  return format.format(value);
}

const countFormats = new Map<string, Intl.NumberFormat>();
/**
 * A count as `lang` writes it on a page: its digits below a thousand ("200"), and grouped above, as
 * the language groups them ("1,200" in English, "1.200" in de). For {years}, {reviewCount} and the
 * home page's figures; never for JSON-LD.
 */
export function countWords(value: number, lang: string): string {
  if (value < 1000) return String(value);
  let format = countFormats.get(lang);
  if (!format) countFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 })));
  return format.format(value);
}

const listFormats = new Map<string, Intl.ListFormat>();
/** "a, b y c" (es), "a, b und c" (de): the language's own "and". */
function joinList(items: string[], lang: string): string {
  let format = listFormats.get(lang);
  if (!format) listFormats.set(lang, (format = new Intl.ListFormat(lang, { type: 'conjunction' })));
  return format.format(items);
}

/** A day's long name in `lang`: "lunes", "Montag". 2024-01-01 was a Monday. */
const weekdayName = (day: Day, lang: string) => dateWords(lang, { weekday: 'long' }, Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));

/**
 * Days in week order, three or more in a row as a range in pages.yaml's specialRange ("lunes a
 * viernes", the whole week too: no word of pages.yaml says "every day"), others by name.
 */
function dayList(days: Day[], pages: CopyPages): string {
  const name = (day: Day) => weekdayName(day, pages.lang);
  const range = (run: Day[]) => fillText(pages.layout.hours.specialRange, { from: name(run[0]!), through: name(run.at(-1)!) });
  return joinList(dayRuns(days).flatMap((run) => (run.length > 2 ? [range(run)] : run.map(name))), pages.lang);
}

/**
 * A schedule as a sentence for copy ({hours}) in the pages' language, grouped as text.ts's
 * hoursSentence groups it (the same hours together, closed days last), each day's times as the
 * hours table writes them, the rest pages.yaml's words: "lunes a viernes 7:30-17:00 y sábado
 * 7:00-13:00; domingo cerrado". A range of times never ends a line ("7:30-" over "17:00", or
 * "5:00" over "p.m.", in a phone's narrow column): its hyphen and spaces are unbreakable. In
 * English, hoursSentence's own.
 */
export function hoursSentenceIn(schedule: Slot[], pages: CopyPages): string {
  const { lang } = pages;
  if (isEnglish(lang)) return hoursSentence(schedule);
  const words = pages.layout.hours;
  const { groups, closed } = daysByTimes(schedule, (slots) =>
    joinList(slots.map((s) => (isAllDay(s) ? words.allDay : unbreakable(`${formatTime(s.opens, lang)}-${formatTime(s.closes, lang)}`))), lang),
  );
  const open = joinList([...groups].map(([phrase, days]) => `${dayList(days, pages)} ${phrase}`), lang);
  return closed.length ? `${open}; ${dayList(closed, pages)} ${words.closedAllDay}` : open;
}
