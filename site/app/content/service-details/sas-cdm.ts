import type { ServiceDetail } from './types';

export const sasCdm: ServiceDetail = {
  intro:
    'We manage and program clinical trial data with SAS so your studies produce clean, traceable results that regulators accept.',
  imageAlt:
    'Stacked case report forms flowing into a dataset table, with a green check for validation.',
  overview: [
    'A clinical trial is only as good as its data. Every value must be complete, consistent and traceable from the patient visit to the final report submitted to regulators.',
    'Our clinical data managers and SAS programmers support sponsors and research organisations from database design through to submission-ready datasets, tables, listings and figures.',
  ],
  whatWeDo: [
    {
      title: 'Clinical data management',
      text: 'Case report form design, data validation plans, query management and database lock.',
    },
    {
      title: 'SAS programming',
      text: 'Validated programs for datasets, tables, listings and figures.',
    },
    {
      title: 'CDISC standards',
      text: 'SDTM and ADaM datasets with define.xml and reviewer guides.',
    },
    {
      title: 'Biostatistics support',
      text: 'Statistical analysis plans and analyses with our statistician partners.',
    },
  ],
  challengesIntro: 'What makes clinical data hard to get right, and how our team handles it.',
  challenges: [
    {
      title: 'Data inconsistencies',
      challenge: 'Errors and gaps from many sites slow down database lock.',
      solution: 'Automated edit checks and prompt, well-tracked query resolution.',
    },
    {
      title: 'Regulatory standards',
      challenge: 'Submissions must follow CDISC standards exactly.',
      solution: 'Experienced programmers and validated templates for SDTM and ADaM.',
    },
    {
      title: 'Tight timelines',
      challenge: 'Results are needed quickly after the last patient visit.',
      solution: 'Programming in parallel with data collection, ready when the data locks.',
    },
    {
      title: 'Traceability',
      challenge: 'Reviewers must follow every number back to its source.',
      solution: 'Documented derivations, version control and full audit trails.',
    },
    {
      title: 'Quality control',
      challenge: 'A single programming error can undermine the study.',
      solution: 'Independent double programming and a documented quality process.',
    },
    {
      title: 'Scaling resources',
      challenge: 'Study workloads peak and fall unpredictably.',
      solution: 'Flexible teams that scale with your portfolio.',
    },
  ],
  differentiators: [
    {
      title: 'Domain expertise',
      text: 'Programmers with years of experience in clinical research.',
    },
    {
      title: 'Validated processes',
      text: 'Standard operating procedures aligned with GCP and 21 CFR Part 11.',
    },
    {
      title: 'Standards mastery',
      text: 'Deep knowledge of CDISC and regulators’ submission requirements.',
    },
    {
      title: 'Flexible engagement',
      text: 'Full-service delivery or specialists who join your team.',
    },
  ],
  approaches: [
    'We begin by reviewing the protocol and agreeing data standards, timelines and quality measures with your study team.',
    'Databases, validation checks and programs are built and tested before first patient in, then maintained throughout the study.',
    'At database lock we deliver validated datasets and outputs, with the documentation reviewers need for submission.',
  ],
};
