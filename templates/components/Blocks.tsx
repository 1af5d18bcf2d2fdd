// Page parts shared by several page kinds: hero, services teaser, testimonials, location block,
// service cards. Each takes data only.
import type { ReactNode } from 'react';
import type { Image, Reviews, SiteService } from '../../src/shared/types.js';
import type { PageInput } from '../context.js';
import { BookButton, ExternalLink } from './Actions.js';
import { Copy } from './Copy.js';
import { Illustration } from './Illustration.js';
import { Picture } from './Sections.js';
import { Stars } from './Stars.js';

export function Hero({ heading, text, badge, cta, children, art = 'car', photo }: {
  heading: string;
  text: string;
  badge?: string;
  cta?: string;
  children?: ReactNode;
  art?: Parameters<typeof Illustration>[0]['name'];
  /** The shop's own photo instead of the drawing (the first thing seen, so loaded at once). */
  photo?: { image: Image; input: PageInput };
}) {
  return (
    <section className="hero">
      <div className="container hero-inner">
        <div className="hero-copy">
          {badge && <p className="badge">{badge}</p>}
          <h1>{heading}</h1>
          <p className="hero-text">
            <Copy text={text} />
          </p>
          {children}
          {cta && <BookButton label={cta} />}
        </div>
        {photo ? (
          <div className="hero-art hero-photo">
            <Picture image={photo.image} input={photo.input} className="photo" sizes="(min-width: 48rem) 40vw, 100vw" eager />
          </div>
        ) : (
          <div className="hero-art" aria-hidden="true">
            <Illustration name={art} className="hero-illustration" />
          </div>
        )}
      </div>
    </section>
  );
}

/** The plain dark band that opens list pages (services, coupons, reviews, about, 404). */
export function PageHead({ heading, text, children, className }: { heading: string; text?: string; children?: ReactNode; className?: string }) {
  return (
    <section className={`page-head${className ? ` ${className}` : ''}`}>
      <div className="container">
        <h1>{heading}</h1>
        {text && (
          <p className="hero-text">
            <Copy text={text} />
          </p>
        )}
        {children}
      </div>
    </section>
  );
}

export function ServiceCard({ service, href, input, headingLevel = 3 }: { service: SiteService; href: string; input: PageInput; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card service-card">
      {service.image ? (
        <Picture image={service.image} input={input} className="card-photo" sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw" />
      ) : (
        <div className="card-icon">
          <Illustration name={service.icon} />
        </div>
      )}
      <H className="card-title">
        <a href={href} className="card-link">
          {service.title}
        </a>
      </H>
      <p>{service.summary}</p>
    </article>
  );
}

export function ServicesTeaser(input: PageInput) {
  const { site, links, route } = input;
  const { teaser } = site.pages.home;
  // On a service's own page, the others: a card would link to the page it is on.
  const shown = teaser.services.filter((slug) => !(route.kind === 'service' && route.slug === slug));
  const chosen = shown.map((slug) => site.services.find((s) => s.slug === slug)!);
  if (!chosen.length) return null;
  return (
    <section className="section section-neutral" aria-labelledby="teaser-heading">
      <div className="container">
        <h2 id="teaser-heading">{teaser.heading}</h2>
        <p className="section-intro">
          <Copy text={teaser.text} />
        </p>
        <div className="card-grid teaser-grid">
          {chosen.map((s) => (
            <ServiceCard key={s.slug} service={s} href={links.service[s.slug]!} input={input} />
          ))}
        </div>
        <p className="section-more">
          <a className="button button-outline" href={links.services}>
            {teaser.linkLabel}
          </a>
        </p>
      </div>
    </section>
  );
}

export function ReviewQuote({ review, starsLabel, lang }: { review: Reviews['reviews'][number]; starsLabel: string; lang: string }) {
  return (
    <figure className="card testimonial">
      <Stars rating={review.rating} label={starsLabel} lang={lang} />
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      <figcaption>{review.name}</figcaption>
    </figure>
  );
}

export function Testimonials({ site, heading }: PageInput & { heading: string }) {
  const chosen = site.reviews.testimonials.map((id) => site.reviews.reviews.find((r) => r.id === id)!);
  // A new shop with no testimonials yet (testimonials: []) has no section: no heading over nothing.
  if (!chosen.length) return null;
  return (
    <section className="section" aria-labelledby="testimonials-heading">
      <div className="container">
        <h2 id="testimonials-heading">{heading}</h2>
        <div className="card-grid">
          {chosen.map((r) => (
            <ReviewQuote key={r.id} review={r} starsLabel={site.pages.layout.starsLabel} lang={site.pages.lang} />
          ))}
        </div>
      </div>
    </section>
  );
}

export function LocationBlock({ site, heading, text }: PageInput & { heading: string; text: string }) {
  const { shop, pages } = site;
  return (
    <section className="section section-dark location" aria-labelledby="location-heading">
      <div className="container location-grid">
        <div>
          <h2 id="location-heading">{heading}</h2>
          <p>
            <Copy text={text} />
          </p>
          <address>
            {shop.address.street}
            <br />
            {shop.address.city}, {shop.address.state} {shop.address.zip}
          </address>
          <ExternalLink href={shop.links.directions} event="get_directions_button_click" className="button button-primary" newTab={pages.layout.newTabLabel}>
            {pages.layout.directionsLabel}
          </ExternalLink>
        </div>
        <div className="map-frame">
          {/* A facade: the provider's map (its scripts, its cookies) is asked for only when this is pressed (actions.ts). */}
          <button
            type="button"
            className="map-facade"
            data-map={shop.links.mapEmbed}
            data-title={`${pages.layout.mapTitle} ${shop.name}, ${shop.address.street}, ${shop.address.city}`}
            // Named as it reads, the action then the place, with the street a screen reader needs
            // (spans would add a space before the comma); the style shows the action under the place.
            aria-label={`${pages.layout.mapLabel} ${shop.name}, ${shop.address.street}, ${shop.address.city}`}
          >
            <span className="map-cta">{pages.layout.mapLabel}</span>{' '}
            <span className="map-pin" aria-hidden="true" />
            <span className="map-place">{shop.name}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
