import type { Virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stat, StatGroup } from './Stat';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: {
    label: 'Applications',
    value: 1284,
    change: 0.12,
    comparison: 'on the previous 30 days',
    goodDirection: 'up',
  },
  argTypes: { goodDirection: { control: 'inline-radio', options: ['up', 'down', undefined] } },
  // One stat at the width of a dashboard's column.
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Stat {...args} />
    </div>
  ),
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story tests' screen reader, while a story tagged `spoken` runs (decision 084). */
interface SpokenLogHost {
  __spokenLogListener?: { reader(): Virtual | undefined };
}

/**
 * Reads the story with the screen reader's cursor, item by item, as someone browsing the page
 * does: figures take no focus and announce nothing, so this is how they are heard. Outside the
 * story tests there is no reader, and this does nothing.
 */
async function readThrough(canvasElement: HTMLElement) {
  const reader = (globalThis as SpokenLogHost).__spokenLogListener?.reader();
  if (!reader) return;
  const last = [...canvasElement.querySelectorAll('dd')].at(-1)?.textContent ?? '';
  for (let step = 0; step < 40; step++) {
    await reader.next();
    if ((await reader.lastSpokenPhrase()).includes(last)) return;
  }
}

/** The change's colour, as painted, and the colour role it should be. */
const colourOf = (element: Element, role: string) => {
  const probe = document.createElement('span');
  probe.style.color = `var(${role})`;
  element.append(probe);
  const expected = getComputedStyle(probe).color;
  probe.remove();
  return { painted: getComputedStyle(element).color, expected };
};

const changeOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.cv-stat__change') as HTMLElement;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Applications');
    const [figure, change] = canvas.getAllByRole('definition');
    await expect(figure).toHaveTextContent('1,284');
    await expect(change).toHaveTextContent('Up 12% on the previous 30 days');
  },
};

/** More applications is good news: the words say up, the colour says good. */
export const UpIsGood: Story = {
  tags: ['spoken'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Up 12% on the previous 30 days')).toBeVisible();
    const { painted, expected } = colourOf(changeOf(canvasElement), '--cv-color-success');
    await expect(painted).toBe(expected);
    await readThrough(canvasElement);
  },
};

/** A shorter time to hire is good news too, though the figure went down. */
export const DownIsGood: Story = {
  args: {
    label: 'Median time to hire',
    value: 23,
    formatOptions: { style: 'unit', unit: 'day', unitDisplay: 'long' },
    change: -0.08,
    goodDirection: 'down',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('23 days')).toBeVisible();
    await expect(canvas.getByText('Down 8% on the previous 30 days')).toBeVisible();
    const { painted, expected } = colourOf(changeOf(canvasElement), '--cv-color-success');
    await expect(painted).toBe(expected);
  },
};

/** More withdrawn applications is bad news: the same word "Up", the danger colour. */
export const UpIsBad: Story = {
  tags: ['spoken'],
  args: { label: 'Withdrawn applications', value: 46, change: 0.15, goodDirection: 'down' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Up 15% on the previous 30 days')).toBeVisible();
    const { painted, expected } = colourOf(changeOf(canvasElement), '--cv-color-danger');
    await expect(painted).toBe(expected);
    await readThrough(canvasElement);
  },
};

/** Fewer accepted offers is bad news: "Down", in the danger colour. */
export const DownIsBad: Story = {
  args: {
    label: 'Offers accepted',
    value: 0.81,
    formatOptions: { style: 'percent' },
    change: -0.04,
    comparison: 'on the previous quarter',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('81%')).toBeVisible();
    await expect(canvas.getByText('Down 4% on the previous quarter')).toBeVisible();
    const { painted, expected } = colourOf(changeOf(canvasElement), '--cv-color-danger');
    await expect(painted).toBe(expected);
  },
};

/** A change that rounds to nothing says so, in the muted colour: neither good nor bad. */
export const Unchanged: Story = {
  args: { label: 'Open jobs', value: 37, change: 0, changeFormatOptions: { style: 'decimal' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No change on the previous 30 days')).toBeVisible();
    const { painted, expected } = colourOf(changeOf(canvasElement), '--cv-color-text-muted');
    await expect(painted).toBe(expected);
  },
};

/** While the figure loads: a placeholder the size of the figure, and the stat marked busy. */
export const Loading: Story = {
  tags: ['spoken'],
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    const stat = canvasElement.querySelector('dl')!;
    await expect(stat).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('definition')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText(/1,284|Up 12%/)).not.toBeInTheDocument();
    await readThrough(canvasElement);
  },
};

/** A recruiter's month at a glance: one `<dl>`, wrapping to fewer columns on a phone. */
export const Dashboard: Story = {
  decorators: [
    (Story) => (
      <section aria-labelledby="dashboard-heading">
        <h2 id="dashboard-heading" style={{ marginTop: 0 }}>
          Last 30 days
        </h2>
        <Story />
      </section>
    ),
  ],
  render: () => (
    <StatGroup>
      <Stat
        label="Applications"
        value={1284}
        change={0.12}
        comparison="on the previous 30 days"
        goodDirection="up"
      />
      <Stat
        label="Median time to hire"
        value={23}
        formatOptions={{ style: 'unit', unit: 'day', unitDisplay: 'long' }}
        change={-0.08}
        comparison="on the previous 30 days"
        goodDirection="down"
      />
      <Stat
        label="Placement fees"
        value={1240000}
        formatOptions={{ style: 'currency', currency: 'USD', notation: 'compact' }}
        change={0.034}
        comparison="on the previous 30 days"
        goodDirection="up"
      />
      <Stat label="Open jobs" value={37} />
    </StatGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Applications',
      'Median time to hire',
      'Placement fees',
      'Open jobs',
    ]);
    await expect(canvas.getByText('$1.2M')).toBeVisible();
    await expect(canvas.getByText('Up 3.4% on the previous 30 days')).toBeVisible();
  },
};

export const DashboardOnAPhone: Story = {
  ...Dashboard,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('term');
    // One column: each figure under the one before.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
  },
};

/** Do: the direction in words, the colour for what it means. */
export const DoSayTheDirection: Story = {
  name: 'Do: the direction in words',
  args: { label: 'Newsletter subscribers', value: 4910, change: 0.032 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Up 3.2% on the previous 30 days')).toBeVisible();
  },
};

/**
 * Don't: an arrow and a colour alone. It passes axe, but a screen reader hears "12%" with no
 * direction, and someone who cannot tell green from red cannot tell good news from bad.
 */
export const DontArrowAndColourOnly: Story = {
  name: 'Don’t: an arrow and a colour alone',
  args: { upText: '', comparison: '' },
  play: async ({ canvasElement }) => {
    await expect(changeOf(canvasElement)).toHaveTextContent(/^12%$/);
  },
};
