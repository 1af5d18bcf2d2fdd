// A review on /reviews (spec section 4): text over the word limit shows its first words and an
// ellipsis, with a Read more / Show less button per card, when what it hides is worth a button
// (MIN_HIDDEN_WORDS). The whole text is in the HTML either way.
import { useId, useState } from 'react';
import { Stars } from '../components/Stars.js';

export interface ReviewCardProps {
  name: string;
  text: string;
  rating: number;
  dateLabel: string;
  limit: number;
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

export default function ReviewCard({ name, text, rating, dateLabel, limit }: ReviewCardProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const [shown, rest] = splitWords(text, limit);
  return (
    <figure className="card review-card">
      <Stars rating={rating} />
      <blockquote id={`${id}-text`}>
        <p>
          {shown}
          {rest && (expanded ? ' ' : '…')}
          {rest && <span hidden={!expanded}>{rest}</span>}
        </p>
      </blockquote>
      {rest && (
        <button type="button" className="link-button" aria-expanded={expanded} aria-controls={`${id}-text`} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
      <figcaption>
        <span className="review-author">{name}</span> <span className="review-date">{dateLabel}</span>
      </figcaption>
    </figure>
  );
}
