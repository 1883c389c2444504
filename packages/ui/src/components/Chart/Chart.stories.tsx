import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  afterPaint,
  prerender,
  watchLayoutShifts,
  type PrerenderedPage,
} from '../../testing/prerender';
import { listening, polite } from '../../testing/screenReader';
import {
  dailyTraffic,
  topPages,
  weeklyVitals,
  type DailyTraffic,
  type PageViews,
} from './analytics';
import { BarChart } from './BarChart';
import { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';

// The staff console's marketing page: the website's November in figures (analytics.ts).
const TrafficChart = TimeSeriesChart as (props: TimeSeriesChartProps<DailyTraffic>) => ReactElement;

const pageViews = {
  id: 'pageViews',
  name: 'Page views',
  value: (day: DailyTraffic) => day.pageViews,
};
const visitors = { id: 'visitors', name: 'Visitors', value: (day: DailyTraffic) => day.visitors };

const meta = {
  title: 'Components/Chart',
  component: TrafficChart,
  args: {
    title: 'Page views in November',
    data: dailyTraffic,
    date: (day) => day.date,
    series: [pageViews],
    variant: 'area',
  },
} satisfies Meta<typeof TrafficChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const bothSeries = {
  title: 'Visitors and page views',
  series: [pageViews, visitors],
  variant: 'line',
} as const;

/** As an app gets it: one series as an area, its summary under the title, the table a button away. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Page views in November' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Page views rose from 1,204 on November 1 to 1,530 on November 30; highest 1,802 on November 18.',
      ),
    ).toBeVisible();
    const plot = canvas.getByRole('application', { name: 'Page views in November' });
    await expect(plot).toHaveAccessibleDescription(
      /^Page views rose from 1,204.*Home and End to the ends\.$/,
    );
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Two series told apart by colour, marker shape and dash pattern, named in the legend. */
export const SeveralSeries: Story = {
  args: bothSeries,
  play: async ({ canvas }) => {
    const legend = canvas.getByRole('list');
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Page views', 'Visitors']);
    await expect(
      canvas.getByText(
        /Visitors rose from 512 on November 1 to 652 on November 30; highest 662 on November 19\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('application')).toHaveAccessibleDescription(
      /Up and Down arrow keys move between series\.$/,
    );
  },
};

/** Tab onto the plot, then the arrows: each point is shown beside its ring and said. */
export const KeyboardWalkThroughPoints: Story = {
  tags: ['spoken'],
  args: bothSeries,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.tab();
      const plot = canvas.getByRole('application', { name: 'Visitors and page views' });
      await expect(plot).toHaveFocus();
      await reader.heard(polite('November 1: Page views 1,204, Visitors 512'));
      await expect(canvas.getByText('November 1')).toBeVisible();

      await userEvent.keyboard('{ArrowRight}');
      await reader.heard(polite('November 2: Page views 1,391, Visitors 598'));
      await userEvent.keyboard('{End}');
      await reader.heard(polite('November 30: Page views 1,530, Visitors 652'));
      await expect(canvas.getByText('November 30')).toBeVisible();
      // At the end, Right stays and says the point again: a key is never met with silence.
      await userEvent.keyboard('{ArrowRight}');
      await reader.heard(polite('November 30: Page views 1,530, Visitors 652'), 2);

      await userEvent.keyboard('{Home}');
      await reader.heard(polite('November 1: Page views 1,204, Visitors 512'), 2);
      // Escape hides the label; focus stays on the chart.
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByText('November 1')).toBeNull());
      await expect(plot).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
      // Coming back shows and says the point left last.
      await userEvent.tab({ shift: true });
      await expect(plot).toHaveFocus();
      await reader.heard(polite('November 1: Page views 1,204, Visitors 512'), 3);

      await userEvent.keyboard('{ArrowDown}');
      await reader.heard(polite('Visitors, November 1: 512'));
      await userEvent.keyboard('{End}');
      for (let i = 0; i < 12; i++) await userEvent.keyboard('{ArrowLeft}');
      await reader.heard(polite('November 18: Page views 1,802, Visitors 640'));
      await expect(canvas.getByText('November 18')).toBeVisible();
    }),
};

/** A pointer over the plot shows the nearest point's label, and says nothing. */
export const PointerShowsTheLabel: Story = {
  args: bothSeries,
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      const plot = canvas.getByRole('application');
      const box = plot.getBoundingClientRect();
      await userEvent.pointer({
        target: plot,
        coords: { clientX: box.right - 2, clientY: box.top + 40 },
      });
      await expect(canvas.getByText('November 30')).toBeVisible();
      await userEvent.pointer({
        target: plot,
        coords: { clientX: box.left + 2, clientY: box.top + 40 },
      });
      await expect(canvas.getByText('November 1')).toBeVisible();
      await expect(canvas.queryByText('November 30')).toBeNull();
      await expect(await reader.spoken()).not.toContainEqual(expect.stringMatching(/^polite:/));
    }),
};

/** "Show as table" opens the same figures in a sortable table under the chart; pressed again it closes (and here opens once more). */
export const ShowAsTable: Story = {
  tags: ['spoken'],
  args: bothSeries,
  play: ({ canvas, userEvent }) =>
    listening(async () => {
      const toggle = canvas.getByRole('button', { name: 'Show as table' });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Hide table');
      const table = canvas.getByRole('table', { name: 'Visitors and page views' });
      await expect(
        document.getElementById(toggle.getAttribute('aria-controls') ?? ''),
      ).toContainElement(table);
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(31);
      await expect(
        within(rows[0]!)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Date', 'Page views', 'Visitors']);
      const peak = within(table).getByRole('rowheader', { name: 'November 18' }).closest('tr')!;
      await expect(
        within(peak)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['1,802', '640']);

      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAccessibleName('Show as table');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('table')).toBeNull();
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(canvas.getByRole('table', { name: 'Visitors and page views' })).toBeVisible();
    }),
};

