import {
  STAFF_ROLE_NAMES,
  staffNewAccountRequestSchema,
  type StaffAccount,
  type StaffAccountLinkResponse,
} from '@corvane/contract';
import { Alert, Button, ErrorSummary, Field, RadioGroup, TextInput } from '@corvane/ui';
import { useState, type FormEvent } from 'react';
import { staffApi, type StaffApiError } from '../../api/staffApi';
import { ROLE_NAMES } from '../../shell/areas';
import { isRole, ROLE_OPTIONS } from '../account/roleDuties';
import { personOf } from './accountWords';
import { errorsByField, summaryOf, type FieldErrors } from '../../lib/formErrors';
import { OneTimeLink } from './OneTimeLink';

type Name = 'email' | 'name' | 'role';
const NAMES: readonly Name[] = ['email', 'name', 'role'];
const ROLE_ID = 'add-staff-role';
const CONTROL_IDS: Record<Name, string> = {
  email: 'add-staff-email',
  name: 'add-staff-name',
  // The group's first radio: the summary's link takes focus there.
  role: `${ROLE_ID}-${STAFF_ROLE_NAMES[0]}`,
};

interface Problems {
  fields: FieldErrors<Name>;
  formWide: string[];
  /** A new summary for each failed try, so it takes focus again. */
  attempt: number;
}

const NO_PROBLEMS: Problems = { fields: {}, formWide: [], attempt: 0 };

/**
 * "Add a staff member": the address, a name and a role; the server answers with the account and
 * its set-password link, shown once. What was typed stays when the server refuses it.
 */
export function AddStaffForm({ onAdded }: { onAdded: (account: StaffAccount) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [problems, setProblems] = useState(NO_PROBLEMS);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<StaffAccountLinkResponse | null>(null);

  const fail = (fields: FieldErrors<Name>, formWide: string[] = []) =>
    setProblems((last) => ({ fields, formWide, attempt: last.attempt + 1 }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = staffNewAccountRequestSchema.safeParse({
      email,
      role,
      ...(name.trim() ? { name } : {}),
    });
    if (!parsed.success) return fail(errorsByField(parsed.error.issues, NAMES));
    setBusy(true);
    try {
      const made = await staffApi.post<StaffAccountLinkResponse>('/accounts', parsed.data);
      onAdded(made.account);
      setAdded(made);
      setEmail('');
      setName('');
      setRole('');
      setProblems(NO_PROBLEMS);
    } catch (error) {
      const refusal = error as StaffApiError;
      // 409: there is already an account for the address.
      if (refusal.status === 409) fail({ email: refusal.message });
      else fail({}, refusal.fieldMessages?.length ? refusal.fieldMessages : [refusal.message]);
    } finally {
      setBusy(false);
    }
  };

  const { fields } = problems;
  return (
    <>
      {added ? (
        <>
          <Alert tone="success">
            {personOf(added.account)} ({added.account.email}) is added as{' '}
            {ROLE_NAMES[added.account.role]}. Send them the link below.
          </Alert>
          <OneTimeLink link={added.link} person={personOf(added.account)} />
        </>
      ) : null}
      <ErrorSummary
        key={problems.attempt}
        errors={summaryOf(fields, CONTROL_IDS, problems.formWide)}
      />
      <form className="console-form accounts-add" noValidate onSubmit={(e) => void submit(e)}>
        <Field label="Email address" id={CONTROL_IDS.email} error={fields.email} required>
          <TextInput
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field
          label="Name"
          id={CONTROL_IDS.name}
          hint="As the console shows it. Left empty, the part of the address before the @."
          error={fields.name}
          optional
        >
          <TextInput
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <RadioGroup
          id={ROLE_ID}
          legend="Role"
          hint="What they may do in the console. You can change it later."
          options={ROLE_OPTIONS}
          value={role}
          onValueChange={(value) => setRole(isRole(value) ? value : '')}
          error={fields.role}
          required
        />
        <div className="console-form__actions">
          <Button type="submit" loading={busy}>
            Add staff member
          </Button>
        </div>
      </form>
    </>
  );
}
