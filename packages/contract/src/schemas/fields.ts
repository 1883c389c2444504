import { z } from 'zod';
import { parseCallingCode, findCountry } from '../countries';
import { passwordProblem } from '../password';

/**
 * Control characters no form field may hold: C0 other than tab and newline, DEL, and C1.
 * PostgreSQL refuses NUL in text, and none of them can be typed into a form.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** CR LF (what a browser's form post sends) and a lone CR become a newline: cleaned, not refused. */
export const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n');

/**
 * Any text field: line breaks cleaned to "\n", then trimmed; any control character other than
 * tab and newline is refused with "<label> contains characters that are not allowed."
 * (the text only says "characters": a visitor cannot type them, a script or a paste can).
 */
export function plainText(label: string, requiredMessage = `${label} is required.`) {
  return z
    .string({ error: requiredMessage })
    .overwrite(normaliseLineBreaks)
    .trim()
    .refine((value) => !FORBIDDEN_CONTROL.test(value), {
      message: `${label} contains characters that are not allowed.`,
      abort: true,
    });
}

/** A required string, trimmed, with messages that read well in the site's red error text. */
export function requiredText(
  label: string,
  max: number,
  requiredMessage = `${label} is required.`,
) {
  return plainText(label, requiredMessage)
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters.`);
}

export const emailField = requiredText('Email', 254).pipe(
  z.email({ error: 'Enter a valid email address.' }),
);

/** A new password: the policy of spec section 5 (not trimmed: spaces are refused instead). */
export const newPasswordField = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A six-digit one-time code. */
export const otpField = requiredText('OTP', 20, 'OTP is required.').regex(
  /^\d{6}$/,
  'Enter the 6-digit code from your email.',
);

/** The calling code's digits, from "44", "+44" or "United Kingdom (+44)". */
export const countryCodeField = requiredText('Phone code', 80).transform((value, ctx) => {
  const digits = parseCallingCode(value);
  if (!digits) {
    ctx.addIssue({ code: 'custom', message: 'Choose a phone code from the list.' });
    return z.NEVER;
  }
  return digits;
});

/** A country of the list, answered with its canonical name. */
export const countryField = requiredText('Country', 80).transform((value, ctx) => {
  const country = findCountry(value);
  if (!country) {
    ctx.addIssue({ code: 'custom', message: 'Choose a country from the list.' });
    return z.NEVER;
  }
  return country.name;
});

/** The register form's phone number: digits only (the site strips everything else). */
export const phoneDigitsField = requiredText('Phone number', 20).superRefine((value, ctx) => {
  if (!/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'Phone number must contain digits only.' });
  } else if (value.length < 4 || value.length > 15) {
    ctx.addIssue({ code: 'custom', message: 'Phone number must have 4 to 15 digits.' });
  }
});

/** The application form's phone: a tel input, so allow +, spaces, dashes and brackets. */
export const phoneField = requiredText('Phone', 30).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 5,
  'Enter a valid phone number.',
);
