import { Button } from '@corvane/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { company } from '../../content/company';
import type { HubPage as HubPageContent } from '../../content/short-pages';
import { CardGrid, HighlightTiles, SpriteIcon } from '../ContentPage';

/** The body of /ai-innovation-hub: the hub's figures, three capabilities and a way to talk to us. */
export function HubPage({ page }: { page: HubPageContent }) {
  const { action } = page;
  // Spec 2.19's button leads nowhere: it shows how to reach the hub team, here (a disclosure).
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
          <div className="short-page__action">
            <Button
              size="lg"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((shown) => !shown)}
            >
              {action.label}
            </Button>
            <div id={panelId} className="short-page__contact" hidden={!open}>
              <p>{action.text}</p>
              <ul>
                <li>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </li>
                <li>
                  <a href={company.phoneHref}>{company.phone}</a>
                </li>
                <li>
                  <Link to={action.contact.to}>{action.contact.label}</Link>
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
