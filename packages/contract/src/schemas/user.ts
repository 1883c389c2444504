import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  countryCodeField,
  countryField,
  emailField,
  newPasswordField,
  otpField,
  phoneDigitsField,
  requiredText,
} from './fields';

function bothStrings(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[a] === 'string' && typeof record[b] === 'string';
}

// Requests. Unknown fields are dropped (zod's default for objects).

export const registerRequestSchema = z
  .object({
    email: emailField,
    retypeEmail: requiredText('Retype email', 254, 'Please retype your email.'),
    password: newPasswordField,
    retypePassword: z
      .string({ error: 'Please retype your password.' })
      .min(1, 'Please retype your password.'),
    firstName: requiredText('First name', 50),
    lastName: requiredText('Last name', 50),
    countryCode: countryCodeField,
    PhoneNo: phoneDigitsField,
    country: countryField,
  })
  // `when`: compare even while other fields are still wrong, so every problem shows at once.
  .refine((body) => body.email.toLowerCase() === body.retypeEmail.toLowerCase(), {
    path: ['retypeEmail'],
    message: MESSAGES.emailsDoNotMatch,
    when: ({ value }) => bothStrings(value, 'email', 'retypeEmail'),
  })
  .refine((body) => body.password === body.retypePassword, {
    path: ['retypePassword'],
    message: MESSAGES.passwordsDoNotMatch,
    when: ({ value }) => bothStrings(value, 'password', 'retypePassword'),
  });

export const verifyOtpRequestSchema = z.object({ email: emailField, otp: otpField });

export const emailOnlyRequestSchema = z.object({ email: emailField });
export const resendOtpRequestSchema = emailOnlyRequestSchema;
export const forgotPasswordRequestSchema = emailOnlyRequestSchema;

export const loginRequestSchema = z.object({
  email: emailField,
  // Sign-in checks the stored hash only: the policy applies when a password is chosen.
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(128, 'Password must be at most 128 characters.'),
});

export const resetPasswordRequestSchema = z.object({
  email: emailField,
  otp: otpField,
  newPassword: newPasswordField,
});

// Responses.

/** Every auth call but login and profile answers a message for the site to show. */
export const msgResponseSchema = z.object({ msg: z.string() });

export const loginResponseSchema = z.object({ token: z.string().min(1), msg: z.string() });

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The calling code's digits, e.g. "44"; the profile page shows "+44 7700900123". */
  countryCode: z.string(),
  PhoneNo: z.string(),
  country: z.string(),
  isVerified: z.boolean(),
});

/** A registration as the server reads it: trimmed, calling code digits, canonical country. */
export type RegisterData = z.output<typeof registerRequestSchema>;
