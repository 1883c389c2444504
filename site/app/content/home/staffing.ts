/** Staffing Solutions (spec 2.7): 4 approach cards, 6 challenge/solution cards, the HSE wheel. */
export interface ApproachCard {
  id: string;
  title: string;
  description: string;
}

export interface ChallengeCard {
  id: string;
  challenge: string;
  solution: string;
}

export interface HseItem {
  id: string;
  title: string;
  description: string;
}

export const staffingIntro = {
  eyebrow: 'Staffing Solutions',
  heading: 'Staffing Revolutionized',
  intro:
    'Skilled people, matched to your work and ready to contribute, with time-to-hire reduced by up to 62%.',
};

export const approachCards: ApproachCard[] = [
  {
    id: 'talent-pool',
    title: 'A vetted talent pool',
    description:
      'Engineers, testers and analysts we have interviewed, assessed and often worked with before.',
  },
  {
    id: 'skills-match',
    title: 'Matching on skills, not keywords',
    description:
      'Technical assessments and structured interviews find the person who can do the job, not just describe it.',
  },
  {
    id: 'flexible-models',
    title: 'Flexible engagement',
    description:
      'Contract, contract-to-hire or permanent; one specialist or a whole team, scaled as your needs change.',
  },
  {
    id: 'aftercare',
    title: 'Care after placement',
    description:
      'Regular check-ins with both sides, so small problems are solved before they become departures.',
  },
];

export const challengeCards: ChallengeCard[] = [
  {
    id: 'slow-hiring',
    challenge: 'Hiring takes months while projects wait.',
    solution: 'Shortlists from our pre-vetted pool within days, not weeks.',
  },
  {
    id: 'skills-gap',
    challenge: 'Niche skills are hard to find at all.',
    solution: 'Specialist recruiters for SAP, Oracle, SAS, cloud and security roles.',
  },
  {
    id: 'bad-fit',
    challenge: 'A new hire looks right on paper but does not fit.',
    solution: 'Practical assessments and a conversation about your team, not just the role.',
  },
  {
    id: 'turnover',
    challenge: 'Good contractors leave halfway through.',
    solution: 'Fair rates, career support and aftercare that keep people engaged to the end.',
  },
  {
    id: 'compliance',
    challenge: 'Right-to-work, visas and contracts eat up time.',
    solution: 'We handle checks, paperwork and payroll in every country we work in.',
  },
  {
    id: 'scaling',
    challenge: 'Demand rises and falls with each project.',
    solution: 'Scale a team up or down with notice periods that match your plans.',
  },
];

export const hseIntro = {
  heading: 'Our HSE commitment',
  intro:
    'Health, safety and the environment come first in every workplace our people join, on site or remote.',
};

/** Spec 9: six items; the wheel's radius is 120 px below 550 px wide, else 180 px. */
export const hseItems: HseItem[] = [
  {
    id: 'health',
    title: 'Health',
    description: 'Ergonomic assessments and wellbeing support for every placed professional.',
  },
  {
    id: 'safety',
    title: 'Safety',
    description: 'Site inductions and safety briefings before anyone starts work on a client site.',
  },
  {
    id: 'environment',
    title: 'Environment',
    description: 'Remote-first delivery and low-carbon travel to cut the footprint of our work.',
  },
  {
    id: 'training',
    title: 'Training',
    description: 'Yearly refresher training on safe working, data protection and security.',
  },
  {
    id: 'reporting',
    title: 'Reporting',
    description: 'A no-blame line for raising concerns, answered within one working day.',
  },
  {
    id: 'compliance',
    title: 'Compliance',
    description: 'Practices aligned with ISO 45001 and ISO 14001, reviewed every year.',
  },
];
