// A second backend for the end-to-end suite, written from the spec alone: the calls of section 7
// and nothing else, answering only the fields section 7 lists, in the forms sections 3 and 8
// allow. Messages are often missing, errors come as a list, successes may have empty bodies,
// some refusals are HTML or plain-text pages, and one job has an employment type the site has
// no colour for. It serves the built site on the same origin, keeps everything in memory, and
// hands the tests the codes it would have mailed (`state.codes`).
import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import { siteHandler } from './siteFiles.mjs';

/** Jobs as spec section 3 describes them: no `datePosted`, one type outside the five. */
export const SPEC7_JOBS = [
  {
    _id: 'tech-1',
    title: 'Field Service Technician',
    employmentType: 'Seasonal',
    salaryRange: '$28 - $34 per hour',
    location: 'Houston, TX',
    overview: 'Keep our clients’ test rigs running through the busy season.',
    responsibilities: ['Service rigs on site', 'Log every visit'],
    qualifications: ['A driving licence'],
  },
  {
    _id: 'qa-2',
    title: 'Quality Analyst',
    employmentType: 'Full-time',
    location: 'Remote',
    overview: 'Plan and run test campaigns.',
    responsibilities: ['Write test plans'],
    qualifications: [],
  },
];

/** The profile fields of spec section 3, in its order. */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'countryCode',
  'PhoneNo',
  'country',
  'isVerified',
];

const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
/** A success with nothing to say: the site judges it by the status. */
const empty = (res, status = 200) => res.writeHead(status).end();
/** An error page of the kind a framework or proxy answers with: not JSON. */
const htmlPage = (res, status, text) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><body><h1>${status}</h1><p>${text}</p></body></html>`);
};

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function readJson(req) {
  try {
    return JSON.parse((await readBody(req)).toString('utf8'));
  } catch {
    return {};
  }
}

/** The text fields of a multipart body (the resume's bytes are left alone). */
function multipartFields(body) {
  const text = body.toString('latin1');
  return Object.fromEntries(
    [...text.matchAll(/name="(\w+)"\r\n\r\n([^\r]*)\r\n/g)].map((m) => [m[1], m[2]]),
  );
}

const code = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The calls of spec section 7 over `state`; undefined for a path that is not one of them. */
function routes(state) {
  const user = (email) => state.users.get(String(email ?? '').toLowerCase());
  const codes = (email, kind) => {
    const key = `${kind}:${String(email).toLowerCase()}`;
    if (!state.codes.has(key)) state.codes.set(key, []);
    return state.codes.get(key);
  };
  const sendCode = (email, kind) => codes(email, kind).push(code());
  // Only the newest code counts.
  const codeIs = (email, kind, otp) => otp !== undefined && codes(email, kind).at(-1) === otp;

  return {
    'POST /api/user/register': async (req, res) => {
      const body = await readJson(req);
      const missing = [
        'email',
        'password',
        'firstName',
        'lastName',
        'countryCode',
        'PhoneNo',
        'country',
      ].filter((key) => !body[key]);
      if (missing.length) {
        return json(res, 422, { errors: missing.map((key) => ({ msg: `${key} is required` })) });
      }
      if (user(body.email)) return json(res, 422, { errors: [{ msg: 'User already exists' }] });
      state.users.set(body.email.toLowerCase(), { ...body, isVerified: false });
      sendCode(body.email, 'verify');
      json(res, 201, { msg: 'Registered. Enter the OTP we emailed you.' });
    },
    'POST /api/user/verify-otp': async (req, res) => {
      const { email, otp } = await readJson(req);
      if (!user(email) || !codeIs(email, 'verify', otp))
        return json(res, 400, { msg: 'Invalid OTP' });
      user(email).isVerified = true;
      empty(res);
    },
    'POST /api/user/login': async (req, res) => {
      const { email, password } = await readJson(req);
      const found = user(email);
      if (!found || found.password !== password) {
        return json(res, 401, { errors: [{ msg: 'Invalid email or password' }] });
      }
      if (!found.isVerified) {
        sendCode(email, 'verify');
        return json(res, 403, { msg: 'Please verify your email first' });
      }
      const token = randomBytes(24).toString('hex');
      state.tokens.set(token, found.email.toLowerCase());
      json(res, 200, { token });
    },
    'POST /api/user/forgot-password': async (req, res) => {
      const { email } = await readJson(req);
      if (!user(email)) return htmlPage(res, 404, 'Not Found');
      sendCode(email, 'reset');
      json(res, 200, { msg: 'OTP sent to your email' });
    },
    'POST /api/user/reset-password': async (req, res) => {
      const { email, otp, newPassword } = await readJson(req);
      if (!user(email) || !codeIs(email, 'reset', otp)) {
        return json(res, 400, { errors: [{ msg: 'Invalid or expired OTP' }] });
      }
      user(email).password = newPassword;
      empty(res);
    },
    'GET /api/user/profile': async (req, res) => {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const found = token ? user(state.tokens.get(token)) : undefined;
      if (!found) {
        res.writeHead(401, { 'content-type': 'text/plain' });
        return res.end('Unauthorized');
      }
      json(res, 200, Object.fromEntries(PROFILE_FIELDS.map((key) => [key, found[key]])));
    },
    'GET /api/jobs/list': async (_req, res) => json(res, 200, { success: true, jobs: state.jobs }),
    'POST /api/applications/submit': async (req, res) => {
      const fields = multipartFields(await readBody(req));
      if (!state.jobs.some((job) => job._id === fields.jobId)) {
        return json(res, 400, { message: 'Job not found' });
      }
      state.applications.push(fields);
      empty(res);
    },
  };
}

/**
 * Starts the backend on a free loopback port, serving `siteDir` beside the API.
 * @returns {Promise<{ origin: string, state: object, stop: () => Promise<void> }>}
 */
export async function startSpec7Backend(siteDir) {
  const state = {
    /** Accounts by lower-cased email; a test may add one with fields left out. */
    users: new Map(),
    tokens: new Map(),
    /** The codes it would have mailed, oldest first, by `verify:email` and `reset:email`. */
    codes: new Map(),
    jobs: SPEC7_JOBS,
    applications: [],
  };
  const calls = routes(state);
  const site = siteHandler(siteDir);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'x:/').pathname;
    const call = calls[`${req.method} ${path}`];
    const answer = call
      ? call(req, res)
      : path.startsWith('/api/')
        ? Promise.resolve(htmlPage(res, 404, 'Cannot find that'))
        : site(req, res);
    answer.catch((error) => {
      console.error(error);
      if (!res.headersSent) htmlPage(res, 500, 'Internal Server Error');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    state,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
