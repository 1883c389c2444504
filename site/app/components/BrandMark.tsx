/** Corvane's mark: an open ring with a rising arc, drawn for this site. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="cv-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6189f6" />
          <stop offset="1" stopColor="#34d399" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="#151d47" />
      <path
        d="M22.5 10.2A8.5 8.5 0 1 0 22.5 21.8"
        fill="none"
        stroke="url(#cv-mark)"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <circle cx="22.6" cy="16" r="2.2" fill="#fcd34d" />
    </svg>
  );
}
