import { Page } from '../../shell/Page';
import { EraseForm } from './EraseForm';
import { ExportForm } from './ExportForm';
import './PrivacyPage.css';

/**
 * "Personal data" (admin): a person's requests about what the company holds on them (UK GDPR
 * articles 15 and 17), each task a form of its own for one email address.
 */
export function PrivacyPage() {
  return (
    <Page
      title="Personal data"
      intro="Answer a person’s request to see or to erase what the company holds about their email address. Both tasks are written to the audit log, which names the person only by a coded reference, never by their address."
    >
      <div className="privacy-tasks">
        <section className="console-section" aria-labelledby="privacy-export-title">
          <h2 id="privacy-export-title">Export everything held about a person</h2>
          <p>
            One JSON file with their applications (resumes included), contact messages, newsletter
            subscription, visitor account and mail waiting for them. Send it to the person securely:
            it is their personal data.
          </p>
          <ExportForm />
        </section>
        <section className="console-section" aria-labelledby="privacy-erase-title">
          <h2 id="privacy-erase-title">Erase everything held about a person</h2>
          <p>
            Deletes their applications with resumes and notes, contact messages, newsletter address
            and visitor account, for good. You are asked to confirm first.
          </p>
          <EraseForm />
        </section>
      </div>
    </Page>
  );
}
