import type { ReactNode } from 'react';
import { StrokeIcon } from '../../lib/icons';
import { LiveRegion } from '../Announcer/LiveRegion';
import { Button } from '../Button/Button';
import { SpinnerRing } from '../Spinner/SpinnerRing';

interface DataTableStatusProps {
  /** Loading, or nothing to show: said at the next pause. */
  notice?: { kind: 'loading' | 'empty'; text: ReactNode };
  /** Loading failed: said at once. */
  error?: ReactNode;
  retryLabel: string;
  onRetry?: () => void;
}

/**
 * The table's messages, in the rows' place under the header. Both regions are in the page before
 * any message (decision 100), so what enters them is spoken from here, once: loading and "no
 * rows" politely, a failure assertively. The retry button is beside the failure, not in its
 * region, so the message is said without "button".
 */
export function DataTableStatus({ notice, error, retryLabel, onRetry }: DataTableStatusProps) {
  return (
    <div className="cv-data-table__status">
      <LiveRegion className="cv-data-table__notice">
        {notice ? (
          <p className="cv-data-table__message" data-kind={notice.kind}>
            {notice.kind === 'loading' ? <SpinnerRing label={null} /> : null}
            <span>{notice.text}</span>
          </p>
        ) : null}
      </LiveRegion>
      <LiveRegion assertive className="cv-data-table__failure">
        {error ? (
          <p className="cv-data-table__message" data-kind="error">
            <StrokeIcon className="cv-data-table__error-icon">
              <circle cx="12" cy="12" r="10" />
              <path d="M12 7.5v5.5M12 16.5v.5" />
            </StrokeIcon>
            <span>{error}</span>
          </p>
        ) : null}
      </LiveRegion>
      {error && onRetry ? (
        <Button variant="outline" size="sm" className="cv-data-table__retry" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
