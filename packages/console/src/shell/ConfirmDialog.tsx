import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@corvane/ui';
import { useState, type ReactNode } from 'react';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, naming what happens: "Disable Ana Lopez's account?" */
  title: string;
  /** What happens, in a sentence: read when the dialog opens. */
  description: ReactNode;
  /** More of what happens, under the description. */
  children?: ReactNode;
  /** The button that does it, saying what it does: "Disable the account". */
  confirmLabel: string;
  /** The button that does nothing: "Keep the account enabled". */
  cancelLabel: string;
  /** Does it; a rejection's message (the server's words) shows in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
  /** The refusal's heading, above the server's words: "The job was not closed." */
  failureTitle?: string;
  /**
   * Where focus goes when the dialog closes, when the button that opened it may be gone by then
   * (the action took it away); by default, back to that button.
   */
  returnFocus?: () => HTMLElement | null;
}

/**
 * The question before an action that cannot simply be taken back. Focus starts on the button that
 * does nothing; while the action runs the dialog stays, and it closes when the action is done
 * (focus goes back to the button that opened it), or shows the refusal and stays open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  failureTitle,
  returnFocus,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; times: number } | null>(null);

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) setFailure(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setFailure(null);
      onOpenChange(false);
    } catch (error) {
      setFailure((last) => ({ message: (error as Error).message, times: (last?.times ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = returnFocus?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children ? <div className="confirm-dialog__more">{children}</div> : null}
        {failure ? (
          <Alert key={failure.times} tone="error" title={failureTitle}>
            {failure.message}
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
