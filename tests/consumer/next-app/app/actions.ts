'use server';

// Server functions for the OTP form: a server component passes them to OtpForm as its
// `onSubmit` and `onResend` props, the one way a function crosses into a client component.
export async function verifyCode(code: string): Promise<string> {
  if (code !== '123456') throw new Error('That code is not right.');
  return 'Your email is verified.';
}

export async function resendCode(): Promise<string> {
  return 'We sent a new code.';
}
