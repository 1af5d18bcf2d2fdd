// /coupons: one card per coupon with its booking button and expiry, then the terms.
import type { PageInput } from '../context.js';
import { BookButton } from '../components/Actions.js';
import { PageHead } from '../components/Blocks.js';
import { Document } from '../components/Document.js';
import { couponExpiry, couponLive } from '../../src/client/expiry.js';
import { shopToday } from '../../src/shared/hours.js';
import { ExpiryLine } from '../components/ExpiryLine.js';

export function CouponsPage(input: PageInput) {
  const { site, today } = input;
  // The shop's day (UTC without a time zone): a coupon is offered through its last day at the shop.
  const day = shopToday(site.shop.timeZone, new Date(today));
  const page = site.pages.coupons;
  // Coupons past their last day are left out here; the browser hides those that end later.
  const coupons = site.coupons.filter((c) => couponLive(c.expires, day));
  return (
    <Document input={input}>
      <PageHead heading={page.heading} text={page.text} />
      <section className="section" aria-label={page.heading}>
        <div className="container">
          <ul className="coupon-grid">
            {coupons.map((c) => (
              <li key={c.id} className="coupon" data-expires={/^\d/.test(c.expires) ? c.expires : undefined}>
                <p className="coupon-title">{c.title}</p>
                <h2 className="coupon-subtitle">{c.subtitle}</h2>
                <p>{c.description}</p>
                {c.note && <p className="coupon-note">{c.note}</p>}
                {c.expires === 'rolling' ? (
                  // The build's date is only the first paint: the browser sets the shop's day's (expiry.ts showRollingExpiry).
                  <div data-rolling={page.expiryFormat}>
                    <ExpiryLine label={page.expiryLabel} day={couponExpiry('rolling', day)!} format={page.expiryFormat} lang={site.pages.lang} />
                  </div>
                ) : (
                  c.expires !== 'never' && <ExpiryLine label={page.expiryLabel} day={c.expires} format={page.expiryFormat} lang={site.pages.lang} />
                )}
                <BookButton label={page.cta} />
                {/* On paper only (styles.css): a coupon cut out still says whose it is. */}
                <p className="coupon-shop">
                  {site.shop.name}
                  <br />
                  {site.shop.phone}
                </p>
              </li>
            ))}
          </ul>
          <p className="coupons-none" data-coupons-none="" hidden={coupons.length > 0}>
            {page.noneText}
          </p>
          <p className="terms">{page.terms}</p>
        </div>
      </section>
    </Document>
  );
}
