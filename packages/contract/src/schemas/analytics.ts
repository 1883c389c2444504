import { z } from 'zod';
import {
  ANALYTICS_LIMITS,
  LANGUAGE_TAG,
  VITAL_RATINGS,
  WEB_VITAL_NAMES,
  WIDTH_CLASSES,
} from '../analytics';

// `POST /api/analytics` (decision 090): the site's measurement, after consent. A batch is taken
// whole or refused whole (400): the site sends only what this schema allows.

/** A URL path as `location.pathname` gives it: percent-encoded ASCII, no spaces, no query. */
const pathField = z
  .string()
  .max(ANALYTICS_LIMITS.maxPathLength)
  .regex(/^\/[\x21-\x7e]*$/, 'A path starts with "/" and has no spaces or query.')
  .refine((path) => !/[?#]/.test(path), 'A path has no query or hash.');

/** A host name, without port or path. */
const hostField = z
  .string()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i, 'A referrer is a host name.');

const languageField = z
  .string()
  .max(35)
  .regex(LANGUAGE_TAG, 'A language is a tag such as "en-GB".');

export const analyticsPageViewSchema = z
  .object({
    type: z.literal('pageview'),
    path: pathField,
    referrer: hostField
      .optional()
      .describe('Host name of the referring site, left out for direct visits and our own pages.'),
    width: z.enum(WIDTH_CLASSES),
    language: languageField,
  })
  .meta({ id: 'AnalyticsPageView', description: 'A page seen: its path, no query or hash.' });

export const analyticsVitalSchema = z
  .object({
    type: z.literal('vital'),
    path: pathField,
    name: z.enum(WEB_VITAL_NAMES),
    // An hour in milliseconds is far beyond any real timing; CLS is a small score.
    value: z
      .number()
      .finite()
      .min(0)
      .max(3_600_000)
      .describe("Milliseconds, or CLS's unitless score."),
    rating: z.enum(VITAL_RATINGS).optional(),
    element: z
      .string()
      .min(1)
      .max(ANALYTICS_LIMITS.maxElementLength)
      // No control characters: the report prints it on a terminal.
      .regex(/^[^\p{Cc}]+$/u, 'An element is a CSS selector.')
      .optional()
      .describe('A CSS selector of the element behind LCP or INP.'),
  })
  .meta({ id: 'AnalyticsVital', description: 'One Core Web Vital of the page loaded at `path`.' });

export const analyticsBatchSchema = z
  .object({
    events: z
      .array(z.discriminatedUnion('type', [analyticsPageViewSchema, analyticsVitalSchema]))
      .min(1, 'A batch has at least one event.')
      .max(ANALYTICS_LIMITS.maxEvents, `A batch has at most ${ANALYTICS_LIMITS.maxEvents} events.`),
  })
  .meta({ id: 'AnalyticsBatch' });
