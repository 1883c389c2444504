import { Button } from '@corvane/ui';
import { Link } from 'react-router';
import { NotFoundHead } from '../components/NotFoundHead';
import { PageHeader } from '../components/PageHeader';
import { notFoundCopy as copy } from '../content/not-found';

/**
 * What any unknown address shows, including an unknown product or service slug (through their
 * error boundary, which loads this module only then). It renders its own head tags, which React
 * puts in the <head>, so every way of reaching it gets them: a title, a description and
 * `noindex`, and no canonical link.
 */
export function NotFoundContent() {
  return (
    <>
      <NotFoundHead />
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
    </>
  );
}

export default NotFoundContent;
