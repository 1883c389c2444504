import type { StaffApplication } from '@corvane/contract';
import { Alert, Button, Spinner } from '@corvane/ui';
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { staffUrl } from '../../api/staffApi';
import { Page } from '../../shell/Page';
import { ApplicationContact } from './ApplicationContact';
import { fullName } from './applicationColumns';
import { BackToApplications } from './BackToApplications';
import { formatKilobytes } from '../../lib/dates';
import { NotesSection } from './NotesSection';
import { StatusForm } from './StatusForm';
import { useApplication } from './useApplication';
import './ApplicationPage.css';

const MISSING =
  'This application does not exist (it may have been erased or deleted after 180 days).';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="console-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** One application: how to reach the applicant, what they sent, its status and its notes. */
export function ApplicationPage() {
  const id = useParams().id ?? '';
  const { state, update, retry } = useApplication(id);
  const back = <BackToApplications />;

  if (state.status === 'loading')
    return (
      <Page title="Application" actions={back}>
        <Spinner label="Loading the application…" />
      </Page>
    );
  if (state.status === 'missing')
    return (
      <Page title="Application not found" actions={back}>
        <p>{MISSING}</p>
      </Page>
    );
  if (state.status === 'failed')
    return (
      <Page title="Application" actions={back}>
        <div className="console-form">
          <Alert tone="error" title="The application could not be loaded">
            {state.message}
          </Alert>
          <div className="console-form__actions">
            <Button onClick={retry}>Try again</Button>
          </div>
        </div>
      </Page>
    );

  const { application } = state;
  const change = (changes: Partial<StaffApplication>) =>
    update((before) => ({ ...before, ...changes }));
  return (
    <Page
      title={fullName(application)}
      intro={`Applied for ${application.jobTitle}.`}
      actions={back}
    >
      <Section title="Contact">
        <ApplicationContact application={application} />
      </Section>
      <Section title="Cover letter">
        {application.coverLetter.trim() ? (
          <p className="application-page__letter">{application.coverLetter}</p>
        ) : (
          <p>No cover letter was sent.</p>
        )}
      </Section>
      <Section title="Resume">
        <p>
          <a href={staffUrl(`/applications/${encodeURIComponent(application.id)}/resume`)} download>
            Download resume ({application.resume.fileName},{' '}
            {formatKilobytes(application.resume.bytes)})
          </a>
        </p>
      </Section>
      <Section title="Status">
        <StatusForm
          key={application.id}
          applicationId={application.id}
          status={application.status}
          onSaved={(status) => change({ status })}
        />
      </Section>
      <NotesSection
        key={application.id}
        applicationId={application.id}
        notes={application.notes}
        onAdded={(note) => update((before) => ({ ...before, notes: [...before.notes, note] }))}
      />
    </Page>
  );
}
