import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { LiveRegion } from '../Announcer/LiveRegion';
import type { ChartIds } from './ChartFrame';
import type { ChartCursor } from './useChartCursor';

export interface ChartPlotProps {
  ids: ChartIds;
  hasSummary: boolean;
  hint: string;
  cursor: Pick<ChartCursor, 'spoken' | 'keyboardProps'>;
  /** A pointer over the plot shows the nearest point (`useChartCursor`'s `pointerProps`). */
  pointerProps: ReturnType<ChartCursor['pointerProps']>;
  className?: string;
  /** The drawing: hidden from screen readers, which get the summary, the points and the table. */
  children: ReactNode;
}

/**
 * The plot as one Tab stop. It is an `application`: the one role that has screen readers pass
 * the arrow keys through in browse mode, so the keys walk the points (decision 101). It is named
 * by the chart's title and described by the summary and the keys; what a key reaches is said
 * from the live region inside it, which is in the page, empty, before the first key.
 */
export function ChartPlot({
  ids,
  hasSummary,
  hint,
  cursor,
  pointerProps,
  className,
  children,
}: ChartPlotProps) {
  return (
    <div
      className={cx('cv-chart__plot', className)}
      role="application"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- an application is a widget: the chart's one stop
      tabIndex={0}
      aria-labelledby={ids.label}
      aria-describedby={hasSummary ? `${ids.summary} ${ids.hint}` : ids.hint}
      {...cursor.keyboardProps}
      {...pointerProps}
    >
      <span id={ids.hint} hidden>
        {hint}
      </span>
      <div className="cv-chart__drawing" aria-hidden="true">
        {children}
      </div>
      <LiveRegion className="cv-visually-hidden">
        {cursor.spoken ? <span key={cursor.spoken.key}>{cursor.spoken.text}</span> : null}
      </LiveRegion>
    </div>
  );
}

/** The plot's place when there is nothing to draw: the same frame, with the message. */
export function EmptyPlot({ className, message }: { className?: string; message: ReactNode }) {
  return (
    <div className={cx('cv-chart__plot', 'cv-chart__plot--empty', className)}>
      <p className="cv-chart__empty">{message}</p>
    </div>
  );
}
