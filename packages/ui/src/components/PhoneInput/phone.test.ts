import { describe, expect, it } from 'vitest';
import { callingCodeOf, callingCodeValue, defaultCallingCodes, digitsOnly } from './phone';

describe('digitsOnly', () => {
  it('keeps only digits, also from pasted, formatted numbers', () => {
    expect(digitsOnly('07700 900123')).toBe('07700900123');
    expect(digitsOnly('(020) 7946-0958')).toBe('02079460958');
    expect(digitsOnly('+44 ext. 12')).toBe('4412');
    expect(digitsOnly('abc')).toBe('');
  });

  it('reads digits typed in Arabic-Indic, Persian and full-width forms', () => {
    expect(digitsOnly('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(digitsOnly('۰۹')).toBe('09');
    expect(digitsOnly('１２３')).toBe('123');
  });
});

describe('country-code option values', () => {
  it('is the country name followed by its calling code in brackets', () => {
    expect(callingCodeValue({ country: 'United Kingdom', code: '+44' })).toBe(
      'United Kingdom (+44)',
    );
  });

  it('reads the code back from a value', () => {
    expect(callingCodeOf('United Arab Emirates (+971)')).toBe('+971');
    expect(callingCodeOf('United Kingdom')).toBeUndefined();
  });

  it('has a default list with the right first calling codes', () => {
    const byCountry = Object.fromEntries(defaultCallingCodes.map((e) => [e.country, e.code]));
    expect(byCountry).toMatchObject({
      'United Kingdom': '+44',
      'United States': '+1',
      Canada: '+1',
      Australia: '+61',
      India: '+91',
    });
    for (const entry of defaultCallingCodes) expect(entry.code).toMatch(/^\+\d{1,3}$/);
    const values = defaultCallingCodes.map(callingCodeValue);
    expect(new Set(values).size).toBe(values.length);
  });
});
