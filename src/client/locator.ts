// The hub's locator, in the browser (a chunk of its own, loaded by hub.ts on interaction): a ZIP
// code, a town ("Raleigh", "St. Louis", "Cary, NC", "Cary North Carolina"), a state (code or name),
// a Canadian postal code, town of the brand's shops or province (in a hub with a shop in Canada;
// a province also by another name it goes by, "PEI") or the visitor's location becomes the
// nearest shops by great-circle distance (those within the hub's locatorMiles; with none that
// near, it says so and shows the one nearest), or the shops of a state that has some, shown under
// the form and announced in its live region. It asks only the hub's own files
// (src/hub/locator-data.ts), each once: the shops' places, the states' names for a search that is
// no ZIP or postal code, then the one piece of ZIP codes, postal areas or towns and the states'
// shops it needs; never a piece that is not there (a 404 is an error in the visitor's console).
import { distanceWords, milesBetween, postalArea, townKey, townPiece } from '../shared/locator.js';

/** How many shops a place search shows. */
export const NEAREST = 5;

type Words = Record<'noResult' | 'nearResults' | 'farResult' | 'stateNone' | 'searchFailed' | 'nearYou' | 'stateResults' | 'distance' | 'locating' | 'locationUnavailable' | 'phoneLabel' | 'hoursLabel' | 'visitSite', string>;
/** The states with shops, each [slug, code, name, its shops' places as latitude x100, longitude x100, …], the ZIP pieces there are (a bitmap, base64), and the postal areas' pieces (their letters, "abce…"; in a hub with a shop in Canada). */
interface Index {
  states: [string, string, string, number[]][];
  zip: string;
  postal?: string;
}
/** Every state [code, name, latitude, longitude] (in a hub with a shop in Canada, every province by each name it goes by, its own first), and the town pieces there are: by their first two letters, each with the third letters after them ("." for none). */
interface Names {
  states: [string, string, number, number][];
  towns: string;
}
/** name, url, phone (as the pages show it, unbroken), tel, street, city, state, zip, latitude, longitude, hours (the week, as its own site's header gives them) */
type Shop = [string, string, string, string, string, string, string, string, number, number, string];
type Place = [number, number];

const cache = new Map<string, Promise<unknown>>();
function get<T>(url: string): Promise<T> {
  let found = cache.get(url);
  if (!found) {
    found = fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))));
    found.catch(() => cache.delete(url));
    cache.set(url, found);
  }
  return found as Promise<T>;
}

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);

function parts(form: HTMLFormElement) {
  const section = form.closest('section')!;
  return {
    words: JSON.parse(form.dataset.words!) as Words,
    base: form.dataset.locator!,
    miles: Number(form.dataset.miles),
    status: section.querySelector<HTMLElement>('[data-locator-status]')!,
    list: section.querySelector<HTMLOListElement>('[data-locator-results]')!,
  };
}

/** What the page showed of an answer, kept with its history entry: Back and Forward show it again without asking. */
interface Kept {
  q: string | undefined;
  found: Answer[0];
  heading: string;
}

/**
 * The page's address with the search `query` (?q=, as the form sends it without JavaScript), or
 * without one (the visitor's location); its other parameters kept. Another search than the
 * address holds is a new history entry, so Back returns to the answer before it; the search a page
 * was opened with, or the same again, keeps its entry.
 */
function keepSearch(query: string | undefined): void {
  const url = new URL(location.href);
  const same = url.searchParams.get('q') === (query ?? null) && (query !== undefined || kept() !== undefined);
  if (query === undefined) url.searchParams.delete('q');
  else url.searchParams.set('q', query);
  if (same) history.replaceState(history.state, '', url);
  else history.pushState(PAGE_ENTRY, '', url);
}

/**
 * The state of every history entry the page makes (hub.ts gives it to the entry it was opened at):
 * an entry with none (null) was made by a link to a part of the page (#main), not by a search.
 */
