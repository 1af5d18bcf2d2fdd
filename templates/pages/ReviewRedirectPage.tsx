// /review: sends the visitor straight on to the review site: a zero-second refresh in the head,
// the loader's location.replace, and a visible link for anyone whose browser does neither.
import type { PageInput } from '../context.js';
import { PageHead } from '../components/Blocks.js';
import { Document } from '../components/Document.js';

export function ReviewRedirectPage(input: PageInput) {
  const { site } = input;
  const target = site.shop.links.review;
  return (
    <Document input={input} head={<meta httpEquiv="refresh" content={`0; url=${target}`} />}>
      <div data-redirect={target}>
        <PageHead heading={site.pages.review.title} text={site.pages.review.text}>
          <a className="button button-primary" href={target}>
            {site.pages.review.linkLabel}
          </a>
        </PageHead>
      </div>
    </Document>
  );
}
