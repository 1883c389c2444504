import type { StaffJob, StaffJobRequest } from '@corvane/contract';
import { Alert, Button, Spinner } from '@corvane/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { staffApi } from '../../api/staffApi';
import { Page } from '../../shell/Page';
import { JobForm } from './JobForm';
import { formatDay } from '../../lib/dates';
import { applicationsWords, newCount, postedWords, savedWords } from './jobWords';
import type { JobsLocationState, JobsNotice } from './notice';
import { useJob } from './useJob';
import { useOpenClose } from './useOpenClose';

// Posting a job, and editing one (which can also close or reopen it). After saving, the jobs
// list says what happened.

/** Back to the list, which says `notice`. */
function useBackToJobs() {
  const navigate = useNavigate();
  return (notice: JobsNotice) =>
    navigate('/jobs', { state: { notice } satisfies JobsLocationState });
}

export function NewJobPage() {
  const backToJobs = useBackToJobs();
  return (
    <Page title="Post a job" intro="It shows on the careers page as soon as it is posted.">
      <JobForm
        submitLabel="Post job"
        standing="new"
        onSave={async (request) => {
          const job = await staffApi.post<StaffJob>('/jobs', request);
          await backToJobs({ tone: 'success', text: postedWords(job) });
        }}
      />
    </Page>
  );
}

export function EditJobPage() {
  const { id = '' } = useParams();
  // Another job's address starts afresh.
  return <EditJob key={id} id={id} />;
}

/** Where the job stands, under the heading. */
function JobSummary({ job }: { job: StaffJob }) {
  const { total } = job.applicants;
  const fresh = newCount(job);
  return (
    <>
      <strong>{job.title}</strong>.{' '}
      {job.closedAt
        ? `Closed since ${formatDay(job.closedAt)}: not on the careers page.`
        : 'Open: on the careers page.'}{' '}
      Posted {formatDay(job.createdAt)}.{' '}
      {total > 0 ? (
        <>
          <Link to={`/applications?job=${encodeURIComponent(job._id)}`}>
            {applicationsWords(total)}
          </Link>
          {fresh > 0 ? `, ${fresh} new.` : '.'}
        </>
      ) : (
        'No applications yet.'
      )}
    </>
  );
}

function EditJob({ id }: { id: string }) {
  const backToJobs = useBackToJobs();
  const { load, retry, update } = useJob(id);
  const [notice, setNotice] = useState<(JobsNotice & { id: number }) | null>(null);
  const { askToClose, reopen, reopening, dialog } = useOpenClose(({ job, notice: words }) => {
    if (job) update(job);
    setNotice((old) => ({ ...words, id: (old?.id ?? 0) + 1 }));
  });

  if (load.status !== 'ready') {
    return (
      <Page title="Edit job">
        {load.status === 'loading' ? <Spinner label="Loading the job…" /> : null}
        {load.status === 'failed' ? (
          <div className="console-form">
            <Alert tone="error" title="The job could not be loaded.">
              {load.message}
            </Alert>
            <div className="console-form__actions">
              <Button variant="outline" onClick={retry}>
                Try again
              </Button>
              <Button variant="ghost" asChild>
                <Link to="/jobs">Back to jobs</Link>
              </Button>
            </div>
          </div>
        ) : null}
        {load.status === 'missing' ? (
          <Alert tone="error" title="There is no such job.">
            There is no job with the ID {id}. It may have been removed.{' '}
            <Link to="/jobs">Back to jobs</Link>
          </Alert>
        ) : null}
      </Page>
    );
  }

  const { job } = load;
  const closed = job.closedAt !== null;
  return (
    <Page
      title="Edit job"
      intro={<JobSummary job={job} />}
      actions={
        <Button
          variant="outline"
          loading={reopening === job._id}
          onClick={() => (closed ? void reopen(job) : askToClose(job))}
        >
          {closed ? 'Reopen job' : 'Close job'}
        </Button>
      }
    >
      {notice ? (
        <Alert key={notice.id} tone={notice.tone} className="jobs-page__notice">
          {notice.text}
        </Alert>
      ) : null}
      <JobForm
        job={job}
        submitLabel="Save changes"
        standing={closed ? 'closed' : 'open'}
        onSave={async (request: StaffJobRequest) => {
          const saved = await staffApi.put<StaffJob>(
            `/jobs/${encodeURIComponent(job._id)}`,
            request,
          );
          await backToJobs({ tone: 'success', text: savedWords(saved) });
        }}
      />
      {dialog}
    </Page>
  );
}
