import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextInput } from '../TextField';
import { Field } from './Field';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Email', children: <TextInput type="email" autoComplete="email" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const LabelClickFocuses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'We only use it to reply to you.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We only use it to reply to you.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The * is decoration: the name stays "Email" and the control says it is required.
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
  },
};

export const Optional: Story = {
  args: { label: 'Cover letter', optional: true, children: <TextInput /> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Cover letter (optional)' }),
    ).not.toBeRequired();
  },
};

export const Filled: Story = {
  args: { children: <TextInput type="email" defaultValue="ada@example.com" /> },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(input);
    await userEvent.type(input, 'grace@example.com');
    await expect(input).toHaveValue('grace@example.com');
  },
};

export const Invalid: Story = {
  args: {
    required: true,
    hint: 'The same address as above.',
    error: 'Emails do not match',
    children: <TextInput type="email" defaultValue="ada@exmple.com" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'The same address as above. Error: Emails do not match',
    );
    // Nothing typed is lost on an error.
    await expect(input).toHaveValue('ada@exmple.com');
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <TextInput defaultValue="ada@example.com" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const StandaloneInput: Story = {
  render: () => <TextInput aria-label="Search jobs" type="search" invalid />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search jobs' })).toBeInvalid();
  },
};

export const LongText: Story = {
  args: {
    label: 'The email address we should use to send you updates about your application',
    hint: 'Use an address you check often: we send the interview invitation and any follow-up questions there, and we never share it with anyone outside Corvane.',
    error: 'Enter an email address in the correct format, like name@example.com',
    required: true,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const RightToLeft: Story = {
  args: { label: 'البريد الإلكتروني', hint: 'سنرد عليك هنا.', required: true },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeRequired();
  },
};

export const DontPlaceholderAsLabel: Story = {
  name: 'Don’t: a placeholder for a label',
  args: {
    labelHidden: true,
    children: <TextInput type="email" autoComplete="email" placeholder="Email" />,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    // Still named for a screen reader, but the only visible words go away with the first key.
    await expect(canvas.getByText('Email', { selector: 'label' })).toHaveClass(
      'cv-visually-hidden',
    );
    await userEvent.type(input, 'ada@');
    await expect(input).toHaveValue('ada@');
    await expect(input).toHaveAttribute('placeholder', 'Email');
  },
};
