// /reviews: heading, the rating panel with its external review link, and every review card: a
// static card around the ReviewText island when the text is cut, all static when it is not. A new
// shop with no reviews yet (reviews: []) says so in the panel, above the link: no empty list.
import type { PageInput } from '../context.js';
import { ExternalLink } from '../components/Actions.js';
import { PageHead } from '../components/Blocks.js';
import { Document } from '../components/Document.js';
import { Island } from '../components/Island.js';
import { Stars } from '../components/Stars.js';
import { splitWords } from '../islands/ReviewText.js';
import { numberWords } from '../../src/shared/copy-words.js';

/** Spec section 9: review text over 25 words is cut to 25 words plus an ellipsis (when the cut hides enough: ReviewText's MIN_HIDDEN_WORDS). */
const REVIEW_WORD_LIMIT = 25;

export function ReviewsPage(input: PageInput) {
  const { site } = input;
  const page = site.pages.reviews;
  const { claims, links } = site.shop;
  const { reviews } = site.reviews;
  return (
    <Document input={input}>
      <PageHead heading={page.heading} text={page.text} />
      <section className="section" aria-label={page.heading}>
        <div className="container">
          <div className="rating-panel card">
            {claims.reviewCount > 0 && (
              <>
                <p className="rating-value">{numberWords(claims.rating, site.pages.lang)}</p>
                <Stars rating={claims.rating} label={site.pages.layout.starsLabel} lang={site.pages.lang} />
                <p>{page.ratingLabel}</p>
              </>
            )}
            {!reviews.length && <p className="reviews-none">{page.noneText}</p>}
            <ExternalLink href={links.review} event="review_us_button_click" className="button button-primary" newTab={site.pages.layout.newTabLabel}>
              {page.reviewUsLabel}
            </ExternalLink>
          </div>
          {reviews.length > 0 && (
            <ul className="card-grid review-grid">
              {reviews.map((r) => {
                const [shown, rest] = splitWords(r.text, REVIEW_WORD_LIMIT);
                return (
                  <li key={r.id}>
                    <figure className="card review-card">
                      <Stars rating={r.rating} label={site.pages.layout.starsLabel} lang={site.pages.lang} />
                      {rest ? (
                        <Island name="ReviewText" content={{ shown, rest, readMore: page.readMoreLabel }} props={{ showLess: page.showLessLabel }} />
                      ) : (
                        <blockquote>
                          <p>{shown}</p>
                        </blockquote>
                      )}
                      <figcaption>
                        <span className="review-author">{r.name}</span> <span className="review-date">{r.dateLabel}</span>
                      </figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>
    </Document>
  );
}
