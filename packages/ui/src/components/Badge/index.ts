export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { employmentTypeTone } from './badgeTone';
export type { BadgeTone } from './badgeTone';
