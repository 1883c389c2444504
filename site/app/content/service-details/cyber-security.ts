import type { ServiceDetail } from './types';

export const cyberSecurity: ServiceDetail = {
  intro:
    'We find your weaknesses before attackers do, build defences that fit how your business works, and watch over your systems day and night.',
  imageAlt:
    'A shield with a keyhole among three servers, with an intrusion blocked at the network’s edge.',
  overview: [
    'Attacks are more frequent, more automated and more costly every year, and most succeed through something ordinary: a missing patch, a reused password, an email that looked right. Good security is a discipline, not a product you buy once.',
    'Our consultants and analysts help you understand your real risk, fix what matters first and keep watch afterwards, with advice your board and your engineers can both act on.',
  ],
  whatWeDo: [
    {
      title: 'Assessments and testing',
      text: 'Risk assessments, penetration tests and red-team exercises that show how an attacker would get in.',
    },
    {
      title: 'Security architecture',
      text: 'Zero-trust networks, identity and access design, and secure cloud landing zones.',
    },
    {
      title: 'Managed detection and response',
      text: 'A 24/7 security operations centre that watches, investigates and contains threats for you.',
    },
    {
      title: 'Governance and compliance',
      text: 'ISO 27001, SOC 2, NIS2 and Cyber Essentials programmes, from gap analysis to certification.',
    },
  ],
  challengesIntro: 'The security problems clients bring to us most, and how we solve them.',
  challenges: [
    {
      title: 'Ransomware',
      challenge: 'One click can encrypt a business’s files and stop it for weeks.',
      solution: 'Layered defences, tested offline backups and a rehearsed recovery plan.',
    },
    {
      title: 'Phishing',
      challenge: 'Convincing emails trick staff into giving away passwords or payments.',
      solution: 'Phishing-resistant sign-in, mail filtering and short, regular awareness training.',
    },
    {
      title: 'Too many alerts',
      challenge: 'Security tools raise thousands of alerts and the real one is missed.',
      solution:
        'Tuned detection and analysts who triage every alert, so you only hear about what matters.',
    },
    {
      title: 'Cloud misconfiguration',
      challenge: 'A public storage bucket or an open port exposes data without anyone noticing.',
      solution: 'Continuous configuration checks with fixes built into your deployment pipeline.',
    },
    {
      title: 'Third-party risk',
      challenge: 'Suppliers with access to your systems become the way in.',
      solution:
        'Supplier assessments, least-privilege access and monitoring of every external connection.',
    },
    {
      title: 'Skills shortage',
      challenge: 'Security specialists are hard to hire and harder to keep.',
      solution: 'Our team extends yours, with named analysts who learn your environment.',
    },
  ],
  differentiators: [
    {
      title: 'Certified specialists',
      text: 'CISSP, OSCP and CREST-qualified consultants and analysts.',
    },
    {
      title: 'Plain-language reporting',
      text: 'Findings ranked by business risk, with the fix for each, not a hundred-page scan dump.',
    },
    {
      title: 'Always on',
      text: 'Our security operations centre works around the clock, every day of the year.',
    },
    {
      title: 'Vendor neutral',
      text: 'We recommend the tools that suit you and make the ones you own work harder.',
    },
  ],
  approaches: [
    'Every engagement starts by agreeing what you most need to protect and what would hurt most to lose. That keeps effort on real risks rather than long checklists.',
    'We then test, design and improve in short cycles, fixing the most exposed areas first and proving each improvement with a re-test.',
    'Once your defences are in place we stay with you: monitoring, quarterly reviews and exercises that keep people and plans ready for the day they are needed.',
  ],
};
