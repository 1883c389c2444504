import { Button, Carousel } from '@corvane/ui';
import { BrainCircuit, Code2, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HERO_INTERVAL_MS, type HeroIcon, type HeroSlide } from '../../content/home/hero';
import { useScrolledPast } from '../../hooks/useScrolledPast';

const icons: Record<HeroIcon, LucideIcon> = {
  code: Code2,
  brain: BrainCircuit,
  shield: ShieldCheck,
  sparkles: Sparkles,
};

/** Spec 4 and 9: a flag turns true once the page has scrolled more than 200 px. */
const SCROLLED_FLAG_PX = 200;

interface HeroSectionProps {
  eyebrow: string;
  heading: string;
  slides: HeroSlide[];
}

/**
 * The home page's full-height hero (spec 2.4): the page's heading, then a carousel of four slides
 * rotating every 6000 ms, each with its own accent, icon and call to action. The first slide is
 * complete in the prerendered HTML. A SCROLL hint on medium screens and up goes once the visitor
 * has scrolled past 200 px.
 */
export function HeroSection({ eyebrow, heading, slides }: HeroSectionProps) {
  const [index, setIndex] = useState(0);
  const scrolled = useScrolledPast(SCROLLED_FLAG_PX);
  const accent = slides[index]?.accent ?? 'emerald';

  return (
    <section
      tabIndex={-1}
      id="home"
      className="hero"
      data-accent={accent}
      aria-labelledby="home-heading"
    >
      <div className="hero__glow" aria-hidden="true" />
      <div className="container hero__inner">
        <p className="hero__eyebrow">{eyebrow}</p>
        <h1 id="home-heading" className="hero__heading">
          {heading}
        </h1>
        <Carousel
          className="hero__carousel"
          label="What we do"
          interval={HERO_INTERVAL_MS}
          onIndexChange={(next) => setIndex(next)}
          slides={slides.map((slide) => ({
            title: slide.title,
            content: <HeroSlideContent slide={slide} />,
          }))}
        />
      </div>
      <a href="#about" className="hero__scroll" data-hidden={scrolled || undefined}>
        <span className="hero__scroll-line" aria-hidden="true" />
        Scroll<span className="cv-visually-hidden"> to About</span>
      </a>
    </section>
  );
}

function HeroSlideContent({ slide }: { slide: HeroSlide }) {
  const Icon = icons[slide.icon];
  return (
    <div className="hero-slide" data-accent={slide.accent}>
      <div className="hero-slide__text">
        <p className="hero-slide__subtitle">{slide.subtitle}</p>
        <h2 className="hero-slide__title">{slide.title} Innovation</h2>
        <p className="hero-slide__description">{slide.description}</p>
        <Button asChild size="lg" className="hero-slide__cta">
          <Link to={slide.path}>{slide.ctaText}</Link>
        </Button>
      </div>
      <div className="hero-slide__art" aria-hidden="true">
        <span className="hero-slide__orbit" />
        <span className="hero-slide__orbit hero-slide__orbit--outer" />
        <Icon className="hero-slide__icon" strokeWidth={1.25} />
      </div>
    </div>
  );
}
