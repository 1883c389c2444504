import { Button } from '@corvane/ui';
import type { ReactNode } from 'react';
import { authCopy } from '../../content/accounts';

/**
 * A form's submit button: 'Processing...' while busy (spec 2.12), still focusable but inert, so a
 * keyboard user keeps their place and a second press sends nothing.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      fullWidth
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? authCopy.processing : children}
    </Button>
  );
}
