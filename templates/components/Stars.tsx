// A row of five stars filled as far as the rating goes (4.4: four whole stars and two fifths of
// the fifth), with its meaning as text for screen readers. Each star is its outline (styles.css
// draws an empty one as a line, a full one filled); a part-filled one has the same star drawn
// filled inside a nested <svg> as wide as its share: a nested viewport clips what lies outside it
// (SVG 1.1 §14.3.3), so no id, clip path or inline style is needed.
import { numberWords } from '../../src/shared/copy-words.js';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
const SIZE = 20;

/** How many tenths of each of the five stars a rating fills, from 0 to 10. */
export function starTenths(rating: number): number[] {
  return Array.from({ length: 5 }, (_, i) => Math.round(Math.min(Math.max(rating - i, 0), 1) * 10));
}

/** `label`: pages.yaml layout.starsLabel, its {stars} the rating as `lang` (pages.yaml's) writes it (4,8 in de). */
export function Stars({ rating, label, lang }: { rating: number; label: string; lang: string }) {
  return (
    <span className="stars" role="img" aria-label={label.replace('{stars}', numberWords(rating, lang))}>
      {starTenths(rating).map((tenths, i) => (
        <svg key={i} viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true" className={tenths === 10 ? 'star on' : tenths ? 'star part' : 'star'}>
          <path d={STAR} fill="currentColor" />
          {tenths > 0 && tenths < 10 && (
            <svg width={(SIZE * tenths) / 10} height={SIZE} viewBox={`0 0 ${(SIZE * tenths) / 10} ${SIZE}`} className="star-fill">
              <path d={STAR} fill="currentColor" />
            </svg>
          )}
        </svg>
      ))}
    </span>
  );
}
