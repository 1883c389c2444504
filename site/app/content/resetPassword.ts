/** The words of the reset-password screen (spec 2.14). */
export const resetCopy = {
  heading: 'Choose a new password',
  email: 'Email',
  otp: 'OTP',
  otpHint: 'The 6-digit code from our email.',
  newPassword: 'New password',
  newPasswordHint:
    '8 to 18 characters, with upper and lower case letters, a number and one of ! @ # $ % ^ & *.',
  showPassword: 'Show password',
  submit: 'Reset Password',
  requestCode: 'Need a code? Request one',
} as const;
