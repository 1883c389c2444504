import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { Cursor } from './chartCursor';
import { percent } from './chartScales';
import { SeriesMarker, seriesClass, seriesDash } from './SeriesSymbol';

/** A point of a line: across and up the plot (0 to 1), or null for a day without a figure. */
export type LinePoint = { x: number; y: number } | null;

export interface TimeSeriesDrawingProps {
  area: boolean;
  /** Each row's place across the plot. */
  x: readonly number[];
  lines: ReadonlyArray<readonly LinePoint[]>;
  dateTicks: ReadonlyArray<{ x: number; label: string }>;
  valueTicks: ReadonlyArray<{ y: number; label: string }>;
  cursor: Cursor | null;
  /** The shown point's label (the tooltip's content). */
  label: ReactNode;
}

/** The lines' own coordinates: a 1000-unit square stretched over the plot (see the svg below). */
const UNITS = 1000;
const unit = (fraction: number) => Math.round(fraction * UNITS * 10) / 10;

/** A line as a path, broken where a day has no figure; with `area`, each stretch closed to the bottom. */
function linePath(points: readonly LinePoint[], area: boolean): string {
  const runs: Array<Array<{ x: number; y: number }>> = [[]];
  for (const point of points) {
    if (point) runs.at(-1)!.push(point);
    else if (runs.at(-1)!.length > 0) runs.push([]);
  }
  return runs
    .filter((run) => run.length > 0)
    .map((run) => {
      const line = run.map((p, i) => `${i === 0 ? 'M' : 'L'}${unit(p.x)} ${unit(1 - p.y)}`);
      if (!area) return line.join('');
      return `${line.join('')}L${unit(run.at(-1)!.x)} ${UNITS}L${unit(run[0]!.x)} ${UNITS}Z`;
    })
    .join('');
}

/** Where a point is drawn: an svg positioned in percentages, its content centred on it. */
function At({
  x,
  y,
  className,
  children,
}: {
  x: number;
  y: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      x={percent(x)}
      y={percent(1 - y)}
      width="1"
      height="1"
      overflow="visible"
      className={className}
    >
      {children}
    </svg>
  );
}

/**
 * The drawing of a time series chart, in percentages of its box, so it is the same picture on the
 * server and in the browser at every width: grid lines at the value ticks, each line (and area) in
 * its colour and dash pattern, a marker of its shape on every point, the axes' labels in HTML (text
 * that neither stretches nor shrinks), and for the shown point a guide line, a ring on the series'
 * point and its label beside it.
 */
export function TimeSeriesDrawing({
  area,
  x,
  lines,
  dateTicks,
  valueTicks,
  cursor,
  label,
}: TimeSeriesDrawingProps) {
  const widest = Math.max(...valueTicks.map((tick) => tick.label.length), 1);
  const active = cursor ? lines[cursor.series]?.[cursor.index] : undefined;
  const activeX = cursor ? x[cursor.index] : undefined;

  return (
    <div
      className="cv-chart__frame"
      style={{ '--cv-chart-axis-width': `${widest + 1}ch` } as CSSProperties}
    >
      <div className="cv-chart__y-axis">
        {valueTicks.map((tick) => (
          <span key={tick.label} className="cv-chart__y-tick" style={{ top: percent(1 - tick.y) }}>
            {tick.label}
          </span>
        ))}
      </div>
      <div className="cv-chart__area">
        <svg className="cv-chart__svg" width="100%" height="100%" focusable="false">
          {valueTicks.map((tick) => (
            <line
              key={tick.label}
              className={tick.y === 0 ? 'cv-chart__baseline' : 'cv-chart__gridline'}
              x1="0"
              x2="100%"
              y1={percent(1 - tick.y)}
              y2={percent(1 - tick.y)}
            />
          ))}
          <svg
            viewBox={`0 0 ${UNITS} ${UNITS}`}
            preserveAspectRatio="none"
            width="100%"
            height="100%"
            overflow="visible"
          >
            {lines.map((points, index) => (
              <g key={index} className={seriesClass(index)}>
                {area ? <path className="cv-chart__fill" d={linePath(points, true)} /> : null}
                <path
                  className="cv-chart__line"
                  d={linePath(points, false)}
                  strokeDasharray={seriesDash(index)}
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            ))}
          </svg>
          {lines.map((points, index) => (
            <g key={index} className={seriesClass(index)}>
              {points.map((point, i) =>
                point ? (
                  <At key={i} x={point.x} y={point.y}>
                    <SeriesMarker index={index} />
                  </At>
                ) : null,
              )}
            </g>
          ))}
          {activeX !== undefined ? (
            <line
              className="cv-chart__guide"
              x1={percent(activeX)}
              x2={percent(activeX)}
              y1="0"
              y2="100%"
            />
          ) : null}
          {active && cursor ? (
            <At x={active.x} y={active.y} className={seriesClass(cursor.series)}>
              <circle className="cv-chart__focus-ring" r="8" />
              <SeriesMarker index={cursor.series} />
            </At>
          ) : null}
        </svg>
        {activeX !== undefined ? (
          <div
            className={cx(
              'cv-chart__tooltip',
              (active?.y ?? 0) > 0.55 ? 'cv-chart__tooltip--below' : 'cv-chart__tooltip--above',
            )}
            style={
              {
                left: percent(activeX),
                top: percent(1 - (active?.y ?? 0)),
                '--cv-chart-anchor': activeX,
              } as CSSProperties
            }
          >
            {label}
          </div>
        ) : null}
      </div>
      <div className="cv-chart__x-axis">
        {dateTicks.map((tick, i) => (
          <span
            key={tick.label}
            className={cx('cv-chart__x-tick', i % 2 === 1 && 'cv-chart__x-tick--minor')}
            style={{ left: percent(tick.x), '--cv-chart-anchor': tick.x } as CSSProperties}
          >
            {tick.label}
          </span>
        ))}
      </div>
    </div>
  );
}
