import type { PageCopy } from './pages';

/** The cookie statement (spec 2.21). Read by the cookies route's loader only. */
export interface CookieCategory {
  id: 'essential' | 'functional' | 'analytics' | 'marketing';
  name: string;
  /** Whether the site needs it to work: set whatever the visitor chooses. */
  required: boolean;
  description: string;
  examples: string[];
}

export interface CookieStatement extends PageCopy {
  lastUpdated: string;
  /** ISO date of `lastUpdated`, for <time dateTime>. */
  lastUpdatedIso: string;
  overview: string[];
  categories: CookieCategory[];
  managing: string[];
  browserSettings: string;
  privacyEmail: string;
}

export const cookieStatement: CookieStatement = {
  path: '/cookies',
  title: 'Cookie Statement',
  description: 'Which cookies the Corvane website uses, what each is for, and how to manage them.',
  heading: 'Cookie Statement',
  intro:
    'Which cookies this site sets, what each category is for, and how you can manage or refuse them.',
  lastUpdated: 'March 23, 2025',
  lastUpdatedIso: '2025-03-23',
  overview: [
    'Cookies are small files a website stores in your browser. Similar technologies, such as your browser’s local storage, work the same way, and this statement covers them too; we call them all cookies here.',
    'We use essential cookies to make this site work: to remember your cookie choice and, when you sign in, to keep you signed in. We would also like to use functional, analytics and marketing cookies, but only if you accept them.',
    'You can accept or reject optional cookies in the banner when you first visit, and change your mind at any time under Managing Cookies on this page.',
  ],
  categories: [
    {
      id: 'essential',
      name: 'Essential cookies',
      required: true,
      description:
        'These make the site work and keep it secure. They cannot be switched off, and they are never used to track you.',
      examples: [
        'Your cookie choice, kept as “cookieChoice” in your browser’s local storage until you change it',
        'Your sign-in, kept as “token” until you sign out or the sign-in expires',
        'Protection of our forms against automated abuse',
      ],
    },
    {
      id: 'functional',
      name: 'Functional cookies',
      required: false,
      description:
        'These remember choices you make so the site is easier to use, and let us offer features such as maps.',
      examples: [
        'Remembering the details you have typed into a form if you leave the page',
        'Showing office locations on a map when you ask for directions',
        'Remembering the job listings you have already opened',
      ],
    },
    {
      id: 'analytics',
      name: 'Analytics cookies',
      required: false,
      description:
        'These tell us, in aggregate, how visitors use the site and how fast it is for them, so we can find what works and fix what does not. Only if you accept, the site measures each page you view and sends it to our own server, never to a third party. We store nothing in your browser for this, and no IP address, cookie or identifier: to count visitors, your address and browser are combined with a key that changes every day and is never stored, so no visit can be linked to another day. We keep these measurements for 13 months (390 days), to compare a month with the same month a year before, and then delete them. If you reject, or withdraw your acceptance under Managing Cookies, measuring stops at once and what was not yet sent is discarded.',
      examples: [
        'Which pages are visited: the page’s address without any query, your screen’s width class (phone, tablet, desktop or wide) and your browser’s language',
        'How visitors arrive: the name of the site a link was followed from, without its page address',
        'Pages that load or respond slowly: the Core Web Vitals of each page load (largest paint, response to your clicks and taps, layout shift, first paint and server response) and the page element behind a slow one',
      ],
    },
    {
      id: 'marketing',
      name: 'Marketing cookies',
      required: false,
      description:
        'These help us measure our campaigns and show relevant Corvane services and jobs on other websites.',
      examples: [
        'Measuring which campaigns bring visitors to the site',
        'Showing Corvane job adverts to people who visited our careers page',
        'Limiting how often you see the same advert',
      ],
    },
  ],
  managing: [
    'Your choice applies to this browser. If you use another browser or device, or clear your browser’s data, you will be asked again.',
    'If you reject optional cookies, the site still works fully: you can read every page, apply for jobs and sign in.',
  ],
  browserSettings:
    'You can also block or delete cookies in your browser’s settings. Blocking essential cookies may stop parts of the site, such as signing in, from working.',
  privacyEmail: 'privacy@corvane.example',
};
