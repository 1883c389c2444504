import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, measureBenchmarkIndex } from './calibrate.mjs';

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

/** A browser whose blank tab's benchmark answers these indexes, one a sample. */
function browserAnswering(indexes) {
  const asked = { samples: 0, closed: false };
  const browser = {
    newPage: async () => ({
      evaluate: async () => indexes[asked.samples++],
      close: async () => {
        asked.closed = true;
      },
    }),
  };
  return { browser, asked };
}

describe("the host's BenchmarkIndex", () => {
  it('is one sample on a host well above the line: more could not change the slowdown', async () => {
    const { browser, asked } = browserAnswering([2400, 900, 900]);
    expect(await measureBenchmarkIndex(browser)).toBe(2400);
    expect(asked).toEqual({ samples: 1, closed: true });
  });

  it('near or below the line, is the median of three samples', async () => {
    const { browser, asked } = browserAnswering([1200, 800, 1100]);
    expect(await measureBenchmarkIndex(browser)).toBe(1100);
    expect(asked.samples).toBe(3);
  });
});
