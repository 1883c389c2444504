// Every limit of staff sign-in in one place (decision 107). The console's routes and the
// documentation quote these; change them here only.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const STAFF_POLICY = {
  /** A set-password link works once, for this long. */
  passwordLinkTtlMs: 24 * HOUR,
  /** Wrong passwords or codes in a row before sign-in is refused for `lockoutMs`. */
  lockoutAfterFailures: 5,
  lockoutMs: 15 * MINUTE,
  /** A session that passed the password has this long for the code (or enrolment). */
  passwordStageMs: 10 * MINUTE,
  /** A signed-in session ends after this long without a request... */
  idleMs: 30 * MINUTE,
  /** ...and this long after sign-in whatever happens. */
  absoluteMs: 12 * HOUR,
  /** A session's last-seen time is written at most this often (a write per request is waste). */
  touchEveryMs: MINUTE,
  /** TOTP: RFC 6238's 30-second step, six digits, one step either side accepted. */
  totpPeriodSeconds: 30,
  totpWindowSteps: 1,
  recoveryCodes: 10,
  /** Unknown addresses' failures are counted in memory (no row to hold them): at most this many. */
  unknownEmailsTracked: 10_000,
} as const;

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Corvane Staff';

/** The one answer to a failed password: unknown email, wrong password, disabled, no password. */
export const WRONG_SIGN_IN = 'Incorrect email or password.';

export const lockedOut = (minutes: number) =>
  `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** The console's page a set-password link opens; the token rides in the fragment (never logged). */
export const SET_PASSWORD_PATH = '/staff/set-password';
