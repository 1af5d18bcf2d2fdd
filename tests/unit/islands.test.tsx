// @vitest-environment jsdom
// Islands with Testing Library: given/when/then, axe after each interaction, one test per ARIA
// promise (aria-practices' accordion pattern).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CouponExpiry, { couponExpiry } from '../../templates/islands/CouponExpiry.js';
import FaqAccordion from '../../templates/islands/FaqAccordion.js';
import MobileMenu from '../../templates/islands/MobileMenu.js';
import ReviewCard, { splitWords } from '../../templates/islands/ReviewCard.js';

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
  const long = Array.from({ length: 30 }, (_, i) => `w${i + 1}`).join(' ');

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
    expect(splitWords('a b c', 2)).toEqual(['a b', 'c']);
  });
});

describe('given the coupon expiry', () => {
  it.each([
    ['a day in November', new Date(2026, 10, 22), '12-01-26'],
    ['a day in December, rolling over to January of the next year', new Date(2026, 11, 31), '01-01-27'],
    ['a day in January', new Date(2027, 0, 1), '02-01-27'],
  ])('then %s expires on the first of the next month', (_, today, expected) => {
    expect(couponExpiry(today)).toBe(expected);
  });

  it('when the visitor is in a later month than the build, then the page shows the later date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 15));
    await act(async () => {
      render(<CouponExpiry label="EXP:" initial="12-01-26" />);
    });
    expect(screen.getByText('02-01-27')).toBeInTheDocument();
  });
});
