import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@corvane/ui';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/legal';
import { PageHeader } from '../components/PageHeader';
import { LegalToggle } from '../components/LegalToggle';
import { legalDocumentFor } from '../content/legal';
import { legalCopy } from '../content/pages';
import { pageMeta } from '../meta';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(legalCopy[legalDocumentFor(location.pathname).kind]);

/** /terms and /privacy: one page, a toggle between the two documents (spec 2.20). */
export default function LegalPage() {
  const document = legalDocumentFor(useLocation().pathname);
  const copy = legalCopy[document.kind];
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
