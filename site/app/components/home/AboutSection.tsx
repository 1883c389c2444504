import { Compass, Eye, Globe2, Heart, Target, Users, Gauge, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { aboutPanels } from '../../content/home/about';

type AboutContent = typeof aboutPanels;

/** The track's three panels, in order. */
const panelsOf = (track: HTMLElement) => [...track.children] as HTMLElement[];

const pillarIcons: Record<string, LucideIcon> = { mission: Target, vision: Eye, values: Heart };
const featureIcons: Record<string, LucideIcon> = { people: Users, global: Globe2, quality: Gauge };

/**
 * About (spec 2.5): three panels that snap as they scroll: who we are; mission, vision and
 * values; three things that set us apart. Three dots at the side show the panel in view and
 * scroll to a panel; they show while the pointer is over the section or focus is inside it.
 */
export function AboutSection({ content }: { content: AboutContent }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const panels = [
    { id: 'about-who', label: content.hero.label },
    { id: 'about-foundation', label: content.foundation.label },
    { id: 'about-distinction', label: content.distinction.label },
  ];

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof IntersectionObserver !== 'function') return;
    const panelElements = panelsOf(track);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(panelElements.indexOf(entry.target as HTMLElement));
        }
      },
      { root: track, threshold: 0.6 },
    );
    panelElements.forEach((panel) => observer.observe(panel));
    return () => observer.disconnect();
  }, []);

  const goTo = (position: number) => {
    const track = trackRef.current;
    const panel = track ? panelsOf(track)[position] : undefined;
    if (!track || !panel) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ top: panel.offsetTop, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <section tabIndex={-1} id="about" className="about" aria-labelledby="about-heading">
      {/* A keyboard user scrolls the panels with the arrow keys once the area has focus. */}
      <div
        ref={trackRef}
        className="about__track"
        role="region"
        // A scrollable region must be focusable (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label="About Corvane, 3 panels"
      >
        <div id={panels[0]!.id} className="about__panel about__panel--hero">
          <div className="container">
            <p className="section-eyebrow section-eyebrow--on-dark">{content.hero.label}</p>
            <h2 id="about-heading" className="section-heading">
              {content.hero.heading}
            </h2>
            <p className="about__intro">{content.hero.intro}</p>
            <dl className="about__stats">
              {content.hero.stats.map((stat) => (
                <div key={stat.label} className="about__stat">
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        <div id={panels[1]!.id} className="about__panel">
          <div className="container">
            <p className="section-eyebrow section-eyebrow--on-dark">{content.foundation.label}</p>
            <h3 className="about__panel-heading">{content.foundation.heading}</h3>
            <ul className="about__cards">
              {content.foundation.pillars.map((pillar) => {
                const Icon = pillarIcons[pillar.id] ?? Compass;
                return (
                  <li key={pillar.id} className="about__card">
                    <Icon aria-hidden="true" className="about__card-icon" />
                    <h4>{pillar.title}</h4>
                    <p>{pillar.description}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>

        <div id={panels[2]!.id} className="about__panel">
          <div className="container">
            <p className="section-eyebrow section-eyebrow--on-dark">{content.distinction.label}</p>
            <h3 className="about__panel-heading">{content.distinction.heading}</h3>
            <ul className="about__cards">
              {content.distinction.features.map((feature) => {
                const Icon = featureIcons[feature.id] ?? Compass;
                return (
                  <li key={feature.id} className="about__card">
                    <Icon aria-hidden="true" className="about__card-icon" />
                    <h4>{feature.title}</h4>
                    <p>{feature.description}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>

      <nav className="about__dots" aria-label="About panels">
        <ol>
          {panels.map((panel, position) => (
            <li key={panel.id}>
              <button
                type="button"
                className="about__dot"
                aria-current={position === current ? 'true' : undefined}
                onClick={() => goTo(position)}
              >
                <span className="cv-visually-hidden">
                  {position + 1}. {panel.label}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </section>
  );
}
