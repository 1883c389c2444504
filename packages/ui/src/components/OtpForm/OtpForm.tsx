import {
  forwardRef,
  useId,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../../lib/cx';
import { useAnnouncement } from '../../lib/useAnnouncement';
import { Alert } from '../Alert/Alert';
import { LiveRegion } from '../Announcer/LiveRegion';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { OtpField } from '../OtpField/OtpField';
import { errorMessage, formatCountdown } from './cooldown';
import { useCooldown } from './useCooldown';

type Status = 'idle' | 'submitting' | 'success' | 'error';

export interface OtpFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Where the code was sent; shown so the visitor can check it. */
  email: string;
  /** Checks the code. Resolve (optionally with the server's message) or reject with an Error. */
  onSubmit: (code: string) => Promise<string | void>;
  /** Sends a new code. Resolve (optionally with a message) or reject with an Error. */
  onResend: () => Promise<string | void>;
  /** Seconds to wait before another code may be requested. */
  resendCooldown?: number;
  /** Start the wait at once, as a code was just sent (default). */
  startCooldownOnMount?: boolean;
  length?: number;
  sentToText?: (email: ReactNode) => ReactNode;
  label?: ReactNode;
  hint?: (length: number) => ReactNode;
  submitText?: string;
  busyText?: string;
  resendText?: string;
  cooldownText?: (countdown: string) => string;
  /** Announced when the wait starts (screen readers get this, not every tick). */
  cooldownAnnouncement?: (seconds: number) => string;
  readyText?: string;
  resentText?: string;
  requiredText?: string;
  incompleteText?: (length: number) => string;
  successText?: string;
  failureText?: string;
  resendFailureText?: string;
}

/**
 * The verify step: says which email the code went to, takes the code, submits it, and offers a
 * new code after a visible, announced wait. It never calls a server: `onSubmit(code)` and
 * `onResend()` do. Keys: type or paste the code, Enter submits; Tab reaches Verify, then Resend.
 */
export const OtpForm = forwardRef<HTMLFormElement, OtpFormProps>(function OtpForm(
  {
    email,
    onSubmit,
    onResend,
    resendCooldown = 60,
    startCooldownOnMount = true,
    length = 6,
    sentToText = (to) => <>We sent a code to {to}.</>,
    label = 'OTP',
    hint = (n) => `Enter the ${n}-digit code from the email.`,
    submitText = 'Verify',
    busyText = 'Processing...',
    resendText = 'Resend code',
    cooldownText = (countdown) => `You can request a new code in ${countdown}.`,
    cooldownAnnouncement = (s) =>
      `You can request a new code in ${s} ${s === 1 ? 'second' : 'seconds'}.`,
    readyText = 'You can now request a new code.',
    resentText = 'A new code has been sent.',
    requiredText = 'Please enter the OTP',
    incompleteText = (n) => `Enter all ${n} digits of the OTP`,
    successText = 'Your email has been verified.',
    failureText = 'Operation failed',
    resendFailureText = 'Request failed',
    className,
    ...rest
  },
  ref,
) {
  const ids = `cv-otp-form${useId().replace(/:/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resendNotice, setResendNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const cooldown = useCooldown(resendCooldown, startCooldownOnMount);
  const waiting = cooldown.remaining > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    if (code.length < length) {
      setFieldError(code.length === 0 ? requiredText : incompleteText(length));
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setStatus('submitting');
    setMessage(null);
    try {
      const result = await onSubmit(code);
      setStatus('success');
      setMessage(typeof result === 'string' && result ? result : successText);
    } catch (error) {
      // The code stays in the field: nothing typed is lost.
      setStatus('error');
      setMessage(errorMessage(error, failureText));
    }
  };

  const resend = async () => {
    if (waiting || resending) return;
    setResending(true);
    setResendNotice(undefined);
    try {
      const result = await onResend();
      setResendNotice({
        tone: 'success',
        text: typeof result === 'string' && result ? result : resentText,
      });
      cooldown.start();
    } catch (error) {
      setResendNotice({ tone: 'error', text: errorMessage(error, resendFailureText) });
    } finally {
      setResending(false);
    }
  };

  // Said politely: the wait when it (re)starts, and when it is over; not every tick.
  useAnnouncement(
    waiting
      ? (cooldown.round > 1 || !startCooldownOnMount) && cooldownAnnouncement(resendCooldown)
      : cooldown.round > 0 && readyText,
  );

  return (
    <form
      ref={ref}
      noValidate
      className={cx('cv-otp-form', className)}
      aria-busy={status === 'submitting' || undefined}
      onSubmit={submit}
      {...rest}
    >
      {/* Results and notices are heard from where they show: their regions are in the form
          before they come, so each is spoken as it enters, and its words are in the page once. */}
      <LiveRegion assertive={status !== 'success'}>
        {message ? (
          <Alert tone={status === 'success' ? 'success' : 'error'} announce="off">
            {message}
          </Alert>
        ) : null}
      </LiveRegion>
      <p className="cv-otp-form__sent">{sentToText(<strong>{email}</strong>)}</p>
      <Field label={label} hint={hint(length)} error={fieldError} required>
        <OtpField
          ref={inputRef}
          name="otp"
          length={length}
          value={code}
          readOnly={status === 'submitting'}
          onValueChange={(next) => {
            setCode(next);
            if (fieldError && next.length === length) setFieldError(null);
          }}
        />
      </Field>
      <Button type="submit" fullWidth loading={status === 'submitting'}>
        {status === 'submitting' ? busyText : submitText}
      </Button>
      <div className="cv-otp-form__resend">
        <Button
          variant="ghost"
          size="sm"
          loading={resending}
          aria-disabled={waiting || undefined}
          aria-describedby={waiting ? `${ids}-wait` : undefined}
          onClick={resend}
        >
          {resendText}
        </Button>
        {waiting ? (
          <span id={`${ids}-wait`} className="cv-otp-form__wait">
            {cooldownText(formatCountdown(cooldown.remaining))}
          </span>
        ) : null}
        <LiveRegion className="cv-otp-form__notice" assertive={resendNotice?.tone === 'error'}>
          {resendNotice ? (
            <Alert tone={resendNotice.tone} announce="off">
              {resendNotice.text}
            </Alert>
          ) : null}
        </LiveRegion>
      </div>
    </form>
  );
});
