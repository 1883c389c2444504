import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from '../Field';
import { Select } from './Select';

const visaOptions = ['US Citizen', 'Permanent Resident', 'H1B', 'Other'].map((value) => ({
  value,
}));

const meta = {
  title: 'Components/Select',
  component: Select,
  render: (args) => (
    <Field label="Visa status" required>
      <Select {...args} />
    </Field>
  ),
  args: { name: 'visaStatus', placeholder: 'Select visa status', options: visaOptions },
  parameters: {
    docs: {
      description: {
        component:
          "A native `<select>` with the form kit's look and a chevron, so phones show their own picker and screen readers their own list. `placeholder` adds an empty first choice; with `required` the browser's check refuses it. **Keys:** Arrow Up/Down change the choice, typing a letter jumps to it, Alt+Arrow Down or Space opens the list, Enter closes it.",
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Visa status' });
    await expect(select).toHaveValue('');
    await expect(select).toBeInvalid(); // required and nothing chosen yet
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
  },
};

export const Chosen: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Visa status' });
    await userEvent.selectOptions(select, 'H1B');
    await expect(select).toHaveValue('H1B');
    await expect(select).toBeValid();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Visa status' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Visa status' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Other' } };

export const LongText: Story = {
  args: {
    options: [
      {
        value: 'long',
        label: 'Temporary Protected Status with an Employment Authorization Document',
      },
      ...visaOptions,
    ],
    defaultValue: 'long',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
