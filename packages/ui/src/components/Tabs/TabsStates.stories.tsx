import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './Tabs';

// The cookie statement's tabs (spec 2.21): the other page that uses them.
const tabs = [
  { value: 'overview', label: 'Overview', body: 'What cookies are and why we use them.' },
  {
    value: 'details',
    label: 'Cookie Details',
    body: 'Essential, functional, analytics, marketing.',
  },
  { value: 'managing', label: 'Managing Cookies', body: 'Change your choice at any time.' },
] as const;

interface CookieTabsProps extends TabsProps {
  disabledTab?: string;
  forceMount?: true;
  /** Replaces the Cookie Details panel's text. */
  details?: ReactNode;
}

function CookieTabs({ disabledTab, forceMount, details, ...props }: CookieTabsProps) {
  return (
    <div>
      <a href="#top">Back to top</a>
      <Tabs {...props}>
        <TabsList aria-label="Cookie statement">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} disabled={tab.value === disabledTab}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} forceMount={forceMount}>
            {tab.value === 'details' && details ? details : <p>{tab.body}</p>}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

const meta = {
  title: 'Components/Tabs/Keyboard and states',
  component: Tabs,
  args: { onValueChange: fn(), defaultValue: 'overview' },
  render: (args) => <CookieTabs {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'More of the tabs’ behaviour, on the cookie statement’s three tabs: vertical orientation (Arrow Up / Arrow Down), a disabled tab (skipped by the arrows, never selected), manual activation by key and pointer, controlled state, panels that hold links (the panel is a Tab stop only when nothing in it is), `forceMount` (unselected panels stay in the page, hidden), no tab selected at first (the first tab is the Tab stop), and `dir="rtl"` given as a prop.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getByRole: (role: string, options?: object) => HTMLElement };
const tab = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name });
const selected = (canvas: Canvas, name: string) =>
  expect(tab(canvas, name)).toHaveAttribute('aria-selected', 'true');

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await selected(canvas, 'Overview');
  },
};

export const VerticalArrowKeys: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(tab(canvas, 'Overview')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await selected(canvas, 'Cookie Details');
    // Left and Right belong to the other orientation.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvas, 'Cookie Details')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await selected(canvas, 'Managing Cookies');
    await userEvent.keyboard('{Home}');
    await selected(canvas, 'Overview');
    await userEvent.keyboard('{End}');
    await selected(canvas, 'Managing Cookies');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/any time/);
  },
};

export const DisabledTabSkipped: Story = {
  render: (args) => <CookieTabs {...args} disabledTab="details" />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(tab(canvas, 'Cookie Details')).toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvas, 'Managing Cookies')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(canvas, 'Overview')).toHaveFocus();
    await userEvent.click(tab(canvas, 'Cookie Details'));
    await selected(canvas, 'Overview');
    await expect(args.onValueChange).not.toHaveBeenCalledWith('details');
  },
};

export const ManualActivationByKeyAndPointer: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvas, 'Cookie Details')).toHaveFocus();
    await selected(canvas, 'Overview');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/why we use them/);
    await userEvent.keyboard(' ');
    await selected(canvas, 'Cookie Details');
    // A click selects at once, and the clicked tab is the way back into the strip.
    await userEvent.click(tab(canvas, 'Managing Cookies'));
    await selected(canvas, 'Managing Cookies');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Back to top' })).toHaveFocus();
    await userEvent.tab();
    await expect(tab(canvas, 'Managing Cookies')).toHaveFocus();
  },
};

function ControlledTabs(props: TabsProps) {
  const [value, setValue] = useState('overview');
  return (
    <div>
      <CookieTabs
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <Button variant="outline" onClick={() => setValue('managing')}>
        How to change my choice
      </Button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'How to change my choice' }));
    await selected(canvas, 'Managing Cookies');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(tab(canvas, 'Cookie Details'));
    await selected(canvas, 'Cookie Details');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('details');
  },
};

export const PanelWithLinks: Story = {
  render: (args) => (
    <CookieTabs
      {...args}
      details={
        <p>
          Our <a href="#analytics">analytics cookies</a> count visits.
        </p>
      }
    />
  ),
  play: async ({ canvas, userEvent }) => {
    // A panel with nothing to focus is a stop, so its text can be reached and read.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveFocus();
    // A panel with a link is not: Tab goes from the tab straight to the link.
    await userEvent.click(tab(canvas, 'Cookie Details'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'analytics cookies' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).not.toHaveAttribute('tabindex');
  },
};

export const KeepPanelsMounted: Story = {
  render: (args) => <CookieTabs {...args} forceMount />,
  play: async ({ canvas, userEvent }) => {
    // Every panel is in the page; only the selected one shows or counts as a tabpanel.
    const hidden = canvas.getByText(/Change your choice/);
    await expect(hidden).not.toBeVisible();
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await userEvent.click(tab(canvas, 'Managing Cookies'));
    await expect(hidden).toBeVisible();
    await expect(canvas.getByText(/why we use them/)).not.toBeVisible();
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const NoTabSelectedAtFirst: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    // The strip is still one stop: its first tab.
    await userEvent.tab();
    await userEvent.tab();
    await expect(tab(canvas, 'Overview')).toHaveFocus();
    await selected(canvas, 'Overview');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveFocus();
  },
};

export const RightToLeftByProp: Story = {
  args: { dir: 'rtl' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(tab(canvas, 'Overview'));
    await userEvent.keyboard('{ArrowLeft}');
    await selected(canvas, 'Cookie Details');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await selected(canvas, 'Managing Cookies');
  },
};
