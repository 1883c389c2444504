/** The words of the careers page (spec 2.11) besides its title and heading (content/pages.ts). */
export const careersCopy = {
  listHeading: 'Open positions',
  apply: 'Apply Now',
  details: 'Details',
  location: 'Location',
  salary: 'Salary',
  contactHeading: 'Don’t see the right role?',
  contactText:
    'Tell us what you do best. We place engineers, analysts and testers with clients around the world all year round.',
  contact: 'Contact Us',
} as const;
