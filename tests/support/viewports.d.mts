export interface Viewport {
  width: number;
  height: number;
}

/** 375 × 740: the spec's phone. */
export const PHONE: Viewport;
/** 768 × 1024: a tablet, where the layout changes from one column to two. */
export const TABLET: Viewport;
/** 1280 × 800: the spec's desktop. */
export const DESKTOP: Viewport;
