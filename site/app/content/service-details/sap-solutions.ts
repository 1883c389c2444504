import type { ServiceDetail } from './types';

export const sapSolutions: ServiceDetail = {
  intro:
    'We implement, migrate and support SAP so your core business processes run smoothly, from finance to supply chain.',
  imageAlt:
    'Four modules, for finance, logistics, business and people, connected to a central hexagonal core.',
  overview: [
    'SAP sits at the heart of many organisations, and its support deadlines mean that moving to S/4HANA is now a question of when and how, not whether.',
    'Our SAP consultants combine process knowledge with technical depth to implement, migrate and support SAP with less risk and a clear return.',
  ],
  whatWeDo: [
    {
      title: 'S/4HANA migration',
      text: 'Greenfield, brownfield or selective migrations planned around your business.',
    },
    {
      title: 'Implementation',
      text: 'Finance, supply chain, manufacturing, sales and HR modules configured to your processes.',
    },
    {
      title: 'Integration',
      text: 'SAP Business Technology Platform and integrations with your other systems.',
    },
    {
      title: 'Application management',
      text: 'Support, enhancements and continuous improvement after go-live.',
    },
  ],
  challengesIntro: 'The issues that make SAP programmes difficult, and how we handle them.',
  challenges: [
    {
      title: 'End of support',
      challenge: 'Older SAP releases are approaching the end of mainstream maintenance.',
      solution: 'A migration roadmap that fits your budget and business calendar.',
    },
    {
      title: 'Heavy customisation',
      challenge: 'Years of custom code make upgrades slow and risky.',
      solution: 'Code analysis and a clean-core approach that keeps what matters.',
    },
    {
      title: 'Data quality',
      challenge: 'Poor master data undermines every process and report.',
      solution: 'Data cleansing and governance before and during migration.',
    },
    {
      title: 'Business disruption',
      challenge: 'Go-live can interrupt orders, invoicing and payroll.',
      solution: 'Rehearsed cut-overs, hypercare and clear fallback plans.',
    },
    {
      title: 'User adoption',
      challenge: 'People struggle with new screens and processes.',
      solution: 'Role-based training and change management from the start.',
    },
    {
      title: 'Budget overruns',
      challenge: 'SAP programmes are known for late delivery and rising costs.',
      solution: 'Phased delivery with fixed scope per phase and transparent reporting.',
    },
  ],
  differentiators: [
    {
      title: 'Process and technology',
      text: 'Consultants who understand both your operations and the SAP platform.',
    },
    {
      title: 'Clean-core mindset',
      text: 'Standard functions first, so future upgrades stay simple.',
    },
    {
      title: 'Accelerators',
      text: 'Proven templates and tools that shorten migration timelines.',
    },
    {
      title: 'Support that continues',
      text: 'The same team helps you after go-live.',
    },
  ],
  approaches: [
    'A readiness assessment reviews your processes, custom code and data to recommend the right migration path and a realistic plan.',
    'Delivery follows SAP Activate in iterative sprints, with business users validating every step through fit-to-standard workshops.',
    'After go-live, hypercare stabilises operations before handover to application management and a roadmap of improvements.',
  ],
};
