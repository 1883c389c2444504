import { describe, expect, it } from 'vitest';
import { hashForValue, valueFromHash } from './tabsHash';

const values = ['overview', 'whatWeDo', 'challenges & solutions'];

describe('tab hash links', () => {
  it('reads a known tab from the hash', () => {
    expect(valueFromHash('#whatWeDo', values)).toBe('whatWeDo');
    expect(valueFromHash('overview', values)).toBe('overview');
  });

  it('ignores empty, unknown and malformed hashes', () => {
    expect(valueFromHash('', values)).toBeNull();
    expect(valueFromHash('#', values)).toBeNull();
    expect(valueFromHash('#contact', values)).toBeNull();
    expect(valueFromHash('#%E0%A4%A', values)).toBeNull();
  });

  it('round-trips values that need encoding', () => {
    const hash = hashForValue('challenges & solutions');
    expect(hash).toBe('#challenges%20%26%20solutions');
    expect(valueFromHash(hash, values)).toBe('challenges & solutions');
  });
});
