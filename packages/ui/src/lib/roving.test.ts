import { describe, expect, it } from 'vitest';
import { focusTarget } from './roving';

describe('focusTarget', () => {
  it('steps with the arrows of the orientation and ignores the others', () => {
    expect(focusTarget('ArrowRight', 1, 5, 'horizontal', false)).toBe(2);
    expect(focusTarget('ArrowLeft', 1, 5, 'horizontal', false)).toBe(0);
    expect(focusTarget('ArrowDown', 1, 5, 'horizontal', false)).toBeUndefined();
    expect(focusTarget('ArrowDown', 1, 5, 'vertical', false)).toBe(2);
    expect(focusTarget('ArrowUp', 1, 5, 'vertical', false)).toBe(0);
    expect(focusTarget('ArrowRight', 1, 5, 'vertical', false)).toBeUndefined();
    expect(focusTarget('a', 1, 5, 'horizontal', false)).toBeUndefined();
  });

  it('mirrors Left and Right in right-to-left text, not Up and Down', () => {
    expect(focusTarget('ArrowLeft', 1, 5, 'horizontal', true)).toBe(2);
    expect(focusTarget('ArrowRight', 1, 5, 'horizontal', true)).toBe(0);
    expect(focusTarget('ArrowDown', 1, 5, 'vertical', true)).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(focusTarget('Home', 3, 5, 'horizontal', false)).toBe(0);
    expect(focusTarget('End', 1, 5, 'vertical', true)).toBe(4);
  });

  it('wraps at the ends, or stays there without loop', () => {
    expect(focusTarget('ArrowRight', 4, 5, 'horizontal', false)).toBe(0);
    expect(focusTarget('ArrowLeft', 0, 5, 'horizontal', false)).toBe(4);
    expect(focusTarget('ArrowRight', 4, 5, 'horizontal', false, false)).toBe(4);
    expect(focusTarget('ArrowLeft', 0, 5, 'horizontal', false, false)).toBe(0);
  });
});
