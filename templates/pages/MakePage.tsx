// A make's page: hero with the make's name, its own three-paragraph intro, testimonials, services
// teaser, the block and section all make pages share, and 'Expert {make} Service Near Me'.
import { fillDeep } from '../../src/shared/text.js';
import type { PageInput } from '../context.js';
import { BookButton } from '../components/Actions.js';
import { Hero, LocationBlock, ServicesTeaser, Testimonials } from '../components/Blocks.js';
import { Document } from '../components/Document.js';
import { Illustration } from '../components/Illustration.js';
import { Paragraphs, Picture } from '../components/Sections.js';

export function MakePage(input: PageInput) {
  const { site, route } = input;
  const make = site.makes.find((m) => m.slug === route.slug)!;
  const copy = fillDeep(site.pages.make, { make: make.name });
  return (
    <Document input={input} image={copy.heroImage}>
      <div className="make-hero">
        <Hero heading={copy.heroHeading} text={copy.heroText} cta={copy.cta} art="car" photo={copy.heroImage && { image: copy.heroImage, input }} />
      </div>
      <section className="section" aria-labelledby="make-intro">
        <div className="container make-intro">
          {make.image ? (
            <Picture image={make.image} input={input} className="photo make-photo" sizes="(min-width: 48rem) 10rem, 9rem" />
          ) : (
            <div className="make-badge" aria-hidden="true">
              <span>{make.name}</span>
            </div>
          )}
          <div className="prose">
            <h2 id="make-intro">{make.name}</h2>
            <Paragraphs paragraphs={make.intro} />
          </div>
        </div>
      </section>
      <Testimonials {...input} heading={copy.testimonialsHeading} />
      <ServicesTeaser {...input} />
      <section className="section section-dark" aria-labelledby="make-block">
        <div className="container block">
          <div className="block-copy">
            <h2 id="make-block">{copy.block.heading}</h2>
            <Paragraphs paragraphs={copy.block.paragraphs} bullets={copy.block.bullets} />
            {copy.block.cta && <BookButton label={copy.block.cta} />}
          </div>
          <figure className="block-figure hide-mobile">
            {copy.block.image ? (
              <Picture image={copy.block.image} input={input} sizes="(min-width: 48rem) 40vw, 100vw" />
            ) : (
              <div className="photo drawing">
                <Illustration name="maintenance" />
              </div>
            )}
          </figure>
        </div>
      </section>
      <section className="section" aria-labelledby="make-section">
        <div className="container prose">
          <h2 id="make-section">{copy.section.heading}</h2>
          <Paragraphs paragraphs={copy.section.paragraphs} />
        </div>
      </section>
      <LocationBlock {...input} heading={copy.locationHeading} text={site.pages.location.text} />
    </Document>
  );
}
