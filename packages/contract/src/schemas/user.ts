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
    countryCode: countryCodeField.describe(
      'The calling code: "44", "+44" or a phone-code option such as "United Kingdom (+44)".',
    ),
    PhoneNo: phoneDigitsField.describe('The phone number, digits only.'),
    country: countryField.describe('A country of the list, in any letter case.'),
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
  })
  .meta({ id: 'RegisterRequest', description: 'A new account: sign-up sends it a 6-digit code.' });

export const verifyOtpRequestSchema = z
  .object({ email: emailField, otp: otpField })
  .meta({ id: 'VerifyOtpRequest' });

export const emailOnlyRequestSchema = z.object({ email: emailField }).meta({ id: 'EmailRequest' });
export const resendOtpRequestSchema = emailOnlyRequestSchema;
export const forgotPasswordRequestSchema = emailOnlyRequestSchema;

export const loginRequestSchema = z
  .object({
    email: emailField,
    // Sign-in checks the stored hash only: the policy applies when a password is chosen.
    password: z
      .string({ error: 'Password is required.' })
      .min(1, 'Password is required.')
      .max(128, 'Password must be at most 128 characters.'),
  })
  .meta({ id: 'LoginRequest' });

export const resetPasswordRequestSchema = z
  .object({ email: emailField, otp: otpField, newPassword: newPasswordField })
  .meta({ id: 'ResetPasswordRequest' });

// Responses: what our server sends (the serializer drops any field not named here).

/** Every auth call but login and profile answers a message for the site to show. */
export const msgResponseSchema = z
  .object({ msg: z.string().describe('The text to show.') })
  .meta({ id: 'MsgResponse' });

export const loginResponseSchema = z
  .object({
    token: z
      .string()
      .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'A sign-in token is a JWT.')
      .describe('The sign-in token (a JWT), sent back as `Authorization: Bearer <token>`.'),
    msg: z.string(),
  })
  .meta({ id: 'LoginResponse' });

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z
    .string()
    .describe('The calling code\'s digits, e.g. "44"; the profile page shows "+44 7700900123".'),
  PhoneNo: z.string(),
  country: z.string(),
  isVerified: z.boolean().describe('Whether the email was verified with its code.'),
});

/** The signed-in user's profile, with a message. */
export const profileResponseSchema = profileSchema
  .extend({ msg: z.string() })
  .meta({ id: 'ProfileResponse' });

/** A registration as the server reads it: trimmed, calling code digits, canonical country. */
export type RegisterData = z.output<typeof registerRequestSchema>;
