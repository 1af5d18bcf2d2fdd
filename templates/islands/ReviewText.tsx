// A review's text on /reviews (spec section 4): text over the word limit shows its first words and
// an ellipsis, with a Read more / Show less button (pages.yaml reviews.readMoreLabel, showLessLabel), when what it hides is worth a button
// (MIN_HIDDEN_WORDS). The whole text is in the HTML, and shown whole where the button could not
// work: with no JavaScript (styles.css, `scripting: none`), or when React does not come in time
// (data-fallback, src/client/islands.ts). The card around it is static (templates/pages/ReviewsPage.tsx).
import { useId, useState } from 'react';

export interface ReviewTextProps {
  /** The words shown while collapsed. */
  shown: string;
  /** The words hidden while collapsed. */
  rest: string;
  /** The button's words while collapsed (shown in its HTML) and while expanded (sent as JSON). */
  readMore: string;
  /** Sent as JSON; a page without it (none today) keeps the button's one name. */
  showLess?: string;
}

/**
 * Fewest words worth hiding. "Read more" costs a line and a press of its own; hiding a word or a
 * short clause saves nothing (a 26-word review would hide one word). 15 words are about two lines
 * of a card at phone width, more than the button's line, so shorter tails stay shown in full.
 */
export const MIN_HIDDEN_WORDS = 15;

/** The words shown and the words hidden: cut after `limit` words only when the rest is worth it. */
export function splitWords(text: string, limit: number, minHidden = MIN_HIDDEN_WORDS): [string, string] {
  const words = text.trim().split(/\s+/);
  if (words.length - limit < Math.max(1, minHidden)) return [text.trim(), ''];
  return [words.slice(0, limit).join(' '), words.slice(limit).join(' ')];
}

export default function ReviewText({ shown, rest, readMore, showLess }: ReviewTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = `${useId()}-text`;
  return (
    <>
      <blockquote id={id}>
        <p>
          {shown}
          {!expanded && <span className="review-ellipsis">…</span>}
          <span className="review-rest" hidden={!expanded}>{` ${rest}`}</span>
        </p>
      </blockquote>
      <button type="button" className="link-button review-toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
        {expanded ? (showLess ?? readMore) : readMore}
      </button>
    </>
  );
}

/** The browser reads the text back from the island's HTML: the first text node, the rest after its space, the button's words. */
export function fromHtml(el: HTMLElement): Omit<ReviewTextProps, 'showLess'> {
  return {
    shown: el.querySelector('blockquote p')?.firstChild?.nodeValue ?? '',
    rest: el.querySelector('.review-rest')?.textContent?.slice(1) ?? '',
    readMore: el.querySelector('.review-toggle')?.textContent ?? '',
  };
}