export const PAGE_ENTRY = { hub: true };
const kept = (state: unknown = history.state): Kept | undefined => (state as { locator?: Kept } | null)?.locator;
const keep = (locator: Kept) => history.replaceState({ ...PAGE_ENTRY, ...(history.state as object | null), locator }, '');
/** The answer on the page, kept with its entry; none while a failure or nothing is shown, or a search is on its way. */
let shown: Kept | undefined;

/** What a search shows: the shops found, and the words above them. */
type Answer = [{ shop: Shop; miles?: number }[], string];

/** The search asked last: the answer to an earlier one that comes later (a slow piece) is not shown over it. */
let latest = 0;
async function answerWith(form: HTMLFormElement, query: string | undefined, asked: () => Promise<Answer>, ticket = ++latest): Promise<void> {
  let answer: Answer;
  let failed = false;
  try {
    answer = await asked();
  } catch {
    // The hub's files did not come (offline, a flaky connection): said, not an empty page, and not
    // kept, so that Back or a reload asks again.
    answer = [[], parts(form).words.searchFailed];
    failed = true;
  }
  if (ticket !== latest) return;
  show(form, ...answer);
  shown = failed ? undefined : { q: query, found: answer[0], heading: answer[1] };
  if (shown) keep(shown);
}

/**
 * The answer of the history entry the visitor went Back or Forward to (or reloaded: `state` is the
 * one the page was opened with): the one it kept, else the search in its address, else none.
 */
export function restore(form: HTMLFormElement, state: unknown = history.state): void {
  // A link to a part of the page (#main) made an entry of its own: the answer shown stays, kept with it.
  if (state === null) {
    if (shown) keep(shown);
    return;
  }
  const answer = kept(state);
  const query = new URL(location.href).searchParams.get('q') ?? '';
  form.querySelector<HTMLInputElement>('input[name="q"]')!.value = answer ? (answer.q ?? '') : query;
  if (!answer && query.trim()) {
    void search(form);
    return;
  }
  ++latest;
  shown = answer;
  show(form, answer?.found ?? [], answer?.heading ?? '');
}

/** The form's query, kept in the page's address: a state's shops, or the nearest shops to a ZIP code, a town or a state with none. */
export async function search(form: HTMLFormElement): Promise<void> {
  const query = (new FormData(form).get('q') as string | null)?.trim() ?? '';
  if (!query) return;
  // The answer shown is the last search's no more: a link to #main before the new one comes keeps none.
  shown = undefined;
  keepSearch(query);
  await answerWith(form, query, () => answerTo(form, query));
}

/** Whether a query is a state, by its code or its name ("nc", "North  Carolina"). */
const namesState = (query: string, code: string, name: string) => code.toLowerCase() === query.toLowerCase() || townKey(name) === townKey(query);

