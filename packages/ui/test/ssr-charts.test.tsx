// The charts render to a string in Node: the server's HTML is the finished chart (drawn in
// percentages, so at any width), named, summed up and one Tab stop before any script runs.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, TimeSeriesChart } from '../src/components/Chart';

const days = [1, 2, 3, 4].map((day, i) => ({
  date: new Date(Date.UTC(2026, 10, day)),
  views: [1204, 1802, 1530, 1410][i]!,
  visitors: i === 2 ? null : [512, 640, 0, 598][i]!,
}));

const timeSeries = (
  <TimeSeriesChart
    title="Visitors and page views"
    data={days}
    date={(day) => day.date}
    series={[
      { id: 'views', name: 'Page views', value: (day) => day.views },
      { id: 'visitors', name: 'Visitors', value: (day) => day.visitors },
    ]}
  />
);

describe('TimeSeriesChart on a server', () => {
  const html = renderToString(timeSeries);

  it('runs with no DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it('is a figure named by its title, with the summary from the figures', () => {
    const titleId = /<p id="([^"]+)" class="cv-chart__title">Visitors and page views<\/p>/.exec(
      html,
    )?.[1];
    expect(titleId).toBeDefined();
    expect(html).toMatch(
      new RegExp(
        `^<figure class="cv-chart cv-chart--time cv-chart--line" aria-labelledby="${titleId}">`,
      ),
    );
    expect(html).toContain(
      'Page views rose from 1,204 on November 1 to 1,410 on November 4; highest 1,802 on November 2. Visitors rose from 512 on November 1 to 598 on November 4; highest 640 on November 2.',
    );
  });

  it('has the plot as one Tab stop, named and described, with its live region already there', () => {
    expect(html).toMatch(
      /<div class="cv-chart__plot" role="application" tabindex="0" aria-labelledby="[^"]+-title" aria-describedby="[^"]+-summary [^"]+-hint">/,
    );
    expect(html).toContain('Up and Down arrow keys move between series.');
    expect(html).toMatch(
      /<div class="cv-live-region cv-visually-hidden" aria-live="polite"><\/div>/,
    );
    expect(html).not.toContain('cv-chart__tooltip');
  });

  it('draws every line, broken where a day has no figure, and a marker per figure, in percentages', () => {
    const paths = [...html.matchAll(/<path class="cv-chart__line" d="([^"]+)"/g)].map((m) => m[1]);
    expect(paths).toHaveLength(2);
    expect(paths[0]).toMatch(/^M0 \S+(L\S+ \S+){3}$/);
    // The visitors' third day has no figure: two runs.
    expect(paths[1]!.match(/M/g)).toHaveLength(2);
    expect(html.match(/<svg x="[\d.]+%" y="[\d.]+%"/g)).toHaveLength(7);
    expect(html).not.toMatch(/\b(width|height)="\d{3,}"/);
  });

  it('writes the axes as text: value ticks from zero, date ticks', () => {
    const yTicks = [...html.matchAll(/class="cv-chart__y-tick" style="top:([\d.]+)%">([^<]+)</g)];
    expect(yTicks.map((m) => [m[2], Number(m[1])])).toEqual([
      ['0', 100],
      ['500', 75],
      ['1,000', 50],
      ['1,500', 25],
      ['2,000', 0],
    ]);
    expect(html).toMatch(/class="cv-chart__x-tick"[^>]*>Nov 1<\/span>/);
  });

  it('has the table toggle, collapsed, and no table yet', () => {
    expect(html).toMatch(
      /<button[^>]*aria-expanded="false" aria-controls="[^"]+-table"[^>]*>.*Show as table/,
    );
    expect(html).toMatch(/<div id="[^"]+-table" class="cv-chart__table" hidden=""><\/div>/);
  });

  it('writes the same HTML every time (no clock, no random ids beyond React’s)', () => {
    expect(renderToString(timeSeries)).toBe(html);
  });
});

describe('BarChart on a server', () => {
  const html = renderToString(
    <BarChart
      title="Top pages"
      data={[
        { page: '/', views: 12480 },
        { page: '/careers', views: 6215 },
      ]}
      category={(row) => row.page}
      value={(row) => row.views}
      valueName="Page views"
      categoryName="Page"
      headingLevel={3}
    />,
  );

  it('is named by its heading and summed up', () => {
    expect(html).toMatch(/<h3 id="[^"]+" class="cv-chart__title">Top pages<\/h3>/);
    expect(html).toContain('/ is highest with 12,480; /careers is lowest with 6,215.');
  });

  it('draws each bar at its share of the highest, with its label and figure', () => {
    expect(html).toMatch(
      /cv-chart__bar-label">\/careers<.*cv-chart__bar-value">6,215<.*style="width:49.8%"/s,
    );
    expect(html).toMatch(/style="width:100%"/);
  });

  it('says there is nothing to show, with no Tab stop and no table, when there are no rows', () => {
    const empty = renderToString(
      <BarChart
        title="Top pages"
        data={[]}
        category={(row: { page: string }) => row.page}
        value={() => 0}
        valueName="Page views"
        categoryName="Page"
      />,
    );
    expect(empty).toContain('No data for this period.');
    expect(empty).not.toContain('role="application"');
    expect(empty).not.toContain('Show as table');
  });
});
