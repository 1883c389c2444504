import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type { CodeKind } from '../../support/mailbox.mjs';
import { SPEC7_JOBS, startSpec7Backend, type Spec7State } from '../../support/spec7-backend.mjs';
import { expect, registerAccount, test as accountsTest, type Account } from './accounts';
import { codeFromMail, mailCount } from './mailbox';

// The backend behind the site in a journey: our API (the suite's web server), or the minimal
// spec-7 backend (support/spec7-backend.mjs) this worker starts on a port of its own, serving
// the same built site. A project picks one with the `backendKind` option (playwright.config.ts).

export type BackendKind = 'ours' | 'spec-7';

/** What a journey needs of a backend, and what the visitor reads from it at each step. */
export interface Backend {
  kind: BackendKind;
  /** Registers through the backend's own calls; verified unless told otherwise. */
  register(account: Account, options?: { verify?: boolean }): Promise<Account>;
  /** The newest code of that kind sent to `email`, once more than `after` have been sent. */
  code(email: string, kind: CodeKind, after?: number): Promise<string>;
  codeCount(email: string, kind: CodeKind): number;
  /** The green text after each step; null where this backend sends no message. */
  says: {
    registered: string | null;
    verified: string | null;
    codeSent: string | null;
    reset: string | null;
    wrongPassword: string;
  };
  /** A listed job: its title, badge and salary as the card shows them. */
  job: { title: string; badge: string; salary: string };
}

function ourBackend(request: APIRequestContext): Backend {
  return {
    kind: 'ours',
    register: (account, options) => registerAccount(request, account, options),
    code: codeFromMail,
    codeCount: mailCount,
    says: {
      registered: 'Registration successful',
      verified: 'Email verified successfully. You can now sign in.',
      codeSent: 'we have sent it a code',
      reset: 'Your password has been reset.',
      wrongPassword: 'Incorrect email or password.',
    },
    job: {
      title: 'Senior Full-Stack Engineer (TypeScript, React)',
      badge: 'Full-time',
      salary: '£70,000 - £85,000 per year',
    },
  };
}

function spec7Backend(request: APIRequestContext, state: Spec7State): Backend {
  const sent = (email: string, kind: CodeKind) =>
    state.codes.get(`${kind}:${email.toLowerCase()}`) ?? [];
  const job = SPEC7_JOBS[0]!;
  return {
    kind: 'spec-7',
    async register(account, { verify = true } = {}) {
      const { password, ...rest } = account;
      const res = await request.post('/api/user/register', {
        data: { ...rest, retypeEmail: account.email, password, retypePassword: password },
      });
      expect(res.status()).toBe(201);
      if (verify) {
        const otp = sent(account.email, 'verify').at(-1);
        const verified = await request.post('/api/user/verify-otp', {
          data: { email: account.email, otp },
        });
        expect(verified.ok()).toBe(true);
      }
      return account;
    },
    async code(email, kind, after = 0) {
      // Sent before the call that asked for it answered: no wait is needed, only a check.
      const codes = sent(email, kind);
      expect(codes.length, `${kind} codes sent to ${email}`).toBeGreaterThan(after);
      return codes.at(-1)!;
    },
    codeCount: (email, kind) => sent(email, kind).length,
    says: {
      registered: 'Registered. Enter the OTP we emailed you.',
      verified: null,
      codeSent: 'OTP sent to your email',
      reset: null,
      wrongPassword: 'Invalid email or password',
    },
    job: { title: job.title, badge: job.employmentType, salary: job.salaryRange! },
  };
}

const siteDir = fileURLToPath(new URL('../../../site/build/client', import.meta.url));

export const test = accountsTest.extend<
  { backend: Backend; spec7State: Spec7State },
  { backendKind: BackendKind; spec7: Awaited<ReturnType<typeof startSpec7Backend>> | null }
>({
  backendKind: ['ours', { scope: 'worker', option: true }],
  spec7: [
    async ({ backendKind }, provide) => {
      if (backendKind !== 'spec-7') return provide(null);
      const server = await startSpec7Backend(siteDir);
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  // Pages and API requests go to the spec-7 backend when the project chose it.
  baseURL: async ({ baseURL, spec7 }, provide) => provide(spec7?.origin ?? baseURL),
  backend: async ({ request, spec7 }, provide) =>
    provide(spec7 ? spec7Backend(request, spec7.state) : ourBackend(request)),
  // The spec-7 backend's state for tests that shape it; its job list restored after each test.
  spec7State: async ({ spec7 }, provide) => {
    if (!spec7) throw new Error('spec7State needs the spec-7 project (backendKind: spec-7).');
    await provide(spec7.state);
    spec7.state.jobs = SPEC7_JOBS;
  },
});
export { expect };
