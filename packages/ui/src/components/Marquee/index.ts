export { Marquee } from './Marquee';
export type { MarqueeProps } from './Marquee';
export { MarqueeControl } from './MarqueeControl';
export type { MarqueeControlProps } from './MarqueeControl';
