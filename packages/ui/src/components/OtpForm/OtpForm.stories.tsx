import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { assertive, listening, polite } from '../../testing/screenReader';
import { OtpForm } from './OtpForm';

type Reply = Promise<string | void>;
const never = (): Reply => new Promise(() => {});

const meta = {
  title: 'Components/OtpForm',
  component: OtpForm,
  args: {
    email: 'ada@example.com',
    onSubmit: fn((_code: string): Reply => Promise.resolve('Email verified successfully')),
    onResend: fn((): Reply => Promise.resolve()),
    resendCooldown: 60,
  },
} satisfies Meta<typeof OtpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const otp = (canvas: { getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: /^OTP/ });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(otp(canvas)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
    const resend = canvas.getByRole('button', { name: 'Resend code' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveAccessibleDescription(/You can request a new code in [01]:\d\d\./);
  },
};

export const SubmitEmpty: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const input = otp(canvas);
    await expect(input).toHaveFocus();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Enter the 6-digit code from the email. Error: Please enter the OTP',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitIncomplete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(otp(canvas), '482{Enter}');
    await expect(canvas.getByText('Enter all 6 digits of the OTP')).toBeVisible();
    await expect(otp(canvas)).toHaveValue('482');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn((_code: string) => never()) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(otp(canvas), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const busy = await canvas.findByRole('button', { name: 'Processing...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).toHaveBeenCalledWith('482913');
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  tags: ['spoken'],
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.type(otp(canvas), '482913{Enter}');
      await expect(await canvas.findByText('Email verified successfully')).toBeVisible();
      await reader.heard(polite('Email verified successfully'));
      await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
    }),
};

export const ServerError: Story = {
  tags: ['spoken'],
  args: { onSubmit: fn((_code: string): Reply => Promise.reject(new Error('Invalid OTP'))) },
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.click(otp(canvas));
      await userEvent.paste('482-913');
      const verify = canvas.getByRole('button', { name: 'Verify' });
      await userEvent.click(verify);
      await expect(await canvas.findByText('Invalid OTP')).toBeVisible();
      await reader.heard(assertive('Invalid OTP'));
      // Nothing typed is lost, and the same refusal again is heard again.
      await expect(otp(canvas)).toHaveValue('482913');
      await userEvent.click(verify);
      await reader.heard(assertive('Invalid OTP'), 2);
    }),
};

export const ServerErrorWithoutMessage: Story = {
  args: { onSubmit: fn((_code: string): Reply => Promise.reject(new Error(''))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(otp(canvas), '482913{Enter}');
    await expect(await canvas.findByText('Operation failed')).toBeVisible();
  },
};

export const ResendAfterCooldown: Story = {
  tags: ['spoken'],
  args: { resendCooldown: 1 },
  // The play function waits for the clock: the visual tests let it run (decision 074).
  parameters: { visual: { clock: 'real' } },
  play: ({ canvas, userEvent, args }) =>
    listening(async (reader) => {
      const resend = canvas.getByRole('button', { name: 'Resend code' });
      await userEvent.click(resend);
      await expect(args.onResend).not.toHaveBeenCalled();
      await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
      await reader.heard(polite('You can now request a new code.'));
      await userEvent.click(resend);
      await expect(args.onResend).toHaveBeenCalledTimes(1);
      await expect(await canvas.findByText('A new code has been sent.')).toBeVisible();
      await reader.heard(polite('A new code has been sent.'));
      // The wait starts again, visibly and heard.
      await expect(resend).toHaveAttribute('aria-disabled', 'true');
      await expect(canvas.getByText('You can request a new code in 0:01.')).toBeVisible();
      await reader.heard(polite('You can request a new code in 1 second.'));
    }),
};

export const ResendFails: Story = {
  args: {
    startCooldownOnMount: false,
    onResend: fn(() => Promise.reject(new Error('Too many requests, try again later'))),
  },
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.type(otp(canvas), '48');
      await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
      await reader.heard(assertive('Too many requests, try again later'));
      await expect(canvas.getByText('Too many requests, try again later')).toBeVisible();
      await expect(otp(canvas)).toHaveValue('48');
    }),
};

export const LongEmail: Story = {
  args: {
    email:
      'maximiliana.konstantinopoulou-featherstonehaugh@recruitment.corvane-international.example',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const RightToLeft: Story = {
  args: {
    sentToText: (to) => <>أرسلنا رمزًا إلى {to}.</>,
    label: 'رمز التحقق',
    hint: (n) => `أدخل الرمز المكون من ${n} أرقام.`,
    submitText: 'تحقق',
    resendText: 'إعادة إرسال الرمز',
    cooldownText: (countdown) => `يمكنك طلب رمز جديد بعد ${countdown}.`,
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: /^رمز التحقق/ });
    await userEvent.type(input, '482913');
    await expect(input).toHaveValue('482913');
  },
};

/** Do: reject with a message that says what happened and what to do next. */
export const DoSayWhatToDoNext: Story = {
  args: {
    onSubmit: fn((_code: string): Reply =>
      Promise.reject(new Error('That code has expired. Choose Resend code to get a new one.')),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(otp(canvas), '482913{Enter}');
    await expect(
      await canvas.findByText('That code has expired. Choose Resend code to get a new one.'),
    ).toBeVisible();
    await expect(otp(canvas)).toHaveValue('482913');
  },
};

/**
 * Don't: reject with the server's error code. It passes axe and is announced, but the visitor
 * hears "E_OTP_410" and learns nothing (WCAG 3.3.1, 3.3.3).
 */
export const DontShowErrorCodes: Story = {
  args: { onSubmit: fn((_code: string): Reply => Promise.reject(new Error('E_OTP_410'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(otp(canvas), '482913{Enter}');
    await expect(await canvas.findByText(/^E_OTP_410$/)).toBeVisible();
  },
};
