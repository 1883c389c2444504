import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { listening, polite } from '../../testing/screenReader';
import { Field } from '../Field';
import { PasswordInput } from '../PasswordInput';
import { PasswordHints } from './PasswordHints';

function RegisterPassword({ initial = '', linked = true }: { initial?: string; linked?: boolean }) {
  const [password, setPassword] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 'var(--cv-space-3)', maxWidth: '26rem' }}>
      <Field label="Password" required>
        <PasswordInput
          autoComplete="new-password"
          aria-describedby={linked ? 'password-hints' : undefined}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <PasswordHints id="password-hints" password={password} announceDelay={300} />
    </div>
  );
}

const meta = {
  title: 'Components/PasswordHints',
  component: PasswordHints,
  args: { password: '' },
} satisfies Meta<typeof PasswordHints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('At least 8 characters (8 more needed), not yet');
    await expect(items[4]).toHaveTextContent(
      'No whitespace, non-printable or unicode characters, done',
    );
  },
};

export const WhileTyping: Story = {
  tags: ['spoken'],
  render: () => <RegisterPassword />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
      await userEvent.type(input, 'corv');
      await expect(canvas.getByText('At least 8 characters (4 more needed)')).toBeVisible();
      // Read with the input, so the visitor hears the hints on focus.
      await expect(input).toHaveAccessibleDescription(/At least 8 characters \(4 more needed\)/);
      // And, once typing pauses, what is still needed is heard, politely.
      await reader.heard(
        polite(
          'Password still needs: At least 8 characters (4 more needed); At least 1 upper case letter; At least 1 number or one of ! @ # $ % ^ & *.',
        ),
      );
      await userEvent.clear(input);
      await userEvent.type(input, 'Corvane#2008');
      await reader.heard(polite('Your password meets all the hints.'));
      for (const item of canvas.getAllByRole('listitem')) {
        await expect(item).toHaveTextContent(/done$/);
      }
    }),
};

export const TooLong: Story = {
  args: { password: 'Corvane#2008-Careers!' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Password too long, not yet',
    );
    await expect(canvas.getByText('Password too long')).toBeVisible();
  },
};

export const ForbiddenCharacters: Story = {
  args: { password: 'Corvané 2008' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[4]).toHaveTextContent(
      'No whitespace, non-printable or unicode characters, not yet',
    );
  },
};

export const AllMet: Story = { args: { password: 'Corvane#2008' } };

export const CustomTexts: Story = {
  args: {
    password: 'abc',
    title: 'Votre mot de passe',
    metLabel: 'fait',
    unmetLabel: 'pas encore',
    messages: {
      length: (missing) => `Au moins 8 caractères (encore ${missing})`,
      tooLong: 'Mot de passe trop long',
      lower: 'Au moins 1 minuscule',
      upper: 'Au moins 1 majuscule',
      numberOrSpecial: 'Au moins 1 chiffre ou un de ! @ # $ % ^ & *',
      characters: 'Pas d’espace ni de caractère non ASCII',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Au moins 8 caractères (encore 5)')).toBeVisible();
  },
};

export const Mobile: Story = {
  render: () => <RegisterPassword initial="corvane" />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const RightToLeft: Story = {
  args: { password: 'Corv' },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};

/**
 * Don't: leave the hints unlinked from the input. It passes axe, but a screen reader user focusing
 * the password hears nothing about the hints until typing pauses. Compare `WhileTyping`.
 */
export const DontLeaveUnlinked: Story = {
  render: () => <RegisterPassword linked={false} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(input, 'corv');
    await expect(canvas.getByText('At least 8 characters (4 more needed)')).toBeVisible();
    await expect(input).not.toHaveAccessibleDescription();
  },
};
