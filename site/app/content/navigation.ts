/** The header's links, in order (spec 2.2). Section links point at anchors of the home page. */
export interface NavItem {
  label: string;
  to: string;
}

export const headerNav: NavItem[] = [
  { label: 'Home', to: '/#home' },
  { label: 'About', to: '/#about' },
  { label: 'Services', to: '/#services' },
  { label: 'Staffing Solutions', to: '/#staffing-solutions' },
  { label: 'Products', to: '/#products' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact', to: '/#contact' },
];

/** The footer's navigation column (spec 2.3). */
export const footerNav: NavItem[] = [
  { label: 'Home', to: '/#home' },
  { label: 'About', to: '/#about' },
  { label: 'Services', to: '/#services' },
  { label: 'Staffing', to: '/#staffing-solutions' },
  { label: 'Products', to: '/#products' },
  { label: 'Contact', to: '/#contact' },
];

export const legalNav: NavItem[] = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Cookie Statement', to: '/cookies' },
];
