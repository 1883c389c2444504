import { describe, expect, it } from 'vitest';
import { directionBetween, indexForKey, nextIndex, wrapIndex } from './carouselMath';

describe('carousel index maths', () => {
  it('wraps indexes into range', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('auto-advances to the next slide and wraps after the last', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(3, 4)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });

  it('moves forward to a later slide and backward to an earlier one', () => {
    expect(directionBetween(0, 2)).toBe(1);
    expect(directionBetween(3, 1)).toBe(-1);
    expect(directionBetween(2, 2)).toBe(1);
  });

  it('maps arrow keys, Home and End, mirrored in right-to-left text', () => {
    expect(indexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(indexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(indexForKey('ArrowLeft', 1, 4, true)).toBe(2);
    expect(indexForKey('ArrowRight', 1, 4, true)).toBe(0);
    expect(indexForKey('Home', 2, 4)).toBe(0);
    expect(indexForKey('End', 0, 4)).toBe(3);
    expect(indexForKey('Enter', 0, 4)).toBeNull();
  });
});
