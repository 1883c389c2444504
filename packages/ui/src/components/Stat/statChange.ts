/** Which way a figure moved against the period before. */
export type StatDirection = 'up' | 'down' | 'unchanged';

/** What the move means for the business: colour follows this, never the direction alone. */
export type StatTone = 'good' | 'bad' | 'neutral';

export interface StatChangeWords {
  up: string;
  down: string;
  unchanged: string;
  /** What it is compared with, after the amount: "on the previous 30 days". */
  comparison: string;
}

export interface DescribedChange {
  direction: StatDirection;
  tone: StatTone;
  /** The amount without its sign, formatted ("12%"). */
  amount: string;
  /** The whole sentence: "Up 12% on the previous 30 days". */
  text: string;
}

/**
 * Puts a change into words. A change that rounds to nothing in the given format ("0%") is no
 * change; which direction is good is the app's to say (a rise in applications is good, a rise
 * in time to hire is not), and without it every change is neutral.
 */
export function describeChange(
  change: number,
  format: Intl.NumberFormat,
  words: StatChangeWords,
  goodDirection?: 'up' | 'down',
): DescribedChange {
  const amount = format.format(Math.abs(change));
  const direction: StatDirection =
    amount === format.format(0) ? 'unchanged' : change > 0 ? 'up' : 'down';
  const tone: StatTone =
    direction === 'unchanged' || !goodDirection
      ? 'neutral'
      : direction === goodDirection
        ? 'good'
        : 'bad';
  const text =
    direction === 'unchanged'
      ? `${words.unchanged} ${words.comparison}`
      : `${words[direction]} ${amount} ${words.comparison}`;
  return { direction, tone, amount, text: text.trim() };
}
