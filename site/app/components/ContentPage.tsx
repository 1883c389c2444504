// The building blocks of the content pages (products, services, QA, marketing). They live in one
// module on purpose: the bundler makes one chunk per module that several routes share, and every
// chunk is one more request with its own headers, which a page's 110 kB script budget pays for
// (docs/decisions/041-content-pages-in-few-chunks.md).
import { Button } from '@corvane/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { Highlight, TitledText } from '../content/product-details/types';

/**
 * A decorative lucide icon drawn from `/images/icons.svg` (`scripts/icon-sprite.mjs` writes it):
 * the page carries a reference, not the icon's drawing as JavaScript.
 */
export function SpriteIcon({ name, size = 24, className }: SpriteIconProps) {
  return (
    <svg
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className ? `sprite-icon ${className}` : 'sprite-icon'}
    >
      <use href={`/images/icons.svg#${name}`} />
    </svg>
  );
}

interface SpriteIconProps {
  /** A name listed in the sprite script's SPRITE_ICONS. */
  name: string;
  size?: number;
  className?: string;
}

export interface HeroImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

interface DetailHeroProps {
  back: { to: string; label: string };
  /** A short label above the heading: a category, or the 'Our Services' badge. */
  label?: string;
  heading: string;
  intro?: ReactNode;
  image?: HeroImage;
  children?: ReactNode;
}

/** The dark header of a content page: a way back, a label, the heading, intro and illustration. */
export function DetailHero({ back, label, heading, intro, image, children }: DetailHeroProps) {
  return (
    <section className="page-header detail-hero">
      <div className={image ? 'container detail-hero__grid' : 'container'}>
        <div className="detail-hero__text">
          <p className="detail-hero__back">
            <Link to={back.to} className="back-link">
              <SpriteIcon name="arrow-left" size={16} /> {back.label}
            </Link>
          </p>
          {label ? <p className="detail-hero__label">{label}</p> : null}
          <h1>{heading}</h1>
          {intro ? <p className="page-header__intro">{intro}</p> : null}
          {children}
        </div>
        {image ? (
          <img
            className="detail-hero__image"
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            decoding="async"
          />
        ) : null}
      </div>
    </section>
  );
}

interface DetailSectionProps {
  /** Names the section (its heading's id is `${id}-heading`). */
  id: string;
  heading: string;
  intro?: ReactNode;
  tone?: 'light' | 'subtle';
  children: ReactNode;
}

/** A titled band of a content page, a region named by its heading. */
export function DetailSection({
  id,
  heading,
  intro,
  tone = 'light',
  children,
}: DetailSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`detail-section detail-section--${tone}`}
    >
      <div className="container">
        <h2 id={headingId} className="detail-section__heading">
          {heading}
        </h2>
        {intro ? <p className="detail-section__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** Figures as tiles, each read as one phrase: "Up to 8 hours battery life". */
export function HighlightTiles({ items, label }: { items: Highlight[]; label: string }) {
  return (
    <ul className="highlight-tiles" aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className="highlight-tiles__tile">
          <span className="highlight-tiles__value">{item.value}</span>{' '}
          <span className="highlight-tiles__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

interface CardGridProps<T extends TitledText> {
  items: T[];
  /** Drawn before each title, e.g. an icon or a number. */
  marker?: (item: T, index: number) => ReactNode;
  columns?: 2 | 3;
}

/** Titled cards in a responsive grid, as a list so their count is announced. */
export function CardGrid<T extends TitledText>({ items, marker, columns = 3 }: CardGridProps<T>) {
  return (
    <ul className={`card-grid card-grid--${columns}`}>
      {items.map((item, index) => (
        <li key={item.title} className="card">
          {marker ? marker(item, index) : null}
          <h3 className="card__title">{item.title}</h3>
          <p className="card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

interface ContactBandProps {
  heading: string;
  text: string;
  action: string;
}

/** The closing call to action of a content page: to the home page's contact section. */
export function ContactBand({ heading, text, action }: ContactBandProps) {
  return (
    <section className="contact-band" aria-labelledby="contact-band-heading">
      <div className="container contact-band__inner">
        <div>
          <h2 id="contact-band-heading" className="contact-band__heading">
            {heading}
          </h2>
          <p className="contact-band__text">{text}</p>
        </div>
        <Button asChild size="lg">
          <Link to="/#contact">{action}</Link>
        </Button>
      </div>
    </section>
  );
}

// Loaded only when needed: a page with a slug shows it only for an unknown slug.
const NotFoundContent = lazy(() => import('../routes/not-found'));

/**
 * Whether a route's loader failed because its page does not exist. Reached in the browser, an
 * unknown slug's `.data` answers 404. Loaded directly, the server sends the SPA fallback
 * (status 404), which holds no data for this route, and React Router reports that as "No result
 * found for routeId": that too is a page that does not exist.
 */
function isMissingPage(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof Error && error.message.startsWith('No result found for routeId');
}

/**
 * The error boundary of a route with a slug: an unknown slug shows the site's not-found page, as
 * any unknown address does. Any other error goes on to the root's boundary.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (!isMissingPage(error)) throw error;
  return (
    <Suspense fallback={null}>
      <NotFoundContent />
    </Suspense>
  );
}
