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
  parameters: {
    docs: {
      description: {
        component:
          "`TextInput` (one line: text, email, tel, url, search, number) and `Textarea` (several lines, 3 rows by default, resizable vertically). Both are the native elements, styled, so typing, selection, autofill and undo behave as everywhere else. Use them in a `Field`, or alone with `aria-label` and `invalid`. **Keys:** the browser's own text editing keys.",
      },
    },
  },
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
