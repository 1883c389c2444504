export { Stat, StatGroup } from './Stat';
export type { StatProps, StatGroupProps } from './Stat';
export { describeChange } from './statChange';
export type { DescribedChange, StatChangeWords, StatDirection, StatTone } from './statChange';
