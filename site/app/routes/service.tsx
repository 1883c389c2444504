import { data } from 'react-router';
import type { Route } from './+types/service';
import { ContactBand, DetailHero, NotFoundBoundary } from '../components/ContentPage';
import { ServiceTabs } from '../components/service/ServiceTabs';
import { servicePageFor } from '../content/service-details';
import { pageMeta } from '../meta';
import { breadcrumbJsonLd } from '../structured-data';
import serviceStyles from '../styles/pages/service.css?url';

// Runs at build time for each service's path: content and head tags never enter this route's
// JavaScript. Slugs match whatever their capitalisation (spec 2.1): the server answers
// /services/SAP-Solutions and its .data with the lower-case page. An unknown slug has no data:
// 404, and the error boundary shows the not-found page.
export const loader = ({ params }: Route.LoaderArgs) => {
  const service = servicePageFor(params.slug);
  if (!service) throw data(null, { status: 404 });
  const head = pageMeta({
    title: service.title,
    description: service.description,
    path: service.path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/#services' },
        { name: service.title, path: service.path },
      ]),
    ],
  });
  return { ...service, head };
};

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: serviceStyles, precedence: 'page' },
];

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** One page for the twelve services of spec 2.17 (QA services has a page of its own). */
export default function ServicePage({ loaderData: service }: Route.ComponentProps) {
  return (
    <>
      <DetailHero
        back={{ to: '/#services', label: 'Back to Services' }}
        label="Our Services"
        heading={service.title}
        intro={service.intro}
        image={service.image}
      />
      <ServiceTabs service={service} title={service.title} />
      <ContactBand
        heading="Let’s talk about your project"
        text={`Tell us what you need from ${service.title} and we will reply within one working day.`}
        action="Start a conversation"
      />
    </>
  );
}

export const ErrorBoundary = NotFoundBoundary;
