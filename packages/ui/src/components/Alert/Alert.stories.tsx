import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Credentials are case sensitive.' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Credentials are case sensitive.');
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Application submitted successfully!',
    children: "Thank you for your interest. We'll be in touch soon.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "Application submitted successfully!Thank you for your interest. We'll be in touch soon.",
    );
  },
};

export const ServerError: Story = {
  args: { tone: 'error', children: 'Failed to submit application. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to submit application. Please try again.',
    );
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

export const AppearsAfterAnAction: Story = {
  tags: ['spoken'],
  render: () => <AppearsOnSubmit />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "Your message has been sent successfully. We'll respond soon!",
    );
  },
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
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not send your message');
    await expect(alert).toHaveTextContent(/press Send Message again/);
  },
};

export const DontVagueMessage: Story = {
  name: 'Don’t: a message that explains nothing',
  args: { tone: 'error', children: 'Error.' },
  play: async ({ canvas }) => {
    // Announced at once, and it tells the visitor nothing they can act on.
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Error\.$/);
  },
};
