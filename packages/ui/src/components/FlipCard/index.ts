export { FlipCard } from './FlipCard';
export type { FlipCardProps } from './FlipCard';
