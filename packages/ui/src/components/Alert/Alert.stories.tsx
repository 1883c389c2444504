import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { assertive, listening, polite } from '../../testing/screenReader';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Credentials are case sensitive.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info'] },
    announce: { control: 'inline-radio', options: ['polite', 'assertive', 'off'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Credentials are case sensitive.')).toBeVisible();
    // Heard through the page's live regions, so the box itself is no live region.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Application submitted successfully!',
    children: "Thank you for your interest. We'll be in touch soon.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Application submitted successfully!')).toBeVisible();
    await expect(
      canvas.getByText("Thank you for your interest. We'll be in touch soon."),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { tone: 'error', children: 'Failed to submit application. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to submit application. Please try again.')).toBeVisible();
  },
};

function AppearsOnSubmit() {
  const [sent, setSent] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 'var(--cv-space-4)' }}>
      <Button onClick={() => setSent(true)}>Send Message</Button>
      {sent ? (
        <Alert tone="success">
          Your message has been sent successfully. We&apos;ll respond soon!
        </Alert>
      ) : null}
    </div>
  );
}

/** Rendered when the message arrives, it is heard at the next pause. */
export const AppearsAfterAnAction: Story = {
  tags: ['spoken'],
  render: () => <AppearsOnSubmit />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
      await expect(
        canvas.getByText("Your message has been sent successfully. We'll respond soon!"),
      ).toBeVisible();
      await reader.heard(polite("Your message has been sent successfully. We'll respond soon!"));
    }),
};

function RefusedTwice() {
  const [refusals, setRefusals] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 'var(--cv-space-4)' }}>
      <Button onClick={() => setRefusals((n) => n + 1)}>Sign In</Button>
      {/* A new key for each refusal: a new Alert, heard again with the same words. */}
      {refusals > 0 ? (
        <Alert key={refusals} tone="error">
          Incorrect email or password.
        </Alert>
      ) : null}
    </div>
  );
}

/** An error interrupts; the same error again (a new `key`) is heard again. */
export const SameErrorTwice: Story = {
  render: () => <RefusedTwice />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      const signIn = canvas.getByRole('button', { name: 'Sign In' });
      await userEvent.click(signIn);
      await reader.heard(assertive('Incorrect email or password.'));
      await userEvent.click(signIn);
      await reader.heard(assertive('Incorrect email or password.'), 2);
    }),
};

export const LongText: Story = {
  args: {
    tone: 'error',
    title: 'We could not verify your email address',
    children:
      'The one-time code has expired or was already used. Request a new code and enter it within ten minutes; if it still fails, contact support@corvane.example with the address you registered.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const RightToLeft: Story = {
  args: { tone: 'success', children: 'تم إرسال رسالتك بنجاح.' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};

export const DoSayWhatToDoNext: Story = {
  name: 'Do: say what happened and what to do',
  args: {
    tone: 'error',
    title: 'We could not send your message',
    children: 'Check your connection and press Send Message again. Nothing you typed was lost.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We could not send your message')).toBeVisible();
    await expect(canvas.getByText(/press Send Message again/)).toBeVisible();
  },
};

export const DontVagueMessage: Story = {
  name: 'Don’t: a message that explains nothing',
  args: { tone: 'error', children: 'Error.' },
  play: async ({ canvas }) => {
    // Announced at once, and it tells the visitor nothing they can act on.
    await expect(canvas.getByText(/^Error\.$/)).toBeVisible();
  },
};
