import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test as base } from './test';
import { codeFromMail } from './mailbox';

/** A registration the server accepts; a fresh address each time. */
export function newAccount(firstName = 'Ann', lastName = 'Lee') {
  const tag = randomBytes(4).toString('hex');
  return {
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    password: 'Corvane#2025',
    firstName,
    lastName,
    country: 'United Kingdom',
    countryCode: 'United Kingdom (+44)',
    PhoneNo: '7700900123',
  };
}

export type Account = ReturnType<typeof newAccount>;

/**
 * Every test speaks for a client address of its own (the server trusts X-Forwarded-For in the
 * suite), so the per-IP rate limits stay on without tests using up each other's allowance.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, provide) => {
    const octet = () => 1 + Math.floor(Math.random() * 254);
    await provide({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
});
export { expect };

/** Registers through the API; verified unless told otherwise (its code read from the mail). */
export async function registerAccount(
  request: APIRequestContext,
  account: Account = newAccount(),
  { verify = true } = {},
): Promise<Account> {
  const { password, ...rest } = account;
  const res = await request.post('/api/user/register', {
    data: { ...rest, retypeEmail: account.email, password, retypePassword: password },
  });
  expect(res.status(), await res.text()).toBe(201);
  // Its code is in before anything else is counted: the outbox mails it a moment after the reply.
  const otp = await codeFromMail(account.email, 'verify');
  if (verify) {
    const verified = await request.post('/api/user/verify-otp', {
      data: { email: account.email, otp },
    });
    expect(verified.status()).toBe(200);
  }
  return account;
}

/** Signs in through the API and stores the token as the site does, before the page loads. */
export async function signInWithToken(page: Page, account: Account): Promise<void> {
  const res = await page.request.post('/api/user/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}
