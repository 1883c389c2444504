import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ReactNode } from 'react';
import { Badge } from './Badge';
import { employmentTypeTone } from './badgeTone';

const types = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship', 'Temporary'];

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { employmentType: 'Full-time' },
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

const jobs = [
  { title: 'Senior QA Automation Engineer', type: 'Full-time' },
  { title: 'Data Analyst', type: 'Contract' },
  { title: 'UX Research Intern', type: 'Internship' },
] as const;

const jobList = (badge: (type: (typeof jobs)[number]['type']) => ReactNode) => (
  <ul
    style={{ display: 'grid', gap: 'var(--cv-space-2)', margin: 0, padding: 0, listStyle: 'none' }}
  >
    {jobs.map((job) => (
      <li
        key={job.title}
        style={{ display: 'flex', gap: 'var(--cv-space-2)', alignItems: 'center' }}
      >
        <span>{job.title}</span>
        {badge(job.type)}
      </li>
    ))}
  </ul>
);

export const DoWordsCarryTheMeaning: Story = {
  name: 'Do: let the words carry the meaning',
  render: () => jobList((type) => <Badge employmentType={type} />),
  play: async ({ canvas }) => {
    for (const job of jobs) {
      await expect(canvas.getByText(job.title).closest('li')).toHaveTextContent(job.type);
    }
  },
};

export const DontColourOnly: Story = {
  name: 'Don’t: colour alone',
  render: () => jobList((type) => <Badge tone={employmentTypeTone(type)} />),
  play: async ({ canvas }) => {
    // Three coloured dots: nothing a screen reader, or anyone who cannot tell the colours, can use.
    for (const job of jobs) {
      await expect(canvas.getByText(job.title).closest('li')).not.toHaveTextContent(job.type);
    }
  },
};
