// /coupons: one card per coupon with its booking button and expiry, then the terms.
import type { PageInput } from '../context.js';
import { BookButton } from '../components/Actions.js';
import { PageHead } from '../components/Blocks.js';
import { Document } from '../components/Document.js';
import { Island } from '../components/Island.js';
import { couponExpiry } from '../islands/CouponExpiry.js';

export function CouponsPage(input: PageInput) {
  const { site, today } = input;
  const buildExpiry = couponExpiry(new Date(today), true);
  const page = site.pages.coupons;
  return (
    <Document input={input}>
      <PageHead heading={page.heading} text={page.text} />
      <section className="section" aria-label={page.heading}>
        <div className="container">
          <ul className="coupon-grid">
            {site.coupons.map((c) => (
              <li key={c.id} className="coupon">
                <p className="coupon-title">{c.title}</p>
                <h2 className="coupon-subtitle">{c.subtitle}</h2>
                <p>{c.description}</p>
                {c.note && <p className="coupon-note">{c.note}</p>}
                <Island name="CouponExpiry" hydrate="load" props={{ label: page.expiryLabel, initial: buildExpiry }} />
                <BookButton label={page.cta} />
              </li>
            ))}
          </ul>
          <p className="terms">{page.terms}</p>
        </div>
      </section>
    </Document>
  );
}
