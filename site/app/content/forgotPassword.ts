/** The words of the forgot-password screen (spec 2.14). */
export const forgotCopy = {
  heading: 'Request a reset code',
  email: 'Email',
  emailHint: 'The email of your account. We send the code there.',
  submit: 'Send OTP',
  back: 'Back to sign in',
} as const;
