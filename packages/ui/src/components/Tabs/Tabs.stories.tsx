import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './Tabs';

// The service pages' tabs (spec 2.17, section 4), each with its own gradient.
const tabs = [
  {
    value: 'overview',
    label: 'Overview',
    tone: 'brand',
    body: 'We design, build and run cloud platforms that grow with your business.',
  },
  {
    value: 'whatWeDo',
    label: 'What We Do',
    tone: 'emerald',
    body: 'Migration, modernisation, managed operations and cost reviews.',
  },
  {
    value: 'challenges',
    label: 'Challenges & Solutions',
    tone: 'amber',
    body: 'Legacy systems, skills gaps and rising bills, each met with a plan.',
  },
  {
    value: 'differentiators',
    label: 'Our Differentiators',
    tone: 'violet',
    body: 'Certified engineers, fixed-price phases and a named lead for every client.',
  },
  {
    value: 'approaches',
    label: 'Our Approaches',
    tone: 'rose',
    body: 'Assess, pilot, scale and hand over, with your team involved at each step.',
  },
] as const;

function ServiceTabs({ sticky, ...props }: TabsProps & { sticky?: boolean }) {
  return (
    <Tabs defaultValue="overview" {...props}>
      <TabsList aria-label="About this service" sticky={sticky}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} tone={tab.tone}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <p>{tab.body}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onValueChange: fn() },
  render: (args) => <ServiceTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const selected = (canvas: { getByRole: (role: string, o: object) => HTMLElement }, name: string) =>
  expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(5);
    await selected(canvas, 'Overview');
    const panels = canvas.getAllByRole('tabpanel');
    await expect(panels).toHaveLength(1);
    await expect(panels[0]).toHaveAccessibleName('Overview');
    await expect(panels[0]).toHaveTextContent(/cloud platforms/);
  },
};

