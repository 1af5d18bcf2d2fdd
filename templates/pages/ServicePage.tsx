// A service's page: hero, the sections its YAML lists (blocks, tables, prices, callouts), then the
// services teaser and the location block unless the service turns them off.
import type { PageInput } from '../context.js';
import { Hero, LocationBlock, ServicesTeaser } from '../components/Blocks.js';
import { Document } from '../components/Document.js';
import { Sections } from '../components/Sections.js';

export function ServicePage(input: PageInput) {
  const { site, route } = input;
  const service = site.services.find((s) => s.slug === route.slug)!;
  return (
    <Document input={input} image={service.hero.image}>
      <Hero heading={service.hero.heading} text={service.hero.text} badge={service.hero.badge} cta={service.hero.cta} art={service.icon} photo={service.hero.image && { image: service.hero.image, input }} />
      <Sections sections={service.sections} input={input} />
      {service.teaser && <ServicesTeaser {...input} />}
      {service.location && <LocationBlock {...input} heading={site.pages.location.heading} text={site.pages.location.text} />}
    </Document>
  );
}
