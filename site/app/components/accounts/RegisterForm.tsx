import { COUNTRIES, countryCodeOption, findCountry, MESSAGES } from '@corvane/contract/client';
import { Field, PasswordHints, PasswordInput, PhoneInput, Select, TextInput } from '@corvane/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { api } from '../../auth/api';
import { failureText, type Notice } from '../../auth/messages';
import { authCopy as copy } from '../../content/accounts';
import { EmailInput } from './EmailInput';
import { focusAndSelect } from './focusAndSelect';
import { useFieldsInError } from './useFieldsInError';
import { SubmitButton } from './SubmitButton';

// The country list comes from the contract (the list the server accepts); this module loads
// only when the visitor chooses Register.
const countryOptions = COUNTRIES.map((country) => ({ value: country.name }));
const callingCodes = COUNTRIES.map((country) => ({
  country: country.name,
  code: `+${country.callingCodes[0]}`,
}));

interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onNotice: (notice: Notice | null) => void;
  /** The id of the form's message, which describes the fields it is about. */
  noticeId: string;
  /** Registered: the server sent a code to this email. */
  /** Registered: on to the code, with the server's message when it sent one. */
  onRegistered: (message: string | undefined) => void;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Register (spec 2.12, 5): every field required, live password hints, the two match checks. */
export default function RegisterForm({
  email,
  onEmailChange,
  onNotice,
  noticeId,
  onRegistered,
}: RegisterFormProps) {
  const [fields, setFields] = useState({
    retypeEmail: '',
    password: '',
    retypePassword: '',
    firstName: '',
    lastName: '',
    country: '',
    countryCode: '',
    PhoneNo: '',
  });
  const set = (name: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const [busy, setBusy] = useState(false);
  const hintsId = useId();
  const retypePasswordRef = useRef<HTMLInputElement>(null);
  const inError = useFieldsInError<'retypeEmail' | 'retypePassword'>(noticeId);

  const chooseCountry = (name: string) => {
    const country = findCountry(name);
    // Choosing a country fills in its phone code; the visitor may still pick another.
    setFields((current) => ({
      ...current,
      country: name,
      countryCode: country ? countryCodeOption(country) : current.countryCode,
    }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    inError.clear();
    // A mismatch keeps what was typed; the retyped field is focused and selected, so typing
    // again replaces it.
    if (!sameEmail(email, fields.retypeEmail)) {
      onNotice({ tone: 'error', text: MESSAGES.emailsDoNotMatch });
      inError.mark('retypeEmail');
      focusAndSelect(form.elements.namedItem('retypeEmail'));
      return;
    }
    if (fields.password !== fields.retypePassword) {
      onNotice({ tone: 'error', text: MESSAGES.passwordsDoNotMatch });
      inError.mark('retypePassword');
      focusAndSelect(retypePasswordRef.current);
      return;
    }
    setBusy(true);
    onNotice(null);
    try {
      const reply = await api.register({ email, ...fields });
      onRegistered(reply.msg);
    } catch (error) {
      setBusy(false);
      onNotice({ tone: 'error', text: failureText(error, MESSAGES.operationFailed) });
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} aria-busy={busy || undefined}>
      <div className="auth-form__row">
        <Field label={copy.firstName} required>
          <TextInput
            name="firstName"
            autoComplete="given-name"
            value={fields.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
          />
        </Field>
        <Field label={copy.lastName} required>
          <TextInput
            name="lastName"
            autoComplete="family-name"
            value={fields.lastName}
            onChange={(e) => set('lastName')(e.target.value)}
          />
        </Field>
      </div>
      <Field label={copy.email} required>
        <EmailInput value={email} onValueChange={onEmailChange} />
      </Field>
      <Field label={copy.retypeEmail} required>
        <EmailInput
          name="retypeEmail"
          {...inError.propsFor('retypeEmail')}
          value={fields.retypeEmail}
          onValueChange={set('retypeEmail')}
        />
      </Field>
      <Field label={copy.password} required>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          showLabel={copy.showPassword}
          aria-describedby={hintsId}
          value={fields.password}
          onChange={(e) => set('password')(e.target.value)}
        />
      </Field>
      <PasswordHints id={hintsId} password={fields.password} />
      <Field label={copy.retypePassword} required>
        <PasswordInput
          ref={retypePasswordRef}
          name="retypePassword"
          {...inError.propsFor('retypePassword')}
          autoComplete="new-password"
          showLabel={copy.showPassword}
          value={fields.retypePassword}
          onChange={(e) => set('retypePassword')(e.target.value)}
        />
      </Field>
      <Field label={copy.country} required>
        <Select
          name="country"
          autoComplete="country-name"
          placeholder={copy.countryPlaceholder}
          options={countryOptions}
          value={fields.country}
          onChange={(e) => chooseCountry(e.target.value)}
        />
      </Field>
      <Field label={copy.phone} required>
        <PhoneInput
          name="PhoneNo"
          countryCodeName="countryCode"
          countryCodeLabel={copy.phoneCode}
          countryCodePlaceholder={copy.phoneCodePlaceholder}
          codes={callingCodes}
          countryCode={fields.countryCode}
          onCountryCodeChange={set('countryCode')}
          value={fields.PhoneNo}
          onValueChange={set('PhoneNo')}
        />
      </Field>
      <SubmitButton busy={busy}>{copy.signUp}</SubmitButton>
    </form>
  );
}
