import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
  children?: ReactNode;
}

/** A decorative 24-unit line icon drawn in the current text colour; hidden from assistive technology. */
export function StrokeIcon({ className, children }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** The downward chevron of selects and accordion buttons. */
export function ChevronDownIcon({ className }: Pick<IconProps, 'className'>) {
  return (
    <StrokeIcon className={className}>
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  );
}
