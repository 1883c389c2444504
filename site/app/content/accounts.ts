/** The words of the sign-in, register, verify and password screens (spec 2.12-2.14). */
export const authCopy = {
  toggleLabel: 'Sign in or register',
  login: 'Login',
  register: 'Register',
  headings: {
    signin: 'Sign in to your account',
    register: 'Create your account',
    otp: 'Verify your email',
  },
  email: 'Email',
  retypeEmail: 'Retype email',
  password: 'Password',
  retypePassword: 'Retype password',
  firstName: 'First name',
  lastName: 'Last name',
  country: 'Country',
  countryPlaceholder: 'Select your country',
  phone: 'Phone number',
  phoneCode: 'Phone code',
  phoneCodePlaceholder: 'Code',
  caseSensitive: 'Passwords are case sensitive.',
  forgotPassword: 'Forgot Password?',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  processing: 'Processing...',
  showPassword: 'Show password',
  noAccount: 'New to Corvane?',
  haveAccount: 'Already registered?',
  backToSignIn: 'Back to sign in',
} as const;

export const forgotCopy = {
  heading: 'Request a reset code',
  email: 'Email',
  emailHint: 'The email of your account. We send the code there.',
  submit: 'Send OTP',
  back: 'Back to sign in',
} as const;

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
