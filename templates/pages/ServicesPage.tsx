// /services: the grid of every service card, each linking to its page.
import type { PageInput } from '../context.js';
import { PageHead, ServiceCard } from '../components/Blocks.js';
import { Document } from '../components/Document.js';

export function ServicesPage(input: PageInput) {
  const { site, links } = input;
  const page = site.pages.services;
  return (
    <Document input={input}>
      <PageHead heading={page.heading} text={page.text} />
      <section className="section" aria-label={page.heading}>
        <div className="container">
          <div className="card-grid">
            {site.services.map((s) => (
              <ServiceCard key={s.slug} service={s} href={links.service[s.slug]!} input={input} headingLevel={2} />
            ))}
          </div>
        </div>
      </section>
    </Document>
  );
}
