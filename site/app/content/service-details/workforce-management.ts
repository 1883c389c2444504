import type { ServiceDetail } from './types';

export const workforceManagement: ServiceDetail = {
  intro:
    'We find, place and manage the skilled people your projects need, as contractors, permanent hires or a fully managed team.',
  imageAlt:
    'A team of people linked to a project board, with a calendar of start dates and a chart of hours planned against delivered.',
  overview: [
    'Projects succeed or fail on people. Finding the right skills at the right time, and keeping them engaged, is one of the hardest parts of running technology and operations teams.',
    'Since 2008 we have placed thousands of professionals with clients around the world. Our recruiters know the technologies and the markets, and they vet every candidate before you meet them.',
    'Beyond recruitment, we manage contingent workforces end to end: onboarding, compliance, timesheets, payroll and performance, so you can focus on the work itself.',
  ],
  whatWeDo: [
    {
      title: 'Contract staffing',
      text: 'Skilled contractors ready to start quickly for projects of any length.',
    },
    {
      title: 'Permanent recruitment',
      text: 'Search and selection for hard-to-fill technical and leadership roles.',
    },
    {
      title: 'Managed teams',
      text: 'Complete teams that we recruit, lead and manage to agreed outcomes.',
    },
    {
      title: 'Workforce administration',
      text: 'Onboarding, compliance checks, timesheets and payroll handled for you.',
    },
  ],
  challengesIntro:
    'The people problems that slow projects down, and how our workforce services solve them.',
  challenges: [
    {
      title: 'Slow hiring',
      challenge: 'Vacancies stay open for months while projects wait.',
      solution: 'Pre-vetted talent pools that cut time-to-hire by up to 62%.',
    },
    {
      title: 'Skills shortages',
      challenge: 'Specialist skills are scarce in local markets.',
      solution: 'Global reach with delivery centres and talent networks on several continents.',
    },
    {
      title: 'Compliance risk',
      challenge: 'Employment, tax and right-to-work rules differ by country.',
      solution: 'Compliance checks and contracts managed by our specialists in each market.',
    },
    {
      title: 'Fluctuating demand',
      challenge: 'Workloads rise and fall faster than permanent headcount can follow.',
      solution: 'Flexible capacity that scales up and down with notice periods to match.',
    },
    {
      title: 'Poor retention',
      challenge: 'Good people leave mid-project and knowledge leaves with them.',
      solution: 'Engagement, career support and handover planning for every placement.',
    },
    {
      title: 'Administrative burden',
      challenge: 'Managing many contractors swamps managers with paperwork.',
      solution: 'One partner for onboarding, timesheets, invoicing and reporting.',
    },
  ],
  differentiators: [
    {
      title: 'Technical recruiters',
      text: 'Recruiters who understand the roles they fill and screen for real skills.',
    },
    {
      title: 'Global reach',
      text: 'Talent networks in the UK, USA, Canada, Australia and India.',
    },
    {
      title: 'Quality guarantee',
      text: 'A replacement at no extra cost if a placement does not work out.',
    },
    {
      title: 'Fully managed option',
      text: 'From one contractor to a complete managed team under one contract.',
    },
  ],
  approaches: [
    'We start by understanding the work: the skills, the team and the culture a new person will join, and what success looks like in the first months.',
    'Our recruiters then search our networks and the wider market, assess each candidate technically and present a short list of people ready to interview.',
    'Once someone starts, we handle onboarding and administration and stay in touch with both the professional and the hiring manager to resolve issues early.',
    'For larger programmes we plan capacity with you quarter by quarter, so the right people are ready before the work arrives rather than after it.',
  ],
};
