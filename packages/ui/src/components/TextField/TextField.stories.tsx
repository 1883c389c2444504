import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from '../Field';
import { Textarea } from './Textarea';
import { TextInput } from './TextInput';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  render: (args) => (
    <Field label="First name" required>
      <TextInput {...args} />
    </Field>
  ),
  args: { name: 'firstName', autoComplete: 'given-name' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveValue('');
    await expect(input).toBeRequired();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
  },
};

export const WithPlaceholder: Story = { args: { placeholder: 'As on your passport' } };

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'A' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ada' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Ada' } };

export const TextareaStory: Story = {
  name: 'Textarea',
  render: () => (
    <Field label="Cover letter" optional hint="A few lines about why this role suits you.">
      <Textarea name="coverLetter" />
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Cover letter (optional)' });
    await expect(area).toHaveAttribute('rows', '3');
    await userEvent.type(area, 'I have led QA teams for ten years.{enter}I would love to join.');
    await expect(area).toHaveValue('I have led QA teams for ten years.\nI would love to join.');
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'Maximiliana Alexandrina Konstantinopoulou-Vanderbilt-Featherstonehaugh-Cholmondeley',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Do: a visible label, a hint where the answer needs one, and `autoComplete` for personal data. */
export const DoLabelHintAutocomplete: Story = {
  render: () => (
    <Field label="Email" required hint="We reply to this address within two working days.">
      <TextInput type="email" name="email" autoComplete="email" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription(
      'We reply to this address within two working days.',
    );
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/**
 * Don't: a placeholder as the only label. It passes axe (a placeholder counts as a name), but the
 * label is gone as soon as the visitor types, and its grey text is hard to read.
 */
export const DontUsePlaceholderAsLabel: Story = {
  render: () => <TextInput name="firstName" placeholder="First name" />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByPlaceholderText('First name') as HTMLInputElement;
    await expect(input.labels).toHaveLength(0);
    await expect(input.matches(':placeholder-shown')).toBe(true);
    await userEvent.type(input, 'Ada');
    await expect(input.matches(':placeholder-shown')).toBe(false);
  },
};
