import { cva } from 'class-variance-authority';
import {
  createContext,
  forwardRef,
  useContext,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../../lib/cx';
import { StrokeIcon } from '../../lib/icons';
import { Skeleton } from '../Skeleton/Skeleton';
import { describeChange, type StatDirection } from './statChange';

/** Set by `StatGroup`: its stats are term-and-description groups of its one `<dl>`. */
const InStatGroup = createContext(false);

const changeVariants = cva('cv-stat__change', {
  variants: {
    tone: {
      good: 'cv-stat__change--good',
      bad: 'cv-stat__change--bad',
      neutral: 'cv-stat__change--neutral',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const arrows: Record<StatDirection, ReactNode> = {
  up: <path d="M12 19V5m-6 6 6-6 6 6" />,
  down: <path d="M12 5v14m6-6-6 6-6-6" />,
  unchanged: <path d="M5 12h14" />,
};

export interface StatProps extends HTMLAttributes<HTMLElement> {
  /** What the figure is: "Applications". */
  label: ReactNode;
  /** The figure: a number is formatted with `formatOptions`; a string is shown as it is. */
  value?: number | string;
  /** `Intl.NumberFormat` options for the figure (currency, percent, compact...). */
  formatOptions?: Intl.NumberFormatOptions;
  /** The locale of every number shown (default `en-US`, the same on the server and in the browser). */
  locale?: string;
  /**
   * The change against the last period, signed: with the default format a fraction
   * (0.12 for 12%); with `changeFormatOptions` whatever that format takes (34 applications).
   */
  change?: number;
  /** `Intl.NumberFormat` options for the change; by default a percentage with one decimal. */
  changeFormatOptions?: Intl.NumberFormatOptions;
  /** What the change is measured against, after the amount. */
  comparison?: string;
  /** Which direction is good news, so the colour follows meaning; unset, every change is neutral. */
  goodDirection?: 'up' | 'down';
  upText?: string;
  downText?: string;
  unchangedText?: string;
  /** Shows a placeholder instead of the figure and marks the stat busy. */
  loading?: boolean;
  /** What a screen reader hears in place of the figure while it loads. */
  loadingText?: string;
}

/**
 * A figure with its label and, optionally, its change against the last period in words ("Up 12%
 * on the previous 30 days"), coloured by whether that is good or bad. Alone it is a `<dl>`; in a
 * `StatGroup` it is one term-and-description group of the group's `<dl>`.
 */
export const Stat = forwardRef<HTMLElement, StatProps>(function Stat(
  {
    label,
    value,
    formatOptions,
    locale = 'en-US',
    change,
    changeFormatOptions = { style: 'percent', maximumFractionDigits: 1 },
    comparison = 'on the previous period',
    goodDirection,
    upText = 'Up',
    downText = 'Down',
    unchangedText = 'No change',
    loading = false,
    loadingText = 'Loading...',
    className,
    ...rest
  },
  ref,
) {
  const Root = useContext(InStatGroup) ? 'div' : 'dl';
  const described =
    change === undefined || loading
      ? undefined
      : describeChange(
          change,
          new Intl.NumberFormat(locale, changeFormatOptions),
          { up: upText, down: downText, unchanged: unchangedText, comparison },
          goodDirection,
        );

  return (
    <Root
      ref={ref as Ref<HTMLDivElement & HTMLDListElement>}
      className={cx('cv-stat', className)}
      aria-busy={loading || undefined}
      {...rest}
    >
      <dt className="cv-stat__label">{label}</dt>
      <dd className="cv-stat__value">
        {loading ? (
          <>
            <Skeleton shape="rect" className="cv-stat__placeholder" />
            <span className="cv-visually-hidden">{loadingText}</span>
          </>
        ) : typeof value === 'number' ? (
          <data value={value}>{new Intl.NumberFormat(locale, formatOptions).format(value)}</data>
        ) : (
          value
        )}
      </dd>
      {described ? (
        <dd className={changeVariants({ tone: described.tone })}>
          <StrokeIcon className="cv-stat__arrow">{arrows[described.direction]}</StrokeIcon>
          <span>{described.text}</span>
        </dd>
      ) : null}
    </Root>
  );
});

export type StatGroupProps = HTMLAttributes<HTMLDListElement>;

/**
 * Stats side by side in one `<dl>`, wrapping onto more rows as the width narrows. Put it under a
 * heading that says what the figures are about ("Last 30 days").
 */
export const StatGroup = forwardRef<HTMLDListElement, StatGroupProps>(function StatGroup(
  { className, children, ...rest },
  ref,
) {
  return (
    <dl ref={ref} className={cx('cv-stat-group', className)} {...rest}>
      <InStatGroup.Provider value={true}>{children}</InStatGroup.Provider>
    </dl>
  );
});
