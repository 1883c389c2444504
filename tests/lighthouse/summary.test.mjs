import { describe, expect, it } from 'vitest';
import { brokenBudgets, figures, medians } from './summary.mjs';

const run = (lcpMs, lcpElement) => ({ performance: 90, accessibility: null, lcpMs, lcpElement });

describe('the budgets of a measurement', () => {
  it('an observed LCP over its budget breaks it, and only the budgets given are checked', () => {
    expect(brokenBudgets({ performance: 56, lcpMs: 10_560 }, { lcpMs: 2000 })).toEqual([
      'LCP 10.56 s > 2 s',
    ]);
    expect(brokenBudgets({ performance: 56, lcpMs: 1630 }, { lcpMs: 2000 })).toEqual([]);
  });

  it('a simulated run keeps its budgets as before and has no LCP budget', () => {
    const m = { performance: 94, accessibility: 100, bestPractices: 100, seo: 100, cls: 0 };
    const budgets = {
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      cls: 0.005,
    };
    expect(
      brokenBudgets({ ...m, scriptKB: 120, lcpMs: 9000 }, { ...budgets, scriptKB: 116 }),
    ).toEqual(['performance 94 < 95', 'JavaScript 120.0 kB > 116 kB']);
  });

  it('the LCP element reported is that of the run with the median LCP', () => {
    const m = medians([run(1600, 'h1'), run(10_500, 'p in #slide-1'), run(1650, 'h1.late')]);
    expect(m).toEqual({ performance: 90, accessibility: null, lcpMs: 1650, lcpElement: 'h1.late' });
  });
});

/** A Lighthouse result with only what `figures` reads of the main thread. */
const result = (throttlingMethod, cpuSlowdownMultiplier, mainThreadMs) => ({
  configSettings: { throttlingMethod, throttling: { cpuSlowdownMultiplier } },
  categories: {},
  audits: { 'mainthread-work-breakdown': { numericValue: mainThreadMs } },
});

describe("the host's own main-thread time of a load", () => {
  it('is what a simulated run multiplied by its slowdown, divided back', () => {
    expect(figures(result('simulate', 4, 4700)).hostMainThreadMs).toBe(1175);
    expect(figures(result('simulate', 2.5, 1000)).hostMainThreadMs).toBe(400);
  });

  it('is not claimed for an observed run, whose tasks ran already slowed', () => {
    expect(figures(result('devtools', 4, 4700)).hostMainThreadMs).toBeNull();
  });
});
