import { describe, expect, it } from 'vitest';
import { services } from '../services';
import { ALL, categoryHeading, filterByCategory, filterCategories } from './serviceFilter';

describe('the services filter', () => {
  it('offers All first, then each distinct category once, in catalogue order', () => {
    const categories = filterCategories(services);
    expect(categories[0]).toBe(ALL);
    expect(categories).toEqual([
      'All',
      'Quality Assurance',
      'Technology',
      'Security',
      'Health',
      'Analytics',
      'Development',
      'Database',
      'Enterprise',
      'Management',
      'Integration',
    ]);
  });

  it('shows every service under All and only that category otherwise', () => {
    expect(filterByCategory(services, ALL)).toHaveLength(13);
    expect(filterByCategory(services, 'Technology').map((s) => s.title)).toEqual([
      'AI/ML Solutions',
      'Cloud Technologies Solutions',
    ]);
    expect(filterByCategory(services, 'Quantum')).toEqual([]);
    expect(categoryHeading('Analytics')).toBe('Analytics Services');
  });
});
