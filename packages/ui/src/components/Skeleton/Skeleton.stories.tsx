import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The loading pulse: grey shapes where content will appear, so the layout does not jump when it arrives. Hidden from assistive technology: say what is loading in text (for example "Loading job listings...") and mark the region `aria-busy`. The pulse stops under reduced motion. **Keys:** none.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--cv-space-4)', alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <Skeleton shape="rect" width="12rem" height="4rem" />
    </div>
  ),
};

export const JobCardLoading: Story = {
  render: () => (
    <section aria-busy="true" aria-labelledby="jobs-heading" style={{ maxWidth: '24rem' }}>
      <h2 id="jobs-heading">Open positions</h2>
      <p role="status">Loading job listings...</p>
      <div style={{ display: 'grid', gap: 'var(--cv-space-3)' }}>
        <Skeleton shape="rect" height="1.5rem" width="60%" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" height="2.75rem" width="8rem" />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading job listings...');
    await expect(canvas.getByRole('region', { name: 'Open positions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Mobile: Story = {
  args: { lines: 5 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
