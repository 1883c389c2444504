import type { JobReply as Job } from '@corvane/contract/client';
import { Badge, Button } from '@corvane/ui';
import { MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { careersCopy as copy } from '../../content/careers';

interface JobCardProps {
  job: Job;
  onApply: () => void;
  onDetails: () => void;
  /** Starts loading the dialogs' code when the visitor heads for a button. */
  onIntent: () => void;
}

/** One fact of the card, named for screen readers by its term; left out when not sent. */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value?: string }) {
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

export const detailsButtonId = (job: Job) => `job-${job._id}-details`;

/** A job in the list (spec 2.11): its facts, Apply Now and Details. */
export function JobCard({ job, onApply, onDetails, onIntent }: JobCardProps) {
  const titleId = `job-${job._id}-title`;
  // Every card has the same two buttons: their names say which job they are for.
  const forJob = <span className="cv-visually-hidden"> for {job.title}</span>;
  return (
    <article className="job-card" aria-labelledby={titleId}>
      {job.employmentType ? (
        <Badge employmentType={job.employmentType} className="job-card__badge" />
      ) : null}
      <h3 id={titleId} className="job-card__title">
        {job.title}
      </h3>
      {/* A backend may leave any of these out (spec section 7): what did not come is not shown. */}
      {job.location || job.salaryRange ? (
        <dl className="job-card__facts">
          <Fact icon={<MapPin aria-hidden="true" />} label={copy.location} value={job.location} />
          <Fact icon={<Wallet aria-hidden="true" />} label={copy.salary} value={job.salaryRange} />
        </dl>
      ) : null}
      {job.overview ? <p className="job-card__overview">{job.overview}</p> : null}
      <div className="job-card__actions">
        <Button onClick={onApply} onPointerEnter={onIntent} onFocus={onIntent}>
          {copy.apply}
          {forJob}
        </Button>
        <Button
          id={detailsButtonId(job)}
          variant="outline"
          onClick={onDetails}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          {copy.details}
          {forJob}
        </Button>
      </div>
    </article>
  );
}
