import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    name: 'digest',
    label: 'Email me a digest of new applications',
    hint: 'Every Monday at 8:00, for the jobs you own.',
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me a digest of new applications' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription('Every Monday at 8:00, for the jobs you own.');
  },
};

export const Toggling: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me a digest of new applications' });
    // The label is part of the target.
    await userEvent.click(canvas.getByText('Email me a digest of new applications'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // By keyboard: Tab reaches it, Space toggles it.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

const applicants = ['Amara Okafor', 'Jonas Lindqvist', 'Mei Tanaka'];

/** A select-all box over a list: mixed while some are chosen. */
function SelectApplicants() {
  const [chosen, setChosen] = useState<string[]>(['Jonas Lindqvist']);
  const all = chosen.length === applicants.length;
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 'var(--cv-space-3)' }}
    >
      <legend className="cv-visually-hidden">Applications for Senior QA Automation Engineer</legend>
      <Checkbox
        label="Select all applications"
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onCheckedChange={() => setChosen(all ? [] : applicants)}
      />
      <div
        style={{
          display: 'grid',
          gap: 'var(--cv-space-3)',
          paddingInlineStart: 'var(--cv-space-8)',
        }}
      >
        {applicants.map((name) => (
          <Checkbox
            key={name}
            label={name}
            checked={chosen.includes(name)}
            onCheckedChange={(checked) =>
              setChosen((now) => (checked ? [...now, name] : now.filter((n) => n !== name)))
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectApplicants />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all applications' });
    // One of three chosen: neither checked nor unchecked.
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    for (const name of applicants) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mei Tanaka' }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Amara Okafor' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jonas Lindqvist' }));
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    // One chosen again: mixed again, drawn as a dash.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Amara Okafor' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: {
    name: 'consent',
    label: 'The candidate agreed that we share their resume with Northwind Health',
    hint: undefined,
    error: 'Confirm the candidate agreed before you share their resume',
    required: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'The candidate agreed that we share their resume with Northwind Health',
    });
    await expect(box).toBeInvalid();
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription(
      'Error: Confirm the candidate agreed before you share their resume',
    );
  },
};

export const Disabled: Story = {
  args: {
    label: 'Publish to the careers page',
    hint: 'Only an admin can publish a job.',
    disabled: true,
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Publish to the careers page' });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Keep this application on file for twelve months so we can contact the candidate about other roles that match their skills',
    hint: 'The candidate is told by email, and can ask us to delete it at any time from the link in that email.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Do: say in the label what checking the box does, in the positive. */
export const DoSayWhatItDoes: Story = {
  name: 'Do: say what checking it does',
  args: { label: 'Show this job on the careers page', hint: undefined, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Show this job on the careers page' }),
    ).toBeChecked();
  },
};

/**
 * Don't: a negative label. It passes axe, but "checked, Do not hide…" makes everyone work out a
 * double negative before they dare to press it.
 */
export const DontNegativeLabel: Story = {
  name: 'Don’t: a negative label',
  args: {
    label: 'Do not hide this job from the careers page',
    hint: undefined,
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Do not hide this job from the careers page' }),
    ).toBeChecked();
  },
};
