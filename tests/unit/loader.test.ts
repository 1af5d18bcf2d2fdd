// @vitest-environment jsdom
// The loader's third-party timing (docs/architecture.md, The client runtime), in jsdom with fake timers: nothing of a
// third party is asked for before the page is idle or a visitor reaches for a Book button; a Book
// click is busy at once while the widget is on its way, opens it when it comes, falls back when it
// cannot; the map facade becomes the map only when pressed; a lazy chunk of the loader's that does
// not come (widgets, analytics) leaves no rejection unhandled. Real Chromium: tests/browser/.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ThirdPartyLoader } from '../../src/client/actions.js';
import type { SiteConfig } from '../../src/client/config.js';
import { browserLoads, clientConfig } from '../../src/shared/third-parties.js';
import { referenceWithExamples } from '../registry-examples.js';

/** The loader's config by the table, of the reference shop and the schema's example of any third party it leaves out. */
const config: SiteConfig = { ...clientConfig(referenceWithExamples().site), analytics: 'none' };

/** The third parties loaded at idle, each by its loader, as the bundle's entry gives them (src/bundle/index.ts). */
const IDLE: Record<string, ThirdPartyLoader> = Object.fromEntries(
  browserLoads()
    .filter((p) => p.when === 'idle')
    .map((p) => [p.name, () => import(`../../src/client/${p.module}.ts`)]),
);
/** The script each of those the page's config has asks for. */
const idleScripts = (c: SiteConfig) =>
  Object.keys(IDLE)
    .map((name) => (c as Record<string, { scriptUrl?: string } | undefined>)[name]?.scriptUrl)
    .filter(Boolean);

const realSetImmediate = setImmediate;

