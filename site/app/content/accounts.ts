/**
 * The words of the sign-in, register and verify screen (spec 2.12-2.13), and of what the account
 * screens share. The password screens keep theirs beside them (forgotPassword.ts, resetPassword.ts).
 */
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
