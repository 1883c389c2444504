import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@corvane/ui';
import { Link } from 'react-router';
import type { Route } from './+types/legal';
import { PageHeader } from '../components/PageHeader';
import { LegalToggle } from '../components/LegalToggle';
import { legalDocumentFor } from '../content/legal';
import { legalCopy } from '../content/pages';
import { pageMeta } from '../meta';

// Runs at build time (prerender): the document's text and head tags reach the browser in the
// page, not in the route's JavaScript.
export const loader = ({ request }: Route.LoaderArgs) => {
  const document = legalDocumentFor(new URL(request.url).pathname);
  const copy = legalCopy[document.kind];
  return { ...document, copy, head: pageMeta(copy) };
};

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

/** /terms and /privacy: one page, a toggle between the two documents (spec 2.20). */
export default function LegalPage({ loaderData: document }: Route.ComponentProps) {
  const { copy } = document;
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro}>
        <p className="page-header__meta">
          Last updated <time dateTime="2025-03-15">{document.lastUpdated}</time>
        </p>
      </PageHeader>
      <div className="container legal">
        <LegalToggle current={document.path} />
        {/* key: each document starts with its own sections open. */}
        <Accordion
          key={document.kind}
          headingLevel={2}
          defaultValue={document.sections.filter((s) => s.open).map((s) => s.id)}
          className="legal__sections"
        >
          {document.sections.map((section) => (
            <AccordionItem key={section.id} value={section.id}>
              <AccordionTrigger>{section.title}</AccordionTrigger>
              <AccordionContent>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <aside className="legal__support" aria-labelledby="legal-support-heading">
          <h2 id="legal-support-heading">
            Questions about this {document.kind === 'terms' ? 'agreement' : 'policy'}?
          </h2>
          <p>Our support team answers within one working day.</p>
          <Link to="/#contact" className="legal__support-link">
            Contact Support
          </Link>
        </aside>
      </div>
    </>
  );
}
