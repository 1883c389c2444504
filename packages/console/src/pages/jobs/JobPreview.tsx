import { Badge, Button, JobDetailsDialog, type JobPosting } from '@corvane/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { requestOf, type JobFormValues } from './jobFormValues';
import './JobPreview.css';

// The job as the careers page shows it, from the form's values as they are typed: its card
// (the structure of site/app/components/careers/JobCard.tsx) and the same details dialog.

const strokeIcon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={d} />
  </svg>
);
const PIN = 'M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const WALLET =
  'M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v11H5a2 2 0 0 1-2-2V6M16 14h.01';

/** One fact of the card, named for screen readers by its term; left out when empty. */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt>
        {icon}
        <span className="cv-visually-hidden">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Where the job stands: not posted yet, on the careers page, or taken off it. */
export type JobStanding = 'new' | 'open' | 'closed';

const STANDING_NOTE: Record<JobStanding, string> = {
  new: 'Nothing shows on the careers page until the job is posted.',
  open: 'The careers page shows your changes once you save them.',
  closed: 'The job is closed: the careers page shows it again only once it is reopened.',
};

interface JobPreviewProps {
  values: JobFormValues;
  standing: JobStanding;
}

export function JobPreview({ values, standing }: JobPreviewProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  // Blank entries left out, as when it is sent; the dialog is given one object per change.
  const job = useMemo(() => {
    const fields = requestOf(values);
    return { ...fields, _id: 'preview', title: fields.title || 'Untitled job' };
  }, [values]);
  const posting: JobPosting = job;

  return (
    <section className="job-preview" aria-labelledby="job-preview-heading">
      <h2 id="job-preview-heading" className="job-preview__heading">
        Preview: as the careers page shows it
      </h2>
      <p className="job-preview__note">It changes as you type. {STANDING_NOTE[standing]}</p>
      <article className="job-preview-card" aria-labelledby="job-preview-title">
        {job.employmentType ? (
          <Badge employmentType={job.employmentType} className="job-preview-card__badge" />
        ) : null}
        <h3 id="job-preview-title" className="job-preview-card__title">
          {job.title}
        </h3>
        {job.location || job.salaryRange ? (
          <dl className="job-preview-card__facts">
            <Fact icon={strokeIcon(PIN)} label="Location" value={job.location} />
            <Fact icon={strokeIcon(WALLET)} label="Salary" value={job.salaryRange} />
          </dl>
        ) : null}
        {job.overview ? <p className="job-preview-card__overview">{job.overview}</p> : null}
        <div className="job-preview-card__actions">
          <Button variant="outline" onClick={() => setDetailsOpen(true)}>
            Preview details
          </Button>
        </div>
      </article>
      <p className="job-preview__note">
        On the careers page the card has Apply Now and Details buttons, and the details have Apply
        Now too.
      </p>
      <JobDetailsDialog job={posting} open={detailsOpen} onOpenChange={setDetailsOpen} />
    </section>
  );
}
