// Lighthouse's mobile preset slows the host's CPU 4x in its simulation, a factor chosen for a
// desktop-class host. Below a BenchmarkIndex of 1000 Lighthouse itself warns that the host is
// slower than it expects and that the multiplier should be calibrated (docs/throttling.md,
// "CPU throttling"). We do that, and only that: at 1000 or more the preset stays as it is; below,
// the multiplier shrinks in proportion, so that the emulated phone stays the same phone whatever
// CI machine, or load on it, a run lands on. See docs/decisions/015-lighthouse-cpu-calibration.md.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const PRESET_MULTIPLIER = 4;
export const DESKTOP_CLASS_INDEX = 1000;

/** The CPU slowdown for a host of the given BenchmarkIndex. */
export function cpuSlowdownFor(benchmarkIndex) {
  const ratio = Math.min(1, benchmarkIndex / DESKTOP_CLASS_INDEX);
  return Math.round(PRESET_MULTIPLIER * ratio * 100) / 100;
}

/**
 * A first index this far above the line leaves no doubt which side of it the host is on: the
 * slowdown is the preset's whatever two more samples would say.
 */
export const CLEAR_MARGIN = 1.25;

/**
 * Lighthouse's own benchmark in a blank tab (about a second a sample): one sample when it is
 * clearly desktop-class (at least CLEAR_MARGIN x the line), else the median of `times`.
 */
export async function measureBenchmarkIndex(browser, times = 3) {
  const tab = await browser.newPage();
  try {
    const values = [await tab.evaluate(pageFunctions.computeBenchmarkIndex)];
    if (values[0] >= DESKTOP_CLASS_INDEX * CLEAR_MARGIN) return values[0];
    while (values.length < times)
      values.push(await tab.evaluate(pageFunctions.computeBenchmarkIndex));
    return medianOf(values);
  } finally {
    await tab.close();
  }
}

/** The middle value (the upper middle of an even count). */
function medianOf(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}
