import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const ArrowIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Get Started', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'inverse'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get Started' });
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Learn more' } };

export const Outline: Story = { args: { variant: 'outline', children: 'Contact Us' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Details' } };

export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Explore Techniques' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--cv-color-dark-bg)', padding: 'var(--cv-space-8)' }}>
        <Story />
      </div>
    ),
  ],
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--cv-space-4)', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect();
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect();
    await expect(large.height).toBeGreaterThan(small.height);
  },
};

export const WithIcon: Story = {
  args: { icon: <ArrowIcon />, children: 'Apply Now' },
  play: async ({ canvas }) => {
    // The icon is decorative: the accessible name is the label alone.
    await expect(canvas.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Submit' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Processing...' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so keyboard users keep their place while it works.
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function LoadingToggle() {
  const [loading, setLoading] = useState(false);
  return (
    <Button loading={loading} onClick={() => setLoading(true)}>
      Send application
    </Button>
  );
}

export const LoadingKeepsWidth: Story = {
  render: () => <LoadingToggle />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Send application' });
    const before = button.getBoundingClientRect();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    const after = button.getBoundingClientRect();
    await expect(after.width).toBe(before.width);
    await expect(after.height).toBe(before.height);
  },
};

export const AsLink: Story = {
  args: { href: '/loginsignup', children: 'Get Started' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get Started' });
    await expect(link).toHaveAttribute('href', '/loginsignup');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const AsChild: Story = {
  render: () => (
    <Button asChild variant="outline">
      <a href="#contact">Contact Us</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contact Us' });
    await expect(link).toHaveClass('cv-button', 'cv-button--outline');
  },
};

export const PointerActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Get Started' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** In a 280 px column (a 320 px phone's content box), a label too long for one line wraps. */
export const LongLabel: Story = {
  args: { children: 'Discover our workforce management consulting services' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div data-testid="column" style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', {
      name: 'Discover our workforce management consulting services',
    });
    const column = canvas.getByTestId('column').getBoundingClientRect();
    const box = button.getBoundingClientRect();
    // Never wider than its column (WCAG 1.4.10): the label takes a second line instead.
    await expect(box.right).toBeLessThanOrEqual(column.right);
    await expect(box.height).toBeGreaterThan(44 * 1.4);
  },
};

export const DoOnePrimaryAction: Story = {
  name: 'Do: one primary action per view',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--cv-space-3)' }}>
      <Button type="submit">Submit Application</Button>
      <Button variant="outline">Cancel</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // The main action stands out: it alone has the primary look.
    await expect(canvas.getByRole('button', { name: 'Submit Application' })).toHaveClass(
      'cv-button--primary',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveClass('cv-button--outline');
  },
};

export const DontManyPrimaryActions: Story = {
  name: 'Don’t: every action primary',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--cv-space-3)' }}>
      <Button>Submit Application</Button>
      <Button>Save draft</Button>
      <Button>Cancel</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    // Three buttons that look the same: nothing says which one finishes the task.
    const looks = canvas.getAllByRole('button').map((button) => button.className);
    await expect(new Set(looks).size).toBe(1);
  },
};
