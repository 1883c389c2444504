import { Alert, LiveRegion } from '@corvane/ui';
import { useEffect, useRef } from 'react';
import type { Notice } from '../../auth/messages';
import { messageKey } from '../messageKey';

/**
 * A form's message: red for errors, green for success (spec section 8), with icon and words.
 * Heard from where it shows (decision 100): its live region is in the page with the
 * form, empty, so each notice that enters it is spoken, errors at once, the rest at the next
 * pause, and its words are in the page once. It sits above the form, which the visitor has
 * scrolled to its button by then: each new notice is brought into view (as little as needed;
 * focus stays where the form put it).
 */
export function NoticeBox({ notice, id }: { notice: Notice | null; id?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);
  return (
    <LiveRegion assertive={notice?.tone === 'error'}>
      {notice ? (
        <Alert
          ref={box}
          key={messageKey(notice)}
          id={id}
          tone={notice.tone}
          announce="off"
          className="auth-notice"
        >
          {notice.text}
        </Alert>
      ) : null}
    </LiveRegion>
  );
}
