// Home (spec section 2, Home page): hero, testimonials, services teaser, welcome, why choose us,
// vehicles by group, FAQ, service area, map; structured business data in the head.
import type { PageInput } from '../context.js';
import { BookButton } from '../components/Actions.js';
import { Hero, LocationBlock, ServicesTeaser, Testimonials } from '../components/Blocks.js';
import { Document } from '../components/Document.js';
import { Paragraphs } from '../components/Sections.js';
import { Copy } from '../components/Copy.js';
import { Faq } from '../components/Faq.js';
import { Stars } from '../components/Stars.js';
import { businessJsonLd, websiteJsonLd } from '../structured-data.js';
import { MAKE_GROUPS } from '../../src/shared/data.generated.js';
import { countWords, numberWords } from '../../src/shared/copy-words.js';

export function HomePage(input: PageInput) {
  const { site, links } = input;
  const { home } = site.pages;
  const { claims } = site.shop;
  // A new shop's figures are left out rather than shown as "0+": no years yet, and with no review
  // no count and no rating (claims.rating is then no customer's).
  const stats = [
    claims.yearsInBusiness > 0 && ([home.stats.years, `${countWords(claims.yearsInBusiness, site.pages.lang)}+`] as const),
    claims.reviewCount > 0 && ([home.stats.reviews, `${countWords(claims.reviewCount, site.pages.lang)}+`] as const),
    claims.reviewCount > 0 && ([home.stats.rating, numberWords(claims.rating, site.pages.lang)] as const),
  ].filter((stat) => stat !== false);
  return (
    <Document
      input={input}
      image={home.hero.image}
      head={[
        <script key="business" type="application/ld+json" dangerouslySetInnerHTML={{ __html: businessJsonLd(input) }} />,
        <script key="website" type="application/ld+json" dangerouslySetInnerHTML={{ __html: websiteJsonLd(input) }} />,
      ]}
    >
      <Hero heading={home.hero.heading} text={home.hero.text} badge={home.hero.badge} art="shop" photo={home.hero.image && { image: home.hero.image, input }}>
        {claims.reviewCount > 0 && (
          <p className="hero-rating">
            <Stars rating={claims.rating} label={site.pages.layout.starsLabel} lang={site.pages.lang} /> <span>{home.hero.reviewsLabel}</span>
          </p>
        )}
        <BookButton label={home.hero.cta} />
      </Hero>
      <Testimonials {...input} heading={home.testimonialsHeading} />
      <ServicesTeaser {...input} />
      <section className="section section-neutral" aria-labelledby="welcome-heading">
        <div className="container welcome">
          <div className="prose">
            <h2 id="welcome-heading">{home.welcome.heading}</h2>
            <Paragraphs paragraphs={home.welcome.paragraphs} />
          </div>
          {stats.length > 0 && (
            <dl className="stats">
              {stats.map(([term, figure]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{figure}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </section>
      <section className="section" aria-labelledby="why-heading">
        <div className="container">
          <h2 id="why-heading">{home.whyChooseUs.heading}</h2>
          <ul className="card-grid why-grid">
            {home.whyChooseUs.cards.map((card) => (
              <li key={card.title} className="card why-card">
                <h3>{card.title}</h3>
                <p>
                  <Copy text={card.text} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-neutral" aria-labelledby="vehicles-heading">
        <div className="container">
          <h2 id="vehicles-heading">{home.vehicles.heading}</h2>
          <p className="section-intro">
            <Copy text={home.vehicles.text} />
          </p>
          <div className="make-groups">
            {MAKE_GROUPS.map((group) => {
              const makes = site.makes.filter((m) => m.group === group);
              if (!makes.length) return null;
              return (
                <div key={group} className="make-group">
                  <h3>{home.vehicles.groups[group]}</h3>
                  <ul>
                    {makes.map((m) => (
                      <li key={m.slug}>
                        <a href={links.make[m.slug]}>{m.name}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="faq-heading">
        <div className="container narrow">
          <h2 id="faq-heading">{home.faqHeading}</h2>
          <Faq items={site.faq} />
        </div>
      </section>
      <section className="section section-neutral" aria-labelledby="area-heading">
        <div className="container">
          <h2 id="area-heading">{home.serviceArea.heading}</h2>
          <p className="section-intro">
            <Copy text={home.serviceArea.text} />
          </p>
          <ul className="towns">
            {site.shop.serviceArea.map((town) => (
              <li key={town}>{town}</li>
            ))}
          </ul>
        </div>
      </section>
      <LocationBlock {...input} heading={home.map.heading} text={home.map.text} />
    </Document>
  );
}
