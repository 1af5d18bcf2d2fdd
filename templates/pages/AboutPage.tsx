// /about: the shop's story and a booking button.
import type { PageInput } from '../context.js';
import { BookButton } from '../components/Actions.js';
import { PageHead } from '../components/Blocks.js';
import { Document } from '../components/Document.js';
import { Paragraphs } from '../components/Sections.js';

export function AboutPage(input: PageInput) {
  const page = input.site.pages.about;
  return (
    <Document input={input}>
      <PageHead heading={page.heading} />
      <section className="section">
        <div className="container prose">
          <Paragraphs paragraphs={page.paragraphs} />
          <BookButton label={page.cta} />
        </div>
      </section>
    </Document>
  );
}
