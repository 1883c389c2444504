/** The service catalogue (spec 2.6, 2.17, 2.18). Texts are Corvane's own. */
export type ServiceCategory =
  | 'Quality Assurance'
  | 'Technology'
  | 'Security'
  | 'Health'
  | 'Analytics'
  | 'Development'
  | 'Database'
  | 'Enterprise'
  | 'Management'
  | 'Integration';

export interface Service {
  id: number;
  /** Lower-case slug: the prerendered path and the key slugs are matched against. */
  slug: string;
  /** The link as the home page and footer spell it (mixed case, spec 2.1). */
  url: string;
  title: string;
  category: ServiceCategory;
  description: string;
}

export const services: Service[] = [
  {
    id: 1,
    slug: 'qa-services',
    url: '/services/qa-services',
    title: 'QA Services',
    category: 'Quality Assurance',
    description:
      'Manual, automated, performance and security testing that lets your teams release with confidence.',
  },
  {
    id: 2,
    slug: 'ai-ml-solutions',
    url: '/services/AI-ML-Solutions',
    title: 'AI/ML Solutions',
    category: 'Technology',
    description:
      'Machine learning models, data pipelines and AI assistants built for measurable business outcomes.',
  },
  {
    id: 3,
    slug: 'cyber-security',
    url: '/services/Cyber-Security',
    title: 'Cyber Security Solutions',
    category: 'Security',
    description:
      'Threat assessment, zero-trust architecture and round-the-clock monitoring for systems that cannot fail.',
  },
  {
    id: 4,
    slug: 'healthcare',
    url: '/services/Healthcare',
    title: 'Healthcare Solutions',
    category: 'Health',
    description:
      'Compliant clinical and patient-facing software, integrated with the records systems you already run.',
  },
  {
    id: 5,
    slug: 'business-intelligence',
    url: '/services/Business-Intelligence',
    title: 'Business Intelligence Solutions',
    category: 'Analytics',
    description:
      'Warehouses, dashboards and self-service reporting that turn scattered data into decisions.',
  },
  {
    id: 6,
    slug: 'cloud-technologies',
    url: '/services/Cloud-Technologies',
    title: 'Cloud Technologies Solutions',
    category: 'Technology',
    description:
      'Migration, cloud-native platforms and cost control across the major public clouds.',
  },
  {
    id: 7,
    slug: 'web-development',
    url: '/services/Web-Development',
    title: 'Web Development Solutions',
    category: 'Development',
    description:
      'Fast, accessible websites and web applications, from first prototype to production at scale.',
  },
  {
    id: 8,
    slug: 'oracle',
    url: '/services/Oracle',
    title: 'Oracle Solutions',
    category: 'Database',
    description:
      'Oracle database and applications: upgrades, tuning, administration and integration.',
  },
  {
    id: 9,
    slug: 'sap-solutions',
    url: '/services/SAP-Solutions',
    title: 'SAP Solutions',
    category: 'Enterprise',
    description:
      'SAP implementation, S/4HANA migration and support that keeps core business processes running.',
  },
  {
    id: 10,
    slug: 'sas-cdm',
    url: '/services/SAS-CDM',
    title: 'SAS CDM Solutions',
    category: 'Analytics',
    description:
      'SAS clinical data management and programming for trials that must meet regulators’ standards.',
  },
  {
    id: 11,
    slug: 'pmc',
    url: '/services/PMC',
    title: 'PMC (Project Management Consultancy) Solutions',
    category: 'Management',
    description:
      'Programme and project management consultancy that brings complex technology projects in on plan.',
  },
  {
    id: 12,
    slug: 'workforce-management',
    url: '/services/Workforce-Management',
    title: 'Workforce Management',
    category: 'Management',
    description:
      'Contract, permanent and managed staffing, matched to your projects and ready when you are.',
  },
  {
    id: 13,
    slug: 'gsi',
    url: '/services/GSI',
    title: 'GSI (Global System Integrator)',
    category: 'Integration',
    description:
      'End-to-end integration of platforms, vendors and teams across borders, under one accountable partner.',
  },
];

/** Finds a service by slug, whatever its capitalisation. */
export function findService(slug: string | undefined): Service | undefined {
  const wanted = slug?.toLowerCase();
  return services.find((service) => service.slug === wanted);
}

/** The footer's services list, in the order the spec gives (2.3). */
export const footerServiceSlugs = [
  'ai-ml-solutions',
  'cyber-security',
  'business-intelligence',
  'cloud-technologies',
  'web-development',
  'oracle',
  'sap-solutions',
  'sas-cdm',
  'pmc',
  'workforce-management',
  'gsi',
  'healthcare',
] as const;
