// @vitest-environment jsdom
// Islands with Testing Library: given/when/then, axe after each interaction, one test per ARIA
// promise (aria-practices' accordion pattern).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CouponExpiry from '../../templates/islands/CouponExpiry.js';
import { couponExpiry, couponLive, formatDate, hideExpiredCoupons, isoDay } from '../../src/client/expiry.js';
import FaqAccordion from '../../templates/islands/FaqAccordion.js';
import MobileMenu from '../../templates/islands/MobileMenu.js';
import ReviewCard, { MIN_HIDDEN_WORDS, splitWords } from '../../templates/islands/ReviewCard.js';

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

describe('given the FAQ accordion', () => {
  it('then every question is a real button in a heading, controlling a panel that exists', async () => {
    const { container } = render(<FaqAccordion items={FAQ} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.parentElement!.tagName).toBe('H3');
      const panel = document.getElementById(button.getAttribute('aria-controls')!);
      expect(panel).not.toBeNull();
    }
    await expectNoAxeViolations(container);
  });

  it("then an answer naming the shop's number has it as a tap-to-call link that does not wrap", async () => {
    const call = { number: '(555) 010-0142', href: 'tel:+15550100142' };
    const { container } = render(<FaqAccordion items={[{ question: 'Open?', answer: 'Call (555) 010-0142 to check.' }]} call={call} />);
    const link = screen.getByRole('link', { name: '(555)\u00a0010\u20110142' });
    expect(link).toHaveAttribute('href', 'tel:+15550100142');
    expect(link).toHaveClass('nowrap');
    expect(link.parentElement!.textContent).toBe('Call (555)\u00a0010\u20110142 to check.');
    await expectNoAxeViolations(container);
  });

  it('then closed answers are still in the HTML, hidden', () => {
    render(<FaqAccordion items={FAQ} />);
    expect(screen.getByText('Two.').closest('[hidden]')).not.toBeNull();
  });

  it('when a second question is pressed, then it opens and the first closes (single)', async () => {
    const { container } = render(<FaqAccordion items={FAQ} />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Two.').closest('[hidden]')).toBeNull();
    expect(screen.getByText('One.').closest('[hidden]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('when the open question is pressed again, then it closes (collapsible)', () => {
    render(<FaqAccordion items={FAQ} />);
    const [first] = screen.getAllByRole('button');
    fireEvent.click(first!);
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
  });
});

const MENU = {
  menuLabel: 'Menu',
  groups: [
    { label: 'Services', links: [{ label: 'Oil', href: '/services/oil/' }] },
    { label: 'Vehicles', links: [{ label: 'Kia', href: '/vehicles/kia/' }, { label: 'Audi', href: '/vehicles/audi/' }] },
  ],
  links: [{ label: 'Coupons', href: '/coupons/' }],
  book: { label: 'Book Appointment', event: 'header_appointment_button_click' },
};

describe('given the mobile menu', () => {
  it('then it starts closed, with a toggle button that controls the panel', async () => {
    const { container } = render(<MobileMenu {...MENU} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute('hidden');
    await expectNoAxeViolations(container);
  });

  it('when opened, then Services and Vehicles are accordions with one open at a time', async () => {
    const { container } = render(<MobileMenu {...MENU} />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    const services = within(nav).getByRole('button', { name: 'Services' });
    const vehicles = within(nav).getByRole('button', { name: 'Vehicles' });
    fireEvent.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(vehicles);
    expect(vehicles).toHaveAttribute('aria-expanded', 'true');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Kia' })).toBeVisible();
    fireEvent.click(vehicles);
    expect(vehicles).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
  });

  it('when a link is followed, then the menu closes', () => {
    // jsdom cannot navigate; the test only needs React's click handler.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    render(<MobileMenu {...MENU} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Coupons' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('given a review card', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');
  const long = words(45);

  it('then text over 25 words shows 25 words and an ellipsis, the rest hidden but in the HTML', () => {
    const { container } = render(<ReviewCard name="Ann" text={long} rating={5} dateLabel="posted recently" limit={25} />);
    const quote = container.querySelector('blockquote')!;
    expect(quote.textContent).toContain('w25…');
    expect(within(quote).getByText('w26 w27 w28 w29 w30', { exact: false })).toHaveAttribute('hidden');
  });

  it('when Read more is pressed, then the whole text shows and the button says Show less', async () => {
    const { container } = render(<ReviewCard name="Ann" text={long} rating={5} dateLabel="posted recently" limit={25} />);
    const button = screen.getByRole('button', { name: 'Read more' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Show less');
    expect(container.querySelector('blockquote')!.textContent).toBe(long);
    await expectNoAxeViolations(container);
  });

  it('then a short review has no button', () => {
    render(<ReviewCard name="Bo" text="Quick and honest." rating={4} dateLabel="posted recently" limit={25} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(splitWords('a b c', 2, 1)).toEqual(['a b', 'c']);
  });

  it(`then a review only a few words over the limit is shown whole: a cut must hide ${MIN_HIDDEN_WORDS} words or more`, () => {
    const { container } = render(<ReviewCard name="Cy" text={words(26)} rating={5} dateLabel="posted recently" limit={25} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('blockquote')!.textContent).toBe(words(26));
    expect(splitWords(words(25 + MIN_HIDDEN_WORDS - 1), 25)[1]).toBe('');
    expect(splitWords(words(25 + MIN_HIDDEN_WORDS), 25)[1].split(' ')).toHaveLength(MIN_HIDDEN_WORDS);
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

  it('when every coupon with an end date is past it on the visitor\'s date, then they are hidden and the none line shows', () => {
    document.body.innerHTML =
      '<ul><li data-expires="2026-12-31">A</li><li data-expires="2027-01-31">B</li></ul><p data-coupons-none hidden>None</p>';
    hideExpiredCoupons(new Date(2027, 0, 1));
    expect([...document.querySelectorAll('li')].map((li) => li.hidden)).toEqual([true, false]);
    expect(document.querySelector<HTMLElement>('[data-coupons-none]')!.hidden).toBe(true);
    hideExpiredCoupons(new Date(2027, 1, 1));
    expect(document.querySelector<HTMLElement>('[data-coupons-none]')!.hidden).toBe(false);
    document.body.innerHTML = '';
  });

  it('when the visitor is in a later month than the build, then the page shows the later date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 15));
    await act(async () => {
      render(<CouponExpiry label="EXP:" initial="2026-12-01" format="MM-DD-YY" />);
    });
    expect(screen.getByText('02-01-27')).toBeInTheDocument();
    expect(screen.getByText('02-01-27').getAttribute('datetime')).toBe('2027-02-01');
  });
});
