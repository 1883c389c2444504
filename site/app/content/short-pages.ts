import type { PageCopy } from './pages';
import type { Highlight, TitledText } from './product-details/types';

// The four short marketing pages, the targets of the hero slides (spec 2.19). Read by the
// short-page route's loader; `paths.ts` takes their paths for prerendering.

interface RelatedLink {
  label: string;
  to: string;
}

export interface BulletPage extends PageCopy {
  kind: 'bullets';
  /** Exactly three points. */
  bullets: string[];
  related: RelatedLink;
}

export interface HubPage extends PageCopy {
  kind: 'hub';
  /** Exactly three capability cards; `icon` names a lucide icon in the sprite. */
  capabilities: (TitledText & { icon: string })[];
  /** The hub's figures (spec section 1). */
  figures: Highlight[];
  /**
   * The hub's button (spec 2.19: "a button that does nothing", that is, it leads nowhere): it
   * shows, in place, how to reach the hub team, with a link to the contact section.
   */
  action: { label: string; text: string; contact: RelatedLink };
}

export type ShortPage = BulletPage | HubPage;

export const shortPages: ShortPage[] = [
  {
    kind: 'bullets',
    path: '/web-development',
    title: 'Web Development',
    description: 'How Corvane architects fast, accessible digital experiences for the web.',
    heading: 'Web Development Innovation',
    intro:
      'Architecting digital experiences: the techniques behind the fast, accessible sites we build.',
    bullets: [
      'Prerendered pages that read complete before a single script runs, held to a performance budget on every release.',
      'Accessible by construction: keyboard, screen reader and colour contrast checked in every build, not at the end.',
      'Design systems that let product teams ship consistent, tested interfaces in days rather than months.',
    ],
    related: { label: 'Explore our Web Development Solutions', to: '/services/web-development' },
  },
  {
    kind: 'bullets',
    path: '/ai-ml',
    title: 'AI & Machine Learning',
    description: 'How Corvane applies AI and machine learning to real business problems.',
    heading: 'AI & Machine Learning Innovation',
    intro: 'Beyond human cognition: the models and methods we put to work for our clients.',
    bullets: [
      'Models grounded in your own data and measured against a baseline before they reach production.',
      'Language, vision and forecasting systems that explain each answer, so people can check and challenge it.',
      'MLOps that watches every model for drift and retrains it before its accuracy slips.',
    ],
    related: { label: 'Explore our AI/ML Solutions', to: '/services/ai-ml-solutions' },
  },
  {
    kind: 'bullets',
    path: '/cybersecurity',
    title: 'Cybersecurity',
    description: 'How Corvane defends its clients’ systems, data and people.',
    heading: 'Cybersecurity Innovation',
    intro: 'A fortress of digital defence: the solutions we use to keep your business safe.',
    bullets: [
      'Zero-trust architecture: every user, device and request verified, every time.',
      'Detection and response around the clock, from analysts who know your systems.',
      'Recovery plans rehearsed in advance, so an incident is an inconvenience rather than a crisis.',
    ],
    related: { label: 'Explore our Cyber Security Solutions', to: '/services/cyber-security' },
  },
  {
    kind: 'hub',
    path: '/ai-innovation-hub',
    title: 'AI Innovation Hub',
    description:
      'Corvane’s AI hub: quantum, compute and infrastructure for the next generation of AI.',
    heading: 'AI Hub Innovation',
    intro: 'Intelligence reimagined: the research capabilities of our AI innovation hub.',
    capabilities: [
      {
        icon: 'atom',
        title: 'Quantum computing',
        text: 'Run optimisation and simulation experiments on processors of 150+ qubits at 99.95% fidelity, with our researchers at your side.',
      },
      {
        icon: 'cpu',
        title: 'Accelerated AI compute',
        text: 'Train and serve large models on 50 PFLOPS of accelerated compute spread across 10,000+ nodes.',
      },
      {
        icon: 'server-cog',
        title: 'Always-on infrastructure',
        text: 'Put research into production on infrastructure backed by a 99.999% uptime SLA and round-the-clock operations.',
      },
    ],
    figures: [
      { value: '150+', label: 'qubits at 99.95% fidelity' },
      { value: '99.999%', label: 'uptime SLA' },
      { value: '10,000+', label: 'compute nodes' },
      { value: '50', label: 'PFLOPS of AI compute' },
    ],
    action: {
      label: 'Talk to the Hub team',
      text: 'Our researchers answer within two working days. Write or call, and mention the AI hub:',
      contact: { label: 'Send us a message', to: '/#contact' },
    },
  },
];

/** The short page at a path, whatever its capitalisation or trailing slash. */
export function shortPageFor(pathname: string): ShortPage | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return shortPages.find((page) => page.path === path);
}
