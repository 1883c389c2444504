import { Alert } from '@corvane/ui';
import type { Notice } from '../../auth/messages';
import { messageKey } from '../messageKey';

/**
 * A form's message: red for errors, green for success (spec section 8), with icon and words.
 * Heard when it appears: errors at once, the rest at the next pause; each new notice again.
 */
export function NoticeBox({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert key={messageKey(notice)} tone={notice.tone} className="auth-notice">
      {notice.text}
    </Alert>
  );
}
