// A row of stars with its meaning as text for screen readers.
export function Stars({ rating, label }: { rating: number; label?: string }) {
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={label ?? `${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className={i < full ? 'star on' : 'star'}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
