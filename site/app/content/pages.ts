/**
 * Title, meta description, main heading and one-line purpose of each fixed page.
 * Route modules read their entry here, so every page's wording sits in one table.
 */
export interface PageCopy {
  /** The page's path in lower case: its canonical URL and sitemap entry. */
  path: string;
  /** The document title, before " | Corvane". */
  title: string;
  description: string;
  heading: string;
  intro: string;
}

export const pages = {
  home: {
    path: '/',
    title: 'IT services and staffing since 2008',
    description:
      'Corvane builds, secures and staffs technology for businesses worldwide: software, AI, cyber security, cloud, QA and skilled people, since 2008.',
    heading: 'Technology and talent that move your business forward',
    intro:
      'Founded in the UK in 2008 and now global, Corvane brings 15+ years of engineering and staffing experience to every client.',
  },
  loginSignup: {
    path: '/loginsignup',
    title: 'Sign in or register',
    description:
      'Sign in to your Corvane account, or create one to apply for roles and follow your applications.',
    heading: 'Sign in or create an account',
    intro:
      'Sign in with your email and password, or register and confirm your email with a one-time code.',
  },
  forgotPassword: {
    path: '/forgot-password',
    title: 'Forgot password',
    description: 'Request a one-time code to reset the password of your Corvane account.',
    heading: 'Forgot your password?',
    intro:
      'Enter the email of your account and we will send you a one-time code to reset your password.',
  },
  resetPassword: {
    path: '/reset-password',
    title: 'Reset password',
    description:
      'Choose a new password for your Corvane account with the one-time code we sent you.',
    heading: 'Reset your password',
    intro:
      'Enter your email, the one-time code from our message and the new password you want to use.',
  },
  profile: {
    path: '/profile',
    title: 'Your profile',
    description: 'The details of your Corvane account.',
    heading: 'Your profile',
    intro: 'Your name, contact details, country and whether your email is verified.',
  },
  careers: {
    path: '/careers',
    title: 'Careers',
    description:
      'Open roles at Corvane and with our clients: browse the listings and apply with your resume.',
    heading: 'Join Our Innovation Journey',
    intro:
      'Browse our open roles, read the details of each and apply with your resume in a few minutes.',
  },
} satisfies Record<string, PageCopy>;

export const legalCopy = {
  terms: {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms that apply when you use the Corvane website and its services.',
    heading: 'Terms of Service',
    intro: 'The rules for using our website, your account and the services we offer through them.',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What personal data Corvane collects through its website, why, and your rights over it.',
    heading: 'Privacy Policy',
    intro: 'What we collect when you use our website, how we use and protect it, and your rights.',
  },
} satisfies Record<string, PageCopy>;

/** The pages the links in newsletter mails open: each says what the link did. */
export const newsletterLinkCopy = {
  confirm: {
    path: '/newsletter/confirm',
    title: 'Confirm your newsletter subscription',
    description:
      'Confirm your subscription to the Corvane newsletter with the link from our confirmation email.',
    heading: 'Newsletter subscription',
    intro: 'News, events and open roles from Corvane, once a month, only if you ask for them.',
    working: 'Confirming your subscription…',
  },
  unsubscribe: {
    path: '/newsletter/unsubscribe',
    title: 'Unsubscribe from the newsletter',
    description:
      'Stop receiving the Corvane newsletter: the unsubscribe link in any of our emails works with one click.',
    heading: 'Unsubscribe from the newsletter',
    intro: 'One click from any of our emails is all it takes. You do not need an account.',
    working: 'Unsubscribing you…',
  },
} satisfies Record<string, PageCopy & { working: string }>;

/** Shown when a newsletter page is opened without the code its link carries. */
export const NEWSLETTER_LINK_WITHOUT_TOKEN =
  'This link is missing its code. Please open the link from the email exactly as it was sent.';
