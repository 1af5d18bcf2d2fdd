// @vitest-environment jsdom
// The island loader (src/client/islands.ts) when React's chunks come fast, slowly, or not at all:
// a held click is replayed once hydration commits; after SLOW_MS the island takes its
// no-JavaScript look; a failed chunk lets the click go, keeps that look, leaves no rejection
// unhandled (vitest fails a run that has one) and tries again on the next interaction.
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_MS, startIslands, type IslandLoader } from '../../src/client/islands.js';
import type { IslandModule } from '../../src/client/mount.js';
import { IslandRoot } from '../../templates/islands/IslandRoot.js';

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {count}
    </button>
  );
}

const module: IslandModule = { default: Counter as IslandModule['default'] };

/** A page with one island marker holding the server's HTML of Counter. */
function page(): { el: HTMLElement; button: () => HTMLButtonElement } {
  document.body.innerHTML = `<div class="island" data-island="Counter" data-island-prefix="counter0-" data-props='{"start":1}'>${renderToString(
    <IslandRoot>
      <Counter start={1} />
    </IslandRoot>,
    { identifierPrefix: 'counter0-' },
  )}</div>`;
  const el = document.querySelector<HTMLElement>('[data-island]')!;
  return { el, button: () => el.querySelector('button')! };
}

const later = <T,>(ms: number, value: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => value().then(resolve, reject), ms));
const hydrated = (el: HTMLElement) => vi.waitFor(() => expect(el.dataset.hydrated).toBe(''), { timeout: 5000 });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('given an island whose chunk loads at once', () => {
  it('when its button is clicked before React is there, then the click is held and replayed once, after hydration', async () => {
    const { el, button } = page();
    const outside = vi.fn();
    document.addEventListener('click', outside);
    startIslands({ Counter: () => Promise.resolve(module) });
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button().click();
    expect(outside).not.toHaveBeenCalled();
    await hydrated(el);
    expect(button().textContent).toBe('2');
    expect(el.dataset.fallback).toBeUndefined();
    document.removeEventListener('click', outside);
  });
});

describe('given an island whose chunk is slow', () => {
  it(`when its button is clicked, then after ${SLOW_MS} ms the island takes its no-JavaScript look, and leaves it when React replays the click`, async () => {
    const { el, button } = page();
    startIslands({ Counter: () => later(SLOW_MS + 600, () => Promise.resolve(module)) });
    button().dispatchEvent(new Event('focusin', { bubbles: true }));
    button().click();
    expect(el.dataset.fallback).toBeUndefined();
    await vi.waitFor(() => expect(el.dataset.fallback).toBe(''), { timeout: SLOW_MS + 300 });
    expect(el.dataset.hydrated).toBe('pending');
    await hydrated(el);
    expect(button().textContent).toBe('2');
    expect(el.dataset.fallback).toBeUndefined();
  });

  it('when nothing was clicked, then it hydrates without ever changing its look', async () => {
    const { el } = page();
    startIslands({ Counter: () => later(SLOW_MS + 200, () => Promise.resolve(module)) });
    el.dispatchEvent(new Event('mouseover', { bubbles: true }));
    await hydrated(el);
    expect(el.dataset.fallback).toBeUndefined();
  });
});

describe('given an island whose chunk fails', () => {
  it('when its button is clicked, then the click is let go, the island keeps its no-JavaScript look and nothing is left unhandled', async () => {
    const { el, button } = page();
    const loader = vi.fn<IslandLoader>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    startIslands({ Counter: loader });
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button().click();
    await vi.waitFor(() => expect(el.dataset.hydrated).toBeUndefined());
    expect(el.dataset.fallback).toBe('');
    // The hold is gone: a click now reaches the page as it would with no JavaScript.
    const outside = vi.fn();
    document.addEventListener('click', outside);
    button().click();
    expect(outside).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', outside);
  });

  it('when the visitor interacts again, then it tries again, and a chunk that loads this time hydrates it', async () => {
    const { el, button } = page();
    const loader = vi.fn<IslandLoader>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(module);
    startIslands({ Counter: loader });
    el.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(el.dataset.fallback).toBe(''));
    expect(el.dataset.hydrated).toBeUndefined();
    button().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button().click();
    await hydrated(el);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(button().textContent).toBe('2');
    // The replayed click put React where the visitor expects: the no-JavaScript look is left.
    expect(el.dataset.fallback).toBeUndefined();
  });

  it('then a page with a failing island still wakes the others', async () => {
    page();
    document.body.insertAdjacentHTML('beforeend', document.body.innerHTML.replace('counter0-', 'counter1-').replace('"Counter"', '"Other"'));
    const [first, second] = document.querySelectorAll<HTMLElement>('[data-island]');
    startIslands({ Counter: () => Promise.reject(new Error('no')), Other: () => Promise.resolve(module) });
    first!.dispatchEvent(new Event('focusin', { bubbles: true }));
    second!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await hydrated(second!);
    expect(first!.dataset.fallback).toBe('');
  });
});
