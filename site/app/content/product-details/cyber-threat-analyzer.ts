import type { ProductDetail } from './types';

export const cyberThreatAnalyzer: ProductDetail = {
  imageAlt:
    'A radar screen sweeping over a network of endpoints, with one threat marked in red and isolated from the rest.',
  highlights: [
    { value: 'Up to 100,000', label: 'endpoints scanned' },
    { value: 'Real-time', label: 'threat intelligence updates' },
    { value: '3 ways', label: 'to deploy: cloud, on-premise, hybrid' },
    { value: 'SIEM-ready', label: 'with an open API' },
  ],
  features: [
    {
      title: 'Real-time threat detection',
      text: 'Activity on every endpoint is analysed as it happens, so an attack is seen in seconds, not weeks.',
    },
    {
      title: 'Behavioural analysis',
      text: 'Models of normal behaviour for users and machines flag what signatures miss, such as stolen credentials.',
    },
    {
      title: 'Automated incident response',
      text: 'Playbooks isolate a device, end a process or disable an account the moment a threat is confirmed.',
    },
    {
      title: 'Zero-day protection',
      text: 'Exploit techniques are blocked by what they do, even when the vulnerability has no patch yet.',
    },
    {
      title: 'Security dashboard',
      text: 'Live alerts, their severity and their status in one place, for analysts and for the board.',
    },
    {
      title: 'Compliance reporting',
      text: 'Reports for auditors and regulators, built from the same evidence your analysts work with.',
    },
  ],
  specs: {
    deployment: 'Cloud, on-premise or hybrid',
    scanCapacity: 'Up to 100,000 endpoints',
    threatIntelligence: 'Real-time updates',
    integration: 'SIEM compatibility, API access and third-party integrations',
  },
  useCases: [
    {
      title: 'Financial Institutions',
      text: 'Protect payments, trading systems and customer data, and meet the regulators’ reporting deadlines.',
    },
    {
      title: 'Healthcare Organizations',
      text: 'Keep patient records and clinical systems safe from ransomware without interrupting care.',
    },
    {
      title: 'Government Agencies',
      text: 'Defend public services and sensitive data, on premises where the rules require it.',
    },
  ],
};
