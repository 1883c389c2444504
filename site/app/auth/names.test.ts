import { describe, expect, it } from 'vitest';
import { fullName, initials } from './names';

describe('header names', () => {
  it('joins first and last name, ignoring stray spaces', () => {
    expect(fullName({ firstName: ' Ann ', lastName: 'Lee' })).toBe('Ann Lee');
    expect(fullName({ firstName: 'Ann', lastName: '' })).toBe('Ann');
  });

  it('takes the first letter of each name, upper case, whole characters', () => {
    expect(initials({ firstName: 'ann', lastName: 'lee' })).toBe('AL');
    expect(initials({ firstName: 'Émile', lastName: 'Ørsted' })).toBe('ÉØ');
    expect(initials({ firstName: '𝒜da', lastName: '' })).toBe('𝒜');
    expect(initials({ firstName: ' ', lastName: '' })).toBe('?');
  });
});
