import {
  forwardRef,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ElementRef,
  type FormEvent,
} from 'react';
import { cx } from '../../lib/cx';
import { Alert } from '../Alert';
import { LiveRegion } from '../Announcer/LiveRegion';
import { Button } from '../Button';
import { ErrorSummary, type FormError } from '../ErrorSummary';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../Dialog';
import { ApplicationFields } from './ApplicationFields';
import {
  applicationReducer,
  fieldErrorMessage,
  initialApplicationState,
  isApplicationField,
  submitErrorMessage,
  type ApplicationField,
} from './applicationState';
import { defaultJobApplicationTexts, type JobApplicationTexts } from './texts';

/** What the application dialog needs of a job. */
export interface ApplicationJob {
  _id: string;
  title: string;
}

export interface JobApplicationDialogProps extends Omit<
  ComponentPropsWithoutRef<typeof DialogContent>,
  'onSubmit' | 'title'
> {
  /** The job applied for; with none, submitting does nothing. */
  job: ApplicationJob | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the application: the form's fields (firstName, lastName, email, phone, visaStatus,
   * coverLetter, resume when chosen) plus jobId. Reject with an Error whose message is shown.
   */
  onSubmit: (data: FormData) => Promise<unknown>;
  /** How long the success message shows before the dialog closes by itself. */
  successCloseDelay?: number;
  texts?: Partial<JobApplicationTexts>;
}

type Errors = Partial<Record<ApplicationField, string>>;

// A file input's own validity can lag behind files set by script (drag and drop, test tools):
// for it, "missing" means an empty file list.
function validityOf(input: HTMLInputElement) {
  if (input.type !== 'file') return input.validity;
  const chosen = (input.files?.length ?? 0) > 0;
  return { valid: chosen || !input.required, valueMissing: !chosen, typeMismatch: false };
}

/**
 * The job application form in a dialog. States: idle; submitting ('Submitting...', buttons
 * disabled); success (the spec's messages, then it closes by itself after 2000 ms); error (the
 * message above the form, nothing cleared). Each opening starts afresh.
 */
export const JobApplicationDialog = forwardRef<
  ElementRef<typeof DialogContent>,
  JobApplicationDialogProps
>(function JobApplicationDialog(
  {
    job,
    open,
    onOpenChange,
    onSubmit,
    successCloseDelay = 2000,
    texts: textOverrides,
    className,
    ...rest
  },
  ref,
) {
  const texts = { ...defaultJobApplicationTexts, ...textOverrides };
  const [state, dispatch] = useReducer(applicationReducer, initialApplicationState);
  const [errors, setErrors] = useState<Errors>({});
  // The invalid fields of the last submit, in the form's order, with their inputs' ids: the error
  // summary links to each while it still has a message. A new key per failed submit refocuses it.
  const [invalidFields, setInvalidFields] = useState<{ name: ApplicationField; id: string }[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // A new key per opening gives a fresh, empty form even if it reopens mid-animation.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      dispatch({ type: 'reset' });
      setErrors({});
      setInvalidFields([]);
      setSession((n) => n + 1);
    }
  }
  // Keep showing the job while the dialog animates out, even if the page clears it at once.
  const [shownJob, setShownJob] = useState(job);
  if (job && job !== shownJob) setShownJob(job);

  const submitting = state.status === 'submitting';
  const successRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const attempt = useRef(0);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    if (state.status !== 'success') return;
    successRef.current?.focus();
    const timer = setTimeout(() => onOpenChangeRef.current(false), successCloseDelay);
    return () => clearTimeout(timer);
  }, [state.status, successCloseDelay]);

  // The server's refusal shows above the form, which on a small screen is scrolled out of sight
  // by then: bring it into view (focus stays on Submit; the message is spoken as it appears).
  useEffect(() => {
    if (state.status === 'error') failureRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [state]);

  // A result that arrives after the dialog closed (or reopened) belongs to nothing on screen.
  useEffect(() => {
    if (!open) attempt.current += 1;
  }, [open]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !job) return;
    const form = event.currentTarget;

    const found: Errors = {};
    const invalid: { name: ApplicationField; id: string }[] = [];
    for (const element of Array.from(form.elements)) {
      const input = element as HTMLInputElement;
      if (!isApplicationField(input.name)) continue;
      const message = fieldErrorMessage(input.name, validityOf(input), texts);
      if (message) {
        found[input.name] = message;
        invalid.push({ name: input.name, id: input.id });
      }
    }
    setErrors(found);
    setInvalidFields(invalid);
    if (invalid.length > 0) {
      // The error summary above the form takes focus, so every error is read, not the first.
      setFailedSubmits((n) => n + 1);
      return;
    }

    const data = new FormData(form);
    // The resume goes in only when chosen (spec section 7), taken from the input's file list.
    const resume = form.querySelector<HTMLInputElement>('input[type="file"][name="resume"]');
    data.delete('resume');
    if (resume?.files?.[0]) data.set('resume', resume.files[0]);
    data.set('jobId', job._id);

    const current = ++attempt.current;
    dispatch({ type: 'submit' });
    try {
      await onSubmit(data);
      if (current === attempt.current) dispatch({ type: 'succeed' });
    } catch (reason) {
      if (current === attempt.current) {
        dispatch({ type: 'fail', message: submitErrorMessage(reason, texts.errorFallback) });
      }
    }
  };

  const clearFixedError = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (isApplicationField(input.name) && errors[input.name] && validityOf(input).valid) {
      setErrors(({ [input.name as ApplicationField]: _fixed, ...others }) => others);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={ref}
        size="lg"
        closeLabel={texts.closeLabel}
        className={cx('cv-job-application', className)}
        {...rest}
      >
        <DialogHeader>
          <DialogTitle>{texts.title(shownJob?.title ?? '')}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {/* The outcome is heard from here: the region is in the dialog before it comes (a
            failure at once, the success at the next pause), and its words are in the page once. */}
        <LiveRegion assertive={state.status === 'error'}>
          {state.status === 'success' ? (
            <Alert
              ref={successRef}
              tone="success"
              title={texts.successTitle}
              tabIndex={-1}
              announce="off"
            >
              {texts.successMessage}
            </Alert>
          ) : null}
          {state.status === 'error' ? (
            <Alert ref={failureRef} tone="error" announce="off">
              {state.message}
            </Alert>
          ) : null}
        </LiveRegion>
        {state.status === 'success' ? null : (
          <>
            <ErrorSummary
              key={`summary-${failedSubmits}`}
              title={texts.errorSummaryTitle}
              errors={invalidFields.flatMap<FormError>(({ name, id }) =>
                errors[name] ? [{ fieldId: id, message: errors[name] }] : [],
              )}
            />
            <form
              key={session}
              className="cv-job-application__form"
              noValidate
              aria-busy={submitting || undefined}
              onSubmit={handleSubmit}
              onChange={clearFixedError}
            >
              <ApplicationFields texts={texts} errors={errors} />
              <DialogFooter>
                <DialogClose asChild>
                  <Button
                    variant="outline"
                    aria-disabled={submitting || undefined}
                    onClick={(event) => {
                      // Disabled but still focusable, so keyboard users keep their place.
                      if (submitting) event.preventDefault();
                    }}
                  >
                    {texts.cancel}
                  </Button>
                </DialogClose>
                <Button type="submit" aria-disabled={submitting || undefined}>
                  {submitting ? texts.submitting : texts.submit}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
});
