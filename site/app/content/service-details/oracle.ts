import type { ServiceDetail } from './types';

export const oracle: ServiceDetail = {
  intro:
    'We keep your Oracle databases and applications fast, secure and up to date, and we help you move them to the cloud when the time is right.',
  imageAlt:
    'Three stacked database cylinders linked to an application window, with a speed gauge and an upgrade arrow.',
  overview: [
    'Oracle databases and applications run the core of many businesses: finance, supply chain, HR and customer systems. They need expert care to stay reliable and cost-effective.',
    'Our certified Oracle specialists manage, tune, upgrade and integrate Oracle Database, E-Business Suite and Oracle Cloud applications, on premises and in the cloud.',
  ],
  whatWeDo: [
    {
      title: 'Database administration',
      text: 'Round-the-clock management, patching, backup and recovery for Oracle Database.',
    },
    {
      title: 'Performance tuning',
      text: 'Query, index and configuration tuning that makes slow systems fast again.',
    },
    {
      title: 'Upgrades and migration',
      text: 'Version upgrades and moves to Oracle Cloud Infrastructure or other clouds.',
    },
    {
      title: 'Applications and integration',
      text: 'E-Business Suite and Fusion Cloud support, extensions and integrations.',
    },
  ],
  challengesIntro: 'Common Oracle problems we solve for clients every week.',
  challenges: [
    {
      title: 'Slow performance',
      challenge: 'Reports and month-end jobs take hours and hold up the business.',
      solution: 'Root-cause tuning of SQL, indexes and memory, measured before and after.',
    },
    {
      title: 'Licence costs',
      challenge: 'Licensing is complex and audits bring unexpected bills.',
      solution: 'Licence reviews and architecture choices that keep you compliant for less.',
    },
    {
      title: 'Unsupported versions',
      challenge: 'Old releases no longer get security patches.',
      solution: 'Planned upgrades with full testing and minimal downtime.',
    },
    {
      title: 'Scarce skills',
      challenge: 'Experienced Oracle administrators are hard to find and retain.',
      solution: 'A managed service with a team that knows your systems.',
    },
    {
      title: 'Downtime risk',
      challenge: 'An outage of the core database stops the whole business.',
      solution: 'High-availability design with Data Guard and tested recovery plans.',
    },
    {
      title: 'Cloud uncertainty',
      challenge: 'It is unclear which Oracle workloads should move and where.',
      solution: 'An assessment of each workload with costs and a migration plan.',
    },
  ],
  differentiators: [
    {
      title: 'Oracle certified',
      text: 'Certified professionals across database, applications and cloud.',
    },
    {
      title: 'Follow-the-sun support',
      text: 'Teams across time zones, so issues are handled at any hour.',
    },
    {
      title: 'Proven migrations',
      text: 'Many successful upgrades and cloud moves of business-critical systems.',
    },
    {
      title: 'Cost awareness',
      text: 'Advice that reduces licence and infrastructure spend.',
    },
  ],
  approaches: [
    'We start with a health check of your Oracle estate: performance, security, licensing and support status, with a prioritised list of improvements.',
    'Quick wins come first, followed by a roadmap for upgrades, consolidation or migration agreed with your team.',
    'Ongoing managed services keep everything patched, monitored and tuned, with regular reports and reviews.',
  ],
};
