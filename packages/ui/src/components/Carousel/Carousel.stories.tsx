import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Carousel, CarouselSlide } from './Carousel';
import { heroSlides } from './heroSlides';

/** Waits for running slide animations, so axe (after the play) sees slides at rest. */
async function settle(root: HTMLElement) {
  await Promise.all(
    root.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null)),
  );
}

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { slides: heroSlides, label: 'Our services', onIndexChange: fn() },
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'var(--cv-color-dark-bg)',
          color: 'var(--cv-color-on-dark)',
          padding: 'var(--cv-space-8)',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Our services' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const first = canvas.getByRole('tabpanel', { name: '1 of 4' });
    await expect(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect(first).toHaveTextContent('Web Development Innovation');
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByRole('tab', { name: 'Web Development' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toBeVisible();
  },
};

export const AutoAdvanceWraps: Story = {
  args: { interval: 700, defaultIndex: 3 },
  play: async ({ canvas, args, userEvent, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'AI Hub' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // After the last slide comes the first, moving forward.
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(0, 1), { timeout: 3000 });
    await expect(canvas.getByRole('tab', { name: 'Web Development' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // While rotating, slide changes are not announced.
    await expect(canvas.getByRole('tabpanel', { name: '1 of 4' }).parentElement).toHaveAttribute(
      'aria-live',
      'off',
    );
    await userEvent.hover(canvas.getByRole('region', { name: 'Our services' }));
    await settle(canvasElement);
  },
};

export const Keyboard: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    // Pause/play comes first in the carousel's tab order; focus arriving stops the rotation.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play slide rotation' })).toHaveFocus();
    await userEvent.tab();
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(tab('Web Development')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('AI & Machine Learning')).toHaveFocus();
    await expect(tab('AI & Machine Learning')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1, 1);
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: '2 of 4' })).toBeVisible());
    await userEvent.keyboard('{End}');
    await expect(tab('AI Hub')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Web Development')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('AI Hub')).toHaveFocus();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3, 1);
    await userEvent.keyboard('{Home}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0, -1);
    // Paused, so the change is announced.
    await expect(canvas.getByRole('tabpanel', { name: '1 of 4' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // The title tip shows on keyboard focus; Escape hides it, focus staying put (WCAG 1.4.13).
    await waitFor(() => expect(canvas.getByText('Web Development')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('Web Development')).not.toBeVisible());
    await expect(tab('Web Development')).toHaveFocus();
    // Arrows move from the focused indicator, even one focused without being selected.
    tab('Cybersecurity').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('AI & Machine Learning')).toHaveFocus();
    await expect(tab('AI & Machine Learning')).toHaveAttribute('aria-selected', 'true');
    await settle(canvasElement);
  },
};

export const Pointer: Story = {
  args: { interval: 600 },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const cyber = canvas.getByRole('tab', { name: 'Cybersecurity' });
    await userEvent.hover(cyber);
    await waitFor(() => expect(canvas.getByText('Cybersecurity')).toBeVisible());
    // Escape hides a tip shown by the pointer too, the pointer staying put (WCAG 1.4.13).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('Cybersecurity')).not.toBeVisible());
    await userEvent.click(cyber);
    await expect(cyber).toHaveAttribute('aria-selected', 'true');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2, 1);
    await userEvent.click(canvas.getByRole('tab', { name: 'Web Development' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0, -1);
    // Still hovered: rotation holds well past the interval.
    const calls = args.onIndexChange?.mock.calls.length ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onIndexChange).toHaveBeenCalledTimes(calls);
    await expect(canvas.getByRole('tab', { name: 'Web Development' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await settle(canvasElement);
  },
};

export const PausedByButton: Story = {
  args: { interval: 600 },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide rotation' }));
    // Move pointer and focus away: only the button's choice holds rotation now.
    await userEvent.unhover(canvas.getByRole('region', { name: 'Our services' }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Play slide rotation' }));
    await userEvent.unhover(canvas.getByRole('region', { name: 'Our services' }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1, 1), { timeout: 3000 });
    await userEvent.hover(canvas.getByRole('region', { name: 'Our services' }));
    await settle(canvasElement);
  },
};

/** The slide shown, by its indicator's name. */
const shown = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole('tab', { selected: true }).textContent;

/** Waits longer than two intervals of 600 ms: any rotation would have moved the slide. */
const pastTwoIntervals = () => new Promise((resolve) => setTimeout(resolve, 1500));

export const FocusStopsRotation: Story = {
  tags: ['spoken'],
  args: { interval: 600 },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toBeVisible();
    // Tab from before the carousel lands on the pause button: rotation stops, and the button
    // now offers to start it (APG carousel pattern).
    await userEvent.tab();
    const play = canvas.getByRole('button', { name: 'Play slide rotation' });
    await expect(play).toHaveFocus();
    await pastTwoIntervals();
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await expect(shown(canvas)).toBe('Web Development');
    // Stopped, not held: focus leaving does not start it again.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await pastTwoIntervals();
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Play slide rotation' })).toBeVisible();
  },
};

export const PlayWithFocusOnButton: Story = {
  args: { interval: 600 },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play slide rotation' })).toHaveFocus();
    // Activating the button starts rotation, which goes on while focus stays on the button.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toHaveFocus();
    await waitFor(() => expect(shown(canvas)).toBe('AI & Machine Learning'), { timeout: 3000 });
    await waitFor(() => expect(shown(canvas)).toBe('Cybersecurity'), { timeout: 3000 });
    await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toHaveFocus();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2, 1);
    await userEvent.hover(canvas.getByRole('region', { name: 'Our services' }));
    await settle(canvasElement);
  },
};

export const FocusOnIndicatorsOrSlideStops: Story = {
  args: { interval: 600 },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1, 1), { timeout: 3000 });
    // Focus moving on to the indicators stops it again; the button offers Play.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { selected: true })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Play slide rotation' })).toBeVisible();
    const calls = args.onIndexChange?.mock.calls.length ?? 0;
    await pastTwoIntervals();
    await expect(args.onIndexChange).toHaveBeenCalledTimes(calls);
    // Started again from the button, then focus moves into the slide shown: stopped again.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toHaveFocus();
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledTimes(calls + 1), {
      timeout: 3000,
    });
    // On at once, before the next turn (600 ms): through the indicators (which stop it) into the
    // slide, so it always stops on the slide after the one it started from.
    await userEvent.tab();
    await settle(canvasElement);
    await userEvent.tab();
    // Focus is on the link of the slide shown.
    const focused = canvasElement.ownerDocument.activeElement as HTMLElement;
    await expect(canvas.getAllByRole('link')).toContain(focused);
    const slide = canvas.getAllByRole('tabpanel').find((panel) => panel.contains(focused));
    await expect(slide).toBeDefined();
    await expect(canvas.getByRole('button', { name: 'Play slide rotation' })).toBeVisible();
    const stoppedAt = args.onIndexChange?.mock.calls.length ?? 0;
    await pastTwoIntervals();
    await expect(args.onIndexChange).toHaveBeenCalledTimes(stoppedAt);
    // Stopped, the slides are a polite live region again.
    await expect(slide?.parentElement).toHaveAttribute('aria-live', 'polite');
    await settle(canvasElement);
  },
};

