/** Texts of spec section 8 that the site shows, and the defaults each call falls back to. */
export const MESSAGES = {
  operationFailed: 'Operation failed',
  requestFailed: 'Request failed',
  resetFailed: 'Reset failed',
  loginSuccessful: 'Login successful',
  enterOtp: 'Please enter the OTP sent to your email',
  emailsDoNotMatch: 'Emails do not match',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordLength: 'Password must be 8-18 characters long.',
  passwordCharacters: 'Password must contain uppercase, lowercase, number, and special character.',
  jobsLoading: 'Loading job listings...',
  jobsEmpty: 'No job listings available at the moment.',
  jobsFailed: 'Failed to fetch job listings',
  applicationFailed: 'Application submission failed',
  applicationNetworkFailed: 'Failed to submit application. Please try again.',
  applicationSubmitted: 'Application submitted successfully!',
  applicationThanks: "Thank you for your interest. We'll be in touch soon.",
  contactFailed: 'Failed to send message. Please try again.',
  contactSent: "Your message has been sent successfully. We'll respond soon!",
  profileFailed: 'Failed to fetch profile',
  newsletterSubscribed:
    'Thank you. A confirmation email is on its way: open the link in it to start your subscription.',
  newsletterFailed: 'Subscription failed. Please try again.',
  newsletterConfirmed:
    'Your subscription is confirmed. The next Corvane newsletter will reach you.',
  newsletterConfirmFailed:
    'We could not confirm your subscription just now. Please open the link again.',
  newsletterUnsubscribed:
    'You are unsubscribed. We will not send you the Corvane newsletter again.',
  newsletterUnsubscribeFailed: 'We could not unsubscribe you just now. Please open the link again.',
} as const;

/** What each call shows when the server gives no message (`http`) or cannot be reached (`network`). */
export const CALL_DEFAULTS = {
  register: { http: MESSAGES.operationFailed, network: MESSAGES.operationFailed },
  verifyOtp: { http: MESSAGES.operationFailed, network: MESSAGES.operationFailed },
  resendOtp: { http: MESSAGES.operationFailed, network: MESSAGES.operationFailed },
  login: { http: MESSAGES.operationFailed, network: MESSAGES.operationFailed },
  forgotPassword: { http: MESSAGES.requestFailed, network: MESSAGES.requestFailed },
  resetPassword: { http: MESSAGES.resetFailed, network: MESSAGES.resetFailed },
  profile: { http: MESSAGES.profileFailed, network: MESSAGES.profileFailed },
  listJobs: { http: MESSAGES.jobsFailed, network: MESSAGES.jobsFailed },
  submitApplication: {
    http: MESSAGES.applicationFailed,
    network: MESSAGES.applicationNetworkFailed,
  },
  sendContact: { http: MESSAGES.contactFailed, network: MESSAGES.contactFailed },
  subscribeNewsletter: { http: MESSAGES.newsletterFailed, network: MESSAGES.newsletterFailed },
  confirmNewsletter: {
    http: MESSAGES.newsletterConfirmFailed,
    network: MESSAGES.newsletterConfirmFailed,
  },
  unsubscribeNewsletter: {
    http: MESSAGES.newsletterUnsubscribeFailed,
    network: MESSAGES.newsletterUnsubscribeFailed,
  },
} as const;

export type CallName = keyof typeof CALL_DEFAULTS;

/**
 * True when a sign-in error means the email still needs its code: the site then shows the OTP
 * step instead of the error (spec section 4).
 */
export function isNotVerifiedMessage(message: string): boolean {
  return /not verified|must be verified|verify your email/i.test(message);
}
