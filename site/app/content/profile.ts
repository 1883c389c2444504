// The profile screen's words (spec 2.15): its own file, so the profile page does not bundle the
// sign-in and password forms' copy.
export const profileCopy = {
  heading: 'Account details',
  loading: 'Loading your profile...',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  status: 'Email status',
  verified: 'Verified',
  notVerified: 'Not Verified',
  /** In place of a detail the server's reply did not carry. */
  notProvided: 'Not provided',
  signInPrompt: 'Sign in to see your profile',
} as const;