/** Top pages as horizontal bars: each label above its bar, the figure at the end. */
export const TopPagesBarChart: Story = {
  render: () => (
    <BarChart<PageViews>
      title="Top pages in November"
      data={topPages}
      category={(row) => row.page}
      value={(row) => row.views}
      valueName="Page views"
      categoryName="Page"
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        '/ is highest with 12,480, followed by /careers with 6,215; /loginsignup is lowest with 1,190.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('application', { name: 'Top pages in November' })).toBeVisible();
    await expect(canvas.getByText('/products/online-learning-platform')).toBeVisible();
    await expect(canvas.getByText('12,480')).toBeVisible();
  },
};

/** Arrow keys go from bar to bar (up and down the column, or left and right), Home and End to the ends. */
export const BarChartKeyboard: Story = {
  ...TopPagesBarChart,
  tags: ['spoken'],
  play: ({ canvas, userEvent }) =>
    listening(async (reader) => {
      await userEvent.tab();
      await expect(
        canvas.getByRole('application', { name: 'Top pages in November' }),
      ).toHaveFocus();
      await reader.heard(polite('/: Page views 12,480'));
      await userEvent.keyboard('{ArrowDown}');
      await reader.heard(polite('/careers: Page views 6,215'));
      await userEvent.keyboard('{ArrowRight}');
      await reader.heard(polite('/services/ai-ml-solutions: Page views 3,942'));
      await userEvent.keyboard('{End}');
      await reader.heard(polite('/loginsignup: Page views 1,190'));
      await userEvent.keyboard('{ArrowUp}');
      await reader.heard(polite('/ai-innovation-hub: Page views 1,433'));
    }),
};

/** Figures in their own unit: Core Web Vitals per week, in milliseconds, three series. */
export const CoreWebVitals: Story = {
  render: () => (
    <TimeSeriesChart
      title="Core Web Vitals, 75th percentile"
      data={weeklyVitals}
      date={(week) => week.week}
      formatValue={(ms) => `${new Intl.NumberFormat('en-US').format(ms)} ms`}
      series={[
        {
          id: 'lcp',
          name: 'Largest Contentful Paint',
          value: (week) => week.largestContentfulPaint,
        },
        { id: 'fcp', name: 'First Contentful Paint', value: (week) => week.firstContentfulPaint },
        { id: 'ttfb', name: 'Time to First Byte', value: (week) => week.timeToFirstByte },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        /^Largest Contentful Paint fell from 2,410 ms on August 31 to 1,850 ms on November 16; highest 2,520 ms on September 14\./,
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('3,000 ms')).toBeVisible();
  },
};

/** No figures for the period: the same frame with a message, nothing to walk and no table. */
export const EmptyData: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data for this period.')).toBeVisible();
    await expect(canvas.queryByRole('application')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).toBeNull();
  },
};

/** At 375 px: the chart fits the width, every other date label gives way, nothing scrolls sideways. */
export const PhoneWidth: Story = {
  args: bothSeries,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'Visitors and page views' });
    await expect(figure.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
    await expect(canvas.getByText('Nov 15')).toBeVisible();
    await expect(canvas.getByText('Nov 8')).not.toBeVisible();
  },
};

let prerendered: PrerenderedPage | null = null;

/**
 * The server's HTML is the whole chart (drawn in percentages, so at any width), and hydrating it
 * moves nothing: no mismatch, no layout shift, the same box for the plot and its first marker.
 */
export const ServerRenderedStaysPut: Story = {
  args: bothSeries,
  render: () => <></>,
  beforeEach: () => () => {
    prerendered?.remove();
    prerendered = null;
  },
  play: async ({ canvasElement, args }) => {
    prerendered = await prerender(canvasElement, <TrafficChart {...args} />);
    const page = within(prerendered.host);
    const plot = page.getByRole('application', { name: 'Visitors and page views' });
    const marker = plot.querySelector('circle')!;
    const before = [plot.getBoundingClientRect().toJSON(), marker.getBoundingClientRect().toJSON()];
    const shifts = watchLayoutShifts(canvasElement.ownerDocument.defaultView!);
    prerendered.hydrate();
    await afterPaint(canvasElement.ownerDocument.defaultView!);
    await expect(prerendered.hydrationErrors).toEqual([]);
    await expect(await shifts.total()).toBe(0);
    await expect([
      plot.getBoundingClientRect().toJSON(),
      marker.getBoundingClientRect().toJSON(),
    ]).toEqual(before);
    await expect(page.getByRole('application')).toBe(plot);
  },
};

/** Do: say what the chart shows, in words the reader can act on. */
export const DoSummaryWithTheFinding: Story = {
  args: {
    summary:
      'Page views peaked at 1,802 on November 18, the day the newsletter went out, and ended the month 27% above where they began.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('application')).toHaveAccessibleDescription(
      /^Page views peaked at 1,802/,
    );
  },
};

/** Don't: a summary that only repeats the title leaves a screen reader user with nothing. */
export const DontSummaryThatSaysNothing: Story = {
  args: { summary: 'A chart of page views.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A chart of page views.')).toBeVisible();
  },
};
