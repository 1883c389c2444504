import * as constants from 'lighthouse/core/config/constants.js';
import { describe, expect, it } from 'vitest';
import { settingsFor } from './settings.mjs';

describe('the settings of a Lighthouse run', () => {
  it("simulated at 412 px are the mobile preset's, with the calibrated CPU slowdown", () => {
    const settings = settingsFor({ mode: 'simulated', width: 412, cpuSlowdown: 3 });
    const preset = constants.defaultSettings;
    expect(settings.throttlingMethod).toBe(preset.throttlingMethod);
    expect(settings.formFactor).toBe(preset.formFactor);
    expect(settings.screenEmulation).toEqual(preset.screenEmulation);
    expect(settings.emulatedUserAgent).toBe(preset.emulatedUserAgent);
    expect(settings.throttling).toEqual({ ...preset.throttling, cpuSlowdownMultiplier: 3 });
    expect(settings.pauseAfterLoadMs).toBeUndefined();
  });

  it('keep every audit a score or budget reads, and skip only the picture of the whole page', () => {
    for (const mode of ['simulated', 'observed']) {
      const settings = settingsFor({ mode, width: 412, cpuSlowdown: 4 });
      expect(settings.disableFullPageScreenshot).toBe(true);
      expect(settings.skipAudits).toBeUndefined();
      expect(settings.onlyAudits).toBeUndefined();
    }
  });

  it('observed apply the same throttling to a real load and hold the trace open after load', () => {
    const settings = settingsFor({
      mode: 'observed',
      width: 412,
      cpuSlowdown: 4,
      afterLoadMs: 12000,
    });
    expect(settings.throttlingMethod).toBe('devtools');
    expect(settings.throttling).toEqual(constants.defaultSettings.throttling);
    expect(settings.pauseAfterLoadMs).toBe(12000);
  });

  it('at 375 px emulate a smaller phone and at 1280 px a laptop screen', () => {
    const phone = settingsFor({ mode: 'observed', width: 375, cpuSlowdown: 4 });
    expect(phone.screenEmulation).toMatchObject({ mobile: true, width: 375 });
    expect(phone.formFactor).toBe('mobile');
    const laptop = settingsFor({ mode: 'observed', width: 1280, cpuSlowdown: 4 });
    expect(laptop.screenEmulation).toMatchObject({ mobile: false, width: 1280 });
    expect(laptop.formFactor).toBe('desktop');
    expect(() => settingsFor({ mode: 'observed', width: 800, cpuSlowdown: 4 })).toThrow(/800/);
  });
});
