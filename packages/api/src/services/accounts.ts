import { MESSAGES, type RegisterData } from '@corvane/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { MailMessage } from '../outbox/message';
import type { MailQueue } from '../outbox/queue';
import { ServiceError } from './errors';
import { passwordResetMail, verificationMail } from '../mails/account-codes';
import type { OtpCodes } from './otp';
import { otpRefusal } from './otp';
import type { Passwords } from './passwords';
import type { Tokens } from './tokens';

export interface AccountsDeps {
  db: Db;
  otp: OtpCodes;
  tokens: Tokens;
  passwords: Passwords;
  outbox: MailQueue;
  log: FastifyBaseLogger;
  now: () => number;
}

/** The refusals of the account calls, also the examples of the API's document. */
export const ACCOUNT_REFUSALS = {
  exists: 'An account with this email already exists. Please sign in.',
  wrongCredentials: 'Incorrect email or password.',
  // "not verified": the site switches to its OTP step on this wording.
  notVerified: 'Your email is not verified. We have sent a new code to your email.',
  /** The profile without a valid sign-in. */
  signInAgain: [
    'Please sign in to see your profile.',
    'Your session has expired. Please sign in again.',
    'Your session is not valid. Please sign in again.',
  ],
} as const;

const normalise = (email: string) => email.trim().toLowerCase();

/** Sign-up, verification, sign-in, password reset and the profile. */
export class Accounts {
  constructor(private readonly d: AccountsDeps) {}

  private async findUser(email: string) {
    const [user] = await this.d.db
      .select()
      .from(users)
      .where(eq(users.email, normalise(email)));
    return user;
  }

  /**
   * A new code and its mail, committed together; the mail goes out in the background, so no
   * answer waits for the mail server or tells by its timing whether an account exists.
   */
  private async issueAndMail(
    tx: Db,
    userId: string,
    purpose: 'verify' | 'reset',
    mail: (code: string) => MailMessage,
  ): Promise<void> {
    const code = await this.d.otp.issue(userId, purpose, tx);
    await this.d.outbox.add(tx, mail(code));
  }

  /** The same in a transaction of its own, then the worker is told. */
  private async sendCode(
    userId: string,
    purpose: 'verify' | 'reset',
    mail: (code: string) => MailMessage,
  ): Promise<void> {
    await this.d.db.transaction((tx) => this.issueAndMail(tx, userId, purpose, mail));
    this.d.outbox.wake();
  }

  async register(data: RegisterData): Promise<string> {
    const email = normalise(data.email);
    const exists = () => new ServiceError(409, ACCOUNT_REFUSALS.exists);
    if (await this.findUser(email)) throw exists();
    const passwordHash = await this.d.passwords.hash(data.password);
    // The account, its code and the code's mail commit together.
    await this.d.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: data.firstName,
          lastName: data.lastName,
          countryCode: data.countryCode,
          phoneNo: data.PhoneNo,
          country: data.country,
          passwordChangedAt: new Date(this.d.now()),
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      const user = inserted[0];
      if (!user) throw exists(); // registered by a parallel request
      await this.issueAndMail(tx, user.id, 'verify', (code) =>
        verificationMail(email, data.firstName, code),
      );
    });
    this.d.outbox.wake();
    return 'Registration successful. We have sent a 6-digit code to your email: enter it to verify your account.';
  }

  async verifyEmail(email: string, otp: string): Promise<string> {
    const user = await this.findUser(email);
    const result = user
      ? await this.d.otp.check(user.id, 'verify', otp)
      : ({ ok: false, reason: 'missing' } as const);
    if (!result.ok) throw new ServiceError(400, otpRefusal(result));
    await this.d.db.update(users).set({ isVerified: true }).where(eq(users.id, user!.id));
    return 'Email verified successfully. You can now sign in.';
  }

  /** Same answer whether or not the email has an account waiting for its code. */
  async resendVerification(email: string): Promise<string> {
    const user = await this.findUser(email);
    if (user && !user.isVerified) {
      await this.sendCode(user.id, 'verify', (code) =>
        verificationMail(user.email, user.firstName, code),
      );
    }
    return 'If this email has an account waiting for verification, we have sent it a new code.';
  }

  async login(email: string, password: string): Promise<{ token: string; msg: string }> {
    const user = await this.findUser(email);
    const stored = user?.passwordHash ?? (await this.d.passwords.hashForMissingUser());
    const { matches, needsRehash } = await this.d.passwords.check(password, stored);
    if (!user || !matches) throw new ServiceError(401, ACCOUNT_REFUSALS.wrongCredentials);
    if (needsRehash) await this.rehash(user.id, stored, password);
    if (!user.isVerified) {
      await this.sendCode(user.id, 'verify', (code) =>
        verificationMail(user.email, user.firstName, code),
      );
      throw new ServiceError(403, ACCOUNT_REFUSALS.notVerified);
    }
    const token = await this.d.tokens.sign(user.id, user.sessionVersion);
    return { token, msg: MESSAGES.loginSuccessful };
  }

  /**
   * Replaces a hash made with older settings, now that the password is known. Only if it is
   * still the same hash (a reset in between wins); a failure leaves the old one, which works.
   */
  private async rehash(userId: string, stored: string, password: string): Promise<void> {
    try {
      await this.d.db
        .update(users)
        .set({ passwordHash: await this.d.passwords.hash(password) })
        .where(and(eq(users.id, userId), eq(users.passwordHash, stored)));
    } catch (error) {
      this.d.log.error({ err: error }, 'Could not store a new hash of a password');
    }
  }

  async forgotPassword(email: string): Promise<string> {
    const user = await this.findUser(email);
    if (user) {
      await this.sendCode(user.id, 'reset', (code) =>
        passwordResetMail(user.email, user.firstName, code),
      );
    }
    return 'If an account exists for this email, we have sent it a code to reset your password.';
  }

  async resetPassword(email: string, otp: string, newPassword: string): Promise<string> {
    const user = await this.findUser(email);
    const result = user
      ? await this.d.otp.check(user.id, 'reset', otp)
      : ({ ok: false, reason: 'missing' } as const);
    if (!result.ok) throw new ServiceError(400, otpRefusal(result));
    // The code came by mail, so it also proves the address: the account counts as verified.
    await this.d.db
      .update(users)
      .set({
        passwordHash: await this.d.passwords.hash(newPassword),
        passwordChangedAt: new Date(this.d.now()),
        sessionVersion: sql`${users.sessionVersion} + 1`,
        isVerified: true,
      })
      .where(eq(users.id, user!.id));
    return 'Your password has been reset. You can now sign in with your new password.';
  }

  async profile(authorization: string | undefined) {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    const [signIn, expired, invalid] = ACCOUNT_REFUSALS.signInAgain;
    if (!token) throw new ServiceError(401, signIn);
    const check = await this.d.tokens.verify(token);
    if (!check.ok) throw new ServiceError(401, check.reason === 'expired' ? expired : invalid);
    const [user] = await this.d.db.select().from(users).where(eq(users.id, check.userId));
    // A token from before the last password reset no longer counts.
    if (!user || check.sessionVersion !== user.sessionVersion) {
      throw new ServiceError(401, invalid);
    }
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      countryCode: user.countryCode,
      PhoneNo: user.phoneNo,
      country: user.country,
      isVerified: user.isVerified,
    };
  }
}
