// "When the page is idle" (README, Third parties): after the load event and the next frame shown
// (so a tab in the background, or a page not yet painted, has not begun to be idle), once the
// visitor has left the page alone for a quiet spell (no scroll, pointer or key), in the
// browser's next idle period (requestIdleCallback; a timer where there is none). A third-party
// script that keeps the main thread busy for hundreds of milliseconds then runs while nobody is
// scrolling or tapping, instead of in the first seconds, when a visitor starts to read and act.

/** How long the visitor leaves the page alone before it counts as idle. */
export const QUIET_MS = 4000;

/** A visitor acting on the page (pointer events cover touch). */
const INPUT = ['scroll', 'pointerdown', 'keydown'];

export function whenIdle(run: () => void, quiet = QUIET_MS): void {
  let timer: ReturnType<typeof setTimeout>;
  const idle = () => {
    for (const type of INPUT) removeEventListener(type, wait, true);
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run);
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(idle, quiet);
  };
  const start = () => {
    for (const type of INPUT) addEventListener(type, wait, { capture: true, passive: true });
    wait();
  };
  const shown = () => requestAnimationFrame(start);
  if (document.readyState === 'complete') shown();
  else addEventListener('load', shown, { once: true });
}
