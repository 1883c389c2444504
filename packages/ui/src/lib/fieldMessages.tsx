import type { ReactNode } from 'react';

/**
 * The hint and error lines of a control that lays out its own label (a checkbox, a radio group),
 * drawn like `Field`'s: the same classes, the same icon, the same words read before an error.
 */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="cv-field__hint">
      {children}
    </div>
  );
}

export function FieldError({
  id,
  prefix,
  children,
}: {
  id: string;
  /** Read before the message by screen readers only ("Error:"). */
  prefix: string;
  children: ReactNode;
}) {
  return (
    <p id={id} className="cv-field__error">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5.5v5.5M10 13.5v1" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>
        <span className="cv-visually-hidden">{prefix} </span>
        {children}
      </span>
    </p>
  );
}

/** The id React gives, made safe for `id` lists and CSS (no colons). */
export const plainId = (reactId: string, prefix: string) => `${prefix}${reactId.replace(/:/g, '')}`;
