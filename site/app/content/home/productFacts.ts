/** The fixed values every featured product shows (spec 2.8). */
export const PRODUCT_FACTS = [
  { term: 'Compatibility', value: 'Cross-platform' },
  { term: 'Release', value: 'March 2025' },
  { term: 'License', value: 'Enterprise' },
] as const;

export const PRODUCT_TAGS = ['Cloud-based', 'AI-powered', '24/7 Support'] as const;
