import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { LiveRegion } from '../Announcer/LiveRegion';
import { Skeleton } from '../Skeleton/Skeleton';
import type { PreviewState } from './usePreview';

interface PreviewPanelBodyProps {
  state: PreviewState;
  /** The panel has been shown long enough for what enters its regions to be heard. */
  settled: boolean;
  loadingText: string;
  readyText: string;
  emptyText: ReactNode;
  errorText: ReactNode | ((error: unknown) => ReactNode);
}

/**
 * The preview panel's inside: two live regions that are always there (decision 100: the wait
 * and its end politely, a failure assertively), then the preview itself.
 */
export function PreviewPanelBody({
  state,
  settled,
  loadingText,
  readyText,
  emptyText,
  errorText,
}: PreviewPanelBodyProps) {
  const waiting = state.status === 'loading';
  return (
    <>
      <LiveRegion className="cv-markdown-field__status">
        {settled && waiting ? loadingText : null}
        {settled && state.status === 'ready' && state.waited ? (
          <span className="cv-visually-hidden">{readyText}</span>
        ) : null}
      </LiveRegion>
      <LiveRegion assertive>
        {settled && state.status === 'failed' ? (
          <Alert tone="error" announce="off">
            {typeof errorText === 'function' ? errorText(state.error) : errorText}
          </Alert>
        ) : null}
      </LiveRegion>
      {state.status === 'failed' ? null : (
        <div className="cv-markdown-field__output">
          {state.status === 'ready' ? state.output : null}
          {state.status === 'empty' ? (
            <p className="cv-markdown-field__empty">{emptyText}</p>
          ) : null}
          {waiting ? <Skeleton lines={4} /> : null}
        </div>
      )}
    </>
  );
}
