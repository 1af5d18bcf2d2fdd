// /about: the shop's story, a photo of the shop when it has one, and a booking button.
import type { PageInput } from '../context.js';
import { BookButton } from '../components/Actions.js';
import { PageHead } from '../components/Blocks.js';
import { Document } from '../components/Document.js';
import { Paragraphs, Picture } from '../components/Sections.js';

export function AboutPage(input: PageInput) {
  const page = input.site.pages.about;
  return (
    <Document input={input} image={page.image}>
      <PageHead heading={page.heading} />
      <section className="section">
        <div className={page.image ? 'container block' : 'container prose'}>
          <div className={page.image ? 'block-copy' : undefined}>
            <Paragraphs paragraphs={page.paragraphs} />
            <BookButton label={page.cta} />
          </div>
          {page.image && (
            <figure className="block-figure">
              <Picture image={page.image} input={input} />
              {page.caption && <figcaption>{page.caption}</figcaption>}
            </figure>
          )}
        </div>
      </section>
    </Document>
  );
}
