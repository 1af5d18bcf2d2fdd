// The hub's page script (shopsite hub): the only script its pages load up front, a few hundred
// bytes. It shows "Use my location" where the browser has geolocation, and on the first
// interaction with the locator's form (or its submit) loads the locator's own chunk. A search
// submitted before the chunk has come is held and run once it has; if the chunk fails, the form
// submits as it does without JavaScript (the locations page lists every shop). A search is kept in
// the address (?q=, locator.ts), and a page opened with one runs it and shows its answer; Back,
// Forward and a reload show the answer of the entry they go to.
type Locator = typeof import('./locator.js');

const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

export function startHub(): void {
  const form = document.querySelector<HTMLFormElement>('[data-locator]');
  if (!form) return;
  const here = form.querySelector<HTMLButtonElement>('[data-use-location]');
  if (here && 'geolocation' in navigator) here.hidden = false;
  let loading: Promise<Locator> | undefined;
  const load = () => (loading ??= import('./locator.js'));
  for (const type of WAKE_EVENTS) form.addEventListener(type, () => void load().catch(() => {}), { once: true, passive: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    load().then(
      (locator) => locator.search(form),
      () => form.submit(),
    );
  });
  here?.addEventListener('click', () => {
    load().then((locator) => locator.nearVisitor(form), () => {});
  });
  // The entry the page was opened at is the page's own (locator.ts PAGE_ENTRY): an entry with no
  // state is then one a link to #main made. A reload keeps the state, with the answer it showed.
  const arrived: unknown = history.state;
  if (arrived === null) history.replaceState({ hub: true }, '');
  addEventListener('popstate', (event) => {
    // Before any search (the locator not loaded), an entry with none to show needs nothing.
    if (!loading && !(event.state as { locator?: unknown } | null)?.locator && !new URLSearchParams(location.search).get('q')) return;
    load().then((locator) => locator.restore(form, event.state), () => {});
  });
  // A search sent without JavaScript, or linked (/locations/?q=27513), is run on arrival.
  const asked = new URLSearchParams(location.search).get('q');
  const query = form.querySelector<HTMLInputElement>('input[name="q"]');
  if (asked?.trim() && query) {
    query.value = asked;
    // Its answer is what the page was opened for: brought into view, below the page's heading on a phone.
    load().then((locator) => locator.search(form).then(() => form.scrollIntoView()), () => {});
  } else if ((arrived as { locator?: unknown } | null)?.locator) {
    // A reload of an answer with no search in the address (the visitor's location) shows it again.
    load().then((locator) => locator.restore(form, arrived), () => {});
  }
}

startHub();
