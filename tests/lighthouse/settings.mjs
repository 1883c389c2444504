// Lighthouse settings for one measurement: the mobile preset's slow 4G and CPU slowdown (the
// slowdown calibrated to the host, decision 015), either simulated from a quick load (Lighthouse's
// default) or applied to a real load and observed (decision 086), at a given screen width.
import * as constants from 'lighthouse/core/config/constants.js';

/** Screens measured: the mobile preset's phone, a smaller phone, and a laptop. */
const screens = {
  375: { mobile: true, width: 375, height: 812, deviceScaleFactor: 1.75 },
  412: constants.screenEmulationMetrics.mobile,
  1280: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1 },
};

export const SCREEN_WIDTHS = Object.keys(screens).map(Number);

/**
 * @param {{ mode: 'simulated' | 'observed', width: number, cpuSlowdown: number,
 *   afterLoadMs?: number }} measurement
 */
export function settingsFor({ mode, width, cpuSlowdown, afterLoadMs }) {
  const screen = screens[width];
  if (!screen) throw new Error(`No screen of ${width} px: measure at ${SCREEN_WIDTHS.join(', ')}.`);
  const observed = mode === 'observed';
  return {
    output: 'json',
    logLevel: 'error',
    formFactor: screen.mobile ? 'mobile' : 'desktop',
    screenEmulation: { ...screen, disabled: false },
    emulatedUserAgent: constants.userAgents[screen.mobile ? 'mobile' : 'desktop'],
    throttlingMethod: observed ? 'devtools' : 'simulate',
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    // An observed load may be held open after its load event, long enough for what the page
    // does by itself later (the home hero's rotation) to land in the trace.
    ...(observed && afterLoadMs ? { pauseAfterLoadMs: afterLoadMs } : {}),
    // The page drawn whole is for a report's pictures; no score or budget reads it (a second a run).
    disableFullPageScreenshot: true,
    // The other categories do not depend on throttling: the simulated runs check them.
    onlyCategories: observed
      ? ['performance']
      : ['performance', 'accessibility', 'best-practices', 'seo'],
  };
}
