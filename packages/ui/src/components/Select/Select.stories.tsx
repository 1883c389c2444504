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

/** Do: group a long list with `<optgroup>` children, so it can be scanned by region. */
export const DoGroupLongLists: Story = {
  render: () => (
    <Field label="Office" required>
      <Select name="office" placeholder="Select an office" defaultValue="">
        <optgroup label="North America">
          <option value="austin">Austin</option>
          <option value="toronto">Toronto</option>
        </optgroup>
        <optgroup label="Europe">
          <option value="dublin">Dublin</option>
          <option value="london">London</option>
        </optgroup>
      </Select>
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    const select = canvas.getByRole('combobox', { name: 'Office' });
    await userEvent.selectOptions(select, 'Dublin');
    await expect(select).toHaveValue('dublin');
  },
};

/**
 * Don't: a select for two answers. It passes axe, but the choices stay hidden until it is opened
 * and it takes two actions to answer; two radio buttons show both at once.
 */
export const DontHideTwoChoices: Story = {
  render: () => (
    <Field label="Willing to relocate?" required>
      <Select
        name="relocate"
        placeholder="Select an answer"
        defaultValue=""
        options={[{ value: 'Yes' }, { value: 'No' }]}
      />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Willing to relocate?' })).toHaveValue('');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};
