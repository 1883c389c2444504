import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Field } from '../Field';
import { PasswordInput } from '../PasswordInput';
import { TextInput } from '../TextField';
import { ErrorSummary, type FormError } from './ErrorSummary';
import { focusFirstInvalid } from './focusFirstInvalid';

/**
 * The register form's own checks (spec section 5), run before any call. `vague` reports them the
 * wrong way: the same words for every error, linked to nothing, and nothing at the fields.
 */
function RegisterChecks({ vague = false }: { vague?: boolean }) {
  const [errors, setErrors] = useState<FormError[]>([]);
  const [attempt, setAttempt] = useState(0);
  // Ids of its own, so two of these forms on one docs page never share one.
  const id = useId();
  const retypeEmail = `${id}-retype-email`;
  const retypePassword = `${id}-retype-password`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: FormError[] = [];
    if (data.get('email') !== data.get('retypeEmail'))
      next.push({ fieldId: retypeEmail, message: 'Emails do not match' });
    if (data.get('password') !== data.get('retypePassword'))
      next.push({ fieldId: retypePassword, message: 'Passwords do not match' });
    setErrors(vague ? next.map(() => ({ message: 'Invalid input' })) : next);
    setAttempt((n) => n + 1);
  };
  const errorFor = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;
  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 'var(--cv-space-4)' }}>
      <ErrorSummary key={attempt} errors={errors} />
      <Field label="Email">
        <TextInput name="email" type="email" defaultValue="ada@example.com" />
      </Field>
      <Field id={retypeEmail} label="Retype email" error={errorFor(retypeEmail)}>
        <TextInput name="retypeEmail" type="email" defaultValue="ada@exmple.com" />
      </Field>
      <Field label="Password">
        <PasswordInput name="password" autoComplete="new-password" defaultValue="Corvane#2008" />
      </Field>
      <Field id={retypePassword} label="Retype password" error={errorFor(retypePassword)}>
        <PasswordInput
          name="retypePassword"
          autoComplete="new-password"
          defaultValue="Corvane#2009"
        />
      </Field>
      <Button type="submit">Sign Up</Button>
    </form>
  );
}

/** Without a summary: focus goes to the first invalid field instead. */
function FirstInvalidForm() {
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string>();
  return (
    <form
      ref={form}
      noValidate
      style={{ display: 'grid', gap: 'var(--cv-space-4)' }}
      onSubmit={(event) => {
        event.preventDefault();
        const email = new FormData(event.currentTarget).get('email');
        // Render aria-invalid first, then move focus to the first invalid field.
        flushSync(() => setError(email ? undefined : 'Enter your email'));
        focusFirstInvalid(form.current);
      }}
    >
      <Field label="Email" error={error} required>
        <TextInput name="email" type="email" />
      </Field>
      <Button type="submit">Send OTP</Button>
    </form>
  );
}

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'retype-email', message: 'Emails do not match' },
      { fieldId: 'retype-password', message: 'Passwords do not match' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Errors: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('heading', { name: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Emails do not match' })).toHaveAttribute(
      'href',
      '#retype-email',
    );
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const OnFailedSubmit: Story = {
  tags: ['spoken'],
  render: () => <RegisterChecks />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    // Focus moves to the summary, which is named by its heading.
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await expect(summary).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Passwords do not match' }));
    const retype = canvas.getByLabelText('Retype password', { selector: 'input' });
    await expect(retype).toHaveFocus();
    await expect(retype).toBeInvalid();
    // Nothing typed is lost.
    await expect(retype).toHaveValue('Corvane#2009');
    await expect(canvas.getByRole('textbox', { name: 'Retype email' })).toHaveValue(
      'ada@exmple.com',
    );
  },
};

export const KeyboardToField: Story = {
  render: () => <RegisterChecks />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await canvas.findByRole('heading', { name: 'There is a problem' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Emails do not match' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Retype email' })).toHaveFocus();
  },
};

export const FocusFirstInvalidField: Story = {
  render: () => <FirstInvalidForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(await canvas.findByText('Enter your email')).toBeVisible();
    await expect(email).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    errors: [
      {
        fieldId: 'phone',
        message:
          'Enter a phone number with digits only, without the country code, which you choose from the list before it',
      },
      { message: 'Operation failed' },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const DontVagueUnlinkedErrors: Story = {
  name: 'Don’t: the same words for every error, linked to nothing',
  render: () => <RegisterChecks vague />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await expect(summary).toHaveFocus();
    // Two identical lines, no way to reach either field, nothing marked at the fields.
    await expect(within(summary).getAllByText('Invalid input')).toHaveLength(2);
    await expect(within(summary).queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Retype email' })).not.toBeInvalid();
  },
};
