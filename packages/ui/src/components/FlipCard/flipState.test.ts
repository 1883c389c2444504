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
  it('shows the front at first, or the back (pressed) when asked', () => {
    expect(isShown(initialFlipState(false))).toBe(false);
    expect(initialFlipState(true)).toMatchObject({ pressed: true });
    expect(isShown(initialFlipState(true))).toBe(true);
  });

  it('changes the pressed state only by the button or Escape', () => {
    for (const events of [
      ['hover'],
      ['focusElsewhere'],
      ['focusBack'],
      ['hover', 'focusBack', 'blur', 'unhover'],
    ] satisfies FlipEvent[][]) {
      expect(run(events).pressed).toBe(false);
    }
    expect(run(['focusElsewhere', 'toggle']).pressed).toBe(true);
    expect(run(['toggle', 'toggle']).pressed).toBe(false);
    expect(run(['toggle', 'dismiss']).pressed).toBe(false);
  });

  it('keeps the front while focus is on the button, so arriving announces what shows', () => {
    expect(isShown(run(['focusElsewhere']))).toBe(false);
    expect(isShown(run(['focusElsewhere', 'toggle']))).toBe(true);
    expect(isShown(run(['focusElsewhere', 'toggle', 'toggle']))).toBe(false);
  });

  it('reveals the back for the eye on hover and on focus in the back, until both end', () => {
    expect(isShown(run(['hover']))).toBe(true);
    expect(isShown(run(['focusBack']))).toBe(true);
    expect(isShown(run(['hover', 'focusBack', 'unhover']))).toBe(true);
    expect(isShown(run(['hover', 'focusBack', 'unhover', 'blur']))).toBe(false);
    expect(isShown(run(['focusBack', 'focusElsewhere']))).toBe(false);
  });

  it('turns back when un-pressed or on Escape under the pointer, and reveals on the next visit', () => {
    expect(isShown(run(['hover', 'toggle', 'toggle']))).toBe(false);
    const dismissed = run(['hover', 'dismiss']);
    expect(isShown(dismissed)).toBe(false);
    expect(isShown(run(['unhover', 'hover'], dismissed))).toBe(true);
  });

  it('keeps a pressed back after pointer and focus leave', () => {
    expect(isShown(run(['toggle', 'blur', 'unhover']))).toBe(true);
  });
});
