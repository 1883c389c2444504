import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field } from '../Field';
import { TextInput } from '../TextField';
import { OtpField } from './OtpField';

const meta = {
  title: 'Components/OtpField',
  component: OtpField,
  args: { name: 'otp', onValueChange: fn(), onComplete: fn() },
  render: (args) => (
    <Field label="OTP" hint="Enter the 6-digit code from the email." required>
      <OtpField {...args} />
    </Field>
  ),
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: {
  getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement;
}) => canvas.getByRole('textbox', { name: /^OTP/ }) as HTMLInputElement;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription('Enter the 6-digit code from the email.');
    // One input, not one per digit.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
  },
};

export const Typing: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent, args }) => {
    const input = field(canvas);
    await userEvent.type(input, '12a3 4');
    await expect(input).toHaveValue('1234');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1234');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('123');
    await userEvent.keyboard('4567');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteWithDash: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.paste('123-456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteWithSpacesAndText: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.paste('Your code: 482 913');
    await expect(input).toHaveValue('482913');
  },
};

export const Filled: Story = {
  args: { defaultValue: '482913' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveValue('482913');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '48' },
  render: (args) => (
    <Field label="OTP" error="Enter all 6 digits of the OTP" required>
      <OtpField {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: Enter all 6 digits of the OTP');
  },
};

export const FourDigits: Story = {
  args: { length: 4 },
  play: async ({ canvas, userEvent }) => {
    const input = field(canvas);
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('1234');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '123' } };

export const Mobile: Story = {
  args: { defaultValue: '4829' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Field label="OTP" hint="أدخل الرمز المكون من 6 أرقام." required>
        <OtpField {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = field(canvas);
    await userEvent.type(input, '١٢٣٤٥٦');
    await expect(input).toHaveValue('123456');
    // The first digit is drawn leftmost, the last rightmost.
    const first = canvas.getByText('1').getBoundingClientRect();
    const last = canvas.getByText('6').getBoundingClientRect();
    await expect(first.left).toBeLessThan(last.left);
  },
};

/**
 * Don't: one input per digit. It passes axe, but a pasted or autofilled code lands in the first
 * box only, and a screen reader meets six fields instead of one. Compare `PasteWithDash`.
 */
export const DontOneInputPerDigit: Story = {
  render: () => (
    <fieldset style={{ display: 'flex', gap: 'var(--cv-space-2)', border: 0, padding: 0 }}>
      <legend className="cv-field__label">OTP</legend>
      {Array.from({ length: 6 }, (_, index) => (
        <TextInput
          key={index}
          aria-label={`Digit ${index + 1}`}
          inputMode="numeric"
          maxLength={1}
          fullWidth={false}
          style={{ width: '3rem', textAlign: 'center' }}
        />
      ))}
    </fieldset>
  ),
  play: async ({ canvas, userEvent }) => {
    const boxes = canvas.getAllByRole('textbox');
    await expect(boxes).toHaveLength(6);
    await userEvent.click(boxes[0]!);
    await userEvent.paste('482913');
    await expect(boxes[0]).toHaveValue('4');
    await expect(boxes[1]).toHaveValue('');
  },
};
