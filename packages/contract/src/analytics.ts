// What the site's measurement sends to `POST /api/analytics` (decision 090), without zod: the
// browser module reads the limits and names from here, the server's schema
// (`schemas/analytics.ts`) enforces them. Sent only after the visitor accepts cookies.

export const ANALYTICS_PATH = '/api/analytics';

/** A request's limits: the server refuses a bigger body (413) before parsing it. */
export const ANALYTICS_LIMITS = {
  maxBodyBytes: 16 * 1024,
  maxEvents: 50,
  maxPathLength: 200,
  maxElementLength: 200,
} as const;

/** A BCP 47 language tag as browsers give it ("en", "en-GB", "zh-Hant-TW"). */
export const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8}){0,3}$/i;

/** The Core Web Vitals and load timings the site reports, as Google's `web-vitals` names them. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** The viewport's width, coarsened: enough to tell phones from desktops, too coarse to single anyone out. */
export const WIDTH_CLASSES = ['phone', 'tablet', 'desktop', 'wide'] as const;
export type WidthClass = (typeof WIDTH_CLASSES)[number];

/** Below 640 px a phone, below 1024 px a tablet, below 1440 px a desktop, else wide. */
export function widthClassOf(widthPx: number): WidthClass {
  if (widthPx < 640) return 'phone';
  if (widthPx < 1024) return 'tablet';
  if (widthPx < 1440) return 'desktop';
  return 'wide';
}
