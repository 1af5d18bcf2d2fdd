// The brand's hub in Chromium, served as its host would (CSP and Permissions-Policy in force): the
// locator finds the right shop for a ZIP code, a town and a state at phone and desktop widths (and
// for a Canadian postal code, town and province in a brand with shops in Canada),
// "Use my location" with the browser's geolocation, a place with no shop said so in the live
// region; with JavaScript off every shop is listed and linked; axe clean on each kind of page.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRANCHISE, ROOT, cliEnv, tempDir } from '../helpers.js';
import { DESKTOP, PHONE, axeViolations, launch, openContext, problemsIn, serve, type Site } from './harness.js';

let browser: Browser;
let site: Site;

beforeAll(async () => {
  const out = path.join(tempDir(), 'hub');
  const shops = ['gainesville', 'raleigh', 'springfield'].map((s) => path.join(FRANCHISE, 'shops', s));
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'hub', '--brand', path.join(FRANCHISE, 'brand'), '--data', ...shops, '--out', out], { encoding: 'utf8', env: cliEnv() });
  if (run.status !== 0) throw new Error(run.stderr);
  [browser, site] = await Promise.all([launch(), serve(out)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

/** The names of the shops the locator shows, nearest first (on the example brand's hub, or `on`). */
async function search(viewport: { width: number; height: number }, query: string, at = '/locations/', on = site) {
  const { page, context, messages } = await openContext(browser, viewport);
  await page.goto(`${on.url}${at}`);
  await page.getByLabel('ZIP code, town or state').fill(query);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const status = page.locator('[data-locator-status]');
  await expect.poll(() => status.textContent()).not.toBe('');
  const names = await page.locator('[data-locator-results] .card-title').allTextContents();
  const said = await status.textContent();
  const links = await page.locator('[data-locator-results] a.hub-visit').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const distances = await page.locator('[data-locator-results] li > p:first-of-type').allTextContents();
  await context.close();
  return { names, said, links, distances, problems: problemsIn(messages) };
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the locator at %s width', (_, viewport) => {
  it('finds the nearest shop for a ZIP code, with its distance and a link to its site', async () => {
    const found = await search(viewport, '27513'); // Cary, NC
    expect(found.names[0]).toBe('Cardinal Auto Raleigh');
    expect(found.links[0]).toBe('https://raleigh.cardinal-auto.example.com/');
    expect(found.distances[0]).toMatch(/^\d+ miles away$/); // 11: tenths only under 10 miles
    expect(found.said).toBe('Nearest shops to 27513: 1'); // Springfield, VA, 230 miles off, is not near
    expect(found.problems).toEqual([]);
  });

  it('finds the nearest shop for a town, with or without its state', async () => {
    expect((await search(viewport, 'Ocala')).names[0]).toBe('Cardinal Auto Gainesville');
    expect((await search(viewport, 'Alexandria, VA')).names[0]).toBe('Cardinal Auto Springfield');
  });

  it('names the town it chose among those of one name in many states: the one nearest a shop', async () => {
    const found = await search(viewport, 'Springfield');
    expect(found.said).toBe('Nearest shops to Springfield, VA: 1');
    expect(found.names[0]).toBe('Cardinal Auto Springfield');
    const far = await search(viewport, 'Springfield, IL');
    expect(far.said).toBe('No shop within 100 miles of Springfield, IL. The nearest:');
    expect(far.names).toEqual(['Cardinal Auto Raleigh']); // 661 miles, Springfield, VA 669
  });

  it('says when no shop is near, and shows the nearest one with how far it is', async () => {
    const found = await search(viewport, '98101'); // Seattle
    expect(found.said).toBe('No shop within 100 miles of 98101. The nearest:');
    expect(found.names).toEqual(['Cardinal Auto Springfield']);
    expect(found.distances[0]).toMatch(/^2,\d{3} miles away$/);
    expect(found.problems).toEqual([]);
  });

  it('runs a search the page was opened with (?q=), as the form without JavaScript or a link sends it', async () => {
    const { page, context, messages } = await openContext(browser, viewport);
    await page.goto(`${site.url}/locations/?q=27513`);
    await expect.poll(() => page.locator('[data-locator-status]').textContent()).toBe('Nearest shops to 27513: 1');
    expect((await page.locator('[data-locator-results] .card-title').allTextContents())[0]).toBe('Cardinal Auto Raleigh');
    expect(await page.getByLabel('ZIP code, town or state').inputValue()).toBe('27513');
    // Its answer is brought into view: the first shop's name is on the screen.
    await expect.poll(() => page.locator('[data-locator-results] .card-title').first().evaluate((e) => e.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    // A search made on the page is kept in its address, so a reload or a link runs it again; the address's other parameters stay.
    await page.goto(`${site.url}/locations/?utm_source=mail#find`);
    await page.getByLabel('ZIP code, town or state').fill('Ocala');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?utm_source=mail&q=Ocala');
    expect(new URL(page.url()).hash).toBe('#find');
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it("lists a state's shops by its code or its name", async () => {
    const byName = await search(viewport, 'north carolina', '/');
    expect(byName.names).toEqual(['Cardinal Auto Raleigh']);
    expect(byName.said).toBe('Shops in North Carolina: 1');
    expect((await search(viewport, 'FL')).names).toEqual(['Cardinal Auto Gainesville']);
  });

  it('shows the answer to the search asked last, says so when the shops cannot be loaded, and keeps a long query on the screen', async () => {
    const { page, context, messages } = await openContext(browser, viewport);
    // The town pieces slow, as on a phone's connection: the answer to "Gainesville" comes after 27601's.
    await page.route('**/locator/towns/**', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto(`${site.url}/locations/`);
    const box = page.getByLabel('ZIP code, town or state');
    const find = page.getByRole('button', { name: 'Find', exact: true });
    await box.fill('Gainesville');
    await find.click();
    await box.fill('27601');
    await find.click();
    const status = page.locator('[data-locator-status]');
    await expect.poll(() => status.textContent()).toBe('Nearest shops to 27601: 1');
    await page.waitForTimeout(1200);
    expect(await status.textContent()).toBe('Nearest shops to 27601: 1');
    expect(await page.locator('[data-locator-results] .card-title').allTextContents()).toEqual(['Cardinal Auto Raleigh']);
    // A blank search changes nothing.
    await box.fill('   ');
    await find.click();
    expect(new URL(page.url()).searchParams.get('q')).toBe('27601');
    // A query longer than the screen wraps: the page does not scroll sideways.
    await box.fill('x'.repeat(200));
    await find.click();
    await expect.poll(() => status.textContent()).toBe(`No shop found for ${'x'.repeat(200)}.`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    expect(problemsIn(messages)).toEqual([]);
    // The hub's files not coming (offline): said, not an empty page or an error thrown.
    await page.route('**/locator/**', (route) => route.abort());
    await box.fill('Ocala');
    await find.click();
    await expect.poll(() => status.textContent()).toBe('The shops could not be loaded: check your connection and try again.');
    expect(messages.filter((m) => m.startsWith('pageerror'))).toEqual([]);
    // The failure is not kept with its entry: once the connection is back, Back to it asks again.
    await page.unroute('**/locator/**');
    await box.fill('27601');
    await find.click();
    await expect.poll(() => status.textContent()).toBe('Nearest shops to 27601: 1');
    await page.goBack();
    await expect.poll(() => status.textContent()).toBe('Nearest shops to Ocala: 1');
    await context.close();
  });

  it("keeps no earlier search's answer with a link to #main followed while a search is on its way", async () => {
    const { page, context } = await openContext(browser, viewport);
    await page.goto(`${site.url}/locations/?q=27513`);
    const status = page.locator('[data-locator-status]');
    await expect.poll(() => status.textContent()).toBe('Nearest shops to 27513: 1');
    await page.route('**/locator/names.json', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.abort();
    });
    await page.getByLabel('ZIP code, town or state').fill('Ocala');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a.skip-link')!.click());
    await expect.poll(() => status.textContent()).toBe('The shops could not be loaded: check your connection and try again.');
    await page.unroute('**/locator/names.json');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.goForward();
    await expect.poll(() => new URL(page.url()).hash).toBe('#main');
    // The entry of Ocala's search never shows 27513's answer: asked again, it answers.
    await expect.poll(() => status.textContent()).not.toBe('Nearest shops to 27513: 1');
    await page.waitForTimeout(300);
    expect(await status.textContent()).not.toBe('Nearest shops to 27513: 1');
    await context.close();
  });

  it('says so in the live region when nothing is found, asking for no file that is not there', async () => {
    for (const query of ['Nowhereville', 'zzzz', '276', '00000']) {
      const found = await search(viewport, query);
      expect(found.names).toEqual([]);
      expect(found.said).toBe(`No shop found for ${query}.`);
      expect(found.problems).toEqual([]);
    }
  });

  it('finds the nearest shops to a state with none of its own, by its name or code, with no distance from its middle', async () => {
    const maryland = await search(viewport, 'Maryland'); // also a village in New York
    expect(maryland.said).toBe('No shop in Maryland yet. The nearest:');
    expect(maryland.names).toEqual(['Cardinal Auto Springfield']);
    expect(maryland.distances[0]).not.toMatch(/miles away/);
    expect((await search(viewport, 'DC')).said).toBe('No shop in District of Columbia yet. The nearest:');
    // A state's name that is a town's too: the town where a shop is near it, else the state.
    expect((await search(viewport, 'Washington')).said).toBe('Nearest shops to Washington, DC: 1');
    expect((await search(viewport, 'New York')).said).toBe('No shop in New York yet. The nearest:');
    const georgia = await search(viewport, 'Georgia');
    expect(georgia.said).toBe('No shop in Georgia yet. The nearest:');
    expect(georgia.names).toEqual(['Cardinal Auto Gainesville']);
  });

  it('reads a town with its ZIP code, or its state written with dots', async () => {
    expect((await search(viewport, 'Raleigh, NC 27604')).names).toEqual(['Cardinal Auto Raleigh']);
    expect((await search(viewport, 'Cary, N.C.')).said).toBe('Nearest shops to Cary, N.C.: 1');
  });

  it('reads a town written short, or with its state in full', async () => {
    expect((await search(viewport, 'Cary, North Carolina')).said).toBe('Nearest shops to Cary, North Carolina: 1');
    expect((await search(viewport, 'Cary North Carolina')).names).toEqual(['Cardinal Auto Raleigh']);
    expect((await search(viewport, 'Ft Lauderdale')).said).toBe('No shop within 100 miles of Ft Lauderdale. The nearest:');
    // Of the towns of one name far from every shop, the city (Missouri's), not Michigan's village.
    expect((await search(viewport, 'St. Louis')).said).toBe('No shop within 100 miles of St. Louis, MO. The nearest:');
  });

  it('finds the nearest shop to the visitor with "Use my location"', async () => {
    const { page, context, messages } = await openContext(browser, viewport);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 38.8048, longitude: -77.0469 }); // Alexandria, VA
    await page.goto(`${site.url}/?q=27513`);
    await expect.poll(() => page.locator('[data-locator-status]').textContent()).toBe('Nearest shops to 27513: 1');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.locator('[data-locator-status]').textContent()).toMatch(/^Nearest shops to your location: 1$/);
    // The address and the box hold no earlier search, which a reload would run instead.
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(await page.getByLabel('ZIP code, town or state').inputValue()).toBe('');
    expect((await page.locator('[data-locator-results] .card-title').allTextContents())[0]).toBe('Cardinal Auto Springfield');
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });

  it('says so when the visitor refuses their location, and the shops of an earlier answer go', async () => {
    const { page, context } = await openContext(browser, viewport);
    await page.goto(`${site.url}/?q=27513`);
    await expect.poll(() => page.locator('[data-locator-results] li').count()).toBe(1);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.locator('[data-locator-status]').textContent()).toBe('Your location is not available: type a ZIP code, town or state instead.');
    expect(await page.locator('[data-locator-results] li').count()).toBe(0);
    await context.close();
  });

  it('goes Back and Forward through the searches made on the page, each with its answer', async () => {
    const { page, context, messages } = await openContext(browser, viewport);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 38.8048, longitude: -77.0469 }); // Alexandria, VA
    await page.goto(`${site.url}/locations/?q=27513`);
    const status = page.locator('[data-locator-status]');
    const box = page.getByLabel('ZIP code, town or state');
    const names = () => page.locator('[data-locator-results] .card-title').allTextContents();
    await expect.poll(() => status.textContent()).toBe('Nearest shops to 27513: 1');
    await box.fill('Ocala');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect.poll(() => status.textContent()).toBe('Nearest shops to Ocala: 1');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => status.textContent()).toBe('Nearest shops to your location: 1');
    // The files are not asked again: each entry keeps the answer it showed.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goBack();
    await expect.poll(() => status.textContent()).toBe('Nearest shops to Ocala: 1');
    expect(await box.inputValue()).toBe('Ocala');
    expect(await names()).toEqual(['Cardinal Auto Gainesville']);
    await page.goBack();
    await expect.poll(() => status.textContent()).toBe('Nearest shops to 27513: 1');
    expect(await box.inputValue()).toBe('27513');
    expect(new URL(page.url()).searchParams.get('q')).toBe('27513');
    await page.goForward();
    await expect.poll(() => status.textContent()).toBe('Nearest shops to Ocala: 1');
    await page.goForward();
    await expect.poll(() => status.textContent()).toBe('Nearest shops to your location: 1');
    expect(await box.inputValue()).toBe('');
    expect(await names()).toEqual(['Cardinal Auto Springfield']);
    expect(asked.filter((url) => url.includes('/locator/'))).toEqual([]);
    // A link to a part of the page (the skip link) makes an entry with no search: the answer stays, there and Back again.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a.skip-link')!.click());
    await expect.poll(() => new URL(page.url()).hash).toBe('#main');
    expect(await status.textContent()).toBe('Nearest shops to your location: 1');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await status.textContent()).toBe('Nearest shops to your location: 1');
    await page.goForward();
    await expect.poll(() => new URL(page.url()).hash).toBe('#main');
    expect(await names()).toEqual(['Cardinal Auto Springfield']);
    expect(asked.filter((url) => url.includes('/locator/'))).toEqual([]);
    // A reload shows the answer its entry kept, the visitor's place having no address of its own,
    // and keeps it through a link to #main followed at once, before the locator has loaded.
    await page.route('**/assets/chunk-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.reload();
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a.skip-link')!.click());
    await expect.poll(() => status.textContent()).toBe('Nearest shops to your location: 1');
    await page.waitForTimeout(300);
    expect(await status.textContent()).toBe('Nearest shops to your location: 1');
    await page.unroute('**/assets/chunk-*.js');
    // A page opened without a search: Back shows no answer.
    await page.goto(`${site.url}/`);
    await box.fill('FL');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect.poll(() => names()).toEqual(['Cardinal Auto Gainesville']);
    await page.goBack();
    await expect.poll(() => page.locator('[data-locator-results] li').count()).toBe(0);
    expect(await status.textContent()).toBe('');
    expect(await box.inputValue()).toBe('');
    expect(problemsIn(messages)).toEqual([]);
    await context.close();
  });
});

