import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Field } from '../Field';
import { Select } from '../Select';
import { TextInput } from '../TextField';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: {
    name: 'PhoneNo',
    countryCodeName: 'countryCode',
    onValueChange: fn(),
    onCountryCodeChange: fn(),
  },
  render: (args) => (
    <Field label="Phone number" required>
      <PhoneInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(code).toHaveValue('');
    await expect(code).toBeRequired();
    await expect(canvas.getByRole('option', { name: 'United Kingdom (+44)' })).toHaveValue(
      'United Kingdom (+44)',
    );
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    // The number without its country code, on a text control, as HTML's autofill table allows.
    await expect(number).toHaveAttribute('autocomplete', 'tel-national');
    await expect(number).toHaveAttribute('type', 'text');
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Country code' }),
      'India (+91)',
    );
    await expect(args.onCountryCodeChange).toHaveBeenLastCalledWith('India (+91)');
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, '98-765 abc43210');
    await expect(number).toHaveValue('9876543210');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('9876543210');
  },
};

export const PasteKeepsDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(number);
    await userEvent.paste('(020) 7946-0958');
    await expect(number).toHaveValue('02079460958');
  },
};

export const TypingInTheMiddle: Story = {
  args: { defaultValue: '0207946' },
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(number);
    (number as HTMLInputElement).setSelectionRange(4, 4);
    // A letter is dropped and the caret stays where it was, so the next digit lands there.
    await userEvent.keyboard('x9');
    await expect(number).toHaveValue('02079946');
  },
};

function CountryFillsCode() {
  const [code, setCode] = useState('');
  return (
    <div style={{ display: 'grid', gap: 'var(--cv-space-4)' }}>
      <Field label="Country" required>
        <Select
          placeholder="Select country"
          defaultValue=""
          options={[
            { value: 'Canada (+1)', label: 'Canada' },
            { value: 'Australia (+61)', label: 'Australia' },
          ]}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <Field label="Phone number" required>
        <PhoneInput countryCode={code} onCountryCodeChange={setCode} />
      </Field>
    </div>
  );
}

export const ControlledByCountry: Story = {
  render: () => <CountryFillsCode />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'Australia');
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue(
      'Australia (+61)',
    );
  },
};

export const CustomCodes: Story = {
  args: {
    codes: [
      { country: 'Japan', code: '+81' },
      { country: 'Brazil', code: '+55' },
    ],
    defaultCountryCode: 'Japan (+81)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue('Japan (+81)');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Phone number" required error="Enter a phone number">
      <PhoneInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Error: Enter a phone number',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultCountryCode: 'Canada (+1)', defaultValue: '4165550123' },
};

export const Mobile: Story = {
  args: { defaultCountryCode: 'United Arab Emirates (+971)', defaultValue: '501234567' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const RightToLeft: Story = {
  args: { defaultCountryCode: 'United Arab Emirates (+971)' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, '٠٥٠١٢٣');
    await expect(number).toHaveValue('050123');
    await expect(number).toHaveAttribute('dir', 'ltr');
  },
};

/**
 * Don't: a number input for a phone number. It passes axe, but a phone number is not a quantity:
 * the leading 0 is not part of its numeric value, the arrow keys count it up or down, and it is
 * announced as a spin button.
 * Compare `PasteKeepsDigits`.
 */
export const DontUseNumberType: Story = {
  render: () => (
    <Field label="Phone number" required>
      <TextInput type="number" name="PhoneNo" />
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole('spinbutton', { name: 'Phone number' });
    await userEvent.type(number, '07700900123');
    await expect(number).toHaveValue(7700900123);
  },
};
