/** The legal page's documents (spec 2.20). The text is Corvane's own. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** Open when the page loads. */
  open?: boolean;
}

export interface LegalDocument {
  kind: 'terms' | 'privacy';
  path: '/terms' | '/privacy';
  lastUpdated: string;
  sections: LegalSection[];
}

export const LEGAL_LAST_UPDATED = 'March 15, 2025';

export const terms: LegalDocument = {
  kind: 'terms',
  path: '/terms',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'overview',
      title: 'Overview',
      open: true,
      paragraphs: [
        'These Terms of Service govern your use of the Corvane website, the accounts you create on it and the services we provide through it, including job applications and enquiries.',
        'By using the site you accept these terms. If you do not agree with them, please do not use the site. We may update the terms from time to time; the date above shows when they last changed, and continued use after a change means you accept the new version.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility & Account',
      paragraphs: [
        'You must be at least 18 years old to create an account, or have the consent of a parent or legal guardian who agrees to these terms on your behalf.',
        'You are responsible for the accuracy of the details you give us and for keeping your password secret. Sign-in credentials are case sensitive. Tell us at once if you believe someone else has used your account.',
        'We may suspend or close an account that breaks these terms or puts other users or our systems at risk.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      open: true,
      paragraphs: [
        'The text, graphics, logos, illustrations and software of this site belong to Corvane or its licensors and are protected by copyright and trade mark law.',
        'You may view and print pages for your own, non-commercial use. You may not copy, adapt, republish or sell any part of the site without our written permission.',
        'Documents you upload, such as a resume, remain yours. You give us the right to store and use them only to consider your application and to contact you about it.',
      ],
    },
    {
      id: 'user-conduct',
      title: 'User Conduct',
      paragraphs: [
        'Use the site lawfully and honestly. Do not submit false information, impersonate anyone, upload files that contain malware, or try to reach parts of our systems you are not authorised to use.',
        'Do not scrape the site in bulk, overload it with automated requests, or interfere with other visitors’ use of it.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      paragraphs: [
        'We work to keep the site accurate and available, but we provide it “as is” and do not promise that it will always be error-free or uninterrupted.',
        'To the extent the law allows, Corvane is not liable for indirect or consequential loss arising from your use of the site. Nothing in these terms limits liability that cannot be limited by law, such as for death or personal injury caused by negligence, or for fraud.',
        'These terms are governed by the laws of England and Wales.',
      ],
    },
  ],
};

export const privacy: LegalDocument = {
  kind: 'privacy',
  path: '/privacy',
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: 'data-collection',
      title: 'Data Collection',
      open: true,
      paragraphs: [
        'We collect the details you give us: your name, email, phone number and country when you register; your resume, visa status and cover letter when you apply for a role; and your message when you contact us.',
        'We also record basic technical data, such as your browser type and the pages you visit, and, only if you accept them, analytics cookies. The Cookie Statement lists every cookie we use.',
        'If you accept analytics cookies, our own server records, for each page you view: its address without any query, the name of the site you came from, your screen’s width class, your browser’s language, and how fast the page loaded and responded (its Core Web Vitals, with the page element behind a slow one). We do not record your IP address or store anything in your browser for this, and no third party receives it.',
      ],
    },
    {
      id: 'use',
      title: 'How We Use Your Information',
      paragraphs: [
        'We use your details to run your account, to verify your email with one-time codes, to consider your job applications and to answer your enquiries.',
        'We use technical data to keep the site secure and working well. We do not sell your personal data, and we do not use it for automated decisions about you.',
        'We use analytics measurements, only with your consent, to learn which pages and services visitors read and which pages are slow, and to make them faster. We count visitors with a key that changes every day and is never stored, so no measurement can be linked to you or to your other visits.',
      ],
    },
    {
      id: 'sharing',
      title: 'Information Sharing',
      paragraphs: [
        'With your application, we may share your resume and contact details with the client whose role you applied for. We share data with service providers, such as our email and hosting providers, only as far as they need it to work for us, under contract.',
        'We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      id: 'security',
      title: 'Data Security',
      paragraphs: [
        'Passwords are stored only as salted, memory-hard hashes, and traffic to the site is encrypted. Uploaded resumes are kept outside any public folder; only our recruiting staff can open them, and each time is recorded.',
        'We keep each job application, with its resume and our notes on it, for 180 days after we receive it, then delete it automatically. You can ask us at any time to delete everything we hold about you sooner, or to send you a copy of it.',
        'We keep analytics measurements for 13 months (390 days), then delete them. You can withdraw your consent at any time under Managing Cookies in the Cookie Statement; measuring stops at once.',
      ],
    },
    {
      id: 'rights',
      title: 'Your Rights',
      paragraphs: [
        'You may ask for a copy of the data we hold about you, ask us to correct or delete it, object to how we use it, or ask us to move it to another provider.',
        'To use any of these rights, contact our support team. If you are unhappy with our answer, you may complain to the Information Commissioner’s Office or the data protection authority where you live.',
      ],
    },
  ],
};

export const legalDocuments = { terms, privacy } as const;

/** The document a path shows: privacy if the path mentions it, otherwise terms (spec 2.20). */
export function legalDocumentFor(pathname: string): LegalDocument {
  return pathname.toLowerCase().includes('privacy') ? privacy : terms;
}
