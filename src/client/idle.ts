// "When the page is idle" (docs/architecture.md, The client runtime): after the load event and the first paint shown
// (so a tab in the background, or a page not yet painted, has not begun to be idle), once the
// visitor has left the page alone for a quiet spell (no scroll, pointer or key), in the
// browser's next idle period (requestIdleCallback; a timer where there is none). A third-party
// script that keeps the main thread busy for hundreds of milliseconds then runs while nobody is
// scrolling or tapping, instead of in the first seconds, when a visitor starts to read and act.
// A visitor who never stops (a quick scroller, a page read with the keyboard) still gets them:
// input stops counting LATEST_MS after the first paint, so every page loads them, as the shop asked.

/** How long the visitor leaves the page alone before it counts as idle. */
export const QUIET_MS = 4000;

/** How long after the first paint the visitor's input stops putting the quiet spell off. */
export const LATEST_MS = 20000;

/**
 * A visitor acting on the page (pointer events cover touch). Listened to without `passive`, as are
 * the loader's other listeners of the kind: it promises that a listener never cancels its event,
 * which browsers use only to scroll without waiting for touch and wheel listeners. None of these
 * is one, and none of them cancels anything.
 */
const INPUT = ['scroll', 'pointerdown', 'keydown'];

export function whenIdle(run: () => void): void {
  let timer: ReturnType<typeof setTimeout>;
  const deaf = () => {
    for (const type of INPUT) removeEventListener(type, wait, true);
  };
  const idle = () => {
    deaf();
    // Where there is no idle callback (Safari), a timer: its delay, an object, counts as 0.
    (window.requestIdleCallback || setTimeout)(run, { timeout: 1000 } as IdleRequestOptions & number);
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(idle, QUIET_MS);
  };
  const start = () => {
    for (const type of INPUT) addEventListener(type, wait, true);
    // At LATEST_MS the visitor's input stops counting: the quiet spell then running is the last.
    setTimeout(deaf, LATEST_MS);
    wait();
  };
  whenShown(start);
}

/**
 * After the load event, once the page's first contentful paint is on the screen: the paint timing
 * entry comes when the frame has been shown, not when it was drawn. Where the browser has no paint
 * timing, the next frame after load. The analytics start then, and the quiet spell counts from
 * then: nothing the page does not need for its first view is asked for before it is seen (a
 * request made while the first frame is on its way competes with it for the network and the main
 * thread; docs/performance.md, Page load). A page in a background tab paints, and so goes on, when shown.
 */
export function whenShown(run: () => void): void {
  const loaded = () => {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(run);
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
}
