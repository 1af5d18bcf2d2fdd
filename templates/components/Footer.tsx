// Shared footer (spec section 2): about text, phone and email, every schedule's hours, quick links.
import { hoursLines } from '../../src/shared/text.js';
import type { PageInput } from '../context.js';
import { PhoneLink } from './Actions.js';
import { OpenNow, SpecialHours, pageHours } from './Hours.js';
import { RenderOnce } from './Island.js';
import { LinkList, navLinks } from './LinkList.js';

export function Footer(input: PageInput) {
  return <RenderOnce id="footer" as="footer" className="site-footer" here={input.here} render={() => <FooterContent {...input} />} />;
}

function FooterContent({ site, links, today }: PageInput) {
  const { shop, pages } = site;
  const hours = pageHours({ site, today });
  return (
    <>
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{shop.name}</h2>
          <p>{pages.layout.footerAbout}</p>
          <address>
            {shop.address.street}
            <br />
            {shop.address.city}, {shop.address.state} {shop.address.zip}
            <br />
            <PhoneLink />
            <br />
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </address>
        </section>
        {shop.hours.map((entry, i) => (
          <section key={entry.label} aria-labelledby={`footer-hours-${i}`}>
            <h2 id={`footer-hours-${i}`}>{entry.label}</h2>
            {i === 0 && <OpenNow className="open-now" data={hours.data} />}
            <dl className="hours">
              {hoursLines(entry.schedule, pages.layout.hours.weekClosed, pages.layout.hours.weekAllDay, pages.lang).map((line) => (
                <div key={line.days}>
                  <dt>{line.days}</dt>
                  <dd>{line.hours}</dd>
                </div>
              ))}
            </dl>
            {i === 0 && <SpecialHours {...hours} />}
          </section>
        ))}
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{pages.layout.quickLinksHeading}</h2>
          <LinkList links={navLinks({ site, links }).sort((a, b) => a.footer - b.footer)} />
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>
          © {shop.name} · {shop.address.city}, {shop.address.state}
        </p>
        {site.hub && (
          <p>
            <a href={site.hub.locations}>{site.hub.backLink}</a>
          </p>
        )}
      </div>
      {shop.thirdParty.booking && (
        <>
          {/* Says "opening" while a Book button waits for the widget (actions.ts): a live region, in the page from the start. */}
          <div className="booking-status" id="booking-status" role="status" data-text={pages.layout.bookingOpening} />
          {/* Named as the button that opened it; its sentence is its description, not its name. */}
          <dialog className="booking-fallback" id="booking-fallback" aria-label={pages.layout.bookLabel} aria-describedby="booking-fallback-text">
            <p id="booking-fallback-text">{pages.layout.bookingFallback}</p>
            <div className="dialog-actions">
              <PhoneLink className="button button-primary" />
              <form method="dialog">
                <button type="submit" className="button button-ghost">
                  {pages.layout.closeLabel}
                </button>
              </form>
            </div>
          </dialog>
        </>
      )}
    </>
  );
}
