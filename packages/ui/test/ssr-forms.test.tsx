// The form kit and the OTP form render to a string in Node: no browser globals during render
// or at import, and the markup carries its labels, descriptions and states before any script runs.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Alert,
  announce,
  Badge,
  ErrorSummary,
  Field,
  FileInput,
  OtpField,
  OtpForm,
  PasswordHints,
  PasswordInput,
  PhoneInput,
  Select,
  Skeleton,
  Spinner,
  Textarea,
  TextInput,
} from '../src';

const resolved = () => Promise.resolve();

const cases: Array<[string, ReactElement, RegExp]> = [
  [
    'Field with a TextInput: label, hint and error wired to the input',
    <Field id="email" label="Email" hint="We reply here." error="Emails do not match" required>
      <TextInput type="email" defaultValue="ada@example.com" />
    </Field>,
    /<label for="email"[^>]*>Email.*aria-hidden="true">.*\*.*id="email-hint".*id="email-error".*Error:(<!-- -->)? <\/span>Emails do not match.*<input type="email"[^>]*id="email"[^>]*required=""[^>]*aria-describedby="email-hint email-error"[^>]*aria-invalid="true"[^>]*value="ada@example.com"/s,
  ],
  [
    'Textarea with its rows',
    <Field id="cover" label="Cover letter" optional>
      <Textarea />
    </Field>,
    /Cover letter.*\(optional\).*<textarea rows="3"[^>]*id="cover"/s,
  ],
  [
    'Select with a placeholder and options',
    <Field id="visa" label="Visa status" required>
      <Select
        placeholder="Select visa status"
        options={[{ value: 'US Citizen' }, { value: 'H1B' }]}
      />
    </Field>,
    /<select[^>]*id="visa"[^>]*required="".*<option value="">Select visa status<\/option><option value="US Citizen">US Citizen<\/option>/s,
  ],
  [
    'PasswordInput hidden, with an unpressed toggle',
    <Field id="pw" label="Password">
      <PasswordInput autoComplete="new-password" />
    </Field>,
    /<input[^>]*id="pw"[^>]*type="password".*<button type="button"[^>]*aria-pressed="false"[^>]*aria-controls="pw".*Show password/s,
  ],
  [
    'PhoneInput: country-code values in the spec format, digits kept',
    <Field id="phone" label="Phone">
      <PhoneInput defaultCountryCode="United Kingdom (+44)" defaultValue="07700 900-123" />
    </Field>,
    /aria-label="Country code".*<option value="United Kingdom \(\+44\)" selected="">United Kingdom \(\+44\)<\/option>.*<input type="text" inputMode="numeric" autoComplete="tel-national"[^>]*id="phone"[^>]*value="07700900123"/s,
  ],
  [
    'FileInput states its accepted types before a file is chosen',
    <Field id="resume" label="Resume" required>
      <FileInput accept=".pdf,.doc,.docx" name="resume" />
    </Field>,
    /Accepted file types: PDF, DOC or DOCX\..*<input[^>]*type="file"[^>]*accept=".pdf,.doc,.docx".*id="resume".*Choose file.*No file chosen/s,
  ],
  [
    // Its words are in the HTML; they are announced only when they appear in the browser.
    'Alert: the words of each tone, no live role of its own',
    <div>
      <Alert tone="error">Application submission failed</Alert>
      <Alert tone="success" title="Application submitted successfully!" />
    </div>,
    /^<div><div class="cv-alert cv-alert--error">.*Application submission failed.*<div class="cv-alert cv-alert--success">.*Application submitted successfully!/s,
  ],
  [
    'Badge in its employment-type colour',
    <Badge employmentType="Part-time" />,
    /<span class="cv-badge cv-badge--part-time">.*Part-time<\/span>/s,
  ],
  [
    'Spinner with its label, read where it is',
    <Spinner />,
    /^<span class="cv-spinner cv-spinner--md">.*<span class="cv-visually-hidden">Loading\.\.\.<\/span>/s,
  ],
  [
    'Skeleton, hidden from assistive technology',
    <Skeleton lines={2} />,
    /aria-hidden="true" class="cv-skeleton cv-skeleton--text"/,
  ],
  [
    'PasswordHints with what is still needed',
    <PasswordHints password="abc" />,
    /At least 8 characters \(5 more needed\).*not yet.*At least 1 lower case letter.*done/s,
  ],
  [
    'ErrorSummary linking to the field',
    <ErrorSummary errors={[{ fieldId: 'email', message: 'Emails do not match' }]} />,
    /tabindex="-1" role="region" aria-labelledby="[^"]+".*There is a problem.*<a href="#email">Emails do not match<\/a>/s,
  ],
  [
    'OtpField: one input for autofill, left to right',
    <OtpField aria-label="OTP" defaultValue="12-34" />,
    /<div dir="ltr" class="cv-otp".*<input type="text" inputMode="numeric" autoComplete="one-time-code"[^>]*value="1234"/s,
  ],
  [
    'OtpForm: the email, the field, Verify and the cooldown',
    <OtpForm email="ada@example.com" onSubmit={resolved} onResend={resolved} resendCooldown={30} />,
    /We sent a code to <strong>ada@example.com<\/strong>.*OTP.*autoComplete="one-time-code".*Verify.*Resend code.*You can request a new code in 0:30\./s,
  ],
];

describe('server rendering: form kit and OTP', () => {
  it('runs with no DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it('announce() does nothing on a server', () => {
    expect(() => announce('Application submitted successfully!', 'assertive')).not.toThrow();
  });

  it.each(cases)('%s', (_name, element, expected) => {
    expect(renderToString(element)).toMatch(expected);
  });
});