export const PointerOverSlidesHolds: Story = {
  args: { interval: 600 },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const live = canvas.getByRole('tabpanel', { name: '1 of 4' }).parentElement!;
    // A click on Pause and then Play with the pointer resting on the button: it moves at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide rotation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Play slide rotation' }));
    await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toBeVisible();
    await expect(live).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1, 1), { timeout: 3000 });
    // The pointer over the slides holds it while it stays; the button still offers Pause.
    await userEvent.hover(live);
    await expect(live).toHaveAttribute('aria-live', 'polite');
    const calls = args.onIndexChange?.mock.calls.length ?? 0;
    await pastTwoIntervals();
    await expect(args.onIndexChange).toHaveBeenCalledTimes(calls);
    await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toBeVisible();
    // Away from the slides, it moves on.
    await userEvent.unhover(live);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledTimes(calls + 1), {
      timeout: 3000,
    });
    await userEvent.hover(live);
    await settle(canvasElement);
  },
};

export const AutoPlayOff: Story = {
  args: { autoPlay: false, interval: 500 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Play slide rotation' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

export const SlidesAsChildren: Story = {
  args: { slides: undefined, label: 'Offices' },
  render: (args) => (
    <Carousel {...args}>
      <CarouselSlide title="United States">
        <p>Herndon, VA</p>
      </CarouselSlide>
      <CarouselSlide title="United Kingdom">
        <p>Melton Mowbray</p>
      </CarouselSlide>
    </Carousel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: '1 of 2' })).toHaveTextContent('Herndon');
    await expect(canvas.getByRole('tab', { name: 'United Kingdom' })).toBeInTheDocument();
  },
};