/** Listeners the loader adds to document and window, removed after each test (every test starts one). */
const added: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];
let start: (config: SiteConfig) => void;
let QUIET_MS: number;
let LATEST_MS: number;
let BOOKING_WAIT_MS: number;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  for (const target of [document, window]) {
    const original = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([target, type, listener!, options]);
      original(type, listener, options);
    });
  }
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <main><button type="button" data-book="" data-event="appointment_button_click">Book Appointment</button>
    <div class="map-frame"><button type="button" class="map-facade" data-map="https://maps.example.test/embed?q=1" data-title="Map: the shop" aria-label="Show map: the shop">Show map</button></div></main>
    <div id="booking-status" role="status" data-text="Opening booking…"></div>
    <dialog id="booking-fallback"><a href="tel:+15550100">Call</a></dialog>`;
  // jsdom has no showModal: the fallback's call is what is checked.
  (document.querySelector('dialog') as HTMLDialogElement).showModal = vi.fn();
  const actions = await import('../../src/client/actions.js');
  ({ QUIET_MS, LATEST_MS } = await import('../../src/client/idle.js'));
  ({ BOOKING_WAIT_MS } = await import('../../src/client/widgets.js'));
  start = (c) => actions.startActions(c, () => {}, IDLE);
});

afterEach(() => {
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options as boolean | EventListenerOptions);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>)[config.booking!.global];
});

/** The next frame after load, from which the quiet spell counts (a faked requestAnimationFrame). */
const FRAME = 20;
/** The idle callback's own wait once the page is quiet (at most its timeout; jsdom's is faked). */
const IDLE_SLACK = 1000;
const scripts = () => [...document.querySelectorAll('script')].map((s) => s.src);
const book = () => document.querySelector<HTMLButtonElement>('[data-book]')!;
const status = () => document.getElementById('booking-status')!;
/** Lets the lazy chunk's import and the promises after it settle. */
async function settle() {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}
function widgetArrives(show = vi.fn()) {
  (window as unknown as Record<string, unknown>)[config.booking!.global] = { [config.booking!.method]: show };
  document.querySelector<HTMLScriptElement>(`script[src="${config.booking!.scriptUrl}"]`)!.dispatchEvent(new Event('load'));
  return show;
}

/**
 * Paint timing as Chromium has it (jsdom has none): a PerformanceObserver that knows 'paint', whose
 * entries come when the test shows the frame. `observing`: whether anyone still waits for one.
 */
function fakePaintTiming() {
  const observers = new Set<{ callback: PerformanceObserverCallback; self: PerformanceObserver }>();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private callback: PerformanceObserverCallback) {}
    observe(options: PerformanceObserverInit) {
      expect(options).toMatchObject({ type: 'paint', buffered: true });
      observers.add({ callback: this.callback, self: this as unknown as PerformanceObserver });
    }
    disconnect() {
      for (const o of observers) if (o.self === (this as unknown as PerformanceObserver)) observers.delete(o);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observing: () => observers.size > 0,
    show(name: string) {
      const entries = [{ name, entryType: 'paint', startTime: performance.now(), duration: 0 }];
      const list = { getEntries: () => entries, getEntriesByName: (n: string) => entries.filter((e) => e.name === n), getEntriesByType: () => entries };
      for (const o of [...observers]) o.callback(list as unknown as PerformanceObserverEntryList, o.self);
    },
  };
}

describe('given a page with a booking widget and a portal', () => {
  it('then no third-party script is asked for before the page has been quiet for a while after load and its first frame', async () => {
    start(config);
    await vi.advanceTimersByTimeAsync(FRAME + QUIET_MS - 100);
    await settle();
    expect(scripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100 + IDLE_SLACK);
    await settle();
    expect(scripts().sort()).toEqual(idleScripts(config).sort());
    expect(scripts()).toEqual(expect.arrayContaining([config.booking!.scriptUrl, config.portal!.scriptUrl]));
    const portal = document.querySelector<HTMLScriptElement>(`script[src="${config.portal!.scriptUrl}"]`)!;
    expect({ ...portal.dataset }).toEqual({ apiKey: config.portal!.apiKey, gaEnabled: String(config.portal!.googleAnalytics), loadingColor: config.portal!.loadingColor });
    expect(portal.async).toBe(true);
  });

  it("then a visitor's scrolling keeps the page from counting as idle", async () => {
    start(config);
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(QUIET_MS - 500);
      window.dispatchEvent(new Event('scroll'));
    }
    await settle();
    expect(scripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(QUIET_MS + IDLE_SLACK);
    await settle();
    expect(scripts()).toHaveLength(idleScripts(config).length);
  });

  it('then a visitor who never leaves the page alone still gets them, once: input after LATEST_MS no longer counts', async () => {
    start(config);
    const scrollFor = async (ms: number) => {
      for (let waited = 0; waited < ms; waited += 1000) {
        await vi.advanceTimersByTimeAsync(1000);
        window.dispatchEvent(new Event('scroll'));
      }
    };
    await scrollFor(LATEST_MS - 1000);
    await settle();
    expect(scripts()).toEqual([]);
    // Scrolling on: the quiet spell under way when LATEST_MS comes is the last.
    await scrollFor(QUIET_MS + 2000);
    await vi.advanceTimersByTimeAsync(FRAME + IDLE_SLACK);
    await settle();
    expect(scripts().sort()).toEqual(idleScripts(config).sort());
    await scrollFor(LATEST_MS);
    await settle();
    expect(scripts()).toHaveLength(idleScripts(config).length);
  });

  it('then it waits for the browser to be idle (requestIdleCallback) once the page is quiet', async () => {
    const idle = vi.fn();
    (window as unknown as { requestIdleCallback: unknown }).requestIdleCallback = idle;
    try {
      start(config);
      await vi.advanceTimersByTimeAsync(QUIET_MS + FRAME);
      expect(idle).toHaveBeenCalledTimes(1);
      await settle();
      expect(scripts()).toEqual([]);
      (idle.mock.calls[0]![0] as () => void)();
      await settle();
      expect(scripts()).toHaveLength(idleScripts(config).length);
    } finally {
      delete (window as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('then the page load comes first: before it, not even the quiet spell starts', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    start(config);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    await settle();
    expect(scripts()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(QUIET_MS + IDLE_SLACK);
    await settle();
    expect(scripts()).toHaveLength(idleScripts(config).length);
  });

  it('then, where the browser has paint timing, the quiet spell counts from the first paint shown, however late it comes after load', async () => {
    const paint = fakePaintTiming();
    start(config);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    await settle();
    expect(scripts()).toEqual([]);
    expect(paint.observing()).toBe(true);
    paint.show('first-paint');
    await vi.advanceTimersByTimeAsync(QUIET_MS * 3);
    await settle();
    expect(scripts()).toEqual([]);
    paint.show('first-contentful-paint');
    expect(paint.observing()).toBe(false);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    await settle();
    expect(scripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100 + IDLE_SLACK);
    await settle();
    expect(scripts()).toHaveLength(idleScripts(config).length);
  });

  it.each(['pointerover', 'focusin', 'pointerdown'])('then %s on a Book button starts the widget (and only the widget) at once', async (type) => {
    start(config);
    book().dispatchEvent(new Event(type, { bubbles: true }));
    await settle();
    expect(scripts()).toEqual([config.booking!.scriptUrl]);
  });

  it('then pointing elsewhere starts nothing', async () => {
    start(config);
    document.querySelector('main')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(scripts()).toEqual([]);
  });
});

describe('given a Book Appointment click while the widget is on its way', () => {
  it('then the button is busy and the status line says so at once, in the same task', () => {
    start(config);
    book().click();
    expect(book().getAttribute('aria-busy')).toBe('true');
    expect(status().textContent).toBe('Opening booking…');
  });

  it('then the widget opens when it comes, and the button and the status line are quiet again', async () => {
    start(config);
    book().click();
    book().click();
    await settle();
    const show = widgetArrives();
    await settle();
    expect(show).toHaveBeenCalledTimes(1);
    expect(book().hasAttribute('aria-busy')).toBe(false);
    expect(status().textContent).toBe('');
  });

  it('then a widget that cannot load gives the fallback dialog with the phone', async () => {
    start(config);
    book().click();
    await settle();
    document.querySelector(`script[src="${config.booking!.scriptUrl}"]`)!.dispatchEvent(new Event('error'));
    await settle();
    expect(document.querySelector<HTMLDialogElement>('dialog')!.showModal).toHaveBeenCalled();
    expect(book().hasAttribute('aria-busy')).toBe(false);
    expect(status().textContent).toBe('');
  });

  it('then a widget that never answers gives the fallback after the wait', async () => {
    start(config);
    book().click();
    await settle();
    await vi.advanceTimersByTimeAsync(BOOKING_WAIT_MS - 10);
    expect(book().getAttribute('aria-busy')).toBe('true');
    await vi.advanceTimersByTimeAsync(20);
    expect(document.querySelector<HTMLDialogElement>('dialog')!.showModal).toHaveBeenCalled();
    expect(book().hasAttribute('aria-busy')).toBe(false);
  });

  it("then, this site's own chunk not coming (the network gone), the button is quiet again and the dialog offers the phone", async () => {
    vi.resetModules();
    vi.doMock('../../src/client/widgets.js', () => {
      throw new Error('offline');
    });
    try {
      start(config);
      book().click();
      await settle();
      expect(document.querySelector<HTMLDialogElement>('dialog')!.showModal).toHaveBeenCalled();
      expect(book().hasAttribute('aria-busy')).toBe(false);
      expect(status().textContent).toBe('');
    } finally {
      vi.doUnmock('../../src/client/widgets.js');
    }
  });

  it('then, the widget already there, it opens in the click and nothing is left busy', async () => {
    start(config);
    book().dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    const show = widgetArrives();
    await settle();
    book().click();
    await settle();
    expect(show).toHaveBeenCalledTimes(1);
    expect(book().hasAttribute('aria-busy')).toBe(false);
    expect(status().textContent).toBe('');
  });
});

/** Rejections nobody handled, as Node reports them (vitest also fails a run that has one). */
function unhandled(): unknown[] {
  const seen: unknown[] = [];
  const note = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', note);
  onTestFinished(() => {
    process.off('unhandledRejection', note);
  });
  return seen;
}
/** Lets Node look for unhandled rejections, as it does once the microtasks run dry (the real setImmediate: the timers are fake). */
const macrotask = () => new Promise<void>((resolve) => realSetImmediate(resolve));
/** A lazy chunk of the loader's that does not come, as a failed dynamic import. */
/** A lazy chunk that fails to arrive; returns how many times it was asked for. */
function failingChunk(specifier: string): () => number {
  let asked = 0;
  vi.resetModules();
  vi.doMock(specifier, () => {
    asked++;
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  onTestFinished(() => {
    vi.doUnmock(specifier);
  });
  return () => asked;
}

describe("given this site's own widgets chunk (booking's loader, the map's) not coming (the network gone)", () => {
  let asked: () => number;
  beforeEach(() => {
    asked = failingChunk('../../src/client/widgets.js');
  });

  it('then a visitor reaching for a Book button leaves nothing unhandled, and a click still offers the phone', async () => {
    const seen = unhandled();
    start(config);
    book().dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    await macrotask();
    expect(seen).toEqual([]);
    book().click();
    await settle();
    expect(document.querySelector<HTMLDialogElement>('dialog')!.showModal).toHaveBeenCalled();
    expect(book().hasAttribute('aria-busy')).toBe(false);
  });

  it('then the page going idle leaves nothing unhandled', async () => {
    const seen = unhandled();
    start(config);
    await vi.advanceTimersByTimeAsync(FRAME + QUIET_MS + IDLE_SLACK);
    await settle();
    await macrotask();
    expect(asked()).toBeGreaterThan(0);
    expect(seen).toEqual([]);
    // The widget's script is that chunk's to load; every other third party has its own loader.
    expect(scripts()).not.toContain(config.booking!.scriptUrl);
    expect(scripts().sort()).toEqual(idleScripts({ ...config, booking: undefined }).sort());
  });

  it('then pressing the map leaves nothing unhandled, and the facade stays, to be pressed again', async () => {
    const seen = unhandled();
    start(config);
    document.querySelector<HTMLButtonElement>('.map-facade')!.click();
    await settle();
    await macrotask();
    expect(seen).toEqual([]);
    expect(document.querySelector('.map-facade')).not.toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('given the analytics chunk not coming (blocked by an extension, the network gone)', () => {
  it('then nothing is left unhandled, and a tracked button (Book) works as before', async () => {
    const asked = failingChunk('../../src/client/analytics.js');
    const seen = unhandled();
    document.body.dataset.config = JSON.stringify({ ...config, analytics: 'vercel' } satisfies SiteConfig);
    onTestFinished(() => {
      delete document.body.dataset.config;
    });
    const { start: startLoader } = await import('../../src/client/index.js');
    startLoader({}, IDLE);
    // The analytics chunk is asked for once the first paint is shown (here the next frame).
    await vi.advanceTimersByTimeAsync(FRAME);
    await settle();
    await macrotask();
    expect(asked()).toBeGreaterThan(0);
    expect(seen).toEqual([]);
    // The Book button is tracked too (data-event): its click is sent nowhere, and it still opens the widget.
    book().click();
    expect(book().getAttribute('aria-busy')).toBe('true');
    await settle();
    const show = widgetArrives();
    await settle();
    await macrotask();
    expect(show).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });
});

describe('given the map facade', () => {
  it('then no frame exists until it is pressed; then the map takes its place, named, and has the focus', async () => {
    start(config);
    await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
    await settle();
    expect(document.querySelector('iframe')).toBeNull();
    document.querySelector<HTMLButtonElement>('.map-facade')!.click();
    await settle();
    const frame = document.querySelector('.map-frame iframe') as HTMLIFrameElement;
    expect(frame.src).toBe('https://maps.example.test/embed?q=1');
    expect(frame.title).toBe('Map: the shop');
    expect(document.querySelector('.map-facade')).toBeNull();
    expect(document.activeElement).toBe(frame);
  });
});

describe('given rolling coupons on the page', () => {
  it("then the first of the next month of the day given (the shop's) is put in, in the page's format, with no React (page-extras.ts calls this)", async () => {
    const { showRollingExpiry } = await import('../../src/client/expiry.js');
    document.body.innerHTML = `<ul><li><div data-rolling="MMM D, YYYY"><p class="coupon-expiry">EXP: <time datetime="2026-12-01">Dec 1, 2026</time></p></div></li>
      <li><div data-rolling="MMM D, YYYY"><p class="coupon-expiry">EXP: <time datetime="2026-12-01">Dec 1, 2026</time></p></div></li></ul>`;
    showRollingExpiry('2026-12-31');
    const times = [...document.querySelectorAll('time')];
    expect(times.map((t) => [t.getAttribute('datetime'), t.textContent])).toEqual([
      ['2027-01-01', 'Jan 1, 2027'],
      ['2027-01-01', 'Jan 1, 2027'],
    ]);
    expect(document.querySelector('.coupon-expiry')!.textContent).toBe('EXP: Jan 1, 2027');
  });
});
