import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
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

/**
 * Don't: skeletons with nothing that says what is loading. It passes axe, as skeletons are hidden
 * from assistive technology, and that is the problem: a screen reader hears nothing at all.
 * Compare `JobCardLoading`.
 */
export const DontLoadSilently: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--cv-space-3)', maxWidth: '24rem' }}>
      <Skeleton shape="rect" height="1.5rem" width="60%" />
      <Skeleton lines={3} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy]')).toBeNull();
    for (const shape of canvasElement.querySelectorAll('.cv-skeleton')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
