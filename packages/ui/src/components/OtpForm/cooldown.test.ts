import { describe, expect, it } from 'vitest';
import { errorMessage, formatCountdown, remainingSeconds } from './cooldown';

describe('remainingSeconds', () => {
  it('rounds up, and never goes below zero', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_000, 9_001)).toBe(1);
    expect(remainingSeconds(10_000, 10_000)).toBe(0);
    expect(remainingSeconds(10_000, 12_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});

describe('errorMessage', () => {
  it('uses the error text when there is one, else the fallback', () => {
    expect(errorMessage(new Error('Invalid OTP'), 'Operation failed')).toBe('Invalid OTP');
    expect(errorMessage('OTP expired', 'Operation failed')).toBe('OTP expired');
    expect(errorMessage(new Error(''), 'Operation failed')).toBe('Operation failed');
    expect(errorMessage(undefined, 'Request failed')).toBe('Request failed');
    expect(errorMessage({ status: 500 }, 'Request failed')).toBe('Request failed');
  });
});