async function answerTo(form: HTMLFormElement, query: string): Promise<Answer> {
  const { base, words, miles } = parts(form);
  const index = await get<Index>(`${base}index.json`);
  const shopsOf = async ([slug, , name]: Index['states'][number]): Promise<Answer> => {
    const shops = await get<Shop[]>(`${base}shops/${slug}.json`);
    return [shops.map((s) => ({ shop: s })), fill(words.stateResults, { count: String(shops.length), state: name })];
  };
  const state = index.states.find(([, code, name]) => namesState(query, code, name));
  if (state) return shopsOf(state);
  const none: Answer = [[], fill(words.noResult, { query })];
  // A ZIP code, alone or after its town ("Raleigh, NC 27604"); other digits are nothing ("276" is no town).
  const zip = /(?:^|[^\d-])(\d{5})(?:-\d{4})?$/.exec(query)?.[1];
  if (zip || /^[\d-]+$/.test(query)) {
    // Only a piece there is is asked for: a 404 is an error in the visitor's console.
    const prefix = Number(zip?.slice(0, 3));
    const place = zip && (atob(index.zip).charCodeAt(prefix >> 3) >> (prefix & 7)) & 1 ? (await get<Record<string, Place>>(`${base}zip/${zip.slice(0, 3)}.json`))[zip] : undefined;
    return place ? nearest(form, index, place, query) : none;
  }
  // A Canadian postal code, alone or after its town ("Ottawa, ON K1A 0B1"), by its area's place;
  // a hub with no shop in Canada has no area's piece, and says so at once.
  const area = postalArea(query);
  if (area) {
    const letter = area[0]!.toLowerCase();
    const place = index.postal?.includes(letter) ? (await get<Record<string, Place>>(`${base}postal/${letter}.json`))[area] : undefined;
    return place ? nearest(form, index, place, query) : none;
  }
  const names = await get<Names>(`${base}names.json`);
  const region = names.states.find(([code, name]) => namesState(query, code, name));
  // A state with shops by another name it goes by ("PEI"): its shops.
  const held = region && index.states.find(([, code]) => code === region[0]);
  if (held) return shopsOf(held);
  // A state's name that is a town's too ("New York", "Washington") is the town when a shop is near it.
  const town = region && region[0].toLowerCase() === query.toLowerCase() ? undefined : await townPlace(base, index, names, query, miles);
  if (town && (!region || closest(index, town.place) <= miles)) return nearest(form, index, town.place, town.named);
  if (!region) return none;
  // A state with no shop: its nearest shops, by its middle, which is no place to say a distance from;
  // named by its own name, the first of its code's ("PEI" is Prince Edward Island), as one with shops is.
  const own = names.states.find(([code]) => code === region[0])![1];
  const [found] = await nearest(form, index, [region[2], region[3]], own);
  return [found.map(({ shop }) => ({ shop })), fill(found.length ? words.stateNone : words.noResult, { state: own, query })];
}

/** The nearest shops to where the browser says the visitor is. */
export function nearVisitor(form: HTMLFormElement): void {
  const { status, words } = parts(form);
  status.textContent = words.locating;
  // Asked now: a search typed while the browser finds the place is asked later, and its answer stays.
  const ticket = ++latest;
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      if (ticket !== latest) return;
      // The box and the address no longer hold a search: the answer is of the visitor's place, and a reload is not of an earlier one.
      form.querySelector<HTMLInputElement>('input[name="q"]')!.value = '';
      shown = undefined;
      keepSearch(undefined);
      void answerWith(form, undefined, async () => nearest(form, await get<Index>(`${parts(form).base}index.json`), [coords.latitude, coords.longitude], words.nearYou), ticket);
    },
    () => {
      // Said, and the shops of an earlier answer go.
      if (ticket === latest) show(form, [], words.locationUnavailable);
    },
    { maximumAge: 600_000, timeout: 15_000 },
  );
}

/**
 * A town by its name, with or without its state (its code or its name, after a comma or a space:
 * "Cary, NC", "Cary North Carolina"). Of the towns of one name in many states, the one nearest a
 * shop when one is within `miles` of a shop, else the one of the most ZIP codes (the city, not the
 * village); named then with its state ("Portland, OR") so that the visitor sees which one was meant.
 */
