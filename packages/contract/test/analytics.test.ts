import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema, LANGUAGE_TAG, widthClassOf } from '../src';

describe('the measurement batch (decision 090)', () => {
  it('coarsens the viewport into four width classes', () => {
    expect([375, 639, 640, 1023, 1024, 1439, 1440, 2560].map(widthClassOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
      'wide',
      'wide',
    ]);
  });

  it('knows the language tags browsers give and nothing else', () => {
    for (const tag of ['en', 'en-GB', 'zh-Hant-TW', 'und'])
      expect(LANGUAGE_TAG.test(tag)).toBe(true);
    for (const tag of ['', 'english', 'en_GB', 'en-GB;q=1', 'e'])
      expect(LANGUAGE_TAG.test(tag)).toBe(false);
  });

  it('takes page views and vitals, and keeps no field it does not know', () => {
    const parsed = analyticsBatchSchema.parse({
      events: [
        { type: 'pageview', path: '/careers', width: 'phone', language: 'en-GB', ip: '1.2.3.4' },
        { type: 'vital', path: '/', name: 'INP', value: 120, element: 'button.menu' },
      ],
    });
    expect(parsed.events[0]).toEqual({
      type: 'pageview',
      path: '/careers',
      width: 'phone',
      language: 'en-GB',
    });
    expect(parsed.events[1]).toMatchObject({ name: 'INP', element: 'button.menu' });
  });
});
