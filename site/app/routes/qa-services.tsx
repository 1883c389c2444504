import type { Route } from './+types/qa-services';
import {
  CardGrid,
  ContactBand,
  DetailHero,
  DetailSection,
  HighlightTiles,
  SpriteIcon,
} from '../components/ContentPage';
import { FaqList } from '../components/qa/FaqList';
import { ProcessSteps } from '../components/qa/ProcessSteps';
import { qaPage } from '../content/qa-services';
import { pageMeta } from '../meta';
import { breadcrumbJsonLd, faqPageJsonLd } from '../structured-data';
import qaStyles from '../styles/pages/qa.css?url';

// Build time only: the page's words and head tags travel in its HTML and .data, not in code.
export const loader = () => ({
  ...qaPage,
  image: { src: '/images/services/qa-services.svg', width: 640, height: 480, alt: qaPage.imageAlt },
  head: pageMeta({
    title: qaPage.title,
    description: qaPage.description,
    path: qaPage.path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/#services' },
        { name: qaPage.title, path: qaPage.path },
      ]),
      faqPageJsonLd(qaPage.faq),
    ],
  }),
});

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: qaStyles, precedence: 'page' },
];

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** The QA services page (spec 2.18). */
export default function QaServicesPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <DetailHero
        back={{ to: '/#services', label: 'Back to Services' }}
        label="Our Services"
        heading={page.heading}
        intro={page.intro}
        image={page.image}
      >
        <HighlightTiles items={page.stats} label="QA at Corvane in numbers" />
      </DetailHero>
      <DetailSection
        id="testing-services"
        heading="Our Testing Services"
        intro="Eleven specialist services, used alone or combined into one testing programme."
      >
        <CardGrid
          items={page.services}
          marker={(service) => (
            <span className="card__icon">
              <SpriteIcon name={service.icon} size={22} />
            </span>
          )}
        />
      </DetailSection>
      <DetailSection
        id="process"
        heading="Our Testing Process"
        intro="Seven steps that take a product from first conversation to confident, repeatable releases."
        tone="subtle"
      >
        <ProcessSteps steps={page.process} />
      </DetailSection>
      <DetailSection id="benefits" heading="Benefits of Professional QA">
        <CardGrid items={page.benefits} />
      </DetailSection>
      <DetailSection id="why-corvane" heading="Why Choose Corvane" tone="subtle">
        <CardGrid items={page.reasons} />
      </DetailSection>
      <DetailSection id="faq" heading="Frequently Asked Questions">
        <FaqList entries={page.faq} />
      </DetailSection>
      <ContactBand
        heading="Ready to improve your software quality?"
        text="Tell us about your product and release plans, and a QA consultant will reply within one working day."
        action="Talk to a QA expert"
      />
    </>
  );
}
