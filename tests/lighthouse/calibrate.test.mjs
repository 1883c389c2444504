import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './calibrate.mjs';

describe('the CPU slowdown Lighthouse simulates', () => {
  it("stays the mobile preset's 4x on a desktop-class host", () => {
    expect(cpuSlowdownFor(1000)).toBe(4);
    expect(cpuSlowdownFor(1800)).toBe(4);
  });

  it('shrinks in proportion on a host Lighthouse calls too slow, so the phone stays the same', () => {
    expect(cpuSlowdownFor(750)).toBe(3);
    expect(cpuSlowdownFor(500)).toBe(2);
  });
});
