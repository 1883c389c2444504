import { Button } from '@corvane/ui';
import { Link } from 'react-router';
import type { HubPage as HubPageContent } from '../../content/short-pages';
import { CardGrid, HighlightTiles, SpriteIcon } from '../ContentPage';

/** The body of /ai-innovation-hub: the hub's figures, three capabilities and a way to talk to us. */
export function HubPage({ page }: { page: HubPageContent }) {
  return (
    <>
      <div className="detail-highlights">
        <div className="container">
          <HighlightTiles items={page.figures} label="The hub in figures" />
        </div>
      </div>
      <section className="detail-section" aria-labelledby="capabilities-heading">
        <div className="container">
          <h2 id="capabilities-heading" className="detail-section__heading">
            Capabilities
          </h2>
          <CardGrid
            items={page.capabilities}
            marker={(capability) => (
              <span className="card__icon">
                <SpriteIcon name={capability.icon} size={22} />
              </span>
            )}
          />
          <p className="short-page__action">
            <Button asChild size="lg">
              <Link to={page.action.to}>{page.action.label}</Link>
            </Button>
          </p>
        </div>
      </section>
    </>
  );
}
