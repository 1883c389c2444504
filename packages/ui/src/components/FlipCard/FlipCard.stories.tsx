import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FlipCard } from './FlipCard';

const offices = [
  { country: 'United States', city: 'Herndon, VA', lines: ['Suite 300', 'Herndon, VA 20171'] },
  {
    country: 'United Kingdom',
    city: 'Melton Mowbray',
    lines: ['Melton Mowbray', 'Leicestershire'],
  },
  { country: 'Canada', city: 'Mississauga, ON', lines: ['Mississauga, ON', 'Canada'] },
  { country: 'India', city: 'Hyderabad, Telangana', lines: ['Hyderabad', 'Telangana'] },
  {
    country: 'Australia',
    city: 'Williams Landing, Victoria',
    lines: ['Williams Landing', 'Victoria'],
  },
];

const uk = offices[1]!;
const addressOf = (lines: string[]) =>
  lines.map((line) => (
    <span key={line} style={{ display: 'block' }}>
      {line}
    </span>
  ));

const meta = {
  title: 'Components/FlipCard',
  component: FlipCard,
  args: {
    title: uk.country,
    front: <p>{uk.city}</p>,
    back: addressOf(uk.lines),
    onFlippedChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <FlipCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FlipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = 'Show address (United Kingdom)';

/**
 * The face a sighted user sees once the card has finished turning: whichever one is painted at
 * the centre of the card (the hidden face's back is not painted, so it cannot be hit).
 */
async function shownFace(heading: HTMLElement): Promise<'front' | 'back'> {
  const front = heading.parentElement!;
  const card = front.parentElement!;
  await Promise.all(card.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)));
  const box = front.getBoundingClientRect();
  const hit = heading.ownerDocument.elementFromPoint(
    box.left + box.width / 2,
    box.top + box.height / 2,
  );
  return front.contains(hit) ? 'front' : 'back';
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'United Kingdom' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: button })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The address is in the page (and the accessibility tree) even while the front shows.
    const address = canvas.getByText('Leicestershire').closest('address');
    await expect(address).not.toBeNull();
    await expect(address?.closest('[aria-hidden="true"]')).toBeNull();
  },
};

export const PressedOnlyWhenActivated: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const flip = canvas.getByRole('button', { name: button });
    const heading = canvas.getByRole('heading', { name: 'United Kingdom' });
    await userEvent.tab();
    await expect(flip).toHaveFocus();
    // Arriving on the button announces "not pressed", and the front is what shows.
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await expect(await shownFace(heading)).toBe('front');
    await expect(args.onFlippedChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await expect(await shownFace(heading)).toBe('back');
    await userEvent.keyboard(' ');
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await expect(await shownFace(heading)).toBe('front');
    await userEvent.click(flip);
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await expect(await shownFace(heading)).toBe('back');
    await expect(args.onFlippedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  tags: ['spoken'],
  play: async ({ canvas, userEvent, args }) => {
    const flip = canvas.getByRole('button', { name: button });
    await userEvent.tab();
    await expect(flip).toHaveFocus();
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFlippedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onFlippedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Hover: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const flip = canvas.getByRole('button', { name: button });
    const heading = canvas.getByRole('heading', { name: 'United Kingdom' });
    // Hover shows the back for the eye; the button's state is untouched.
    await userEvent.hover(heading);
    await expect(await shownFace(heading)).toBe('back');
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    // Escape dismisses the revealed back without moving the pointer (WCAG 1.4.13).
    await userEvent.keyboard('{Escape}');
    await expect(await shownFace(heading)).toBe('front');
    await userEvent.unhover(heading);
    await userEvent.hover(heading);
    await expect(await shownFace(heading)).toBe('back');
    await userEvent.unhover(heading);
    await expect(await shownFace(heading)).toBe('front');
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onFlippedChange).toHaveBeenCalledTimes(4);
  },
};

