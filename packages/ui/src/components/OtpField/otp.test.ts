import { describe, expect, it } from 'vitest';
import { activeSlot, normaliseOtp } from './otp';

describe('normaliseOtp', () => {
  it('strips the spaces and dashes of a pasted code', () => {
    expect(normaliseOtp('123-456', 6)).toBe('123456');
    expect(normaliseOtp(' 123 456 ', 6)).toBe('123456');
    expect(normaliseOtp('12\u00a034\t56', 6)).toBe('123456');
  });

  it('keeps only digits, and no more than the length', () => {
    expect(normaliseOtp('Your code is 482913.', 6)).toBe('482913');
    expect(normaliseOtp('1234567', 6)).toBe('123456');
    expect(normaliseOtp('12ab', 4)).toBe('12');
    expect(normaliseOtp('1234', 0)).toBe('');
  });

  it('reads digits typed on an Arabic or Persian keyboard as 0-9', () => {
    expect(normaliseOtp('١٢٣٤٥٦', 6)).toBe('123456');
    expect(normaliseOtp('۱۲۳-۴۵۶', 6)).toBe('123456');
  });
});

describe('activeSlot', () => {
  it('is the next empty slot, or the last one when full', () => {
    expect(activeSlot('', 6)).toBe(0);
    expect(activeSlot('123', 6)).toBe(3);
    expect(activeSlot('123456', 6)).toBe(5);
  });
});
