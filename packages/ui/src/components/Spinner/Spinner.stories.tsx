import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { listening, polite } from '../../testing/screenReader';
import { Button } from '../Button';
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
    // Read where it is, and heard when it appears (see AppearsWhileLoading).
    await expect(canvas.getByText('Loading...')).toBeInTheDocument();
  },
};

function LoadOnPress() {
  const [loading, setLoading] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 'var(--cv-space-4)', alignItems: 'center' }}>
      <Button variant="outline" onClick={() => setLoading(true)}>
        Show jobs
      </Button>
      {loading ? <Spinner label="Loading job listings..." showLabel /> : null}
    </div>
  );
}

/** Appearing, it says what is loading at the next pause, through the page's live regions. */
export const AppearsWhileLoading: Story = {
  render: () => <LoadOnPress />,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show jobs' }));
      await reader.heard(polite('Loading job listings...'));
    }),
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
    const ring = (label: string) => canvas.getByText(label).parentElement!;
    await expect(ring('Large').getBoundingClientRect().height).toBeGreaterThan(
      ring('Small').getBoundingClientRect().height,
    );
  },
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    // Nothing to read or hear: the whole spinner is hidden from assistive technology.
    await expect(canvasElement.querySelector('.cv-spinner')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement).toHaveTextContent(/^$/);
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
    // Four times the same word, and none says what is loading.
    await expect(canvas.getAllByText(/^Loading\.\.\.$/)).toHaveLength(4);
  },
};
