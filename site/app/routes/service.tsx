import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/service';
import { PageHeader } from '../components/PageHeader';
import { findService } from '../content/services';
import { pageMeta } from '../meta';
import { NotFoundContent, notFoundMeta } from './not-found';

export const meta = ({ params }: Route.MetaArgs) => {
  const service = findService(params.slug);
  return service
    ? pageMeta({ title: service.title, description: service.description })
    : notFoundMeta();
};

// Slugs match whatever their capitalisation (spec 2.1): /services/AI-ML-Solutions works too.
export default function ServicePage({ params }: Route.ComponentProps) {
  const service = findService(params.slug);
  if (!service) return <NotFoundContent />;
  return (
    <PageHeader
      heading={service.title}
      intro={service.description}
      eyebrow={
        <>
          <Link to="/#services" className="back-link">
            <ArrowLeft aria-hidden="true" size={16} /> Back to Services
          </Link>
          <span className="page-header__label">Our Services</span>
        </>
      }
    />
  );
}
