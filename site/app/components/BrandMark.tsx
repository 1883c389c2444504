import { useId } from 'react';

/**
 * Corvane's mark: an open ring with a rising arc, drawn for this site. Each mark defines its own
 * gradient under an id of its own: with one shared id (the header's and the footer's mark) the
 * page had a duplicate id, and `url(#…)` would resolve to the first copy even where that one is
 * hidden.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  const gradient = `${useId()}-gradient`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6189f6" />
          <stop offset="1" stopColor="#34d399" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="#151d47" />
      <path
        d="M22.5 10.2A8.5 8.5 0 1 0 22.5 21.8"
        fill="none"
        stroke={`url(#${gradient})`}
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <circle cx="22.6" cy="16" r="2.2" fill="#fcd34d" />
    </svg>
  );
}
