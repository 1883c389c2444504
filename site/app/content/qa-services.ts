import type { Highlight, TitledText } from './product-details/types';
import type { FaqEntry } from '../structured-data';

/** The QA services page (spec 2.18). Read by its route's loader only. */
export interface QaPageContent {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  imageAlt: string;
  /** Figures in the hero: the spec's claims (section 1). */
  stats: Highlight[];
  /** Exactly eleven testing services; `icon` names a lucide icon in the sprite. */
  services: (TitledText & { icon: string })[];
  /** Exactly seven process steps, in order. */
  process: TitledText[];
  /** Exactly six benefits. */
  benefits: TitledText[];
  /** Exactly six reasons to choose Corvane. */
  reasons: TitledText[];
  /** Exactly six questions, shown open. */
  faq: FaqEntry[];
}

export const qaPage: QaPageContent = {
  path: '/services/qa-services',
  title: 'QA Services',
  description:
    'Software testing from Corvane: test automation, performance, security, mobile, API and manual testing, with 24+ years of QA expertise.',
  heading: 'QA Services',
  intro:
    'Release with confidence. Our testers and quality engineers find the problems your users would have found, earlier and at lower cost, across web, mobile, cloud and enterprise platforms.',
  imageAlt:
    'A magnifying glass over an application screen, with a checklist of passed tests and one defect flagged for fixing.',
  stats: [
    { value: '24+', label: 'years of QA expertise' },
    { value: '11', label: 'testing services' },
    { value: '7', label: 'steps from discovery to release' },
  ],
  services: [
    {
      icon: 'webhook',
      title: 'API Testing',
      text: 'Functional, contract and security tests for REST, GraphQL and messaging interfaces.',
    },
    {
      icon: 'brain-circuit',
      title: 'AI Testing',
      text: 'Accuracy, bias and robustness testing for machine learning models and AI assistants.',
    },
    {
      icon: 'blocks',
      title: 'Blockchain Testing',
      text: 'Smart contract audits, transaction and node testing for distributed ledgers.',
    },
    {
      icon: 'cloud',
      title: 'Cloud Testing',
      text: 'Migration, scalability and resilience testing on AWS, Azure and Google Cloud.',
    },
    {
      icon: 'gauge',
      title: 'Load and Performance Testing',
      text: 'Load, stress and soak tests that show how your system behaves at peak and beyond.',
    },
    {
      icon: 'mouse-pointer-click',
      title: 'Manual Testing',
      text: 'Exploratory, usability and acceptance testing by experienced testers who think like users.',
    },
    {
      icon: 'smartphone',
      title: 'Mobile App Testing',
      text: 'iOS and Android apps tested on real devices, networks and screen sizes.',
    },
    {
      icon: 'lightbulb',
      title: 'QA Consulting',
      text: 'Test strategy, process assessments and QA transformation roadmaps.',
    },
    {
      icon: 'cloud-cog',
      title: 'Salesforce Testing',
      text: 'Release testing of configurations, integrations and custom code across Salesforce clouds.',
    },
    {
      icon: 'shield-check',
      title: 'Security Testing',
      text: 'Vulnerability scanning and penetration testing of applications and infrastructure.',
    },
    {
      icon: 'bot',
      title: 'Test Automation',
      text: 'Maintainable automated suites with Playwright, Selenium and Appium, run in your pipeline.',
    },
  ],
  process: [
    {
      title: 'Discover',
      text: 'We learn your product, users, risks and release process.',
    },
    {
      title: 'Plan',
      text: 'A test strategy sets scope, priorities, environments and measures of quality.',
    },
    {
      title: 'Design',
      text: 'Test cases and data are designed from requirements and real user journeys.',
    },
    {
      title: 'Automate',
      text: 'Stable, repeatable checks are automated and wired into your pipeline.',
    },
    {
      title: 'Execute',
      text: 'Manual and automated tests run on every build, on the platforms that matter.',
    },
    {
      title: 'Report',
      text: 'Clear defect reports and quality dashboards, with a release recommendation.',
    },
    {
      title: 'Improve',
      text: 'Retrospectives and metrics make each release cycle faster and safer than the last.',
    },
  ],
  benefits: [
    {
      title: 'Fewer production defects',
      text: 'Problems are caught before users meet them, protecting revenue and reputation.',
    },
    {
      title: 'Faster releases',
      text: 'Automation shortens regression cycles from days to hours.',
    },
    {
      title: 'Lower cost of quality',
      text: 'Defects found early cost a fraction of those fixed after release.',
    },
    {
      title: 'Better user experience',
      text: 'Usability and accessibility testing keep products easy to use for everyone.',
    },
    {
      title: 'Reduced risk',
      text: 'Security and performance testing prevent breaches and outages.',
    },
    {
      title: 'Clear visibility',
      text: 'Dashboards show quality trends so leaders can decide when to release.',
    },
  ],
  reasons: [
    {
      title: '24+ years of QA expertise',
      text: 'Leaders who have built and run testing practices through every generation of software.',
    },
    {
      title: 'Certified testers',
      text: 'ISTQB-certified engineers with specialists in automation, performance and security.',
    },
    {
      title: 'Tool independence',
      text: 'We use the tools that suit your stack, commercial or open source.',
    },
    {
      title: 'Flexible engagement',
      text: 'Project-based testing, dedicated teams or a fully managed testing service.',
    },
    {
      title: 'Global delivery',
      text: 'Teams across time zones test overnight so results are ready each morning.',
    },
    {
      title: 'Industry knowledge',
      text: 'Experience in finance, healthcare, retail, public sector and telecoms.',
    },
  ],
  faq: [
    {
      question: 'What types of testing do you offer?',
      answer:
        'Eleven services: API, AI, blockchain, cloud, load and performance, manual, mobile app, Salesforce, security testing and test automation, plus QA consulting. We combine them to fit your product and risks.',
    },
    {
      question: 'How many engineers do you have?',
      answer:
        '1000+ engineers work across our delivery centres, so we can staff a single specialist or a large testing programme and scale with your release plans.',
    },
    {
      question: 'Can you work with our existing tools and processes?',
      answer:
        'Yes. We join your sprints and work in your issue tracker, pipeline and test management tools. Where a tool would help, we recommend it and explain why.',
    },
    {
      question: 'How quickly can you start?',
      answer:
        'A discovery call can happen within days, and for most engagements testers start within two weeks of agreeing the scope.',
    },
    {
      question: 'Do you provide test automation frameworks?',
      answer:
        'We build maintainable frameworks with Playwright, Selenium, Appium and API tools, and hand them over with documentation and training so your team can extend them.',
    },
    {
      question: 'How do you keep our data and systems secure?',
      answer:
        'Our teams work under confidentiality agreements, use anonymised or synthetic test data wherever possible, and follow ISO 27001-aligned security controls.',
    },
  ],
};
