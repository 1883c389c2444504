// Story data: the four hero slides of spec 2.4, as the site composes them.
import type { CarouselSlideData } from './Carousel';

const heroes = [
  {
    title: 'Web Development',
    subtitle: 'Architecting Digital Experiences',
    description: 'Fast, accessible sites and apps, built to last and easy to change.',
    action: 'Explore Techniques',
    href: '/web-development',
    accent: 'var(--cv-color-emerald-300)',
  },
  {
    title: 'AI & Machine Learning',
    subtitle: 'Beyond Human Cognition',
    description: 'Models that learn from your data and earn their place in production.',
    action: 'Discover Innovations',
    href: '/ai-ml',
    accent: 'var(--cv-color-amber-300)',
  },
  {
    title: 'Cybersecurity',
    subtitle: 'Fortress of Digital Defense',
    description: 'Assessments, monitoring and response that keep your systems yours.',
    action: 'Inspect Solutions',
    href: '/cybersecurity',
    accent: 'var(--cv-color-violet-300)',
  },
  {
    title: 'AI Hub',
    subtitle: 'Intelligence Reimagined',
    description: 'A place to try ideas with our engineers before you commit to them.',
    action: 'Enter Hub',
    href: '/ai-innovation-hub',
    accent: 'var(--cv-color-rose-300)',
  },
];

export const heroSlides: CarouselSlideData[] = heroes.map((hero) => ({
  title: hero.title,
  content: (
    <div style={{ display: 'grid', gap: 'var(--cv-space-3)', paddingBlock: 'var(--cv-space-8)' }}>
      <p style={{ margin: 0, color: hero.accent, fontWeight: 600 }}>{hero.subtitle}</p>
      <h2 style={{ margin: 0, fontSize: 'var(--cv-text-4xl)', lineHeight: 1.15 }}>
        {hero.title} Innovation
      </h2>
      <p style={{ margin: 0, color: 'var(--cv-color-on-dark-muted)' }}>{hero.description}</p>
      <p style={{ margin: 0 }}>
        <a href={hero.href} style={{ color: hero.accent }}>
          {hero.action}
        </a>
      </p>
    </div>
  ),
}));