export const Keyboard: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await selected(canvas, 'What We Do');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('whatWeDo');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Migration/);
    await userEvent.keyboard('{End}');
    await selected(canvas, 'Our Approaches');
    await userEvent.keyboard('{ArrowRight}');
    await selected(canvas, 'Overview');
    await userEvent.keyboard('{ArrowLeft}');
    await selected(canvas, 'Our Approaches');
    await userEvent.keyboard('{Home}');
    await selected(canvas, 'Overview');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  tags: ['spoken'],
  args: { activationMode: 'manual' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const challenges = canvas.getByRole('tab', { name: 'Challenges & Solutions' });
    await expect(challenges).toHaveFocus();
    await selected(canvas, 'Overview');
    await userEvent.keyboard('{Enter}');
    await selected(canvas, 'Challenges & Solutions');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

/** The tabs between two other stops, so focus can leave the strip and come back. */
function BetweenLinks(props: TabsProps) {
  return (
    <div>
      <a href="#services">Back to Services</a>
      <ServiceTabs {...props} />
      <a href="#contact">Contact us</a>
    </div>
  );
}

export const EnteringLandsOnSelectedTab: Story = {
  render: (args) => <BetweenLinks {...args} />,
  play: async ({ canvas, userEvent }) => {
    const back = canvas.getByRole('link', { name: 'Back to Services' });
    const differentiators = canvas.getByRole('tab', { name: 'Our Differentiators' });
    await userEvent.click(differentiators);
    await selected(canvas, 'Our Differentiators');
    await userEvent.tab({ shift: true });
    await expect(back).toHaveFocus();
    await userEvent.tab();
    await expect(differentiators).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await selected(canvas, 'Our Approaches');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Our Approaches' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('tab', { name: 'Our Approaches' })).toHaveFocus();
    // The tab list itself is never a stop: only the selected tab is.
    await expect(canvas.getByRole('tablist')).not.toHaveAttribute('tabindex', '0');
  },
};

export const ManualActivationReturnsToSelectedTab: Story = {
  args: { activationMode: 'manual' },
  render: (args) => <BetweenLinks {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Challenges & Solutions' })).toHaveFocus();
    await selected(canvas, 'Overview');
    // Tab leaves the strip for the selected panel; coming back lands on the selected tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(overview).toHaveFocus();
    // And from before the strip as well.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Our Approaches' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Back to Services' })).toHaveFocus();
    await userEvent.tab();
    await expect(overview).toHaveFocus();
  },
};

export const PointerAndGradients: Story = {
  play: async ({ canvas, userEvent }) => {
    const gradientOf = (name: string) =>
      getComputedStyle(canvas.getByRole('tab', { name })).backgroundImage;
    const overview = gradientOf('Overview');
    await expect(overview).toMatch(/linear-gradient/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Our Differentiators' }));
    await selected(canvas, 'Our Differentiators');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Certified engineers/);
    await expect(gradientOf('Our Differentiators')).toMatch(/linear-gradient/);
    await expect(gradientOf('Our Differentiators')).not.toBe(overview);
    await expect(gradientOf('Overview')).toBe('none');
  },
};

export const StickyBelowHeader: Story = {
  render: (args) => (
    <div>
      <header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 200,
          height: 'var(--cv-header-height)',
          background: 'var(--cv-color-dark-bg)',
          color: 'var(--cv-color-on-dark)',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        Corvane
      </header>
      <ServiceTabs {...args} sticky />
      <div style={{ height: '150vh' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'About this service' });
    await expect(getComputedStyle(list).position).toBe('sticky');
    await expect(getComputedStyle(list).top).toBe('64px');
    const page = list.ownerDocument.documentElement;
    await waitFor(() =>
      expect(parseFloat(getComputedStyle(page).scrollPaddingTop)).toBeCloseTo(
        64 + list.offsetHeight,
        0,
      ),
    );
  },
};

function Removable(props: TabsProps) {
  const [shown, setShown] = useState(true);
  return (
    <div>
      <button type="button" onClick={() => setShown(false)}>
        Remove tabs
      </button>
      {shown ? <ServiceTabs {...props} /> : <p>Tabs removed.</p>}
    </div>
  );
}

export const LinkedByHash: Story = {
  args: { syncWithHash: true },
  render: (args) => <Removable {...args} />,
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView!;
    const before = win.location.href;
    const goTo = (hash: string) => {
      win.history.replaceState(win.history.state, '', hash);
      win.dispatchEvent(new HashChangeEvent('hashchange'));
    };
    try {
      goTo('#differentiators');
      await waitFor(() => selected(canvas, 'Our Differentiators'));
      await userEvent.click(canvas.getByRole('tab', { name: 'What We Do' }));
      await expect(win.location.hash).toBe('#whatWeDo');
      // A hash that names no tab changes nothing.
      goTo('#contact');
      await selected(canvas, 'What We Do');
      // Once removed, the tabs no longer listen.
      await userEvent.click(canvas.getByRole('button', { name: 'Remove tabs' }));
      const calls = args.onValueChange?.mock.calls.length ?? 0;
      goTo('#approaches');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(args.onValueChange).toHaveBeenCalledTimes(calls);
    } finally {
      win.history.replaceState(win.history.state, '', before);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'About this service' });
    // One row that scrolls sideways; the page itself does not overflow.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const page = list.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const first = canvas.getByRole('tab', { name: 'Overview' }).getBoundingClientRect();
    const last = canvas.getByRole('tab', { name: 'Our Approaches' }).getBoundingClientRect();
    await expect(last.top).toBe(first.top);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{End}');
    await selected(canvas, 'Our Approaches');
  },
};

export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    // Right to left, Arrow Left moves to the next tab.
    await userEvent.keyboard('{ArrowLeft}');
    await selected(canvas, 'What We Do');
    await userEvent.keyboard('{ArrowRight}');
    await selected(canvas, 'Overview');
  },
};

/**
 * Don't: steps that must be done in order, drawn as tabs. It passes axe, but tabs are peers: any
 * one can be chosen at any time, and nothing says which steps are done.
 */
export const DontStepsAsTabs: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="details">
      <TabsList aria-label="Apply for this role">
        <TabsTrigger value="details">1. Your details</TabsTrigger>
        <TabsTrigger value="cv">2. Upload your CV</TabsTrigger>
        <TabsTrigger value="send">3. Review and send</TabsTrigger>
      </TabsList>
      <TabsContent value="details">
        <p>Name, email and phone number.</p>
      </TabsContent>
      <TabsContent value="cv">
        <p>A PDF or Word file of up to 5 MB.</p>
      </TabsContent>
      <TabsContent value="send">
        <p>Check your answers, then send the application.</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    // The last step opens before the first is done: a tab cannot be "not yet".
    await userEvent.click(canvas.getByRole('tab', { name: '3. Review and send' }));
    await selected(canvas, '3. Review and send');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/send the application/);
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toBeEnabled();
  },
};
