import { defineIsland } from '../../islands/island';

/**
 * The home page's sections below the hero: each loads its code when the visitor comes near it
 * (decision 061), so that keys pressed in its tabs, wheel or form always reach live code. The
 * hero is not an island: it is the first screen.
 */
export const processIsland = defineIsland(() => import('./ProcessSection'));
export const aboutIsland = defineIsland(() => import('./AboutSection'));
export const servicesIsland = defineIsland(() => import('./ServicesSection'));
export const staffingIsland = defineIsland(() => import('./StaffingSection'));
export const productsIsland = defineIsland(() => import('./ProductsSection'));
export const trustedByIsland = defineIsland(() => import('./TrustedBySection'));
export const contactIsland = defineIsland(() => import('./ContactSection'));

export const homeIslands = [
  processIsland,
  aboutIsland,
  servicesIsland,
  staffingIsland,
  productsIsland,
  trustedByIsland,
  contactIsland,
];