describe('the locator of a brand with shops in Canada', () => {
  let canada: Site;
  beforeAll(async () => {
    // The example brand with two shops in Ontario and one in Prince Edward Island, written as a Canadian shop's shop.yaml is.
    const root = path.join(tempDir(), 'franchise');
    cpSync(FRANCHISE, root, { recursive: true });
    const shops = [
      ['ottawa', 'Ottawa', '200 Bank Street', 'K2P 1X4', 45.4173, -75.6969, '(613) 555-0142', 'ON', 'Ontario', 'America/Toronto'],
      ['toronto', 'Toronto', '500 King Street West', 'M5V 1L9', 43.6447, -79.3963, '(416) 555-0178', 'ON', 'Ontario', 'America/Toronto'],
      ['charlottetown', 'Charlottetown', '100 Queen Street', 'C1A 4B1', 46.2352, -63.1262, '(902) 555-0163', 'PE', 'Prince Edward Island', 'America/Halifax'],
    ] as const;
    for (const [folder, city, street, zip, latitude, longitude, phone, state, stateName, zone] of shops) {
      const dir = path.join(root, 'shops', folder);
      cpSync(path.join(root, 'shops', 'raleigh'), dir, { recursive: true });
      const file = path.join(dir, 'shop.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replace('name: Cardinal Auto Raleigh', `name: Cardinal Auto ${city}`)
          .replace(/phone: .*/, `phone: "${phone}"`)
          .replace(/siteUrl: .*/, `siteUrl: https://${folder}.cardinal-auto.example.com`)
          .replace(/ {2}street: [^]*?zip: .*\n/, `  street: ${street}\n  city: ${city}\n  state: ${state}\n  stateName: ${stateName}\n  zip: "${zip}"\n  country: CA\n`)
          .replace(/latitude: .*\n {2}longitude: .*/, `latitude: ${latitude}\n  longitude: ${longitude}`)
          .replace(/timeZone: .*/, `timeZone: ${zone}`),
      );
    }
    const out = path.join(tempDir(), 'hub');
    const data = ['gainesville', 'raleigh', 'springfield', ...shops.map(([folder]) => folder)].map((s) => path.join(root, 'shops', s));
    const run = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'hub', '--brand', path.join(root, 'brand'), '--data', ...data, '--out', out], { encoding: 'utf8', env: cliEnv() });
    if (run.status !== 0) throw new Error(run.stderr);
    canada = await serve(out);
  });

  afterAll(async () => {
    await canada?.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('finds the nearest shop for a postal code, alone or after its town, at %s width', async (_, viewport) => {
    const found = await search(viewport, 'K1A 0B1', '/locations/', canada); // Ottawa's Parliament Hill
    expect(found.names[0]).toBe('Cardinal Auto Ottawa');
    expect(found.said).toBe('Nearest shops to K1A 0B1: 1'); // Toronto, 220 miles off, is not near
    expect(found.distances[0]).toMatch(/^\d\.\d miles away$/);
    expect(found.problems).toEqual([]);
    for (const query of ['k1a0b1', 'K1A', 'Ottawa, ON K1A 0B1']) expect((await search(viewport, query, '/', canada)).names[0], query).toBe('Cardinal Auto Ottawa');
    expect((await search(viewport, 'm5v 3l9', '/', canada)).names).toEqual(['Cardinal Auto Toronto']);
    // Montreal: 103 miles from the Ottawa shop.
    const montreal = await search(viewport, 'H2X 1Y4', '/', canada);
    expect([montreal.said, montreal.names]).toEqual(['No shop within 100 miles of H2X 1Y4. The nearest:', ['Cardinal Auto Ottawa']]);
    // A ZIP code as before; a province by its name or code, as a state.
    expect((await search(viewport, '27513', '/', canada)).names[0]).toBe('Cardinal Auto Raleigh');
    const ontario = await search(viewport, 'Ontario', '/', canada);
    expect([ontario.said, ontario.names]).toEqual(['Shops in Ontario: 2', ['Cardinal Auto Ottawa', 'Cardinal Auto Toronto']]);
    expect((await search(viewport, 'ON', '/', canada)).names).toEqual(['Cardinal Auto Ottawa', 'Cardinal Auto Toronto']);
    // An area the package places nowhere (K0K's fields slipped) and a letter no area starts with: said, asking for no file that is not there.
    for (const query of ['K0K 2T0', 'D1A 1A1']) {
      const none = await search(viewport, query, '/', canada);
      expect([none.said, none.names, none.problems], query).toEqual([`No shop found for ${query}.`, [], []]);
    }
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])("finds a town of the brand's shops in Canada by its name, and a province by its name or code, at %s width", async (_, viewport) => {
    // Ottawa, WV, KS, IL and OH are far from every shop; Ottawa, ON is a shop's town.
    const ottawa = await search(viewport, 'Ottawa', '/', canada);
    expect([ottawa.said, ottawa.names, ottawa.problems]).toEqual(['Nearest shops to Ottawa, ON: 1', ['Cardinal Auto Ottawa'], []]);
    expect(ottawa.distances[0]).not.toMatch(/miles/); // the town at its one shop's place: no "0.0 miles away"
    for (const query of ['Ottawa, ON', 'ottawa ontario']) expect((await search(viewport, query, '/', canada)).said, query).toBe(`Nearest shops to ${query}: 1`);
    expect((await search(viewport, 'Toronto', '/', canada)).names).toEqual(['Cardinal Auto Toronto']); // not Toronto, OH
    // A province with no shop, by its name (with its accent or without) or code: the nearest shop to its middle.
    for (const query of ['Québec', 'Quebec', 'QC']) {
      const quebec = await search(viewport, query, '/', canada);
      expect([quebec.said, quebec.names, quebec.problems], query).toEqual(['No shop in Quebec yet. The nearest:', ['Cardinal Auto Ottawa'], []]);
    }
    // A province with a shop by another name it goes by: its shops, as by its own name.
    expect((await search(viewport, 'PEI', '/', canada)).said).toBe('Shops in Prince Edward Island: 1');
    expect((await search(viewport, 'Charlottetown, PEI', '/', canada)).names).toEqual(['Cardinal Auto Charlottetown']);
    // One with no shop by another name it goes by: named by its own, as one with shops is.
    for (const [query, name] of [['Newfoundland', 'Newfoundland and Labrador'], ['Nunavut Territory', 'Nunavut'], ['yukon territory', 'Yukon']] as const) {
      expect((await search(viewport, query, '/', canada)).said, query).toBe(`No shop in ${name} yet. The nearest:`);
    }
    // A US state with no shop, as before.
    expect((await search(viewport, 'Maryland', '/', canada)).said).toBe('No shop in Maryland yet. The nearest:');
  });
});

