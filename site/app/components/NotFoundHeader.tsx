import { Button } from '@corvane/ui';
import { Link } from 'react-router';
import { notFoundCopy as copy } from '../content/not-found';
import { PageHeader } from './PageHeader';

/**
 * The not-found page's header and its two ways on. The app renders it at any unknown address;
 * the SPA fallback's HTML holds it too, so the page reads whole before the app starts and without
 * JavaScript (the links are plain anchors in the server's HTML).
 */
export function NotFoundHeader() {
  return (
    <PageHeader heading={copy.heading} intro={copy.intro}>
      <div className="page-header__actions">
        <Button asChild variant="inverse">
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline" className="button-on-dark">
          <Link to="/#services">Browse our services</Link>
        </Button>
      </div>
    </PageHeader>
  );
}
