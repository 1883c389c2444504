import type { Route } from './+types/careers';
import { Button } from '@corvane/ui';
import { Link } from 'react-router';
import { JobBoard } from '../components/careers/JobBoard';
import { PageHeader } from '../components/PageHeader';
import { careersCopy } from '../content/careers';
import { pages } from '../content/pages';
import { pageMeta } from '../meta';
import careersStyles from '../styles/careers.css?url';

// Build time only: the page's words and head tags arrive as HTML and data, not as JavaScript.
export const loader = () => ({ copy: pages.careers, head: pageMeta(pages.careers) });
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];
export const links = () => [{ rel: 'stylesheet', href: careersStyles, precedence: 'site' }];

/** /careers (spec 2.11): the open jobs from the server, details and applications in dialogs. */
export default function CareersPage({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container careers">
        <JobBoard />
        <aside className="careers__contact" aria-labelledby="careers-contact-heading">
          <h2 id="careers-contact-heading">{careersCopy.contactHeading}</h2>
          <p>{careersCopy.contactText}</p>
          <Button asChild variant="outline">
            <Link to="/#contact">{careersCopy.contact}</Link>
          </Button>
        </aside>
      </div>
    </>
  );
}
