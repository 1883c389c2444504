import { staffSecondFactorRequestSchema, type StaffSignedInResponse } from '@corvane/contract';
import { Alert, Button, ErrorSummary, Field, TextInput } from '@corvane/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { staffApi } from '../../api/staffApi';
import { checkForm, useChecked } from '../../lib/formErrors';
import { useAction } from '../../lib/useAction';
import { CodeField } from './CodeField';

const CODE_ID = 'sign-in-code';
const RECOVERY_ID = 'sign-in-recovery-code';

/** Step two: a code from the app, or one of the recovery codes when the phone is not at hand. */
export function CodeStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (answer: StaffSignedInResponse) => void;
  /** The password step's session is gone (10 minutes, or locked): start again, with its words. */
  onExpired: (message: string) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const { checked, show: showChecked, clear: clearChecked } = useChecked();
  const action = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = useRecovery ? { recoveryCode: recoveryCode.trim() } : { code: code.trim() };
    const idOf = () => (useRecovery ? RECOVERY_ID : CODE_ID);
    const result = checkForm(staffSecondFactorRequestSchema, input, idOf);
    // The schema's message for a missing code names both ways: point it at the field shown.
    const fields = Object.values(result.fields);
    showChecked({
      fields: fields.length ? { code: fields[0]! } : {},
      summary: result.summary.map((error) => ({ ...error, fieldId: idOf() })),
    });
    if (!result.value) return;
    const answer = await action.run(() =>
      staffApi.post<StaffSignedInResponse>('/second-factor', result.value, {
        expectUnauthorised: true,
      }),
    );
    if (answer) onSignedIn(answer);
  };

  // A 401 here means the first step's session is over: that step's screen says why.
  const expired = action.error?.status === 401 ? action.error.message : undefined;
  useEffect(() => {
    if (expired) onExpired(expired);
  }, [expired, onExpired]);
  // After switching between the app's code and a recovery code, the field shown has focus.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    document.getElementById(useRecovery ? RECOVERY_ID : CODE_ID)?.focus();
  }, [useRecovery]);

  return (
    <form className="console-form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary key={checked.attempt} errors={checked.summary} />
      {action.error && action.error.status !== 401 ? (
        <Alert key={action.attempt} tone="error">
          {action.error.message}
        </Alert>
      ) : null}
      {useRecovery ? (
        <Field
          label="Recovery code"
          hint="One of the ten codes you saved when you set up the app. Each works once."
          id={RECOVERY_ID}
          error={checked.fields.code}
          required
        >
          <TextInput
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.target.value)}
          />
        </Field>
      ) : (
        <CodeField id={CODE_ID} value={code} onChange={setCode} error={checked.fields.code} />
      )}
      <div className="console-form__actions">
        <Button type="submit" loading={action.pending}>
          Sign in
        </Button>
        <button
          type="button"
          className="sign-in__switch"
          onClick={() => {
            switched.current = true;
            setUseRecovery(!useRecovery);
            clearChecked();
            action.clear();
          }}
        >
          {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
        </button>
      </div>
    </form>
  );
}