describe('without JavaScript', () => {
  it('lists and links every shop on the locations page, and hides Use my location', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/locations/`);
    const links = await page.locator('.hub-shop a.hub-visit').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['https://gainesville.cardinal-auto.example.com/', 'https://raleigh.cardinal-auto.example.com/', 'https://springfield.cardinal-auto.example.com/']);
    expect(await page.getByRole('button', { name: 'Use my location' }).count()).toBe(0);
    // The search form opens the locations page, which lists every shop.
    await page.goto(`${site.url}/`);
    await page.getByLabel('ZIP code, town or state').fill('27513');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.waitForURL(/\/locations\/\?q=27513$/);
    expect(await page.locator('.hub-shop').count()).toBe(3);
    await context.close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('axe at %s width', (_, viewport) => {
  it.each(['/', '/locations/', '/locations/nc/', '/404.html'])('%s passes axe (WCAG 2.2 A and AA), with locator results shown', async (at) => {
    const { page, context } = await openContext(browser, viewport, { bypassCSP: true });
    await page.goto(`${site.url}${at}`);
    if (await page.locator('[data-locator]').count()) {
      await page.getByLabel('ZIP code, town or state').fill('27513');
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      await page.locator('[data-locator-results] .card-title').first().waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the locations page of states of one town each', () => {
  it('sets them side by side on a desktop and one above the other on a phone, in their order', async () => {
    for (const [viewport, beside] of [[DESKTOP, true], [PHONE, false]] as const) {
      const { page, context, messages } = await openContext(browser, viewport);
      await page.goto(`${site.url}/locations/`);
      const boxes = await page.locator('.hub-state-list > section').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(3);
      for (const [before, after] of [[boxes[0]!, boxes[1]!], [boxes[1]!, boxes[2]!]] as const) {
        if (beside) expect([after.top, after.left > before.right]).toEqual([before.top, true]);
        else expect(after.top).toBeGreaterThan(before.bottom);
      }
      expect(problemsIn(messages)).toEqual([]);
      await context.close();
    }
  });
});

describe('the locations page of a state with shops in two towns', () => {
  it("sets the towns side by side on a desktop, each card's name at its top, and the header's links on one line each on a phone, under the logo", async () => {
    // The example brand with a second North Carolina shop, in Durham.
    const root = path.join(tempDir(), 'franchise');
    cpSync(FRANCHISE, root, { recursive: true });
    const durham = path.join(root, 'shops', 'durham');
    cpSync(path.join(root, 'shops', 'raleigh'), durham, { recursive: true });
    const shop = path.join(durham, 'shop.yaml');
    writeFileSync(shop, readFileSync(shop, 'utf8').replace('name: Cardinal Auto Raleigh', 'name: Cardinal Auto Durham').replace('city: Raleigh', 'city: Durham').replace(/siteUrl: .*/, 'siteUrl: https://durham.cardinal-auto.example.com'));
    const out = path.join(tempDir(), 'hub');
    const shops = ['gainesville', 'raleigh', 'springfield', 'durham'].map((s) => path.join(root, 'shops', s));
    const run = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'shopsite.js'), 'hub', '--brand', path.join(root, 'brand'), '--data', ...shops, '--out', out], { encoding: 'utf8', env: cliEnv() });
    expect(run.status, run.stderr).toBe(0);
    const hub = await serve(out);
    try {
      const { page, context, messages } = await openContext(browser, DESKTOP);
      await page.goto(`${hub.url}/locations/`);
      const towns = page.locator('section[aria-label="Durham, NC"], section[aria-label="Raleigh, NC"]');
      const boxes = await towns.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(2);
      expect(boxes[0]!.top).toBe(boxes[1]!.top);
      expect(boxes[0]!.left).toBeLessThan(boxes[1]!.left);
      // North Carolina's two towns take the page's width, the states still in their order.
      const states = await page.locator('.hub-state-list > section').evaluateAll((els) => els.map((e) => [e.querySelector('h2')!.textContent, e.getBoundingClientRect().toJSON() as DOMRect] as const));
      const box = Object.fromEntries(states);
      const list = await page.locator('.hub-state-list').evaluate((e) => e.clientWidth - parseFloat(getComputedStyle(e).paddingLeft) - parseFloat(getComputedStyle(e).paddingRight));
      expect(box['North Carolina']!.width).toBeCloseTo(list, 0);
      expect(box['Florida']!.bottom).toBeLessThan(box['North Carolina']!.top);
      expect(box['North Carolina']!.bottom).toBeLessThan(box['Virginia']!.top);
      // The name starts where the card's padding ends: no empty band above it.
      const gap = await page.locator('.hub-shop').first().evaluate((card) => card.querySelector('.card-title')!.getBoundingClientRect().top - card.getBoundingClientRect().top);
      expect(gap).toBeLessThanOrEqual(25);
      expect(problemsIn(messages)).toEqual([]);
      await context.close();

      const phone = await openContext(browser, PHONE);
      await phone.page.goto(`${hub.url}/locations/`);
      const heights = await phone.page.locator('.hub-nav a').evaluateAll((as) => as.map((a) => [a.getBoundingClientRect().height, parseFloat(getComputedStyle(a).lineHeight) + parseFloat(getComputedStyle(a).paddingTop) * 2]));
      for (const [height, oneLine] of heights) expect(height).toBeLessThanOrEqual(oneLine! + 1);
      // The current page is marked, in the header and in the footer.
      expect(await phone.page.locator('a[aria-current="page"]').count()).toBe(2);
      // The logo keeps its lines (its name on one, its second line on one): the links go under it.
      const logo = await phone.page.locator('.logo > span').evaluateAll((spans) => spans.map((e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)));
      expect(logo.map(Math.round)).toEqual([1, 1]);
      // Its focus ring is on the screen, not cut off at its top edge.
      expect(await phone.page.locator('.logo').evaluate((a) => a.getBoundingClientRect().top)).toBeGreaterThanOrEqual(4);
      // The footer is its line alone: no rule over an empty band.
      expect(await phone.page.locator('.site-footer .footer-bottom').evaluate((e) => getComputedStyle(e).borderTopStyle)).toBe('none');
      // On a short page (not found), the footer is at the screen's bottom, not half-way up it.
      await phone.page.goto(`${hub.url}/404.html`);
      expect(await phone.page.locator('.site-footer').evaluate((e) => Math.round(e.getBoundingClientRect().bottom) >= innerHeight)).toBe(true);
      await phone.context.close();
    } finally {
      await hub.close();
    }
  });
});
