// Shared header (spec section 2): top bar with phone, address (a Get Directions link on small
// screens instead) and hours; the logo; one navigation for every width, its Services and Vehicles
// groups native <details> of one exclusive group (dropdowns on wide screens, accordions in the
// small-screen menu), so it works with no JavaScript; Book Appointment. On small screens the
// MobileMenu island, itself a <details>, shows and hides that same navigation (styles.css). Each
// group's list sits in a panel of its own, which a dropdown taller than the window scrolls: a list
// of columns cannot scroll down itself (held to a height, its columns run sideways).
import { Fragment } from 'react';
import { hoursLines, unbreakable } from '../../src/shared/text.js';
import { OpenNow } from './Hours.js';
import type { PageInput } from '../context.js';
import { BookButton, BookingTarget, ExternalLink, PhoneLink, bookingHref } from './Actions.js';
import { NAV_ID } from '../islands/MobileMenu.js';
import { Island, RenderOnce } from './Island.js';
import { LinkList, navLinks } from './LinkList.js';

export function Header(input: PageInput) {
  // Rendered apart from the page (RenderOnce), so the booking target is passed on here.
  const booking = bookingHref(input.site.shop, input.call);
  return (
    <RenderOnce
      id="header"
      as="header"
      className="site-header"
      here={input.here}
      render={() => (
        <BookingTarget.Provider value={booking}>
          <HeaderContent {...input} />
        </BookingTarget.Provider>
      )}
    />
  );
}

function HeaderContent({ site, links }: PageInput) {
  const { shop, pages } = site;
  const today = shop.hours[0]!;
  // Each day's hours on one line ("Sun Closed" never split): the line breaks only between days.
  const hours = hoursLines(today.schedule, pages.layout.hours.weekClosed, pages.layout.hours.weekAllDay, pages.lang).map((l, i) => (
    <Fragment key={l.days}>
      {i > 0 && ' · '}
      <span className="nowrap">{`${l.days} ${l.hours}`}</span>
    </Fragment>
  ));
  const groups = [
    { label: pages.layout.nav.services, links: [{ label: pages.layout.nav.allServices, href: links.services }, ...site.services.map((s) => ({ label: s.title, href: links.service[s.slug]! }))] },
    { label: pages.layout.nav.vehicles, links: site.makes.map((m) => ({ label: m.name, href: links.make[m.slug]! })) },
  ];
  // The services page heads the Services group; every other page of the navigation is a plain link.
  const plain = navLinks({ site, links }).filter((l) => l.kind !== 'services');
  return (
    <>
      <div className="topbar">
        <div className="container topbar-inner">
          <PhoneLink event="header_phone_call_click" className="topbar-phone">
            <span aria-hidden="true" className="phone-icon">
              ☎
            </span>
            {unbreakable(shop.phone)}
          </PhoneLink>
          {/* In parts, so that on a wide screen the last ones give way when the bar would wrap (styles.css). */}
          <span className="topbar-address">
            <span>{shop.address.street}</span>
            <span>{`, ${shop.address.city}`}</span>
            <span>{`, ${shop.address.state}`}</span>
            <span>{` ${shop.address.zip}`}</span>
          </span>
          <ExternalLink href={shop.links.directions} event="header_get_directions_click" className="topbar-directions" newTab={pages.layout.newTabLabel}>
            {pages.layout.directionsLabel}
          </ExternalLink>
          {shop.timeZone && <OpenNow className="topbar-open" />}
          <span className="topbar-hours">{hours}</span>
        </div>
      </div>
      <div className="container mainbar">
        <a className="logo" href={links.home}>
          <span className="logo-name">{shop.name}</span>
          {shop.logoText && <span className="logo-text">{shop.logoText}</span>}
        </a>
        <Island name="MobileMenu" as="details" className="menu" content={{ label: pages.layout.menuLabel }} />
        <nav className="site-nav" id={NAV_ID} aria-label={pages.layout.navLabel}>
          <ul className="nav-list">
            {groups.map((group) => (
              <li key={group.label}>
                <details className="dropdown" name="nav">
                  <summary>{group.label}</summary>
                  <div className={panelClass(group.links)}>
                    <LinkList links={group.links} className="dropdown-list" />
                  </div>
                </details>
              </li>
            ))}
            {plain.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
          <BookButton label={pages.layout.bookLabel} event="header_appointment_button_click" className="button button-primary mobile-book" />
        </nav>
        <BookButton label={pages.layout.bookLabel} event="header_appointment_button_click" className="button button-primary header-book" />
      </div>
    </>
  );
}

/**
 * A dropdown's panel: a long list in columns, four of short names (a shop's makes), fewer and wider
 * as its longest name grows, so that a long service name wraps to two or three lines, not seven.
 */
function panelClass(links: { label: string }[]): string {
  if (links.length <= 12) return 'dropdown-panel';
  const longest = Math.max(...links.map((l) => l.label.length));
  return longest <= 16 ? 'dropdown-panel dropdown-columns' : `dropdown-panel dropdown-columns dropdown-columns-${longest <= 26 ? 3 : 2}`;
}
