import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  jobsListResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  msgResponseSchema,
  newsletterResponseSchema,
  profileResponseSchema,
  readJobsListReply,
  readLoginReply,
  readMessageReply,
  readMsgReply,
  readProfileReply,
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

// Values of every wrong kind a backend might send where text, a flag or a list belongs.
const hostile: unknown[] = [null, {}, { text: 'x' }, [], ['x'], true, 0, Number.NaN, '', '  '];
const notObjects = [undefined, null, 'text', 42, [], [{ msg: 'x' }]];

/** Every value of `reply` has the kind `kinds` says for its key; no other key is there. */
function expectKinds(reply: object, kinds: Record<string, 'string' | 'boolean' | 'list'>) {
  for (const [key, value] of Object.entries(reply)) {
    const kind = kinds[key];
    expect(kind, `unexpected field ${key}`).toBeDefined();
    if (kind === 'list') {
      expect(Array.isArray(value) && value.every((item) => typeof item === 'string')).toBe(true);
    } else {
      expect(typeof value, `${key}: ${JSON.stringify(value)}`).toBe(kind);
      if (kind === 'string') expect((value as string).trim()).not.toBe('');
    }
  }
}

describe('strict side: our server replies come through whole, nothing else does', () => {
  // [call, its reader, the reply schema, a reply with an unknown field, the fields no screen reads]
  const replies: Array<[string, (body: unknown) => unknown, z.ZodType, object, string[]]> = [
    ['msg', readMsgReply, msgResponseSchema, { msg: 'Sent.', x: 1 }, []],
    ['newsletter', readMsgReply, newsletterResponseSchema, { msg: 'Thanks', x: 1 }, []],
    [
      'login',
      readLoginReply,
      loginResponseSchema,
      { token: 'h.p.s', msg: 'ok', role: 'admin' },
      [],
    ],
    [
      'profile',
      readProfileReply,
      profileResponseSchema,
      { ...profile, msg: 'Your profile.', password: 'secret' },
      ['msg'],
    ],
    [
      'jobs',
      readJobsListReply,
      jobsListResponseSchema,
      {
        success: true,
        jobs: [{ ...job, datePosted: '2025-03-15T09:00:00.000Z', internal: 1 }],
        message: '1 open position.',
        msg: '1 open position.',
      },
      ['msg'],
    ],
    [
      'message',
      readMessageReply,
      messageResponseSchema,
      { success: true, message: 'Done', msg: 'Done' },
      ['msg'],
    ],
  ];
  for (const [name, read, schema, body, unread] of replies) {
    it(`${name}: the reply the schema produces, unknown fields dropped`, () => {
      const expected = { ...(schema.parse(body) as object) } as Record<string, unknown>;
      for (const field of unread) delete expected[field];
      expect(read(body)).toEqual(expected);
    });
  }

  it('a field of the wrong type never reaches the screen as that type', () => {
    const text = 'string' as const;
    const profileKinds = {
      ...Object.fromEntries(Object.keys(profile).map((key) => [key, text])),
      isVerified: 'boolean' as const,
    };
    const jobKinds = {
      ...Object.fromEntries(Object.keys(job).map((key) => [key, text])),
      datePosted: text,
      responsibilities: 'list' as const,
      qualifications: 'list' as const,
    };
    for (const value of hostile) {
      expectKinds(readMsgReply({ msg: value }), { msg: text });
      expectKinds(readMessageReply({ success: value, message: value }), {
        success: 'boolean',
        message: text,
      });
      for (const key of Object.keys(profile)) {
        expectKinds(readProfileReply({ ...profile, [key]: value }), profileKinds);
      }
      for (const key of Object.keys(jobKinds)) {
        const list = readJobsListReply({ success: true, jobs: [{ ...job, [key]: value }] });
        for (const listed of list?.jobs ?? []) expectKinds(listed, jobKinds);
      }
      const login = readLoginReply({ token: value, msg: 'Welcome' });
      expect(login, JSON.stringify(value)).toBeUndefined();
    }
    // Items of the wrong kind are dropped from a list; numbers are written out.
    const mixed = readJobsListReply({
      jobs: [{ ...job, _id: 7, responsibilities: ['Automate', { x: 1 }, null, 3] }],
    });
    expect(mixed?.jobs[0]).toMatchObject({ _id: '7', responsibilities: ['Automate', '3'] });
  });
});

describe('lenient side: a missing field is left out, never a failure', () => {
  it('messages: missing, blank or not JSON at all read as no message', () => {
    for (const body of [{}, { msg: '' }, { success: true }, ...notObjects]) {
      expect(readMsgReply(body)).toEqual({});
      expect(readMessageReply(body)).toEqual(
        (body as { success?: unknown })?.success === true ? { success: true } : {},
      );
    }
  });

  it('sign-in: a token alone is enough; no token is nothing to sign in with', () => {
    expect(readLoginReply({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(readLoginReply({ msg: 'Login successful' })).toBeUndefined();
    expect(readLoginReply(undefined)).toBeUndefined();
  });

  it('profile: the fields that arrived, for the header the names alone', () => {
    expect(readProfileReply({ firstName: 'Ann', lastName: 'Lee' })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(readProfileReply({ ...profile, countryCode: 44, isVerified: 'yes' })).toEqual({
      ...profile,
      countryCode: '44',
      isVerified: undefined,
    });
    expect(readProfileReply(undefined)).toEqual({});
  });

  it('jobs: success without a message, a list without success, jobs without details', () => {
    expect(readJobsListReply({ success: true, jobs: [] })).toEqual({ success: true, jobs: [] });
    expect(readJobsListReply({ success: true })).toEqual({ success: true, jobs: [] });
    expect(readJobsListReply({ jobs: [{ _id: 'j2', title: 'Designer' }] })).toEqual({
      success: true,
      jobs: [{ _id: 'j2', title: 'Designer', responsibilities: [], qualifications: [] }],
    });
    // A job with no id to apply with, or no title, is left out; the others still show.
    const partly = readJobsListReply({ success: true, jobs: [job, { title: 'x' }, { _id: 'y' }] });
    expect(partly?.jobs.map((j) => j._id)).toEqual(['j1']);
    // An unknown employment type is kept as it is: the badge shows it in a neutral colour.
    expect(
      readJobsListReply({ jobs: [{ ...job, employmentType: 'Seasonal' }] })?.jobs[0],
    ).toMatchObject({ employmentType: 'Seasonal' });
  });

  it('jobs: success false is a failure with its message; no list and no success is no reply', () => {
    expect(readJobsListReply({ success: false, message: 'Back at noon.' })).toEqual({
      success: false,
      jobs: [],
      message: 'Back at noon.',
    });
    for (const body of [{ message: 'Hello' }, { success: 'yes', jobs: 'none' }, ...notObjects]) {
      expect(readJobsListReply(body), JSON.stringify(body)).toBeUndefined();
    }
  });
});
