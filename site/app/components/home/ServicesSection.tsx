import {
  ArrowRight,
  BarChart3,
  Boxes,
  Cloud,
  Code2,
  Database,
  HeartPulse,
  Network,
  ShieldCheck,
  Brain,
  ClipboardCheck,
  Users,
  Workflow,
  Briefcase,
  type LucideIcon,
} from 'lucide-react';
import { useAnnouncement } from '@corvane/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ALL,
  categoryHeading,
  filterByCategory,
  filterCategories,
  NO_SERVICES_TEXT,
  SERVICES_PULSE_MS,
} from '../../content/home/serviceFilter';

export interface ServiceCardData {
  slug: string;
  url: string;
  title: string;
  category: string;
  description: string;
}

const icons: Record<string, LucideIcon> = {
  'qa-services': ClipboardCheck,
  'ai-ml-solutions': Brain,
  'cyber-security': ShieldCheck,
  healthcare: HeartPulse,
  'business-intelligence': BarChart3,
  'cloud-technologies': Cloud,
  'web-development': Code2,
  oracle: Database,
  'sap-solutions': Boxes,
  'sas-cdm': Workflow,
  pmc: Briefcase,
  'workforce-management': Users,
  gsi: Network,
};

/**
 * Services (spec 2.6): filter buttons (All and each category, one pressed at a time) over a grid
 * of cards; each card's Discover More link (the whole card is its target) opens the service page.
 * The cards pulse for their first second, over their real text, so nothing moves.
 */
export function ServicesSection({ services }: { services: ServiceCardData[] }) {
  const [category, setCategory] = useState(ALL);
  const shown = filterByCategory(services, category);
  // A category chosen is heard: its heading, and that nothing is in it when so.
  useAnnouncement(
    category !== ALL &&
      [categoryHeading(category), shown.length === 0 ? NO_SERVICES_TEXT : ''].join(' '),
  );

  return (
    <section
      tabIndex={-1}
      id="services"
      className="home-section home-section--subtle"
      aria-labelledby="services-heading"
    >
      <div className="container">
        <p className="section-eyebrow">What we do</p>
        <h2 id="services-heading" className="section-heading">
          Our Services
        </h2>
        <p className="section-intro">
          Thirteen practices, from quality assurance and AI to SAP and workforce management. Filter
          by area, then choose one to read more.
        </p>

        <div className="service-filter" role="group" aria-label="Filter services by category">
          {filterCategories(services).map((option) => (
            <button
              key={option}
              type="button"
              className="service-filter__option"
              aria-pressed={option === category}
              onClick={() => setCategory(option)}
            >
              {option}
            </button>
          ))}
        </div>

        <div>
          {category === ALL ? null : (
            <h3 className="service-list__heading">{categoryHeading(category)}</h3>
          )}
          {shown.length === 0 ? <p className="service-list__empty">{NO_SERVICES_TEXT}</p> : null}
        </div>
        <ServiceGrid>
          {shown.map((service) => {
            const Icon = icons[service.slug] ?? Code2;
            return (
              <li key={service.slug} className="service-card">
                <span className="service-card__icon" aria-hidden="true">
                  <Icon size={24} />
                </span>
                <p className="service-card__category">{service.category}</p>
                <h3 className="service-card__title">{service.title}</h3>
                <p className="service-card__text">{service.description}</p>
                <Link
                  to={service.url}
                  className="service-card__more"
                  aria-label={`Discover More about ${service.title}`}
                >
                  {/* An icon, not "→": Inter's Latin file has no U+2192 (decision 073). */}
                  Discover More{' '}
                  <ArrowRight className="service-card__arrow" size="1em" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ServiceGrid>
      </div>
    </section>
  );
}

/**
 * The grid of cards, busy while it pulses for its first second. The state is its own and the
 * cards come in as children, so the second's end changes the list's attributes, not every card.
 */
function ServiceGrid({ children }: { children: ReactNode }) {
  const [pulsing, setPulsing] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setPulsing(false), SERVICES_PULSE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <ul className="service-grid" aria-busy={pulsing} data-pulsing={pulsing || undefined}>
      {children}
    </ul>
  );
}
