// The small-screen menu (spec section 2): the island is a <details> (templates/components/Header.tsx),
// so the browser opens and closes it, before React arrives and without it; while it is open, CSS
// shows the site's one navigation as the menu panel, its Services and Vehicles groups native
// <details> that open one at a time. React renders the toggle and adds what HTML cannot: following
// a link or the booking button closes the menu, the button's focus moved to the toggle (spec
// section 4: a link click closes it; a page restored from the back-forward cache comes back
// closed); Escape closes it, focus back on the toggle; focus moving past it closes it. The state
// stays the browser's: React never sets `open`, so nothing can disagree.
import { useEffect, useRef } from 'react';

/** The navigation the toggle shows: one per page, in the header. */
export const NAV_ID = 'site-nav';

/** The toggle's name (pages.yaml layout.menuLabel), shown in its HTML and read back from there. */
export function fromHtml(el: HTMLElement): { label: string } {
  return { label: el.querySelector('.menu-toggle .visually-hidden')?.textContent ?? '' };
}

export default function MobileMenu({ label }: { label: string }) {
  const toggle = useRef<HTMLElement>(null);
  useEffect(() => {
    const summary = toggle.current!;
    const menu = summary.parentElement as HTMLDetailsElement;
    const nav = document.getElementById(NAV_ID);
    const close = () => {
      menu.open = false;
      for (const group of nav?.querySelectorAll('details') ?? []) group.open = false;
    };
    const onClick = (event: Event) => {
      const target = (event.target as Element).closest('a, button');
      if (!target) return;
      // A button (Book Appointment) stays on the page: its focus goes to the toggle, not to the
      // body as the menu hides it, so the booking box it opens gives focus back there.
      if (target.matches('button') && target.contains(document.activeElement)) summary.focus();
      close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && menu.open) {
        close();
        summary.focus();
      }
    };
    // Tabbing past its last link closes it, so the open panel never covers what the keyboard reaches next.
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Node;
      if (menu.open && !menu.contains(target) && !nav?.contains(target)) close();
    };
    nav?.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      nav?.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  return (
    <summary ref={toggle} className="menu-toggle" aria-controls={NAV_ID}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
        <path className="menu-icon-open" d="M4 7h16M4 12h16M4 17h16" />
        <path className="menu-icon-close" d="M6 6l12 12M18 6L6 18" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </summary>
  );
}
