import { Link } from 'react-router';
import type { BulletPage as BulletPageContent } from '../../content/short-pages';
import { SpriteIcon } from '../ContentPage';

/** The body of /web-development, /ai-ml and /cybersecurity: three points and a way on. */
export function BulletPage({ page }: { page: BulletPageContent }) {
  return (
    <section className="detail-section" aria-labelledby="highlights-heading">
      <div className="container short-page">
        <h2 id="highlights-heading" className="detail-section__heading">
          What sets our work apart
        </h2>
        <ul className="bullet-points">
          {page.bullets.map((bullet) => (
            <li key={bullet} className="bullet-points__item">
              <SpriteIcon name="check" size={22} className="bullet-points__icon" />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
        <p className="short-page__related">
          <Link to={page.related.to}>{page.related.label}</Link>
        </p>
      </div>
    </section>
  );
}
