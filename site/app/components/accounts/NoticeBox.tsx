import { Alert } from '@corvane/ui';
import type { Notice } from '../../auth/messages';

/** A form's message: red for errors, green for success (spec section 8), with icon and words. */
export function NoticeBox({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} className="auth-notice">
      {notice.text}
    </Alert>
  );
}
