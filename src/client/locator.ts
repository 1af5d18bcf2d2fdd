// The hub's locator, in the browser (a chunk of its own, loaded by hub.ts on interaction): a ZIP
// code, a town ("Raleigh" or "Raleigh, NC"), a state (code or name) or the visitor's location
// becomes the nearest shops by great-circle distance (those within the hub's locatorMiles; with none
// that near, it says so and shows the one nearest), or a state's shops, shown under the form and
// announced in its live region. It asks only the hub's own files (src/hub/locator-data.ts), each
// once: the shops' places, then the one piece of ZIP codes or towns and the states' shops it needs.
import { milesBetween, townKey, townPiece } from '../shared/locator.js';

/** How many shops a place search shows. */
export const NEAREST = 5;

type Words = Record<'noResult' | 'nearResults' | 'farResult' | 'nearYou' | 'stateResults' | 'distance' | 'locating' | 'locationUnavailable' | 'phoneLabel' | 'hoursLabel' | 'visitSite', string>;
/** Each state: [slug, code, name, its shops' places as latitude x100, longitude x100, …]. */
type Index = [string, string, string, number[]][];
/** name, url, phone (as written: shown unbroken, as the pages show it), tel, street, city, state, zip, latitude, longitude, hours (the week, as its own site's header gives them) */
type Shop = [string, string, string, string, string, string, string, string, number, number, string];
type Place = [number, number];

const cache = new Map<string, Promise<unknown>>();
function get<T>(url: string): Promise<T> {
  let found = cache.get(url);
  if (!found) {
    found = fetch(url).then((r) => (r.ok ? r.json() : r.status === 404 ? undefined : Promise.reject(new Error(String(r.status)))));
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

/** The form's query: a state's shops, or the nearest shops to a ZIP code or a town. */
export async function search(form: HTMLFormElement): Promise<void> {
  const query = (new FormData(form).get('q') as string | null)?.trim() ?? '';
  if (!query) return;
  const { base, words } = parts(form);
  const index = await get<Index>(`${base}index.json`);
  const state = index.find(([, code, name]) => code.toLowerCase() === query.toLowerCase() || townKey(name) === townKey(query));
  if (state) {
    const [slug, , name] = state;
    const shops = (await get<Shop[]>(`${base}shops/${slug}.json`)) ?? [];
    return show(form, shops.map((s) => ({ shop: s })), fill(words.stateResults, { count: String(shops.length), state: name }));
  }
  const zip = /^\d{5}(-\d{4})?$/.test(query);
  const town = zip ? undefined : await townPlace(base, index, query);
  const place = zip ? await zipPlace(base, query.slice(0, 5)) : town?.place;
  if (!place) return show(form, [], fill(words.noResult, { query }));
  return nearest(form, index, place, town?.named ?? query);
}

/** The nearest shops to where the browser says the visitor is. */
export function nearVisitor(form: HTMLFormElement): void {
  const { status, words } = parts(form);
  status.textContent = words.locating;
  navigator.geolocation.getCurrentPosition(
    async ({ coords }) => {
      const index = await get<Index>(`${parts(form).base}index.json`);
      await nearest(form, index, [coords.latitude, coords.longitude], words.nearYou);
    },
    () => {
      status.textContent = words.locationUnavailable;
    },
    { maximumAge: 600_000, timeout: 15_000 },
  );
}

async function zipPlace(base: string, zip: string): Promise<Place | undefined> {
  const piece = await get<Record<string, Place> | undefined>(`${base}zip/${zip.slice(0, 3)}.json`);
  return piece?.[zip];
}

/**
 * A town by its name, with or without its state; a name many states have is the one nearest a
 * shop, named with its state ("Portland, OR") so that the visitor sees which one was meant.
 */
async function townPlace(base: string, index: Index, query: string): Promise<{ place: Place; named: string } | undefined> {
  const written = /^(.*?)[\s,]+([A-Za-z]{2})$/.exec(query);
  const tries = written ? [[townKey(written[1]!), written[2]!.toLowerCase()], [townKey(query), '']] : [[townKey(query), '']];
  for (const [name, st] of tries) {
    if (!name) continue;
    const piece = await get<Record<string, Place> | undefined>(`${base}towns/${townPiece(name)}.json`);
    const found = Object.entries(piece ?? {}).filter(([key]) => (st ? key === `${name}, ${st}` : key.slice(0, key.lastIndexOf(', ')) === name));
    const [key, place] = found.sort(([, a], [, b]) => closest(index, a) - closest(index, b))[0] ?? [];
    if (key && place) return { place, named: found.length > 1 ? `${query}, ${key.slice(key.lastIndexOf(', ') + 2).toUpperCase()}` : query };
  }
  return undefined;
}

/** Every shop's distance by the index's rounded places, with its state's slug. */
const distances = (index: Index, [lat, lon]: Place) =>
  index.flatMap(([slug, , , places]) => places.filter((_, i) => i % 2 === 0).map((la, i) => ({ slug, miles: milesBetween(lat, lon, la / 100, places[2 * i + 1]! / 100) })));
const closest = (index: Index, place: Place) => Math.min(...distances(index, place).map((d) => d.miles));

async function nearest(form: HTMLFormElement, index: Index, place: Place, query: string): Promise<void> {
  const { base, words, miles } = parts(form);
  // Ranked by the index's rounded places, then again by each candidate's own.
  const ranked = distances(index, place).sort((a, b) => a.miles - b.miles).slice(0, NEAREST * 2);
  const slugs = [...new Set(ranked.map((r) => r.slug))];
  const shops = (await Promise.all(slugs.map((slug) => get<Shop[]>(`${base}shops/${slug}.json`)))).flatMap((list) => list ?? []);
  const found = shops
    .map((shop) => ({ shop, miles: milesBetween(place[0], place[1], shop[8], shop[9]) }))
    .sort((a, b) => a.miles - b.miles);
  const near = found.filter((f) => f.miles <= miles).slice(0, NEAREST);
  if (near.length) return show(form, near, fill(words.nearResults, { count: String(near.length), query }));
  show(form, found.slice(0, 1), fill(words.farResult, { miles: String(miles), query }));
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
  if (miles !== undefined) li.append(line(fill(words.distance, { distance: miles.toFixed(1) })));
  li.append(address, line(`${words.phoneLabel}: `, link(tel, phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011'))), line(`${words.hoursLabel}: ${hours}`), line(link(url, fill(words.visitSite, { name }), 'hub-visit')));
  return li;
}
