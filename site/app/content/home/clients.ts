/**
 * Trusted By (spec 2.9): three rows of 7, 7 and 8 client marks, drawn for this site. The names
 * are invented; each mark is a simple shape in one of the site's accents, set beside the name.
 */
export type LogoShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'hexagon' | 'ring';

export interface ClientLogo {
  name: string;
  shape: LogoShape;
  hue: 'brand' | 'emerald' | 'amber' | 'violet' | 'rose';
}

/** Spec 9: each row scrolls its logos, repeated three times, in a 10 s loop. */
export const LOGO_LOOP_SECONDS = 10;
export const LOGO_COPIES = 3;

export const clientRows: ClientLogo[][] = [
  [
    { name: 'Northwind Bank', shape: 'square', hue: 'brand' },
    { name: 'Helix Health', shape: 'circle', hue: 'emerald' },
    { name: 'Orbital Retail', shape: 'ring', hue: 'amber' },
    { name: 'Kestrel Energy', shape: 'triangle', hue: 'rose' },
    { name: 'Lumen Insurance', shape: 'hexagon', hue: 'violet' },
    { name: 'Cobalt Logistics', shape: 'diamond', hue: 'brand' },
    { name: 'Meridian Council', shape: 'square', hue: 'emerald' },
  ],
  [
    { name: 'Tessera Pharma', shape: 'hexagon', hue: 'rose' },
    { name: 'Quayside Foods', shape: 'circle', hue: 'amber' },
    { name: 'Aurora Telecom', shape: 'ring', hue: 'violet' },
    { name: 'Granite Capital', shape: 'square', hue: 'brand' },
    { name: 'Fernleaf Farms', shape: 'triangle', hue: 'emerald' },
    { name: 'Vantage Air', shape: 'diamond', hue: 'rose' },
    { name: 'Pillar Education', shape: 'hexagon', hue: 'amber' },
  ],
  [
    { name: 'Summit Motors', shape: 'triangle', hue: 'violet' },
    { name: 'Brightwater Utilities', shape: 'circle', hue: 'brand' },
    { name: 'Atlas Shipping', shape: 'diamond', hue: 'emerald' },
    { name: 'Redwood Media', shape: 'square', hue: 'rose' },
    { name: 'Nimbus Cloudworks', shape: 'ring', hue: 'amber' },
    { name: 'Harbour Health Trust', shape: 'hexagon', hue: 'violet' },
    { name: 'Solace Hotels', shape: 'circle', hue: 'emerald' },
    { name: 'Ironbridge Rail', shape: 'triangle', hue: 'brand' },
  ],
];
