// The body of a service page, section by section as the YAML lists them (services.schema.json:
// block, text, criteria, pricing, callout). Consecutive blocks alternate image sides.
import type { BlockSection, CalloutSection, CriteriaSection, Image, PricingSection, Section, TextSection } from '../../src/shared/types.js';
import type { PageInput } from '../context.js';
import { BookButton, ExternalLink, PhoneLink } from './Actions.js';
import { Copy } from './Copy.js';
import { Illustration } from './Illustration.js';

type Ctx = { input: PageInput; index: number };

export function Sections({ sections, input }: { sections: Section[]; input: PageInput }) {
  let blocks = 0;
  return (
    <>
      {sections.map((section, index) => {
        const ctx = { input, index };
        switch (section.type) {
          case 'block':
            return <Block key={index} section={section} ctx={ctx} flip={blocks++ % 2 === 1} />;
          case 'text':
            return <Text key={index} section={section} ctx={ctx} />;
          case 'criteria':
            return <Criteria key={index} section={section} ctx={ctx} />;
          case 'pricing':
            return <Pricing key={index} section={section} ctx={ctx} />;
          case 'callout':
            return <Callout key={index} section={section} ctx={ctx} />;
        }
      })}
    </>
  );
}

/** A photo from the data (resized WebP candidates with a fallback) or one of shopsite's drawings. */
export function Picture({ image, input, className, sizes = '(min-width: 48rem) 50vw, 100vw', eager = false }: { image: Image; input: PageInput; className?: string; sizes?: string; eager?: boolean }) {
  if (image.src) {
    const local = input.images[image.src];
    // Never invented: a file's own size, else the data's (required for https images, and for an
    // SVG without a size of its own), so the page keeps the right place while the image loads.
    const width = local?.width || image.width;
    const height = local?.height || image.height;
    const img = <img className={className ?? 'photo'} src={local?.src ?? image.src} alt={image.alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async" />;
    return local?.webp ? (
      <picture>
        <source type="image/webp" srcSet={local.webp} sizes={sizes} />
        {img}
      </picture>
    ) : (
      img
    );
  }
  // A drawing stands in for a photo the shop has not taken: a generic part or tool, hidden from
  // screen readers, since the alt the data gives describes the photo, not the drawing.
  return (
    <div className={`${className ?? 'photo'} drawing`} aria-hidden="true">
      <Illustration name={image.illustration ?? 'car'} />
    </div>
  );
}

/** Paragraphs, then an optional checklist: the body of every block of copy. */
export function Paragraphs({ paragraphs, bullets }: { paragraphs: string[]; bullets?: string[] }) {
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i}>
          <Copy text={p} />
        </p>
      ))}
      {bullets && (
        <ul className="checklist">
          {bullets.map((b) => (
            <li key={b}>
              <Copy text={b} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Action({ button, input }: { button: NonNullable<TextSection['button']>; input: PageInput }) {
  if (button.action === 'call') {
    return (
      <PhoneLink event={button.event} className="button button-primary">
        {button.label}
      </PhoneLink>
    );
  }
  return <BookButton label={button.label} event={button.event} />;
}

function Block({ section, ctx, flip }: { section: BlockSection; ctx: Ctx; flip: boolean }) {
  const id = `section-${ctx.index}`;
  return (
    <section className={`section section-${section.variant}`} aria-labelledby={id}>
      <div className={`container block${flip ? ' block-flip' : ''}`}>
        <div className="block-copy">
          <h2 id={id}>{section.heading}</h2>
          <Paragraphs paragraphs={section.paragraphs} bullets={section.bullets} />
          {section.cta && <BookButton label={section.cta} />}
        </div>
        {section.image && (
          <figure className={`block-figure${section.hideImageOnMobile ? ' hide-mobile' : ''}`}>
            <Picture image={section.image} input={ctx.input} />
            {section.caption && <figcaption>{section.caption}</figcaption>}
          </figure>
        )}
      </div>
    </section>
  );
}

function Text({ section, ctx }: { section: TextSection; ctx: Ctx }) {
  const id = `section-${ctx.index}`;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container prose">
        <h2 id={id}>{section.heading}</h2>
        <Paragraphs paragraphs={section.paragraphs} bullets={section.bullets} />
        {(section.link || section.button) && (
          <p className="actions">
            {section.link && (
              <ExternalLink href={section.link.href} className="button button-outline" newTab={ctx.input.site.pages.layout.newTabLabel}>
                {section.link.label}
              </ExternalLink>
            )}
            {section.button && <Action button={section.button} input={ctx.input} />}
          </p>
        )}
      </div>
    </section>
  );
}

function Criteria({ section, ctx }: { section: CriteriaSection; ctx: Ctx }) {
  const id = `section-${ctx.index}`;
  const [item, pass, fail] = section.columns;
  return (
    <section className="section section-neutral" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{section.heading}</h2>
        {section.intro && (
          <p className="section-intro">
            <Copy text={section.intro} />
          </p>
        )}
        {/* Native table semantics only: ARIA roles on a table's parts are not allowed (HTML, "ARIA
            in HTML" for tr, th and td in a table), and Chromium keeps the table's roles when the
            phone layout sets display: block on them (tests/browser/site.test.ts asks Chromium).
            The table is named by the heading; the wrapper is no second landmark of that name
            (axe landmark-unique), nor focusable: it never scrolls, as the table's min-width fits
            the container from the width where the cards end (templates/styles.css). */}
        <div className="table-wrap">
          <table className="criteria" aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">{item}</th>
                <th scope="col">{pass}</th>
                <th scope="col">{fail}</th>
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.item}>
                  <th scope="row">{row.item}</th>
                  <td data-label={pass}>{row.pass}</td>
                  <td data-label={fail}>{row.fail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {section.link && (
          <p className="actions">
            <ExternalLink href={section.link.href} className="button button-outline" newTab={ctx.input.site.pages.layout.newTabLabel}>
              {section.link.label}
            </ExternalLink>
          </p>
        )}
      </div>
    </section>
  );
}

function Pricing({ section, ctx }: { section: PricingSection; ctx: Ctx }) {
  const id = `section-${ctx.index}`;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{section.heading}</h2>
        {section.intro && (
          <p className="section-intro">
            <Copy text={section.intro} />
          </p>
        )}
        <div className="pricing">
          <ul className="price-list">
            {section.items.map((item) => (
              <li key={item.label} className="card price-card">
                <span className="price">{item.price}</span>
                <span className="price-label">{item.label}</span>
                {item.note && <span className="price-note">{item.note}</span>}
              </li>
            ))}
          </ul>
          {section.features && (
            <ul className="checklist">
              {section.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          )}
        </div>
        {section.button && (
          <p className="actions">
            <Action button={section.button} input={ctx.input} />
          </p>
        )}
      </div>
    </section>
  );
}

function Callout({ section, ctx }: { section: CalloutSection; ctx: Ctx }) {
  const id = `section-${ctx.index}`;
  return (
    <section className="section section-accent" aria-labelledby={id}>
      <div className="container callout">
        <div>
          <h2 id={id}>{section.heading}</h2>
          <p>
            <Copy text={section.text} />
          </p>
        </div>
        <Action button={section.button} input={ctx.input} />
      </div>
    </section>
  );
}
