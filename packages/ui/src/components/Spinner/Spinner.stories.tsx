import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading job listings...', showLabel: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading job listings...')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--cv-space-4)', alignItems: 'center' }}>
      <Spinner size="sm" label="Small" />
      <Spinner size="md" label="Medium" />
      <Spinner size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('status');
    await expect(large!.getBoundingClientRect().height).toBeGreaterThan(
      small!.getBoundingClientRect().height,
    );
  },
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/**
 * Don't: a spinner in every item, each with the default label. It passes axe, but a screen reader
 * meets one "Loading..." per item and none says what is loading. Use one spinner for the region
 * with a label that names it, as in `WithVisibleLabel`.
 */
export const DontSpinEveryItem: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 'var(--cv-space-2)', margin: 0, padding: 0 }}>
      {['QA Engineer', 'Data Analyst', 'Cloud Engineer', 'Designer'].map((title) => (
        <li key={title} style={{ display: 'flex', gap: 'var(--cv-space-2)' }}>
          {title} <Spinner size="sm" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(4);
    for (const status of statuses) await expect(status).toHaveTextContent(/^Loading\.\.\.$/);
  },
};
