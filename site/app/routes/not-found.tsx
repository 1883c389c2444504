import { Button } from '@corvane/ui';
import { Link } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';

const copy = pages.notFound;

export const notFoundMeta = () => [...pageMeta(copy), { name: 'robots', content: 'noindex' }];

export const meta = notFoundMeta;

/** What any unknown address shows, including an unknown product or service slug. */
export function NotFoundContent() {
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

export default NotFoundContent;
