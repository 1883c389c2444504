import { describe, expect, it } from 'vitest';
import { phoneNumber } from './phoneNumber';

describe('the profile phone number', () => {
  it('reads the calling code in every form a backend may store it', () => {
    for (const code of ['44', '+44', 'United Kingdom (+44)', ' +44 ']) {
      expect(phoneNumber(code, '7700900123')).toBe('+44 7700900123');
    }
  });

  it('shows the number alone without a code it can read', () => {
    expect(phoneNumber(undefined, '7700900123')).toBe('7700900123');
    expect(phoneNumber('United Kingdom', '7700900123')).toBe('7700900123');
  });
});
