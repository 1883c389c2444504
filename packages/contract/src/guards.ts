// Small hand-written readers for the replies the client accepts (decision 056). Each reads only
// the fields its screen uses, as spec section 7 lists them: a field that is missing, blank or of
// the wrong type is left out (the screen then shows the spec's default text, or leaves it out),
// and never turns a successful call into a failed one. Only what a screen cannot do without
// fails a reply: a sign-in without a token, a job list that is neither a list nor a success.
// They keep zod out of browser bundles; `test/guards.test.ts` checks both sides: our server's
// replies come through whole, and no value of the wrong type ever reaches a screen.
import type {
  JobReply,
  JobsListReply,
  LoginReply,
  MessageReply,
  MsgReply,
  ProfileReply,
} from './wire';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's fields, or none when it is not a JSON object (an empty or non-JSON reply). */
const fieldsOf = (body: unknown): Fields => (isRecord(body) ? body : {});

/** A message to show: a string with something in it. */
export const readMessage = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A value shown as text: a non-blank string, or a number written out ("44" for 44). */
const readText = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : readMessage(value);

const readBoolean = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;

/** A list shown item by item: its text items, in order; anything else is an empty list. */
const readTextList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(readText).filter((item) => item !== undefined) : [];

/** The fields of `body` its readers accept; a field a reader refuses is left out. */
function readFields<T>(body: unknown, readers: { [K in keyof T]-?: (value: unknown) => T[K] }) {
  const fields = fieldsOf(body);
  const out: Partial<T> = {};
  for (const key of Object.keys(readers) as Array<keyof T & string>) {
    const value = readers[key](fields[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Every call that answers `{ msg }`: register, verify, resend, forgot and reset, and the
 * newsletter's subscribe, confirm and unsubscribe. Success is the status; `msg` when sent.
 */
export const readMsgReply = (body: unknown): MsgReply =>
  readFields<MsgReply>(body, { msg: readMessage });

/** Sign-in: undefined without a token, since there is nothing to sign in with. */
export function readLoginReply(body: unknown): LoginReply | undefined {
  const { token } = fieldsOf(body);
  if (typeof token !== 'string' || token.trim() === '') return undefined;
  return { token, ...readMsgReply(body) };
}

/** The profile's fields that arrived; the page says which are missing. */
export const readProfileReply = (body: unknown): ProfileReply =>
  readFields<ProfileReply>(body, {
    firstName: readText,
    lastName: readText,
    email: readText,
    countryCode: readText,
    PhoneNo: readText,
    country: readText,
    isVerified: readBoolean,
  });

/** One listed job, or undefined without an id to apply with or a title to name it by. */
export function readJobReply(body: unknown): JobReply | undefined {
  const fields = fieldsOf(body);
  const _id = readText(fields._id);
  const title = readText(fields.title);
  if (_id === undefined || title === undefined) return undefined;
  return {
    _id,
    title,
    ...readFields<Omit<JobReply, '_id' | 'title' | 'responsibilities' | 'qualifications'>>(body, {
      employmentType: readText,
      salaryRange: readText,
      location: readText,
      overview: readText,
      datePosted: readMessage,
    }),
    responsibilities: readTextList(fields.responsibilities),
    qualifications: readTextList(fields.qualifications),
  };
}

/**
 * The careers list. `success: false` is a failure the list shows with its message; a list of
 * jobs, or `success: true` alone (an empty list), is a success; anything else is not a job list.
 * Jobs that cannot be shown are left out; the others still are.
 */
export function readJobsListReply(body: unknown): JobsListReply | undefined {
  const fields = fieldsOf(body);
  const success = readBoolean(fields.success);
  const message = readMessage(fields.message);
  const withMessage = message === undefined ? {} : { message };
  if (success === false) return { success, jobs: [], ...withMessage };
  if (!Array.isArray(fields.jobs) && success !== true) return undefined;
  const jobs = Array.isArray(fields.jobs) ? fields.jobs.map(readJobReply) : [];
  return { success: true, jobs: jobs.filter((job) => job !== undefined), ...withMessage };
}

/** Applications and contact: success is the status; `message` when sent. */
export const readMessageReply = (body: unknown): MessageReply =>
  readFields<MessageReply>(body, { success: readBoolean, message: readMessage });
