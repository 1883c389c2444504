// What tells series apart besides colour (WCAG 1.4.1): each has a marker shape and a dash
// pattern of its own, drawn the same on the line, in the legend and in the point label.

/** Series take these in order (and start again after the fifth, with the colours). */
const MARKS = [
  { shape: 'circle', dash: undefined },
  { shape: 'square', dash: '6 4' },
  { shape: 'triangle', dash: '2 3' },
  { shape: 'diamond', dash: '10 3 2 3' },
  { shape: 'ring', dash: '1 5' },
] as const;

export const SERIES_STYLES = MARKS.length;

/** The class that colours series `index` (Chart.css maps it to `--cv-color-chart-N`). */
export const seriesClass = (index: number) => `cv-chart__series--${(index % MARKS.length) + 1}`;

/** The dash pattern of series `index`'s line; none for the first. */
export const seriesDash = (index: number) => MARKS[index % MARKS.length]!.dash;

/** Series `index`'s marker, centred on (0, 0), in the current colour. */
export function SeriesMarker({ index, className }: { index: number; className?: string }) {
  const shape = MARKS[index % MARKS.length]!.shape;
  const props = { className: className ?? 'cv-chart__marker' };
  switch (shape) {
    case 'circle':
      return <circle r="4" {...props} />;
    case 'square':
      return <rect x="-3.5" y="-3.5" width="7" height="7" {...props} />;
    case 'triangle':
      return <path d="M0 -4.8 L4.6 3.6 L-4.6 3.6 Z" {...props} />;
    case 'diamond':
      return <path d="M0 -5 L5 0 L0 5 L-5 0 Z" {...props} />;
    case 'ring':
      return <circle r="3.5" {...props} className={`${props.className} cv-chart__marker--ring`} />;
  }
}

/** The legend's and the label's sample of a series: a short stretch of its line with its marker. */
export function SeriesSymbol({ index, line = true }: { index: number; line?: boolean }) {
  return (
    <svg
      className={`cv-chart__symbol ${seriesClass(index)}`}
      viewBox={line ? '-14 -6 28 12' : '-6 -6 12 12'}
      width={line ? 28 : 12}
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      {line ? (
        <line className="cv-chart__line" x1="-13" x2="13" strokeDasharray={seriesDash(index)} />
      ) : null}
      <SeriesMarker index={index} />
    </svg>
  );
}
