import type { JobInput } from '@corvane/contract';

/** Seeded once, on the first start with an empty database; remove them with the jobs CLI. */
export const SAMPLE_JOBS: JobInput[] = [
  {
    title: 'Senior Full-Stack Engineer (TypeScript, React)',
    employmentType: 'Full-time',
    salaryRange: '£70,000 - £85,000 per year',
    location: 'Melton Mowbray, UK (hybrid, two days a week in the office)',
    overview:
      'Join the delivery team that builds customer portals and internal tools for our clients in retail and financial services. You will own features from the first conversation with the client to the release, working in a small squad with a designer, a tester and a delivery lead.',
    responsibilities: [
      'Design and build web applications in TypeScript with React on the front end and Node.js services behind them',
      'Turn client workshops into small, releasable increments and demo them every two weeks',
      'Write automated tests at the right level and keep the build green',
      'Review code and pair with mid-level engineers to raise the whole team’s craft',
      'Take part in the on-call rota for the systems your team runs (about one week in eight)',
    ],
    qualifications: [
      'Five or more years building production web applications, at least three of them with React',
      'Confident with relational databases, HTTP APIs and cloud hosting on AWS or Azure',
      'Comfortable explaining technical trade-offs to non-technical stakeholders',
      'Right to work in the United Kingdom',
    ],
  },
  {
    title: 'Cloud Infrastructure Consultant (AWS)',
    employmentType: 'Contract',
    salaryRange: '$85 - $105 per hour',
    location: 'Herndon, VA, USA (remote with occasional client visits)',
    overview:
      'A six-month contract, with a likely extension, to help a public-sector client move forty line-of-business applications from its own data centre to AWS. You will shape the landing zone, automate it, and coach the client’s operations team to run it after you leave.',
    responsibilities: [
      'Design the target accounts, networking and identity set-up with the client’s architects',
      'Express the infrastructure as code with Terraform and review every change through pull requests',
      'Plan and run migration waves, including rollback plans and cut-over weekends',
      'Document runbooks and hand them over in hands-on sessions',
    ],
    qualifications: [
      'AWS Solutions Architect Professional certification, or equivalent experience',
      'Three or more years writing Terraform for production environments',
      'Experience with US public-sector security controls (FedRAMP or NIST 800-53) is a strong plus',
      'Able to hold or obtain a Public Trust clearance',
    ],
  },
  {
    title: 'QA Automation Engineer',
    employmentType: 'Part-time',
    salaryRange: 'CA$45 - CA$55 per hour, 24 hours a week',
    location: 'Mississauga, ON, Canada (hybrid)',
    overview:
      'Our testing practice is growing, and we are looking for an automation engineer who prefers a shorter week. You will build and look after end-to-end and API test suites for two long-running client projects, three days a week.',
    responsibilities: [
      'Automate end-to-end journeys with Playwright and API checks with REST-based tooling',
      'Keep test suites fast and reliable, and fix flaky tests at their cause',
      'Add accessibility and performance checks to the continuous integration pipeline',
      'Report quality trends to the project leads every sprint',
    ],
    qualifications: [
      'Two or more years of test automation in JavaScript or TypeScript',
      'A methodical eye for edge cases and clear, reproducible bug reports',
      'Familiarity with WCAG 2.2 and assistive technologies is welcome',
    ],
  },
  {
    title: 'Salesforce Developer',
    employmentType: 'Freelance',
    salaryRange: '$60 - $80 per hour, by project',
    location: 'Remote (Americas or Europe time zones)',
    overview:
      'We bring in trusted freelancers when client demand peaks. Join our freelance bench to be offered Salesforce projects of four to twelve weeks, from custom objects and flows to integrations with ERP systems.',
    responsibilities: [
      'Build Apex classes, Lightning Web Components and flows to the agreed design',
      'Integrate Salesforce with client systems through REST and platform events',
      'Deliver with tests that meet the client’s coverage and review standards',
    ],
    qualifications: [
      'Salesforce Platform Developer I certification; Developer II is a plus',
      'A portfolio of at least three delivered Salesforce projects',
      'Your own equipment and a registered business or equivalent freelance status',
    ],
  },
  {
    title: 'Data Analytics Intern',
    employmentType: 'Internship',
    salaryRange: '₹35,000 per month stipend',
    location: 'Hyderabad, Telangana, India',
    overview:
      'A six-month paid internship in our business intelligence team. You will learn how client data becomes dashboards that managers use every day, with a mentor who reviews your work weekly and a real project to show at the end.',
    responsibilities: [
      'Clean and model data with SQL and Python under the guidance of a senior analyst',
      'Build and test dashboards in Power BI for an internal reporting project',
      'Present your findings to the team at the end of each month',
    ],
    qualifications: [
      'A final-year student or recent graduate in computer science, statistics, mathematics or a related field',
      'Working knowledge of SQL and one programming language',
      'Curiosity about how businesses use data, and clear written English',
    ],
  },
];
