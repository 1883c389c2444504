import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/short-page';
import { PageHeader } from '../components/PageHeader';
import { shortPages, type ShortPagePath } from '../content/pages';
import { pageMeta } from '../meta';

// One module serves the four hero-slide targets; the path picks the copy.
const copyFor = (pathname: string) =>
  shortPages[pathname.toLowerCase().replace(/\/+$/, '') as ShortPagePath] ??
  shortPages['/web-development'];

export const meta = ({ location }: Route.MetaArgs) => pageMeta(copyFor(location.pathname));

export default function ShortPage() {
  const copy = copyFor(useLocation().pathname);
  return (
    <PageHeader
      heading={copy.heading}
      intro={copy.intro}
      eyebrow={
        <Link to="/#home" className="back-link">
          <ArrowLeft aria-hidden="true" size={16} /> Back to Home
        </Link>
      }
    />
  );
}
