import { describe, expect, it } from 'vitest';
import { accountMenuLabel, fullName, initials } from './names';

describe('header names', () => {
  it('joins first and last name, ignoring stray spaces', () => {
    expect(fullName({ firstName: ' Ann ', lastName: 'Lee' })).toBe('Ann Lee');
    expect(fullName({ firstName: 'Ann', lastName: '' })).toBe('Ann');
  });

  it('names the account menu, also when the profile had no names', () => {
    expect(accountMenuLabel({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee, account menu');
    expect(accountMenuLabel({ firstName: '', lastName: '' })).toBe('Account menu');
  });

  it('takes the first letter of each name, upper case, whole characters', () => {
    expect(initials({ firstName: 'ann', lastName: 'lee' })).toBe('AL');
    expect(initials({ firstName: 'Émile', lastName: 'Ørsted' })).toBe('ÉØ');
    expect(initials({ firstName: '𝒜da', lastName: '' })).toBe('𝒜');
    expect(initials({ firstName: ' ', lastName: '' })).toBe('?');
  });
});
