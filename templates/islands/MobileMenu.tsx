// The small-screen menu: a real toggle button, then Services and Vehicles accordions (one open at
// a time, collapsible) and the plain links. Following any link closes the menu.
import { useId, useState } from 'react';
import { useSingleCollapsible } from './Disclosure.js';

interface NavLink {
  label: string;
  href: string;
}

export interface MobileMenuProps {
  menuLabel: string;
  groups: { label: string; links: NavLink[] }[];
  links: NavLink[];
  /** With `href` (a shop without a booking widget), a link to its booking page or phone. */
  book: { label: string; event: string; href?: string };
}

export default function MobileMenu({ menuLabel, groups, links, book }: MobileMenuProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const accordion = useSingleCollapsible(null);
  const base = useId();
  const panelId = `${base}-panel`;
  const closeMenu = () => {
    setMenuOpen(false);
    accordion.close();
  };
  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={panelId}
        onClick={() => setMenuOpen((v) => !v)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          {menuOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" fill="none" />
          )}
        </svg>
        <span className="visually-hidden">{menuLabel}</span>
      </button>
      <nav className="mobile-panel" id={panelId} aria-label={menuLabel} hidden={!menuOpen}>
        <ul className="mobile-list">
          {groups.map((group, i) => {
            const buttonId = `${base}-g${i}`;
            const listId = `${base}-l${i}`;
            const expanded = accordion.open === i;
            return (
              <li key={group.label}>
                <h2 className="mobile-group-heading">
                  <button type="button" id={buttonId} aria-expanded={expanded} aria-controls={listId} onClick={() => accordion.toggle(i)}>
                    {group.label}
                    <svg className="chevron" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                </h2>
                <ul className="mobile-sublist" id={listId} hidden={!expanded}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} onClick={closeMenu}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          {links.map((link) => (
            <li key={link.href}>
              <a className="mobile-link" href={link.href} onClick={closeMenu}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {book.href ? (
          <a className="button button-primary mobile-book" href={book.href} data-event={book.event} onClick={closeMenu}>
            {book.label}
          </a>
        ) : (
          <button type="button" className="button button-primary mobile-book" data-book="" data-event={book.event} onClick={closeMenu}>
            {book.label}
          </button>
        )}
      </nav>
    </div>
  );
}
