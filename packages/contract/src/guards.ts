// Small hand-written readers for the replies the client accepts. Each returns a copy holding
// only the known fields (as the zod schemas would), or undefined when the body has the wrong
// shape. They keep zod out of browser bundles; `test/guards.test.ts` checks that they agree with
// the response schemas the server is tested against.
import type {
  Job,
  JobsListResponse,
  LoginResponse,
  MessageResponse,
  MsgResponse,
  NewsletterResponse,
  Profile,
} from './wire';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

/** A copy of `body` with `keys`, when each of them passes its check. */
function pick<T>(body: unknown, checks: { [K in keyof T]-?: (value: unknown) => boolean }) {
  if (!isRecord(body)) return undefined;
  const out: Fields = {};
  for (const [key, check] of Object.entries<(value: unknown) => boolean>(checks)) {
    if (!check(body[key])) return undefined;
    if (body[key] !== undefined) out[key] = body[key];
  }
  return out as T;
}

export const readMsgResponse = (body: unknown) => pick<MsgResponse>(body, { msg: isString });

export const readNewsletterResponse = (body: unknown) =>
  pick<NewsletterResponse>(body, { msg: isString });

export const readLoginResponse = (body: unknown) =>
  pick<LoginResponse>(body, {
    token: (value) => isString(value) && value.length > 0,
    msg: isString,
  });

export const readProfile = (body: unknown) =>
  pick<Profile>(body, {
    firstName: isString,
    lastName: isString,
    email: isString,
    countryCode: isString,
    PhoneNo: isString,
    country: isString,
    isVerified: (value) => typeof value === 'boolean',
  });

export const readJob = (body: unknown) =>
  pick<Job>(body, {
    _id: isString,
    title: isString,
    employmentType: isString,
    salaryRange: isString,
    location: isString,
    overview: isString,
    responsibilities: isStringList,
    qualifications: isStringList,
    datePosted: (value) => value === undefined || isString(value),
  });

export function readJobsListResponse(body: unknown): JobsListResponse | undefined {
  const reply = pick<Omit<JobsListResponse, 'jobs'>>(body, {
    success: (value) => typeof value === 'boolean',
    message: isString,
  });
  const rawJobs = isRecord(body) ? body.jobs : undefined;
  if (!reply || !Array.isArray(rawJobs)) return undefined;
  const jobs = rawJobs.map(readJob);
  return jobs.every((job) => job !== undefined) ? { ...reply, jobs: jobs as Job[] } : undefined;
}

export const readMessageResponse = (body: unknown) =>
  pick<MessageResponse>(body, {
    success: (value) => value === undefined || typeof value === 'boolean',
    message: isString,
  });