async function townPlace(base: string, index: Index, names: Names, query: string, miles: number): Promise<{ place: Place; named: string } | undefined> {
  // A state's code written with dots ("Cary, N.C.") reads as the code.
  const key = townKey(query).replace(/ ([a-z]) ([a-z])$/, (_, first: string, second: string) => ` ${first}${second}`);
  const pieces = new Set(names.towns.split(' ').flatMap((two) => [...two.slice(2)].map((third) => two.slice(0, 2) + (third === '.' ? '' : third))));
  const tries = names.states.flatMap(([code, name]) =>
    [code, name].map(townKey).flatMap((written) => (key.endsWith(` ${written}`) ? [[key.slice(0, -written.length - 1), code.toLowerCase()]] : [])),
  );
  for (const [name, st] of [...tries, [key, '']]) {
    const piece = townPiece(name!);
    if (!name || !pieces.has(piece)) continue;
    const towns = await get<Record<string, [number, number, number]>>(`${base}towns/${piece}.json`);
    const found = Object.entries(towns)
      .filter(([k]) => (st ? k === `${name}, ${st}` : k.slice(0, k.lastIndexOf(', ')) === name))
      .map(([k, [lat, lon, zips]]) => ({ k, place: [lat, lon] as Place, zips, away: closest(index, [lat, lon]) }));
    const near = found.filter((t) => t.away <= miles).sort((a, b) => a.away - b.away)[0];
    const chosen = near ?? found.sort((a, b) => b.zips - a.zips || a.away - b.away)[0];
    if (chosen) return { place: chosen.place, named: found.length > 1 ? `${query}, ${chosen.k.slice(chosen.k.lastIndexOf(', ') + 2).toUpperCase()}` : query };
  }
  return undefined;
}

/** Every shop's distance by the index's rounded places, with its state's slug. */
const distances = (index: Index, [lat, lon]: Place) =>
  index.states.flatMap(([slug, , , places]) => places.filter((_, i) => i % 2 === 0).map((la, i) => ({ slug, miles: milesBetween(lat, lon, la / 100, places[2 * i + 1]! / 100) })));
const closest = (index: Index, place: Place) => Math.min(...distances(index, place).map((d) => d.miles));

async function nearest(form: HTMLFormElement, index: Index, place: Place, query: string): Promise<Answer> {
  const { base, words, miles } = parts(form);
  // Ranked by the index's rounded places, then again by each candidate's own.
  const ranked = distances(index, place).sort((a, b) => a.miles - b.miles).slice(0, NEAREST * 2);
  const slugs = [...new Set(ranked.map((r) => r.slug))];
  const shops = (await Promise.all(slugs.map((slug) => get<Shop[]>(`${base}shops/${slug}.json`)))).flat();
  const found = shops
    .map((shop) => ({ shop, miles: milesBetween(place[0], place[1], shop[8], shop[9]) }))
    .sort((a, b) => a.miles - b.miles);
  const near = found.filter((f) => f.miles <= miles).slice(0, NEAREST);
  if (near.length) return [near, fill(words.nearResults, { count: String(near.length), query })];
  // A hub of no shop has no nearest one either.
  return [found.slice(0, 1), fill(found.length ? words.farResult : words.noResult, { miles: String(miles), query })];
}

function show(form: HTMLFormElement, found: { shop: Shop; miles?: number }[], heading: string): void {
  const { status, list, words } = parts(form);
  list.replaceChildren(...found.map(({ shop, miles }) => card(shop, miles, words)));
  list.hidden = found.length === 0;
  status.textContent = heading;
}

function card([name, url, phone, tel, street, city, state, zip, , , hours]: Shop, miles: number | undefined, words: Words): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'card hub-shop';
  const line = (...children: (string | Node)[]) => {
    const p = document.createElement('p');
    p.append(...children);
    return p;
  };
  const link = (href: string, text: string, className?: string) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    if (className) a.className = className;
    return a;
  };
  const heading = document.createElement('h3');
  heading.className = 'card-title';
  heading.textContent = name;
  const address = document.createElement('address');
  address.append(street, document.createElement('br'), `${city}, ${state} ${zip}`);
  li.append(heading);
  // A shop at the place searched (a town found at its one shop) has no distance to say: not "0.0 miles".
  if (miles !== undefined && miles >= 0.05) li.append(line(fill(words.distance, { distance: distanceWords(miles, document.documentElement.lang || undefined) })));
  li.append(address, line(`${words.phoneLabel}: `, link(tel, phone)), line(`${words.hoursLabel}: ${hours}`), line(link(url, fill(words.visitSite, { name }), 'hub-visit')));
  return li;
}
