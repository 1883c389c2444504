/** The home page's hero carousel (spec 2.4): four slides, each headline ending in "Innovation". */
export type Accent = 'emerald' | 'amber' | 'violet' | 'rose';

/** Icons the hero may name; the component maps each to a drawing. */
export type HeroIcon = 'code' | 'brain' | 'shield' | 'sparkles';

export interface HeroSlide {
  title: string;
  subtitle: string;
  description: string;
  ctaText: string;
  accent: Accent;
  icon: HeroIcon;
  path: string;
}

/** Spec 9: slides move on every 6000 ms. */
export const HERO_INTERVAL_MS = 6000;

export const heroSlides: HeroSlide[] = [
  {
    title: 'Web Development',
    subtitle: 'Architecting Digital Experiences',
    description:
      'Fast, accessible websites and web apps, built by engineers who stay for the launch and long after it.',
    ctaText: 'Explore Techniques',
    accent: 'emerald',
    icon: 'code',
    path: '/web-development',
  },
  {
    title: 'AI & Machine Learning',
    subtitle: 'Beyond Human Cognition',
    description:
      'Models that learn from your own data, measured against your own goals, and run in production with care.',
    ctaText: 'Discover Innovations',
    accent: 'amber',
    icon: 'brain',
    path: '/ai-ml',
  },
  {
    title: 'Cybersecurity',
    subtitle: 'Fortress of Digital Defense',
    description:
      'Assessments, round-the-clock monitoring and a response team that knows your systems before trouble starts.',
    ctaText: 'Inspect Solutions',
    accent: 'violet',
    icon: 'shield',
    path: '/cybersecurity',
  },
  {
    title: 'AI Hub',
    subtitle: 'Intelligence Reimagined',
    description:
      'Our lab for trying ideas with real hardware and real engineers, before you commit a budget to them.',
    ctaText: 'Enter Hub',
    accent: 'rose',
    icon: 'sparkles',
    path: '/ai-innovation-hub',
  },
];
