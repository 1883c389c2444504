import { describe, expect, it } from 'vitest';
import {
  flipReducer,
  initialFlipState,
  isShown,
  type FlipEvent,
  type FlipState,
} from './flipState';

const run = (events: FlipEvent[], start: FlipState = initialFlipState(false)) =>
  events.reduce(flipReducer, start);

describe('flip card state', () => {
  it('shows the front at first, or the back when asked', () => {
    expect(isShown(initialFlipState(false))).toBe(false);
    expect(isShown(initialFlipState(true))).toBe(true);
  });

  it('reveals the back on hover and on focus, and hides it when both end', () => {
    expect(isShown(run(['hover']))).toBe(true);
    expect(isShown(run(['focus']))).toBe(true);
    expect(isShown(run(['hover', 'focus', 'unhover']))).toBe(true);
    expect(isShown(run(['hover', 'focus', 'unhover', 'blur']))).toBe(false);
  });

  it('turns back on dismiss (Escape) while still hovered, and reveals again on the next visit', () => {
    const dismissed = run(['hover', 'dismiss']);
    expect(isShown(dismissed)).toBe(false);
    expect(isShown(run(['unhover', 'hover'], dismissed))).toBe(true);
  });

  it('keeps a pinned back (a tap) after pointer and focus leave', () => {
    expect(isShown(run(['pin', 'blur', 'unhover']))).toBe(true);
    expect(isShown(run(['pin', 'dismiss']))).toBe(false);
  });
});