export const CustomTexts: Story = {
  args: {
    label: 'Nos services',
    pauseLabel: 'Mettre en pause',
    playLabel: 'Lire',
    tabListLabel: 'Choisir une diapositive',
    slideLabel: (position, total) => `${position} sur ${total}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mettre en pause' })).toBeInTheDocument();
    await expect(canvas.getByRole('tablist', { name: 'Choisir une diapositive' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: '1 sur 4' })).toBeVisible());
  },
};

export const ReducedMotion: Story = {
  args: { reducedMotion: true, interval: 500 },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    // No rotation by itself; the control offers to start it.
    await expect(canvas.getByRole('button', { name: 'Play slide rotation' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'AI Hub' }));
    const slide = canvas.getByRole('tabpanel', { name: '4 of 4' });
    // A cross-fade: no sideways movement or scale at any point.
    const animations = slide.getAnimations();
    await expect(animations.length).toBeGreaterThan(0);
    for (const animation of animations) {
      const frames = (animation.effect as KeyframeEffect).getKeyframes();
      for (const frame of frames) await expect(frame.transform).toBe('none');
    }
    await settle(canvasElement);
    await expect(slide).toBeVisible();
  },
};

export const OutOfViewHolds: Story = {
  args: { interval: 500 },
  render: (args) => (
    <div>
      <p style={{ height: '300vh', margin: 0 }}>Scroll down to the carousel.</p>
      <Carousel {...args} />
    </div>
  ),
  play: async ({ canvas, args, userEvent, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    canvas.getByRole('region', { name: 'Our services' }).scrollIntoView();
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1, 1), { timeout: 3000 });
    await userEvent.hover(canvas.getByRole('region', { name: 'Our services' }));
    await settle(canvasElement);
    window.scrollTo(0, 0);
  },
};

export const HiddenPageHolds: Story = {
  args: { interval: 500 },
  play: async ({ canvas, args, userEvent, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    // Pretend the tab went to the background, as the browser reports it.
    Object.defineProperty(doc, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      doc.dispatchEvent(new Event('visibilitychange'));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await expect(args.onIndexChange).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(doc, 'visibilityState');
      doc.dispatchEvent(new Event('visibilitychange'));
    }
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1, 1), { timeout: 3000 });
    await userEvent.hover(canvas.getByRole('region', { name: 'Our services' }));
    await settle(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Cybersecurity' }));
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: '3 of 4' })).toBeVisible());
    const root = canvas.getByRole('region', { name: 'Our services' });
    await expect(root.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      root.ownerDocument.documentElement.clientWidth,
    );
    await settle(canvasElement);
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
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Web Development' }));
    // In right-to-left text, Arrow Left moves forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'AI & Machine Learning' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('tabpanel', { name: '2 of 4' })).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Web Development' })).toHaveFocus();
    await settle(canvasElement);
  },
};

function Removable(props: Parameters<typeof Carousel>[0]) {
  const [shown, setShown] = useState(true);
  return (
    <div>
      <button type="button" onClick={() => setShown(false)}>
        Remove carousel
      </button>
      {shown ? <Carousel {...props} /> : <p>Carousel removed.</p>}
    </div>
  );
}

export const NoTimerAfterUnmount: Story = {
  args: { interval: 900 },
  render: (args) => <Removable {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove carousel' }));
    await expect(canvas.getByText('Carousel removed.')).toBeVisible();
    const calls = args.onIndexChange?.mock.calls.length ?? 0;
    // Well past the interval: a timer left running would have advanced the slide.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(args.onIndexChange).toHaveBeenCalledTimes(calls);
  },
};

export const DoFewSlidesWithNames: Story = {
  name: 'Do: a few slides, each named and complete',
  args: { slides: heroSlides.slice(0, 3), autoPlay: false },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Web Development',
      'AI & Machine Learning',
      'Cybersecurity',
    ]);
    // Each slide stands alone: its own heading and its own way on.
    await expect(canvas.getByRole('tabpanel', { name: '1 of 3' })).toContainElement(
      canvas.getByRole('link', { name: 'Explore Techniques' }),
    );
    tabs[0]!.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Cybersecurity Innovation' })).toBeVisible(),
    );
    await settle(canvasElement);
  },
};

export const DontManyUnnamedSlides: Story = {
  name: 'Don’t: many slides with names that say nothing',
  args: {
    autoPlay: false,
    slides: Array.from({ length: 8 }, (_, index) => ({
      title: `Slide ${index + 1}`,
      content: heroSlides[index % heroSlides.length]!.content,
    })),
  },
  play: async ({ canvas }) => {
    // Eight indicators named "Slide 1" to "Slide 8": nobody can tell where anything is.
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(8);
    await expect(tabs[7]).toHaveAccessibleName('Slide 8');
  },
};
