// @vitest-environment jsdom
// Islands with Testing Library: given/when/then, axe after each interaction, one test per ARIA
// promise; each island reads back from its server HTML what it was rendered with, and hydrates it.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { couponExpiry, couponLive, formatDate, hideExpiredCoupons, isoDay } from '../../src/client/expiry.js';
import { ShopCall } from '../../templates/components/Copy.js';
import { Faq } from '../../templates/components/Faq.js';
import { IslandRoot } from '../../templates/islands/IslandRoot.js';
import MobileMenu, { NAV_ID } from '../../templates/islands/MobileMenu.js';
import * as mobileMenu from '../../templates/islands/MobileMenu.js';
import * as reviewText from '../../templates/islands/ReviewText.js';

const ReviewText = reviewText.default;
const { MIN_HIDDEN_WORDS, splitWords } = reviewText;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function expectNoAxeViolations(container: HTMLElement) {
  // color-contrast needs layout, which jsdom does not do; real Chromium checks it in browser tests.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

const FAQ = [
  { question: 'First?', answer: 'One.' },
  { question: 'Second?', answer: 'Two.' },
  { question: 'Third?', answer: 'Three.' },
];

describe('given the FAQ (plain HTML, no island)', () => {
  it('then every question is the summary of a <details> of one exclusive group, its heading inside', async () => {
    const { container } = render(<Faq items={FAQ} />);
    const items = [...container.querySelectorAll('details')];
    expect(items).toHaveLength(3);
    for (const details of items) {
      expect(details.getAttribute('name')).toBe('faq');
      expect(details.firstElementChild!.tagName).toBe('SUMMARY');
      expect(within(details.querySelector('summary')!).getByRole('heading', { level: 3 })).toBeInTheDocument();
    }
    expect(container.querySelector('[data-island]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('then the first answer starts open, and every answer is in the HTML', () => {
    const { container } = render(<Faq items={FAQ} />);
    expect([...container.querySelectorAll('details')].map((d) => d.open)).toEqual([true, false, false]);
    for (const { answer } of FAQ) expect(container.textContent).toContain(answer);
  });

  it("then an answer naming the shop's number has it as a tap-to-call link that does not wrap", async () => {
    const call = { number: '(555) 010-0142', href: 'tel:+15550100142' };
    const { container } = render(
      <ShopCall.Provider value={call}>
        <Faq items={[{ question: 'Open?', answer: 'Call (555) 010-0142 to check.' }]} />
      </ShopCall.Provider>,
    );
    const link = screen.getByRole('link', { name: '(555)\u00a0010\u20110142' });
    expect(link).toHaveAttribute('href', 'tel:+15550100142');
    expect(link).toHaveClass('nowrap');
    expect(link.parentElement!.textContent).toBe('Call (555)\u00a0010\u20110142 to check.');
    await expectNoAxeViolations(container);
  });
});

/** The menu as the header renders it: the island is the <details>, the navigation its next sibling. */
function renderMenu() {
  const menu = document.body.appendChild(document.createElement('details'));
  const nav = document.body.appendChild(document.createElement('nav'));
  nav.id = NAV_ID;
  nav.setAttribute('aria-label', 'Main');
  nav.innerHTML = '<details name="nav" open><summary>Vehicles</summary><a href="/vehicles/kia/">Kia</a></details><a href="/coupons/">Coupons</a>';
  const result = render(<MobileMenu label="Menu" />, { container: menu });
  onTestFinished(() => {
    menu.remove();
    nav.remove();
  });
  return { ...result, menu, nav, toggle: menu.querySelector('summary')! };
}

describe('given the mobile menu', () => {
  it('then its toggle is the summary of the <details> it lives in, naming the navigation it shows', async () => {
    const { toggle, nav } = renderMenu();
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(toggle).toHaveTextContent('Menu');
    await expectNoAxeViolations(document.body);
  });

  it('then React never sets open: the browser keeps the state, before hydration and after', () => {
    const { menu } = renderMenu();
    menu.open = true;
    expect(menu.open).toBe(true);
    expect(renderToString(<MobileMenu label="Menu" />)).not.toMatch(/\sopen[\s=>]/);
  });

  it('when a link is followed, then the menu and its open group close (spec: a link click closes it)', () => {
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const { menu, nav } = renderMenu();
    menu.open = true;
    fireEvent.click(within(nav).getByRole('link', { name: 'Coupons' }));
    expect(menu.open).toBe(false);
    expect(nav.querySelector('details')!.open).toBe(false);
  });

  it('when a group opens, then the menu stays open', () => {
    const { menu, nav } = renderMenu();
    menu.open = true;
    fireEvent.click(nav.querySelector('summary')!);
    expect(menu.open).toBe(true);
  });

  it('when Escape is pressed, then the menu closes and focus goes back to the toggle', () => {
    const { menu, nav, toggle } = renderMenu();
    menu.open = true;
    within(nav).getByRole('link', { name: 'Coupons' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(toggle).toHaveFocus();
  });
});

describe('given a review text', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');
  const long = words(45);
  const [shown, rest] = splitWords(long, 25);
  const labels = { readMore: 'Read more', showLess: 'Show less' };

  it('then text over 25 words shows 25 words and an ellipsis, the rest hidden but in the HTML', () => {
    const { container } = render(<ReviewText shown={shown} rest={rest} {...labels} />);
    const quote = container.querySelector('blockquote')!;
    expect(quote.textContent).toContain('w25…');
    expect(within(quote).getByText('w26 w27 w28 w29 w30', { exact: false })).toHaveAttribute('hidden');
  });

  it('when Read more is pressed, then the whole text shows and the button says Show less', async () => {
    const { container } = render(<ReviewText shown={shown} rest={rest} {...labels} />);
    const button = screen.getByRole('button', { name: 'Read more' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Show less');
    expect(container.querySelector('blockquote')!.textContent).toBe(long);
    await expectNoAxeViolations(container);
  });

  it('when Show less is pressed, then it is cut again', () => {
    const { container } = render(<ReviewText shown={shown} rest={rest} {...labels} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('.review-rest')).toHaveAttribute('hidden');
  });

  it('then a short review is not cut (and the page renders it with no island)', () => {
    expect(splitWords('Quick and honest.', 25)).toEqual(['Quick and honest.', '']);
    expect(splitWords('a b c', 2, 1)).toEqual(['a b', 'c']);
  });

  it(`then a review only a few words over the limit is shown whole: a cut must hide ${MIN_HIDDEN_WORDS} words or more`, () => {
    expect(splitWords(words(26), 25)).toEqual([words(26), '']);
    expect(splitWords(words(25 + MIN_HIDDEN_WORDS - 1), 25)[1]).toBe('');
    expect(splitWords(words(25 + MIN_HIDDEN_WORDS), 25)[1].split(' ')).toHaveLength(MIN_HIDDEN_WORDS);
  });
});

/**
 * The island's HTML as the server writes it, in a marker element of the page's document. Props
 * sent as JSON are only what the HTML does not show; the rest is read back (fromHtml).
 */
function serverIsland(element: React.ReactElement, prefix: string, as: 'div' | 'details' = 'div') {
  const el = document.body.appendChild(document.createElement(as));
  el.innerHTML = renderToString(<IslandRoot>{element}</IslandRoot>, { identifierPrefix: prefix });
  onTestFinished(() => el.remove());
  return el;
}

describe('given the HTML an island was rendered to', () => {
  const text = { shown: 'Fast & fair <b>not bold</b> service,', rest: 'and a “quote” that held – every time.', readMore: 'Leer más' };
  // What the HTML does not show travels as JSON (data-props).
  const json = { showLess: 'Ver menos' };

  it.each([
    ['ReviewText', () => serverIsland(<ReviewText {...text} {...json} />, 'reviewtext3-'), reviewText.fromHtml, text],
    ['MobileMenu', () => serverIsland(<MobileMenu label="Menü" />, 'mobilemenu0-', 'details'), mobileMenu.fromHtml, { label: 'Menü' }],
  ] as const)('then %s reads back from it exactly the props it was rendered with, so none is sent twice', (_, make, fromHtml, expected) => {
    expect(fromHtml(make())).toEqual(expected);
  });

  it.each([
    ['ReviewText', () => serverIsland(<ReviewText {...text} {...json} />, 'reviewtext3-'), 'reviewtext3-', (el: HTMLElement) => <ReviewText {...reviewText.fromHtml(el)} {...json} />],
    ['MobileMenu', () => serverIsland(<MobileMenu label="Menü" />, 'mobilemenu0-', 'details'), 'mobilemenu0-', (el: HTMLElement) => <MobileMenu {...mobileMenu.fromHtml(el)} />],
  ] as const)('then %s hydrates it from what it reads, with no mismatch', async (_, make, prefix, element) => {
    const el = make();
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args);
    });
    await act(async () => {
      hydrateRoot(el, <IslandRoot>{element(el)}</IslandRoot>, { identifierPrefix: prefix, onRecoverableError: (e) => errors.push(e) });
    });
    spy.mockRestore();
    expect(errors).toEqual([]);
  });
});

describe('given the coupon expiry', () => {
  it.each([
    ['a day in November', new Date(2026, 10, 22), '2026-12-01'],
    ['a day in December, rolling over to January of the next year', new Date(2026, 11, 31), '2027-01-01'],
    ['a day in January', new Date(2027, 0, 1), '2027-02-01'],
  ])('then %s expires on the first of the next month', (_, today, expected) => {
    expect(couponExpiry('rolling', isoDay(today))).toBe(expected);
  });

  it('then a fixed date is the last day the coupon is offered, and never never ends', () => {
    expect(couponExpiry('2026-12-31', '2026-11-22')).toBe('2026-12-31');
    expect(couponExpiry('never', '2026-11-22')).toBeUndefined();
    expect(couponLive('2026-12-31', '2026-12-31')).toBe(true);
    expect(couponLive('2026-12-31', '2027-01-01')).toBe(false);
    expect(couponLive('rolling', '2099-01-01')).toBe(true);
    expect(couponLive('never', '2099-01-01')).toBe(true);
  });

  it.each([
    ['MMM D, YYYY', 'Jan 1, 2027'],
    ['MMMM D, YYYY', 'January 1, 2027'],
    ['MM-DD-YY', '01-01-27'],
    ['MM/DD/YYYY', '01/01/2027'],
    ['YYYY-MM-DD', '2027-01-01'],
  ])('then the format %s writes %s', (format, expected) => {
    expect(formatDate('2027-01-01', format)).toBe(expected);
  });

  it.each([
    ['es', 'MMM D, YYYY', 'sept 1, 2027'],
    ['es', 'D MMMM YYYY', '1 septiembre 2027'],
    ['fr', 'D MMMM YYYY', '1 septembre 2027'],
    ['en-GB', 'MMM D, YYYY', 'Sep 1, 2027'],
    ['en', 'MMMM D, YYYY', 'September 1, 2027'],
  ])('then in %s the format %s writes %s', (lang, format, expected) => {
    expect(formatDate('2027-09-01', format, lang)).toBe(expected);
  });

  it('when every coupon with an end date is past it on the shop\'s date, then they are hidden and the none line shows', () => {
    document.body.innerHTML =
      '<ul><li data-expires="2026-12-31">A</li><li data-expires="2027-01-31">B</li></ul><p data-coupons-none hidden>None</p>';
    hideExpiredCoupons('2027-01-01');
    expect([...document.querySelectorAll('li')].map((li) => li.hidden)).toEqual([true, false]);
    expect(document.querySelector<HTMLElement>('[data-coupons-none]')!.hidden).toBe(true);
    hideExpiredCoupons('2027-02-01');
    expect(document.querySelector<HTMLElement>('[data-coupons-none]')!.hidden).toBe(false);
    document.body.innerHTML = '';
  });

  it('when the coupons with an end date are past it but a rolling one is left, then the none line stays hidden', () => {
    document.body.innerHTML = '<ul><li data-expires="2026-12-31">A</li><li>Rolling</li></ul><p data-coupons-none hidden>None</p>';
    hideExpiredCoupons('2027-01-01');
    expect([...document.querySelectorAll('li')].map((li) => li.hidden)).toEqual([true, false]);
    expect(document.querySelector<HTMLElement>('[data-coupons-none]')!.hidden).toBe(true);
    document.body.innerHTML = '';
  });

});
