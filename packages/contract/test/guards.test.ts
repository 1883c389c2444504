import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  jobsListResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  msgResponseSchema,
  newsletterResponseSchema,
  profileSchema,
  readJobsListResponse,
  readLoginResponse,
  readMessageResponse,
  readMsgResponse,
  readNewsletterResponse,
  readProfile,
} from '../src';

const profile = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  countryCode: '44',
  PhoneNo: '7700900123',
  country: 'United Kingdom',
  isVerified: false,
};
const job = {
  _id: 'j1',
  title: 'QA Engineer',
  employmentType: 'Internship',
  salaryRange: '$20/h',
  location: 'Remote',
  overview: 'Test things.',
  responsibilities: ['Automate'],
  qualifications: [],
};

// Each reader beside the zod schema the server's tests use, and bodies good and bad.
const pairs: Array<[string, (body: unknown) => unknown, z.ZodType, unknown[]]> = [
  ['msg', readMsgResponse, msgResponseSchema, [{ msg: '' }, { msg: 'Sent.', x: 1 }, { msg: 1 }]],
  [
    'newsletter',
    readNewsletterResponse,
    newsletterResponseSchema,
    [{ msg: 'Thanks' }, { message: 'Thanks' }],
  ],
  [
    'login',
    readLoginResponse,
    loginResponseSchema,
    [{ token: 't', msg: 'ok' }, { token: '', msg: 'ok' }, { token: 't' }, { token: 1, msg: '' }],
  ],
  [
    'profile',
    readProfile,
    profileSchema,
    [
      profile,
      { ...profile, extra: true },
      { ...profile, isVerified: 'yes' },
      { ...profile, country: null },
    ],
  ],
  [
    'jobs',
    readJobsListResponse,
    jobsListResponseSchema,
    [
      { success: true, jobs: [job], message: '' },
      { success: false, jobs: [], message: 'Down' },
      { success: true, jobs: [{ ...job, qualifications: [1] }], message: '' },
      { success: true, jobs: [{ ...job, _id: undefined }], message: '' },
      { success: true, jobs: [{ ...job, datePosted: '2025-03-15T09:00:00.000Z' }], message: '' },
      { success: true, jobs: [{ ...job, datePosted: 20250315 }], message: '' },
      { success: true, jobs: 'none', message: '' },
      { success: 'yes', jobs: [], message: '' },
    ],
  ],
  [
    'message',
    readMessageResponse,
    messageResponseSchema,
    [{ message: 'Done' }, { success: true, message: 'Done' }, { success: 1, message: 'x' }, {}],
  ],
];

const notObjects = [undefined, null, 'text', 42, [], [{ msg: 'x' }]];

describe('reply readers agree with the response schemas', () => {
  for (const [name, read, schema, bodies] of pairs) {
    it(`${name}: accepts and rejects what the schema does, and keeps only known fields`, () => {
      for (const body of [...bodies, ...notObjects]) {
        const parsed = schema.safeParse(body);
        expect(read(body), JSON.stringify(body)).toEqual(parsed.success ? parsed.data : undefined);
      }
    });
  }
});
