/** The Services section's filter (spec 2.6): All plus each distinct category, in catalogue order. */
export const ALL = 'All';

export function filterCategories<T extends { category: string }>(items: T[]): string[] {
  return [ALL, ...new Set(items.map((item) => item.category))];
}

export function filterByCategory<T extends { category: string }>(
  items: T[],
  category: string,
): T[] {
  return category === ALL ? items : items.filter((item) => item.category === category);
}

/** Spec 2.6: a chosen category titles the list '{category} Services'. */
export const categoryHeading = (category: string) => `${category} Services`;

export const NO_SERVICES_TEXT = 'No services found in this category.';

/** Spec 9: cards show a loading pulse for the first 1000 ms. */
export const SERVICES_PULSE_MS = 1000;
