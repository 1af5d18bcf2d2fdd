// /review: sends the visitor straight on to the review site: a zero-second refresh in the head,
// the loader's location.replace, and a visible link for anyone whose browser does neither.
import type { PageInput } from '../context.js';
import { Document } from '../components/Document.js';

export function ReviewRedirectPage(input: PageInput) {
  const { site } = input;
  const target = site.shop.links.review;
  return (
    <Document input={input} head={<meta httpEquiv="refresh" content={`0; url=${target}`} />}>
      <section className="page-head" data-redirect={target}>
        <div className="container">
          <h1>{site.pages.review.title}</h1>
          <p className="hero-text">{site.pages.review.text}</p>
          <a className="button button-primary" href={target}>
            {site.pages.review.linkLabel}
          </a>
        </div>
      </section>
    </Document>
  );
}
