// The drawings shopsite ships for shops without photos: simple line art in the theme colour,
// one per illustration name of the schema. Generic parts and tools, no brand marks.
import type { ReactNode } from 'react';
import type { Image } from '../../src/shared/types.js';

type Name = NonNullable<Image['illustration']>;

const PATHS: Record<Name, ReactNode> = {
  oil: (
    <>
      <path d="M10 26h24l6-6h8l-6 22H14a4 4 0 0 1-4-4z" />
      <path d="M40 20l14-6 2 4-12 8" />
      <path d="M22 26v-6h8v6" />
      <path d="M52 34c0 3 2 5 2 7a2 2 0 0 1-4 0c0-2 2-4 2-7z" />
    </>
  ),
  tire: (
    <>
      <circle cx="32" cy="32" r="22" />
      <circle cx="32" cy="32" r="12" />
      <circle cx="32" cy="32" r="3" />
      <path d="M32 10v6M32 48v6M10 32h6M48 32h6M16.4 16.4l4.3 4.3M43.3 43.3l4.3 4.3M16.4 47.6l4.3-4.3M43.3 20.7l4.3-4.3" />
    </>
  ),
  brake: (
    <>
      <circle cx="30" cy="34" r="20" />
      <circle cx="30" cy="34" r="6" />
      <path d="M40 12a24 24 0 0 1 14 18l-8 2a16 16 0 0 0-9-12z" />
      <circle cx="30" cy="22" r="1.5" />
      <circle cx="42" cy="34" r="1.5" />
      <circle cx="30" cy="46" r="1.5" />
      <circle cx="18" cy="34" r="1.5" />
    </>
  ),
  electrical: (
    <>
      <rect x="8" y="20" width="48" height="32" rx="3" />
      <path d="M16 20v-6h8v6M40 20v-6h8v6" />
      <path d="M18 36h8M22 32v8M40 36h8" />
      <path d="M34 26l-4 10h6l-4 10" />
    </>
  ),
  maintenance: (
    <>
      <rect x="8" y="12" width="40" height="40" rx="3" />
      <path d="M8 22h40M18 8v8M38 8v8" />
      <path d="M16 32l5 5 9-10" />
      <path d="M44 58l12-12a5 5 0 0 0-6-8l-4 4-3-3 4-4a5 5 0 0 0-8 6L27 55" />
    </>
  ),
  inspection: (
    <>
      <rect x="14" y="10" width="36" height="46" rx="3" />
      <path d="M24 10V6h16v4" />
      <path d="M22 24l3 3 6-6M22 36l3 3 6-6M22 48l3 3 6-6" />
      <path d="M36 25h8M36 37h8M36 49h8" />
    </>
  ),
  emissions: (
    <>
      <path d="M6 40h22a4 4 0 0 0 4-4v-4h6v12h-6v-4" />
      <circle cx="46" cy="30" r="5" />
      <circle cx="54" cy="22" r="4" />
      <circle cx="52" cy="38" r="3" />
      <path d="M10 48h40" />
    </>
  ),
  diagnostics: (
    <>
      <rect x="12" y="8" width="30" height="44" rx="4" />
      <rect x="17" y="14" width="20" height="14" rx="1" />
      <path d="M19 23l4-4 4 6 4-8 3 5" />
      <circle cx="22" cy="38" r="2" />
      <circle cx="32" cy="38" r="2" />
      <path d="M27 52v4a6 6 0 0 0 6 6h10a6 6 0 0 0 6-6V40" />
      <path d="M45 40h8" />
    </>
  ),
  'ac-heat': (
    <>
      <path d="M22 8v48M8 32h28M12 18l20 28M32 18L12 46" />
      <path d="M16 8l6 5 6-5M16 56l6-5 6 5" />
      <path d="M48 54c-6 0-9-5-7-10 1-3 4-5 4-10 4 3 5 6 4 9 2-1 3-3 3-5 3 3 4 6 3 9-1 4-3 7-7 7z" />
    </>
  ),
  shop: (
    <>
      <path d="M6 28L32 10l26 18" />
      <path d="M12 24v30h40V24" />
      <rect x="20" y="34" width="24" height="20" />
      <path d="M20 40h24M20 46h24" />
    </>
  ),
  car: (
    <>
      <path d="M6 40v-8l6-2 8-10h22l10 10 6 2v8a2 2 0 0 1-2 2h-4" />
      <path d="M12 42H8M46 42H22" />
      <circle cx="17" cy="42" r="5" />
      <circle cx="51" cy="42" r="5" />
      <path d="M22 30h30M34 20v10" />
    </>
  ),
};

/** A drawing is decorative: what it stands for is in the words beside it. */
export function Illustration({ name, className }: { name: Name; className?: string }) {
  return (
    <svg
      className={className ?? 'illustration'}
      viewBox="0 0 64 64"
      width="64"
      height="64"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {PATHS[name]}
    </svg>
  );
}
