import type { ProductDetail } from './types';

export const cloudSecuritySuite: ProductDetail = {
  imageAlt:
    'A cloud with a padlock at its centre, connected to three smaller clouds, with a checklist of passed compliance checks.',
  highlights: [
    { value: '3 clouds', label: 'AWS, Azure and Google Cloud' },
    { value: 'Agentless', label: 'connected in minutes' },
    { value: '5 standards', label: 'mapped out of the box' },
    { value: 'Continuous', label: 'posture checks' },
  ],
  features: [
    {
      title: 'Posture management',
      text: 'Every account, subscription and project checked continuously against security best practice.',
    },
    {
      title: 'Identity and access review',
      text: 'Find unused permissions, risky roles and keys that never rotate, and remove them safely.',
    },
    {
      title: 'Guided fixes',
      text: 'Each finding comes with the exact change to make, as console steps or infrastructure-as-code.',
    },
    {
      title: 'Compliance reporting',
      text: 'Evidence for auditors generated from live configuration, mapped to the controls of each standard.',
    },
    {
      title: 'Workload protection',
      text: 'Vulnerabilities and exposed secrets in virtual machines, containers and serverless functions.',
    },
    {
      title: 'One inventory',
      text: 'All your cloud assets in one searchable list, with owners, tags and how they connect.',
    },
  ],
  specs: {
    cloudProviders: 'Amazon Web Services, Microsoft Azure and Google Cloud',
    deploymentModel: 'Agentless SaaS with read-only access to your accounts',
    complianceStandards: 'ISO 27001, SOC 2, PCI DSS, GDPR and HIPAA',
    integration: 'Jira, ServiceNow, Slack, Microsoft Sentinel and Splunk',
  },
  useCases: [
    {
      title: 'Multi-cloud enterprises',
      text: 'One view and one set of rules across every provider and business unit.',
    },
    {
      title: 'Regulated industries',
      text: 'Prove compliance continuously instead of scrambling before each audit.',
    },
    {
      title: 'Fast-growing SaaS teams',
      text: 'Keep security in step with engineering as new accounts and services appear every week.',
    },
  ],
};
