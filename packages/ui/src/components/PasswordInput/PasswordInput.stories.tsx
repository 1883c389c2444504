import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Field } from '../Field';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { name: 'password', autoComplete: 'current-password', onShownChange: fn() },
  render: (args) => (
    <Field label="Password" required hint="Passwords are case sensitive.">
      <PasswordInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const ShowAndHide: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(input, 'Corvane#2008');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Corvane#2008');
    await expect(args.onShownChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Corvane#2008');
  },
};

export const Keyboard: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const ShownAtFirst: Story = {
  args: { defaultShown: true, defaultValue: 'Corvane#2008' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('Corvane#2008');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="New password" required error="Password must be 8-18 characters long.">
      <PasswordInput {...args} autoComplete="new-password" defaultValue="short" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^New password/, { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Error: Password must be 8-18 characters long.',
    );
    await expect(input).toHaveValue('short');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Corvane#2008' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const CustomLabel: Story = {
  render: (args) => (
    <Field label="Mot de passe">
      <PasswordInput {...args} showLabel="Afficher le mot de passe" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'a-very-long-passphrase-that-scrolls' },
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
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    // The toggle sits at the inline end: on the left in a right-to-left page.
    await expect(toggle.getBoundingClientRect().left).toBeLessThan(
      input.getBoundingClientRect().left + input.getBoundingClientRect().width / 2,
    );
  },
};

/** Do: let password managers and paste fill it: "new-password" on register, and no paste block. */
export const DoLetPasswordManagersIn: Story = {
  args: { autoComplete: 'new-password' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(input);
    await userEvent.paste('k7#Rw9!vQ2');
    await expect(input).toHaveValue('k7#Rw9!vQ2');
  },
};

/**
 * Don't: block paste. It passes axe, but visitors who keep passwords in a manager must then
 * retype them from memory (WCAG 3.3.8 Accessible Authentication).
 */
export const DontBlockPaste: Story = {
  args: { onPaste: (event) => event.preventDefault() },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.click(input);
    await userEvent.paste('k7#Rw9!vQ2');
    await expect(input).toHaveValue('');
  },
};