export const TapWithoutHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const flip = canvas.getByRole('button', { name: button });
    await userEvent.pointer({ keys: '[TouchA]', target: flip });
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(canvas.getByText('Leicestershire')).toBeVisible());
    await userEvent.pointer({ keys: '[TouchA]', target: flip });
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
  },
};

export const FlippedAtFirst: Story = {
  args: { defaultFlipped: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: button })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const WithLinks: Story = {
  tags: ['spoken'],
  args: {
    title: 'United States',
    front: <p>Herndon, VA</p>,
    back: (
      <>
        {addressOf(offices[0]!.lines)}
        <a href="mailto:info@corvane.com">info@corvane.com</a>
      </>
    ),
    headingLevel: 2,
    flipLabel: 'Address',
  },
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'United States' });
    await expect(heading).toBeVisible();
    await userEvent.tab();
    // Focus on a link of the back brings the back into view; the button is not pressed by it.
    await expect(canvas.getByRole('link', { name: 'info@corvane.com' })).toHaveFocus();
    await expect(await shownFace(heading)).toBe('back');
    await expect(canvas.getByRole('button', { name: 'Address (United States)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.tab();
    await expect(await shownFace(heading)).toBe('front');
  },
};

export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas, userEvent }) => {
    const flip = canvas.getByRole('button', { name: button });
    await userEvent.pointer({ keys: '[TouchA]', target: flip });
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    const back = canvas.getByText('Leicestershire').closest('address')!.parentElement!;
    // No turn: the back fades in where it is.
    await waitFor(() => expect(getComputedStyle(back).opacity).toBe('1'));
    await expect(getComputedStyle(back).transform).toBe('none');
    // Nor anything in 3D: the faces are drawn with the page, never on layers of their own that a
    // screenshot or a printout reaching beyond the viewport could catch before they are drawn.
    const inner = back.parentElement!;
    await expect(getComputedStyle(inner.parentElement!).perspective).toBe('none');
    await expect(getComputedStyle(inner).transformStyle).toBe('flat');
    await expect(getComputedStyle(back).backfaceVisibility).toBe('visible');
  },
};

export const AllOffices: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 'var(--cv-space-4)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
      }}
    >
      {offices.map((office) => (
        <FlipCard
          key={office.country}
          {...args}
          title={office.country}
          front={<p>{office.city}</p>}
          back={addressOf(office.lines)}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('button', { name: /^Show address/ })).toHaveLength(5);
    // A mouse click presses the button, though hovering shows the back already; a second click
    // turns the card back under the pointer, so the face matches the state.
    const canada = canvas.getByRole('button', { name: 'Show address (Canada)' });
    const heading = canvas.getByRole('heading', { name: 'Canada' });
    await userEvent.click(canada);
    await expect(canada).toHaveAttribute('aria-pressed', 'true');
    await expect(await shownFace(heading)).toBe('back');
    await userEvent.click(canada);
    await expect(canada).toHaveAttribute('aria-pressed', 'false');
    await expect(await shownFace(heading)).toBe('front');
  },
};

export const Mobile: Story = {
  ...AllOffices,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const india = canvas.getByRole('button', { name: 'Show address (India)' });
    await userEvent.pointer({ keys: '[TouchA]', target: india });
    await expect(india).toHaveAttribute('aria-pressed', 'true');
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl" style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const flip = canvas.getByRole('button', { name: button });
    const heading = canvas.getByRole('heading', { name: 'United Kingdom' });
    await userEvent.tab();
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await expect(await shownFace(heading)).toBe('back');
    await userEvent.keyboard('{Escape}');
    await expect(flip).toHaveAttribute('aria-pressed', 'false');
    await expect(await shownFace(heading)).toBe('front');
  },
};

export const DontFrontThatSaysNothing: Story = {
  name: 'Don’t: a front that says “Hover me”',
  args: { title: 'Hover me', front: <p>Click to see more</p> },
  play: async ({ canvas }) => {
    // The heading and the button's name carry the title, so neither says what the card is about.
    await expect(canvas.getByRole('heading', { name: 'Hover me' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show address (Hover me)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
