import {
  staffCodeRequestSchema,
  type StaffEnrolmentResponse,
  type StaffRecoveryCodesResponse,
} from '@corvane/contract';
import { Alert, Button, ErrorSummary, Spinner } from '@corvane/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { staffApi } from '../../api/staffApi';
import { checkForm, useChecked } from '../../lib/formErrors';
import { useAction } from '../../lib/useAction';
import { CodeField } from './CodeField';

const CODE_ID = 'enrol-code';

/** The key in groups of four, as authenticator apps show it: easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * First sign-in: set up an authenticator app with the QR code (or its key typed by hand), then
 * prove it with a first code. The ten recovery codes come back from that proof.
 */
export function EnrolStep({
  onEnrolled,
  onExpired,
}: {
  onEnrolled: (codes: string[]) => void;
  onExpired: (message: string) => void;
}) {
  const [enrolment, setEnrolment] = useState<StaffEnrolmentResponse>();
  const [code, setCode] = useState('');
  const { checked, show: showChecked } = useChecked();
  const start = useAction();
  const confirm = useAction();
  const { run: startRun } = start;

  useEffect(() => {
    void startRun(() =>
      staffApi.post<StaffEnrolmentResponse>('/enrolment', undefined, { expectUnauthorised: true }),
    ).then((answer) => answer && setEnrolment(answer));
  }, [startRun]);

  const expired = [start.error, confirm.error].find((error) => error?.status === 401)?.message;
  useEffect(() => {
    if (expired) onExpired(expired);
  }, [expired, onExpired]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = checkForm(staffCodeRequestSchema, { code: code.trim() }, () => CODE_ID);
    showChecked(result);
    if (!result.value) return;
    const answer = await confirm.run(() =>
      staffApi.post<StaffRecoveryCodesResponse>('/enrolment/confirm', result.value, {
        expectUnauthorised: true,
      }),
    );
    if (answer) onEnrolled(answer.recoveryCodes);
  };

  if (start.error && start.error.status !== 401)
    return (
      <Alert tone="error" title="The app could not be set up">
        {start.error.message}
      </Alert>
    );

  return (
    <>
      <p>Your account needs a second factor: a code from an authenticator app on your phone.</p>
      <ol className="sign-in__steps">
        <li>
          Open an authenticator app (such as Microsoft Authenticator, Google Authenticator or
          1Password).
        </li>
        <li>Add an account in it by scanning this QR code, or by typing the key below.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      {enrolment ? (
        <>
          <img
            className="sign-in__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt="QR code to scan with your authenticator app"
            width="192"
            height="192"
          />
          <p>Or type this key into the app:</p>
          <p className="sign-in__secret">{grouped(enrolment.secret)}</p>
        </>
      ) : (
        <Spinner label="Making your QR code" />
      )}
      <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary key={checked.attempt} errors={checked.summary} />
        {confirm.error && confirm.error.status !== 401 ? (
          <Alert key={confirm.attempt} tone="error">
            {confirm.error.message}
          </Alert>
        ) : null}
        <CodeField
          id={CODE_ID}
          label="Code from the app"
          value={code}
          onChange={setCode}
          error={checked.fields.code}
        />
        <div className="console-form__actions">
          <Button type="submit" loading={confirm.pending} disabled={!enrolment}>
            Confirm and continue
          </Button>
        </div>
      </form>
    </>
  );
}
