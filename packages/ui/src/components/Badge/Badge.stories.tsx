import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const types = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship', 'Temporary'];

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { employmentType: 'Full-time' },
  parameters: {
    docs: {
      description: {
        component:
          'A short label. With `employmentType` it shows a job\'s type in its own colour: Full-time (emerald), Part-time (amber), Contract (violet), Freelance (rose), Internship (blue); anything else is neutral. Spelling variants ("full time", "FULL_TIME") map to the same colour. With `tone` it shows a state such as Verified (success) or Not Verified (danger). The words carry the meaning; colour only adds to it. **Keys:** none; it is text.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullTime: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full-time')).toBeVisible();
  },
};

export const EmploymentTypes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--cv-space-2)' }}>
      {types.map((type) => (
        <Badge key={type} employmentType={type} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Each of the five types has its own colour; anything else shares the neutral one.
    const colours = types.map((type) => getComputedStyle(canvas.getByText(type)).color);
    await expect(new Set(colours.slice(0, 5)).size).toBe(5);
    await expect(colours.slice(0, 5)).not.toContain(colours[5]);
  },
};

export const VerificationStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--cv-space-2)' }}>
      <Badge tone="success">Verified</Badge>
      <Badge tone="danger">Not Verified</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Verified')).color).not.toBe(
      getComputedStyle(canvas.getByText('Not Verified')).color,
    );
  },
};

export const LongText: Story = {
  args: { employmentType: 'Contract-to-hire, twelve months with the option to extend' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
